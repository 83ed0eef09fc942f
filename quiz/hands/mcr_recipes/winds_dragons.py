"""MCR recipes of the wind and dragon fans."""

from __future__ import annotations

from collections.abc import Sequence

from quiz.hands.kit import Builder
from quiz.hands.mcr_recipes.registry import recipe
from quiz.hands.tiles import CHOW, PUNG
from scoring.tiles import DRAGONS, WINDS, Tile


@recipe("big_four_winds")
def _big_four_winds(b: Builder) -> None:
    b.pungs(WINDS)


@recipe("big_three_dragons")
def _big_three_dragons(b: Builder) -> None:
    b.pungs(DRAGONS)


@recipe("big_three_winds")
def _big_three_winds(b: Builder) -> None:
    winds = b.rng.sample(WINDS, 3)
    b.pungs(winds)
    fourth = next(w for w in WINDS if w not in winds)
    b.pair_filter = lambda t: t != fourth


def _pungs_and_pair(b: Builder, honors: Sequence[Tile]) -> None:
    """A pung of every one of ``honors`` but one, at random, and a pair of that one (the "little" fans)."""
    shuffled = list(honors)
    b.rng.shuffle(shuffled)
    b.pungs(shuffled[:-1])
    b.set_pair(shuffled[-1])


@recipe("little_four_winds")
def _little_four_winds(b: Builder) -> None:
    _pungs_and_pair(b, WINDS)


@recipe("little_three_dragons")
def _little_three_dragons(b: Builder) -> None:
    _pungs_and_pair(b, DRAGONS)


@recipe("two_dragon_pungs")
def _two_dragon_pungs(b: Builder) -> None:
    for t in b.rng.sample(DRAGONS, 2):
        b.pung(t)


@recipe("dragon_pung")
def _dragon_pung(b: Builder) -> None:
    if not any(blk.tile.is_dragon and blk.kind is not CHOW for blk in b.blocks):
        b.pung(b.rng.choice(DRAGONS))


@recipe("prevalent_wind")
def _prevalent_wind(b: Builder) -> None:
    b.prevalent = b.rng.choice(WINDS)
    b.ensure([(PUNG, b.prevalent)])


@recipe("seat_wind")
def _seat_wind(b: Builder) -> None:
    b.seat = b.rng.choice(WINDS)
    b.ensure([(PUNG, b.seat)])
