"""Discard analysis (何切): which tile to discard, ranked by the route to 8 (MCR) or useful tiles (Riichi).

``analyse(partial, ruleset="mcr") -> EfficiencyReport``; the result types are in ``result``.
"""

from scoring.efficiency.analyse import analyse, mcr_rank, riichi_rank
from scoring.efficiency.result import (
    MINIMUM_POINTS,
    DiscardAnalysis,
    DrawStep,
    EfficiencyReport,
    FanInReach,
    FanShare,
    Winning8,
    WinningTile,
    YakuWaits,
)

__all__ = ["analyse", "mcr_rank", "riichi_rank", "MINIMUM_POINTS", "DiscardAnalysis", "DrawStep", "EfficiencyReport",
           "FanInReach", "FanShare", "Winning8", "WinningTile", "YakuWaits"]
