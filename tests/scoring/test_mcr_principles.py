"""The general MCR scoring principles as the reference applies them (rules.md §3-§4), one named
test per rule, on hands whose reference results are listed in rules.md §5."""

from __future__ import annotations

import dataclasses

import pytest

from scoring.hand import Hand, Meld, MeldKind, NotWinningHand
from scoring.mcr import McrResult, fan_table, score_hand
from scoring.notation import parse_hand
from scoring.tiles import Tile


def score(text: str) -> McrResult:
    return score_hand(parse_hand(text))


def fans_of(text: str) -> dict[str, int]:
    return score(text).counts()


def with_context(text: str, **flags) -> Hand:
    """A hand with context flags the parser would refuse as contradictory (the scorer must cope)."""
    hand = parse_hand(text)
    return dataclasses.replace(hand, context=dataclasses.replace(hand.context, **flags))


# ------------------------------------------------------------------ 3.1 highest-scoring split

def test_highest_split_prefers_pure_triple_chow_reading():
    assert fans_of("555666777p5556s7s tsumo") == {
        "pure_triple_chow": 1, "all_fives": 1, "fully_concealed_hand": 1, "all_chows": 1,
        "mixed_double_chow": 1, "one_voided_suit": 1}


def test_highest_split_quadruple_chow_beats_pungs_and_seven_pairs():
    assert fans_of("1111222233335s5s") == {"quadruple_chow": 1, "full_flush": 1, "concealed_hand": 1,
                                           "all_chows": 1}


def test_seven_pairs_kept_when_it_beats_every_split():
    assert fans_of("112233m112233p5s5s") == {"seven_pairs": 1, "no_honors": 1}


# ------------------------------------------------------------------ 3.2 non-repeat

def test_non_repeat_counts_per_occurrence_fourth_pung_still_scores():
    got = fans_of("[PPP] [FFF] 66999sCC C tsumo")
    assert got["big_three_dragons"] == 1 and got["pung_of_terminals_or_honors"] == 1
    assert "dragon_pung" not in got


def test_non_repeat_applies_to_single_fans_not_combinations():
    assert fans_of("2233334466888s8s") == {"all_green": 1, "seven_pairs": 1, "full_flush": 1, "tile_hog": 2,
                                           "all_simples": 1}


# ------------------------------------------------------------------ 3.3 non-separation

def test_non_separation_four_shifted_chows_no_short_straight():
    assert fans_of("[123p] [234p] 9s344556p9s tsumo") == {
        "four_pure_shifted_chows": 1, "all_chows": 1, "one_voided_suit": 1, "single_wait": 1, "self_drawn": 1}


def test_non_separation_step_two_no_two_terminal_chows():
    assert fans_of("[123m] [345m] 67789mCC5m tsumo") == {"four_pure_shifted_chows": 1, "half_flush": 1,
                                                         "self_drawn": 1}


# ------------------------------------------------------------------ 3.4 non-identical

def test_non_identical_pure_straight_plus_one_pure_double_chow():
    assert fans_of("123456789m123m5p5p") == {"pure_straight": 1, "concealed_hand": 1, "all_chows": 1,
                                             "pure_double_chow": 1, "one_voided_suit": 1, "single_wait": 1}


def test_non_identical_pure_shifted_chows_counted_once():
    assert fans_of("[234p] 12334567pEE5p tsumo") == {"pure_shifted_chows": 1, "half_flush": 1,
                                                     "short_straight": 1, "self_drawn": 1}


# ------------------------------------------------------------------ 3.5 account-once

def test_account_once_mixed_double_twice_short_straight_once():
    assert fans_of("234567s234567p9m9m") == {"concealed_hand": 1, "all_chows": 1, "mixed_double_chow": 2,
                                             "short_straight": 1, "single_wait": 1}


def test_account_once_pure_double_mixed_double_short_straight():
    assert fans_of("234s223344567p5m5m") == {"concealed_hand": 1, "all_chows": 1, "all_simples": 1,
                                             "pure_double_chow": 1, "mixed_double_chow": 1, "short_straight": 1,
                                             "single_wait": 1}


def test_account_once_fourth_chow_adds_one_pair_fan_to_three_chow_fan():
    assert fans_of("234m345p456s234p7s7s") == {"mixed_shifted_chows": 1, "concealed_hand": 1, "all_chows": 1,
                                               "all_simples": 1, "mixed_double_chow": 1}
    assert fans_of("[123m] [123m] 123m456m5s5s") == {"pure_triple_chow": 1, "all_chows": 1, "short_straight": 1,
                                                     "one_voided_suit": 1, "single_wait": 1}


