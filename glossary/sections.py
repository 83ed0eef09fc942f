"""The glossary's registry of sections: one ``Section`` per data file, a ruleset's or the regional fans'.

A ruleset's section is defined in its own module (``glossary/section_<id>.py``); the built-in ones are
listed here in the order lookups rank them. A variant ruleset needs no section of its own: its view
names the section it looks fans up in (``bot.render.views``).
"""

from __future__ import annotations

from glossary.model import Section
from glossary.section_hk import HK_SECTION
from glossary.section_mcr import MCR_SECTION, REGIONAL_SECTION
from glossary.section_riichi import RIICHI_SECTION
from glossary.section_taiwan import TAIWAN_SECTION
from scoring.registry import PartRegistry

_BUILT_IN = (MCR_SECTION, RIICHI_SECTION, REGIONAL_SECTION, HK_SECTION, TAIWAN_SECTION)
#: section id -> section, in rank order (the first is the default of a lookup)
SECTIONS: PartRegistry[Section] = PartRegistry(__name__, _BUILT_IN)
register_section = SECTIONS.register
unregister_section = SECTIONS.unregister


def section_of(section_id: str) -> Section:
    """The glossary section with this id; ``KeyError`` for none."""
    return SECTIONS[section_id]


def section_ids() -> tuple[str, ...]:
    return tuple(SECTIONS)


def default_section() -> str:
    """The section a lookup prefers when no ruleset is given: the first built-in one."""
    return _BUILT_IN[0].id


def check_section(section_id: str) -> None:
    """``ValueError`` naming the sections for an id that is none of them."""
    if section_id not in SECTIONS:
        raise ValueError(f"unknown ruleset '{section_id}': use one of {', '.join(SECTIONS)}")


__all__ = ["SECTIONS", "register_section", "unregister_section", "section_of", "section_ids", "default_section",
           "check_section"]
