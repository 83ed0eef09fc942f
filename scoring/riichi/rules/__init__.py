"""The Riichi yaku, one definition each, beside the table rows that give their han and exclusions.

Each yaku is a small function registered under its id (``registry.py`` says how each kind of
function is asked); han, multipliers, names and exclusions come from ``yaku.tsv``. ``RULES`` maps
yaku id to its ``YakuRule``; ``rules_in_table_order()`` lists them as the table does. The rule
options (``RiichiRules``) are in ``scoring.riichi.options`` and re-exported here.
"""

from __future__ import annotations

from scoring.riichi.options import GreenDragonRule, KazoeLimit, RiichiRules
from scoring.riichi.rules import bonus, conditions, honors, sets, special, tiles  # noqa: F401
from scoring.riichi.rules.registry import RULES, TRAITS, YakuRule
from scoring.riichi.table import TableError, yaku_table

_missing = [y.id for y in yaku_table() if y.id not in RULES]
if _missing:
    raise TableError(f"yaku without a definition: {_missing}")


def rules_in_table_order() -> tuple[YakuRule, ...]:
    return tuple(RULES[y.id] for y in yaku_table())


__all__ = ["TRAITS", "RULES", "YakuRule", "rules_in_table_order", "GreenDragonRule", "KazoeLimit", "RiichiRules"]
