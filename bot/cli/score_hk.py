"""The Hong Kong side of ``fanbot score --rules hk`` (and ``POST /api/score``): the JSON of a hand, and its text.

A hand the preset cannot win with (no winning shape, an unknown preset) is a ``HandError``: ``{"error": ...}``.
The text answer is the chat's (``bot/render/text_hk.py``), as terminal text.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from bot.cli.lang import hand_error_line, text_language
from bot.cli.requests import ScoreRequest
from bot.render.styles import Style, terminal
from bot.render.text_hk import render_hk_text
from scoring.hand import HandError
from scoring.hk.options import HkRules
from scoring.hk.scorer import score_hand
from scoring.notation import format_hand, parse_hand

RULESET = "hk"


def _rules(options: object) -> HkRules:
    return options if isinstance(options, HkRules) else HkRules()


def json_answer(_ruleset: str, options: object) -> Callable[[str], dict]:
    rules = _rules(options)
    return lambda text: score_hand(parse_hand(text, RULESET), rules).to_json()


batch_answer = json_answer


def show(request: ScoreRequest, png: Path | None) -> int:
    try:
        result = score_hand(parse_hand(request.hand, RULESET), _rules(request.options))
    except HandError as error:
        print(hand_error_line(error, request.lang), file=sys.stderr)
        return 1
    written = format_hand(result.hand, honors="zh", ruleset=RULESET)
    print(terminal(render_hk_text(result, text_language(request.lang), Style.TERMINAL, written)))
    return 0
