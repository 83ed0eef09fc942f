"""Riichi mahjong as a ``scoring.rulesets.Ruleset``: its words, notation, scorer and analyses."""

from __future__ import annotations

from scoring.efficiency.analyse import RiichiRows
from scoring.hand import HandError
from scoring.riichi.options import RiichiRules
from scoring.riichi.scorer import score_hand
from scoring.riichi.switches import allowed_text, parse_switches, switch_text
from scoring.rulesets import NotationRules, Ruleset, RulesetId, TableOptions, register
from scoring.waits import riichi_report

NOTATION = NotationRules(
    flags=frozenset({"riichi", "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "honba", "renhou",
                     "nagashi", "open_riichi", "paarenchan", "kyoutaku", "kita"}),
    foreign_flag=lambda flag: HandError("mcr_flag_in_riichi", flag=flag), red_fives=True, declarations=True)

RIICHI = register(Ruleset(
    id=RulesetId.RIICHI,
    aliases=("日麻", "立直", "jp"),
    notation=NOTATION,
    score=lambda hand, options=None: score_hand(hand, options or RiichiRules()),
    waits=lambda partial, options=None: riichi_report(partial, options),
    efficiency_rows=lambda partial, options, route: RiichiRows(partial, options or RiichiRules(), route),
    options=TableOptions(RiichiRules(), parse_switches, switch_text, allowed_text),
))
