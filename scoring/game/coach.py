"""The coach: ``hint(view) -> Hint`` at any turn, ``review(log, seat) -> Review`` after a hand.

Both read only what the seat saw (its own tiles, rivers, exposed melds); the judgement is the ruleset's
(``TableRules.hint`` / ``review``). ``ruleset`` names the table's ruleset (``registry.DEFAULT`` when not given).
"""

from __future__ import annotations

from scoring.game.advice import Hint, HintReason, Review, ReviewedDiscard
from scoring.game.model import SeatView
from scoring.game.registry import DEFAULT, table_rules


def hint(view: SeatView, ruleset: str = DEFAULT) -> Hint:
    """The advice for the seat's hand as it stands (a discard when it is the seat's turn)."""
    return table_rules(ruleset).hint(view)


def review(log: list[dict], seat: int, ruleset: str = DEFAULT) -> Review:
    """The seat's discards of one hand's events beside the analysis's choice at each."""
    return table_rules(ruleset).review(log, seat)


__all__ = ["Hint", "HintReason", "Review", "ReviewedDiscard", "hint", "review"]
