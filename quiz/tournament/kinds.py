"""The tournament's registry of rulesets: each ruleset's ``TournamentKind`` under its id (how a
table's scores are checked and how the standings are counted)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from quiz.tournament.kind_parts import Standing, TournamentKind
from quiz.tournament.kinds_mcr import MCR_TOURNAMENT
from quiz.tournament.kinds_riichi import RIICHI_TOURNAMENT
from quiz.tournament.state import Tournament

_REGISTRY: dict[str, TournamentKind] = {kind.ruleset: kind for kind in (MCR_TOURNAMENT, RIICHI_TOURNAMENT)}
#: the rulesets a tournament can be played in, each with its kind (read-only)
TOURNAMENT_KINDS: Mapping[str, TournamentKind] = MappingProxyType(_REGISTRY)


def kind_of(t: Tournament) -> TournamentKind:
    return _REGISTRY[t.ruleset]


def standings(t: Tournament) -> tuple[Standing, ...]:
    return kind_of(t).standings(t)


__all__ = ["Standing", "TournamentKind", "TOURNAMENT_KINDS", "kind_of", "standings"]
