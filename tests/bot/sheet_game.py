"""A whole MCR game for the platform tests: 16 hands entered by four players, by buttons and by
text, with a penalty and an undo on the way, and the sheet the rules say it must give.

Each step is (how, ...): ``buttons`` winner loser fan (the fan buttons), ``other`` winner loser fan
(the "Other total" prompt), ``hand`` winner loser notation (the "Type the hand" prompt), ``text``
winner loser fan (/win), ``draw`` (the button), ``textdraw`` (/draw), ``penalty`` player points
(/penalty), ``undo`` (/undo). A loser of None is a self-drawn win. The players are the step's
winner (or the player named) pressing and typing.
"""

from __future__ import annotations

from quiz.sheet import mcr
from quiz.sheet.log import replay
from quiz.sheet.model import Draw, Entry, Penalty, Sheet, TableStart, Undo, Win

GAME = (
    ("buttons", 0, 1, 24),
    ("text", 2, None, 8),
    ("buttons", 1, None, 16),
    ("text", 3, 0, 12),
    ("penalty", 3, 30),
    ("draw",),
    ("other", 2, 3, 13),
    ("text", 0, 1, 99),
    ("undo",),
    ("hand", 1, None, "123m 789m 111z 222z 55p"),
    ("text", 0, 2, 9),
    ("textdraw",),
    ("buttons", 3, 1, 32),
    ("text", 1, 3, 10),
    ("buttons", 0, None, 8),
    ("text", 2, 0, 48),
    ("buttons", 2, 1, 12),
    ("text", 3, None, 88),
    ("buttons", 0, 3, 64),
)
#: the step before which a restart is tested mid-flow (a winner is picked, then the bot dies)
HALFWAY = 9


def body_of(step, sheet: Sheet):
    how = step[0]
    if how in ("buttons", "other", "text"):
        return Win(winner=step[1], loser=step[2], fan=step[3])
    if how == "hand":
        return mcr.scored_win(sheet, step[1], step[2], step[3])[0]
    if how in ("draw", "textdraw"):
        return Draw()
    if how == "penalty":
        return Penalty(player=step[1], points=step[2])
    return Undo()


def expected(start: TableStart, steps=GAME) -> Sheet:
    """The sheet the steps give by the rules alone (no bot in between)."""
    entries: list[Entry] = []
    sheet = replay(mcr.RULES, start, entries)
    for step in steps:
        entries.append(Entry(len(entries) + 1, body_of(step, sheet)))
        sheet = replay(mcr.RULES, start, entries)
    return sheet


def text_command(step, names) -> tuple[str, str]:
    """The command and its words for a text step."""
    how = step[0]
    if how == "text":
        winner, loser, fan = step[1:]
        return "win", f"{names[winner]} from {names[loser]} {fan}" if loser is not None else f"{names[winner]} {fan}"
    if how == "textdraw":
        return "draw", ""
    if how == "penalty":
        return "penalty", f"{names[step[1]]} {step[2]}"
    return "undo", ""


def actor(step) -> int:
    """Who enters the step: the winner or the player named; the dealer's left for the rest (player 0)."""
    return step[1] if len(step) > 1 else 0


async def press_hand(press, step, names) -> tuple[bool, object]:
    """A button step entered with ``press(who, label)``: "Enter a hand", then a draw, or the winner, the loser
    (or self-drawn) and the total's button, or the button that asks for the total typed. Whether the step is
    done, and what the last press answered (for a typed total: the prompt)."""
    how, who = step[0], actor(step)
    await press(who, "Enter a hand")
    if how == "draw":
        return True, await press(who, "Draw (no winner)")
    winner, loser = step[1], step[2]
    await press(who, names[winner])
    await press(who, names[loser] if loser is not None else "Self-drawn")
    if how == "buttons":
        return True, await press(who, str(step[3]))
    return False, await press(who, "Other total" if how == "other" else "Type the hand")
