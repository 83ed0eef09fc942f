"""A score sheet where the deal rotates: four players keep their seats, the dealer keeps the deal on a win of
their own (and, where the ruleset says so, on a draw), every seat wind turning with the deal otherwise; the
prevailing wind turns once the deal comes back to the first dealer, and the game ends after the North round.

A ruleset of this kind (``RotatingSheet``) says what a win pays, which options a table takes and how the deal
passes; the rotation is here, with the shared checks (``quiz.sheet.checks``), penalties and places.
The dealer's run of repeated hands is kept in ``HandState.honba`` (the rulesets that pay for it read it there).
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
    Wind,
)
from quiz.sheet.penalties import check_penalty, penalty_deltas
from quiz.sheet.placing import standings


def first_hand(start: TableStart) -> HandState:
    return HandState(number=1, prevailing=Wind.EAST, dealer=start.seats.index(Wind.EAST), seats=start.seats)


def next_hand(start: TableStart, hand: HandState, repeat: bool) -> HandState | None:
    """The hand after ``hand``: the same dealer once more (the run one longer), or the deal passed to the South
    seat; None once the North round's last dealer has passed the deal."""
    if repeat:
        return replace(hand, number=hand.number + 1, honba=hand.honba + 1)
    seats = tuple(Wind((seat - 1) % 4) for seat in hand.seats)
    dealer = seats.index(Wind.EAST)
    prevailing = hand.prevailing
    if dealer == start.seats.index(Wind.EAST):  # the deal is back with the first dealer: the next round
        if prevailing == Wind.NORTH:
            return None
        prevailing = Wind(prevailing + 1)
    return HandState(number=hand.number + 1, prevailing=prevailing, dealer=dealer, seats=seats)


class RotatingSheet:
    """``SheetRules`` of a rotating-deal ruleset; a ruleset gives its id, traits, options and payments."""

    ruleset: str
    traits: SheetTraits
    entries: tuple[type[RulesetEntry], ...] = ()
    #: the ``key=value`` options its ``/table start`` takes
    options: frozenset[str] = frozenset()
    #: the dealer keeps the deal after a drawn hand
    draw_repeats: bool = False

    def hand_value(self, win: Win) -> int:
        return win.fan or 0

    def check_start(self, start: TableStart) -> None:
        """Its options' values (SheetError for one it does not take)."""

    def win_deltas(self, sheet: Sheet, hand: HandState, win: Win) -> tuple[int, ...]:
        """Each player's change for ``win`` (checked) at ``hand``."""
        raise NotImplementedError

    def false_win_deltas(self, sheet: Sheet, win: Win) -> tuple[int, ...]:
        """What a false win costs; refused where the ruleset has no minimum to fall short of."""
        raise SheetError("not_in_ruleset", what="false_win")

    def begin(self, start: TableStart) -> Sheet:
        check_seating(start, self.options)
        self.check_start(start)
        return Sheet(start=start, rows=(), totals=(0, 0, 0, 0), next_hand=first_hand(start), hands_played=0,
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
            return self._add(sheet, row, following=next_hand(sheet.start, hand, body.winner == hand.dealer))
        if isinstance(body, Draw):
            if body.tenpai:
                raise SheetError("not_in_ruleset", what="tenpai")
            row = Row(entry.seq, RowKind.DRAW, hand, (0, 0, 0, 0), body)
            return self._add(sheet, row, following=next_hand(sheet.start, hand, self.draw_repeats))
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


__all__ = ["RotatingSheet", "first_hand", "next_hand"]
