"""The bot's registry of ruleset views: each ``RulesetView`` under its core ruleset's id."""

from __future__ import annotations

from bot.render.view_mcr import MCR_VIEW
from bot.render.view_parts import RulesetView, SheetView, ValueUnit
from bot.render.view_riichi import RIICHI_VIEW

_BUILT_IN = (MCR_VIEW, RIICHI_VIEW)
_REGISTRY: dict[str, RulesetView] = {view.id: view for view in _BUILT_IN}


def register_view(view: RulesetView) -> RulesetView:
    if view.id in _REGISTRY:
        raise ValueError(f"the bot shows ruleset '{view.id}' already")
    _REGISTRY[view.id] = view
    return view


def unregister_view(ruleset_id: str) -> None:
    if all(view.id != ruleset_id for view in _BUILT_IN):
        _REGISTRY.pop(ruleset_id, None)


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
