"""AI seats: ``decide(view, legal, level, rng_seed) -> Action``, from what the seat sees only.

How a seat judges is its ruleset's (``TableRules.decide``); the seat declares a win only when it
stands (never a false win). ``ruleset`` names the table's ruleset (``registry.DEFAULT`` when not given).
"""

from __future__ import annotations

from scoring.game.advice import AILevel
from scoring.game.model import Action, SeatView
from scoring.game.registry import DEFAULT, table_rules


def decide(view: SeatView, legal: tuple[Action, ...], level: AILevel = AILevel.PLAYER, rng_seed: int = 0,
           ruleset: str = DEFAULT) -> Action:
    """The seat's choice among ``legal`` (which must not be empty)."""
    if not legal:
        raise ValueError("nothing to decide")
    return table_rules(ruleset).decide(view, legal, level, rng_seed)


__all__ = ["AILevel", "decide"]
