"""Shanten and useful tiles against the reference, PyPI ``pymahjonggb`` (module ``MahjongGB``).

Each test runs a fixed seed (reproducible) and a fresh seed printed in the output, so a failure
names the seed to rerun with ``SHANTEN_SEED=<seed>``.
"""

from __future__ import annotations

import random

import MahjongGB
import pytest

from scoring.hand import Meld, MeldKind, PartialHand
from scoring.shanten import Shape, shanten, shape_useful
from scoring.tiles import Tile
from tests.deep import seeds, sized
from tests.scoring.mcr_reference import reference_pack, reference_tile
from tests.scoring.random_hands import random_ready_hand

REFERENCE_SHAPE_FUNCTIONS = {
    Shape.REGULAR: MahjongGB.RegularShanten,
    Shape.SEVEN_PAIRS: MahjongGB.SevenPairsShanten,
    Shape.THIRTEEN_ORPHANS: MahjongGB.ThirteenOrphansShanten,
    Shape.HONORS_AND_KNITTED: MahjongGB.HonorsAndKnittedTilesShanten,
    Shape.KNITTED_STRAIGHT: MahjongGB.KnittedStraightShanten,
}
TILE_BY_REFERENCE = {reference_tile(t): t for t in Tile}
FIXED_SEED = 20261130
HANDS_PER_SEED = sized(1000, 5000)


SEEDS = seeds(FIXED_SEED, "SHANTEN_SEED")
WALL = [t for t in Tile for _ in range(4)]
HONOR_TILES = [t for t in WALL if t.is_honor]


def random_partial(rng: random.Random, size: int = 13) -> PartialHand:
    """A random hand of ``size`` tiles (melds counting 3): uniform, suit-heavy or close to ready."""
    kind = rng.random()
    if kind < 0.35:
        ready = random_ready_hand(rng)
        standing = list(ready.concealed)
        pool = list(WALL)
        for t in standing + [x for m in ready.melds for x in m.tiles]:
            pool.remove(t)
        for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):  # swap a few tiles to leave the ready state
            if standing:
                standing.remove(rng.choice(standing))
                new = rng.choice(pool)
                pool.remove(new)
                standing.append(new)
        if size == 14:
            standing.append(rng.choice(pool))
        return PartialHand(ready.melds, tuple(sorted(standing)))
    melds = 0 if rng.random() < 0.5 else rng.choice((1, 1, 2, 3, 4))
    count = size - 3 * melds
    if kind < 0.6:
        suit = rng.randrange(3)
        pool = [t for t in WALL if t // 9 == suit] + (HONOR_TILES if rng.random() < 0.5 else [])
    else:
        pool = WALL
    tiles = rng.sample(pool, count)
    # The reference ignores melds in its shanten, so melds only need to be counted; a pung of a
    # tile the standing tiles do not hold keeps every count legal.
    free = [t for t in Tile if tiles.count(t) <= 1]
    meld_tiles = rng.sample(free, melds)
    return PartialHand(tuple(Meld(MeldKind.PUNG, t) for t in meld_tiles), tuple(sorted(tiles)))


def _counts(tiles) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return counts


def _reference_shape(shape: Shape, standing: tuple[Tile, ...]) -> tuple[int, tuple[int, ...]] | None:
    try:
        value, useful = REFERENCE_SHAPE_FUNCTIONS[shape](tuple(reference_tile(t) for t in standing))
    except TypeError:  # ERROR_INVALID_HAND: the shape does not apply to this many standing tiles
        return None
    return value, tuple(sorted(int(TILE_BY_REFERENCE[c]) for c in useful))


@pytest.mark.parametrize("seed", SEEDS)
def test_each_shape_shanten_and_useful_tiles_match_reference(seed: int) -> None:
    rng = random.Random(seed)
    compared = 0
    mismatches = []
    for _ in range(HANDS_PER_SEED):
        partial = random_partial(rng)
        counts = _counts(partial.concealed)
        melds = len(partial.melds)
        for shape in Shape:
            expected = _reference_shape(shape, partial.concealed)
            if expected is None:
                continue
            compared += 1
            got = shape_useful(shape, counts, melds)
            if (got[0], tuple(sorted(got[1]))) != expected:
                mismatches.append((shape.value, partial.concealed, melds, got, expected))
    assert compared > 2 * HANDS_PER_SEED
    assert not mismatches, f"seed {seed}: {len(mismatches)} mismatches, first {mismatches[:3]}"


@pytest.mark.parametrize("seed", SEEDS)
def test_combined_shanten_matches_mahjong_shanten(seed: int) -> None:
    rng = random.Random(seed + 1)
    mismatches = []
    for _ in range(HANDS_PER_SEED // 2):
        partial = random_partial(rng)
        expected = MahjongGB.MahjongShanten(tuple(reference_pack(m) for m in partial.melds),
                                            tuple(reference_tile(t) for t in partial.concealed))
        got = shanten(partial)
        if got.shanten != expected:
            mismatches.append((partial, got.shanten, expected))
        # the combined useful tiles are the union over the shapes at the lowest shanten
        union = {u.tile for s in got.shapes if s.shanten == got.shanten for u in s.useful}
        assert {u.tile for u in got.useful} == union
    assert not mismatches, f"seed {seed}: {len(mismatches)} mismatches, first {mismatches[:3]}"


@pytest.mark.parametrize("seed", SEEDS)
def test_fourteen_tiles_take_the_best_discard(seed: int) -> None:
    """14 tiles: -1 when complete, else the reference's best shanten over the distinct discards."""
    rng = random.Random(seed + 2)
    for _ in range(HANDS_PER_SEED // 20):
        partial = random_partial(rng, 14)
        packs = tuple(reference_pack(m) for m in partial.melds)
        per_discard = {}
        complete = False
        for t in sorted(set(partial.concealed)):
            rest = list(partial.concealed)
            rest.remove(t)
            per_discard[t] = MahjongGB.MahjongShanten(packs, tuple(reference_tile(x) for x in rest))
            for shape in Shape:
                found = _reference_shape(shape, tuple(rest))
                if found and found[0] == 0 and int(t) in found[1]:
                    complete = True
        got = shanten(partial)
        assert got.shanten == (-1 if complete else min(per_discard.values())), partial
        assert {d.tile: d.shanten for d in got.discards} == per_discard
        ranked = [(d.shanten, -d.useful_remaining) for d in got.discards]
        assert ranked == sorted(ranked)
