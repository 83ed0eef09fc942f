"""Answering the typed requests of ``bot/cli/requests.py``: one function per request, the JSON that
``fanbot score|waits|efficiency --json`` prints and ``POST /api/…`` returns.

Only the score is answered here: the waits and discard analyses (which load every ruleset's scorer)
are ``bot/cli/analyses.py``'s, so a ``fanbot score --batch`` starts without them.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.cli.batch import json_object
from bot.cli.requests import Answer, ScoreRequest
from bot.cli.rulesets import cli_of, side_of


def score_answerer(ruleset: str, options: object) -> Callable[[str], dict]:
    """One hand's score JSON under the ruleset's ``options`` (``HandError`` for a hand it cannot score)."""
    return side_of(ruleset).json_answer(ruleset, options)


def answer_score(request: ScoreRequest) -> Answer:
    """The score JSON of the request's hand, or the coded error (``no_hand`` for none)."""
    data, ok = json_object(request.hand.strip(), score_answerer(request.ruleset, request.options),
                           cli_of(request.ruleset).example)
    return Answer(data, ok)


__all__ = ["answer_score", "score_answerer"]
