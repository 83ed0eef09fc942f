"""The plain score sheet's entries: a win the ruleset pays, a drawn hand that pays nothing, a false win and a
penalty, each a row, and the game's places and table points once its last hand is played.

A ruleset whose sheet reads this way (``PlainSheet``) says how its hands follow one another and what a win
(and a false win) pays; the checks, rows and totals are here, with the shared checks (``quiz.sheet.checks``),
penalties and places.
"""

from __future__ import annotations

from dataclasses import replace

from quiz.sheet.checks import check_player, check_seating, check_win
from quiz.sheet.model import (
    Draw,
    End,
    Entry,
    HandState,
    Penalty,
    Row,
    RowKind,
    RulesetEntry,
    Sheet,
    SheetError,
    SheetTraits,
    TableStart,
    Undo,
    Win,
)
from quiz.sheet.penalties import check_penalty, penalty_deltas
from quiz.sheet.placing import standings


class PlainSheet:
    """``SheetRules`` of a ruleset with the plain entries; a ruleset gives its id, traits, options, how the
    hands follow and what a win pays."""

    ruleset: str
    traits: SheetTraits
    entries: tuple[type[RulesetEntry], ...] = ()
    #: the ``key=value`` options its ``/table start`` takes
    options: frozenset[str] = frozenset()

    def hand_value(self, win: Win) -> int:
        return win.fan or 0

    def check_start(self, start: TableStart) -> None:
        """Its options' values (SheetError for one it does not take)."""

    def first_hand(self, start: TableStart) -> HandState:
        raise NotImplementedError

    def after(self, sheet: Sheet, hand: HandState, ended: Win | Draw) -> HandState | None:
        """The hand after ``hand``, which ``ended`` closed; None when the game is over."""
        raise NotImplementedError

    def win_deltas(self, sheet: Sheet, hand: HandState, win: Win) -> tuple[int, ...]:
        """Each player's change for ``win`` (checked) at ``hand``."""
        raise NotImplementedError

    def false_win_deltas(self, sheet: Sheet, win: Win) -> tuple[int, ...]:
        """What a false win costs; refused where the ruleset has no minimum to fall short of."""
        raise SheetError("not_in_ruleset", what="false_win")

    def begin(self, start: TableStart) -> Sheet:
        check_seating(start, self.options)
        self.check_start(start)
        return Sheet(start=start, rows=(), totals=(0, 0, 0, 0), next_hand=self.first_hand(start), hands_played=0,
                     standings=standings((0, 0, 0, 0)))

    def apply(self, sheet: Sheet, entry: Entry) -> Sheet:
        body = entry.body
        hand = sheet.next_hand
        if sheet.finished or hand is None:
            raise SheetError("table_finished")
        if isinstance(body, Undo | End):
            raise ValueError("undo and end are the log's to handle")
        if isinstance(body, Win) and body.false_win:
            check_player(body.winner)
            return self._add(sheet, Row(entry.seq, RowKind.PENALTY, hand, self.false_win_deltas(sheet, body), body),
                             following=hand)
        if isinstance(body, Win):
            check_win(body, self.traits.minimum or 0)
            kind = RowKind.SELF_DRAWN if body.loser is None else RowKind.WIN_ON_DISCARD
            row = Row(entry.seq, kind, hand, self.win_deltas(sheet, hand, body), body)
            return self._add(sheet, row, following=self.after(sheet, hand, body))
        if isinstance(body, Draw):
            if body.tenpai:
                raise SheetError("not_in_ruleset", what="tenpai")
            row = Row(entry.seq, RowKind.DRAW, hand, (0, 0, 0, 0), body)
            return self._add(sheet, row, following=self.after(sheet, hand, body))
        if isinstance(body, Penalty):
            check_penalty(body)
            deltas = penalty_deltas(body.player, body.points, body.to, body.deducted)
            return self._add(sheet, Row(entry.seq, RowKind.PENALTY, hand, deltas, body), following=hand)
        raise SheetError("not_in_ruleset", what=getattr(body, "kind", type(body).__name__.lower()))

    def finish(self, sheet: Sheet) -> Sheet:
        """The game closed: places and table points (4/2/1/0, ties sharing), as the shared sheet's finals count."""
        if sheet.finished:
            return sheet
        return replace(sheet, next_hand=None, finished=True, standings=standings(sheet.totals, final=True))

    def _add(self, sheet: Sheet, row: Row, following: HandState | None) -> Sheet:
        totals = tuple(total + delta for total, delta in zip(sheet.totals, row.deltas, strict=True))
        played = sheet.hands_played + (following is not row.hand)
        changed = replace(sheet, rows=(*sheet.rows, row), totals=totals, hands_played=played, next_hand=following)
        return self.finish(changed) if following is None else replace(changed, standings=standings(totals))


__all__ = ["PlainSheet"]
