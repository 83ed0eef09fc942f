"""Quiz questions: a hand with its context, what is asked, and (for multiple choice) the options.

The question is data; its words (the hand's context, what is asked) are the presentation
layer's (``bot/render/text_quiz.py``: ``question_lines`` for a terminal, the chat's round beside it).

Kinds:
- ``fans``: name every fan (counts included); a total may be added.
- ``total``: give the total.
- ``choice_total``: pick the total among four.
- ``choice_fans``: tick every fan that scores, among correct fans and plausible traps.
- ``fu`` / ``choice_fu`` (Riichi): how many fu, typed or picked among four.
- ``payment`` / ``choice_payment`` (Riichi): how many points the winner is paid (``7700``,
  ``2000/3900``, ``6000 all``), typed or picked among four.
- ``discard``: 14 tiles of a realistic position, which tile to discard (``quiz.discards``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from quiz.fans import fan_info, fan_infos
from quiz.riichi_points import answer_payment, fu_choices, payment_choices

KINDS = ("fans", "total", "choice_total", "choice_fans", "fu", "choice_fu", "payment", "choice_payment", "discard")
#: kinds that only a Riichi hand can be asked (MCR has neither fu nor payments)
RIICHI_KINDS = ("fu", "choice_fu", "payment", "choice_payment")
#: other words for a kind (the bot's settings call the total question "points")
KIND_ALIASES = {"points": "total", "han": "total", "choice": "choice_total", "ticks": "choice_fans",
                "pay": "payment", "payments": "payment", "choice_pay": "choice_payment"}


def question_kind(kind: str, ruleset: str | None = None) -> str:
    """The kind a word names; ValueError naming the word when it names none (or, given a ruleset,
    when that ruleset cannot ask it)."""
    kind = KIND_ALIASES.get(kind, kind)
    if kind not in KINDS:
        raise ValueError(f"unknown question kind '{kind}': use one of {', '.join(KINDS)}")
    if ruleset == "mcr" and kind in RIICHI_KINDS:
        raise ValueError(f"question kind '{kind}' is for Riichi hands: MCR has no fu or payments")
    return kind




@dataclass(frozen=True)
class Question:
    ruleset: str
    #: the hand in normalized notation (melds first, winning tile last, flags after)
    hand: str
    #: the score JSON of notation.md (MCR) or the Riichi result JSON
    answer: dict
    kind: str = "fans"
    choices: tuple[str, ...] = ()
    #: the option values behind ``choices``: totals, or fan ids
    choice_values: tuple[str, ...] = ()
    correct_choices: tuple[int, ...] = ()
    meta: dict = field(default_factory=dict)

    @property
    def total(self) -> int:
        return answer_total(self.answer)

    def expected_fans(self) -> dict[str, int]:
        return expected_fans(self.answer)

    def to_json(self) -> dict:
        return {"ruleset": self.ruleset, "hand": self.hand, "answer": self.answer, "kind": self.kind,
                "choices": list(self.choices), "choice_values": list(self.choice_values),
                "correct_choices": list(self.correct_choices), "meta": self.meta}

    @classmethod
    def from_json(cls, data: dict) -> Question:
        return cls(data["ruleset"], data["hand"], data["answer"], data.get("kind", "fans"),
                   tuple(data.get("choices", ())), tuple(str(v) for v in data.get("choice_values", ())),
                   tuple(data.get("correct_choices", ())), dict(data.get("meta", {})))


def answer_total(answer: dict) -> int:
    if answer.get("kind") == "discard":
        return 0  # a discard drill asks for a tile, not a total
    if answer.get("ruleset") == "riichi":
        return int(answer.get("han", 0))
    return int(answer["total"])


def expected_fans(answer: dict) -> dict[str, int]:
    """``{fan id: count}`` of a score JSON; for Riichi, dora count their han."""
    if answer.get("ruleset") == "riichi":
        out: dict[str, int] = {}
        for y in answer.get("yaku", []):
            out[y["id"]] = int(y["han"]) if y["id"] in ("dora", "ura_dora", "aka_dora") else 1
        for y in answer.get("yakuman", []):
            out[y["id"]] = 1
        return out
    return {f["id"]: int(f.get("count", 1)) for f in answer.get("fans", [])}


def fan_points(answer: dict) -> dict[str, int]:
    if answer.get("ruleset") == "riichi":
        points = {y["id"]: int(y["han"]) for y in answer.get("yaku", [])}
        points.update({y["id"]: 13 * int(y.get("multiplier", 1)) for y in answer.get("yakuman", [])})
        return points
    return {f["id"]: int(f["points"]) for f in answer.get("fans", [])}


def make_question(ruleset: str, hand: str, answer: dict, kind: str = "fans", rng: random.Random | None = None,
                  meta: dict | None = None) -> Question:
    """A question of the given kind; multiple-choice options are drawn with ``rng`` (reproducible)."""
    kind = question_kind(kind, ruleset)
    rng = rng or random.Random(hand)
    question = Question(ruleset, hand, answer, kind, meta=dict(meta or {}))
    if kind == "choice_total":
        return _with_total_choices(question, rng)
    if kind == "choice_fu":
        values = fu_choices(int(answer["fu"]), rng)
        return replace(question, choices=tuple(f"{v} fu" for v in values),
                       choice_values=tuple(str(v) for v in values), correct_choices=(values.index(int(answer["fu"])),))
    if kind == "choice_payment":
        payments = payment_choices(answer, rng)
        texts = tuple(p.text() for p in payments)
        return replace(question, choices=texts, choice_values=texts,
                       correct_choices=(texts.index(answer_payment(answer).text()),))
    if kind == "choice_fans":
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


__all__ = ["Question", "KINDS", "RIICHI_KINDS", "question_kind", "make_question", "answer_total",
           "expected_fans", "fan_points"]
