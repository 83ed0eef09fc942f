"""The registry of MCR recipes: one function per fan id that places what the fan needs.

A recipe receives the ``Builder`` of an attempt and places sets, a pair or loose tiles, or sets
the rules the rest of the hand follows (tile pool, filters, exposure, win). A "pre" recipe only
sets rules, so it runs before a booster that places sets; the others run after it and reuse the
booster's sets where they can.
"""

from __future__ import annotations

from collections.abc import Callable

from quiz.hands.kit import Builder

Recipe = Callable[[Builder], None]
RECIPES: dict[str, Recipe] = {}
#: recipes that only set the rules of the attempt; they run before a booster
PRE: dict[str, Recipe] = {}


def recipe(*fan_ids: str, pre: bool = False) -> Callable[[Recipe], Recipe]:
    def register(fn: Recipe) -> Recipe:
        for fan_id in fan_ids:
            (PRE if pre else RECIPES)[fan_id] = fn
        return fn
    return register


def apply(b: Builder, name: str) -> None:
    """Run the recipe of fan ``name`` (nothing for a fan without one)."""
    fn = PRE.get(name) or RECIPES.get(name)
    if fn is not None:
        fn(b)
