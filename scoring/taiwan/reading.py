"""One reading of a winning hand: a decomposition, where the winning tile went, and the facts patterns ask."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from scoring.hand import Hand, Meld
from scoring.taiwan.flags import TaiwanFlags, flower_number
from scoring.taiwan.shape import Decomposition
from scoring.taiwan.table import Preset
from scoring.tiles import Tile

WINDS = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
DRAGONS = (Tile.WHITE, Tile.GREEN, Tile.RED)


@dataclass(frozen=True)
class Reading:
    hand: Hand
    flags: TaiwanFlags
    preset: Preset
    shape: Decomposition
    #: the concealed set the winning tile completed (an index of ``shape.sets``), or None: the pair
    win_set: int | None
    #: how many tiles the 16-tile hand waited on
    wait_count: int

    @property
    def self_drawn(self) -> bool:
        return self.hand.context.self_drawn

    @property
    def robbed(self) -> bool:
        """Won on a tile robbed from another's kong."""
        return self.hand.context.kong and not self.self_drawn

    @cached_property
    def sets(self) -> tuple[Meld, ...]:
        """Every set: the declared melds, then the concealed ones."""
        return (*self.hand.melds, *self.shape.sets)

    @cached_property
    def triplet_tiles(self) -> frozenset[Tile]:
        """The tiles of the pungs and kongs."""
        return frozenset(m.tile for m in self.sets if m.is_pung_or_kong)

    @cached_property
    def concealed_triplets(self) -> int:
        """Concealed kongs, and concealed pungs not completed by a discard (暗刻)."""
        kongs = sum(m.is_kong and m.concealed for m in self.hand.melds)
        pungs = sum(m.is_pung_or_kong and (self.self_drawn or i != self.win_set) for i, m in enumerate(self.shape.sets))
        return kongs + pungs

    @cached_property
    def tiles(self) -> tuple[Tile, ...]:
        return (*(t for m in self.sets for t in m.tiles), self.shape.pair, self.shape.pair)

    @cached_property
    def suits(self) -> frozenset[int]:
        return frozenset(t // 9 for t in self.tiles if t < Tile.EAST)

    @cached_property
    def has_honors(self) -> bool:
        return any(t >= Tile.EAST for t in self.tiles)

    @property
    def closed(self) -> bool:
        return self.hand.is_closed

    @property
    def all_claimed(self) -> bool:
        """Five declared melds, none a concealed kong: only the pair stood."""
        return len(self.hand.melds) == 5 and not any(m.concealed for m in self.hand.melds)

    def count_of(self, tiles: tuple[Tile, ...]) -> int:
        return sum(t in self.triplet_tiles for t in tiles)

    @property
    def seat_number(self) -> int:
        """The flower number of the seat: East 1 ... North 4."""
        return WINDS.index(self.hand.context.seat_wind) + 1

    @cached_property
    def complete_flower_sets(self) -> tuple[int, ...]:
        """The flower sets held whole: 0 the seasons (f1-f4), 1 the plants (f5-f8)."""
        return tuple(s for s in (0, 1) if sum((f - 1) // 4 == s for f in self.flags.flowers) == 4)

    def seat_flowers(self) -> int:
        """The flowers of the seat's number, less those whose set is whole when a set replaces them."""
        return sum(flower_number(f) == self.seat_number
                   and not (self.preset.replace_seat_flower and (f - 1) // 4 in self.complete_flower_sets)
                   for f in self.flags.flowers)
