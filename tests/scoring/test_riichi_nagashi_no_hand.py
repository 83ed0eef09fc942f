"""Nagashi mangan written without tiles (``nagashi seat=S``): paid as PyPI ``mahjong`` 2.1.0 pays it."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from scoring.hand import HandError
from scoring.notation import format_flags
from scoring.riichi import RiichiRules, SanmaTsumo, parse_nagashi, score_hand, score_nagashi
from scoring.riichi.flags import flags_of
from tests.scoring import riichi_table_samplers as samplers
from tests.scoring.riichi_reference import our_outcome, reference_outcome

TABLES = {"four": RiichiRules(), "three": RiichiRules(players=3)}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_a_tile_less_nagashi_is_paid_as_the_library_pays_nagashi_mangan(table):
    """Every seat, honba and stick count: our tile-less answer equals the library's for a flagged hand."""
    rules = TABLES[table]
    rng = random.Random(20261201)
    seats = "ESW" if rules.players == 3 else "ESWN"
    checked = 0
    for seat, honba, sticks in itertools.product(seats, (0, 1, 3), (0, 2)):
        draw = parse_nagashi(f"nagashi seat={seat} honba={honba} kyoutaku={sticks}")
        assert draw is not None
        ours = score_nagashi(*draw, rules)
        # the library needs tiles: any hand of the sampler, with our flags, stands in for them
        sampler = samplers.three_player_hand if rules.players == 3 else samplers.nagashi_hand
        hand = samplers._flags(sampler(rng), nagashi=True, tenhou=False, chiihou=False, renhou=False,
                               honba=honba, kyoutaku=sticks, kita=0)
        hand = replace(hand, context=draw[0])
        expected = reference_outcome(hand, rules)
        assert our_outcome(ours) == expected, (seat, honba, sticks)
        checked += 1
    assert checked == len(seats) * 6


def test_north_bisection_pays_as_a_written_nagashi_hand_does():
    """The library has no north-bisection: the tile-less answer equals our own for a flagged hand."""
    rules = RiichiRules(players=3, sanma_tsumo=SanmaTsumo.NORTH_BISECTION)
    hand = samplers._flags(samplers.three_player_hand(random.Random(7)), nagashi=True, tenhou=False,
                           chiihou=False, renhou=False, kita=0)
    for seat, paid in (("E", (6000, 6000, 12000)), ("S", (5000, 3000, 8000))):
        draw = parse_nagashi(f"nagashi seat={seat}")
        ours = score_nagashi(*draw, rules).points
        written = score_hand(replace(hand, context=draw[0], extras=replace(flags_of(hand), honba=0, kyoutaku=0)),
                             rules).points
        assert (ours.main, ours.additional, ours.total) == paid == (written.main, written.additional, written.total)


def test_the_flags_alone_read_as_a_draw_and_a_hand_with_tiles_does_not():
    context, riichi = parse_nagashi("流局满贯 seat=W honba=2")
    assert riichi.nagashi and riichi.honba == 2 and format_flags(context, riichi, "riichi") == [
        "nagashi", "seat=W", "honba=2"]
    assert parse_nagashi("123m456p789s1122z3z nagashi") is None
    assert parse_nagashi("seat=S") is None


def test_a_non_dealer_nagashi_is_a_self_drawn_mangan():
    result = score_nagashi(*parse_nagashi("nagashi seat=S"))
    assert (result.points.main, result.points.additional, result.points.total) == (4000, 2000, 8000)
    assert [y.id for y in result.yaku] == ["nagashi_mangan"] and (result.han, result.fu) == (5, 30)


def test_three_players_refuse_the_north_seat_and_four_refuse_kita():
    with pytest.raises(HandError) as north:
        score_nagashi(*parse_nagashi("nagashi seat=N"), RiichiRules(players=3))
    assert north.value.code == "sanma_north"
    with pytest.raises(HandError) as kita:
        score_nagashi(*parse_nagashi("nagashi kita=1"))
    assert kita.value.code == "kita_four_players"
