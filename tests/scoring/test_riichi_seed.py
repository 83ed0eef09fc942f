"""Seed 000 (the Riichi yakuman, machine-translated) sentence by sentence, including the variants
the reference library lacks. Each test quotes the words it checks."""

from __future__ import annotations

import pytest

from scoring.hand import HandError
from scoring.notation import parse_hand
from scoring.riichi import GreenDragonRule, RiichiRules, score_hand


def yakuman(text: str, rules: RiichiRules = RiichiRules()) -> dict[str, int]:  # noqa: B008 - frozen
    return {y.id: y.multiplier for y in score_hand(parse_hand(text, "riichi"), rules).yakuman}


def test_tianhe_is_one_yakuman_and_two_in_some_rules() -> None:
    """1. "1 times the battle is full (some rules count as 2 times the battle)"."""
    assert yakuman("123m456p789s1112z2z tsumo tenhou") == {"tenhou": 1}
    assert yakuman("123m456p789s1112z2z tsumo tenhou", RiichiRules(tenhou_double=True)) == {"tenhou": 2}


def test_tianhe_counts_as_the_dealers_self_draw() -> None:
    """1. "Counting "Tianhe" also counts as the dealer's own move" (paid as a dealer tsumo)."""
    points = score_hand(parse_hand("123m456p789s1112z2z tsumo tenhou", "riichi")).points
    assert (points.main, points.additional, points.total) == (16000, 16000, 48000)


@pytest.mark.parametrize("flag", ["tenhou", "chiihou seat=S"])
def test_hidden_kong_first_voids_tianhe_and_earth_harmony(flag: str) -> None:
    """1. "If you first make a hidden kong, and then touch the tiles on the ridge by yourself, it cannot
    be counted as "Tianhe", and the same is true for the "Earth Harmony" below.\""""
    with pytest.raises(HandError, match="void_after_call"):
        score_hand(parse_hand(f"{{1111m}} 456p789s1112z2z tsumo kong {flag}", "riichi"))


@pytest.mark.parametrize("call", ["[123m] 456p789s1112z2z", "[111z] 123m456p789s2z2z"])
def test_land_tie_void_after_own_call(call: str) -> None:
    """2. "if someone (including himself) eats, touches, or Kongs before that, it will not be counted"."""
    with pytest.raises(HandError, match="void_after_call"):
        score_hand(parse_hand(f"{call} tsumo chiihou seat=S", "riichi"))


def test_land_tie_is_a_players_not_the_dealers() -> None:
    """2. "After the player starts to match the cards, the first card he draws ..." (闲家, non-dealer)."""
    assert yakuman("123m456p789s1112z2z tsumo chiihou seat=W") == {"chiihou": 1}
    with pytest.raises(HandError, match="chiihou_dealer"):
        score_hand(parse_hand("123m456p789s1112z2z tsumo chiihou", "riichi"))


def test_big_three_yuan_and_xiao_sixi_are_single() -> None:
    """3. "three sets of engraved cards ... Middle, Fa, and White ... 1x"; 4. "three groups of qizi and
    a pair of trump cards composed of the four wind cards ... 1x"."""
    assert yakuman("[555z] 12m11p666777z3m seat=S") == {"daisangen": 1}
    assert yakuman("[111z] 12m22233344z3m seat=S") == {"shousuushii": 1}


def test_big_four_happiness_is_double() -> None:
    """5. "four sets of engraved symbols composed of the four wind cards ... 2 times full service"."""
    assert yakuman("[111z] 5m222333444z5m seat=S") == {"daisuushii": 2}
    assert yakuman("[111z] 5m222333444z5m seat=S", RiichiRules(double_yakuman=False)) == {"daisuushii": 1}


def test_four_hidden_engravings_double_touch_self_drawn_is_single() -> None:
    """6. "If it is a double touch draw ... it will be counted as 1 times the total (must be drawn by
    oneself ...)"; "hidden kong can also be counted as hidden engravings"."""
    assert yakuman("111m222p333s4455z4z tsumo seat=S") == {"suuankou": 1}
    assert yakuman("{1111m} 222p333s4455z4z tsumo seat=S") == {"suuankou": 1}


def test_four_hidden_engravings_double_touch_on_a_discard_is_three_concealed_and_toitoi() -> None:
    """6. "if the draw is a draw [won on a discard], only the ordinary card type three sets of concealed
    engravings, pairs, and sums will be counted"."""
    result = score_hand(parse_hand("111m222p333s4455z4z seat=S", "riichi"))
    assert result.yakuman == () and {y.id for y in result.yaku} == {"sanankou", "toitoi"}


