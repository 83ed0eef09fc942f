"""The Hong Kong side of ``fanbot score --rules hk`` (and ``POST /api/score``): the JSON of a hand, and its text.

A hand the preset cannot win with (no winning shape, an unknown preset) is a ``HandError``: ``{"error": ...}``.
The text answer lists the patterns by their names in the table (Chinese and English) until the ruleset
has a view of its own.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from bot.cli.lang import hand_error_line
from bot.cli.requests import ScoreRequest
from scoring.hand import HandError
from scoring.hk.options import HkRules
from scoring.hk.result import HkResult
from scoring.hk.scorer import score_hand
from scoring.notation import parse_hand

RULESET = "hk"


def _rules(options: object) -> HkRules:
    return options if isinstance(options, HkRules) else HkRules()


def json_answer(_ruleset: str, options: object) -> Callable[[str], dict]:
    rules = _rules(options)
    return lambda text: score_hand(parse_hand(text, RULESET), rules).to_json()


batch_answer = json_answer


def _lines(result: HkResult) -> list[str]:
    data = result.to_json()
    lines = [f"{p['zh_hant']} {p['en']}: {'limit' if p['value'] is None else p['value']}" for p in data["patterns"]]
    lines.append(f"= {data['total']} faan" + (" (limit)" if data["limit"] else "")
                 + ("" if data["meets_minimum"] else f" < {data['minimum']}"))
    return lines


def show(request: ScoreRequest, png: Path | None) -> int:
    try:
        result = score_hand(parse_hand(request.hand, RULESET), _rules(request.options))
    except HandError as error:
        print(hand_error_line(error, request.lang), file=sys.stderr)
        return 1
    print("\n".join(_lines(result)))
    return 0
