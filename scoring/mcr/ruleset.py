"""Chinese Official Mahjong as a ``scoring.rulesets.Ruleset``: its words, notation, scorer and analyses."""

from __future__ import annotations

from scoring.hand import HandError
from scoring.mcr.scorer import score_hand
from scoring.rulesets import NotationRules, Ruleset, RulesetId, register

NOTATION = NotationRules(flags=frozenset({"last", "flowers"}),
                         foreign_flag=lambda flag: HandError("riichi_flag_in_mcr", flag=flag), fast_text=True)


def _waits(partial, options=None):
    from scoring.waits import mcr_report

    return mcr_report(partial)


def _efficiency_rows(partial, options, route: bool):
    from scoring.efficiency.analyse import McrRows

    return McrRows(partial, route)


MCR = register(Ruleset(
    id=RulesetId.MCR,
    aliases=("国标", "國標", "cn"),
    notation=NOTATION,
    score=lambda hand, options=None: score_hand(hand),
    waits=_waits,
    efficiency_rows=_efficiency_rows,
))
