"""Hong Kong's glossary section (registered in ``glossary.sections``): its patterns, worth faan.

A pattern's faan, standard names and exclusions are the scorer's (``scoring/hk/patterns.tsv``, the one
source of those facts): ``hk.toml`` adds only what teaches the pattern, and may not repeat them. A limit
pattern's value is the default preset's limit.
"""

from __future__ import annotations

from glossary.errors import GlossaryDataError
from glossary.model import Section
from scoring.hk.table import pattern_table, presets
from scoring.rulesets import RulesetId

#: a pattern's facts, read from the scorer's table (as ``Entry`` fields), never from hk.toml
_HK_FACTS = ("points", "zh_hans", "zh_hant", "en", "excludes")


def _with_hk_facts(fans: list[dict]) -> list[dict]:
    """hk.toml's patterns with their facts from the scorer's table, in the table's order."""
    by_id = {}
    for i, raw in enumerate(fans):
        repeated = sorted(set(raw) & set(_HK_FACTS))
        if repeated:
            raise GlossaryDataError(f"hk.toml fan #{i + 1} ({raw.get('id', '?')}): {', '.join(repeated)} "
                                    "come from scoring/hk/patterns.tsv, not from here")
        by_id[raw.get("id")] = raw
    table = pattern_table()
    ids = [row.id for row in table]
    if list(by_id) != ids:
        raise GlossaryDataError(f"hk.toml: the patterns of scoring/hk/patterns.tsv, once each and in its order: "
                                f"missing {sorted(set(ids) - set(by_id))}, unknown {sorted(set(by_id) - set(ids))}")
    default, known, _ = presets()
    limit = known[default].limit
    return [{**by_id[row.id], "points": limit if row.faan is None else row.faan, "zh_hans": row.zh_hans,
             "zh_hant": row.zh_hant, "en": row.en, "excludes": list(row.excludes)} for row in table]


HK_SECTION = Section(RulesetId.HK, scored_in=RulesetId.HK, prepare=_with_hk_facts)
