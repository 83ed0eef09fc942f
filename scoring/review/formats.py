"""The registry of log formats and review rules: each ruleset registers how its games are logged and weighed.

A ruleset's formats live in its own package (one module per format) and register a ``LogFormat``
here when ``BUILT_IN`` names its module, with its ``ReviewRules`` (the shanten a review counts);
``log_formats()`` and ``review_rules()`` load them on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.review.record import GameRecord

#: ruleset id -> the module registering its log formats
BUILT_IN: dict[str, str] = {
    "riichi": "scoring.riichi.logs",
    "mcr": "scoring.mcr.logs",
}


@dataclass(frozen=True)
class LogFormat:
    """``sniff(text)``: whether the text looks like this format (cheap); ``read(text)``: the record,
    or ``LogError``; the shared reader turns any other error of ``read`` into a malformed log."""

    name: str
    sniff: Callable[[str], bool]
    read: Callable[[str], GameRecord]


@dataclass(frozen=True)
class ReviewRules:
    """``useful(counts, melds)``: the shanten of 13 standing tiles (melds as a number) and the useful tile
    indexes, as the ruleset's review counts them; ``riichi``: the ruleset declares riichi (a ready, closed
    hand's riichi or dama is weighed)."""

    useful: Callable[[Sequence[int], int], tuple[int, tuple[int, ...]]]
    riichi: bool = False


_FORMATS: dict[str, LogFormat] = {}
_RULES: dict[str, ReviewRules] = {}
_loaded = False


def register_format(log_format: LogFormat) -> None:
    _FORMATS[log_format.name] = log_format


def unregister_format(name: str) -> None:
    _FORMATS.pop(name, None)


def register_review_rules(ruleset: str, rules: ReviewRules) -> None:
    _RULES[ruleset] = rules


def _load() -> None:
    global _loaded
    if not _loaded:
        for module in BUILT_IN.values():
            importlib.import_module(module)
        _loaded = True


def log_formats() -> tuple[LogFormat, ...]:
    """Every registered format, the built-in ones loaded first."""
    _load()
    return tuple(_FORMATS.values())


def review_rules(ruleset: str) -> ReviewRules:
    _load()
    return _RULES[ruleset]


__all__ = ["LogFormat", "ReviewRules", "BUILT_IN", "register_format", "unregister_format", "log_formats",
           "register_review_rules", "review_rules"]
