"""The engine as the table uses it: the one module that names ``scoring.game`` (the rules, the AI)."""

from __future__ import annotations

import hashlib

from quiz.play.model import AILevel, PlayTable
from scoring.game import (
    Action,
    ActionKind,
    ActionRefused,
    HandResult,
    SeatView,
    apply,
    automatic,
    events,
    legal,
    position,
    replay,
    result,
    view,
    waiting_for,
    wall_commitment,
    wall_reveal,
)
from scoring.game.ai import AILevel as EngineLevel
from scoring.game.ai import decide
from scoring.game.coach import Hint, Review, hint, review

_LEVELS = {AILevel.BEGINNER: EngineLevel.BEGINNER, AILevel.PLAYER: EngineLevel.PLAYER}


def table_seed(table: PlayTable) -> str:
    """The seed of the table's walls: each hand's wall comes from it and the hand's number."""
    return table.seed


def replay_hand(table: PlayTable, hand: int, actions: list[dict]):
    """Hand ``hand`` of the table from its seed, its place in the match and its decisions (JSON)."""
    return replay(table_seed(table), position(hand), [Action.from_json(a) for a in actions])


def apply_action(state, action: Action):
    """``apply`` of the engine: a ``ActionRefused`` when the action is not legal now."""
    return apply(state, action)


def ai_decision(state, seat: int, level: AILevel, salt: str) -> Action:
    """The AI's choice, from what that seat sees only."""
    rng = int.from_bytes(hashlib.sha256(salt.encode()).digest()[:8], "big")
    return decide(view(state, seat), legal(state, seat), _LEVELS[level], rng)


def coach_hint(state, seat: int) -> Hint:
    """The coach's advice for the seat's hand as that seat sees it."""
    return hint(view(state, seat))


def coach_review(state, seat: int) -> Review:
    """The seat's discards of the hand beside the analysis's choice at each."""
    return review(events(state), seat)


def automatic_decision(state, seat: int) -> Action:
    """What a person who let the time run out does: pass a claim, else discard the drawn tile."""
    return automatic(state, seat)


__all__ = ["Action", "ActionKind", "ActionRefused", "HandResult", "SeatView", "events", "legal", "replay_hand",
           "result", "view", "apply_action", "waiting_for", "wall_commitment", "wall_reveal", "ai_decision",
           "automatic_decision", "table_seed", "coach_hint", "coach_review", "Hint", "Review"]
