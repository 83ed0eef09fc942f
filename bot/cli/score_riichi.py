"""The Riichi side of ``fanbot score --rules riichi`` (and ``POST /api/score``): the JSON of a hand, and its text.

The rule switches are read by ``bot/cli/riichi_options.py`` into the ``RiichiRules`` each answer takes.
A line may be a hand or a nagashi mangan written without tiles (``nagashi seat=S``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from bot.cli.lang import hand_error_line
from bot.cli.picture import save_png
from bot.cli.requests import ScoreRequest
from bot.render.styles import terminal
from bot.render.text_riichi import render_nagashi_text, render_riichi_text
from scoring.hand import HandError
from scoring.notation import parse_hand
from scoring.riichi import NagashiResult, RiichiRules, parse_nagashi, score_hand, score_nagashi

RULESET = "riichi"


def _rules(options: object) -> RiichiRules:
    return options if isinstance(options, RiichiRules) else RiichiRules()


def score_text(text: str, rules: RiichiRules):
    """The result for one line: a hand, or a nagashi mangan written without tiles (``nagashi seat=S``)."""
    try:
        return score_hand(parse_hand(text, RULESET, rules.red_five_counts), rules)
    except HandError as error:
        draw = parse_nagashi(text) if error.code == "no_tiles" else None
        if draw is None:
            raise
        return score_nagashi(*draw, rules)


def json_answer(_ruleset: str, options: object) -> Callable[[str], dict]:
    """The JSON answer for one Riichi hand under the rules ``options``."""
    rules = _rules(options)
    return lambda text: score_text(text, rules).to_json()


batch_answer = json_answer


def show(request: ScoreRequest, png: Path | None) -> int:
    rules = _rules(request.options)
    try:
        result = score_text(request.hand, rules)
    except HandError as error:
        print(hand_error_line(error, request.lang), file=sys.stderr)
        return 1
    if isinstance(result, NagashiResult):  # a draw: no winning hand to draw
        print(terminal(render_nagashi_text(result, request.lang)))
        return 0
    print(terminal(render_riichi_text(result, request.lang)))
    return save_png(png, request.lang, result.hand, rules.players)
