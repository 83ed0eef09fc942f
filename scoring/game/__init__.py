"""The MCR game: a pure engine (no I/O, no prose, no clock), deterministic from a seed.

``start_hand(seed, match, hand_number) -> HandState``; ``legal(state, seat)``, ``waiting_for(state)``,
``apply(state, action)``, ``view(state, seat)``, ``result(state)``, ``events(state)``,
``replay(seed, position, decisions)``, ``wall_commitment`` / ``wall_reveal``; ``automatic(state, seat)``
is the move made for an absent player. Tiles are notation tokens (``5m``, ``7z``, flowers ``f1``-``f8``).
The rules and their sources are listed in ``engine.py``; rotation and payments in ``match.py``; how a
win's flags are known in ``winning.py``. The AI is ``ai.py``, the coach ``coach.py``. See docs/play.md.
"""

from scoring.game.engine import (
    apply,
    automatic,
    events,
    legal,
    replay,
    result,
    start_hand,
    start_position,
    view,
    waiting_for,
    wall_commitment,
    wall_reveal,
)
from scoring.game.match import position, win_deltas
from scoring.game.model import (
    HANDS,
    HIDDEN_KONG,
    Action,
    ActionKind,
    FalseWin,
    FanLine,
    GameError,
    GameMeld,
    HandPosition,
    HandResult,
    MatchState,
    MeldSource,
    Phase,
    RiverTile,
    SeatView,
)
from scoring.game.state import HandState
from scoring.game.wall import check_reveal

__all__ = ["apply", "automatic", "events", "legal", "replay", "result", "start_hand", "start_position", "view",
           "waiting_for", "wall_commitment", "wall_reveal", "position", "win_deltas", "HANDS", "HIDDEN_KONG",
           "Action", "ActionKind", "FalseWin", "FanLine", "GameError", "GameMeld", "HandPosition", "HandResult",
           "MatchState", "MeldSource", "Phase", "RiverTile", "SeatView", "HandState", "check_reveal"]
