"""Answering the requests for a hand that is not a win yet (13 or 14 tiles): its waits, or its discards.

``fanbot waits|efficiency`` and ``POST /api/waits|efficiency`` both answer through ``answer_waits`` and
``answer_efficiency``; the ruleset's own analysis options come from its ``CliRuleset``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from bot.cli.batch import json_object
from bot.cli.requests import Answer, Command, EfficiencyRequest, WaitsRequest
from bot.cli.rulesets import cli_of
from scoring.efficiency import analyse
from scoring.hand import PartialHand
from scoring.notation import parse_partial
from scoring.waits import report


class Report(Protocol):
    """A waits or discard report."""

    hand: PartialHand

    def to_json(self) -> dict: ...


#: (the hand, the ruleset, its analysis options) -> the report
ANALYSES: dict[Command, Callable[[PartialHand, str, object], Report]] = {
    Command.WAITS: report,  # type: ignore[dict-item]
    Command.EFFICIENCY: analyse,  # type: ignore[dict-item]
}
#: the hand shown in each command's "no hand" answer
EXAMPLES = {Command.WAITS: "fanbot waits 1112345678999m", Command.EFFICIENCY: "fanbot efficiency 123m456p789s1122z5m"}


def analyser(command: Command, ruleset: str, karaten_ready: bool) -> Callable[[str], Report]:
    """The report of one hand written as text (``HandError`` for a hand that cannot be read)."""
    options = cli_of(ruleset).analysis_options(karaten_ready)
    analysis = ANALYSES[command]
    return lambda text: analysis(parse_partial(text, ruleset), ruleset, options)


def json_answerer(command: Command, ruleset: str, karaten_ready: bool) -> Callable[[str], dict]:
    """One hand's report as its JSON object."""
    report_of = analyser(command, ruleset, karaten_ready)
    return lambda text: report_of(text).to_json()


def _answer(command: Command, request: WaitsRequest) -> Answer:
    data, ok = json_object(request.hand.strip(), json_answerer(command, request.ruleset, request.karaten_ready),
                           EXAMPLES[command])
    return Answer(data, ok)


def answer_waits(request: WaitsRequest) -> Answer:
    """The waits (13 tiles) or the discard table (14) as JSON, or the coded error."""
    return _answer(Command.WAITS, request)


def answer_efficiency(request: EfficiencyRequest) -> Answer:
    """The discard analysis as JSON (keys in docs/efficiency.md), or the coded error."""
    return _answer(Command.EFFICIENCY, request)


__all__ = ["answer_waits", "answer_efficiency", "analyser", "json_answerer", "ANALYSES", "EXAMPLES", "Report"]
