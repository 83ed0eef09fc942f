"""Riichi's part of a tournament: a table's scores are the start points less the sticks left on the
table; uma and oka from the score sheet's preset."""

from __future__ import annotations

from collections.abc import Sequence

from quiz.sheet.riichi_settings import PRESETS
from quiz.tournament.events import TournamentError
from quiz.tournament.kind_parts import TournamentKind
from quiz.tournament.standings_riichi import RiichiStandingRules, riichi_standings
from scoring.rulesets import RulesetId


def riichi_rules(preset: str) -> RiichiStandingRules:
    """The tournament's uma and oka from the score sheet's preset (in thousands there)."""
    settings = PRESETS[preset]
    return RiichiStandingRules(start_points=settings.start_points, return_points=settings.return_points,
                       uma=tuple(u * 1000 for u in settings.uma))  # type: ignore[arg-type]


def _check_scores(scores: Sequence[int], preset: str) -> None:
    # riichi sticks left on the table at the end go to no one's score: the sum may fall short by them
    expected = 4 * PRESETS[preset].start_points
    if sum(scores) > expected or (expected - sum(scores)) % 1000:
        raise TournamentError("scores_sum", total=sum(scores), expected=expected)


RIICHI_TOURNAMENT = TournamentKind(
    RulesetId.RIICHI, _check_scores,
    lambda t: riichi_standings(t.ranked, t.results(), riichi_rules(t.preset), t.penalties),
    default_preset="ema")
