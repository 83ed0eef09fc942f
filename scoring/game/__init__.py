"""The game at the table: a pure engine (no I/O, no prose, no clock), deterministic from a seed.

``start_hand(seed, match, hand_number) -> HandState``; ``legal(state, seat)``, ``waiting_for(state)``,
``apply(state, action)``, ``view(state, seat)``, ``result(state)``, ``events(state)``,
``replay(seed, position, decisions)``, ``wall_commitment`` / ``wall_reveal``; ``automatic(state, seat)``
is the move made for an absent player. Tiles are notation tokens (``5m``, ``7z``, bonus tiles ``f1``-``f8``).
The shared flow is ``engine.py`` and ``table.py``; what a ruleset decides is its ``TableRules``
(``rules.py``, found in ``registry.py``); the AI is ``ai.py``, the coach ``coach.py``. See docs/play.md.
"""

from scoring.game.engine import (
    apply,
    automatic,
    check_reveal,
    events,
    legal,
    position,
    replay,
    result,
    start_hand,
    start_position,
    view,
    waiting_for,
    wall_commitment,
    wall_reveal,
)
from scoring.game.model import (
    HANDS,
    HIDDEN_KONG,
    Action,
    ActionKind,
    ActionRefused,
    FalseWin,
    FanLine,
    GameMeld,
    HandPosition,
    HandResult,
    MatchState,
    MeldSource,
    Phase,
    RiverTile,
    SeatView,
)
from scoring.game.registry import register_table, table_rules
from scoring.game.rules import TableRules
from scoring.game.state import HandState

__all__ = ["apply", "automatic", "events", "legal", "replay", "result", "start_hand", "start_position", "view",
           "waiting_for", "wall_commitment", "wall_reveal", "position", "HANDS", "HIDDEN_KONG",
           "Action", "ActionKind", "FalseWin", "FanLine", "ActionRefused", "GameMeld", "HandPosition", "HandResult",
           "MatchState", "MeldSource", "Phase", "RiverTile", "SeatView", "HandState", "check_reveal",
           "TableRules", "register_table", "table_rules"]
