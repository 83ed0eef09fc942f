"""Taiwanese mahjong as the bot shows it: tai, ``render_taiwan_text``.

Its glossary is the regional section for now (seed 004's 台-counted extras: 天听, 八仙过海, 天胡 ...) until
it has a section of its own."""

from __future__ import annotations

from bot.render.text_taiwan import render_taiwan_text
from bot.render.view_parts import RulesetView, ValueUnit
from scoring.rulesets import RulesetId

TAIWAN_VIEW = RulesetView(id=RulesetId.TAIWAN, words="taiwan", glossary="regional", unit=ValueUnit.TAI,
                          render_score=render_taiwan_text)
