"""MCR's part of the quiz: every score question, hands from ``quiz.hands.mcr``, the score JSON's fans."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from quiz.errors import GameError
from quiz.hands.mcr import generate_mcr, mcr_targets
from quiz.kinds import SCORE_KINDS, QuestionKind
from quiz.ruleset_parts import QuizRuleset
from quiz.scored import FanRow, ScoredAnswer
from scoring.efficiency import DiscardAnalysis
from scoring.mcr import fan_table
from scoring.mcr.efficiency import mcr_rank
from scoring.rulesets import RulesetId


def read_answer(answer: Mapping[str, Any]) -> ScoredAnswer:
    rows = tuple(FanRow(f["id"], int(f["points"]), int(f.get("count", 1)), _sets(f)) for f in answer.get("fans", []))
    return ScoredAnswer(int(answer["total"]), rows)


def _sets(fan: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(" ".join(str(x) for x in s) if isinstance(s, list | tuple) else str(s)
                 for s in fan.get("sets") or [] if s)


def annotated_count(fan_id: str, written: int, each: int) -> int | None:
    """"喜相逢2": the points the fan brings, so twice a 1-point fan."""
    if each and written != each and written % each == 0 and written // each <= 4:
        return written // each
    return None


def discard_measures(row: DiscardAnalysis) -> tuple[int, float, int]:
    steps, route, useful, _, _ = mcr_rank(row)
    return steps, round(-route, 6), -useful


def discard_details(row: DiscardAnalysis) -> dict:
    entry: dict = {"route_value": round(row.route_value, 3)}
    if row.winning_8 is not None:
        entry["winning_8"] = row.winning_8.to_json()
    if row.expected_winning_8 is not None:
        entry["expected_winning_8"] = row.expected_winning_8.to_json()
    return entry


def unasked_kind_words(kind: QuestionKind, ruleset: str) -> str:
    return f"question kind '{kind}' is for Riichi hands: {ruleset} has no fu or payments"


MCR_QUIZ = QuizRuleset(
    id=RulesetId.MCR,
    glossary="mcr",
    kinds=frozenset((*SCORE_KINDS, QuestionKind.DISCARD)),
    generate=generate_mcr,
    targets=mcr_targets,
    unknown_target=lambda target: GameError("unknown_mcr_fan", target=target),
    unasked_kind=lambda kind: GameError("riichi_kind", kind=kind),
    unasked_kind_words=unasked_kind_words,
    read_answer=read_answer,
    fan_table=fan_table,
    annotated_count=annotated_count,
    discard_measures=discard_measures,
    discard_details=discard_details,
)
