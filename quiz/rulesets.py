"""The quiz's registry of rulesets: each ``QuizRuleset`` under its core ruleset's id."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from quiz.ruleset_hk import HK_QUIZ
from quiz.ruleset_mcr import MCR_QUIZ
from quiz.ruleset_parts import QuizRuleset
from quiz.ruleset_riichi import RIICHI_QUIZ
from quiz.ruleset_taiwan import TAIWAN_QUIZ
from quiz.scored import NO_SCORE, ScoredAnswer
from scoring.registry import PartRegistry

_REGISTRY: PartRegistry[QuizRuleset] = PartRegistry("quiz.rulesets", (MCR_QUIZ, RIICHI_QUIZ, HK_QUIZ, TAIWAN_QUIZ))
#: the ruleset a question, game or deck is in when none is named (and that of answers stored without one)
DEFAULT_RULESET: str = MCR_QUIZ.id


def register_quiz(part: QuizRuleset) -> QuizRuleset:
    return _REGISTRY.register(part)


def unregister_quiz(ruleset_id: str) -> None:
    _REGISTRY.unregister(ruleset_id)


def quiz_of(ruleset_id: str) -> QuizRuleset:
    """The quiz's part of a ruleset; ``KeyError`` for a ruleset the quiz does not know."""
    return _REGISTRY[ruleset_id]


def scorer_fan_table(ruleset_id: str) -> Sequence[Any]:
    """The fans of a ruleset's own scorer table (``scoring.mcr.FanDef`` rows); none for a ruleset without."""
    part = _REGISTRY.get(ruleset_id)
    return part.fan_table() if part is not None else ()


def glossary_of(ruleset_id: str) -> str:
    """The glossary section a ruleset's fans are named from (a variant names its base's fans)."""
    part = _REGISTRY.get(ruleset_id)
    return part.glossary if part is not None else ruleset_id


def quiz_rulesets() -> tuple[str, ...]:
    """The ids of the rulesets with a quiz, as plain text (a usage message lists them as they are typed)."""
    return tuple(map(str, _REGISTRY))


def scored_answer(answer: Mapping[str, Any]) -> ScoredAnswer:
    """A stored answer as typed data: a score JSON names its ruleset (MCR's older rows may not)."""
    if answer.get("kind") == "discard":
        return NO_SCORE  # a discard drill asks for a tile, not a total
    return quiz_of(answer.get("ruleset", DEFAULT_RULESET)).read_answer(answer)


__all__ = ["DEFAULT_RULESET", "register_quiz", "unregister_quiz", "quiz_of", "quiz_rulesets", "scored_answer",
           "scorer_fan_table", "glossary_of"]
