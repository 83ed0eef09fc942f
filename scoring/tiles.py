"""Tiles: the 34 kinds of mahjong tile, their suits, ranks and names.

A tile is an ``IntEnum`` whose value is the usual 34-index (``suit * 9 + rank - 1``;
honors 27-33 in Tenhou order East, South, West, North, White, Green, Red), so tiles
index arrays and compare as integers in the hot paths of the scorers.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable


class Suit(enum.Enum):
    CHARACTERS = "m"
    DOTS = "p"
    BAMBOO = "s"
    HONORS = "z"


SUITS_IN_ORDER = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO, Suit.HONORS)


class Tile(enum.IntEnum):
    M1 = 0
    M2 = 1
    M3 = 2
    M4 = 3
    M5 = 4
    M6 = 5
    M7 = 6
    M8 = 7
    M9 = 8
    P1 = 9
    P2 = 10
    P3 = 11
    P4 = 12
    P5 = 13
    P6 = 14
    P7 = 15
    P8 = 16
    P9 = 17
    S1 = 18
    S2 = 19
    S3 = 20
    S4 = 21
    S5 = 22
    S6 = 23
    S7 = 24
    S8 = 25
    S9 = 26
    EAST = 27
    SOUTH = 28
    WEST = 29
    NORTH = 30
    WHITE = 31
    GREEN = 32
    RED = 33

    @property
    def suit(self) -> Suit:
        return _SUIT_OF[self]

    @property
    def rank(self) -> int:
        """1-9 for suited tiles; 1-7 for honors (their position in the ``z`` order)."""
        return _RANK_OF[self]

    @property
    def is_honor(self) -> bool:
        return self.value >= 27

    @property
    def is_wind(self) -> bool:
        return 27 <= self.value <= 30

    @property
    def is_dragon(self) -> bool:
        return self.value >= 31

    @property
    def is_terminal(self) -> bool:
        return self.value < 27 and self.value % 9 in (0, 8)

    @property
    def is_terminal_or_honor(self) -> bool:
        return self.value >= 27 or self.value % 9 in (0, 8)

    @property
    def is_simple(self) -> bool:
        return self.value < 27 and self.value % 9 not in (0, 8)

    @property
    def code(self) -> str:
        """The mpsz code: ``5m``, ``7z``."""
        return TILE_CODES[self]

    @property
    def unicode(self) -> str:
        return chr(UNICODE_BASE[self.suit] + UNICODE_OFFSETS[self.suit][self.rank - 1])

    @property
    def zh(self) -> str:
        """Simplified Chinese name: 五万, 东, 发."""
        if self.is_honor:
            return HONOR_NAMES_HANS[self.value - 27]
        return RANK_NAMES_ZH[self.rank - 1] + SUIT_NAMES_HANS[self.suit]

    @property
    def en(self) -> str:
        if self.is_honor:
            return HONOR_NAMES_EN[self.value - 27]
        return f"{self.rank} {SUIT_NAMES_EN[self.suit]}"

    def __str__(self) -> str:
        return self.code


# Per-tile tables, indexed by the tile: the properties above and the hot paths read these rather than
# computing from the enum's value (an Enum attribute lookup costs more than the arithmetic).
_SUIT_OF: tuple[Suit, ...] = tuple(SUITS_IN_ORDER[t // 9] for t in range(34))
_RANK_OF: tuple[int, ...] = tuple(t % 9 + 1 for t in range(34))
#: ``5m``, ``7z`` for every tile
TILE_CODES: tuple[str, ...] = tuple(f"{_RANK_OF[t]}{_SUIT_OF[t].value}" for t in range(34))
_SUIT_LETTER: tuple[str, ...] = tuple(code[1] for code in TILE_CODES)
_RANK_DIGIT: tuple[str, ...] = tuple(code[0] for code in TILE_CODES)

WINDS = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
DRAGONS = (Tile.WHITE, Tile.GREEN, Tile.RED)
TERMINALS_AND_HONORS = tuple(t for t in Tile if t.is_terminal_or_honor)
#: All Green (绿一色 / Ryuuiisou): 2 3 4 6 8 bamboo and Green Dragon.
GREEN_TILES = (Tile.S2, Tile.S3, Tile.S4, Tile.S6, Tile.S8, Tile.GREEN)
#: Reversible Tiles (推不倒): the tiles that look the same upside down.
REVERSIBLE_TILES = (Tile.P1, Tile.P2, Tile.P3, Tile.P4, Tile.P5, Tile.P8, Tile.P9,
                    Tile.S2, Tile.S4, Tile.S5, Tile.S6, Tile.S8, Tile.S9, Tile.WHITE)

HONOR_NAMES_HANS = ("东", "南", "西", "北", "白", "发", "中")
HONOR_NAMES_HANT = ("東", "南", "西", "北", "白", "發", "中")
HONOR_NAMES_EN = ("East", "South", "West", "North", "White", "Green", "Red")
#: The ChineseOfficialMahjongHelper letters (upper case only): C is Red 中, F Green 发, P White 白.
HONOR_LETTERS = {"E": Tile.EAST, "S": Tile.SOUTH, "W": Tile.WEST, "N": Tile.NORTH,
                 "P": Tile.WHITE, "F": Tile.GREEN, "C": Tile.RED}
HONOR_BY_CHINESE = {name: Tile(27 + i) for i, name in enumerate(HONOR_NAMES_HANS)}
HONOR_BY_CHINESE.update({name: Tile(27 + i) for i, name in enumerate(HONOR_NAMES_HANT)})
RANK_NAMES_ZH = ("一", "二", "三", "四", "五", "六", "七", "八", "九")
#: Chinese suit characters players write after ranks (一万 / 123万, 五筒, 九條), as suit letters
SUIT_LETTER_BY_CHINESE = {"万": "m", "萬": "m", "饼": "p", "餅": "p", "筒": "p", "条": "s", "條": "s", "索": "s"}
SUIT_NAMES_HANS = {Suit.CHARACTERS: "万", Suit.DOTS: "饼", Suit.BAMBOO: "条"}
SUIT_NAMES_EN = {Suit.CHARACTERS: "Characters", Suit.DOTS: "Dots", Suit.BAMBOO: "Bamboo"}

# Unicode block U+1F000: winds E S W N, then Red, Green, White, then characters, bamboo, dots.
UNICODE_BASE = {Suit.HONORS: 0x1F000, Suit.CHARACTERS: 0x1F007, Suit.BAMBOO: 0x1F010, Suit.DOTS: 0x1F019}
UNICODE_OFFSETS = {
    Suit.HONORS: (0, 1, 2, 3, 6, 5, 4),
    Suit.CHARACTERS: tuple(range(9)),
    Suit.BAMBOO: tuple(range(9)),
    Suit.DOTS: tuple(range(9)),
}
TILE_BY_UNICODE = {t.unicode: t for t in Tile}


def tile_of(suit: Suit, rank: int) -> Tile:
    """The tile of a suit and rank (honor rank 1-7 in ``z`` order)."""
    return Tile(SUITS_IN_ORDER.index(suit) * 9 + rank - 1)


#: Which suit holds 147, 258 and 369 in each of the six knitted patterns (组合龙, 全不靠).
KNITTED_SUIT_ORDERS: tuple[tuple[Suit, ...], ...] = tuple(itertools.permutations(SUITS_IN_ORDER[:3]))
#: The nine tiles of each knitted pattern, in the order of ``KNITTED_SUIT_ORDERS``.
KNITTED_PATTERNS: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(tile_of(suit, start + 3 * k) for start, suit in zip((1, 2, 3), order, strict=True) for k in range(3))
    for order in KNITTED_SUIT_ORDERS
)


def counts_of(tiles: Iterable[int]) -> list[int]:
    """A 34-slot count array."""
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return counts


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Compact mpsz text in the order given: ``[M1, M2, P5]`` -> ``12m5p``."""
    out: list[str] = []
    suit = ""
    for t in tiles:
        letter = _SUIT_LETTER[t]
        if letter != suit:
            if suit:
                out.append(suit)
            suit = letter
        out.append(_RANK_DIGIT[t])
    if suit:
        out.append(suit)
    return "".join(out)
