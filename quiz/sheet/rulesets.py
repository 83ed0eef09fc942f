"""Which ``SheetRules`` a table's ruleset uses: each ruleset's score sheet, registered under its id."""

from __future__ import annotations

from quiz.sheet.hk import RULES as HK_RULES
from quiz.sheet.mcr import RULES as MCR_RULES
from quiz.sheet.model import SheetError, SheetRules
from quiz.sheet.riichi import RULES as RIICHI_RULES
from quiz.sheet.taiwan import RULES as TAIWAN_RULES

_REGISTRY: dict[str, SheetRules] = {rules.ruleset: rules for rules in (MCR_RULES, RIICHI_RULES, HK_RULES, TAIWAN_RULES)}


def rules_for(ruleset: str) -> SheetRules:
    """The rules of ``ruleset``; a ruleset without a score sheet is refused as a SheetError."""
    rules = _REGISTRY.get(ruleset)
    if rules is None:
        raise SheetError("ruleset_unavailable", ruleset=str(ruleset))
    return rules


def sheet_rulesets() -> tuple[str, ...]:
    """The rulesets a table can be kept in."""
    return tuple(_REGISTRY)


def sheet_rules() -> tuple[SheetRules, ...]:
    """Every ruleset's sheet rules, in ``sheet_rulesets``' order."""
    return tuple(_REGISTRY.values())


__all__ = ["rules_for", "sheet_rulesets", "sheet_rules"]
