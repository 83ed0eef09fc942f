"""Hong Kong Old Style mahjong (香港麻雀, 13 + 1 tiles, counted in faan 番): its flags, faan table, presets and scorer.

``score_hand(hand, HkRules())`` answers an ``HkResult``; the table lives in ``patterns.tsv``, the presets
and options in ``presets.toml`` (each citing its source).
"""

from scoring.hk.options import HkRules
from scoring.hk.result import HkResult
from scoring.hk.scorer import score_hand

__all__ = ["HkRules", "HkResult", "score_hand"]
