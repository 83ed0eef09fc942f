"""``fanbot --version`` names the version and says whether the scoring core runs compiled."""

from __future__ import annotations

import pytest

from bot.cli import main
from scoring import compiled


def test_version_names_the_package_and_how_the_core_runs(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("fanbot 0.1.0; scoring core: ")
    assert line.endswith(compiled.describe())
    assert ("compiled with Cython" in line) == bool(compiled.compiled_modules())
