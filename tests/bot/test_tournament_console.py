"""A club tournament typed into ``fanbot console``: a whole 12-player Riichi tournament with its two
CSV files written and named in square brackets, and a console killed with SIGKILL mid-round whose
tournament goes on from where it was in the next process."""

from __future__ import annotations

import csv
import os
import re
import signal
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

from tests.bot.console_run import console_in
from tests.migrated import migrated_url

RIICHI_TABLE = "E=45000 S=32000 W=25000 N=18000"  # sums to 4 × 30000: EMA points, no riichi sticks left


def _env(tmp_path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "TELEGRAM_TOKEN", "LANG", "LC_ALL")}
    env.update(DATABASE_URL=migrated_url(tmp_path / "console.sqlite3"), PYTHONUNBUFFERED="1")
    return env


def _console(tmp_path, lines: list[str]) -> str:
    """A console session in the test's process (the kill below needs a process of its own)."""
    done = console_in(tmp_path, lines)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    return done.stdout


def _round(tables: int) -> list[str]:
    return ["/tournament seat", *(f"/tournament result {n} {RIICHI_TABLE}" for n in range(1, tables + 1))]


def test_a_twelve_player_riichi_tournament_on_the_console_ends_with_its_files(tmp_path):
    names = ", ".join(f"R{n:02d}" for n in range(1, 13))
    out = _console(tmp_path, [
        "/tournament new Riichi Open riichi rounds=3 seating=swiss seed=42",
        f"/tournament add {names}",
        "/tournament start",
        *_round(3), *_round(3), *_round(3),
        "/tournament penalty R07 2000",
        "/tournament standings",
        "/tournament export",
        "/tournament end",
    ])
    assert "seating swiss · key 42" in out and out.count("counted") == 9
    assert "Round 3, the last, is complete" in out
    standings = out[out.rindex("standings after round 3 of 3"):]
    totals = {name: Fraction(value.replace("−", "-")) for name, value in
              re.findall(r"\d+\. (R\d\d): (−?[\d.]+)", standings)}
    assert len(totals) == 12
    # (score − 30000) + uma, uma +15000/+5000/−5000/−15000 by place: 30000 for an East, −27000 for a North
    assert set(totals.values()) <= {Fraction(v) for v in range(-3 * 27000 - 2000, 3 * 30000 + 1, 1000)}
    assert sum(totals.values()) == -2000  # every table gives out nothing net; the penalty comes off
    paths = [Path(p) for p in re.findall(r"\[(/[^\]]+\.csv)\]", out)]
    assert [p.name for p in paths] == ["riichi-open-ema-results.csv", "riichi-open-seating.csv"]
    results = list(csv.reader(paths[0].open(encoding="utf-8")))
    assert results[0] == ["Place", "Name", "EMA number", "Table points", "Score", "R1", "R2", "R3"]
    assert len(results) == 13 and results[1][0] == "1"
    seating = list(csv.reader(paths[1].open(encoding="utf-8")))
    assert len(seating) == 1 + 3 * 12 and {row[2] for row in seating[1:]} == {"E", "S", "W", "N"}
    assert "MERS" in out and "1000" in out
    assert "The tournament is over" in out


def test_a_console_killed_mid_round_keeps_the_tournament(tmp_path):
    process = subprocess.Popen([sys.executable, "-m", "bot", "console"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                               env=_env(tmp_path))
    try:
        names = ", ".join(f"M{n:02d}" for n in range(1, 9))
        steps = ["/tournament new Kill Cup mcr rounds=2 seed=9", f"/tournament add {names}", "/tournament start",
                 "/tournament seat", "/tournament result 1 E=16 S=8 W=-8 N=-16"]
        process.stdin.write("\n".join(steps) + "\n")
        process.stdin.flush()
        seen = ""
        while "1 of 2 tables done" not in seen:  # the result was written (its reply follows the commit)
            line = process.stdout.readline()
            assert line, process.stderr.read()
            seen += line
        process.send_signal(signal.SIGKILL)  # no chance to tidy up
        process.wait(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
        for stream in (process.stdin, process.stdout, process.stderr):
            stream.close()
    out = _console(tmp_path, ["/tournament", "/tournament result 1 E=0 S=0 W=0 N=0",
                              "/tournament result 2 E=8 S=8 W=-8 N=-8", "/tournament seat",
                              "/tournament result 1 E=1 S=1 W=-1 N=-1", "/tournament result 2 E=2 S=2 W=-2 N=-2",
                              "/tournament standings"])
    assert "Round 1 of 2: 1 of 2 tables done." in out  # read back from the database
    assert "counted" in out and "Round 2 of 2" in out and "standings after round 2 of 2" in out
    # the entry made before the kill was kept; the console (an admin) corrected it after the restart
    assert out.count("Table 1 (round 1) counted") == 1 and "1 of 2 tables done" in out
