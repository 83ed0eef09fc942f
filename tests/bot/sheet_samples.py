"""Score sheets for the sheet renderers' tests, replayed through the real MCR rules of the sheet."""

from __future__ import annotations

from quiz.sheet.log import replay
from quiz.sheet.mcr import RULES
from quiz.sheet.model import Draw, End, Entry, Penalty, Player, Sheet, TableStart, Win, Wind
from scoring.rulesets import RulesetId

NAMES = ("Ann", "Bob", "Cat", "Dan")


def mcr_sheet(bodies, names=NAMES, finished: bool = False) -> Sheet:
    """The sheet ``bodies`` give (wins, draws, penalties) with players seated in the order given."""
    start = TableStart(RulesetId.MCR, tuple(Player(n, f"u{i}") for i, n in enumerate(names)), tuple(Wind))
    entries = [Entry(seq, body) for seq, body in enumerate((*bodies, *([End()] if finished else ())), 1)]
    return replay(RULES, start, entries)


SAMPLE = (Win(0, 1, fan=24), Win(2, None, fan=8), Draw(), Penalty(3, 30), Win(1, 3, fan=12), Win(3, 0, fan=64))
FULL_GAME = tuple(Win(h % 4, (h + 1) % 4 if h % 3 else None, fan=8 + h) if h % 5 != 4 else Draw() for h in range(16))
