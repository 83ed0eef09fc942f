"""Riichi's part of the quiz: score, fu and payment questions, hands from ``quiz.hands.riichi``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from quiz.errors import GameError
from quiz.hands.riichi import generate_riichi
from quiz.hands.riichi_recipes import RIICHI_RECIPES
from quiz.kinds import FIGURE_KINDS, SCORE_KINDS, QuestionKind
from quiz.ruleset_parts import QuizRuleset
from quiz.scored import FanRow, ScoredAnswer, figures_of
from scoring.efficiency import DiscardAnalysis
from scoring.riichi.efficiency import riichi_rank
from scoring.rulesets import RulesetId

DORA_IDS = frozenset({"dora", "ura_dora", "aka_dora"})


def read_answer(answer: Mapping[str, Any]) -> ScoredAnswer:
    """Han as the total; each yaku once, except the dora, which count their han; a yakuman is 13 han a time."""
    yaku = answer.get("yaku", [])
    yakuman = answer.get("yakuman", [])
    rows = (*(FanRow(y["id"], int(y["han"])) for y in yaku),
            *(FanRow(y["id"], 13 * int(y.get("multiplier", 1))) for y in yakuman))
    fans = {y["id"]: int(y["han"]) if y["id"] in DORA_IDS else 1 for y in yaku}
    fans.update({y["id"]: 1 for y in yakuman})
    return figures_of(answer, ScoredAnswer(int(answer.get("han", 0)), rows, fans))


def annotated_count(fan_id: str, written: int, each: int) -> int | None:
    """"dora 2" is two dora, not a dora worth two."""
    return written if fan_id in DORA_IDS else None


def discard_measures(row: DiscardAnalysis) -> tuple[int, float, int]:
    shanten, loses_yaku, useful, _, _ = riichi_rank(row)
    return shanten + (1 if loses_yaku else 0), 0.0, -useful


def discard_details(row: DiscardAnalysis) -> dict:
    return {} if row.keeps_yaku is None else {"keeps_yaku": row.keeps_yaku}


RIICHI_QUIZ_KINDS = frozenset((*SCORE_KINDS, *FIGURE_KINDS, QuestionKind.DISCARD))

RIICHI_QUIZ = QuizRuleset(
    id=RulesetId.RIICHI,
    glossary="riichi",
    kinds=RIICHI_QUIZ_KINDS,
    generate=generate_riichi,
    targets=lambda: RIICHI_RECIPES,
    unknown_target=lambda target: GameError("unknown_riichi_yaku", target=target),
    unasked_kind=lambda kind: GameError("unknown_kind", kind=kind, kinds=", ".join(sorted(RIICHI_QUIZ_KINDS))),
    unasked_kind_words=lambda kind, ruleset: f"question kind '{kind}' is not asked of {ruleset} hands",
    read_answer=read_answer,
    fan_table=tuple,
    annotated_count=annotated_count,
    discard_measures=discard_measures,
    discard_details=discard_details,
)
