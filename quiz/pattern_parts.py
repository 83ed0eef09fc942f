"""The quiz parts of the rulesets that score a table of patterns (faan, tai): they ask the patterns and the total.

A score JSON lists each pattern found with its value and count; a ruleset names the list and the value's field.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from quiz.errors import GameError
from quiz.hands.patterned import PatternHands
from quiz.kinds import SCORE_KINDS
from quiz.ruleset_parts import QuizRuleset
from quiz.scored import FanRow, ScoredAnswer
from scoring.efficiency import DiscardAnalysis

#: what such a ruleset asks: the patterns (named or ticked) and the total (written or picked)
PATTERN_KINDS = frozenset(SCORE_KINDS)


def pattern_answer(total: int, patterns: Iterable[Mapping[str, Any]], value_key: str) -> ScoredAnswer:
    """The total and a row per pattern found, worth its value (``value_key``) shared by its count; a pattern
    without a value (a limit hand) is worth the total."""
    rows = []
    for pattern in patterns:
        count = int(pattern.get("count", 1))
        value = pattern.get(value_key)
        rows.append(FanRow(pattern["id"], total if value is None else int(value) // max(count, 1), count))
    return ScoredAnswer(total, tuple(rows))


def annotated_count(pattern_id: str, written: int, each: int) -> int | None:
    """"門花2": a number after a pattern's name is what it brings (so twice a 1-tai pattern), as for fans."""
    if each and written % each == 0 and 0 < written // each <= 8:
        return written // each
    return None


def discard_measures(row: DiscardAnalysis) -> tuple[int, float, int]:
    """Shanten and useful copies only: the patterns weigh nothing in a discard's rank."""
    return row.shanten, 0.0, -row.useful_count


def pattern_quiz(ruleset: str, hands: PatternHands, patterns_key: str, value_key: str) -> QuizRuleset:
    """The quiz part of a ruleset whose hands are ``hands`` and whose score JSON lists its patterns under
    ``patterns_key``, each worth ``value_key``; its glossary section is its id."""
    return QuizRuleset(
        id=ruleset,
        glossary=ruleset,
        kinds=PATTERN_KINDS,
        generate=hands.generate,
        targets=hands.targets,
        unknown_target=lambda target: GameError("unknown_pattern", target=target),
        unasked_kind=lambda kind: GameError("unknown_kind", kind=kind, kinds=", ".join(sorted(PATTERN_KINDS))),
        unasked_kind_words=lambda kind, named: f"question kind '{kind}' is not asked of {named} hands",
        read_answer=lambda answer: pattern_answer(int(answer["total"]), answer.get(patterns_key, []), value_key),
        fan_table=tuple,
        annotated_count=annotated_count,
        discard_measures=discard_measures,
        discard_details=lambda row: {},
    )


__all__ = ["PATTERN_KINDS", "pattern_answer", "annotated_count", "discard_measures", "pattern_quiz"]
