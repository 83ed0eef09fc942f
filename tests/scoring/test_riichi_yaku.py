"""Ordinary yaku, fu, dora and payments of the Riichi scorer, and the common rule options."""

from __future__ import annotations

import pytest

from scoring.hand import HandError, Meld, MeldKind
from scoring.notation import parse_hand
from scoring.riichi import KazoeLimit, RiichiRules, score_hand
from scoring.tiles import Tile
from tests.scoring.riichi_reference import our_outcome, reference_outcome

DEFAULT = RiichiRules()


def score(text: str, rules: RiichiRules = DEFAULT):
    return score_hand(parse_hand(text, "riichi"), rules)


def yaku_of(text: str, rules: RiichiRules = DEFAULT) -> dict[str, int]:
    return {y.id: y.han for y in score(text, rules).yaku}


# (name, hand, yaku with han, han, fu, total): each also checked against the library below
YAKU_CASES = [
    ("riichi_tsumo_pinfu_is_20_fu", "234789m1234566p6p tsumo riichi seat=S",
     {"riichi": 1, "menzen_tsumo": 1, "pinfu": 1}, 3, 20, 2700),
    ("pinfu_ron_is_30_fu", "234789m12345p66p6p riichi seat=S", {"riichi": 1, "pinfu": 1}, 2, 30, 2000),
    ("double_riichi_and_ippatsu", "234789m12345p66p6p double-riichi ippatsu seat=S",
     {"double_riichi": 2, "ippatsu": 1, "pinfu": 1}, 4, 30, 7700),
    ("open_tanyao", "[234m] 567p2s345s666s2s seat=S", {"tanyao": 1}, 1, 30, 1000),
    ("iipeikou_closed", "223344m567p99p23s4s riichi seat=S", {"riichi": 1, "iipeikou": 1, "pinfu": 1}, 3, 30,
     3900),
    ("double_wind_triplet_counts_seat_and_round", "[111z] 234m567p22s34s5s",
     {"yakuhai_seat_wind": 1, "yakuhai_round_wind": 1}, 2, 30, 2900),
    ("double_wind_pair_is_4_fu", "234m567p234s678s1z1z tsumo", {"menzen_tsumo": 1}, 1, 30, 1500),
    ("rinshan_after_kong", "[2222m] 567p234s678s1z1z tsumo kong seat=S", {"rinshan_kaihou": 1}, 1, 40, 1500),
    ("chankan_on_a_discard", "234m567p234s66s78s9s kong riichi seat=S",
     {"riichi": 1, "chankan": 1, "pinfu": 1}, 3, 30, 3900),
    ("haitei_self_drawn_last_tile", "[234m] 567p234s66s78s9s tsumo wall seat=S", {"haitei_raoyue": 1}, 1, 30, 1100),
    ("houtei_last_discard", "[234m] 567p234s66s78s9s wall seat=S", {"houtei_raoyui": 1}, 1, 30, 1000),
    ("sanshoku_open_is_1_han", "[123m] 123p123s789m5p5p seat=S", {"sanshoku_doujun": 1}, 1, 30, 1000),
    ("ittsu_closed", "123456789m567p1s1s seat=S", {"ittsu": 2}, 2, 40, 2600),
    ("chanta_closed", "123m789p999s1z789s1z seat=S", {"chanta": 2}, 2, 50, 3200),
    ("junchan_closed_with_pinfu", "123m789m123p9s789s9s seat=S", {"junchan": 3, "pinfu": 1}, 4, 30, 7700),
    ("chiitoitsu_is_25_fu", "1133m5577p2299s6z6z riichi seat=S", {"riichi": 1, "chiitoitsu": 2}, 3, 25, 3200),
    ("toitoi_open", "[222m] [777p] 444s99s55z9s seat=S", {"toitoi": 2}, 2, 40, 2600),
    ("sanankou_tsumo", "222m777p444s9s345m9s tsumo seat=S",
     {"menzen_tsumo": 1, "sanankou": 2}, 3, 40, 5200),
    ("sanshoku_doukou", "[222m] 222p222s345m9s9s seat=S", {"sanshoku_doukou": 2}, 2, 40, 2600),
    ("sankantsu", "[2222m] [7777p] {4444s} 345m9s9s seat=S", {"sankantsu": 2}, 2, 60, 3900),
    ("honroutou_with_toitoi", "[111m] [999p] 111s11z77z7z seat=S",
     {"honroutou": 2, "toitoi": 2, "yakuhai_chun": 1}, 5, 50, 8000),
    ("shousangen_with_two_dragon_triplets", "123m55566677z45m6m seat=S",
     {"shousangen": 2, "yakuhai_haku": 1, "yakuhai_hatsu": 1, "honitsu": 3}, 7, 50, 12000),
    ("honitsu_closed", "123456m789m111z2z2z seat=S", {"honitsu": 3, "ittsu": 2, "yakuhai_round_wind": 1},
     6, 50, 12000),
    ("ryanpeikou_over_chiitoitsu", "223344m667788p5s5s riichi seat=S",
     {"riichi": 1, "ryanpeikou": 3, "tanyao": 1}, 5, 40, 8000),
    ("chinitsu_open", "[123p] 456p789p11p22p2p seat=S", {"chinitsu": 5, "ittsu": 1}, 6, 30, 12000),
]


