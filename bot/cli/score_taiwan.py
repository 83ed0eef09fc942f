"""The Taiwanese side of ``fanbot score --rules taiwan`` (and ``POST /api/score``): the JSON of a hand, and its text.

The preset and house options (``bot/cli/taiwan_options.py``) are resolved for each hand, so a name the
data does not have is that hand's ``HandError``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from bot.cli.lang import hand_error_line, text_language
from bot.cli.requests import ScoreRequest
from bot.cli.taiwan_options import TaiwanChoice
from bot.render.styles import terminal
from bot.render.text_taiwan import render_taiwan_text
from scoring.hand import HandError
from scoring.notation import parse_hand
from scoring.taiwan.result import TaiwanResult
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.table import DEFAULT_PRESET, preset_with

RULESET = "taiwan"


def score(text: str, choice: TaiwanChoice | None = None) -> TaiwanResult:
    choice = choice if isinstance(choice, TaiwanChoice) else TaiwanChoice()
    preset = preset_with(choice.preset or DEFAULT_PRESET, choice.options)
    return score_hand(parse_hand(text, RULESET), preset)


def score_json(text: str, choice: TaiwanChoice | None = None) -> dict:
    return score(text, choice).to_json()


def json_answer(_ruleset: str, options: object) -> Callable[[str], dict]:
    # a partial of a module function, not a lambda: a --jobs batch sends it to other processes
    return partial(score_json, choice=options if isinstance(options, TaiwanChoice) else None)


batch_answer = json_answer


def show(request: ScoreRequest, png: Path | None) -> int:
    try:
        result = score(request.hand, request.options if isinstance(request.options, TaiwanChoice) else None)
    except HandError as error:
        print(hand_error_line(error, request.lang), file=sys.stderr)
        return 1
    print(terminal(render_taiwan_text(result, text_language(request.lang))))
    return 0
