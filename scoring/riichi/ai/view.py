"""What one Riichi seat sees, and the actions it may choose: plain typed data for the engine to fill.

Tiles are indexes: 0-33 (``scoring.tiles.Tile`` order: 1-9m, 1-9p, 1-9s, East South West North,
White Green Red) and 34-36 for the red 5m, 5p and 5s (``kind_of`` maps them to their five).
Seats are absolute (0 to players - 1); every per-seat tuple is indexed by seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.riichi.game.model import Act
from scoring.riichi.game.model import MeldKind as TableMeldKind

#: the red fives' indexes and the five each one is
RED_FIVES = {34: 4, 35: 13, 36: 22}


def kind_of(tile: int) -> int:
    """The 0-33 kind of a tile index, red fives read as their five."""
    return RED_FIVES.get(tile, tile)


#: the kinds of declared sets, as the table names them
MeldKind = TableMeldKind


@dataclass(frozen=True)
class MeldView:
    """A declared meld: its tiles (the called one among them), the called tile, the seat it came from."""

    kind: MeldKind
    tiles: tuple[int, ...]
    called: int | None = None
    source: int | None = None

    @property
    def is_open(self) -> bool:
        return self.kind is not MeldKind.CLOSED_KAN


@dataclass(frozen=True)
class RiverTile:
    """One discard: whether another seat called it, whether it was the riichi tile, whether it was the draw."""

    tile: int
    called: bool = False
    riichi: bool = False
    tsumogiri: bool = False


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may know at a decision, nothing more."""

    seat: int
    #: the seat's concealed tiles, the drawn one included
    hand: tuple[int, ...]
    #: the tile just drawn (None on a reaction or after a call)
    drawn: int | None
    #: every seat's declared melds
    melds: tuple[tuple[MeldView, ...], ...]
    #: every seat's discards in order, called ones included (marked)
    rivers: tuple[tuple[RiverTile, ...], ...]
    #: for each seat in riichi, the index in its river of the riichi tile; None when not in riichi
    riichi_at: tuple[int | None, ...]
    dora_indicators: tuple[int, ...]
    #: 0 East to 3 North
    round_wind: int
    seat_wind: int
    scores: tuple[int, ...]
    #: live tiles still to draw
    wall_left: int
    #: the tile another seat offers (a discard, a kan's added tile, a north set aside) when reacting
    offered: int | None = None
    #: the seat that offered it
    offered_by: int | None = None
    #: norths set aside by this seat (three players)
    nuki: int = 0

    @property
    def players(self) -> int:
        return len(self.scores)

    @property
    def my_melds(self) -> tuple[MeldView, ...]:
        return self.melds[self.seat]

    @property
    def is_closed(self) -> bool:
        return not any(meld.is_open for meld in self.my_melds)

    @property
    def in_riichi(self) -> bool:
        return self.riichi_at[self.seat] is not None

    @property
    def is_dealer(self) -> bool:
        return self.seat_wind == 0

    def counts(self) -> list[int]:
        """Copies of each kind in the concealed hand."""
        out = [0] * 34
        for tile in self.hand:
            out[kind_of(tile)] += 1
        return out

    def seen(self) -> list[int]:
        """Copies of each kind this seat sees: its hand, every river, every meld, the dora indicators."""
        out = self.counts()
        for river in self.rivers:
            for discard in river:
                if not discard.called:  # a called tile shows again in its meld
                    out[kind_of(discard.tile)] += 1
        for melds in self.melds:
            for meld in melds:
                for tile in meld.tiles:
                    out[kind_of(tile)] += 1
        for tile in self.dora_indicators:
            out[kind_of(tile)] += 1
        if self.players == 3:  # three-player Riichi plays without 2m-8m
            for t in range(1, 8):
                out[t] = 4
        return [min(4, c) for c in out]


#: the AI chooses among the table's own actions, named by the table's words
ActionKind = Act


@dataclass(frozen=True)
class Action:
    """One choice: a discard or riichi names its ``tile``; a chi or pon the ``tiles`` it shows from the hand;
    a kan its tile."""

    kind: ActionKind
    tile: int | None = None
    tiles: tuple[int, ...] = ()


__all__ = ["RED_FIVES", "Action", "ActionKind", "MeldKind", "MeldView", "RiverTile", "SeatView", "kind_of"]
