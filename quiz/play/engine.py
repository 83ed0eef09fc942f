"""The engine as the table uses it: the one module that names ``scoring.game`` (the rules, the AI)."""

from __future__ import annotations

import hashlib
import json

from quiz.play.model import AILevel, Options, PlayTable
from quiz.sheet.model import Draw, EntryBody, Player, TableStart, Win, Wind
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
    table_rules,
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


#: the sheet option that marks a table whose hands were played in the chat
PLAYED = ("played", "fanbot")
#: the 16 hands of a match end the table; so does its ``hands`` option
MAX_HANDS = 16


class _SharedEnginePlay:
    """The shared engine's rules (``scoring.game.table_rules``) at the chat table: a hand from its number."""

    turn_ending = frozenset({"discard", "added_kong", "concealed_kong", "chow", "pung", "kong"})
    reviews = True
    viewer = False
    lengths: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return table_rules().id

    def players(self, options: Options) -> int:
        return 4

    def check(self, options: Options) -> Options:
        return options

    def opening(self, table: PlayTable, ended) -> dict | None:
        return None if ended is not None and table.hand >= min(table.options.hands, MAX_HANDS) else {}

    def replay(self, table: PlayTable, actions: list[dict]):
        return replay_hand(table, table.hand, actions)

    def apply(self, state, action: dict):
        return apply(state, Action.from_json(action))

    def waiting(self, state) -> frozenset[int]:
        return frozenset() if result(state) is not None else frozenset(waiting_for(state))

    def result(self, state):
        return result(state)

    def deltas(self, state) -> tuple[int, ...]:
        outcome: HandResult = result(state)
        return tuple(outcome.scores)

    def final_deltas(self, table: PlayTable, ended) -> tuple[int, ...]:
        return (0,) * len(table.seats)

    def legal(self, state, seat: int) -> tuple:
        return tuple(legal(state, seat))

    def ai_move(self, state, seat: int, level: AILevel, salt: str) -> dict:
        return ai_decision(state, seat, level, salt).to_json()

    def automatic_move(self, state, seat: int) -> dict:
        return automatic(state, seat).to_json()

    def hint(self, state, seat: int) -> Hint:
        return coach_hint(state, seat)

    def review(self, state, seat: int) -> Review:
        return coach_review(state, seat)


    def wall_commitment(self, state) -> str:
        return wall_commitment(state)

    def wall_reveal(self, state) -> str:
        return wall_reveal(state)

    def exports(self, table: PlayTable, hands: list) -> list[tuple[str, str, bytes]]:
        """The game as JSON lines, one per event (``fanbot play --log``'s), each hand's end with its wall, so
        that anyone can check the wall's commitment."""
        lines = [json.dumps({**event, "wall_sha256": wall_commitment(state), "wall": wall_reveal(state)}
                            if event.get("event") == "hand_end" else event, ensure_ascii=False)
                 for state in hands for event in events(state)]
        return [(f"fanbot-play-{table.id[:8]}.jsonl", "application/x-ndjson", ("\n".join(lines) + "\n").encode())]

    def viewer_link(self, table: PlayTable, hands: list) -> None:
        return None

    def sheet_start(self, table: PlayTable) -> TableStart:
        return TableStart(self.id, tuple(Player(seat.name, seat.user_id) for seat in table.seats), tuple(Wind),
                          (PLAYED,))

    def sheet_entries(self, table: PlayTable, state) -> list[EntryBody]:
        """Each false win's penalty, then the win (with its fans and hand) or the draw."""
        outcome = result(state)
        entries: list[EntryBody] = [Win(false_win.seat, false_win=True, hand=false_win.notation)
                                    for false_win in getattr(outcome, "false_wins", ())]
        if outcome.winner is None:
            return [*entries, Draw()]
        fans = tuple(line.id for line in outcome.fans for _ in range(max(1, line.count)))
        return [*entries, Win(outcome.winner, outcome.discarder, fan=outcome.fan, hand=outcome.notation, fans=fans)]


PLAY = _SharedEnginePlay()

__all__ = ["PLAY", "PLAYED", "MAX_HANDS",
           "Action", "ActionKind", "ActionRefused", "HandResult", "SeatView", "events", "legal", "replay_hand",
           "result", "view", "apply_action", "waiting_for", "wall_commitment", "wall_reveal", "ai_decision",
           "automatic_decision", "table_seed", "coach_hint", "coach_review", "Hint", "Review"]
