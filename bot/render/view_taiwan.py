"""Taiwanese mahjong as the bot shows it: tai, ``render_taiwan_text`` (no glossary section of its own yet)."""

from __future__ import annotations

from bot.render.text_taiwan import render_taiwan_text
from bot.render.view_parts import RulesetView, ValueUnit
from scoring.rulesets import RulesetId

TAIWAN_VIEW = RulesetView(id=RulesetId.TAIWAN, words="taiwan", glossary="taiwan", unit=ValueUnit.TAI,
                          render_score=render_taiwan_text)
