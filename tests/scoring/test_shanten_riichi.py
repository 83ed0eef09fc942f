"""Riichi shanten and useful tiles against PyPI ``mahjong`` 2.1.0 (regular, seven distinct pairs, kokushi)."""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten

from scoring.riichi.shanten import riichi_useful
from tests.deep import seeds, sized
from tests.scoring.test_shanten_differential import random_partial

FIXED_SEED = 7
HANDS_PER_SEED = sized(350, 1500)
SEEDS = seeds(FIXED_SEED, "SHANTEN_SEED")


def _counts(tiles) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return counts


@pytest.mark.parametrize("seed", SEEDS)
def test_riichi_shanten_and_useful_tiles_match_the_mahjong_library(seed: int) -> None:
    calculator = Shanten()
    rng = random.Random(seed)
    mismatches = []
    for _ in range(HANDS_PER_SEED):
        partial = random_partial(rng)
        counts = _counts(partial.concealed)
        closed = not partial.melds
        expected = calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed)
        got, useful = riichi_useful(counts, len(partial.melds))
        if got != expected:
            mismatches.append((partial.concealed, len(partial.melds), got, expected))
            continue
        # useful = tiles whose addition lowers the library's shanten (never a fifth copy)
        library_useful = []
        for t in range(34):
            if counts[t] >= 4:
                continue
            counts[t] += 1
            if calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed) < expected:
                library_useful.append(t)
            counts[t] -= 1
        if tuple(library_useful) != useful:
            mismatches.append(("useful", partial.concealed, len(partial.melds), useful, tuple(library_useful)))
    assert not mismatches, f"seed {seed}: {len(mismatches)} mismatches, first {mismatches[:3]}"


def _quad_hand(rng: random.Random, quad: int):
    """A 13-tile hand holding all four of ``quad`` among its standing tiles (melds counting 3)."""
    while True:
        partial = random_partial(rng)
        tiles = [t for t in partial.concealed if t != quad]
        if len(tiles) < 4 or any(quad in m.tiles for m in partial.melds):
            continue
        rng.shuffle(tiles)
        tiles = tiles[: len(partial.concealed) - 4] + [quad] * 4
        return partial.melds, _counts(tiles)


def _near(counts: list[int]) -> list[int]:
    """Tiles a winning tile can be: next to a held suited tile, or a held honor (live copies only)."""
    return [t for t in range(34) if counts[t] < 4 and (counts[t] or t < 27 and any(
        0 <= t + d < 27 and (t + d) // 9 == t // 9 and counts[t + d] for d in (-2, -1, 1, 2)))]


KARATEN_HANDS = sized(816, 10_000)  # every kind of tile the quad 24 times (110 karaten hands), more deep


def test_karaten_not_ready_shanten_and_waits_match_the_library_on_hands_with_four_of_a_kind() -> None:
    """Every tile kind is the four-of-a-kind in turn; half the hands are near-ready ones."""
    calculator = Shanten()
    rng = random.Random(FIXED_SEED + 1)
    mismatches = []
    karaten = 0
    for i in range(KARATEN_HANDS):
        melds, counts = _quad_hand(rng, i % 34)
        closed = not melds
        expected = calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed)
        got, useful = riichi_useful(counts, len(melds))
        formal, formal_useful = riichi_useful(counts, len(melds), karaten_ready=True)
        karaten += formal == 0 and got == 1
        if got != expected:
            mismatches.append(("shanten", counts, len(melds), got, expected))
            continue
        if got == 0:
            library_waits = []
            for t in _near(counts):
                counts[t] += 1
                if calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed) == -1:
                    library_waits.append(t)
                counts[t] -= 1
            if list(useful) != library_waits:
                mismatches.append(("waits", counts, len(melds), useful, library_waits))
    assert not mismatches, f"{len(mismatches)} mismatches, first {mismatches[:3]}"
    assert karaten > 100  # the sample does hold many hands ready only on a fifth copy


def test_karaten_ready_counts_a_wait_on_a_fifth_copy_as_ready() -> None:
    counts = _counts([4, 4, 4, 4, 9, 10, 11, 18, 19, 20, 27, 27, 27])  # 5555m 123p 123s EEE: waits on 5m
    assert riichi_useful(counts, 0) == (1, riichi_useful(counts, 0)[1])
    assert riichi_useful(counts, 0, karaten_ready=True) == (0, (4,))


def test_a_karaten_hand_counts_a_lone_drawn_tile_as_useful_when_it_makes_a_live_single_wait() -> None:
    # 2222s 555s 789s + a meld waits only on a fifth 2s (karaten): one step away, and drawing ANY tile but
    # 2s and 5s helps, since discarding a 2s then leaves a live single wait on it (found by the fresh seed
    # 354721925; the library's count)
    counts = _counts([19, 19, 19, 19, 22, 22, 22, 24, 25, 26])
    value, useful = riichi_useful(counts, 1)
    assert value == 1
    assert useful == tuple(t for t in range(34) if t not in (19, 22))
    assert useful == tuple(t for t in range(34) if counts[t] < 4 and _lowers(counts, t, 1))


def _lowers(counts: list[int], tile: int, shanten: int) -> bool:
    counts[tile] += 1
    try:
        return Shanten().calculate_shanten(counts, use_chiitoitsu=False, use_kokushi=False) < shanten
    finally:
        counts[tile] -= 1


def _library_useful(counts: list[int], closed: bool, shanten: int) -> tuple[int, ...]:
    """The tiles (never a fifth copy) whose draw lowers the library's shanten."""
    calculator = Shanten()
    found = []
    for t in range(34):
        if counts[t] < 4:
            counts[t] += 1
            if calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed) < shanten:
                found.append(t)
            counts[t] -= 1
    return tuple(found)


