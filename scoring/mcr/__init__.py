"""Chinese Official Mahjong (MCR) scoring: ``score_hand(hand) -> McrResult``."""

from scoring.mcr.fans import fan_table
from scoring.mcr.result import FanDef, FanHit, McrResult
from scoring.mcr.scorer import score_hand

__all__ = ["score_hand", "fan_table", "McrResult", "FanHit", "FanDef"]
