"""The fan definitions of ``scoring/mcr/rules/``: one per fan of the table, each in its rule-book
group, and a few of them read as specifications on their own."""

from __future__ import annotations

import pytest

from scoring.mcr import fan_table, score_hand
from scoring.mcr.combine import chow_fan, pung_fan
from scoring.mcr.decompose import PUNG
from scoring.mcr.fans import INDEX, FanTableError
from scoring.mcr.principles import apply_non_repeat
from scoring.mcr.readings import SHAPES
from scoring.mcr.rules import GROUPS, RULES, rules_in_table_order
from scoring.mcr.rules.registry import fan
from scoring.notation import parse_hand

GROUP_MODULES = {
    "winds and dragons": "winds_dragons",
    "tile content": "tile_content",
    "suits": "suits",
    "sets and combinations": "sets",
    "concealment and kongs": "concealment",
    "waits and win conditions": "wins",
    "special shapes": "special",
}

# Reference codes: 0x11-0x19 characters, 0x21-0x29 bamboo, 0x31-0x39 dots, 0x41-0x44 winds,
# 0x45-0x47 dragons; a chow by its middle tile.
M, S, P = 0x10, 0x20, 0x30
EAST, SOUTH, WEST, NORTH = 0x41, 0x42, 0x43, 0x44


def test_every_fan_of_the_table_has_exactly_one_definition():
    ids = [f.id for f in fan_table()]
    assert sorted(RULES) == sorted(ids)
    assert len(RULES) == len(ids) == 82
    assert [r.id for r in rules_in_table_order()] == ids


def test_definitions_take_points_and_exclusions_from_the_data_file():
    for fan_def in fan_table():
        rule = RULES[fan_def.id]
        assert rule.fan is fan_def
        assert (rule.points, rule.excludes) == (fan_def.points, fan_def.excludes)


def test_each_definition_is_a_function_named_after_its_fan_in_its_group_module():
    for rule in RULES.values():
        assert rule.find.__name__ == rule.id
        assert rule.group in GROUPS
        assert rule.find.__module__ == f"scoring.mcr.rules.{GROUP_MODULES[rule.group]}"
        assert rule.shapes and rule.shapes <= set(SHAPES)
        assert rule.find.__doc__, f"{rule.id} has no docstring"


def test_every_rule_book_group_has_definitions():
    assert {r.group for r in RULES.values()} == set(GROUPS)


def test_a_second_definition_of_a_fan_is_refused():
    def full_flush(t):
        return True

    with pytest.raises(FanTableError, match="defined twice"):
        fan("suits")(full_flush)


def test_a_definition_without_a_table_row_is_refused():
    def dragon_tail(r):
        return None

    with pytest.raises(FanTableError, match="no row in fans.tsv"):
        fan("sets and combinations")(dragon_tail)


# ------------------------------------------------------------------ single definitions

def test_pure_shifted_chows_steps_up_by_one_or_by_two_in_one_suit():
    find = RULES["pure_shifted_chows"].find
    assert find(M | 2, M | 3, M | 4)
    assert find(S | 3, S | 5, S | 7)
    assert not find(M | 2, M | 3, M | 5)
    assert not find(M | 2, P | 3, S | 4)


def test_mixed_shifted_chows_needs_three_suits():
    find = RULES["mixed_shifted_chows"].find
    assert find(M | 4, S | 2, P | 3)
    assert not find(M | 2, M | 3, P | 4)


def test_mixed_straight_is_123_456_789_in_three_suits():
    find = RULES["mixed_straight"].find
    assert find(M | 5, S | 2, P | 8)
    assert not find(M | 2, M | 5, M | 8)


def test_short_straight_and_two_terminal_chows_stay_in_one_suit():
    assert RULES["short_straight"].find(M | 2, M | 5)
    assert not RULES["short_straight"].find(M | 8, S | 2)
    assert RULES["two_terminal_chows"].find(P | 2, P | 8)
    assert not RULES["two_terminal_chows"].find(P | 2, S | 8)


def test_big_three_winds_and_four_pure_shifted_pungs():
    assert RULES["big_three_winds"].find(EAST, SOUTH, NORTH)
    assert not RULES["big_three_winds"].find(EAST, SOUTH, 0x45)
    assert RULES["four_pure_shifted_pungs"].find(S | 3, S | 4, S | 5, S | 6)
    assert not RULES["four_pure_shifted_pungs"].find(EAST, SOUTH, WEST, NORTH)


def test_combination_lookup_names_the_fan_whatever_the_order_of_the_sets():
    assert chow_fan(M | 4, M | 2, M | 3) == INDEX["pure_shifted_chows"]
    assert chow_fan(S | 8, S | 2) == INDEX["two_terminal_chows"]
    assert chow_fan(M | 2, S | 5) == -1
    assert pung_fan(P | 7, M | 7, S | 7) == INDEX["triple_pung"]
    assert pung_fan(NORTH, WEST, SOUTH, EAST) == INDEX["big_four_winds"]


@pytest.mark.parametrize(("fan_id", "tiles", "expected"), [
    ("full_flush", (M | 1, M | 5, M | 9), True),
    ("full_flush", (M | 1, M | 5, EAST), False),
    ("half_flush", (M | 1, M | 5, EAST), True),
    ("one_voided_suit", (M | 1, S | 5, EAST), True),
    ("one_voided_suit", (M | 1, EAST), False),
    ("all_types", (M | 1, S | 5, P | 9, EAST, 0x46), True),
    ("lower_four", (M | 1, S | 4, P | 2), True),
    ("lower_tiles", (M | 1, S | 4, P | 2), False),
    ("all_terminals_and_honors", (M | 1, S | 9, 0x47), True),
])
def test_hand_wide_tile_fans(fan_id, tiles, expected):
    from scoring.mcr.readings import TileSet

    assert RULES[fan_id].find(TileSet(tuple(sorted(tiles)))) is expected


# ------------------------------------------------------------------ principles

def test_prevalent_wind_removes_only_its_own_pung_of_terminals_or_honors():
    east, nines = (PUNG, EAST, True), (PUNG, M | 9, False)
    found: list = [None] * len(fan_table())
    found[INDEX["prevalent_wind"]] = [(east,)]
    found[INDEX["pung_of_terminals_or_honors"]] = [(east,), (nines,)]
    apply_non_repeat(found)
    assert found[INDEX["pung_of_terminals_or_honors"]] == [(nines,)]


def test_an_excluded_fan_excludes_nothing_itself():
    whole = ("whole",)
    found: list = [None] * len(fan_table())
    for fan_id in ("four_concealed_pungs", "fully_concealed_hand"):
        found[INDEX[fan_id]] = [whole]
    found[INDEX["self_drawn"]] = [(0x11,)]
    apply_non_repeat(found)
    assert found[INDEX["fully_concealed_hand"]] is None
    assert found[INDEX["self_drawn"]] == [(0x11,)]


def test_found_sets_name_the_chows_of_pure_shifted_chows():
    hit = next(h for h in score_hand(parse_hand("123m234m345m789p55s")).fans if h.id == "pure_shifted_chows")
    assert hit.to_json()["sets"] == [["123m", "234m", "345m"]]
