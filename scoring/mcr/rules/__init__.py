"""The 82 MCR fans, one definition each, grouped like the rule book.

Each fan is a small function registered under its id (``registry.py`` says how each kind of
function is asked); points, names and exclusions come from ``fans.tsv``. ``RULES`` maps fan id
to its ``FanRule``; ``rules_in_table_order()`` lists them as the table does.
"""

from __future__ import annotations

from collections.abc import Callable

from scoring.mcr.fans import FANS, FanTableError
from scoring.mcr.rules import concealment, sets, special, suits, tile_content, winds_dragons, wins  # noqa: F401
from scoring.mcr.rules.registry import GROUPS, RULES, SHAPE_EXTRAS, FanRule

_missing = [fan.id for fan in FANS if fan.id not in RULES]
if _missing:
    raise FanTableError(f"fans without a definition: {_missing}")


def rules_in_table_order() -> tuple[FanRule, ...]:
    return tuple(RULES[fan.id] for fan in FANS)


def finders(how: str, shape: str | None = None, size: int | None = None) -> tuple[tuple[int, Callable], ...]:
    """``(table index, find)`` of the fans found ``how`` (in ``shape``, from ``size`` sets), in table order."""
    return tuple((i, rule.find) for i, rule in enumerate(rules_in_table_order())
                 if rule.how == how and (shape is None or shape in rule.shapes) and (size is None or rule.size == size))


__all__ = ["GROUPS", "RULES", "SHAPE_EXTRAS", "FanRule", "finders", "rules_in_table_order"]
