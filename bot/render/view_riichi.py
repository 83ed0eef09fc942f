"""Riichi as the bot shows it: han, the Riichi glossary, ``render_riichi_text``, nagashi mangan."""

from __future__ import annotations

from bot.render.text_riichi import render_riichi_text
from bot.render.view_parts import RulesetView, ValueUnit
from scoring.rulesets import RulesetId

RIICHI_VIEW = RulesetView(id=RulesetId.RIICHI, words="riichi", glossary="riichi", unit=ValueUnit.HAN,
                          render_score=render_riichi_text, pays_draws=True)