def test_account_once_four_chows_give_at_most_three_pair_fans():
    assert fans_of("[123m] 55789m12789s3s tsumo") == {"all_chows": 1, "mixed_double_chow": 2,
                                                      "two_terminal_chows": 1, "one_voided_suit": 1,
                                                      "edge_wait": 1, "self_drawn": 1}


def test_double_pung_twice_without_three_pung_fan():
    assert fans_of("[222m] [555m] 8m222555s8m") == {"all_pungs": 1, "double_pung": 2, "two_concealed_pungs": 1,
                                                    "all_simples": 1, "one_voided_suit": 1, "single_wait": 1}


# ------------------------------------------------------------------ 3.6 concealed pungs and kongs

def test_discard_read_into_a_chow_keeps_the_pung_concealed():
    assert fans_of("11123m999s456p77p1m") == {"concealed_hand": 1, "tile_hog": 1, "two_concealed_pungs": 1,
                                              "pung_of_terminals_or_honors": 2, "no_honors": 1}


def test_discard_completing_a_pung_makes_it_exposed():
    assert fans_of("11m234m999s456p77p1m") == {"concealed_hand": 1, "pung_of_terminals_or_honors": 2,
                                               "no_honors": 1}
    assert fans_of("11m234m999s456p77p1m tsumo") == {"fully_concealed_hand": 1, "two_concealed_pungs": 1,
                                                     "pung_of_terminals_or_honors": 2, "no_honors": 1}


def test_shanpon_discard_turns_four_concealed_pungs_into_three():
    assert fans_of("111444888m8855s5s")["three_concealed_pungs"] == 1


def test_concealed_kong_counts_as_concealed_pung():
    assert fans_of("{5555s} 111m456p789s9p9p tsumo") == {
        "fully_concealed_hand": 1, "two_concealed_pungs": 1, "concealed_kong": 1,
        "pung_of_terminals_or_honors": 1, "no_honors": 1, "single_wait": 1}


def test_two_concealed_kongs_and_a_concealed_pung_is_three_concealed_pungs():
    assert fans_of("{PPPP} {5555s} 111m45p99s6p tsumo") == {
        "three_concealed_pungs": 1, "two_concealed_kongs": 1, "fully_concealed_hand": 1, "dragon_pung": 1,
        "pung_of_terminals_or_honors": 1}


def test_melded_and_concealed_kong_score_the_five_point_fan():
    assert fans_of("[PPPP] {2222s} 456s2466p3p") == {"dragon_pung": 1, "one_voided_suit": 1, "closed_wait": 1,
                                                     "concealed_kong_and_melded_kong": 1}
    assert next(f for f in fan_table() if f.id == "concealed_kong_and_melded_kong").points == 5


def test_four_kongs_with_two_concealed_add_two_concealed_pungs():
    assert fans_of("{1111m} {2222s} [EEEE] [9999p] C C tsumo") == {
        "four_kongs": 1, "all_types": 1, "prevalent_wind": 1, "seat_wind": 1, "two_concealed_pungs": 1,
        "pung_of_terminals_or_honors": 2, "self_drawn": 1}


def test_three_kongs_pung_completed_by_discard_is_exposed():
    assert fans_of("[2222p] [3333s] {CCCC} 1199m9m") == {"three_kongs": 1, "all_pungs": 1, "dragon_pung": 1,
                                                         "pung_of_terminals_or_honors": 1}


# ------------------------------------------------------------------ 3.7 minimum and flowers

def test_flowers_count_in_total_but_not_towards_the_minimum():
    result = score("[789p] 123m456m56sWW7s flowers=1")
    assert result.counts() == {"short_straight": 1, "flower_tiles": 1}
    assert (result.total, result.total_without_flowers, result.meets_minimum) == (2, 1, False)


def test_chicken_hand_meets_the_minimum_and_takes_flowers():
    result = score("[123m] [345m] 56s678pWW7s flowers=3")
    assert result.counts() == {"chicken_hand": 1, "flower_tiles": 3}
    assert (result.total, result.meets_minimum) == (11, True)


def test_any_fan_prevents_chicken_hand():
    assert fans_of("[123m] [345m] 56s678pWW7s tsumo") == {"self_drawn": 1}
    assert fans_of("123m345m56s678pWW7s") == {"concealed_hand": 1}


# ------------------------------------------------------------------ 3.8 unique waits

