"""Taiwanese 16-tile mahjong as a ``scoring.rulesets.Ruleset``: its words, notation and scorer.

Hands have 17 tiles with the winning one (five sets and a pair; kongs counting three); its waits and discard
analysis take 16 or 17 tiles (``scoring/taiwan/waits.py``, ``scoring/taiwan/efficiency.py``).
"""

from __future__ import annotations

from scoring.hand import Hand, HandError, PartialHand
from scoring.rulesets import NotationRules, Ruleset, RulesetId, TableRules, register
from scoring.taiwan.efficiency import TaiwanRows
from scoring.taiwan.notation_flags import VOCABULARY
from scoring.taiwan.result import TaiwanResult
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.table import Preset
from scoring.taiwan.waits import taiwan_report
from scoring.waits import WaitsReport

HAND_SIZE = 17

NOTATION = NotationRules(
    flags=frozenset({"flowers", "dealer", "dealer_streak", "from_dealer", "flower_replacement",
                     "double_kong_replacement", "heavenly", "earthly", "human", "ready_declared", "heavenly_ready",
                     "earthly_ready", "flower_win"}),
    foreign_flag=lambda flag: HandError("other_flag_in_taiwan", flag=flag), declarations=True,
    vocabulary=VOCABULARY)


def _score(hand: Hand, options: TableRules | None = None) -> TaiwanResult:
    return score_hand(hand, options if isinstance(options, Preset) else None)


def _waits(partial: PartialHand, options: TableRules | None = None) -> WaitsReport:
    return taiwan_report(partial, options if isinstance(options, Preset) else None)


def _rows(partial: PartialHand, _options: TableRules | None, _route: bool) -> TaiwanRows:
    return TaiwanRows(partial)


TAIWAN = register(Ruleset(
    id=RulesetId.TAIWAN,
    aliases=("台灣麻將", "台湾麻将", "台灣", "台湾", "taiwanese", "台湾麻雀", "16-tile", "sixteen-tile", "16張", "16张",
             "tw"),
    notation=NOTATION,
    score=_score,
    waits=_waits,
    efficiency_rows=_rows,
    hand_size=HAND_SIZE,
))
