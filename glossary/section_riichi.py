"""Riichi's glossary section (registered in ``glossary.sections``): yaku worth han, named in romaji."""

from __future__ import annotations

from glossary.model import Section
from scoring.rulesets import RulesetId

RIICHI_SECTION = Section(RulesetId.RIICHI, scored_in=RulesetId.RIICHI, han=True, latin_field="romaji")