@pytest.mark.parametrize(("text", "yaku", "han", "fu", "total"), [c[1:] for c in YAKU_CASES],
                         ids=[c[0] for c in YAKU_CASES])
def test_yaku_case(text: str, yaku: dict[str, int], han: int, fu: int, total: int) -> None:
    hand = parse_hand(text, "riichi")
    result = score_hand(hand)
    assert {y.id: y.han for y in result.yaku} == yaku
    assert (result.han, result.fu, result.points.total) == (han, fu, total)
    assert our_outcome(result) == reference_outcome(hand)


def test_dora_indicators_wrap_within_their_group() -> None:
    # 9m -> 1m, North -> East, Red -> White
    result = score("[111m] 234p567p11z55z5z dora=9m4z7z seat=S")
    assert {y.id: y.han for y in result.yaku} == {"yakuhai_haku": 1, "dora": 3 + 2 + 3}


def test_red_fives_count_and_can_be_switched_off() -> None:
    text = "[406p] 234m067s22m88s8s seat=S"
    assert "aka_dora" not in yaku_of(text, RiichiRules(red_fives=False))
    assert yaku_of(text)["aka_dora"] == 2


def test_ura_dora_count_only_with_riichi() -> None:
    assert yaku_of("234789m12345p66p6p riichi ura=5p seat=S")["ura_dora"] == 3
    assert "ura_dora" not in yaku_of("234789m12345p66p6p tsumo ura=5p seat=S")


def test_dora_alone_is_not_a_yaku() -> None:
    with pytest.raises(HandError, match="no_yaku"):
        score("[123m] 456p789s2345m5m dora=4m seat=S")


def test_open_tanyao_off_leaves_an_open_simple_hand_without_yaku() -> None:
    with pytest.raises(HandError, match="no_yaku"):
        score("[234m] 567p2s345s666s2s seat=S", RiichiRules(open_tanyao=False))


def test_honba_adds_300_on_ron_and_100_per_payer_on_tsumo() -> None:
    ron = score("234789m12345p66p6p riichi seat=S honba=2").points
    assert (ron.main, ron.additional, ron.total) == (2600, 0, 2600)
    tsumo = score("234789m1234566p6p tsumo riichi seat=S honba=2").points
    assert (tsumo.main, tsumo.additional, tsumo.total) == (1500, 900, 3300)


def test_dealer_ron_pays_six_times_base() -> None:
    assert score("234789m12345p66p6p riichi").points.total == 2900


