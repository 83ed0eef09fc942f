"""MCR as the bot shows it: points, the MCR glossary, ``render_mcr_text``."""

from __future__ import annotations

from bot.render.text_mcr import render_mcr_text
from bot.render.tournament_mcr import MCR_TOURNAMENT
from bot.render.view_parts import RulesetView, ValueUnit
from scoring.efficiency import MINIMUM_POINTS
from scoring.rulesets import RulesetId

MCR_VIEW = RulesetView(id=RulesetId.MCR, words="mcr", glossary="mcr", unit=ValueUnit.POINTS,
                       render_score=render_mcr_text, minimum_points=MINIMUM_POINTS,
                       tournament=MCR_TOURNAMENT)
