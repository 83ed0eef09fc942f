"""The engine as the table uses it: the one module that names ``scoring.game`` (the rules, the AI)."""

from __future__ import annotations

import hashlib

from scoring.game import (
    Action,
    ActionKind,
    GameError,
    HandResult,
    MatchState,
    SeatView,
    apply,
    events,
    legal,
    replay,
    result,
    view,
    waiting_for,
    wall_commitment,
    wall_reveal,
)
from scoring.game.ai import AILevel as EngineLevel
from scoring.game.ai import decide

from quiz.play.model import AILevel, PlayTable

_LEVELS = {AILevel.BEGINNER: EngineLevel.BEGINNER, AILevel.PLAYER: EngineLevel.PLAYER}


def apply_action(state, action: Action):
    return apply(state, action)


def hand_seed(table: PlayTable, hand: int) -> int:
    """Each hand's wall comes from the table's seed and its number."""
    return int.from_bytes(hashlib.sha256(f"{table.seed}:{hand}".encode()).digest()[:8], "big")


def match_before(table: PlayTable, hand: int) -> MatchState:
    return MatchState(tuple(table.totals), hand - 1)


def replay_hand(table: PlayTable, hand: int, actions: list[dict]):
    """The hand's state from its seed, its place in the match and its decisions (JSON)."""
    return replay(hand_seed(table, hand), match_before(table, hand), [Action.from_json(a) for a in actions])


def ai_decision(state, seat: int, level: AILevel, salt: str) -> Action:
    seat_view = view(state, seat)
    rng = int.from_bytes(hashlib.sha256(salt.encode()).digest()[:8], "big")
    return decide(seat_view, legal(state, seat), _LEVELS[level], rng)


def automatic_decision(state, seat: int) -> Action:
    """What a person who let the time run out does: pass a claim, else discard the tile just drawn
    (the last of the hand when the turn began with a claim)."""
    options = legal(state, seat)
    for option in options:
        if option.kind is ActionKind.PASS:
            return option
    discards = [option for option in options if option.kind is ActionKind.DISCARD]
    drawn = view(state, seat).drawn
    for option in discards:
        if option.tile == drawn:
            return option
    return discards[-1] if discards else options[0]


__all__ = ["Action", "ActionKind", "GameError", "HandResult", "SeatView", "events", "legal", "replay_hand", "result", "view", "apply_action",
           "waiting_for", "wall_commitment", "wall_reveal", "ai_decision", "automatic_decision", "hand_seed",
           "match_before"]
