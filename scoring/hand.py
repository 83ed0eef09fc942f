"""The hand model shared by every ruleset: melds, the standing tiles, the winning tile, the context."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from scoring.errors import CodedError
from scoring.tiles import Tile, counts_of


class HandError(CodedError):
    """A hand that cannot be read or is not valid: a ``code`` naming the problem and its ``params``.

    ``HandError("too_many_copies", tile="1m", count=5)``. The scorer keeps no prose: the sentence a
    user reads is the message ``hand_error.<code>`` of the bot's catalogue in their language, filled
    with the params (the tests check every code raised here is in every catalogue).
    """

    namespace = "hand_error"


class NotWinningHand(HandError):
    """A hand that reads correctly but whose tiles form no winning shape."""


class MeldKind(enum.Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


# Module names for the members: looking an enum member up on its class is slow, and the random hand
# generators call set_tiles for every set they try.
_CHOW, _KONG = MeldKind.CHOW, MeldKind.KONG


def set_tiles(kind: MeldKind, tile: Tile) -> tuple[Tile, ...]:
    """The tiles of a chow (``tile`` is its lowest), a pung or a kong."""
    if kind is _CHOW:
        return (tile, Tile(tile + 1), Tile(tile + 2))
    return (tile,) * (4 if kind is _KONG else 3)


class ClaimedFrom(enum.IntEnum):
    """The seat that discarded a claimed tile, seen from the claimer, numbered as ChineseOfficialMahjongHelper
    numbers it: 上家 (left, who plays before), 对家 (across), 下家 (right)."""

    LEFT = 1
    ACROSS = 2
    RIGHT = 3


#: ``Meld.offer`` of a kong added to a claimed pung (加杠): the pung's offer plus this
ADDED_KONG = 4


@dataclass(frozen=True, order=True)
class Meld:
    """A set of tiles: a chow (``tile`` is its lowest tile), a pung or a kong.

    ``concealed`` marks a concealed kong among the declared melds; in a decomposition of the
    standing tiles, it marks sets formed from concealed tiles.

    ``offer`` is what the notation says of the claim (``[123m,2]``), 0 when it says nothing: for a
    chow, which of its tiles (1-3, lowest first) was claimed, always from the left; for a pung or
    exposed kong, the ``ClaimedFrom`` seat, plus ``ADDED_KONG`` for a kong added to a claimed pung.
    It matters to no fan, so melds compare, hash and sort without it (scoring never sees it).
    """

    kind: MeldKind
    tile: Tile
    concealed: bool = False
    offer: int = field(default=0, compare=False)

    @property
    def claimed_from(self) -> ClaimedFrom | None:
        """The seat the claimed tile came from, when the notation says it (a chow's is always the left)."""
        if not self.offer:
            return None
        return ClaimedFrom.LEFT if self.kind is MeldKind.CHOW else ClaimedFrom(self.offer % ADDED_KONG)

    @property
    def claimed_tile(self) -> Tile | None:
        """The tile that was claimed, when the notation says which (a chow's; a pung's are all alike)."""
        if not self.offer:
            return None
        return Tile(self.tile + self.offer - 1) if self.kind is MeldKind.CHOW else self.tile

    @property
    def added(self) -> bool:
        """A kong made by adding the fourth tile to a claimed pung (加杠), when the notation says so."""
        return self.kind is MeldKind.KONG and self.offer > ADDED_KONG

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return set_tiles(self.kind, self.tile)

    @property
    def is_chow(self) -> bool:
        return self.kind is MeldKind.CHOW

    @property
    def is_pung_or_kong(self) -> bool:
        return self.kind is not MeldKind.CHOW

    @property
    def is_kong(self) -> bool:
        return self.kind is MeldKind.KONG

    @property
    def middle(self) -> Tile:
        """The middle tile of a chow (the pung or kong tile otherwise)."""
        return Tile(self.tile + 1) if self.kind is MeldKind.CHOW else self.tile

    def notation(self) -> str:
        body = "".join(str(t.rank) for t in self.tiles) + self.tile.suit.value
        if self.kind is MeldKind.KONG and self.concealed:
            return "{" + body + "}"
        return "[" + body + (f",{self.offer}]" if self.offer else "]")


@dataclass(frozen=True)
class WinContext:
    """How and where the hand was won: the facts every ruleset may read (each reads the ones it scores)."""

    self_drawn: bool = False
    #: 和绝张: the winning tile is the last of its kind.
    last_copy: bool = False
    #: the last tile of the wall (妙手回春 self-drawn, 海底捞月 on a discard).
    wall_last: bool = False
    #: won on a kong: the replacement tile (self-drawn) or robbing a kong (discard).
    kong: bool = False
    seat_wind: Tile = Tile.EAST
    round_wind: Tile = Tile.EAST
    flowers: int = 0


@dataclass(frozen=True)
class RulesetFlags:
    """What a hand says beyond the shared facts, in one ruleset's vocabulary (its declarations, bonus
    tiles, counters): a ruleset with such flags subclasses this, in its own package, and its notation
    reads them (``scoring.rulesets.FlagVocabulary``). The base says nothing: ``NO_FLAGS``."""

    def declarations(self) -> tuple[str, ...]:
        """The flag words written for them, before the shared conditions (``last``, ``wall``, ``kong``)."""
        return ()

    def settings(self, accepted: frozenset[str]) -> tuple[str, ...]:
        """The ``key=value`` words written for them after the shared ones, for the keys in ``accepted``."""
        return ()


#: the flags of a hand that says nothing beyond the shared facts
NO_FLAGS = RulesetFlags()


@dataclass(frozen=True)
class Hand:
    """A winning hand: declared melds, the standing tiles and the winning tile.

    ``concealed`` holds the standing tiles *without* the winning tile, sorted;
    melds count three tiles each (kongs included), so ``3 * len(melds) + len(concealed) == 13``.
    """

    melds: tuple[Meld, ...]
    concealed: tuple[Tile, ...]
    win_tile: Tile
    context: WinContext = field(default_factory=WinContext)
    #: the ruleset's own flags (``NO_FLAGS`` when it says nothing beyond the shared facts)
    extras: RulesetFlags = NO_FLAGS
    #: red fives (written ``0m``/``0p``/``0s``), as the five tiles they are; counted by the rulesets that pay them.
    red_fives: tuple[Tile, ...] = ()

    @property
    def standing(self) -> tuple[Tile, ...]:
        """The standing tiles with the winning tile, sorted (14 - 3 per meld)."""
        return tuple(sorted(self.concealed + (self.win_tile,)))

    @property
    def all_tiles(self) -> list[Tile]:
        """Every tile of the hand, kongs with all four."""
        tiles = [t for m in self.melds for t in m.tiles]
        tiles.extend(self.concealed)
        tiles.append(self.win_tile)
        return tiles

    def counts(self) -> list[int]:
        return counts_of(self.all_tiles)

    @property
    def exposed_melds(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if not m.concealed)

    @property
    def is_closed(self) -> bool:
        """No claimed meld (concealed kongs allowed)."""
        return all(m.concealed for m in self.melds)


@dataclass(frozen=True)
class PartialHand:
    """Tiles in hand without a declared winning tile: 13 (ready or not) or 14 (to discard from)."""

    melds: tuple[Meld, ...]
    concealed: tuple[Tile, ...]
    context: WinContext = field(default_factory=WinContext)
    extras: RulesetFlags = NO_FLAGS
    red_fives: tuple[Tile, ...] = ()
    #: tiles visible outside this hand (discards, others' melds; ``seen=``): they count against the remaining copies
    seen: tuple[Tile, ...] = ()

    @property
    def tile_count(self) -> int:
        return 3 * len(self.melds) + len(self.concealed)

    def counts(self) -> list[int]:
        tiles = [t for m in self.melds for t in m.tiles]
        tiles.extend(self.concealed)
        return counts_of(tiles)

    def visible_counts(self) -> list[int]:
        """Copies of each tile visible to this player: the hand, its melds and the ``seen`` tiles."""
        counts = self.counts()
        for t in self.seen:
            counts[t] += 1
        return counts