def test_kiriage_rounds_4_han_30_fu_up_to_mangan() -> None:
    text = "234789m12345p66p6p riichi seat=S dora=1m4p"  # riichi pinfu dora 2: 4 han 30 fu
    assert score(text).points.total == 7700
    assert score(text, RiichiRules(kiriage=True)).points.total == 8000


@pytest.mark.parametrize(("kazoe", "total", "level"), [
    (KazoeLimit.YAKUMAN, 32000, "kazoe yakuman"), (KazoeLimit.SANBAIMAN, 24000, "kazoe sanbaiman"),
    (KazoeLimit.NONE, 32000, "yakuman")])
def test_counted_yakuman_limit(kazoe: KazoeLimit, total: int, level: str) -> None:
    # riichi, menzen tsumo, chinitsu, ittsu, pinfu, dora 3: 14 han
    result = score("123456789p23p99p1p tsumo riichi seat=S dora=8p", RiichiRules(kazoe=kazoe))
    assert result.yakuman == () and result.han >= 13
    assert (result.points.total, result.points.level) == (total, level)


def test_double_wind_pair_fu_option() -> None:
    text = "234m567p234s678s1z1z tsumo"
    assert [f.fu for f in score(text).fu_details if f.reason == "double_valued_pair"] == [4]
    two = score(text, RiichiRules(double_wind_pair_fu=2))
    assert [f.fu for f in two.fu_details if f.reason == "double_valued_pair"] == [2]


def test_ron_on_a_shanpon_counts_the_completed_triplet_as_open() -> None:
    result = score("222m777p345s99s44z4z riichi seat=S")
    triplet_items = {str(f.set): f.reason for f in result.fu_details if f.reason.endswith("_pon")}
    assert triplet_items[str(Meld(MeldKind.PUNG, Tile.NORTH, False))] == "open_terminal_pon"
    assert result.win_set == Meld(MeldKind.PUNG, Tile.NORTH, False)


def test_each_yaku_names_the_sets_that_made_it() -> None:
    result = score("[555z] 123m123p123s9m9m seat=S")
    sets = {y.id: y.sets for y in result.yaku}
    assert sets["yakuhai_haku"] == (Meld(MeldKind.PUNG, Tile.WHITE),)
    assert sets["sanshoku_doujun"] == (Meld(MeldKind.CHOW, Tile.M1, True), Meld(MeldKind.CHOW, Tile.P1, True),
                                       Meld(MeldKind.CHOW, Tile.S1, True))


def test_best_reading_wins_triplets_over_sequences() -> None:
    # 111222333m: three concealed triplets (sanankou) or three sequences (iipeikou): the dearer one
    result = score("111222333m456p7s7s tsumo seat=S")
    assert "sanankou" in {y.id for y in result.yaku}


def test_json_object_has_the_contract_fields() -> None:
    data = score("234789m1234066p6p tsumo riichi seat=S dora=1m").to_json()
    assert data["ruleset"] == "riichi" and data["hand"] == "234789m1234066p6p tsumo riichi seat=S dora=1m"
    assert data["yaku"] == [{"id": "riichi", "han": 1}, {"id": "menzen_tsumo", "han": 1}, {"id": "pinfu", "han": 1},
                            {"id": "dora", "han": 1}, {"id": "aka_dora", "han": 1}]
    assert data["yakuman"] == [] and (data["han"], data["fu"]) == (5, 20)
    assert data["points"] == {"total": 8000, "main": 4000, "additional": 2000}
    assert data["fu_details"] == [{"fu": 20, "reason": "base"}]


def test_yakuman_json_lists_multipliers() -> None:
    data = score("5m111222333444z5m seat=S").to_json()
    assert data["yaku"] == []
    assert data["yakuman"] == [{"id": "daisuushii", "multiplier": 2}, {"id": "suuankou_tanki", "multiplier": 2}]
    assert data["han"] == 52 and data["points"]["total"] == 128000


def test_kong_and_wall_together_are_refused() -> None:
    with pytest.raises(HandError, match="kong_and_wall"):
        score("[2222m] 567p234s678s1z1z tsumo kong wall seat=S")
