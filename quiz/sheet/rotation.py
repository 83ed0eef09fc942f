"""A score sheet where the deal rotates: four players keep their seats, the dealer keeps the deal on a win of
their own (and, where the ruleset says so, on a draw), every seat wind turning with the deal otherwise; the
prevailing wind turns once the deal comes back to the first dealer, and the game ends after the North round.

A ruleset of this kind (``RotatingSheet``) says what a win pays, which options a table takes and how the deal
passes; the rotation is here, the entries the plain sheet's (``quiz.sheet.plain``).
The dealer's run of repeated hands is kept in ``HandState.honba`` (the rulesets that pay for it read it there).
"""

from __future__ import annotations

from dataclasses import replace

from quiz.sheet.model import Draw, HandState, Sheet, TableStart, Win, Wind
from quiz.sheet.plain import PlainSheet


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


class RotatingSheet(PlainSheet):
    """``SheetRules`` of a rotating-deal ruleset; a ruleset gives its id, traits, options and payments."""

    #: the dealer keeps the deal after a drawn hand
    draw_repeats: bool = False

    def first_hand(self, start: TableStart) -> HandState:
        return first_hand(start)

    def after(self, sheet: Sheet, hand: HandState, ended: Win | Draw) -> HandState | None:
        repeat = ended.winner == hand.dealer if isinstance(ended, Win) else self.draw_repeats
        return next_hand(sheet.start, hand, repeat)


__all__ = ["RotatingSheet", "first_hand", "next_hand"]
