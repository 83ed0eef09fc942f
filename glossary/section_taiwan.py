"""The Taiwanese glossary section (registered in ``glossary.sections``): its tai patterns.

A pattern's tai, Traditional and English names and exclusions are the scorer's (``scoring/taiwan/patterns.tsv``,
the one source of those facts): ``taiwan.toml`` adds only what teaches the pattern, and may not repeat them.
"""

from __future__ import annotations

from glossary.model import Section
from glossary.table_facts import with_table_facts
from scoring.rulesets import RulesetId
from scoring.taiwan.table import PATTERNS


def _with_taiwan_facts(fans: list[dict]) -> list[dict]:
    """taiwan.toml's patterns with their facts from the scorer's table, in the table's order."""
    table = {p.id: {"points": p.tai, "zh_hant": p.zh, "en": p.en, "excludes": sorted(p.excludes)}
             for p in PATTERNS.values()}
    return with_table_facts(fans, table, "taiwan.toml", "scoring/taiwan/patterns.tsv")


TAIWAN_SECTION = Section(RulesetId.TAIWAN, scored_in=RulesetId.TAIWAN, prepare=_with_taiwan_facts,
                         value_words=("text.value.tai", "text.value.tai"))
