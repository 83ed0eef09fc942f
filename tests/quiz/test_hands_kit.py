"""The hand-construction kit: what the builder guarantees to every generator that uses it."""

from __future__ import annotations

import random

import pytest

from quiz.hands.kit import Builder, Failed
from quiz.hands.mcr_recipes import PRE, RECIPES, apply
from quiz.hands.riichi_context import riichi_context
from quiz.hands.riichi_odds import QUIZ_RIICHI, RiichiOdds
from quiz.hands.riichi_recipes import RIICHI_RECIPES
from quiz.hands.special_shapes import nine_gates_tiles, thirteen_orphans_tiles
from quiz.hands.tiles import CHOW, KONG, PUNG, T
from scoring import mcr
from scoring.hand import Hand, Meld, WinContext
from scoring.notation import format_hand, parse_hand
from scoring.riichi.flags import flags_of
from scoring.riichi.table import yaku_by_id
from scoring.tiles import Tile


def test_every_mcr_fan_has_exactly_one_recipe():
    fans = {fan.id for fan in mcr.fan_table()}
    assert set(RECIPES) | set(PRE) == fans
    assert not set(RECIPES) & set(PRE)


def test_every_riichi_yaku_recipe_builds_on_an_mcr_recipe_that_exists():
    for yaku, (base, _) in RIICHI_RECIPES.items():
        assert base is None or base in RECIPES or base in PRE, yaku


def test_a_set_never_takes_a_fifth_copy():
    b = Builder(random.Random(1))
    b.add(KONG, Tile.EAST)
    with pytest.raises(Failed):
        b.set_pair(Tile.EAST)
    b.add(CHOW, T(0, 1))
    b.add(CHOW, T(0, 1))
    b.add(CHOW, T(0, 1))
    with pytest.raises(Failed):
        b.add(CHOW, T(0, 1))


def test_a_chow_cannot_start_on_an_honor_or_above_seven():
    b = Builder(random.Random(1))
    for tile in (Tile.EAST, T(1, 8)):
        with pytest.raises(Failed):
            b.add(CHOW, tile)


def test_ensure_reuses_the_sets_already_placed():
    b = Builder(random.Random(1))
    b.add(CHOW, T(0, 1))
    b.ensure([(CHOW, T(0, 1)), (CHOW, T(0, 4)), (CHOW, T(0, 7))])
    assert [(blk.kind, blk.tile) for blk in b.blocks] == [(CHOW, T(0, 1)), (CHOW, T(0, 4)), (CHOW, T(0, 7))]


def test_a_filled_hand_stays_in_its_pool_and_reads_back_through_the_notation():
    rng = random.Random(2)
    pool = frozenset(T(2, r) for r in range(1, 10))
    for _ in range(200):
        b = Builder(rng, pool=pool)
        try:
            b.fill()
            hand = b.build()
        except Failed:
            continue
        assert all(t in pool for t in hand.all_tiles)
        assert parse_hand(format_hand(hand)) == hand


def test_a_special_shape_is_a_closed_hand_of_its_fourteen_tiles_winning_on_the_tile_asked():
    rng = random.Random(3)
    extra = T(1, 5)
    b = Builder(rng)
    b.special_shape(nine_gates_tiles(1) + [extra], win=extra)
    b.fill()
    hand = b.build()
    assert not hand.melds and hand.win_tile == extra
    assert sorted(hand.all_tiles) == sorted(nine_gates_tiles(1) + [extra])


def test_a_forced_robbing_the_kong_of_a_tile_the_hand_holds_is_refused():
    b = Builder(random.Random(4), closed=True, self_drawn=False, kong_flag=True)
    b.chow(0, 1)
    b.chow(0, 1)
    b.chow(1, 4)
    b.pung(Tile.RED)
    b.set_pair(T(2, 9))
    b.win_tile = T(0, 2)  # another 2m stands in the hand: no kong of 2m could have been robbed
    with pytest.raises(Failed):
        b.build()


@pytest.mark.parametrize("seed", range(20))
def test_dora_and_ura_indicators_never_take_a_fifth_copy(seed):
    rng = random.Random(seed)
    melds = (Meld(KONG, Tile.EAST, concealed=True), Meld(KONG, Tile.SOUTH, concealed=True),
             Meld(KONG, Tile.WEST, concealed=True), Meld(KONG, Tile.NORTH, concealed=True))
    hand = Hand(melds, (Tile.RED,), Tile.RED, WinContext(self_drawn=True))
    odds = RiichiOdds(riichi=1.0, ura=1.0, extra_indicators=(0,))
    flagged = riichi_context(rng, hand, odds)
    counts = hand.counts()
    for t in flags_of(flagged).dora_indicators + flags_of(flagged).ura_indicators:
        counts[t] += 1
    assert len(flags_of(flagged).dora_indicators) == 5 and max(counts) <= 4


def test_a_blessing_of_heaven_sits_the_winner_in_the_east():
    hand = Hand((), tuple(sorted(thirteen_orphans_tiles(random.Random(5))[:13])), Tile.EAST,
                WinContext(self_drawn=True, seat_wind=Tile.NORTH))
    flagged = riichi_context(random.Random(5), hand, QUIZ_RIICHI["normal"], tenhou=True)
    assert flags_of(flagged).tenhou and flagged.context.seat_wind == Tile.EAST
    assert not (flags_of(flagged).riichi or flags_of(flagged).ura_indicators)


def test_a_blessing_after_a_kong_is_refused():
    hand = Hand((Meld(KONG, Tile.RED, concealed=True),), tuple(sorted([T(0, 1)] * 3 + [T(0, 2), T(0, 3), T(0, 4)]
                + [T(1, 5)] * 3 + [T(2, 9)])), T(2, 9), WinContext(self_drawn=True))
    with pytest.raises(Failed):
        riichi_context(random.Random(6), hand, QUIZ_RIICHI["normal"], tenhou=True)


@pytest.mark.parametrize("name", sorted(set(RECIPES) | set(PRE)))
def test_every_mcr_recipe_can_complete_a_valid_hand(name):
    rng = random.Random(name)
    for _ in range(200):
        b = Builder(rng)
        try:
            apply(b, name)
            b.fill()
            hand = b.build()
        except Failed:
            continue
        assert max(hand.counts()) <= 4
        assert 3 * len(hand.melds) + len(hand.concealed) + 1 == 14
        return
    pytest.fail(f"recipe {name} never completed a hand in 200 attempts")


def test_pung_kinds_are_pungs_or_kongs_by_the_kong_weight():
    b = Builder(random.Random(7), kong_weight=1.0)
    assert b.pung(Tile.WHITE).kind is KONG
    b.kong_weight = 0.0
    assert b.pung(Tile.GREEN).kind is PUNG


def test_yaku_recipes_are_yaku_of_the_table():
    table = yaku_by_id()
    assert all(yaku in table and table[yaku].kind != "bonus" for yaku in RIICHI_RECIPES)
