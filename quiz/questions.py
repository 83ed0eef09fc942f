"""Quiz questions: a hand with its context, what is asked, and (for multiple choice) the options.

The question is data; its words (the hand's context, what is asked) are the presentation
layer's (``bot/render/text_quiz.py``: ``question_lines`` for a terminal, the chat's round beside it).

Kinds:
- ``fans``: name every fan (counts included); a total may be added.
- ``total``: give the total.
- ``choice_total``: pick the total among four.
- ``choice_fans``: tick every fan that scores, among correct fans and plausible traps.
- ``fu`` / ``choice_fu`` (rulesets that count fu): how many fu, typed or picked among four.
- ``payment`` / ``choice_payment`` (the same): how many points the winner is paid (``7700``,
  ``2000/3900``, ``6000 all``), typed or picked among four.
- ``discard``: 14 tiles of a realistic position, which tile to discard (``quiz.discards``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from quiz.fans import fan_info, fan_infos
from quiz.hands.positions import Position
from quiz.kinds import KIND_ALIASES, KINDS, QuestionKind, kind_named
from quiz.riichi_points import fu_choices, payment_choices
from quiz.rulesets import DEFAULT_RULESET, quiz_of, scored_answer
from quiz.scored import DiscardAnswer, ScoredAnswer, discard_answer


def question_kind(kind: str, ruleset: str | None = None) -> QuestionKind:
    """The kind a word names; ValueError naming the word when it names none (or, given a ruleset,
    when that ruleset cannot ask it)."""
    named = kind_named(kind)
    if named is None:
        raise ValueError(f"unknown question kind '{KIND_ALIASES.get(kind, kind)}': use one of {', '.join(KINDS)}")
    if ruleset is not None and named not in quiz_of(ruleset).kinds:
        raise ValueError(quiz_of(ruleset).unasked_kind_words(named, ruleset))
    return named


@dataclass(frozen=True)
class QuestionMeta:
    """Where a question came from and how its round is played, as stored beside it."""

    #: the fan the hand was built around, and the difficulty it was drawn at (generated hands)
    target: str | None = None
    difficulty: str | None = None
    #: the round's mode outside a game (``quiz.games.GameMode``)
    mode: str | None = None
    #: a discard drill's position (``quiz.hands.positions.Position``)
    position: Position | None = None
    #: the day of a daily drill (``YYYY-MM-DD``)
    daily: str | None = None

    def to_json(self) -> dict:
        """The fields that are set (a stored row of today's shape has only those)."""
        data: dict = {}
        if self.target is not None or self.difficulty is not None:
            data.update(target=self.target, difficulty=self.difficulty)
        if self.position is not None:
            data["position"] = self.position.to_json()
        data.update({key: value for key, value in (("mode", self.mode), ("daily", self.daily)) if value is not None})
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> QuestionMeta:
        position = data.get("position")
        return cls(target=data.get("target"), difficulty=data.get("difficulty"), mode=data.get("mode"),
                   position=Position.from_json(position) if position else None, daily=data.get("daily"))


@dataclass(frozen=True)
class Question:
    ruleset: str
    #: the hand in normalized notation (melds first, winning tile last, flags after)
    hand: str
    #: the score JSON of its ruleset's scorer (notation.md)
    answer: dict
    kind: QuestionKind = QuestionKind.FANS
    choices: tuple[str, ...] = ()
    #: the option values behind ``choices``: totals, or fan ids
    choice_values: tuple[str, ...] = ()
    correct_choices: tuple[int, ...] = ()
    meta: QuestionMeta = QuestionMeta()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", QuestionKind(self.kind))  # a kind given as its text, as stored

    @cached_property
    def scored(self) -> ScoredAnswer:
        """The answer as typed data, read once (the stored ``answer`` is the scorer's JSON)."""
        return scored_answer(self.answer)

    @cached_property
    def discard(self) -> DiscardAnswer:
        """A discard drill's answer as typed data."""
        return discard_answer(self.answer)

    @property
    def total(self) -> int:
        return self.scored.total

    def expected_fans(self) -> dict[str, int]:
        return expected_fans(self.answer)

    def to_json(self) -> dict:
        return {"ruleset": self.ruleset, "hand": self.hand, "answer": self.answer, "kind": self.kind,
                "choices": list(self.choices), "choice_values": list(self.choice_values),
                "correct_choices": list(self.correct_choices), "meta": self.meta.to_json()}

    @classmethod
    def from_json(cls, data: dict) -> Question:
        return cls(data.get("ruleset", DEFAULT_RULESET), data["hand"], data.get("answer", {}), data.get("kind", "fans"),
                   tuple(data.get("choices", ())), tuple(str(v) for v in data.get("choice_values", ())),
                   tuple(data.get("correct_choices", ())), QuestionMeta.from_json(data.get("meta", {})))


def answer_total(answer: dict) -> int:
    return scored_answer(answer).total


def expected_fans(answer: dict) -> dict[str, int]:
    """``{fan id: count}`` of a score JSON; where dora score, they count their han."""
    return scored_answer(answer).expected


def fan_points(answer: dict) -> dict[str, int]:
    return scored_answer(answer).points


def make_question(ruleset: str, hand: str, answer: dict, kind: str = QuestionKind.FANS,
                  rng: random.Random | None = None, meta: QuestionMeta | None = None) -> Question:
    """A question of the given kind; multiple-choice options are drawn with ``rng`` (reproducible)."""
    kind = question_kind(kind, ruleset)
    rng = rng or random.Random(hand)
    question = Question(ruleset, hand, answer, kind, meta=meta or QuestionMeta())
    if kind is QuestionKind.CHOICE_TOTAL:
        return _with_total_choices(question, rng)
    if kind is QuestionKind.CHOICE_FU:
        fu = question.scored.fu
        values = fu_choices(fu, rng)
        return replace(question, choices=tuple(f"{v} fu" for v in values),
                       choice_values=tuple(str(v) for v in values), correct_choices=(values.index(fu),))
    if kind is QuestionKind.CHOICE_PAYMENT:
        payments = payment_choices(answer, rng)
        texts = tuple(p.text() for p in payments)
        return replace(question, choices=texts, choice_values=texts,
                       correct_choices=(texts.index(question.scored.payment.text()),))
    if kind is QuestionKind.CHOICE_FANS:
        return _with_fan_choices(question, rng)
    return question


def _with_total_choices(question: Question, rng: random.Random) -> Question:
    total = question.total
    points = sorted(set(fan_points(question.answer).values()))
    # Plausible mistakes: a fan forgotten or an implied fan added, off by one or two.
    candidates = {total + p for p in points} | {total - p for p in points} | {total - 1, total + 1, total + 2}
    candidates = {c for c in candidates if c > 0 and c != total}
    distractors = rng.sample(sorted(candidates), k=min(3, len(candidates)))
    values = [total, *distractors]
    rng.shuffle(values)
    return replace(question, choices=tuple(str(v) for v in values), choice_values=tuple(str(v) for v in values),
                   correct_choices=(values.index(total),))


def _with_fan_choices(question: Question, rng: random.Random, options: int = 8) -> Question:
    ruleset = question.ruleset
    expected = question.expected_fans()
    correct = list(expected)
    correct = [f for f in correct if f != "flower_tiles"] or correct
    if len(correct) > options - 2:
        correct = rng.sample(correct, options - 2)
    infos = fan_infos(ruleset)
    # Traps first: fans the correct ones exclude (the usual "counted twice" mistake).
    traps = [x for f in correct for x in fan_info(ruleset, f, question.answer).excludes
             if x not in expected]
    traps = list(dict.fromkeys(traps))
    rng.shuffle(traps)
    pool = [f for f in infos if f not in expected and f not in traps and f != "flower_tiles"
            and infos[f].points <= 24]
    rng.shuffle(pool)
    wrong = (traps[: max(1, (options - len(correct)) // 2)] + pool)[: options - len(correct)]
    values = correct + wrong
    rng.shuffle(values)
    labels = tuple(fan_info(ruleset, v, question.answer).label() for v in values)
    return replace(question, choices=labels, choice_values=tuple(values),
                   correct_choices=tuple(i for i, v in enumerate(values) if v in expected))


__all__ = ["Question", "QuestionMeta", "QuestionKind", "KINDS", "KIND_ALIASES", "question_kind", "make_question",
           "answer_total", "expected_fans", "fan_points"]
