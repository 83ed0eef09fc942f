"""The bilingual fan glossary: names, definitions, exclusions and examples for MCR, Riichi and
the regional fans of seed 004, and a lookup that understands how players write them.

    from glossary import lookup, get_entry, entries, complete
    lookup("Chinitsu").best            # Entry(ruleset='riichi', id='chinitsu', ...)
    lookup("大三元", ruleset="riichi")  # prefers the chat's ruleset when names are shared
"""

from glossary.lookup import complete, entries, get_entry, lookup, twin_of
from glossary.model import RULESETS, Candidate, Entry, LookupResult

__all__ = ["lookup", "get_entry", "entries", "complete", "twin_of", "Entry", "Candidate", "LookupResult",
           "RULESETS"]
