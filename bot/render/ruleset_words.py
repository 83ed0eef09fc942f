"""A shared message in a ruleset's own words: ``<key>_<words>`` where the catalogue has one (a fan total's prompt
in the ruleset's own unit and minimum), else the shared ``key``, so a ruleset that counts in its own unit says it."""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.views import view_of


def ruleset_key(tr: Translator, key: str, ruleset: str | None, shared: str | None = None) -> str:
    """``key_<words>`` of ``ruleset``'s view when the catalogue has it, else ``shared`` (``key`` by default);
    ``ruleset`` None (no table yet, say) gives the shared one."""
    own = f"{key}_{view_of(ruleset).words}" if ruleset is not None else ""
    return own if own and tr.has(own) else shared or key
