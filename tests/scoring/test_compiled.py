"""The compiled core (Cython, built at install by setup.py) is the pure-Python core, faster; it is found by
ordinary imports (no finder of ours, whatever ``FANBOT_PURE_PYTHON`` says at run time: it is read at install),
a copy of the sources without any build runs as pure Python, and a build whose source changed since is named
by ``bot.core_build.report`` (``fanbot --version``), and failed here."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
import sysconfig
from importlib.machinery import ExtensionFileLoader
from pathlib import Path

import pytest

import scoring.errors  # noqa: F401  (to see how it loaded)
from bot.core_build import report
from bot.core_build import settings as build_settings

ROOT = Path(__file__).resolve().parents[2]


def _compiler_at_hand() -> bool:
    """Whether the install could compile: a C compiler and Python's headers (Debian: python3-dev)."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return shutil.which(cc) is not None and headers.exists()


def source_copy(into: Path) -> Path:
    """A copy of ``scoring/`` under ``into`` without any build (nor the build's record): the core as pure Python."""
    shutil.copytree(ROOT / "scoring", into / "scoring", ignore=shutil.ignore_patterns(
        "*.so", "*.pyd", "__pycache__", build_settings.MANIFEST))
    return into


def run_python(args: list[str], *, sources: Path | None = None, timeout: int = 120, **env: str) -> str:
    """A fresh interpreter's output, the rest of the checkout importable; ``sources``: the ``scoring/`` there
    (a ``source_copy``) comes first, before the checkout's."""
    path = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    run = subprocess.run([sys.executable, *args], cwd=sources or ROOT, env=os.environ | {"PYTHONPATH": path} | env,
                         capture_output=True, text=True, encoding="utf-8", timeout=timeout)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.strip()


def _fingerprint(sources: Path | None) -> list[str]:
    args = ["-m", "tests.scoring.core_fingerprint", "20261201", "1500"]
    return run_python(args, sources=sources, timeout=600).splitlines()


@pytest.mark.skipif(build_settings.pure_python_asked(), reason="FANBOT_PURE_PYTHON is set: the install built nothing")
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


def test_the_pure_python_core_answers_exactly_as_the_compiled_one(tmp_path):
    pure, built = _fingerprint(source_copy(tmp_path)), _fingerprint(None)
    assert pure[0].startswith("scoring core: pure Python")
    if _compiler_at_hand():
        assert built[0].startswith("scoring core: compiled with Cython")
    assert len(pure) == len(built) > 3000
    differing = [i for i, (a, b) in enumerate(zip(pure[1:], built[1:], strict=True)) if a != b]
    assert differing == [], f"line {differing[0] + 2}:\n{pure[differing[0] + 1]}\n{built[differing[0] + 1]}"


SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")


def test_importing_the_core_checks_nothing_and_adds_no_finder_whatever_the_variable_says():
    code = ("import sys; finders = list(sys.meta_path); import scoring.mcr.scorer; "
            "print(sys.meta_path == finders, any(m.startswith('bot.core_build') for m in sys.modules))")
    assert run_python(["-c", code]) == "True False"
    assert run_python(["-c", code], FANBOT_PURE_PYTHON="1") == "True False"


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


def test_describe_says_the_variable_set_at_run_time_only_matters_at_install(monkeypatch):
    monkeypatch.setattr(report, "compiled_modules", lambda: ["scoring.errors"])
    monkeypatch.setattr(report, "stale_modules", lambda: [])
    monkeypatch.setattr(report, "built_modules", lambda: dict.fromkeys(build_settings.listed_modules(), "x.so"))
    monkeypatch.setenv(build_settings.PURE_PYTHON_VARIABLE, "1")
    assert report.describe() == ("scoring core: compiled with Cython (1 modules loaded compiled); FANBOT_PURE_PYTHON "
                                 "is set but only matters at install (`FANBOT_PURE_PYTHON=1 pip install -e .` builds "
                                 "nothing)")
    monkeypatch.setenv(build_settings.PURE_PYTHON_VARIABLE, "0")
    assert report.describe() == "scoring core: compiled with Cython (1 modules loaded compiled)"


def test_the_build_recorded_the_source_of_every_compiled_module():
    import scoring.mcr.scorer  # noqa: F401

    recorded = report.recorded_sources()
    for name in report.compiled_modules():
        module = sys.modules[name]
        assert recorded[name] == build_settings.source_digest(build_settings.source_of(module.__file__)), name


def test_the_list_names_the_scorers_and_not_the_packages():
    listed = build_settings.listed_modules()
    assert {"scoring.mcr.scorer", "scoring.mcr.rules.wins", "scoring.notation.reader",
            "scoring.riichi.engine"} <= set(listed)
    assert not [name for name in listed if name.endswith("__init__")]
    assert "scoring.riichi.result" not in listed  # it reads its makers' __code__


def test_a_compiled_file_names_its_source():
    assert build_settings.source_of(f"/x/scoring/mcr/readings{SUFFIX}") == "/x/scoring/mcr/readings.py"
    assert build_settings.source_of("/x/scoring/mcr/readings.txt") is None


def test_the_variable_set_at_run_time_changes_no_import():
    if not isinstance(getattr(sys.modules.get("scoring.errors"), "__loader__", None), ExtensionFileLoader):
        pytest.skip("scoring.errors is not compiled here")
    code = "import scoring.errors as m; print(m.__file__)"
    assert run_python(["-c", code], FANBOT_PURE_PYTHON="1").endswith(SUFFIX)


def test_a_copy_of_the_sources_without_builds_runs_every_module_from_its_source(tmp_path):
    code = ("import importlib, os; from bot.core_build import settings, report; import scoring.mcr.scorer as s\n"
            "for name in settings.listed_modules():\n"
            "    try: importlib.import_module(name)\n"
            "    except ImportError: print('not there:', name)\n"
            "print(report.compiled_modules(), s.__file__.startswith(os.getcwd()), s._KERNEL)")
    assert run_python(["-c", code], sources=source_copy(tmp_path)).splitlines() == [
        "not there: scoring.mcr.kernel", "not there: scoring.riichi.kernel", "[] True None"]
