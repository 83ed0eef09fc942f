"""The Hong Kong scorer against the totals hk-mahjong 3.2.0's tests pin, per pattern, exclusion and preset.

Source of the pinned hands: HSKPeter/hk-mahjong-hand-calculation (npm hk-mahjong 3.2.0, MIT),
src/__tests__/FaanCalculation.test.ts and FaanCalculator.test.ts. Its ``config: {}`` (no 門前清, no 自摸)
is written here with one claimed meld and a win on a discard; its ∞ is the preset's limit (13).
"""

from __future__ import annotations

import pytest

from scoring.hand import HandError, NotWinningHand
from scoring.hk.options import HkRules
from scoring.hk.scorer import score_hand
from scoring.hk.table import presets
from scoring.notation import parse_hand

LIMIT = 13


def total(text: str, **rules) -> int:
    return score_hand(parse_hand(text, "hk"), HkRules(**rules)).total


def ids(text: str, **rules) -> list[str]:
    return [p.id for p in score_hand(parse_hand(text, "hk"), HkRules(**rules)).patterns]


# FaanCalculation.test.ts, testCasesOfStandardHands (its comment names each hand)
PINNED = [
    ("雞糊", "[111p] 444p 234m 111s 66p", 0),
    ("平糊", "[123p] 123s 123456m 77m", 1),
    ("混一色", "[111s] 555s 789s WWW N N", 3),
    ("混一色 對對糊", "[111s] 555s 888s WWW N N", 6),
    ("對對糊 (有中/發/白)", "[222p] 222m 555p 555z S S", 4),
    ("對對糊 (無中/發/白)", "[222p] 222m 555p 555s S S", 3),
    ("花么", "[999m] EEE 999s 111p N N seat=S round=S", 4),
    ("小三元", "[777z] 666z 55z 789m 111p", 5),
    ("小三元 對對糊", "[777z] 666z 222m 888s 5z 5z", 8),
    ("小三元 混一色 對對糊", "[6666z] 555z 333m 444m 7z 7z", 11),
    ("清一色", "[111m] 333m 555m 789m 9m 9m", 7),
    ("清一色 對對糊", "[111m] 333m 555m 999m 7m 7m", 10),
    ("清一色 平糊", "[123p] 234p 456p 789p 9p 9p", 8),
    ("小四喜", "[EEE] SSS WWW 234s N N", LIMIT),
    ("大三元", "[777z] 666z 555z 888s 2m 2m", LIMIT),
    ("大四喜", "[EEE] SSS WWW NNN 2s 2s", LIMIT),
    ("字一色", "[EEE] SSS WWW NNN 6z 6z", LIMIT),
    ("全么九", "[111p] 999p 111s 999s 1m 1m", LIMIT),
    ("坎坎糊", "222p 222m 555p 555s S S tsumo", LIMIT),
    ("槓上槓自摸", "{1111p} 444p 234m 111s 6p 6p tsumo double-kong-replacement", LIMIT),
    ("十八羅漢", "[2222p] [2222m] [5555p] [5555s] S S", LIMIT),
    ("九子連環", "1112345678999m 2m", LIMIT),
    ("天糊", "[111p] 444p 234m 111s 6p 6p tsumo heavenly", LIMIT),
    ("地糊", "[111p] 444p 234m 111s 6p 6p earthly", LIMIT),
    ("八仙過海", "135p 345s SWN 65z 444m flowers=f1f2f3f4f5f6f7f8 flower-win=eight", LIMIT),
    ("花糊", "135p 345s SWN 65z 444m flowers=f1f2f3f4f5f6f8 flower-win=seven-robs-one", 3),
    ("十三幺", "19m19p19s1234567z 1p", LIMIT),
]


@pytest.mark.parametrize(("name", "hand", "faan"), PINNED, ids=[case[0] for case in PINNED])
def test_every_total_hk_mahjong_pins(name, hand, faan):
    assert total(hand) == faan


