"""The game record every log reader gives: players, hands, each seat's draws, discards and calls, results.

Tiles are ``scoring.tiles.Tile`` (a red five is its five: the review weighs shapes, not dora).
Seats count from the log's first seat (0), in turn order.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scoring.tiles import Tile


class ActionKind(enum.StrEnum):
    DRAW = "draw"
    DISCARD = "discard"
    CALL = "call"
    #: a bonus tile set aside (three-player North): the seat draws a replacement
    BONUS = "bonus"


class CallKind(enum.StrEnum):
    CHI = "chi"
    PON = "pon"
    OPEN_KAN = "open_kan"
    ADDED_KAN = "added_kan"
    CLOSED_KAN = "closed_kan"

    @property
    def opens_hand(self) -> bool:
        """A closed kan keeps the hand closed: it is no call in the statistics."""
        return self is not CallKind.CLOSED_KAN

    @property
    def claims_discard(self) -> bool:
        return self in (CallKind.CHI, CallKind.PON, CallKind.OPEN_KAN)


class ResultKind(enum.StrEnum):
    WIN = "win"
    DRAW = "draw"


@dataclass(frozen=True)
class Action:
    """One step of a hand. ``tile``: drawn, discarded, claimed, or the kan's tile; ``used``: the tiles a
    call takes from the hand; ``source``: the seat a claimed tile came from; ``riichi``: a discard
    declaring riichi."""

    seat: int
    kind: ActionKind
    tile: Tile
    call: CallKind | None = None
    used: tuple[Tile, ...] = ()
    source: int | None = None
    riichi: bool = False


@dataclass(frozen=True)
class Result:
    """A win (``winner``; ``loser`` None for a self-drawn win) or a drawn hand; ``deltas``: each seat's
    change of points (sticks and counters included); ``yaku``: the winning hand's fans or yaku as logged."""

    kind: ResultKind
    deltas: tuple[int, ...]
    winner: int | None = None
    loser: int | None = None
    yaku: tuple[str, ...] = ()
    value: int | None = None

    @property
    def self_drawn(self) -> bool:
        return self.kind is ResultKind.WIN and self.loser is None


@dataclass(frozen=True)
class HandRecord:
    """One hand: ``label`` as ``E1-0`` (round wind, dealer's hand number, counters)."""

    label: str
    dealer: int
    scores: tuple[int, ...]
    dora_indicators: tuple[Tile, ...]
    starts: tuple[tuple[Tile, ...], ...]
    actions: tuple[Action, ...]
    results: tuple[Result, ...]


@dataclass(frozen=True)
class GameRecord:
    """A whole game: the ruleset id, the players' names by seat, the hands in order, the log's format."""

    rules: str
    players: tuple[str, ...]
    hands: tuple[HandRecord, ...]
    format: str
    #: the seat a review looks at when none is asked: the log's first human, else 0
    default_seat: int = 0

    @property
    def seats(self) -> int:
        return len(self.players)


def hand_label(round_index: int, honba: int) -> str:
    """``E1-0`` from a round index counted as wind * 4 + hand (0 = East 1) and the counters."""
    return f"{'ESWN'[(round_index // 4) % 4]}{round_index % 4 + 1}-{honba}"


__all__ = ["ActionKind", "CallKind", "ResultKind", "Action", "Result", "HandRecord", "GameRecord", "hand_label"]
