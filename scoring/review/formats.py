"""The registry of log formats: each ruleset registers the formats its games are logged in.

A ruleset's formats live in its own package (one module per format) and register a ``LogFormat``
here when ``BUILT_IN`` names its module; ``log_formats()`` loads them on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from scoring.review.record import GameRecord

#: ruleset id -> the module registering its log formats
BUILT_IN: dict[str, str] = {
    "riichi": "scoring.riichi.logs",
}


@dataclass(frozen=True)
class LogFormat:
    """``sniff(text)``: whether the text looks like this format (cheap); ``read(text)``: the record,
    or ``LogError``; the shared reader turns any other error of ``read`` into a malformed log."""

    name: str
    sniff: Callable[[str], bool]
    read: Callable[[str], GameRecord]


_FORMATS: dict[str, LogFormat] = {}
_loaded = False


def register_format(log_format: LogFormat) -> None:
    _FORMATS[log_format.name] = log_format


def unregister_format(name: str) -> None:
    _FORMATS.pop(name, None)


def log_formats() -> tuple[LogFormat, ...]:
    """Every registered format, the built-in ones loaded first."""
    global _loaded
    if not _loaded:
        for module in BUILT_IN.values():
            importlib.import_module(module)
        _loaded = True
    return tuple(_FORMATS.values())


__all__ = ["LogFormat", "BUILT_IN", "register_format", "unregister_format", "log_formats"]
