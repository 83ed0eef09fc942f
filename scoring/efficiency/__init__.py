"""Discard analysis (何切): which tile to discard, ranked as the ruleset ranks them (``analyse``).

``analyse(partial, ruleset) -> EfficiencyReport``; the result types are in ``result``; each ruleset's
rows and ranking are in its own package (``Ruleset.efficiency_rows``).
"""

from scoring.efficiency.analyse import analyse
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

__all__ = ["analyse", "MINIMUM_POINTS", "DiscardAnalysis", "DrawStep", "EfficiencyReport",
           "FanInReach", "FanShare", "Winning8", "WinningTile", "YakuWaits"]
