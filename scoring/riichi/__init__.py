"""Riichi (Japanese) mahjong scoring: yaku, yakuman with seed 000's variants, fu, han and points."""

from scoring.riichi.nagashi import NagashiResult, parse_nagashi, score_nagashi
from scoring.riichi.options import DaisharinRule, GreenDragonRule, KazoeLimit, RenhouRule, RiichiRules, SanmaTsumo
from scoring.riichi.payments import Payment
from scoring.riichi.result import FuItem, FuReason, RiichiResult, YakuHit, YakumanHit
from scoring.riichi.scorer import score_hand
from scoring.riichi.table import YakuDef, yaku_by_id, yaku_table

__all__ = [
    "score_hand", "score_nagashi", "parse_nagashi", "NagashiResult", "RiichiRules", "RenhouRule", "DaisharinRule",
    "SanmaTsumo",
    "RiichiResult", "GreenDragonRule", "KazoeLimit", "YakuHit", "YakumanHit",
    "FuItem", "FuReason", "Payment", "YakuDef", "yaku_table", "yaku_by_id",
]
