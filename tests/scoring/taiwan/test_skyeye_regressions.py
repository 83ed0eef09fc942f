"""The hands of SkyEye-FAST/taiwan-mahjong's regression tests (Apache-2.0; src/test/kotlin/top/skyeyefast/taiwan/
PatternRegressionTest.kt and TaiwanScoringTest.kt), written in fanbot's notation. Their context's default is a
self-drawn win by East in the East round; their ``Group`` melds are written as melds. Rules: that project's
RULES.md (POCKET_COMMON and SOUTHERN_COMMON)."""

from __future__ import annotations

import pytest

from scoring.hand import HandError
from tests.scoring.taiwan.helpers import patterns, score

FIVE_TRIPLETS = "111m222p333s44455566z"
OPEN_FIVE_CHOWS = "[123m][456m][123p][123s][789s]11z"


@pytest.mark.parametrize(("hand", "present", "absent"), [
    ("11122233344455566z tsumo", {"big_four_winds", "all_honors", "five_concealed_triplets"}, {"all_triplets"}),
    ("11122233355566644z tsumo", {"small_four_winds"}, set()),
    ("11122255566677733z tsumo", {"big_three_dragons"}, {"white_dragon", "green_dragon", "red_dragon"}),
    ("123456789m55566677z tsumo", {"small_three_dragons", "half_flush"}, {"white_dragon", "green_dragon"}),
    ("11123445677788899m tsumo", {"full_flush", "three_concealed_triplets"}, set()),
    (FIVE_TRIPLETS + " tsumo", {"five_concealed_triplets", "all_triplets", "white_dragon", "single_wait"}, set()),
    ("111m222p333s44477766z tsumo", {"red_dragon"}, set()),
    ("111m222p333s44466655z tsumo", {"green_dragon"}, set()),
    ("123456m123p123789s55z", {"concealed"}, set()),
    ("123456m123p123789s55p", {"pinfu"}, set()),
    (OPEN_FIVE_CHOWS, {"all_from_others"}, set()),
    (OPEN_FIVE_CHOWS + " tsumo", {"half_from_others", "self_draw"}, set()),
    (FIVE_TRIPLETS + " tsumo heavenly flower-replacement", {"heavenly_win"},
     {"concealed_self_draw", "self_draw", "replacement_win"}),
    (FIVE_TRIPLETS + " tsumo earthly seat=S", {"earthly_win"}, {"concealed_self_draw", "self_draw"}),
    (FIVE_TRIPLETS + " human seat=S", {"human_win"}, {"concealed"}),
    (FIVE_TRIPLETS + " tsumo heavenly-ready", {"heavenly_ready", "concealed_self_draw"},
     {"declared_ready", "concealed"}),
    (FIVE_TRIPLETS + " tsumo earthly-ready seat=S", {"earthly_ready"}, {"declared_ready"}),
    (FIVE_TRIPLETS + " tsumo ready-declared last-tile", {"declared_ready", "last_draw"}, set()),
    (FIVE_TRIPLETS + " last-tile", {"last_discard"}, {"last_draw"}),
    (FIVE_TRIPLETS + " tsumo flower-replacement", {"replacement_win"}, set()),
    (FIVE_TRIPLETS + " tsumo flowers=f1f2f3f4", {"flower_set", "seat_flower"}, set()),
    ("{1111z}111m222p333s44455z tsumo", {"five_concealed_triplets"}, set()),
])
def test_every_pattern_has_a_witness_hand(hand, present, absent):
    found = patterns(hand)
    assert present <= set(found), found
    assert not absent & set(found), found


def test_the_five_triplet_hand_scores_exactly_its_five_awards_17_tai():
    result = score(FIVE_TRIPLETS + " tsumo")
    assert {a.id: a.tai for a in result.awards} == {"five_concealed_triplets": 8, "all_triplets": 4,
                                                   "concealed_self_draw": 3, "single_wait": 1, "white_dragon": 1}
    assert result.total == 17