@pytest.mark.parametrize(("hand", "expected"), [
    ("1111222233334z", 3),  # three pungs, and three of the four loose tiles can never pair
    ("1m111122223333z", 3),
    ("11m11112222z", 2),  # with a meld called (below)
    ("11m111122223333z", 2),  # fourteen tiles: the best discard
    ("1111m111122223z", 2),
])
def test_each_honour_held_four_times_costs_a_discard_as_the_library_counts_it(hand: str, expected: int) -> None:
    from scoring.notation import parse_partial
    from scoring.riichi.waits import riichi_report

    partial = parse_partial(hand + (" 555p" if hand == "11m11112222z" else ""))
    counts = _counts(partial.concealed)
    closed = not partial.melds
    library = Shanten().calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed)
    assert library == expected
    assert riichi_report(partial).shanten == expected
    if sum(counts) % 3 == 1:
        value, useful = riichi_useful(counts, len(partial.melds))
        assert (value, useful) == (expected, _library_useful(counts, closed, expected))


HONOUR_QUAD_HANDS = sized(400, 4_000)


def test_hands_holding_several_honour_quads_match_the_library_in_shanten_and_useful_tiles() -> None:
    """Two or three honours held four times (one when a meld leaves no room), the rest at random."""
    calculator = Shanten()
    rng = random.Random(FIXED_SEED + 2)
    mismatches = []
    for _ in range(HONOUR_QUAD_HANDS):
        melds = rng.choice((0, 0, 0, 1, 2))
        size = 13 - 3 * melds
        counts = [0] * 34
        for t in rng.sample(range(27, 34), rng.randint(min(2, size // 4), min(3, size // 4))):
            counts[t] = 4
        while sum(counts) < size:
            t = rng.randrange(34)
            counts[t] += counts[t] < 4
        closed = not melds
        expected = calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed)
        got = riichi_useful(counts, melds)
        if got[0] != expected:
            mismatches.append((counts, melds, got[0], expected))
        elif got[1] != _library_useful(counts, closed, expected):
            mismatches.append(("useful", counts, melds, got[1]))
    assert not mismatches, f"{len(mismatches)} mismatches, first {mismatches[:3]}"


@pytest.mark.parametrize(("tiles", "melds", "expected"), [
    ([6, 6, 6, 6, 7, 11, 11, 11, 11, 18, 18, 18, 18], 0, 2),  # 7777m 8m 3333p 1111s
    ([4, 4, 4, 4], 3, 1),  # 5555m and three melds: no pair but on a dead tile
    ([4, 4, 4, 4, 9, 10, 11, 18, 19, 20, 27, 27, 27], 0, 1),  # 5555m 123p 123s EEE: karaten
])
def test_a_suited_quad_whose_last_copy_is_alone_cannot_become_the_pair(tiles, melds, expected) -> None:
    counts = _counts(tiles)
    closed = not melds
    assert Shanten().calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed) == expected
    assert riichi_useful(counts, melds) == (expected, _library_useful(counts, closed, expected))


QUAD_HANDS = sized(500, 10_000)


def _random_quad_counts(rng: random.Random) -> tuple[list[int], int]:
    """1-3 kinds held four times (suited or honour), 0-4 melds, the other tiles at random or near the quads."""
    melds = rng.choice((0, 0, 0, 1, 2, 3, 4))
    size = max(13 - 3 * melds, 4)
    melds = (13 - size) // 3
    counts = [0] * 34
    for t in rng.sample(range(34), rng.randint(1, max(1, min(3, size // 4)))):
        counts[t] = 4
    while sum(counts) < size:
        held = [t for t in range(34) if counts[t]]
        t = rng.randrange(34) if rng.random() < 0.5 else min(33, max(0, rng.choice(held) + rng.randint(-2, 2)))
        if counts[t] < 4:
            counts[t] += 1
    return counts, melds


def test_hands_with_quads_match_the_library_in_shanten_and_useful_tiles() -> None:
    calculator = Shanten()
    rng = random.Random(FIXED_SEED + 3)
    mismatches = []
    penalised = 0
    for _ in range(QUAD_HANDS):
        counts, melds = _random_quad_counts(rng)
        closed = not melds
        expected = calculator.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed)
        got = riichi_useful(counts, melds)
        penalised += got[0] > riichi_useful(counts, melds, karaten_ready=True)[0]
        if got != (expected, _library_useful(counts, closed, expected)):
            mismatches.append((counts, melds, got, expected))
    assert not mismatches, f"{len(mismatches)} mismatches, first {mismatches[:3]}"
    assert penalised > QUAD_HANDS // 20  # the sample does reach the quad rules