@pytest.mark.parametrize(("text", "wait_fan"), [
    ("1233m456p789sEEE3m", "edge_wait"),        # 123+33: edge beats single
    ("7789m456p789sEEE7m", "edge_wait"),
    ("4556m123p789sEEE5m", "closed_wait"),
    ("12m456p789s234s99m3m", "edge_wait"),
    ("24m456p789s234s99m3m", "closed_wait"),
    ("123m456p789s234s9m9m", "single_wait"),
])
def test_unique_wait_scores_one_wait_fan(text, wait_fan):
    got = fans_of(text)
    assert wait_fan in got
    assert not {"edge_wait", "closed_wait", "single_wait"} - {wait_fan} & set(got)


@pytest.mark.parametrize("text", [
    "45567m123p789sEE6m",          # waits 3m and 6m
    "12345m456p789s11p3m",         # waits 3m and 6m
    "3456m123p789sEEE3m",          # waits 3m and 6m
    "23m456p789s234s99m1m",        # two-sided
    "1122m123p789sEEE2m",          # shanpon
    "4444666s123p789m5s",          # formal wait on the exhausted 4s still counts
    "445566m2277779s8s",           # 8s regular, 9s seven pairs
])
def test_no_wait_fan_with_more_than_one_waiting_tile(text):
    assert not {"edge_wait", "closed_wait", "single_wait"} & set(fans_of(text))


def test_wait_fan_does_not_stop_all_chows():
    assert fans_of("[345p] 345567m55s68p7p tsumo")["all_chows"] == 1


# ------------------------------------------------------------------ 3.9 win flags

def test_last_tile_is_automatic_when_melds_hold_three_copies():
    assert fans_of("[123p] [888m] 67m678sFF8m tsumo")["last_tile"] == 1


def test_last_tile_flag_ignored_when_win_tile_among_standing_tiles():
    hand = with_context("1235789m666888s5m", last_copy=True)
    assert "last_tile" not in score_hand(hand).counts()


def test_replacement_flag_ignored_without_a_kong():
    hand = with_context("[123m] [345m] 56s678pWW7s tsumo", kong=True)
    assert score_hand(hand).counts() == {"self_drawn": 1}


def test_robbing_flag_ignored_when_win_tile_already_held():
    hand = with_context("[123m] [345m] 55s678pWW5s", kong=True)
    assert score_hand(hand).counts() == {"chicken_hand": 1}


def test_replacement_tile_and_last_wall_tile_both_score():
    assert fans_of("[123m] [9999p] 56s678pWW7s tsumo kong wall") == {
        "last_tile_draw": 1, "out_with_replacement_tile": 1, "pung_of_terminals_or_honors": 1, "melded_kong": 1}


def test_robbing_the_kong_drops_last_tile():
    assert fans_of("[123m] [345m] 56s678pWW7s last kong") == {"robbing_the_kong": 1}


def test_melded_hand_needs_four_claimed_melds_and_a_discard():
    assert fans_of("[234m] [345p] [234s] [CCCC] 1m1m tsumo") == {
        "dragon_pung": 1, "mixed_double_chow": 1, "melded_kong": 1, "single_wait": 1, "self_drawn": 1}
    assert "melded_hand" not in fans_of("[234m] [345p] [234s] {CCCC} 1m1m")


def test_wind_pung_that_is_both_prevalent_and_seat_is_not_a_terminal_pung():
    assert fans_of("234567m66789sNNN seat=N round=N") == {
        "prevalent_wind": 1, "seat_wind": 1, "concealed_hand": 1, "short_straight": 1, "one_voided_suit": 1}


def test_pungs_of_other_winds_score_pung_of_terminals_or_honors():
    assert fans_of("{EEEE} 234m567p8s789s8s tsumo seat=W round=S") == {
        "fully_concealed_hand": 1, "concealed_kong": 1, "pung_of_terminals_or_honors": 1, "closed_wait": 1}
    got = fans_of("[WWW] [NNNN] [111p] 55m99s9s tsumo seat=S")
    assert got["pung_of_terminals_or_honors"] == 4


# ------------------------------------------------------------------ 4 special shapes

def test_seven_pairs_with_four_identical_tiles_scores_tile_hog():
    assert fans_of("1111m99s99pWWNNPP") == {"all_terminals_and_honors": 1, "seven_pairs": 1, "all_types": 1,
                                            "tile_hog": 1}


def test_seven_pairs_never_scores_set_fans():
    assert fans_of("1199m1199p99sEENN") == {"all_terminals_and_honors": 1, "seven_pairs": 1}


def test_thirteen_orphans_thirteen_sided_wait_and_last_tile():
    assert fans_of("19m19s19pESWNCFP1m") == {"thirteen_orphans": 1}
    assert fans_of("19m19s119pESWNFPC last") == {"thirteen_orphans": 1, "last_tile": 1}


