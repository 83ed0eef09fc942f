"""The MCR side of ``fanbot score`` (and ``POST /api/score``): the JSON of a hand, and its text.

Readable text is the chat bot's score text (``bot/render/text_mcr.py``) in the terminal's style:
each fan with its points, count, name (English text keeps the Chinese name beside it) and the sets
that made it, the total, the flowers, a warning below the 8-point minimum, and the parsed hand with
honor names so a misread shows. The renderers are imported only for a text answer: an MCR ``--json``
or ``--batch`` run starts without them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from bot.cli.lang import hand_error_line, text_language
from bot.cli.picture import save_png
from bot.cli.requests import ScoreRequest
from scoring.hand import HandError
from scoring.mcr import score_hand
from scoring.notation import format_hand, parse_hand

RULESET = "mcr"


def score_text(text: str, ruleset: str = RULESET) -> str:
    """The JSON text of one batch line (the same text as ``json.dumps`` of ``score_json``)."""
    return score_hand(parse_hand(text, ruleset)).to_json_text()


def score_json(text: str, ruleset: str = RULESET) -> dict:
    return score_hand(parse_hand(text, ruleset)).to_json()


def json_answer(ruleset: str, _options: object) -> Callable[[str], dict]:
    # a partial of a module function, not a lambda: a --jobs batch sends it to other processes
    return partial(score_json, ruleset=ruleset)


def batch_answer(ruleset: str, _options: object) -> Callable[[str], dict | str]:
    return partial(score_text, ruleset=ruleset)


def show(request: ScoreRequest, png: Path | None) -> int:
    try:
        result = score_hand(parse_hand(request.hand, request.ruleset))
    except HandError as error:
        print(hand_error_line(error, request.lang), file=sys.stderr)
        return 1
    from bot.render.styles import Style, terminal
    from bot.render.text_mcr import render_mcr_text

    language = text_language(request.lang)
    print(terminal(render_mcr_text(result, language, Style.TERMINAL, format_hand(result.hand, honors="zh"))))
    return save_png(png, request.lang, result.hand)
