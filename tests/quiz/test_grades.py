"""A grade is typed data, stored as JSON beside the answer, and every stored row reads back."""

import json
import random

from quiz.discards import discard_question
from quiz.grades import FanCount, Grade
from quiz.grading import grade
from quiz.hands.positions import position_for
from quiz.notes import CountsOnce, NotScored, Unread
from quiz.questions import make_question
from scoring.mcr import score_hand
from scoring.notation import parse_hand

ACCOUNT_ONCE = "234567s234567p9m9m"

#: a grade as the bot stores it today (``answers.grade``), an MCR fan answer with one fan too many
STORED = {
    "correct": False, "credit": 0.9091, "right": [{"id": "all_chows", "count": 1, "label": "平和", "points": 2}],
    "missing": [], "wrong": [{"id": "mixed_double_chow", "count": 1, "label": "喜相逢", "points": 1}],
    "total_expected": 8, "total_given": None, "total_off": None, "unknown": ["banana"],
    "explanation": [
        {"kind": "AnswerTotal", "total": 8, "ruleset": "mcr"},
        {"kind": "AnswerFan", "id": "short_straight", "label": "连六", "count": 1, "value": 1,
         "sets": ["234s 567s"], "ruleset": "mcr"},
        {"kind": "NotScored", "label": "喜相逢", "reason": {"kind": "CountsOnce", "expected": 2, "named": 3},
         "fan": "mixed_double_chow", "ruleset": "mcr"},
        {"kind": "Unread", "words": ["banana"]}],
    "outcomes": {"all_chows": "right", "mixed_double_chow": "wrong"}, "readable": True}


def test_a_stored_grade_of_todays_shape_reads_back_typed():
    read = Grade.from_json(STORED)
    assert read.right == (FanCount("all_chows", 1, "平和", 2),) and read.missing == ()
    assert read.unknown == ("banana",) and read.total_off is None
    assert read.explanation[1].sets == ("234s 567s",)
    assert read.explanation[2] == NotScored("喜相逢", CountsOnce(2, 3), fan="mixed_double_chow", ruleset="mcr")
    assert read.explanation[3] == Unread(("banana",))
    assert stored(read) == STORED


def stored(grade: Grade) -> dict:
    """The grade as the database keeps it (JSON text: tuples become lists)."""
    return json.loads(json.dumps(grade.to_json()))


def test_a_discard_grade_keeps_the_tile_given():
    row = {"correct": True, "credit": 1.0, "right": [], "missing": [], "wrong": [], "total_expected": 0,
              "total_given": None, "total_off": None, "unknown": [], "explanation": [], "outcomes": {},
              "readable": True, "asked": "discard", "expected": "9m", "given": "9m"}
    read = Grade.from_json(row)
    assert (read.asked, read.expected_text, read.given_text) == ("discard", "9m", "9m")
    assert stored(read) == row


def test_an_early_row_with_few_fields_still_reads():
    assert Grade.from_json({"total": 24}) == Grade(False, 0.0)


def test_every_grade_the_graders_make_reads_back_as_itself():
    answer = score_hand(parse_hand(ACCOUNT_ONCE)).to_json()
    for kind in ("fans", "total", "choice_total", "choice_fans"):
        question = make_question("mcr", ACCOUNT_ONCE, answer, kind, random.Random(1))
        for text in ("门前清 平和 喜相逢x3 无字 banana", "8", "A C", "no idea"):
            made = grade(question, text)
            # the stored row's fan counts drop their ruleset (the explanation keeps it)
            assert stored(Grade.from_json(stored(made))) == stored(made)
    drill = discard_question(position_for("grades"), "mcr")
    made = grade(drill, drill.discard.best[0])
    assert Grade.from_json(stored(made)) == made
