"""Riichi mahjong as a ``scoring.rulesets.Ruleset``: its words, notation, scorer and analyses."""

from __future__ import annotations

from scoring.hand import Hand, HandError, PartialHand
from scoring.riichi.efficiency import RiichiRows
from scoring.riichi.notation_flags import VOCABULARY
from scoring.riichi.options import RiichiRules
from scoring.riichi.result import RiichiResult
from scoring.riichi.scorer import score_hand
from scoring.riichi.switches import allowed_text, parse_switches, switch_text
from scoring.riichi.waits import riichi_report
from scoring.rulesets import NotationRules, Ruleset, RulesetId, TableOptions, TableRules, register
from scoring.waits import WaitsReport

_DEFAULT_RULES = RiichiRules()

NOTATION = NotationRules(
    flags=frozenset({"riichi", "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "honba", "renhou",
                     "nagashi", "open_riichi", "paarenchan", "kyoutaku", "kita"}),
    foreign_flag=lambda flag: HandError("mcr_flag_in_riichi", flag=flag), red_fives=True, declarations=True,
    vocabulary=VOCABULARY)



def _rules(options: TableRules | None) -> RiichiRules:
    """The table's options, or the defaults (Riichi's options are always ``RiichiRules``)."""
    return options if isinstance(options, RiichiRules) else _DEFAULT_RULES


def _score(hand: Hand, options: TableRules | None = None) -> RiichiResult:
    return score_hand(hand, _rules(options))


def _waits(partial: PartialHand, options: TableRules | None = None) -> WaitsReport:
    return riichi_report(partial, _rules(options))


def _efficiency_rows(partial: PartialHand, options: TableRules | None, route: bool) -> RiichiRows:
    return RiichiRows(partial, _rules(options), route)


RIICHI = register(Ruleset(
    id=RulesetId.RIICHI,
    aliases=("日麻", "立直", "jp"),
    notation=NOTATION,
    score=_score,
    waits=_waits,
    efficiency_rows=_efficiency_rows,
    options=TableOptions(RiichiRules(), parse_switches, switch_text, allowed_text),
))
