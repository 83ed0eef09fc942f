"""MCR's glossary sections (registered in ``glossary.sections``): its fans, and the regional fans its scorer scores.

An MCR fan's points, standard names and exclusions are the scorer's (``scoring/mcr/fans.tsv``, the
one source of those facts): ``mcr.toml`` adds only what teaches the fan, and may not repeat them.
"""

from __future__ import annotations

from glossary.errors import GlossaryDataError
from glossary.model import Section
from scoring.mcr.fans import FANS as MCR_FANS
from scoring.rulesets import RulesetId

#: an MCR fan's facts, read from the scorer's fan table (as ``Entry`` fields), never from mcr.toml
_MCR_FACTS = ("points", "zh_hans", "zh_hant", "en", "excludes")


def _with_mcr_facts(fans: list[dict]) -> list[dict]:
    """mcr.toml's fans with their facts from the scorer's fan table, in the table's order."""
    by_id = {}
    for i, raw in enumerate(fans):
        repeated = sorted(set(raw) & set(_MCR_FACTS))
        if repeated:
            raise GlossaryDataError(f"mcr.toml fan #{i + 1} ({raw.get('id', '?')}): {', '.join(repeated)} "
                                    "come from scoring/mcr/fans.tsv, not from here")
        by_id[raw.get("id")] = raw
    table = [fan.id for fan in MCR_FANS]
    if list(by_id) != table:
        raise GlossaryDataError(f"mcr.toml: the fans of scoring/mcr/fans.tsv, once each and in its order: "
                                f"missing {sorted(set(table) - set(by_id))}, unknown {sorted(set(by_id) - set(table))}")
    return [{**by_id[fan.id], "points": fan.points, "zh_hans": fan.zh, "zh_hant": fan.zh_hant, "en": fan.en,
             "excludes": list(fan.excludes)} for fan in MCR_FANS]


MCR_SECTION = Section(RulesetId.MCR, scored_in=RulesetId.MCR, tagged=False, prepare=_with_mcr_facts)
#: the regional fans: their examples read as MCR hands, but the scorer does not score those fans
REGIONAL_SECTION = Section("regional", scored_in=RulesetId.MCR, examples_scored=False, shown_note="not_mcr")
