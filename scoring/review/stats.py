"""A seat's statistics over a game, as issue 33 defines them.

hands: hands played; wins (tsumo: of them self-drawn); deal_ins: hands in which the seat dealt in
(a double ron once); riichi: hands with a riichi declared; calls: hands with at least one open call (a
closed kan is no call); average_win: the mean of the seat's gain over its winning hands; average_deal_in:
the mean of its loss over the hands it dealt in (points as the log's changes: counters and sticks in).
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.review.record import ActionKind, GameRecord, HandRecord


@dataclass(frozen=True)
class HandOutcome:
    """One hand for the seat: won (self-drawn or not), dealt in, or neither; its change of points."""

    hand: str
    won: bool
    self_drawn: bool
    dealt_in: bool
    riichi: bool
    called: bool
    points: int


@dataclass(frozen=True)
class Stats:
    hands: int
    wins: int
    tsumo: int
    deal_ins: int
    riichi: int
    calls: int
    average_win: float
    average_deal_in: float

    def rate(self, count: int) -> float:
        return count / self.hands if self.hands else 0.0


def outcome_of(hand: HandRecord, seat: int) -> HandOutcome:
    wins = [r for r in hand.results if r.winner == seat]
    points = sum(r.deltas[seat] for r in hand.results if seat < len(r.deltas))
    riichi = any(a.seat == seat and a.kind is ActionKind.DISCARD and a.riichi for a in hand.actions)
    called = any(a.seat == seat and a.kind is ActionKind.CALL and a.call.opens_hand for a in hand.actions)
    return HandOutcome(hand.label, bool(wins), any(r.self_drawn for r in wins),
                       any(r.loser == seat for r in hand.results), riichi, called, points)


def stats_of(record: GameRecord, seat: int) -> Stats:
    outcomes = [outcome_of(hand, seat) for hand in record.hands]
    won = [o.points for o in outcomes if o.won]
    dealt = [-o.points for o in outcomes if o.dealt_in]
    return Stats(len(outcomes), len(won), sum(o.self_drawn for o in outcomes), len(dealt),
                 sum(o.riichi for o in outcomes), sum(o.called for o in outcomes),
                 sum(won) / len(won) if won else 0.0, sum(dealt) / len(dealt) if dealt else 0.0)


__all__ = ["HandOutcome", "Stats", "outcome_of", "stats_of"]
