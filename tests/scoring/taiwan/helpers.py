"""Scoring a hand string in the Taiwanese ruleset, for the tests."""

from __future__ import annotations

from scoring.notation import parse_hand
from scoring.rulesets import RulesetId
from scoring.taiwan.result import TaiwanResult
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.table import preset_with

TAIWAN = RulesetId.TAIWAN


def score(text: str, preset: str = "pocket", *options: str) -> TaiwanResult:
    return score_hand(parse_hand(text, TAIWAN), preset_with(preset, options))


def patterns(text: str, preset: str = "pocket", *options: str) -> dict[str, int]:
    """Pattern id -> its tai, in the best reading."""
    return {award.id: award.tai for award in score(text, preset, *options).awards}
