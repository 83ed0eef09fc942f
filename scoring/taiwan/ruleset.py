"""Taiwanese 16-tile mahjong as a ``scoring.rulesets.Ruleset``: its words, notation and scorer.

Hands have 17 tiles with the winning one (five sets and a pair; kongs counting three). The shared waits
and discard analyses count 13 and 14 tiles, so this ruleset answers them with a coded refusal for now.
"""

from __future__ import annotations

from scoring.hand import Hand, HandError, PartialHand
from scoring.rulesets import NotationRules, Ruleset, RulesetId, TableRules, register
from scoring.taiwan.notation_flags import VOCABULARY
from scoring.taiwan.result import TaiwanResult
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.table import Preset

HAND_SIZE = 17

NOTATION = NotationRules(
    flags=frozenset({"flowers", "dealer", "dealer_streak", "from_dealer", "flower_replacement",
                     "double_kong_replacement", "heavenly", "earthly", "human", "ready_declared", "heavenly_ready",
                     "earthly_ready", "flower_win"}),
    foreign_flag=lambda flag: HandError("other_flag_in_taiwan", flag=flag), declarations=True,
    vocabulary=VOCABULARY)


def _score(hand: Hand, options: TableRules | None = None) -> TaiwanResult:
    return score_hand(hand, options if isinstance(options, Preset) else None)


def _no_analysis(partial: PartialHand, *_options: object) -> TaiwanResult:
    raise HandError("taiwan_no_analysis")


TAIWAN = register(Ruleset(
    id=RulesetId.TAIWAN,
    aliases=("台灣麻將", "台湾麻将", "台灣", "台湾", "taiwanese", "台湾麻雀", "16-tile", "sixteen-tile", "16張", "16张",
             "tw"),
    notation=NOTATION,
    score=_score,
    waits=_no_analysis,
    efficiency_rows=_no_analysis,
    hand_size=HAND_SIZE,
))
