"""``fanbot --version`` names the version, says whether the scoring core runs compiled, names the
builds whose source changed since (``bot.core_build.report``), and says ``FANBOT_PURE_PYTHON`` set now
only matters at install."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.core_build import report


def _version_line(capsys) -> str:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    return capsys.readouterr().out.strip()


def test_version_names_the_package_and_how_the_core_runs(capsys):
    line = _version_line(capsys)
    assert line.startswith("fanbot 0.1.0; scoring core: ")
    assert line.endswith(report.describe())
    assert ("compiled with Cython" in line) == bool(report.compiled_modules())


def test_version_names_the_stale_builds(capsys, monkeypatch):
    monkeypatch.setattr(report, "compiled_modules", lambda: ["scoring.errors", "scoring.tiles"])
    monkeypatch.setattr(report, "stale_modules", lambda: ["scoring.tiles"])
    line = _version_line(capsys)
    assert "compiled with Cython (2 modules loaded compiled; stale" in line
    assert "(rebuild with `pip install -e .`): scoring.tiles" in line


def test_version_says_the_pure_python_variable_only_matters_at_install(capsys, monkeypatch):
    monkeypatch.setenv("FANBOT_PURE_PYTHON", "1")
    line = _version_line(capsys)
    assert ("compiled with Cython" in line) == bool(report.compiled_modules())
    assert line.endswith("; FANBOT_PURE_PYTHON is set but only matters at install "
                         "(`FANBOT_PURE_PYTHON=1 pip install -e .` builds nothing)")
