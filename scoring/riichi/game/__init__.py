"""Riichi at the table (issue 32): the hand's state machine, the game, presets, an efficiency AI, log writers.

``RiichiHand`` (``table.py``) plays one hand from its wall; ``RiichiGame`` (``match.py``) plays a game from a
seed under a preset (``presets.toml``); ``ai.decide_view`` chooses for a seat from what it sees.

Import from the submodules (``model``, ``match``, ``presets``, ``table``): this package re-exports nothing, so
a module that needs the presets alone (a score sheet's Riichi settings) does not load the whole engine.
"""
