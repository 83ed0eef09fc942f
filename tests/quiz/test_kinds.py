"""Question kinds are a StrEnum with one grader each; stored questions of every version read back typed."""

from __future__ import annotations

import json

import pytest

from quiz.grading import GRADERS, grade
from quiz.kinds import KINDS, QuestionKind, kind_named
from quiz.questions import Question, question_kind
from quiz.rulesets import quiz_of, scored_answer
from scoring.mcr import score_hand
from scoring.notation import parse_hand
from scoring.riichi import score_hand as score_riichi


def test_every_kind_has_one_grader():
    assert set(GRADERS) == set(KINDS) == set(QuestionKind)


@pytest.mark.parametrize("word, kind", [("fans", QuestionKind.FANS), ("points", QuestionKind.TOTAL),
                                        ("choice_pay", QuestionKind.CHOICE_PAYMENT), ("nope", None)])
def test_a_kind_is_named_by_its_id_or_an_alias(word, kind):
    assert kind_named(word) is kind


def test_each_ruleset_says_which_kinds_it_asks():
    assert QuestionKind.FU in quiz_of("riichi").kinds and QuestionKind.FU not in quiz_of("mcr").kinds
    with pytest.raises(ValueError, match="is for Riichi hands"):
        question_kind("fu", "mcr")
    assert question_kind("han", "riichi") is QuestionKind.TOTAL


def test_a_question_stored_by_the_previous_version_reads_back_typed():
    answer = score_hand(parse_hand("1112345678999m5m")).to_json()
    stored = json.loads(json.dumps({"ruleset": "mcr", "hand": "1112345678999m5m", "answer": answer, "kind": "total",
                                    "choices": [], "choice_values": [], "correct_choices": [], "meta": {}}))
    question = Question.from_json(stored)
    assert question.kind is QuestionKind.TOTAL and question.to_json()["kind"] == "total"
    nine_gates = question.scored.rows[0]
    assert question.total == 91 and (nine_gates.id, nine_gates.points, nine_gates.count) == ("nine_gates", 88, 1)
    assert grade(question, "91").correct
    older = Question.from_json({k: v for k, v in stored.items() if k != "kind"})  # rows from before kinds
    assert older.kind is QuestionKind.FANS


def test_a_riichi_answer_reads_as_han_with_dora_counted():
    answer = score_riichi(parse_hand("234789m1234566p6p tsumo riichi dora=5p", "riichi")).to_json()
    scored = scored_answer(answer)
    dora = next(y for y in answer["yaku"] if y["id"] == "dora")
    assert scored.total == answer["han"] and dora["han"] > 1
    assert scored.expected["dora"] == dora["han"] and scored.expected["riichi"] == scored.points["riichi"] == 1
    assert scored_answer({"kind": "discard", "ruleset": "riichi", "discards": []}).total == 0
