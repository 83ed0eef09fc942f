"""The hand requests the command line and the web API answer alike, as typed values.

``fanbot score|waits|efficiency`` builds them from its arguments, ``POST /api/score|waits|efficiency``
from a checked JSON body (``bot/web/fields.py``); ``bot/cli/answers.py`` answers them. The ruleset is
an id of ``scoring.rulesets`` already read (``bot.cli.rulesets.read_rules``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

#: the languages of a text answer when none is asked (JSON answers are always English: machines read the code)
ENGLISH: tuple[str, ...] = ("en",)


class Command(enum.StrEnum):
    """The commands that answer one hand (a subcommand of ``fanbot``, an ``/api/`` path)."""

    SCORE = "score"
    WAITS = "waits"
    EFFICIENCY = "efficiency"


@dataclass(frozen=True)
class ScoreRequest:
    """Score a winning hand."""

    hand: str
    ruleset: str
    #: the ruleset's rule options (its ``CliRuleset.read_options``' value; None: a ruleset without)
    options: object = None
    lang: tuple[str, ...] = ENGLISH


@dataclass(frozen=True)
class WaitsRequest:
    """The waits of 13 tiles, or the discards of 14."""

    hand: str
    ruleset: str
    #: a hand waiting only on tiles it holds all four of is ready (where the ruleset asks)
    karaten_ready: bool = False
    lang: tuple[str, ...] = ENGLISH


@dataclass(frozen=True)
class EfficiencyRequest(WaitsRequest):
    """Which tile to discard from 14 tiles, or how 13 stand."""


HandRequest = ScoreRequest | WaitsRequest


@dataclass(frozen=True)
class Answer:
    """The JSON object answering one request and whether the hand was answered (else it is a coded error)."""

    data: dict
    ok: bool


__all__ = ["Command", "ScoreRequest", "WaitsRequest", "EfficiencyRequest", "HandRequest", "Answer", "ENGLISH"]
