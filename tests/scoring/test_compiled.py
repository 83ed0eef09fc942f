"""The compiled core (Cython, built at install by setup.py) is the pure-Python core, faster; it is found by
ordinary imports, ``FANBOT_PURE_PYTHON=1`` reads every module from its source instead, and a build whose
source changed since is named by ``bot.core_build.report`` (``fanbot --version``), and failed here."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
import sysconfig
from importlib.machinery import ExtensionFileLoader, SourceFileLoader
from pathlib import Path

import pytest

import scoring.errors  # noqa: F401  (to see how it loaded)
from bot.core_build import report
from bot.core_build import settings as build_settings
from scoring import pure_python

ROOT = Path(__file__).resolve().parents[2]


def _compiler_at_hand() -> bool:
    """Whether the install could compile: a C compiler and Python's headers (Debian: python3-dev)."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return shutil.which(cc) is not None and headers.exists()


def _fingerprint(pure: bool) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != build_settings.PURE_PYTHON_VARIABLE}
    if pure:
        env[build_settings.PURE_PYTHON_VARIABLE] = "1"
    run = subprocess.run([sys.executable, "-m", "tests.scoring.core_fingerprint", "20261201", "1500"], cwd=ROOT,
                         env=env, capture_output=True, text=True, encoding="utf-8", timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.splitlines()


@pytest.mark.skipif(build_settings.pure_python_asked(), reason="FANBOT_PURE_PYTHON is set")
@pytest.mark.skipif(not _compiler_at_hand(), reason="no C compiler or Python headers: the core is pure Python")
def test_the_install_compiled_every_listed_module_and_they_are_in_use():
    expected = set(build_settings.listed_modules())
    for name in sorted(expected):  # some are imported only when first asked for (a ruleset's own module)
        importlib.import_module(name)
    assert len(expected) >= 20
    assert report.recorded_sources(), "the core was not built here: run `pip install -e .`"
    assert report.stale_modules() == [], "rebuild with `pip install -e .`"
    missing = expected - set(report.compiled_modules())
    assert not missing, f"not compiled (see `pip install -v -e .`): {sorted(missing)}"
    assert "scoring.pure_python" not in report.compiled_modules()


@pytest.mark.skipif(build_settings.pure_python_asked(), reason="FANBOT_PURE_PYTHON is set: nothing to compare with")
def test_the_pure_python_core_answers_exactly_as_the_compiled_one():
    pure, built = _fingerprint(pure=True), _fingerprint(pure=False)
    assert pure[0].startswith("scoring core: pure Python (FANBOT_PURE_PYTHON is set)")
    if _compiler_at_hand():
        assert built[0].startswith("scoring core: compiled with Cython")
    assert len(pure) == len(built) > 3000
    differing = [i for i, (a, b) in enumerate(zip(pure[1:], built[1:], strict=True)) if a != b]
    assert differing == [], f"line {differing[0] + 2}:\n{pure[differing[0] + 1]}\n{built[differing[0] + 1]}"


SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")


def _python(code: str, **env: str) -> str:
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env={k: v for k, v in os.environ.items() if k != build_settings.PURE_PYTHON_VARIABLE} | env)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.strip()


def test_importing_the_core_checks_nothing_and_adds_a_finder_only_when_pure_python_is_asked():
    code = ("import sys, scoring.mcr.scorer; print(sum(f.__name__ == 'SourceOnly' for f in sys.meta_path if "
            "isinstance(f, type)), any(m.startswith('bot.core_build') for m in sys.modules))")
    assert _python(code) == "0 False"
    assert _python(code, FANBOT_PURE_PYTHON="1") == "1 False"
    assert _python(code, FANBOT_PURE_PYTHON="0") == "0 False"


def _fake_build(tmp_path: Path, source: str | None) -> Path:
    """A build ``scoring/m`` under ``tmp_path``, its source beside it (when given) and its record."""
    (tmp_path / "scoring").mkdir()
    (tmp_path / "scoring" / f"m{SUFFIX}").write_bytes(b"not really compiled")
    if source is not None:
        (tmp_path / "scoring" / "m.py").write_text(source)
    return tmp_path / "scoring"


