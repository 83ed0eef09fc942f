"""The quiz's part of a ruleset: the questions it asks, its hands, how its answers read.

One ``QuizRuleset`` per ruleset (``quiz/ruleset_mcr.py``, ``quiz/ruleset_riichi.py``), registered in
``quiz.rulesets`` under the id of its core ``scoring.rulesets.Ruleset``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from quiz.errors import GameError
from quiz.hands.generated import GeneratedHand
from quiz.kinds import QuestionKind
from quiz.scored import ScoredAnswer
from scoring.efficiency import DiscardAnalysis


@dataclass(frozen=True)
class QuizRuleset:
    id: str
    #: the glossary section its fans are named from (``glossary.RULESETS``)
    glossary: str
    #: the kinds of question its hands can be asked
    kinds: frozenset[QuestionKind]
    #: (rng, difficulty, target fan or None) -> a winning hand with its score JSON
    generate: Callable[[random.Random, str, str | None], GeneratedHand]
    #: the fan ids a game may ask hands for
    targets: Callable[[], Collection[str]]
    #: the refusal of a target that is none of them (``quiz.errors.GameError``)
    unknown_target: Callable[[str], Exception]
    #: the refusal of a kind it cannot ask (``quiz.errors.GameError``)
    unasked_kind: Callable[[QuestionKind], GameError]
    #: the same refusal in words, for a ValueError: (kind, the ruleset's id) -> why it is not asked
    unasked_kind_words: Callable[[QuestionKind, str], str]
    #: a stored score JSON as typed data
    read_answer: Callable[[Mapping[str, Any]], ScoredAnswer]
    #: the scorer's own fan table (``scoring.mcr.FanDef`` rows), beside the glossary's; empty for none
    fan_table: Callable[[], Sequence[Any]]
    #: (fan id, number written after its name, the fan's points) -> how many times the player counted it
    annotated_count: Callable[[str, int, int], int | None]
    #: a discard's ranking measures: (steps from a hand that can win, route value, useful copies)
    discard_measures: Callable[[DiscardAnalysis], tuple[int, float, int]]
    #: what a discard drill's stored row keeps of a ranking row beyond tile, shanten, useful count, credit
    discard_details: Callable[[DiscardAnalysis], dict]


__all__ = ["QuizRuleset"]
