"""The bot's registry of ruleset views: each ``RulesetView`` under its core ruleset's id."""

from __future__ import annotations

from bot.render.view_hk import HK_VIEW
from bot.render.view_mcr import MCR_VIEW
from bot.render.view_parts import RulesetView, SheetView, ValueUnit
from bot.render.view_riichi import RIICHI_VIEW
from bot.render.view_taiwan import TAIWAN_VIEW
from scoring.registry import PartRegistry

_BUILT_IN = (MCR_VIEW, RIICHI_VIEW, HK_VIEW, TAIWAN_VIEW)
_REGISTRY: PartRegistry[RulesetView] = PartRegistry(__name__, _BUILT_IN)
register_view = _REGISTRY.register
unregister_view = _REGISTRY.unregister


def view_of(ruleset_id: str) -> RulesetView:
    """The view of a ruleset (or of a glossary section named like one); ``KeyError`` for none."""
    return _REGISTRY[ruleset_id]


def view_or_first(ruleset_id: str | None) -> RulesetView:
    """The view of a ruleset; the first built-in one's for none (a record that predates ruleset ids)."""
    return _BUILT_IN[0] if ruleset_id is None else _REGISTRY[ruleset_id]


def counts_han(ruleset_id: str) -> bool:
    """Whether a ruleset's (or glossary section's) hands are worth han; regional fans count points."""
    view = _REGISTRY.get(ruleset_id)
    return view is not None and view.unit is ValueUnit.HAN


__all__ = ["register_view", "unregister_view", "view_of", "view_or_first", "counts_han", "RulesetView", "SheetView",
           "ValueUnit"]