def test_a_build_whose_source_changed_or_went_is_named_stale(tmp_path, monkeypatch):
    core = _fake_build(tmp_path, "X = 1\n")
    monkeypatch.setattr(report, "ROOT", tmp_path)
    assert report.built_modules() == {"scoring.m": str(core / f"m{SUFFIX}")}
    assert report.stale_modules() == ["scoring.m"], "a build the build did not record is not trusted"
    (core / build_settings.MANIFEST).write_text(f'{{"scoring.m": "{build_settings.source_digest(core / "m.py")}"}}')
    assert report.stale_modules() == []
    (core / "m.py").write_text("X = 2\n")
    assert report.stale_modules() == ["scoring.m"]
    (core / "m.py").unlink()
    assert report.stale_modules() == ["scoring.m"]


def test_describe_names_the_stale_modules_and_counts_the_ones_the_build_left_out(monkeypatch):
    monkeypatch.delenv(build_settings.PURE_PYTHON_VARIABLE, raising=False)
    monkeypatch.setattr(report, "compiled_modules", lambda: ["scoring.errors"])
    monkeypatch.setattr(report, "stale_modules", lambda: ["scoring.tiles", "scoring.waits"])
    monkeypatch.setattr(report, "built_modules", lambda: {"scoring.errors": "errors.so"})
    line = report.describe()
    assert line.startswith("scoring core: compiled with Cython (1 modules loaded compiled; stale")
    assert "`pip install -e .`): scoring.tiles, scoring.waits;" in line
    assert f"{len(build_settings.listed_modules()) - 1} listed modules not built" in line
    monkeypatch.setattr(report, "compiled_modules", lambda: [])
    assert report.describe() == "scoring core: pure Python (not built: no C compiler at install?)"
    monkeypatch.setenv(build_settings.PURE_PYTHON_VARIABLE, "1")
    assert report.describe() == "scoring core: pure Python (FANBOT_PURE_PYTHON is set)"


def test_the_build_recorded_the_source_of_every_compiled_module():
    import scoring.mcr.scorer  # noqa: F401

    recorded = report.recorded_sources()
    for name in report.compiled_modules():
        module = sys.modules[name]
        assert recorded[name] == build_settings.source_digest(build_settings.source_of(module.__file__)), name


def test_the_list_names_the_scorers_and_not_the_packages_or_the_finder():
    listed = build_settings.listed_modules()
    assert {"scoring.mcr.scorer", "scoring.mcr.rules.wins", "scoring.notation.reader",
            "scoring.riichi.engine"} <= set(listed)
    assert not [name for name in listed if name.endswith("__init__") or name == "scoring.pure_python"]
    assert "scoring.riichi.result" not in listed  # it reads its makers' __code__


def test_a_compiled_file_names_its_source():
    assert build_settings.source_of(f"/x/scoring/mcr/readings{SUFFIX}") == "/x/scoring/mcr/readings.py"
    assert build_settings.source_of("/x/scoring/mcr/readings.txt") is None


def test_the_pure_python_finder_leaves_modules_outside_the_core_alone():
    assert pure_python.SourceOnly.find_spec("json") is None
    assert pure_python.SourceOnly.find_spec("bot.cli") is None


def test_the_pure_python_finder_reads_the_source_beside_a_build(tmp_path):
    core = _fake_build(tmp_path, "X = 1\n")
    spec = pure_python.SourceOnly.find_spec("scoring.m", [str(core)])
    assert isinstance(spec.loader, SourceFileLoader) and spec.origin == str(core / "m.py")
    (core / "m.py").unlink()  # a module written for the compiler has no .py: it is not there
    with pytest.raises(ModuleNotFoundError, match="FANBOT_PURE_PYTHON is set"):
        pure_python.SourceOnly.find_spec("scoring.m", [str(core)])


def test_asking_for_pure_python_reads_the_source_of_a_compiled_module():
    if not isinstance(getattr(sys.modules.get("scoring.errors"), "__loader__", None), ExtensionFileLoader):
        pytest.skip("scoring.errors is not compiled here")
    code = "import scoring.errors as m; print(m.__file__)"
    assert _python(code).endswith(SUFFIX)
    assert _python(code, FANBOT_PURE_PYTHON="1").endswith("errors.py")
