"""Which ``SheetRules`` a table's ruleset uses."""

from __future__ import annotations

import importlib

from quiz.sheet.mcr import RULES as MCR_RULES
from quiz.sheet.model import Ruleset, SheetError, SheetRules


def rules_for(ruleset: Ruleset | str) -> SheetRules:
    """The rules of ``ruleset``; a ruleset whose module is not installed is refused as a SheetError."""
    ruleset = Ruleset(ruleset)
    if ruleset is Ruleset.MCR:
        return MCR_RULES
    try:
        module = importlib.import_module("quiz.sheet.riichi")
    except ModuleNotFoundError:  # the Riichi sheet is built beside this one; until it lands, say so
        raise SheetError("ruleset_unavailable", ruleset=ruleset.value) from None
    rules = getattr(module, "RULES", None)
    return rules if rules is not None else module.RiichiSheet()
