"""Hong Kong Old Style mahjong (香港麻雀, 13 + 1 tiles, counted in faan 番): flags, faan table, presets, scorer.

``scoring.hk.scorer.score_hand(hand, HkRules())`` answers an ``HkResult``; the table lives in
``patterns.tsv``, the presets and options in ``presets.toml`` (each citing its source).
"""
