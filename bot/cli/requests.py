"""The hand requests the command line and the web API answer alike, as typed values.

``fanbot score|waits|efficiency`` builds them from its arguments, ``POST /api/score|waits|efficiency``
from a checked JSON body (``bot/web/fields.py``); ``bot/cli/answers.py`` answers them. The ruleset is
an id of ``scoring.rulesets`` already read (``bot.cli.rulesets.read_rules``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

#: the languages of a text answer when none is asked (JSON answers are always English: machines read the code)
ENGLISH: tuple[str, ...] = ("en",)


class Command(enum.StrEnum):
    """The commands that answer one hand (a subcommand of ``fanbot``, an ``/api/`` path)."""

    SCORE = "score"
    WAITS = "waits"
    EFFICIENCY = "efficiency"


@dataclass(frozen=True)
class HandAsked:
    """A hand as written, the ruleset it is read in, and the languages of a text answer (keyword only)."""

    hand: str
    ruleset: str
    lang: tuple[str, ...] = field(default=ENGLISH, kw_only=True)


@dataclass(frozen=True)
class ScoreRequest(HandAsked):
    """Score a winning hand."""

    #: the ruleset's rule options (its ``CliRuleset.read_options``' value; None: a ruleset without)
    options: object = None


@dataclass(frozen=True)
class WaitsRequest(HandAsked):
    """The waits of 13 tiles, or the discards of 14."""

    #: a hand waiting only on tiles it holds all four of is ready (where the ruleset asks)
    karaten_ready: bool = False


@dataclass(frozen=True)
class EfficiencyRequest(WaitsRequest):
    """Which tile to discard from 14 tiles, or how 13 stand."""


HandRequest = ScoreRequest | WaitsRequest


@dataclass(frozen=True)
class Answer:
    """The JSON object answering one request and whether the hand was answered (else it is a coded error)."""

    data: dict
    ok: bool


__all__ = ["HandAsked", "Command", "ScoreRequest", "WaitsRequest", "EfficiencyRequest", "HandRequest", "Answer",
           "ENGLISH"]
