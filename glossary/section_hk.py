"""Hong Kong's glossary section (registered in ``glossary.sections``): its patterns, worth faan.

A pattern's faan, standard names and exclusions are the scorer's (``scoring/hk/patterns.tsv``, the one
source of those facts): ``hk.toml`` adds only what teaches the pattern, and may not repeat them. A limit
pattern's value is the default preset's limit.
"""

from __future__ import annotations

from glossary.model import Section
from glossary.table_facts import with_table_facts
from scoring.hk.table import pattern_table, presets
from scoring.rulesets import RulesetId


def _with_hk_facts(fans: list[dict]) -> list[dict]:
    """hk.toml's patterns with their facts from the scorer's table, in the table's order."""
    default, known, _ = presets()
    limit = known[default].limit
    table = {row.id: {"points": limit if row.faan is None else row.faan, "zh_hans": row.zh_hans,
                      "zh_hant": row.zh_hant, "en": row.en, "excludes": list(row.excludes)}
             for row in pattern_table()}
    return with_table_facts(fans, table, "hk.toml", "scoring/hk/patterns.tsv")


HK_SECTION = Section(RulesetId.HK, scored_in=RulesetId.HK, prepare=_with_hk_facts)
