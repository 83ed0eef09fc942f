"""Hands played by AI seats alone: the log of ``fanbot play --ai 4``, the tests' and the bench's games."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.game.ai import AILevel, decide
from scoring.game.engine import apply, legal, result, start_hand, view, waiting_for
from scoring.game.model import MatchState
from scoring.game.state import HandState


def play_hand(seed: bytes | int | str, match: MatchState, hand_number: int,
              levels: Sequence[AILevel] = (AILevel.PLAYER,) * 4) -> HandState:
    """Hand ``hand_number`` played to its end, seat ``s`` at ``levels[s]``; each decision's random
    seed is the decision's number in the hand, so the hand replays from its seed alone."""
    state = start_hand(seed, match, hand_number)
    while result(state) is None:
        seat = min(waiting_for(state))
        state = apply(state, decide(view(state, seat), legal(state, seat), levels[seat], len(state.decisions)))
    return state


def play_match(seed: bytes | int | str, hands: int = 16, levels: Sequence[AILevel] = (AILevel.PLAYER,) * 4):
    """Up to ``hands`` hands of one match (16 at most; the log's ``--hands`` beyond 16 starts a new match
    with the same seed and the match number): yields each finished hand's state."""
    match, number = MatchState(), 0
    for index in range(hands):
        if match.over:
            match = MatchState()
        number = match.hands_played + 1
        match_seed = seed if index < 16 else f"{seed}/{index // 16}"
        state = play_hand(match_seed, match, number, levels)
        match = match.after(result(state))  # type: ignore[arg-type]
        yield state
