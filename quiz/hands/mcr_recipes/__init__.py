"""The MCR recipes, one per fan, grouped like ``scoring/mcr/rules/``; checked at import.

``RECIPES`` and ``PRE`` map fan id to recipe (see ``registry.py``); every fan of the table has one.
"""

from __future__ import annotations

from quiz.hands.mcr_recipes import concealment, sets, special, suits, tile_content, winds_dragons, wins  # noqa: F401
from quiz.hands.mcr_recipes.registry import PRE, RECIPES, Recipe, apply
from scoring import mcr

_missing = [fan.id for fan in mcr.fan_table() if fan.id not in RECIPES and fan.id not in PRE]
if _missing:
    raise RuntimeError(f"MCR fans without a quiz recipe: {_missing}")

__all__ = ["PRE", "RECIPES", "Recipe", "apply"]
