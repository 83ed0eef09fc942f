"""Random complete Riichi hands for the differential test: claimed melds and kans, win flags, dora, red fives.

A sampling policy over the quiz's hand-construction kit (``quiz.hands``): the same builder, the
MCR set recipes and the Riichi yaku recipes, with a test sampler's odds. Every hand is a
complete, physically possible hand (no more than four of a tile, dora indicators included, one
red five per suit at most); it may lack a yaku, as real hands do.
"""

from __future__ import annotations

import random
from collections import Counter

from quiz.hands.kit import Builder, Failed
from quiz.hands.mcr_recipes import apply
from quiz.hands.odds import ContextOdds, ExposureOdds
from quiz.hands.riichi_context import riichi_context
from quiz.hands.riichi_odds import RiichiOdds
from quiz.hands.riichi_recipes import RIICHI_RECIPES, apply_riichi_recipe
from quiz.hands.special_shapes import pairs_of, thirteen_orphans_tiles
from quiz.hands.tiles import HONORS, suited
from scoring.hand import Hand
from scoring.tiles import TERMINALS_AND_HONORS, WINDS, Tile

#: how the sets of a regular hand are drawn: (name, weight)
_FLAVOURS = (("any", 52), ("yaku", 15), ("one_suit", 8), ("one_suit_honors", 8), ("honors_terminals", 5),
             ("triplets", 6), ("green", 2), ("nine_gates", 1), ("winds_dragons", 1), ("kongs", 2))
_YAKU = tuple(sorted(RIICHI_RECIPES))
_WIND_AND_DRAGON_RECIPES = ("big_three_dragons", "little_three_dragons", "big_three_winds", "little_four_winds",
                            "big_four_winds", "two_dragon_pungs", "all_honors")
_ROUND_WINDS = (Tile.EAST, Tile.EAST, Tile.SOUTH, Tile.SOUTH, Tile.WEST, Tile.NORTH)

EXPOSURE = ExposureOdds(closed=0.4, claimed=(35, 30, 20, 15))
CONTEXT = ContextOdds(self_drawn=0.5, replacement=0.3, robbing=0.05, wall_last=0.05, last_copy=0.0)
RIICHI = RiichiOdds(riichi=0.5, double_riichi=0.1, ippatsu=0.2, blessing=0.03, ura=0.8, no_dora=0.1)


def _regular(b: Builder) -> dict[str, bool]:
    """Four sets and a pair, drawn by flavour; returns the Riichi flags a yaku recipe forces."""
    rng = b.rng
    flavour = rng.choices([n for n, _ in _FLAVOURS], [w for _, w in _FLAVOURS])[0]
    if flavour == "yaku":
        return apply_riichi_recipe(b, rng.choice(_YAKU))
    if flavour in ("one_suit", "one_suit_honors"):
        apply(b, "full_flush" if flavour == "one_suit" else "half_flush")
    elif flavour == "honors_terminals":
        b.pool, b.chow_weight = frozenset(TERMINALS_AND_HONORS), 0.0
    elif flavour == "triplets":
        b.chow_weight = 0.2
    elif flavour == "green":
        apply(b, "all_green")
    elif flavour == "nine_gates":
        apply(b, "nine_gates")
        if rng.random() < 0.4:
            b.win_tile = None  # any of the fourteen, not only the extra tile
    elif flavour == "winds_dragons":
        apply(b, rng.choice(_WIND_AND_DRAGON_RECIPES))
    elif flavour == "kongs":
        b.chow_weight, b.kong_weight = 0.3, 0.85
    return {}


def _seven_pairs(b: Builder) -> None:
    pool = list(Tile) if b.rng.random() < 0.8 else sorted(frozenset(HONORS) | suited((1, 9)))
    b.special_shape(pairs_of(b.rng.sample(pool, 7)))


def _doubled_pair(tiles: list[Tile]) -> bool:
    counts = Counter(tiles)
    return 4 in counts.values() and all(n % 2 == 0 for n in counts.values())


def random_riichi_hand(rng: random.Random) -> Hand:
    """A random complete hand with random (consistent) flags, dora indicators and red fives."""
    while True:
        b = Builder(rng, exposure=EXPOSURE, context_odds=CONTEXT)
        b.kong_weight, b.flowers, b.last_copy = 0.12, 0, False
        b.prevalent = rng.choice(_ROUND_WINDS)
        b.seat = rng.choice(WINDS)
        roll = rng.random()
        try:
            flags: dict[str, bool] = {}
            if roll < 0.015:
                b.special_shape(thirteen_orphans_tiles(rng))
            elif roll < 0.07:
                _seven_pairs(b)
            else:
                flags = _regular(b)
            b.fill()
            if b.special and _doubled_pair(b.loose):
                continue  # MCR's seven pairs may hold a tile twice; Riichi's are seven different pairs
            return riichi_context(rng, b.build(), RIICHI, **flags)
        except Failed:
            continue
