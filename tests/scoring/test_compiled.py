"""The compiled core (Cython, built at install by setup.py) is the pure-Python core, faster; and the finder
in ``scoring.compiled`` reads a module's source whenever its compiled file must not be used."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from importlib.machinery import ExtensionFileLoader, SourceFileLoader
from pathlib import Path

import pytest

import scoring
from scoring import compiled

ROOT = Path(__file__).resolve().parents[2]


def _compiler_at_hand() -> bool:
    """Whether the install could compile: a C compiler and Python's headers (Debian: python3-dev)."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return shutil.which(cc) is not None and headers.exists()


def _fingerprint(pure: bool) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != compiled.PURE_PYTHON_VARIABLE}
    if pure:
        env[compiled.PURE_PYTHON_VARIABLE] = "1"
    run = subprocess.run([sys.executable, "-m", "tests.scoring.core_fingerprint", "20261201", "1500"], cwd=ROOT,
                         env=env, capture_output=True, text=True, encoding="utf-8", timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.splitlines()


@pytest.mark.skipif(compiled.pure_python_asked(), reason="FANBOT_PURE_PYTHON is set")
@pytest.mark.skipif(not _compiler_at_hand(), reason="no C compiler or Python headers: the core is pure Python")
def test_the_install_compiled_every_listed_module_and_they_are_in_use():
    import scoring.mcr.scorer  # noqa: F401  (loads the whole MCR core)
    import scoring.notation  # noqa: F401
    import scoring.riichi.engine  # noqa: F401
    import scoring.riichi.scorer  # noqa: F401
    import scoring.waits  # noqa: F401

    expected = set(compiled.listed_modules())
    assert len(expected) >= 20
    assert compiled.recorded_sources(), "the core was not built here: run `pip install -e .`"
    assert compiled.stale_modules() == [], "rebuild with `pip install -e .`"
    missing = expected - set(compiled.compiled_modules())
    assert not missing, f"not compiled (see `pip install -v -e .`): {sorted(missing)}"
    assert "scoring.compiled" not in compiled.compiled_modules()


@pytest.mark.skipif(compiled.pure_python_asked(), reason="FANBOT_PURE_PYTHON is set: nothing to compare with")
def test_the_pure_python_core_answers_exactly_as_the_compiled_one():
    pure, built = _fingerprint(pure=True), _fingerprint(pure=False)
    assert pure[0].startswith("scoring core: pure Python (FANBOT_PURE_PYTHON is set)")
    if _compiler_at_hand():
        assert built[0].startswith("scoring core: compiled with Cython")
    assert len(pure) == len(built) > 3000
    differing = [i for i, (a, b) in enumerate(zip(pure[1:], built[1:], strict=True)) if a != b]
    assert differing == [], f"line {differing[0] + 2}:\n{pure[differing[0] + 1]}\n{built[differing[0] + 1]}"


def test_a_source_other_than_the_one_compiled_is_stale(tmp_path):
    source = tmp_path / "m.py"
    source.write_text("X = 1\n")
    built_from = compiled.source_digest(str(source))
    assert not compiled.is_stale(built_from, str(source))
    source.write_text("X = 2\n")
    assert compiled.is_stale(built_from, str(source))
    assert compiled.is_stale(None, str(source)), "a module the build did not record is not trusted"


def test_the_build_recorded_the_source_of_every_compiled_module():
    import scoring.mcr.scorer  # noqa: F401

    recorded = compiled.recorded_sources()
    for name in compiled.compiled_modules():
        module = sys.modules[name]
        assert recorded[name] == compiled.source_digest(compiled.source_of(module.__file__)), name


def test_the_list_names_the_scorers_and_not_the_packages_or_this_module():
    listed = compiled.listed_modules()
    assert {"scoring.mcr.scorer", "scoring.mcr.rules.wins", "scoring.notation", "scoring.riichi.engine"} <= set(listed)
    assert not [name for name in listed if name.endswith("__init__") or name == "scoring.compiled"]
    assert "scoring.riichi.result" not in listed  # it reads its makers' __code__


def test_describe_counts_listed_modules_the_build_left_out(monkeypatch):
    if not compiled.compiled_modules():
        pytest.skip("nothing compiled here")
    monkeypatch.setattr(compiled, "_recorded", {})
    assert "listed modules not built" in compiled.describe()


def test_a_compiled_file_names_its_source():
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    assert compiled.source_of(f"/x/scoring/mcr/readings{suffix}") == "/x/scoring/mcr/readings.py"
    assert compiled.source_of("/x/scoring/mcr/readings.txt") is None


def _spec(name: str):
    return compiled.SourceWhenStale.find_spec(name, scoring.__path__ if name.count(".") == 1 else None)


def test_the_finder_leaves_modules_outside_the_core_alone():
    assert compiled.SourceWhenStale.find_spec("json") is None
    assert compiled.SourceWhenStale.find_spec("bot.cli") is None


def test_asking_for_pure_python_reads_the_source_of_a_compiled_module(monkeypatch):
    spec = _spec("scoring.errors")
    if not isinstance(spec.loader, ExtensionFileLoader):
        pytest.skip("scoring.errors is not compiled here")
    monkeypatch.setenv(compiled.PURE_PYTHON_VARIABLE, "1")
    spec = _spec("scoring.errors")
    assert isinstance(spec.loader, SourceFileLoader) and spec.origin.endswith("errors.py")
    monkeypatch.setenv(compiled.PURE_PYTHON_VARIABLE, "0")
    assert isinstance(_spec("scoring.errors").loader, ExtensionFileLoader)


def test_a_stale_compiled_module_is_passed_over_with_a_warning(monkeypatch):
    if not isinstance(_spec("scoring.errors").loader, ExtensionFileLoader):
        pytest.skip("scoring.errors is not compiled here")
    monkeypatch.setattr(compiled, "is_stale", lambda recorded, source: True)
    monkeypatch.setattr(compiled, "_stale", {})
    with pytest.warns(RuntimeWarning, match="scoring.errors: the source differs from the one its compiled module"):
        spec = _spec("scoring.errors")
    assert isinstance(spec.loader, SourceFileLoader)
    assert compiled.stale_modules() == ["scoring.errors"]
