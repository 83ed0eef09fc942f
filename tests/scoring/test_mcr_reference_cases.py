"""Named tests for the verified cases of rules.md §5: first the case table against the reference
itself (catches conversion mistakes), then our scorer against the table."""

from __future__ import annotations

import pytest

from scoring.hand import HandError
from scoring.notation import format_hand, parse_hand
from tests.scoring.mcr_cases import CASES, McrCase, hand_without_flag_checks
from tests.scoring.mcr_reference import (
    SPEC_BY_ID,
    SPEC_FANS,
    ReferenceError,
    describe_fans,
    fans_total,
    reference_fans,
    reference_total,
)

SCORED = [c for c in CASES if c.expect == "score"]
NOT_WINNING = [c for c in CASES if c.expect == "not_win"]
REJECTED = [c for c in CASES if c.expect == "parser_rejects"]
#: what the parser must name for each case it refuses
REJECTION_CODES = {"replacement_no_kong": "kong_without_kong", "robbing_invalid": "robbed_tile_held",
                   "last_tile_dropped": "last_copy_held", "thirteen_orphans_l4_ignored": "last_copy_held"}


def by_name(cases: list[McrCase]) -> dict:
    return {"argvalues": cases, "ids": [c.name for c in cases]}


def test_case_table_covers_rules_section_5():
    names = [c.name for c in CASES]
    assert len(names) == len(set(names)), "case names must be unique"
    assert len(CASES) >= 170
    assert {c.expect for c in CASES} <= {"score", "not_win", "parser_rejects"}
    assert sorted(c.name for c in REJECTED) == sorted(REJECTION_CODES)


def test_case_table_demonstrates_every_fan():
    shown = {fan_id for c in SCORED for fan_id in c.fans}
    assert shown == {f.id for f in SPEC_FANS}


def test_case_table_totals_add_up():
    for case in SCORED + REJECTED:
        assert set(case.fans) <= set(SPEC_BY_ID), case.name
        assert fans_total(case.fans) == case.total, case.name


@pytest.mark.parametrize("case", **by_name(SCORED + REJECTED))
def test_case_table_matches_reference(case: McrCase):
    hand = hand_without_flag_checks(case.hand) if case.expect == "parser_rejects" else parse_hand(case.hand)
    got = reference_fans(hand)
    assert got == case.fans, f"{case.hand}: reference {describe_fans(got)}; table {describe_fans(case.fans)}"
    assert reference_total(hand) == case.total


@pytest.mark.parametrize("case", **by_name(NOT_WINNING))
def test_case_table_not_winning_matches_reference(case: McrCase):
    with pytest.raises(ReferenceError, match="ERROR_NOT_WIN"):
        reference_fans(parse_hand(case.hand))


@pytest.mark.parametrize("case", **by_name(REJECTED))
def test_parser_rejects_contradictory_flags(case: McrCase):
    """The reference silently ignores these flags; our parser names the contradiction instead."""
    with pytest.raises(HandError) as raised:
        parse_hand(case.hand)
    assert raised.value.code == REJECTION_CODES[case.name]


def test_normalized_case_hands_parse_back_identically():
    for case in SCORED + NOT_WINNING:
        hand = parse_hand(case.hand)
        assert parse_hand(format_hand(hand)) == hand, case.name


# ----------------------------------------------------------------------------- our scorer


def our_fans(result) -> dict[str, int]:
    fans: dict[str, int] = {}
    for hit in result.fans:
        fans[hit.id] = fans.get(hit.id, 0) + hit.count
    return fans


@pytest.mark.parametrize("case", **by_name(SCORED))
def test_mcr_scores_case(case: McrCase):
    from scoring.mcr import score_hand

    result = score_hand(parse_hand(case.hand))
    got = our_fans(result)
    assert got == case.fans, f"{case.hand}: fanbot {describe_fans(got)}; reference {describe_fans(case.fans)}"
    assert result.total == case.total
    for hit in result.fans:
        assert hit.points == SPEC_BY_ID[hit.id].points, hit.id
    flowers = case.fans.get("flower_tiles", 0)
    assert result.total_without_flowers == case.total - flowers
    assert result.meets_minimum == (case.total - flowers >= 8)


@pytest.mark.parametrize("case", **by_name(NOT_WINNING))
def test_mcr_refuses_case_without_winning_shape(case: McrCase):
    from scoring.mcr import score_hand

    with pytest.raises(HandError, match="not_winning"):
        score_hand(parse_hand(case.hand))


def test_fan_table_matches_spec_table():
    from scoring.mcr import fan_table

    table = fan_table()
    assert [f.id for f in table] == [f.id for f in SPEC_FANS]
    for fan in table:
        spec = SPEC_BY_ID[fan.id]
        assert (fan.points, fan.zh, fan.zh_hant, fan.en) == (spec.points, spec.zh_hans, spec.zh_hant, spec.en)
        assert set(fan.excludes) <= set(SPEC_BY_ID), fan.id


@pytest.mark.parametrize("case", **by_name(SCORED[::10]))
def test_mcr_json_of_case(case: McrCase):
    from scoring.mcr import score_hand

    hand = parse_hand(case.hand)
    data = score_hand(hand).to_json()
    assert data["ruleset"] == "mcr"
    assert data["hand"] == format_hand(hand)
    assert data["total"] == case.total
    assert data["meets_minimum"] == (case.total - case.fans.get("flower_tiles", 0) >= 8)
    assert {f["id"]: f["count"] for f in data["fans"]} == case.fans
    for fan in data["fans"]:
        spec = SPEC_BY_ID[fan["id"]]
        assert (fan["points"], fan["zh"], fan["zh_hant"], fan["en"]) == (spec.points, spec.zh_hans, spec.zh_hant,
                                                                         spec.en)
        assert isinstance(fan["sets"], list)
