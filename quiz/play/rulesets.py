"""The chat table's registry: each ruleset's ``TablePlay`` (``quiz/play/rules.py``), keyed by ruleset id.

The shared engine's rules (``scoring.game.table_rules``) are played by ``quiz/play/engine.py``; Riichi by
``quiz/play/riichi.py``. A table's options name its ruleset (none: the shared engine's).
"""

from __future__ import annotations

import importlib
from functools import cache

from quiz.play.model import PlayError, PlayTable
from quiz.play.rules import TablePlay
from scoring.registry import PartRegistry

#: the built-in parts, each a module's ``PLAY``, loaded on the first lookup
_BUILT_IN = ("quiz.play.engine", "quiz.play.riichi")


@cache
def _registry() -> PartRegistry[TablePlay]:
    return PartRegistry("quiz/play/rulesets.py", (importlib.import_module(m).PLAY for m in _BUILT_IN))


def register_play(part: TablePlay) -> TablePlay:
    return _registry().register(part)


def play_rulesets() -> tuple[str, ...]:
    """The rulesets a chat table plays, the shared engine's first (the default)."""
    return tuple(_registry())


def play_of(ruleset: str | None) -> TablePlay:
    """The part of ``ruleset`` (None: the default); ``PlayError("no_rules")`` when none plays it."""
    registry = _registry()
    try:
        return registry[ruleset or next(iter(registry))]
    except KeyError:
        raise PlayError("no_rules", rules=str(ruleset)) from None


def table_play(table: PlayTable) -> TablePlay:
    return play_of(table.options.ruleset)


__all__ = ["register_play", "play_rulesets", "play_of", "table_play"]
