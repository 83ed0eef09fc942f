"""A review as JSON (the command line's ``--json``, issue 33's point 3): plain data, no words."""

from __future__ import annotations

import dataclasses

from scoring.review.decisions import Decision, Severity
from scoring.review.record import Result
from scoring.review.review import HandReview, Review
from scoring.tiles import format_tiles


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else round(value, 1)


def review_json(review: Review, severity: Severity = Severity.OK) -> dict:
    stats = review.stats
    return {
        "rules": review.game.rules,
        "format": review.game.format,
        "players": list(review.game.players),
        "player": review.seat,
        "stats": {key: _number(value) for key, value in dataclasses.asdict(stats).items()},
        "hands": [_hand(hand) for hand in review.hands],
        "decisions": [decision_json(d) for d in review.at_least(severity)],
    }


def _hand(hand: HandReview) -> dict:
    outcome = hand.outcome
    return {**dataclasses.asdict(outcome), "results": [_result(result) for result in hand.record.results]}


def _result(result: Result) -> dict:
    return {"kind": result.kind.value, "winner": result.winner, "loser": result.loser, "deltas": list(result.deltas),
            "yaku": list(result.yaku)}


def _flags(d: Decision) -> dict:
    """A decision's yes-or-no fields under their own names (the declaration made with a discard)."""
    return {field.name: getattr(d, field.name) for field in dataclasses.fields(d) if field.type == "bool"}


def decision_json(d: Decision) -> dict:
    danger = None
    if d.danger is not None:
        danger = {"level": d.danger.level, "reason": d.danger.reason.value, "safest": d.safest.code,
                  "safest_level": d.safest_danger.level, "safest_reason": d.safest_danger.reason.value}
    return {"hand": d.hand, "turn": d.turn, "kind": d.kind.value, "played": d.played.code,
            "hand_before": format_tiles(d.hand_before), "melds": d.melds, **_flags(d),
            "shanten_before": d.shanten_before, "shanten_after": d.shanten_after, "best": d.best.code,
            "best_shanten_after": d.best_shanten_after, "useful_played": d.useful_played,
            "useful_best": d.useful_best, "danger": danger, "severity": d.severity.value}


__all__ = ["review_json", "decision_json"]
