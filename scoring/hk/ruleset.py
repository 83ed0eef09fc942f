"""Hong Kong Old Style mahjong as a ``scoring.rulesets.Ruleset``: its words, notation, scorer and analyses."""

from __future__ import annotations

from scoring.hand import Hand, HandError, PartialHand
from scoring.hk.efficiency import HkRows
from scoring.hk.notation_flags import VOCABULARY
from scoring.hk.options import HkRules
from scoring.hk.result import HkResult
from scoring.hk.scorer import score_hand
from scoring.hk.waits import hk_report
from scoring.rulesets import NotationRules, Ruleset, RulesetId, TableRules, register
from scoring.waits import WaitsReport

NOTATION = NotationRules(
    flags=frozenset({"flower_tiles", "flower_win", "last_tile", "kong_replacement", "double_kong_replacement",
                     "flower_replacement", "robbing_kong", "heavenly", "earthly"}),
    foreign_flag=lambda flag: HandError("flag_not_in_hk", flag=flag), declarations=True, vocabulary=VOCABULARY)


def _rules(options: TableRules | None) -> HkRules:
    return options if isinstance(options, HkRules) else HkRules()


def _score(hand: Hand, options: TableRules | None = None) -> HkResult:
    return score_hand(hand, _rules(options))


def _waits(partial: PartialHand, options: TableRules | None = None) -> WaitsReport:
    return hk_report(partial, _rules(options))


def _efficiency_rows(partial: PartialHand, options: TableRules | None, route: bool) -> HkRows:
    return HkRows(partial)


HK = register(Ruleset(
    id=RulesetId.HK,
    aliases=("香港麻雀", "港式麻將", "港式麻将", "广东牌", "廣東牌", "hong kong", "hongkong", "hk old style",
             "hong-kong", "港麻"),
    notation=NOTATION,
    score=_score,
    waits=_waits,
    efficiency_rows=_efficiency_rows,
))
