"""Riichi at the table (issue 32): the hand's state machine, the game, presets, an efficiency AI, log writers.

``RiichiHand`` (``table.py``) plays one hand from its wall; ``RiichiGame`` (``match.py``) plays a game from a
seed under a preset (``presets.toml``); ``ai.decide_view`` chooses for a seat from what it sees.
"""

from scoring.game.model import ActionRefused
from scoring.riichi.game.match import GameResult, Position, RiichiGame, play_game, play_hand, replay_hand
from scoring.riichi.game.model import Act, Action, DrawKind, EventKind, HandEnd, SeatView, Win
from scoring.riichi.game.presets import DEFAULT_PRESET, PRESETS, Preset, preset_of
from scoring.riichi.game.table import Phase, RiichiHand

__all__ = ["DEFAULT_PRESET", "PRESETS", "Act", "Action", "ActionRefused", "DrawKind", "EventKind", "GameResult",
           "HandEnd", "Phase", "Position", "Preset", "RiichiGame", "RiichiHand", "SeatView", "Win", "play_game",
           "play_hand", "preset_of", "replay_hand"]
