"""Discard drills: every graded answer matches the efficiency ranking of the position."""

from __future__ import annotations

import random

import pytest

from quiz.discards import credits, discard_question, position_hand, random_discard_question, read_pick
from quiz.grading import grade
from quiz.hands.positions import deal_position
from quiz.scored import DiscardAnswer, DiscardRow
from scoring.efficiency import analyse
from scoring.mcr.efficiency import mcr_rank
from scoring.notation import parse_partial
from scoring.riichi.efficiency import riichi_rank
from tests.deep import seeds, sized

FIXED_SEED = 20261202
QUESTIONS = sized(12, 25)


SEEDS = seeds(FIXED_SEED, "DISCARDS_SEED")


@pytest.mark.parametrize("ruleset", ["mcr", "riichi"])
@pytest.mark.parametrize("seed", SEEDS)
def test_every_discard_of_every_position_is_graded_by_the_ranking(seed, ruleset):
    rng = random.Random(seed)
    rank = mcr_rank if ruleset == "mcr" else riichi_rank
    for _ in range(QUESTIONS):
        position = deal_position(rng)
        question = discard_question(position, ruleset)
        report = analyse(parse_partial(question.hand, ruleset, sizes=(14,)), ruleset)
        ranked = report.discards
        assert [r["tile"] for r in question.answer["discards"]] == [r.tile.code for r in ranked]
        given = {row.tile: grade(question, row.tile.code) for row in ranked}
        best_key = rank(ranked[0])[:-2]  # everything the ranking reads before kinds and the tile
        for row in ranked:
            result = given[row.tile]
            assert result.readable and result.given_text == row.tile.code
            level = rank(row)[:-2] == best_key
            assert result.correct == level, (question.hand, row.tile)
            assert (result.credit == 1.0) == level
            if row.shanten > ranked[0].shanten:
                assert result.credit == 0.0
        # a discard never earns more than one ranked above it
        earned = [given[row.tile].credit for row in ranked]
        assert earned == sorted(earned, reverse=True), question.hand
        assert earned[0] == 1.0


def test_credit_is_the_ratio_of_useful_copies_at_two_shanten_or_more():
    question = None
    rng = random.Random(7)
    while question is None or question.answer["shanten"] < 2:
        question = random_discard_question(rng)
    rows = question.answer["discards"]
    best = rows[0]["useful_count"]
    for row in rows:
        if row["shanten"] == rows[0]["shanten"] and row["credit"] < 1:
            assert row["credit"] <= round(row["useful_count"] / best, 4)


def test_the_question_is_the_position_with_the_table_as_seen_tiles():
    position = deal_position(random.Random(3))
    hand = position_hand(position)
    assert "seen=" in hand and f"seat={position.notation().split('seat=')[1][0]}" in hand
    partial = parse_partial(hand, sizes=(14,))
    assert sorted(partial.concealed) == sorted(position.tiles)
    assert len(partial.seen) == len(position.discarded)


def test_a_pick_reads_as_a_tile_of_the_hand_in_any_script():
    question = discard_question(deal_position(random.Random(11)))
    tile = question.answer["discards"][0]["tile"]
    chinese = {"m": "万", "p": "筒", "s": "条"}
    if tile[1] != "z":
        assert read_pick(question, "一二三四五六七八九"[int(tile[0]) - 1] + chinese[tile[1]]).tile == tile
    assert read_pick(question, tile).tile == tile
    assert read_pick(question, "123m") is None  # three tiles: which one?
    held = {r["tile"] for r in question.answer["discards"]}
    absent = next(f"{r}{s}" for s in "mps" for r in range(1, 10) if f"{r}{s}" not in held)
    assert read_pick(question, absent) is None
    assert not grade(question, "banana").readable


def test_credits_of_a_complete_hand_rank_the_winning_discards_first():
    report = analyse(parse_partial("123m456p789s1155s1z", sizes=(14,)))
    credit = credits(report)
    assert max(credit, key=credit.get).code == "1z"


def test_a_stored_discard_answer_of_todays_shape_reads_as_typed_rows():
    stored = {"ruleset": "mcr", "kind": "discard", "shanten": 1, "best": ["9m"], "discards": [
        {"tile": "9m", "shanten": 1, "useful_count": 20, "credit": 1.0, "route_value": 3.25,
         "winning_8": {"total": 4}},
        {"tile": "1p", "shanten": 2, "useful_count": 30, "credit": 0.4}]}
    read = DiscardAnswer.from_json(stored)
    assert read.rows == (DiscardRow("9m", 1, 20, 1.0, 3.25), DiscardRow("1p", 2, 30, 0.4))
    assert (read.best, read.credits, read.ruleset) == (("9m",), {"9m": 1.0, "1p": 0.4}, "mcr")


@pytest.mark.parametrize("ruleset", ["mcr", "riichi"])
def test_every_discard_drill_answer_reads_back_row_for_row(ruleset):
    question = random_discard_question(random.Random(FIXED_SEED), ruleset)
    rows = question.discard.rows
    assert [row.tile for row in rows] == [row["tile"] for row in question.answer["discards"]]
    assert {row.tile for row in rows if row.credit == 1.0} == set(question.discard.best)
