"""A game reviewed for one seat: its decisions, each hand's summary and its statistics."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.review.decisions import Decision, Severity, weigh_hand
from scoring.review.errors import LogError
from scoring.review.formats import review_rules
from scoring.review.record import GameRecord, HandRecord
from scoring.review.stats import HandOutcome, Stats, outcome_of, stats_of


@dataclass(frozen=True)
class HandReview:
    record: HandRecord
    outcome: HandOutcome


@dataclass(frozen=True)
class Review:
    game: GameRecord
    seat: int
    stats: Stats
    hands: tuple[HandReview, ...]
    decisions: tuple[Decision, ...]

    def at_least(self, severity: Severity) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.severity.rank >= severity.rank)


def seat_of(game: GameRecord, player: str | None) -> int:
    """The seat asked as a number or a player's name (case apart); the log's default seat when None."""
    if player is None or not player.strip():
        return game.default_seat
    wanted = player.strip()
    if wanted.isdigit() and int(wanted) < game.seats:
        return int(wanted)
    for seat, name in enumerate(game.players):
        if name.casefold() == wanted.casefold():
            return seat
    raise LogError("no_such_player", player=wanted, players=", ".join(game.players))


def review(game: GameRecord, seat: int) -> Review:
    hands = tuple(HandReview(hand, outcome_of(hand, seat)) for hand in game.hands)
    rules = review_rules(game.rules)
    decisions = tuple(d for hand in game.hands for d in weigh_hand(hand, seat, rules.useful, rules.riichi))
    return Review(game, seat, stats_of(game, seat), hands, decisions)


__all__ = ["Review", "HandReview", "review", "seat_of"]
