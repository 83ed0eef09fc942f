"""The kinds of quiz question: what a question asks, as a StrEnum (stored as its text)."""

from __future__ import annotations

import enum


class QuestionKind(enum.StrEnum):
    """What a question asks (``quiz.questions`` describes each)."""

    FANS = "fans"
    TOTAL = "total"
    CHOICE_TOTAL = "choice_total"
    CHOICE_FANS = "choice_fans"
    FU = "fu"
    CHOICE_FU = "choice_fu"
    PAYMENT = "payment"
    CHOICE_PAYMENT = "choice_payment"
    DISCARD = "discard"


KINDS: tuple[QuestionKind, ...] = tuple(QuestionKind)
#: the kinds about a hand's score
SCORE_KINDS = (QuestionKind.FANS, QuestionKind.TOTAL, QuestionKind.CHOICE_TOTAL, QuestionKind.CHOICE_FANS)
#: the kinds asking a figure of a table that pays by fu and han (fu, payments)
FIGURE_KINDS = (QuestionKind.FU, QuestionKind.CHOICE_FU, QuestionKind.PAYMENT, QuestionKind.CHOICE_PAYMENT)
#: other words for a kind (the bot's settings call the total question "points")
KIND_ALIASES: dict[str, QuestionKind] = {
    "points": QuestionKind.TOTAL, "han": QuestionKind.TOTAL, "choice": QuestionKind.CHOICE_TOTAL,
    "ticks": QuestionKind.CHOICE_FANS, "pay": QuestionKind.PAYMENT, "payments": QuestionKind.PAYMENT,
    "choice_pay": QuestionKind.CHOICE_PAYMENT}


def kind_named(word: str) -> QuestionKind | None:
    """The kind a word (its id or an alias) names; ``None`` for none."""
    word = KIND_ALIASES.get(word, word)
    return QuestionKind(word) if word in KINDS else None


__all__ = ["QuestionKind", "KINDS", "SCORE_KINDS", "FIGURE_KINDS", "KIND_ALIASES", "kind_named"]
