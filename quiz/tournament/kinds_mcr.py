"""MCR's part of a tournament: a table's scores add up to zero; table points and the CHM tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence

from quiz.tournament.events import TournamentError
from quiz.tournament.kind_parts import TournamentKind
from quiz.tournament.standings_mcr import mcr_standings
from scoring.rulesets import RulesetId


def _check_scores(scores: Sequence[int], preset: str) -> None:
    if sum(scores) != 0:
        raise TournamentError("scores_sum", total=sum(scores), expected=0)


MCR_TOURNAMENT = TournamentKind(RulesetId.MCR, _check_scores,
                                lambda t: mcr_standings(t.ranked, t.results(), t.penalties))
