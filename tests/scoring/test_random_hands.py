"""The random hand generator: valid, reproducible, every shape, meld and flag, parser-clean."""

from __future__ import annotations

import random
from collections import Counter

import MahjongGB
import pytest

from scoring.hand import MeldKind
from scoring.notation import format_hand, format_partial, parse_hand, parse_partial
from tests.scoring.mcr_reference import reference_fans, reference_pack, reference_tile
from tests.scoring.random_hands import SHAPES, random_ready_hand, random_winning_hand

HANDS = 3000


@pytest.fixture(scope="module")
def hands():
    rng = random.Random(20260101)
    return [random_winning_hand(rng) for _ in range(HANDS)]


def test_same_seed_same_hands():
    assert ([random_winning_hand(random.Random(7)) for _ in range(3)]
            == [random_winning_hand(random.Random(7)) for _ in range(3)])
    a, b = random.Random(99), random.Random(99)
    assert [random_winning_hand(a) for _ in range(200)] == [random_winning_hand(b) for _ in range(200)]


def test_hands_have_fourteen_tiles_and_at_most_four_of_each(hands):
    for hand in hands:
        assert 3 * len(hand.melds) + len(hand.concealed) + 1 == 14
        assert max(hand.counts()) <= 4, format_hand(hand)
        assert list(hand.concealed) == sorted(hand.concealed)


def test_parser_accepts_every_generated_hand_and_reads_it_back(hands):
    for hand in hands:
        for honors in ("z", "zh", "letters"):
            assert parse_hand(format_hand(hand, honors=honors)) == hand


def test_reference_scores_every_generated_hand_as_a_win(hands):
    for hand in hands:
        assert reference_fans(hand), format_hand(hand)


@pytest.mark.parametrize("shape", SHAPES)
def test_every_shape_gives_winning_hands(shape):
    rng = random.Random(shape)
    for _ in range(150):
        hand = random_winning_hand(rng, shape)
        assert parse_hand(format_hand(hand)) == hand
        assert reference_fans(hand), format_hand(hand)


def test_unknown_shape_is_refused():
    with pytest.raises(ValueError, match="unknown shape"):
        random_winning_hand(random.Random(1), "triangle")


def test_hands_cover_melds_flags_winds_and_flowers(hands):
    seen: Counter[str] = Counter()
    for hand in hands:
        ctx = hand.context
        for meld in hand.melds:
            seen["concealed kong" if meld.concealed else f"exposed {meld.kind.value}"] += 1
        seen["closed"] += not hand.melds
        seen["four melds"] += len(hand.melds) == 4
        seen[f"flowers={ctx.flowers}"] += 1
        seen[f"seat={ctx.seat_wind.code}"] += 1
        seen[f"round={ctx.round_wind.code}"] += 1
        for flag in ("self_drawn", "last_copy", "wall_last"):
            seen[flag] += getattr(ctx, flag)
        seen["replacement tile"] += ctx.kong and ctx.self_drawn
        seen["robbing a kong"] += ctx.kong and not ctx.self_drawn
        seen["wall and kong"] += ctx.kong and ctx.wall_last
    wanted = ([f"exposed {k.value}" for k in MeldKind] + ["concealed kong", "closed", "four melds"]
              + [f"flowers={n}" for n in range(9)] + [f"seat={n}z" for n in range(1, 5)]
              + [f"round={n}z" for n in range(1, 5)]
              + ["self_drawn", "last_copy", "wall_last", "replacement tile", "robbing a kong", "wall and kong"])
    missing = [w for w in wanted if seen[w] < 5]
    assert not missing, f"rare or missing in {HANDS} hands: {missing}"


def test_seven_pairs_include_four_identical_tiles():
    rng = random.Random(3)
    assert any(max(h.counts()) == 4 for h in (random_winning_hand(rng, "seven_pairs") for _ in range(200)))


def test_knitted_straight_hands_come_with_and_without_a_meld():
    rng = random.Random(4)
    meld_counts = Counter(len(random_winning_hand(rng, "knitted_straight").melds) for _ in range(200))
    assert set(meld_counts) == {0, 1}


def test_ready_hands_are_one_tile_from_winning():
    rng = random.Random(5)
    for _ in range(500):
        ready = random_ready_hand(rng)
        assert ready.tile_count == 13
        assert max(ready.counts()) <= 4
        assert parse_partial(format_partial(ready), sizes=(13,)) == ready
        packs = tuple(reference_pack(m) for m in ready.melds)
        standing = tuple(reference_tile(t) for t in ready.concealed)
        assert MahjongGB.MahjongShanten(packs, standing) == 0, format_partial(ready)

