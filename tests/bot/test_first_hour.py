"""A newcomer's first hour in the console, typed as issue 24 tried it: every step answers with what
a newcomer needs, once, and nothing breaks."""

from __future__ import annotations

from tests.bot.console_run import console_in

FIRST_HOUR = [
    "/help",
    "/help table",
    "/score 11123455678999m5m",       # a whole 14, then the winning tile again: 15 tiles
    "/score 1112345678999m5m",
    "/fan 8",
    "/fans riichi",
    "/efficiency 1235m456p789s1z2p44s",
    "/score rules=riichi 123m456p789s234s5m5m riichi",
    "/table start Ann Bo Cy Di",
    "/win Ann 8 from Bo",
    "/win Cy 24",
    "/undo",
    "/table",
    "/learn waits",
]


def test_a_first_hour_in_the_console(tmp_path):
    done = console_in(tmp_path, FIRST_HOUR, database="first.sqlite3")
    out = done.stdout
    assert done.returncode == 0 and "Traceback" not in out + done.stderr, done.stderr[-2000:]
    assert f"data kept in {tmp_path / 'first.sqlite3'}" in done.stderr
    assert "/table start|show|end|chase|export|stats|top" in out and "/help table" in out
    assert "**The score sheet**" not in out and "The score sheet (/table)" in out  # a topic, as plain text
    assert "the last tile written is the winning tile (13 tiles, then it, or `+5m`)" in out
    assert "Nine Gates" in out and "88" in out
    assert "8 fan: Mixed Straight · Reversible Tiles" in out
    assert "Four Concealed Triplets, Single Wait · " in out
    assert "Discard  After      Route" in out
    assert "20 base + 10 closed ron + 2 pair wait" in out
    assert "Taken back:\nhand 2 (East round, South): Cy wins 24 fan, self-drawn" in out
    assert "* self-drawn" not in out.split("Taken back:")[1]  # the row with the mark was taken back
    assert "Pick every wait" in out
    assert "\n> " not in out  # no prompt into a pipe
