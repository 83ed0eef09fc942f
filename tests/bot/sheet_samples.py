"""Score sheets built straight from the model (no ruleset): what the sheet renderers are tested on."""

from __future__ import annotations

from quiz.sheet.model import (
    Draw,
    HandState,
    Penalty,
    Player,
    Row,
    RowKind,
    Ruleset,
    Sheet,
    Standing,
    TableStart,
    Win,
    Wind,
)

NAMES = ("Ann", "Bob", "Cat", "Dan")


def mcr_deltas(body) -> tuple[int, ...]:
    """The changes MCR's payments give (fan + 8 from the discarder, 8 from the others; 3 x (fan + 8)
    when self-drawn), for test data only: the rules themselves are quiz/sheet/mcr.py's."""
    deltas = [0, 0, 0, 0]
    if isinstance(body, Win):
        for p in range(4):
            if p == body.winner:
                continue
            pay = body.fan + 8 if body.loser is None or body.loser == p else 8
            deltas[p] -= pay
            deltas[body.winner] += pay
    elif isinstance(body, Penalty):
        deltas[body.player] -= body.points
        if body.to is not None:
            deltas[body.to] += body.points
        else:
            for p in range(4):
                if p != body.player:
                    deltas[p] += body.points // 3
    return tuple(deltas)


def _hand(number: int) -> HandState:
    dealer = (number - 1) % 4
    seats = tuple(Wind((p - dealer) % 4) for p in range(4))
    return HandState(number=number, prevailing=Wind(min(3, (number - 1) // 4)), dealer=dealer, seats=seats)


def mcr_sheet(bodies, names=NAMES, finished: bool = False) -> Sheet:
    """A sheet of ``bodies`` (wins, draws, penalties), one hand per win or draw, seats rotating."""
    start = TableStart(Ruleset.MCR, tuple(Player(n, f"u{i}") for i, n in enumerate(names)),
                       tuple(Wind(i) for i in range(4)))
    rows, number = [], 1
    totals = [0, 0, 0, 0]
    for seq, body in enumerate(bodies, 1):
        kind = (RowKind.PENALTY if isinstance(body, Penalty) else RowKind.DRAW if isinstance(body, Draw)
                else RowKind.SELF_DRAWN if body.loser is None else RowKind.WIN_ON_DISCARD)
        deltas = mcr_deltas(body)
        rows.append(Row(seq, kind, _hand(number), deltas, body))
        totals = [t + d for t, d in zip(totals, deltas, strict=True)]
        if kind is not RowKind.PENALTY:
            number += 1
    done = finished or number > 16
    order = sorted(range(4), key=lambda p: -totals[p])
    standings = tuple(Standing(p, totals[p], order.index(p) + 1, (4, 2, 1, 0)[order.index(p)] if done else None)
                      for p in range(4))
    return Sheet(start, tuple(rows), tuple(totals), None if done else _hand(number), number - 1,
                 standings, finished=done)


SAMPLE = (Win(0, 1, fan=24), Win(2, None, fan=8), Draw(), Penalty(3, 30), Win(1, 3, fan=12), Win(3, 0, fan=64))
FULL_GAME = tuple(Win(h % 4, (h + 1) % 4 if h % 3 else None, fan=8 + h) if h % 5 != 4 else Draw() for h in range(16))
