"""How the bot shows a ruleset (``RulesetView``): its catalogue words, its glossary, its score text.

One view per ruleset (``bot/render/view_mcr.py``, ``bot/render/view_riichi.py``), registered in
``bot.render.views`` under the id of its core ``scoring.rulesets.Ruleset``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.render.styles import Style
from bot.rich import Rich


class ValueUnit(enum.StrEnum):
    """What a hand's value counts: MCR's points (fan) or Riichi's han."""

    POINTS = "points"
    HAN = "han"


@dataclass(frozen=True)
class RulesetView:
    id: str
    #: the suffix of its own catalogue messages (``score.title_<words>``, ``quiz.unit_<words>``,
    #: ``ruleset.<words>``): a variant shows the words of the ruleset it varies
    words: str
    #: the glossary section its fans are looked up in (``glossary.RULESETS``)
    glossary: str
    unit: ValueUnit
    #: (result of the core's ``score``, language, style, the hand as written) -> the score's text
    render_score: Callable[[Any, str, Style, str | None], Rich]
    #: a hand may be a draw paid as a win (Riichi's nagashi mangan)
    pays_draws: bool = False
    #: its wins must reach a minimum (MCR's 8 points): waits show both totals and the minimum's note
    minimum_points: int | None = None


__all__ = ["RulesetView", "ValueUnit"]
