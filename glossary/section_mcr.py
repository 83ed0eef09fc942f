"""MCR's glossary sections (registered in ``glossary.sections``): its fans, and the regional fans its scorer scores.

An MCR fan's points, standard names and exclusions are the scorer's (``scoring/mcr/fans.tsv``, the
one source of those facts): ``mcr.toml`` adds only what teaches the fan, and may not repeat them.
"""

from __future__ import annotations

from glossary.model import Section
from glossary.table_facts import with_table_facts
from scoring.mcr.fans import FANS as MCR_FANS
from scoring.rulesets import RulesetId


def _with_mcr_facts(fans: list[dict]) -> list[dict]:
    """mcr.toml's fans with their facts (points, standard names, exclusions) from the scorer's fan table."""
    table = {fan.id: {"points": fan.points, "zh_hans": fan.zh, "zh_hant": fan.zh_hant, "en": fan.en,
                      "excludes": list(fan.excludes)} for fan in MCR_FANS}
    return with_table_facts(fans, table, "mcr.toml", "scoring/mcr/fans.tsv")


MCR_SECTION = Section(RulesetId.MCR, scored_in=RulesetId.MCR, tagged=False, prepare=_with_mcr_facts)
#: the regional fans: their examples read as MCR hands, but the scorer does not score those fans
REGIONAL_SECTION = Section("regional", scored_in=RulesetId.MCR, examples_scored=False, shown_note="not_mcr")
