"""The table's data: actions, melds, the events a hand's log is made of, how a hand ended, what a seat sees.

A refused action is the shared engine's ``ActionRefused`` (``scoring.game.model``: its codes and words).

Tiles are Tenhou's 136 ids (``tiles.py``); seats are fixed (0 to players - 1), the dealer rotates.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import ClassVar

from scoring.game.model import StoredAction
from scoring.riichi.result import RiichiResult


class Act(enum.StrEnum):
    DISCARD = "discard"
    RIICHI = "riichi"              # a discard declaring riichi
    TSUMO = "tsumo"
    RON = "ron"
    CHI = "chi"
    PON = "pon"
    OPEN_KAN = "open_kan"
    CLOSED_KAN = "closed_kan"
    ADDED_KAN = "added_kan"
    NUKI = "nuki"                  # a North set aside (three players)
    NINE_TERMINALS = "nine_terminals"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Action(StoredAction):
    """A seat's decision (stored as ``StoredAction`` says). ``tile``: the discard, the kan's or nuki's tile, the
    claimed tile; ``tiles``: the tiles a chi or pon takes from the hand (ids)."""

    kinds: ClassVar[type[Act]] = Act
    kind: Act
    seat: int
    tile: int | None = None
    tiles: tuple[int, ...] = ()


class MeldKind(enum.StrEnum):
    CHI = "chi"
    PON = "pon"
    OPEN_KAN = "open_kan"
    CLOSED_KAN = "closed_kan"
    ADDED_KAN = "added_kan"


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A declared set: its tiles (ids, sorted), the claimed tile and its discarder (none for a closed kan);
    an added kan keeps its pon's claim and names the ``added`` tile."""

    kind: MeldKind
    tiles: tuple[int, ...]
    called: int | None = None
    from_seat: int | None = None
    added: int | None = None

    @property
    def kind_index(self) -> int:
        return self.tiles[0] >> 2

    @property
    def is_kan(self) -> bool:
        return self.kind in (MeldKind.OPEN_KAN, MeldKind.CLOSED_KAN, MeldKind.ADDED_KAN)


@dataclass(frozen=True, slots=True)
class RiverTile:
    tile: int
    tsumogiri: bool = False
    riichi: bool = False
    #: taken by a claim
    claimed: bool = False


class EventKind(enum.StrEnum):
    DRAW = "draw"
    DISCARD = "discard"
    CALL = "call"
    NUKI = "nuki"
    DORA = "dora"
    RIICHI_ACCEPTED = "riichi_accepted"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened at the table, in order (what the log writers read)."""

    kind: EventKind
    seat: int = -1
    tile: int | None = None
    tsumogiri: bool = False
    riichi: bool = False
    meld: TableMeld | None = None
    #: a draw from the dead wall (after a kan or a nuki)
    replacement: bool = False


class DrawKind(enum.StrEnum):
    EXHAUSTIVE = "exhaustive"
    NAGASHI = "nagashi"
    NINE_TERMINALS = "nine_terminals"
    FOUR_WINDS = "four_winds"
    FOUR_RIICHI = "four_riichi"
    FOUR_KANS = "four_kans"
    TRIPLE_RON = "triple_ron"


@dataclass(frozen=True, slots=True)
class Win:
    """One win: who, off whom (None: self-drawn), on what, the scorer's result, each seat's change."""

    seat: int
    from_seat: int | None
    tile: int
    result: RiichiResult
    deltas: tuple[int, ...]
    #: the seat paying under pao (big three dragons, big four winds), if any
    liable: int | None = None
    ura: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class HandEnd:
    """How a hand ended: its wins (several on a multiple ron) or a draw, and the whole change per seat."""

    wins: tuple[Win, ...]
    draw: DrawKind | None
    deltas: tuple[int, ...]
    #: the seats ready at an exhaustive draw
    tenpai: tuple[int, ...] = ()
    nagashi: tuple[int, ...] = ()
    dealer_repeats: bool = False
    #: riichi sticks still on the table after the hand
    sticks: int = 0


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat sees: its own tiles, every river, meld and indicator, the scores and the wall's count."""

    seat: int
    dealer: int
    round_wind: int
    honba: int
    sticks: int
    scores: tuple[int, ...]
    hand: tuple[int, ...]
    drawn: int | None
    melds: tuple[tuple[TableMeld, ...], ...]
    rivers: tuple[tuple[RiverTile, ...], ...]
    riichi: tuple[bool, ...]
    kita: tuple[int, ...]
    dora_indicators: tuple[int, ...]
    live_left: int
    #: the tile on offer (a discard or a kan's tile) while others answer it
    offered: int | None = None
    legal: tuple[Action, ...] = field(default=())
