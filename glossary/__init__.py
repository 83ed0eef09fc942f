"""The bilingual fan glossary: names, definitions, exclusions and examples for MCR, Riichi and
the regional fans of seed 004, and a lookup that understands how players write them.

    from glossary import lookup, get_entry, entries, complete
    lookup("Chinitsu").best            # Entry(ruleset='riichi', id='chinitsu', ...)
    lookup("大三元", ruleset="riichi")  # prefers the chat's ruleset when names are shared
    lookup("mangan").best              # a term, not a fan: Entry(kind='term', ruleset='riichi', ...)

``entries(ruleset)`` lists fans only; ``terms()`` lists the words that are not fans (data/terms.toml).
"""

from glossary.lookup import complete, entries, get_entry, lookup, terms, twin_of
from glossary.model import RULESETS, SECTIONS, Candidate, Entry, LookupResult, Section, section_of

__all__ = ["lookup", "get_entry", "entries", "terms", "complete", "twin_of", "Entry", "Candidate", "LookupResult",
           "RULESETS", "SECTIONS", "Section", "section_of"]