def test_a_south_seat_scores_the_east_round_wind_only():
    found = patterns("111m222p333s11155566z seat=S")
    assert "round_wind" in found and "seat_wind" not in found


def test_the_triplet_completed_by_a_discard_is_not_concealed():
    assert "four_concealed_triplets" in patterns("111222333m444p55s66z+5s")
    assert "five_concealed_triplets" not in patterns("111222333m444p55s66z+5s")
    assert "five_concealed_triplets" in patterns("111222333m444p55s66z+5s tsumo")


def test_the_winning_tile_goes_where_it_scores_most():
    # 1m on a discard completes the chow 123m, so 111m stays a concealed triplet: four of them, not three
    found = patterns("11123m222p333s44455z+1m")
    assert "four_concealed_triplets" in found and "three_concealed_triplets" not in found


def test_all_honors_replaces_all_triplets_and_big_three_dragons_the_dragon_triplets():
    found = patterns("11122255566677733z tsumo")
    assert {"all_honors", "big_three_dragons", "seat_wind", "round_wind"} <= set(found)
    assert not {"all_triplets", "red_dragon", "green_dragon", "white_dragon"} & set(found)


def test_the_southern_preset_drops_the_single_wait_and_caps_the_hand_at_four():
    result = score(FIVE_TRIPLETS + " tsumo", "southern")
    assert "single_wait" not in {a.id for a in result.awards}
    assert result.total == 4 and result.raw_total > 4 and result.limit


def test_the_southern_preset_is_played_without_flowers():
    with pytest.raises(HandError) as caught:
        score(FIVE_TRIPLETS + " tsumo flowers=f1", "southern")
    assert caught.value.code == "taiwan_preset_no_flowers"


def test_seat_flowers_count_by_number_in_both_sets():
    assert patterns("123456m123p123789s55z seat=W flowers=f3f7")["seat_flower"] == 2


def test_a_flower_set_may_replace_its_seat_flower_as_a_house_option():
    assert {"flower_set", "seat_flower"} <= set(patterns("123456m123p123789s55z flowers=f1f2f3f4"))
    replaced = patterns("123456m123p123789s55z flowers=f1f2f3f4", "pocket", "replace-seat-flower")
    assert "flower_set" in replaced and "seat_flower" not in replaced


def test_pinfu_on_a_single_wait_is_refused_by_the_multiple_wait_option():
    assert "pinfu" in patterns("123456m123p123789s55p")
    assert "pinfu" not in patterns("123456m123p123789s55p", "pocket", "pinfu-multiple-waits")


def test_a_flower_replacement_is_no_replacement_win_without_flowers():
    assert "replacement_win" not in patterns("123456m123p123789s55p tsumo flower-replacement", "southern")


def test_seven_pairs_and_a_triplet_is_not_a_winning_shape():
    with pytest.raises(HandError) as caught:
        score("1199m1199p1199s11555z")
    assert caught.value.code == "taiwan_no_winning_shape"


def test_eight_flowers_wins_with_the_replacement_hand_and_no_ordinary_flower_awards():
    found = patterns(FIVE_TRIPLETS + " tsumo flower-replacement flowers=f1f2f3f4f5f6f7f8 flower-win=eight")
    assert found["eight_flowers"] == 8 and "five_concealed_triplets" in found
    assert not {"seat_flower", "flower_set"} & set(found)


def test_eight_flowers_needs_no_winning_shape():
    result = score("147m147p147s1234567z+1m tsumo flower-replacement flowers=f1f2f3f4f5f6f7f8 flower-win=eight")
    assert [(a.id, a.tai) for a in result.awards] == [("eight_flowers", 8)]


def test_seven_robbing_one_is_eight_tai():
    assert patterns(FIVE_TRIPLETS + " flowers=f1f2f3f4f5f6f7 flower-win=seven-robs-one")["seven_robs_one"] == 8
