"""Chinese Official Mahjong as a ``scoring.rulesets.Ruleset``: its words, notation, scorer and analyses."""

from __future__ import annotations

from scoring.efficiency.analyse import McrRows
from scoring.hand import HandError
from scoring.mcr.scorer import score_hand
from scoring.rulesets import NotationRules, Ruleset, RulesetId, register
from scoring.waits import mcr_report

NOTATION = NotationRules(flags=frozenset({"last", "flowers"}),
                         foreign_flag=lambda flag: HandError("riichi_flag_in_mcr", flag=flag), fast_text=True)

MCR = register(Ruleset(
    id=RulesetId.MCR,
    aliases=("国标", "國標", "cn"),
    notation=NOTATION,
    score=lambda hand, options=None: score_hand(hand),
    waits=lambda partial, options=None: mcr_report(partial),
    efficiency_rows=lambda partial, options, route: McrRows(partial, route),
))
