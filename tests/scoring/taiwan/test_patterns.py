"""One hand per tai pattern and per exclusion of the table (scoring/taiwan/patterns.tsv), in the default preset."""

from __future__ import annotations

import pytest

from scoring.taiwan.table import PATTERNS
from tests.scoring.taiwan.helpers import patterns, score

FIVE_TRIPLETS = "111m222p333s44455566z"
#: a hand showing each pattern: (hand, house options)
WITNESSES: dict[str, tuple[str, tuple[str, ...]]] = {
    "heavenly_win": (FIVE_TRIPLETS + " tsumo heavenly", ()),
    "earthly_win": (FIVE_TRIPLETS + " tsumo earthly seat=S", ()),
    "heavenly_ready": (FIVE_TRIPLETS + " heavenly-ready", ()),
    "big_four_winds": ("11122233344455566z tsumo", ()),
    "all_honors": ("11122233344455566z tsumo", ()),
    "human_win": (FIVE_TRIPLETS + " human seat=N", ()),
    "earthly_ready": (FIVE_TRIPLETS + " earthly-ready seat=W", ()),
    "eight_flowers": (FIVE_TRIPLETS + " tsumo flowers=f1f2f3f4f5f6f7f8 flower-win=eight", ()),
    "seven_robs_one": (FIVE_TRIPLETS + " flowers=f1f2f3f4f5f6f7 flower-win=seven-robs-one", ()),
    "full_flush": ("11123445677788899m", ()),
    "small_four_winds": ("11122233355566644z", ()),
    "big_three_dragons": ("11122255566677733z", ()),
    "five_concealed_triplets": (FIVE_TRIPLETS + " tsumo", ()),
    "four_concealed_triplets": ("111222333m444p55s66z+5s", ()),
    "all_triplets": ("[111m]222p333s44455566z", ()),
    "half_flush": ("123456789m55566677z", ()),
    "small_three_dragons": ("123456789m55566677z", ()),
    "concealed_self_draw": ("123456m123p123789s55p tsumo", ()),
    "pinfu": ("123456m123p123789s55p", ()),
    "three_concealed_triplets": ("[123m]111222333p44s55z+4s", ()),
    "all_from_others": ("[123m][456m][123p][123s][789s]11z", ()),
    "concealed": ("123456m123p123789s55z", ()),
    "self_draw": ("[123m]456m123p123789s55z tsumo", ()),
    "half_from_others": ("[123m][456m][123p][123s][789s]11z tsumo", ()),
    "replacement_win": ("{1111m}222p333s44455566z kong-replacement", ()),
    "last_draw": ("123456m123p123789s55z tsumo last-tile", ()),
    "last_discard": ("123456m123p123789s55z last-tile", ()),
    "robbing_kong": ("123456m123p12s789s55p+3s robbing-kong", ()),
    "declared_ready": ("123456m123p123789s55z ready-declared", ()),
    "single_wait": ("123456m123p123789s55z", ()),
    "red_dragon": ("[777z]123456m123p12355s", ()),
    "green_dragon": ("[666z]123456m123p12355s", ()),
    "white_dragon": ("[555z]123456m123p12355s", ()),
    "flower_set": ("123456m123p123789s55z flowers=f5f6f7f8", ()),
    "round_wind": ("[222z]123456m123p12355s round=S seat=W", ()),
    "seat_wind": ("[333z]123456m123p12355s seat=W", ()),
    "seat_flower": ("123456m123p123789s55z flowers=f1", ()),
    "dealer": ("123456m123p123789s55z dealer", ("dealer",)),
    "dealer_streak": ("123456m123p123789s55z dealer dealer_streak=3", ("streak",)),
}


def test_every_pattern_of_the_table_has_a_witness():
    assert set(WITNESSES) == set(PATTERNS)


@pytest.mark.parametrize("pattern", list(WITNESSES))
def test_each_pattern_is_found_in_its_witness_at_its_table_value(pattern):
    hand, options = WITNESSES[pattern]
    found = patterns(hand, "pocket", *options)
    assert pattern in found, found
    table = PATTERNS[pattern].tai or 1  # the house options' patterns are 0 in the table, 1 per count with them
    assert found[pattern] % table == 0


EXCLUSIONS = [(pattern.id, gone) for pattern in PATTERNS.values() for gone in sorted(pattern.excludes)]


@pytest.mark.parametrize(("pattern", "gone"), EXCLUSIONS, ids=[f"{p}-{g}" for p, g in EXCLUSIONS])
def test_each_exclusion_removes_the_pattern_it_names(pattern, gone):
    hand, options = WITNESSES[pattern]
    assert gone not in patterns(hand, "pocket", *options)


def test_concealed_self_draw_replaces_both_its_parts_and_says_so():
    award = next(a for a in score("123456m123p123789s55p tsumo").awards if a.id == "concealed_self_draw")
    assert award.tai == 3 and award.excluded == ("concealed", "self_draw")


def test_an_excluded_pattern_still_excludes_at_once():
    # heavenly win removes concealed self-draw, which does not then bring back concealed or self-draw
    assert not {"concealed_self_draw", "concealed", "self_draw"} & set(patterns(FIVE_TRIPLETS + " tsumo heavenly"))


def test_five_concealed_triplets_keeps_all_triplets():
    assert {"five_concealed_triplets", "all_triplets"} <= set(patterns(FIVE_TRIPLETS + " tsumo"))


def test_the_dealer_pays_no_tai_in_the_default_preset():
    assert "dealer" not in patterns("123456m123p123789s55z dealer dealer_streak=3")


def test_the_streak_option_adds_two_tai_per_win_in_a_row_beside_the_dealers_one():
    found = patterns("123456m123p123789s55z from-dealer dealer_streak=2", "pocket", "streak")
    assert found["dealer"] == 1 and found["dealer_streak"] == 4


def test_the_cap_leaves_the_dealers_tai_on_top():
    result = score(FIVE_TRIPLETS + " tsumo dealer", "southern", "dealer")
    assert result.total == 5 and result.raw_total == 17


def test_a_plain_open_hand_wins_with_no_tai():
    result = score("[123m]456m123p789s23s55z+4s")
    assert result.total == 0 and not result.awards
