"""Hong Kong as the bot shows it: faan counted as points of a fan-total ruleset, the Hong Kong glossary,
``render_hk_text``. Its 3-faan minimum is said by the score's text, not by the 8-point minimum's notes."""

from __future__ import annotations

from bot.render.text_hk import render_hk_text
from bot.render.text_sheet_hk import HK_SHEET
from bot.render.view_parts import RulesetView, ValueUnit
from scoring.rulesets import RulesetId

HK_VIEW = RulesetView(id=RulesetId.HK, words="hk", glossary="hk", unit=ValueUnit.POINTS, render_score=render_hk_text,
                      sheet=HK_SHEET)
