"""The bilingual fan glossary: names, definitions, exclusions and examples, a section per ruleset
(``glossary.sections``) and one of the regional fans of seed 004, and a lookup that understands how
players write them.

    from glossary import lookup, get_entry, entries, complete
    lookup("Chinitsu").best            # the yaku's entry (its ``ruleset`` is its section's id)
    lookup("大三元", ruleset=section)   # prefers the chat's section when names are shared
    lookup("mangan").best              # a term, not a fan: an entry of kind 'term'

``entries(ruleset)`` lists fans only; ``terms()`` lists the words that are not fans (data/terms.toml).
"""

from glossary.lookup import complete, entries, get_entry, lookup, scored_by, terms, twin_of
from glossary.model import Candidate, Entry, LookupResult, Section
from glossary.sections import SECTIONS, register_section, section_ids, section_of, unregister_section

#: the sections built in (for a command line's choices; ``SECTIONS`` holds those registered later too)
RULESETS = section_ids()

__all__ = ["lookup", "get_entry", "entries", "terms", "complete", "twin_of", "scored_by", "Entry", "Candidate",
           "LookupResult", "RULESETS", "SECTIONS", "Section", "section_of", "register_section", "unregister_section"]
