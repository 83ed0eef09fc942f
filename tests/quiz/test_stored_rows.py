"""A game's options and a round's question are typed, stored as JSON: rows written by the previous
version (plain dicts) read back typed and are written again unchanged."""

import json
import random

from quiz.discards import random_discard_question
from quiz.hands.positions import Position
from quiz.kinds import QuestionKind
from quiz.questions import Question, QuestionMeta
from quiz.records import Difficulty, GameOptions


def stored(data: dict) -> dict:
    return json.loads(json.dumps(data))


def test_a_games_options_stored_as_a_dict_read_back_typed_and_write_the_same_dict():
    row = stored({"kind": "choice_total", "difficulty": "hard", "target": "pure_shifted_chows", "seed": 7,
                  "started_by": "42"})
    options = GameOptions.from_json(row)
    assert options == GameOptions(QuestionKind.CHOICE_TOTAL, Difficulty.HARD, "pure_shifted_chows", 7, "42")
    assert options.to_json() == row


def test_options_missing_from_an_older_row_take_the_defaults():
    options = GameOptions.from_json({"kind": "fans", "difficulty": "normal", "target": None, "seed": None})
    assert options == GameOptions() and options.started_by is None


def test_a_generated_questions_meta_and_a_single_rounds_mode_read_back_typed():
    meta = stored({"target": None, "difficulty": "normal", "mode": "first"})
    question = Question.from_json(stored({"ruleset": "mcr", "hand": "1112345678999m5m", "answer": {}, "kind": "fans",
                                          "choices": [], "choice_values": [], "correct_choices": [], "meta": meta}))
    assert question.meta == QuestionMeta(difficulty="normal", mode="first")
    assert question.to_json()["meta"] == meta


def test_a_discard_drills_position_and_day_read_back_as_a_position():
    question = random_discard_question(random.Random(3))
    row = stored(question.to_json())
    row["meta"]["daily"] = "2026-03-01"
    again = Question.from_json(row)
    assert isinstance(again.meta.position, Position) and again.meta.daily == "2026-03-01"
    assert again.meta.position.to_json() == question.meta.position.to_json()  # the row keeps the seen tiles sorted
    assert again.to_json() == row
