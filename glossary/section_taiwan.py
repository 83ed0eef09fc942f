"""The Taiwanese glossary section (registered in ``glossary.sections``): its tai patterns.

A pattern's tai, Traditional and English names and exclusions are the scorer's (``scoring/taiwan/patterns.tsv``,
the one source of those facts): ``taiwan.toml`` adds only what teaches the pattern, and may not repeat them.
"""

from __future__ import annotations

from glossary.errors import GlossaryDataError
from glossary.model import Section
from scoring.rulesets import RulesetId
from scoring.taiwan.table import PATTERNS

#: a pattern's facts, read from the scorer's table (as ``Entry`` fields), never from taiwan.toml
_TAIWAN_FACTS = ("points", "zh_hant", "en", "excludes")


def _with_taiwan_facts(fans: list[dict]) -> list[dict]:
    """taiwan.toml's patterns with their facts from the scorer's table, in the table's order."""
    by_id = {}
    for i, raw in enumerate(fans):
        repeated = sorted(set(raw) & set(_TAIWAN_FACTS))
        if repeated:
            raise GlossaryDataError(f"taiwan.toml pattern #{i + 1} ({raw.get('id', '?')}): {', '.join(repeated)} "
                                    "come from scoring/taiwan/patterns.tsv, not from here")
        by_id[raw.get("id")] = raw
    if list(by_id) != list(PATTERNS):
        raise GlossaryDataError(f"taiwan.toml: the patterns of scoring/taiwan/patterns.tsv, once each and in its "
                                f"order: missing {sorted(set(PATTERNS) - set(by_id))}, "
                                f"unknown {sorted(set(by_id) - set(PATTERNS))}")
    return [{**by_id[p.id], "points": p.tai, "zh_hant": p.zh, "en": p.en, "excludes": sorted(p.excludes)}
            for p in PATTERNS.values()]


TAIWAN_SECTION = Section(RulesetId.TAIWAN, scored_in=RulesetId.TAIWAN, prepare=_with_taiwan_facts,
                         value_words=("text.value.tai", "text.value.tai"))
