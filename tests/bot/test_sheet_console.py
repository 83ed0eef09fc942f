"""The score sheet in ``fanbot console`` (a pipe, as a new user would try it without a token): the
whole game entered by button numbers, prompts and text commands, the picture saved, the CSV written
and its path printed."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from bot.commands.sheet_buttons import FAN_BUTTONS
from bot.db.repositories import Storage
from quiz.sheet.model import Player, TableStart, Wind
from quiz.sheet.store import SheetStore
from scoring.rulesets import RulesetId
from tests.bot.console_run import run_console
from tests.bot.sheet_game import GAME, expected, text_command

NAMES = ("Ann", "Bo", "Cy", "Di")


def lines_for(step) -> list[str]:
    """What a console user types for one step: button numbers as the console lists them."""
    how = step[0]
    if how in ("text", "textdraw", "penalty", "undo"):
        command, words = text_command(step, NAMES)
        return [f"/{command} {words}".strip()]
    typed = ["/table", "1"]  # the sheet, then [1] Enter a hand
    if how == "draw":
        return [*typed, "5"]  # after the four players
    winner, loser = step[1], step[2]
    others = [p for p in range(4) if p != winner]
    typed += [str(winner + 1), str(others.index(loser) + 1) if loser is not None else "4"]
    if how == "buttons":
        return [*typed, str(FAN_BUTTONS.index(step[3]) + 1)]
    other, hand = len(FAN_BUTTONS) + 1, len(FAN_BUTTONS) + 2
    return [*typed, str(other if how == "other" else hand), str(step[3])]


def test_a_whole_game_in_the_console(tmp_path):
    database = tmp_path / "console.sqlite3"
    typed = ["/table start Ann Bo Cy Di", *(line for step in GAME for line in lines_for(step)), "/table",
             "/table export"]
    done = run_console(typed, "--chat", "console", "--save-pictures", str(tmp_path / "out"),  # the chat read below
                       cwd=Path.cwd(), env={"DATABASE_URL": f"sqlite:///{database}"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stdout + done.stderr
    want = expected(TableStart(RulesetId.MCR, tuple(Player(n) for n in NAMES), tuple(Wind)))
    storage = Storage(f"sqlite:///{database}")
    try:
        sheet = SheetStore(storage).view("console:console").sheet
    finally:
        storage.close()
    assert sheet.finished and [row.deltas for row in sheet.rows] == [row.deltas for row in want.rows]

    paths = [Path(p) for p in re.findall(r"^\[(.+)\]$", done.stdout, re.MULTILINE)]
    pictures = [p for p in paths if p.name.endswith("sheet.png")]
    assert pictures and all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pictures)
    # the last hand's reply carries the final sheet's file (issue 24), then /table export gives it again
    *_, exported = [p for p in paths if p.suffix == ".csv"]
    assert len([p for p in paths if p.suffix == ".csv"]) == 2
    assert exported.parent == tmp_path / "out"
    rows = list(csv.reader(io.StringIO(exported.read_text(encoding="utf-8-sig"), newline="")))
    assert rows[0][-4:] == list(NAMES) and tuple(int(v) for v in rows[-1][-4:]) == want.totals
