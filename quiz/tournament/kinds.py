"""What differs between an MCR and a Riichi tournament, as a registry keyed by ruleset id: how a
table's scores are checked and how the standings are counted."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from quiz.sheet.riichi_settings import PRESETS
from quiz.tournament.events import TournamentError
from quiz.tournament.standings import McrStanding, RiichiRules, RiichiStanding, mcr_standings, riichi_standings
from quiz.tournament.state import Tournament
from scoring.rulesets import RulesetId

Standing = McrStanding | RiichiStanding


def riichi_rules(preset: str) -> RiichiRules:
    """The tournament's uma and oka from the score sheet's preset (in thousands there)."""
    settings = PRESETS[preset]
    return RiichiRules(start_points=settings.start_points, return_points=settings.return_points,
                       uma=tuple(u * 1000 for u in settings.uma))  # type: ignore[arg-type]


def _mcr_scores(scores: Sequence[int], preset: str) -> None:
    if sum(scores) != 0:
        raise TournamentError("scores_sum", total=sum(scores), expected=0)


def _riichi_scores(scores: Sequence[int], preset: str) -> None:
    # riichi sticks left on the table at the end go to no one's score: the sum may fall short by them
    expected = 4 * PRESETS[preset].start_points
    if sum(scores) > expected or (expected - sum(scores)) % 1000:
        raise TournamentError("scores_sum", total=sum(scores), expected=expected)


@dataclass(frozen=True)
class Kind:
    check_scores: Callable[[Sequence[int], str], None]
    standings: Callable[[Tournament], tuple[Standing, ...]]
    #: the preset a new tournament takes ("" where the ruleset has none)
    default_preset: str = ""


KINDS: dict[str, Kind] = {
    RulesetId.MCR: Kind(_mcr_scores, lambda t: mcr_standings(t.ranked, t.results(), t.penalties)),
    RulesetId.RIICHI: Kind(_riichi_scores,
                           lambda t: riichi_standings(t.ranked, t.results(), riichi_rules(t.preset), t.penalties),
                           default_preset="ema"),
}


def kind_of(t: Tournament) -> Kind:
    return KINDS[t.ruleset]


def standings(t: Tournament) -> tuple[Standing, ...]:
    return kind_of(t).standings(t)
