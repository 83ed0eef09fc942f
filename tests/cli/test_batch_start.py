"""A ``fanbot score --json --batch`` run of good MCR lines starts light: it loads neither the text
renderers, the glossary, the Riichi scorer, Babel (the catalogue) nor multiprocessing."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

UNNEEDED = ("bot.render", "glossary", "scoring.riichi", "babel", "multiprocessing", "rapidfuzz")

_PROBE = """
import json, sys
from bot.cli import main
code = main(sys.argv[1:])
sys.stdout.flush()
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def _modules_loaded(*argv: str, stdin: bytes) -> tuple[list[str], bytes]:
    done = subprocess.run([sys.executable, "-c", _PROBE, *argv], input=stdin, capture_output=True, timeout=60,
                          check=True)
    return json.loads(done.stderr.decode().splitlines()[-1]), done.stdout


def test_a_batch_of_good_mcr_lines_loads_only_what_it_uses():
    modules, stdout = _modules_loaded("score", "--json", "--batch", "-", stdin=b"1112345678999m5m\n")
    assert json.loads(stdout)["total"] == 91
    loaded = [m for m in modules if m.split(".")[0] in {"bot", "glossary", "scoring", "babel", "multiprocessing",
                                                        "rapidfuzz"}]
    assert not [m for m in loaded if m.startswith(UNNEEDED)], loaded


@pytest.mark.parametrize("argv", [["score", "1112345678999m5m"], ["score", "--rules", "riichi", "--json",
                                                                   "234789m1234566p6p", "tsumo", "riichi"]])
def test_the_other_modes_still_load_what_they_need(argv):
    modules, stdout = _modules_loaded(*argv, stdin=b"")
    assert stdout.strip()
    if "riichi" in argv:
        assert "scoring.riichi" in modules
    else:
        assert "bot.render.text_mcr" in modules
