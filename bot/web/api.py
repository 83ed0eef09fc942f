"""The JSON API: ``POST /api/score``, ``/api/waits``, ``/api/efficiency``, answered as the command line answers.

A request body is read field by field into the command line's typed request (``bot/web/fields.py``) and
answered by the same function that ``fanbot score|waits|efficiency --json`` prints from
(``bot/cli/answers.py``, ``bot/cli/analyses.py``): the same options, the same checks and the same JSON. A hand
that cannot be read is the CLI's coded error with HTTP 400; so is a field the command does not take.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.cli.analyses import answer_efficiency, answer_waits
from bot.cli.answers import answer_score
from bot.cli.requests import Answer, Command, EfficiencyRequest, HandRequest, ScoreRequest
from bot.web.fields import FieldError, read_request


def _answer_request(request: HandRequest) -> Answer:
    if isinstance(request, ScoreRequest):
        return answer_score(request)
    if isinstance(request, EfficiencyRequest):
        return answer_efficiency(request)
    return answer_waits(request)


#: API name -> the command it asks
COMMANDS: dict[str, Command] = {command.value: command for command in Command}


def answer(command: str, body: Mapping[str, object]) -> Answer:
    """The CLI's ``--json`` object for the request ``body``; a bad field as ``{"error", "code": "usage"}``."""
    try:
        request = read_request(COMMANDS[command], body)
    except FieldError as error:
        return Answer({"error": str(error), "code": error.code}, False)
    return _answer_request(request)


__all__ = ["answer", "Answer", "COMMANDS"]
