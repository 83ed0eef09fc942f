"""Chinese Official Mahjong as a ``scoring.rulesets.Ruleset``: its words, notation, scorer and analyses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scoring.hand import Hand, HandError, PartialHand
from scoring.mcr.result import McrResult
from scoring.mcr.scorer import score_hand
from scoring.rulesets import NotationRules, Ruleset, RulesetId, TableRules, register

if TYPE_CHECKING:  # loaded on the first analysis, not with the scorer
    from scoring.mcr.efficiency import McrRows
    from scoring.waits import WaitsReport

NOTATION = NotationRules(flags=frozenset({"last", "flowers"}),
                         foreign_flag=lambda flag: HandError("riichi_flag_in_mcr", flag=flag), fast_text=True)


def _score(hand: Hand, options: TableRules | None = None) -> McrResult:
    return score_hand(hand)


def _waits(partial: PartialHand, options: TableRules | None = None) -> WaitsReport:
    from scoring.mcr.waits import mcr_report

    return mcr_report(partial)


def _efficiency_rows(partial: PartialHand, options: TableRules | None, route: bool) -> McrRows:
    from scoring.mcr.efficiency import McrRows

    return McrRows(partial, route)


MCR = register(Ruleset(
    id=RulesetId.MCR,
    aliases=("国标", "國標", "cn"),
    notation=NOTATION,
    score=_score,
    waits=_waits,
    efficiency_rows=_efficiency_rows,
))
