"""The Taiwanese notation: 17-tile hands, flower tiles by name, its flags, and the errors of a bad hand."""

from __future__ import annotations

import pytest

from scoring.hand import HandError
from scoring.notation import format_hand, parse_hand, parse_partial
from scoring.taiwan.flags import FlowerWin, flags_of
from tests.scoring.taiwan.helpers import TAIWAN

PLAIN = "123456m123p123789s55p"


def _error(text: str) -> HandError:
    with pytest.raises(HandError) as caught:
        parse_hand(text, TAIWAN)
    return caught.value


def test_a_taiwanese_hand_has_17_tiles_with_the_winning_one():
    hand = parse_hand(PLAIN, TAIWAN)
    assert len(hand.concealed) == 16 and hand.win_tile.code == "5p"


@pytest.mark.parametrize(("text", "counted"), [("123456m123p1278s55p", 15), (PLAIN + "1z", 18)])
def test_a_hand_of_15_or_18_tiles_says_17_are_needed(text, counted):
    assert _error(text) == HandError("tile_count_expected", counted=counted, wanted=17)


def test_a_partial_hand_has_16_or_17_tiles():
    assert len(parse_partial("123456m123p123789s5p", TAIWAN).concealed) == 16
    assert HandError("tile_count_either", counted=14, one=16, other=17) == pytest.raises(
        HandError, parse_partial, "123456m123p12378s", TAIWAN).value


def test_the_other_rulesets_still_read_14_tiles():
    assert len(parse_hand("123456m123p12355p").concealed) == 13


def test_flowers_are_named_seasons_then_plants():
    assert flags_of(parse_hand(PLAIN + " flowers=f5f1", TAIWAN)).flowers == (1, 5)
    assert flags_of(parse_hand(PLAIN + " flowers=春梅", TAIWAN)).flowers == (1, 5)


def test_flowers_0_says_none_and_is_written_back():
    hand = parse_hand(PLAIN + " flowers=0", TAIWAN)
    assert flags_of(hand).flowers == () and "flowers=0" in format_hand(hand, ruleset=TAIWAN)


def test_a_flower_twice_is_an_error():
    assert _error(PLAIN + " flowers=f2f2") == HandError("taiwan_flower_twice", flower="f2")


def test_a_flower_count_is_an_error_naming_the_tiles_wanted():
    assert _error(PLAIN + " flowers=3").code == "taiwan_bad_flowers"


@pytest.mark.parametrize("flag", ["riichi", "ippatsu", "dora=1m", "last"])
def test_another_rulesets_flag_is_refused_by_name(flag):
    assert _error(f"{PLAIN} {flag}").code == "other_flag_in_taiwan"


def test_the_flags_are_read_and_written_back():
    text = PLAIN + " tsumo dealer dealer_streak=2 flowers=f1f6 ready-declared"
    hand = parse_hand(text, TAIWAN)
    flags = flags_of(hand)
    assert flags.dealer and flags.dealer_streak == 2 and flags.ready_declared and hand.context.self_drawn
    assert parse_hand(format_hand(hand, ruleset=TAIWAN), TAIWAN) == hand


def test_last_tile_and_the_kong_conditions_are_the_shared_facts():
    assert parse_hand(PLAIN + " last-tile tsumo", TAIWAN).context.wall_last
    robbed = parse_hand("123456m123p12s789s55p+3s robbing-kong", TAIWAN).context
    assert robbed.kong and not robbed.self_drawn
    assert parse_hand("{1111m}222p333s44455566z kong-replacement", TAIWAN).context.self_drawn


def test_a_flower_win_names_its_kind_and_needs_its_flowers():
    hand = parse_hand(PLAIN + " flowers=f1f2f3f4f5f6f7 flower-win=seven-robs-one", TAIWAN)
    assert flags_of(hand).flower_win is FlowerWin.SEVEN_ROBS_ONE
    assert _error(PLAIN + " flowers=f1 flower-win=eight") == HandError("taiwan_flower_win_count", wanted=8, given=1)


@pytest.mark.parametrize(("flags", "code"), [
    ("heavenly", "taiwan_flag_needs_tsumo"), ("human tsumo seat=S", "taiwan_flag_needs_discard"),
    ("heavenly tsumo seat=N", "taiwan_flag_needs_east"), ("human", "taiwan_flag_not_east"),
    ("dealer human", "taiwan_flags_clash"), ("heavenly earthly tsumo", "taiwan_flags_clash"),
])
def test_declarations_that_contradict_the_hand_are_errors(flags, code):
    assert _error(f"{PLAIN} {flags}").code == code