@pytest.mark.parametrize("how", ["", "tsumo"])
def test_four_secret_carvings_riding_alone_is_double_either_way(how: str) -> None:
    """6. "if you are riding alone ... it will count as 2 times the full battle (both food and
    self-drawing are acceptable)"."""
    assert yakuman(f"111m222p333s4445z5z {how} seat=S") == {"suuankou_tanki": 2}


def test_guoshi_wushuang_single_and_thirteen_faces_double() -> None:
    """7. "If there is a pair of trump cards first and one card is heard, it will be counted as 1 times";
    "if the card type when listening is 1 of each of the 13 types ... 2 times"."""
    assert yakuman("19m19p19s1123456z7z seat=S") == {"kokushi_musou": 1}
    assert yakuman("19m19p19s1234567z1m seat=S") == {"kokushi_musou_13": 2}


def test_nine_lotus_lantern_pure_is_double_and_the_seeds_example_single() -> None:
    """8. "If you meet the requirements of 3 ones, 3 nines, 1 each of 2..8 when listening ... 2 times";
    the hand 1111234568999 completed with the 7 "is also counted as the Nine Lotus Lantern, but only
    counts as 1 times"."""
    assert yakuman("1112345678999p4p seat=S") == {"junsei_chuuren_poutou": 2}
    assert yakuman("1111234568999s7s seat=S") == {"chuuren_poutou": 1}


def test_nine_lotus_lantern_must_be_clear_in_front_of_the_door() -> None:
    """8. "First of all, it must be in the "clear in front of the door" state"."""
    result = score_hand(parse_hand("[234m] 1115678999m5m seat=S", "riichi"))
    assert result.yakuman == () and {y.id for y in result.yaku} == {"chinitsu"}


def test_words_and_colors_in_both_forms_and_qing_laotou_are_single() -> None:
    """9. "All cards in the hand are word cards, forming the form of "pairs and" or "seven pairs". 1x";
    10. "All the cards in the hand are Laotou cards, forming a "pair-pair-sum" format. 1x"."""
    assert yakuman("[111z] 2224445557z7z seat=S") == {"tsuuiisou": 1}
    assert yakuman("1122334455667z7z seat=S") == {"tsuuiisou": 1}
    assert yakuman("[111m] 999m1199p999s1p seat=S") == {"chinroutou": 1}


@pytest.mark.parametrize(("rule", "expected"), [
    (GreenDragonRule.OPTIONAL, {"ryuuiisou": 1}),  # "it is not necessary to have all 6 types"
    (GreenDragonRule.PURE_DOUBLE, {"ryuuiisou": 2}),  # "pure green one color ... 2 times"
    (GreenDragonRule.REQUIRED, {}),  # "must have fa, otherwise ... a common card type"
])
def test_green_one_color_without_fa(rule: GreenDragonRule, expected: dict[str, int]) -> None:
    """11. "1 times the full battle (in some rules, the green color without "fa" is called "pure green
    one color", which is counted as 2 times ... In some rules, the green color must have "fa",
    otherwise it will only be counted as a common card type all-color, Duan Yaojiu)"."""
    assert yakuman("2222344666888s3s seat=S", RiichiRules(green_dragon=rule)) == expected


def test_green_one_color_without_fa_where_fa_is_required_scores_full_flush_and_all_simples() -> None:
    """11. "... only be counted as a common card type all-color [chinitsu], Duan Yaojiu [tanyao]"."""
    result = score_hand(parse_hand("2222344666888s3s seat=S", "riichi"),
                        RiichiRules(green_dragon=GreenDragonRule.REQUIRED))
    assert {"chinitsu", "tanyao"} <= {y.id for y in result.yaku}


def test_four_kongs_single_and_double_in_some_rules() -> None:
    """12. "There are four groups of Kongs in the hand ... 18 cards ... 1x full battle (some rules count
    as 2x full battle)"."""
    hand = "[1111m] [2222p] [3333s] {4444z} 5z5z seat=S"
    assert len(parse_hand(hand, "riichi").all_tiles) == 18
    assert yakuman(hand) == {"suukantsu": 1}
    assert yakuman(hand, RiichiRules(suukantsu_double=True)) == {"suukantsu": 2}


def test_several_yakuman_stack() -> None:
    """The seed lists no exclusions among the yakuman: they add up."""
    assert yakuman("1222555666777z1z tsumo seat=S") == {"daisangen": 1, "tsuuiisou": 1, "suuankou_tanki": 2}
