"""The rulesets a table can be played in: one ``TableRules`` registered per ruleset, asked by the engine.

A ruleset's table rules live in its own package and register themselves here when imported; the
built-in ones are imported on the first lookup, by module name (they import the shared engine).
"""

from __future__ import annotations

import importlib

from scoring.game.rules import TableRules
from scoring.rulesets import RulesetId, UnknownRuleset

#: where each built-in ruleset's table rules live (imported on the first lookup)
BUILT_IN: dict[str, str] = {RulesetId.MCR: "scoring.mcr.game"}
#: the ruleset a table plays when none is named: the one whose table rules are written so far
DEFAULT: str = RulesetId.MCR

_REGISTRY: dict[str, TableRules] = {}


def register_table(rules: TableRules) -> TableRules:
    """Add a ruleset's table rules (its id must be free); returns them."""
    if rules.id in _REGISTRY:
        raise ValueError(f"table rules '{rules.id}' are registered already")
    _REGISTRY[rules.id] = rules
    return rules


def table_rules(ruleset_id: str = DEFAULT) -> TableRules:
    """The table rules registered under ``ruleset_id``; ``UnknownRuleset`` for none."""
    found = _REGISTRY.get(ruleset_id)
    if found is None and ruleset_id in BUILT_IN:
        importlib.import_module(BUILT_IN[ruleset_id])
        found = _REGISTRY.get(ruleset_id)
    if found is None:
        raise UnknownRuleset(ruleset_id)
    return found


__all__ = ["BUILT_IN", "DEFAULT", "register_table", "table_rules"]
