"""``score_hand``'s result makes its typed parts (yaku hits with their sets, fu items, the reading's sets) when one of
them is first read: a caller reading only han, fu and points never pays for them, and the result behaves whole."""

from __future__ import annotations

import copy
import pickle

import pytest

from scoring.notation import parse_hand
from scoring.riichi import score_hand

HAND = "123m406p789s11z22z2z riichi tsumo dora=4s ura=1m honba=2"


def _pending(result) -> bool:
    return "_pending" in vars(result)


def test_han_fu_and_points_are_read_without_making_the_typed_parts():
    result = score_hand(parse_hand(HAND, "riichi"))
    assert (result.han, result.fu, result.points.total) == (4, 40, 12600)  # dealer tsumo 4,000 all, two honba
    assert _pending(result)


def test_reading_one_part_makes_them_all_once():
    result = score_hand(parse_hand(HAND, "riichi"))
    yaku = result.yaku
    assert not _pending(result)
    assert [y.id for y in yaku] == ["riichi", "menzen_tsumo", "aka_dora", "ura_dora"]
    assert result.yaku is yaku and result.fu_details and result.sets and result.win_set is not None


@pytest.mark.parametrize("whole", [pickle.loads, copy.copy, copy.deepcopy])
def test_a_result_not_yet_read_is_equal_pickled_and_copied_as_the_whole_result(whole):
    hand = parse_hand(HAND, "riichi")
    read = score_hand(hand)
    read.yakuman  # noqa: B018 - reading a part makes them all
    other = score_hand(hand)
    made = whole(pickle.dumps(other)) if whole is pickle.loads else whole(other)
    assert made == read and hash(made) == hash(read) and repr(made) == repr(read)
    assert not _pending(made)


def test_an_unknown_attribute_is_still_an_attribute_error():
    result = score_hand(parse_hand(HAND, "riichi"))
    with pytest.raises(AttributeError):
        result.fans  # noqa: B018
    assert not hasattr(result, "fans") and _pending(result)