# FaanCalculation.test.ts, testCasesOfSpecialConfigs: each on 混一色 (3 faan)
BONUSES = [
    ("自摸", "[111s] 555s 789s WWW N N tsumo", {}, 1),
    ("無花", "[111s] 555s 789s WWW N N flowers=0", {"options": frozenset({"no-flower-bonus"})}, 1),
    ("正花", "[111s] 555s 789s WWW N N flowers=f1 seat=E", {}, 1),
    ("門前清", "111s 555s 789s WWW N N", {}, 1),
    ("搶槓", "[111s] 555s 789s WWW N N robbing-kong", {}, 1),
    ("自摸 門前清", "111s 555s 789s WWW N N tsumo", {}, 2),
    ("海底撈月", "[111s] 555s 789s WWW N N tsumo last-tile", {}, 2),
    ("槓上自摸", "[1111s] 555s 789s WWW N N tsumo kong-replacement", {}, 2),
    ("一台花", "[111s] 555s 789s WWW N N flowers=f5f6f7f8", {}, 2),
]


@pytest.mark.parametrize(("name", "hand", "rules", "bonus"), BONUSES, ids=[case[0] for case in BONUSES])
def test_each_winning_condition_adds_what_hk_mahjong_pins(name, hand, rules, bonus):
    assert total(hand, **rules) == 3 + bonus


def test_an_all_pung_one_suit_hand_self_drawn_is_eleven():
    """FaanCalculator.test.ts 'Validate a Hand': 對對糊 3 + 清一色 7 + 自摸 1."""
    assert total("[111p] 222p 333p 444p 5p 5p tsumo") == 11


@pytest.mark.parametrize("wind", ["E", "S", "W", "N"])
@pytest.mark.parametrize("meld", ["[{w}{w}{w}]", "[{w}{w}{w}{w}]"])
def test_a_wind_pung_counts_once_for_the_seat_and_once_for_the_round(wind, meld):
    """FaanCalculator.test.ts 'matching seating and/or rounding wind': 3, +1 each."""
    other = {"E": "S", "S": "W", "W": "N", "N": "E"}[wind]
    hand = meld.format(w=wind) + " 555s 222p 333m 4s 4s"
    assert total(f"{hand} seat={other} round={other}") == 3
    assert total(f"{hand} seat={other} round={wind}") == 4
    assert total(f"{hand} seat={wind} round={other}") == 4
    assert total(f"{hand} seat={wind} round={wind}") == 5


BASE = "[555s] 222p 333m 444s 8s 8s"


@pytest.mark.parametrize(("seat", "season", "plant"), [("E", 1, 5), ("S", 2, 6), ("W", 3, 7), ("N", 4, 8)])
def test_a_flower_counts_only_at_its_own_seat(seat, season, plant):
    """FaanCalculator.test.ts 'Validate a Hand with extra tiles'."""
    for flower in (season, plant):
        assert total(f"{BASE} flowers=f{flower} seat={seat}") == 4
        elsewhere = "S" if seat != "S" else "E"
        assert total(f"{BASE} flowers=f{flower} seat={elsewhere} round={seat}") == 3


@pytest.mark.parametrize("seat", ["E", "S", "W", "N"])
def test_a_complete_set_is_two_faan_and_replaces_its_seat_flower(seat):
    assert total(f"{BASE} flowers=f1f2f3f4 seat={seat}") == 5
    assert total(f"{BASE} flowers=f5f6f7f8 seat={seat}") == 5
    assert "seat_flower" not in ids(f"{BASE} flowers=f1f2f3f4 seat={seat}")


def test_all_one_suit_excludes_mixed_one_suit():
    assert "mixed_one_suit" not in ids("[111m] 333m 555m 789m 9m 9m")


def test_small_dragons_excludes_the_dragon_pungs():
    result = score_hand(parse_hand("[777z] 666z 55z 789m 111p", "hk"))
    assert [p.id for p in result.patterns] == ["small_dragons"]
    assert result.patterns[0].excluded == ("dragon_pung",)


