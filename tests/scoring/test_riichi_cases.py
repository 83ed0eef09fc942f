"""The verified cases of riichi.md §2 (library results of ``mahjong`` 2.1.0) and the seed's own
words for the variants the library lacks, each as a named test."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from scoring.hand import HandError
from scoring.notation import parse_hand
from scoring.riichi import GreenDragonRule, RiichiRules, score_hand

NO_DOUBLES = RiichiRules(double_yakuman=False)


@dataclass(frozen=True)
class Case:
    id: str
    hand: str
    han: int
    main: int
    additional: int
    total: int
    yakuman: dict[str, int] = field(default_factory=dict)
    yaku: dict[str, int] = field(default_factory=dict)
    rules: RiichiRules = RiichiRules()


CASES = [
    Case("1a_tenhou_dealer_tsumo", "123m456p789s1112z2z tsumo tenhou", 13, 16000, 16000, 48000, {"tenhou": 1}),
    Case("1b_tenhou_not_affected_by_double_yakuman_off", "123m456p789s1112z2z tsumo tenhou", 13, 16000, 16000,
         48000, {"tenhou": 1}, rules=NO_DOUBLES),
    Case("1g_tenhou_double_variant", "123m456p789s1112z2z tsumo tenhou", 26, 32000, 32000, 96000, {"tenhou": 2},
         rules=RiichiRules(tenhou_double=True)),
    Case("1h_tenhou_four_concealed_triplets_written_win_on_triplet", "111m222p333s4455z4z tsumo tenhou", 26,
         32000, 32000, 96000, {"tenhou": 1, "suuankou": 1}, rules=RiichiRules(blessing_best_wait=False)),
    Case("1h2_tenhou_four_concealed_triplets_win_on_pair", "111m222p333s4445z5z tsumo tenhou", 39, 48000, 48000,
         144000, {"tenhou": 1, "suuankou_tanki": 2}),
    Case("1h_policy_tenhou_counts_the_best_wait", "111m222p333s4455z4z tsumo tenhou", 39, 48000, 48000, 144000,
         {"tenhou": 1, "suuankou_tanki": 2}),
    Case("2a_chiihou_non_dealer_tsumo", "123m456p789s1112z2z tsumo chiihou seat=S", 13, 16000, 8000, 32000,
         {"chiihou": 1}),
    Case("3a_daisangen_closed_ron", "123m1p555666777z1p seat=S", 13, 32000, 0, 32000, {"daisangen": 1}),
    Case("3b_daisangen_open", "[555z] 12m11p666777z3m seat=S", 13, 32000, 0, 32000, {"daisangen": 1}),
    Case("3c_two_dragon_triplets_and_dragon_pair_is_shousangen", "123m456p5556667z7z seat=S", 4, 8000, 0, 8000,
         yaku={"yakuhai_haku": 1, "yakuhai_hatsu": 1, "shousangen": 2}),
    Case("4a_shousuushii_closed", "12m11122233344z3m seat=S", 13, 32000, 0, 32000, {"shousuushii": 1}),
    Case("4b_shousuushii_open", "[111z] 12m22233344z3m seat=S", 13, 32000, 0, 32000, {"shousuushii": 1}),
    Case("5a_daisuushii_is_double", "[111z] 5m222333444z5m seat=S", 26, 64000, 0, 64000, {"daisuushii": 2}),
    Case("5b_daisuushii_double_yakuman_off", "[111z] 5m222333444z5m seat=S", 13, 32000, 0, 32000,
         {"daisuushii": 1}, rules=NO_DOUBLES),
    Case("5c_daisuushii_closed_tanki_stacks_with_suuankou_tanki", "5m111222333444z5m seat=S", 52, 128000, 0,
         128000, {"daisuushii": 2, "suuankou_tanki": 2}),
    Case("6a_suuankou_shanpon_tsumo", "111m222p333s4455z4z tsumo seat=S", 13, 16000, 8000, 32000,
         {"suuankou": 1}),
    Case("6b_suuankou_shape_shanpon_ron_is_no_yakuman", "111m222p333s4455z4z seat=S", 4, 8000, 0, 8000,
         yaku={"toitoi": 2, "sanankou": 2}),
    Case("6c_suuankou_tanki_ron", "111m222p333s4445z5z seat=S", 26, 64000, 0, 64000, {"suuankou_tanki": 2}),
    Case("6d_suuankou_tanki_tsumo", "111m222p333s4445z5z tsumo seat=S", 26, 32000, 16000, 64000,
         {"suuankou_tanki": 2}),
    Case("6e_suuankou_tanki_double_yakuman_off", "111m222p333s4445z5z seat=S", 13, 32000, 0, 32000,
         {"suuankou_tanki": 1}, rules=NO_DOUBLES),
    Case("6f_suuankou_counts_a_concealed_kong", "{1111m} 222p333s4455z4z tsumo seat=S", 13, 16000, 8000, 32000,
         {"suuankou": 1}),
    Case("6g_suuankou_shape_with_open_kong_is_no_yakuman", "[1111m] 222p333s4455z4z tsumo seat=S", 4, 4000, 2000,
         8000, yaku={"toitoi": 2, "sanankou": 2}),
    Case("7a_kokushi_single_wait", "19m19p19s1123456z7z seat=S", 13, 32000, 0, 32000, {"kokushi_musou": 1}),
    Case("7b_kokushi_13_sided", "19m19p19s1234567z1m seat=S", 26, 64000, 0, 64000, {"kokushi_musou_13": 2}),
    Case("7c_kokushi_13_sided_double_yakuman_off", "19m19p19s1234567z1m seat=S", 13, 32000, 0, 32000,
         {"kokushi_musou_13": 1}, rules=NO_DOUBLES),
    Case("7d_kokushi_13_sided_dealer_tsumo", "19m19p19s1234567z1m tsumo", 26, 32000, 32000, 96000,
         {"kokushi_musou_13": 2}),
    Case("8a_chuuren_not_pure", "1111234568999m7m seat=S", 13, 32000, 0, 32000, {"chuuren_poutou": 1}),
    Case("8b_junsei_chuuren_nine_sided", "1112345678999m5m seat=S", 26, 64000, 0, 64000,
         {"junsei_chuuren_poutou": 2}),
    Case("8c_junsei_chuuren_win_on_fourth_1m", "1112345678999m1m tsumo seat=S", 26, 32000, 16000, 64000,
         {"junsei_chuuren_poutou": 2}),
    Case("8d_junsei_chuuren_double_yakuman_off", "1112345678999m5m seat=S", 13, 32000, 0, 32000,
         {"junsei_chuuren_poutou": 1}, rules=NO_DOUBLES),
    Case("8e_chuuren_shape_open_is_only_chinitsu", "[234m] 1115678999m5m seat=S", 5, 8000, 0, 8000,
         yaku={"chinitsu": 5}),
    Case("9a_tsuuiisou_open_triplets", "[111z] 2224445557z7z seat=S", 13, 32000, 0, 32000, {"tsuuiisou": 1}),
    Case("9b_tsuuiisou_seven_pairs_is_single", "1122334455667z7z seat=S", 13, 32000, 0, 32000, {"tsuuiisou": 1}),
    # 9c: the library's optional Daichisei (off by default) would stack a second yakuman; the seed
    # counts the seven-pairs form once, and so do we.
    Case("9c_tsuuiisou_seven_pairs_no_daichisei", "1122334455667z7z seat=S", 13, 32000, 0, 32000,
         {"tsuuiisou": 1}),
    Case("10a_chinroutou_open", "[111m] 999m1199p999s1p seat=S", 13, 32000, 0, 32000, {"chinroutou": 1}),
    Case("10b_honroutou_is_not_chinroutou", "[111m] 999m1p999s111z1p seat=S", 7, 12000, 0, 12000,
         yaku={"yakuhai_round_wind": 1, "honroutou": 2, "toitoi": 2, "sanankou": 2}),
    Case("11a_ryuuiisou_with_hatsu", "22334466688s66z8s seat=S", 13, 32000, 0, 32000, {"ryuuiisou": 1}),
    Case("11b_ryuuiisou_without_hatsu_green_dragon_optional", "2222344666888s3s seat=S", 13, 32000, 0, 32000,
         {"ryuuiisou": 1}),
    Case("11c_ryuuiisou_without_hatsu_green_dragon_required", "2222344666888s3s seat=S", 8, 16000, 0, 16000,
         yaku={"tanyao": 1, "iipeikou": 1, "chinitsu": 6},
         rules=RiichiRules(green_dragon=GreenDragonRule.REQUIRED)),
    Case("11d_pure_green_without_hatsu_is_double", "2222344666888s3s seat=S", 26, 64000, 0, 64000,
         {"ryuuiisou": 2}, rules=RiichiRules(green_dragon=GreenDragonRule.PURE_DOUBLE)),
    Case("11d_pure_green_rule_keeps_hatsu_hand_single", "22334466688s66z8s seat=S", 13, 32000, 0, 32000,
         {"ryuuiisou": 1}, rules=RiichiRules(green_dragon=GreenDragonRule.PURE_DOUBLE)),
    Case("11e_ryuuiisou_open", "[666z] 2233446688s8s seat=S", 13, 32000, 0, 32000, {"ryuuiisou": 1}),
    Case("12a_suukantsu_open_and_concealed_kongs", "[1111m] [2222p] [3333s] {4444z} 5z5z seat=S", 13, 32000, 0,
         32000, {"suukantsu": 1}),
    Case("12b_suukantsu_concealed_stacks_with_suuankou_tanki", "{1111m} {2222p} {3333s} {4444z} 5z5z tsumo kong "
         "seat=S", 39, 48000, 24000, 96000, {"suukantsu": 1, "suuankou_tanki": 2}),
    Case("12c_suukantsu_double_variant", "[1111m] [2222p] [3333s] {4444z} 5z5z seat=S", 26, 64000, 0, 64000,
         {"suukantsu": 2}, rules=RiichiRules(suukantsu_double=True)),
    Case("13a_stacking_tsuuiisou_daisuushii", "[111z] 2223334447z7z seat=S", 39, 96000, 0, 96000,
         {"tsuuiisou": 1, "daisuushii": 2}),
    Case("13b_stacking_tsuuiisou_daisangen_suuankou_tanki", "1222555666777z1z tsumo seat=S", 52, 64000, 32000,
         128000, {"daisangen": 1, "tsuuiisou": 1, "suuankou_tanki": 2}),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_riichi_md_case(case: Case) -> None:
    result = score_hand(parse_hand(case.hand, "riichi"), case.rules)
    assert {y.id: y.multiplier for y in result.yakuman} == case.yakuman
    if case.yaku or not case.yakuman:
        assert {y.id: y.han for y in result.yaku} == case.yaku
    else:
        assert result.yaku == ()  # a yakuman drops every ordinary yaku and dora
    assert result.han == case.han
    assert (result.points.main, result.points.additional, result.points.total) == (
        case.main, case.additional, case.total)


ERROR_CASES = [
    ("1c_tenhou_void_after_own_concealed_kong", "{1111m} 456p789s1112z2z tsumo tenhou kong", "void_after_call"),
    ("1d_tenhou_needs_tsumo", "123m456p789s1112z2z tenhou", "tenhou_chiihou_need_tsumo"),
    ("1e_tenhou_is_the_dealers", "123m456p789s1112z2z tsumo tenhou seat=S", "tenhou_not_dealer"),
    ("1i_tenhou_on_a_hand_that_is_not_complete", "123m456p789s1112z3z tsumo tenhou", "no_winning_shape"),
    ("2b_chiihou_void_after_own_concealed_kong", "{1111m} 456p789s1112z2z tsumo chiihou kong seat=S",
     "void_after_call"),
    ("2c_chiihou_is_a_non_dealers", "123m456p789s1112z2z tsumo chiihou", "chiihou_dealer"),
    ("open_hand_without_yaku", "[123m] 456p789s2345m5m seat=S", "no_yaku"),
]


@pytest.mark.parametrize(("text", "code"), [c[1:] for c in ERROR_CASES], ids=[c[0] for c in ERROR_CASES])
def test_riichi_md_error_case(text: str, code: str) -> None:
    with pytest.raises(HandError) as raised:
        score_hand(parse_hand(text, "riichi"))
    assert raised.value.code == code


def test_tenhou_without_seat_is_paid_as_dealer_tsumo() -> None:
    # riichi.md 1f: the library scores this as a non-dealer when player_wind is missing; the
    # notation's default seat is East, so the seed's "counts as the dealer's self-draw" holds.
    result = score_hand(parse_hand("123m456p789s1112z2z tsumo tenhou", "riichi"))
    assert result.is_dealer and result.points.total == 48000


def test_dora_do_not_add_to_a_yakuman() -> None:
    # indicator 7z (Red) makes White the dora: three of them in the hand, none counted
    result = score_hand(parse_hand("123m1p555666777z1p seat=S dora=7z", "riichi"))
    assert result.yaku == () and result.han == 13 and result.points.total == 32000
