"""Seeded random MCR winning hands, and hands one tile from winning, for the differential tests.

A sampling policy over the quiz's hand-construction kit (``quiz.hands``): the same builder and
the same per-fan recipes, with the odds of a test sampler rather than of a quiz. No scorer check
and no 8-point minimum: the hands are valid by construction (a winning shape, at most four copies
of any tile, flags the notation accepts), and the notation re-reads each one.

The mixture: plain random 4-sets-plus-pair hands, hands drawn from a restricted tile pool (one
suit, honors, green tiles, upper tiles ...), hands built by the recipe of a random fan (Big Four
Winds, Pure Terminal Chows, Last Tile Draw ...), sometimes finished from a pool, and every special
shape. It is tuned so that 20,000 hands score every one of the 82 fans of the table, rare ones
included (``test_random_hands.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from quiz.hands.kit import Builder, Failed
from quiz.hands.mcr_recipes import PRE, RECIPES, apply
from quiz.hands.odds import ContextOdds, ExposureOdds
from quiz.hands.policy import SPECIAL_SHAPE_FANS
from quiz.hands.special_shapes import honors_and_knitted_tiles, pairs_of, shifted_pairs_tiles, thirteen_orphans_tiles
from quiz.hands.tiles import ALL_TILES, HONORS, suited
from scoring import mcr
from scoring.hand import Hand, PartialHand, WinContext
from scoring.tiles import GREEN_TILES, REVERSIBLE_TILES

#: The structural shapes ``random_winning_hand`` can be asked for.
SHAPES = (
    "regular",
    "seven_pairs",
    "seven_shifted_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "knitted_straight",
    "nine_gates",
)
_SHAPE_WEIGHTS = (80, 6, 1.5, 2, 3, 4, 1.5)

_HONORS = frozenset(HONORS)
_TERMINALS = suited((1, 9))

#: Restricted tile pools for the themed hands; each aims at content fans (flushes, upper tiles ...).
POOLS: dict[str, frozenset] = {
    "characters": suited(range(1, 10), (0,)),
    "dots": suited(range(1, 10), (1,)),
    "bamboo": suited(range(1, 10), (2,)),
    "characters+honors": suited(range(1, 10), (0,)) | _HONORS,
    "dots+honors": suited(range(1, 10), (1,)) | _HONORS,
    "bamboo+honors": suited(range(1, 10), (2,)) | _HONORS,
    "honors": _HONORS,
    "winds+dragons+terminals": _HONORS | _TERMINALS,
    "terminals": _TERMINALS,
    "green": frozenset(GREEN_TILES),
    "reversible": frozenset(REVERSIBLE_TILES),
    "upper": suited((7, 8, 9)),
    "middle": suited((4, 5, 6)),
    "lower": suited((1, 2, 3)),
    "upper_four": suited((6, 7, 8, 9)),
    "lower_four": suited((1, 2, 3, 4)),
    "simples": suited(range(2, 9)),
    "evens": suited((2, 4, 6, 8)),
    "no_honors": suited(range(1, 10)),
    "two_suits": suited(range(1, 10), (0, 2)),
    "two_suits+honors": suited(range(1, 10), (1, 2)) | _HONORS,
    "outside": _TERMINALS | _HONORS | suited((2, 3, 7, 8)),
    # narrow windows force overlapping sets: many readings, tricky waits
    "characters 3-7": suited(range(3, 8), (0,)),
    "dots 1-5": suited(range(1, 6), (1,)),
    "bamboo 5-9": suited(range(5, 10), (2,)),
    "two suits 4-7": suited(range(4, 8), (0, 1)),
}
_POOL_NAMES = tuple(POOLS)
_SEVEN_PAIR_POOLS = (ALL_TILES, ALL_TILES, ALL_TILES, *(POOLS[name] for name in (
    "honors", "terminals", "winds+dragons+terminals", "green", "reversible", "upper", "middle", "lower",
    "upper_four", "lower_four", "characters", "dots+honors", "simples", "two_suits")))

#: chow / pung / kong weights of the random sets
_KIND_MIXES = ((4, 2, 0.5), (1, 1, 0.3), (1, 4, 1), (6, 1, 0.2), (0, 1, 0.2), (1, 0, 0))
#: every fan recipe except the special shapes, which ``SHAPES`` draws with their own weights;
#: the rarer (dearer) a fan, the more often its recipe is used, and quiet hands get a share of their own
_FAN_RECIPES = tuple(sorted(name for name in (*RECIPES, *PRE) if name not in SPECIAL_SHAPE_FANS))
_POINTS = {fan.id: fan.points for fan in mcr.fan_table()}
_FAN_WEIGHTS = tuple((3 if name == "chicken_hand" else 1) * _POINTS[name] ** 0.5 for name in _FAN_RECIPES)

#: more claimed sets and more flags than at a quiz table: the tests want every combination
EXPOSURE = ExposureOdds(closed=0.35, claimed=(25, 30, 25, 20))
CONTEXT = ContextOdds(self_drawn=0.5, replacement=0.3, robbing=0.12, wall_last=0.07, last_copy=0.15,
                      flowers=(tuple(range(9)), (55, *(45 / 8,) * 8)))


def _builder(rng: random.Random) -> Builder:
    b = Builder(rng, exposure=EXPOSURE, context_odds=CONTEXT)
    chows, pungs, kongs = rng.choice(_KIND_MIXES)
    b.chow_weight = chows / (chows + pungs + kongs)
    b.kong_weight = kongs / (pungs + kongs) if pungs + kongs else 0.0
    return b


def _regular(b: Builder) -> None:
    """Four sets and a pair: plain random, from a themed pool, or by the recipe of a random fan."""
    rng = b.rng
    style = rng.choices(("plain", "pool", "recipe"), (30, 20, 50))[0]
    if style == "pool":
        b.pool = POOLS[rng.choice(_POOL_NAMES)]
    elif style == "recipe":
        apply(b, rng.choices(_FAN_RECIPES, _FAN_WEIGHTS)[0])
        if b.pool is ALL_TILES and not b.special and rng.random() < 0.3:
            b.pool = POOLS[rng.choice(_POOL_NAMES)]  # e.g. a flush around the fan's sets


def _seven_pairs(b: Builder) -> None:
    rng = b.rng
    pool = sorted(rng.choice(_SEVEN_PAIR_POOLS))
    # a tile may give two pairs (four identical tiles, two pairs and a Tile Hog)
    doubled = max(rng.choices((0, 1, 2), (75, 20, 5))[0], 7 - len(pool))
    kinds = rng.sample(pool, 7 - doubled)
    b.special_shape(pairs_of(kinds + rng.sample(kinds, doubled)))


def _seven_shifted_pairs(b: Builder) -> None:
    b.special_shape(shifted_pairs_tiles(b.rng.randrange(3), b.rng.randint(1, 3)))


def _thirteen_orphans(b: Builder) -> None:
    b.special_shape(thirteen_orphans_tiles(b.rng))


def _honors_and_knitted(b: Builder) -> None:
    # all seven honors (Greater Honors and Knitted Tiles) about half the time, else five or six
    b.special_shape(honors_and_knitted_tiles(b.rng, b.rng.choices((5, 6, 7), (11, 34, 55))[0]))


def _knitted_straight(b: Builder) -> None:
    """The nine knitted tiles + one set + a pair; the set may be the one meld."""
    apply(b, "knitted_straight")
    if b.rng.random() < 0.3:
        b.pool = _HONORS


def _nine_gates(b: Builder) -> None:
    apply(b, "nine_gates")
    # a quarter of the time win on another tile: the near miss is a plain full flush
    if b.rng.random() < 0.25:
        b.win_tile = None


_SHAPE_RECIPES: dict[str, Callable[[Builder], None]] = {
    "regular": _regular,
    "seven_pairs": _seven_pairs,
    "seven_shifted_pairs": _seven_shifted_pairs,
    "thirteen_orphans": _thirteen_orphans,
    "honors_and_knitted": _honors_and_knitted,
    "knitted_straight": _knitted_straight,
    "nine_gates": _nine_gates,
}


def random_winning_hand(rng: random.Random, shape: str | None = None) -> Hand:
    """A random valid winning hand; ``shape`` (one of ``SHAPES``) fixes the structural shape."""
    if shape is not None and shape not in _SHAPE_RECIPES:
        raise ValueError(f"unknown shape {shape!r}: one of {', '.join(SHAPES)}")
    while True:
        chosen = shape if shape is not None else rng.choices(SHAPES, _SHAPE_WEIGHTS)[0]
        b = _builder(rng)
        try:
            _SHAPE_RECIPES[chosen](b)
            b.fill()
            return b.build()
        except Failed:
            continue


def random_ready_hand(rng: random.Random, shape: str | None = None) -> PartialHand:
    """Thirteen tiles (kongs counting 3) one tile from winning: a winning hand minus its winning tile.

    The win flags are dropped (they describe a win); seat, round and flowers are kept.
    """
    hand = random_winning_hand(rng, shape)
    ctx = hand.context
    context = WinContext(seat_wind=ctx.seat_wind, round_wind=ctx.round_wind, flowers=ctx.flowers)
    return PartialHand(hand.melds, hand.concealed, context)


__all__ = ["SHAPES", "POOLS", "random_winning_hand", "random_ready_hand"]