def test_win_by_kong_excludes_self_drawn():
    assert "self_drawn" not in ids("[1111s] 555s 789s WWW N N tsumo kong-replacement")


def test_robbing_the_kong_excludes_the_last_tile():
    assert ids("[111s] 555s 789s WWW N N robbing-kong last-tile") == ["mixed_one_suit", "robbing_kong"]


def test_a_limit_hand_replaces_every_other_pattern_and_says_so():
    result = score_hand(parse_hand("[EEE] SSS WWW NNN 6z 6z tsumo", "hk"))
    assert result.limit and {p.id for p in result.patterns} == {"great_winds", "all_honors"}
    assert "all_in_triplets" in result.patterns[0].excluded


def test_the_highest_reading_is_chosen():
    # 111222333p read as three pungs (對對糊 with 清一色) beats three chows
    assert ids("[111p] 222p 333p 444p 5p 5p") == ["all_in_triplets", "all_one_suit"]


@pytest.mark.parametrize("hand", ["[111s] 555s 789s WWW N N", "[123p] 123s 123456m 77m", BASE])
@pytest.mark.parametrize("condition", ["tsumo", "flowers=f1", "seat=W", "round=W", "last-tile", "robbing-kong"])
def test_adding_a_condition_never_lowers_the_total(hand, condition):
    assert total(f"{hand} {condition}") >= total(hand)


def test_the_minimum_is_three_faan():
    assert not score_hand(parse_hand("[123p] 123s 123456m 77m", "hk")).meets_minimum
    assert score_hand(parse_hand("[111s] 555s 789s WWW N N", "hk")).meets_minimum


def test_presets_set_the_limit_and_the_cap():
    assert total("[EEE] SSS WWW NNN 2s 2s", preset="half-spicy") == 10
    assert total("[111p] 222p 333p 444p 5p 5p tsumo", preset="full-spicy") == 10
    assert total("[111p] 222p 333p 444p 5p 5p tsumo", preset="thirteen-faan") == 11


def test_no_flowers_counts_only_with_its_option():
    assert "no_flowers" not in ids("[111s] 555s 789s WWW N N flowers=0")


@pytest.mark.parametrize(("hand", "code"), [
    ("[111s] 555s 789s WWW N N flowers=f9", "hk_bad_flowers"),
    ("[111s] 555s 789s WWW N N flowers=f1f1", "hk_flower_twice"),
    ("[111s] 555s 789s WWW N N flower-win=six", "hk_bad_flower_win"),
    ("[111s] 555s 789s WWW N N flowers=f1 flower-win=eight", "hk_flower_win_count"),
    ("[111s] 555s 789s WWW N N kong-replacement", "hk_replacement_needs_tsumo"),
    ("[111s] 555s 789s WWW N N tsumo heavenly earthly", "hk_heavenly_and_earthly"),
    ("[111s] 555s 789s WWW N N riichi", "flag_not_in_hk"),
])
def test_a_bad_hand_is_a_clear_error(hand, code):
    with pytest.raises(HandError) as error:
        parse_hand(hand, "hk")
    assert error.value.code == code


def test_seven_pairs_do_not_win_in_hong_kong():
    with pytest.raises(NotWinningHand):
        score_hand(parse_hand("1133557799m11p2p 2p", "hk"))


def test_an_unknown_preset_is_a_clear_error():
    with pytest.raises(HandError) as error:
        total("[111s] 555s 789s WWW N N", preset="nope")
    assert error.value.code == "hk_unknown_preset"


# yawnoc/mahjong-scorer (MIT-0) README.md, Spiciness: Multiplier, 0-10 faan
HALF_SPICY_RISE = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128]
SPICY_SPICY_RISE = [2**faan for faan in range(11)]


def test_the_spicy_presets_pay_the_cited_multipliers_up_to_their_limit():
    _, known, _ = presets()
    assert list(known["half-spicy"].payout) == HALF_SPICY_RISE
    assert list(known["full-spicy"].payout) == SPICY_SPICY_RISE