def test_lesser_honors_with_all_nine_knitted_tiles_adds_knitted_straight():
    assert fans_of("369m25s147pSWNFP8s") == {"lesser_honors_and_knitted_tiles": 1, "knitted_straight": 1}


def test_knitted_straight_with_wind_pung_and_dragon_pair_is_all_types():
    assert fans_of("147m258s369pEEECC") == {"knitted_straight": 1, "all_types": 1, "prevalent_wind": 1,
                                            "seat_wind": 1, "concealed_hand": 1, "single_wait": 1}


def test_knitted_straight_wait_on_a_knitted_tile_can_be_edge():
    assert fans_of("258m369p14789s55m7s") == {"knitted_straight": 1, "concealed_hand": 1, "all_chows": 1,
                                              "edge_wait": 1}


def test_knitted_straight_with_one_meld():
    assert fans_of("[234p] 258m1478s369p8s") == {"knitted_straight": 1, "all_chows": 1, "single_wait": 1}


@pytest.mark.parametrize(("win", "extras"), [
    ("1m", {"pure_straight": 1, "tile_hog": 1}),
    ("2m", {"two_concealed_pungs": 1, "short_straight": 1, "pung_of_terminals_or_honors": 1}),
    ("3m", {"short_straight": 1}),
    ("5m", {"two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1}),
    ("7m", {"short_straight": 1}),
    ("8m", {"two_concealed_pungs": 1, "short_straight": 1, "pung_of_terminals_or_honors": 1}),
    ("9m", {"pure_straight": 1, "tile_hog": 1}),
])
def test_nine_gates_extras_depend_on_the_winning_tile(win, extras):
    assert fans_of("1112345678999m" + win) == {"nine_gates": 1, **extras}


def test_nine_gates_needs_the_pure_standing_shape():
    assert "nine_gates" not in fans_of("[789m] 1112345678m9m")
    assert "nine_gates" not in fans_of("1123456789999m1m")


def test_not_a_winning_hand_raises():
    with pytest.raises(NotWinningHand, match="not_winning"):
        score("1112345678999m9p")


# ------------------------------------------------------------------ the result

def test_result_names_the_sets_of_each_fan():
    result = score("[123p] [CCC] 999m7999p8p tsumo")
    sets = {hit.id: hit.sets for hit in result.fans}
    assert sets["dragon_pung"] == ((Meld(MeldKind.PUNG, Tile.RED),),)
    assert sets["two_terminal_chows"] == ((Meld(MeldKind.CHOW, Tile.P1), Meld(MeldKind.CHOW, Tile.P7, True)),)
    assert sets["pung_of_terminals_or_honors"] == ((Meld(MeldKind.PUNG, Tile.M9, True),),)
    assert sets["self_drawn"] == ((Tile.P8,),)
    assert all(len(hit.sets) == hit.count for hit in result.fans)


def test_wait_fans_name_the_set_the_winning_tile_completed():
    closed = {hit.id: hit.sets for hit in score("123m456p789s123s5p+5p").fans}
    assert closed["closed_wait"] == ((Meld(MeldKind.CHOW, Tile.P4, True), Tile.P5),)
    single = {hit.id: hit.sets for hit in score("[123m] [555p] 234s678s7z+7z").fans}
    assert single["single_wait"] == ((Tile.RED, Tile.RED),)  # the pair alone, not pair + winning tile


def test_result_json_follows_the_notation_spec():
    data = score("[123m] [345m] 56s678pWW7s flowers=2").to_json()
    assert data["ruleset"] == "mcr" and data["total"] == 10 and data["meets_minimum"] is True
    assert data["hand"] == "[123m] [345m] 678p56s33z7s flowers=2"
    chicken = data["fans"][0]
    assert {k: chicken[k] for k in ("id", "points", "count", "zh", "zh_hant", "en")} == {
        "id": "chicken_hand", "points": 8, "count": 1, "zh": "无番和", "zh_hant": "無番和", "en": "Chicken Hand"}
    assert chicken["sets"] == [["123m", "345m", "567s", "678p", "3z", "3z"]]
    assert data["fans"][1]["id"] == "flower_tiles" and data["fans"][1]["count"] == 2


def test_fan_table_has_82_fans_in_table_order():
    table = fan_table()
    assert len(table) == 82
    assert table[0].id == "big_four_winds" and table[-1].id == "concealed_kong_and_melded_kong"
    assert sum(1 for f in table if f.points == 88) == 7
