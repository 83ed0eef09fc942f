"""Taiwanese mahjong as the bot shows it: tai, ``render_taiwan_text``, its glossary section
(``glossary/data/taiwan.toml``)."""

from __future__ import annotations

from bot.render.text_sheet_taiwan import TAIWAN_SHEET
from bot.render.text_taiwan import render_taiwan_text
from bot.render.view_parts import RulesetView, ValueUnit
from scoring.rulesets import RulesetId

TAIWAN_VIEW = RulesetView(id=RulesetId.TAIWAN, words="taiwan", glossary=RulesetId.TAIWAN, unit=ValueUnit.TAI,
                          render_score=render_taiwan_text, sheet=TAIWAN_SHEET)
