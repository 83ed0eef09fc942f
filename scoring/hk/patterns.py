"""The Hong Kong patterns, one small definition each: what a hand shows -> how many times the pattern counts.

Values, names and exclusions are data (``patterns.tsv``); every row has a definition here (checked at import).
The facts come from hk-mahjong 3.2.0's hand-type checks (``src/hand/handType/``), read for their rules only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.hand import Hand, MeldKind
from scoring.hk.decompose import Reading
from scoring.hk.flags import PLANTS, SEASONS, HkFlags
from scoring.hk.table import TableError, pattern_table
from scoring.tiles import DRAGONS, WINDS, Tile


@dataclass(frozen=True)
class Facts:
    """One way of reading a hand: its sets and pair (None for a shape outside them), the hand and its flags."""

    hand: Hand
    flags: HkFlags
    reading: Reading | None
    thirteen_orphans: bool = False

    @property
    def pungs(self) -> tuple[Tile, ...]:
        return tuple(s.tile for s in self.reading.sets if s.is_pung_or_kong) if self.reading else ()

    @property
    def chows(self) -> int:
        return sum(s.is_chow for s in self.reading.sets) if self.reading else 0

    @property
    def tiles(self) -> list[Tile]:
        return self.hand.all_tiles

    def suits(self) -> set[str]:
        return {t.suit.value for t in self.tiles}


Definition = Callable[[Facts], int]
DEFINITIONS: dict[str, Definition] = {}


def pattern(definition: Definition) -> Definition:
    """Register a definition under its function's name (the pattern id)."""
    DEFINITIONS[definition.__name__] = definition
    return definition


def _standard(f: Facts) -> bool:
    return f.reading is not None


@pattern
def common_hand(f: Facts) -> int:
    return _standard(f) and f.chows == 4


@pattern
def all_in_triplets(f: Facts) -> int:
    return _standard(f) and f.chows == 0


@pattern
def mixed_one_suit(f: Facts) -> int:
    suits = f.suits()
    return "z" in suits and len(suits) == 2


@pattern
def all_one_suit(f: Facts) -> int:
    return len(f.suits()) == 1 and "z" not in f.suits()


@pattern
def mixed_orphans(f: Facts) -> int:
    return _standard(f) and f.chows == 0 and all(t.is_terminal_or_honor for t in f.tiles)


@pattern
def small_dragons(f: Facts) -> int:
    return _standard(f) and f.reading.pair in DRAGONS and sum(t in DRAGONS for t in f.pungs) == 2


@pattern
def dragon_pung(f: Facts) -> int:
    return sum(t in DRAGONS for t in f.pungs)


@pattern
def seat_wind(f: Facts) -> int:
    return f.hand.context.seat_wind in f.pungs


@pattern
def round_wind(f: Facts) -> int:
    return f.hand.context.round_wind in f.pungs


def _complete_sets(flags: HkFlags) -> list[tuple[int, ...]]:
    return [group for group in (SEASONS, PLANTS) if set(group) <= set(flags.flowers)]


@pattern
def seat_flower(f: Facts) -> int:
    """Flowers numbered as the seat (East 1 ... North 4), outside a complete set (which counts instead)."""
    number = WINDS.index(f.hand.context.seat_wind) + 1
    complete = {n for group in _complete_sets(f.flags) for n in group}
    return sum(n not in complete and (n - 1) % 4 + 1 == number for n in f.flags.flowers)


@pattern
def flower_set(f: Facts) -> int:
    return len(_complete_sets(f.flags))


@pattern
def no_flowers(f: Facts) -> int:
    return f.flags.flowers_said and not f.flags.flowers


@pattern
def self_drawn(f: Facts) -> int:
    return f.hand.context.self_drawn


@pattern
def fully_concealed(f: Facts) -> int:
    return f.hand.is_closed


@pattern
def robbing_kong(f: Facts) -> int:
    ctx = f.hand.context
    return f.flags.robbing_kong or (ctx.kong and not ctx.self_drawn)


@pattern
def last_tile(f: Facts) -> int:
    return f.flags.last_tile or f.hand.context.wall_last


@pattern
def kong_replacement(f: Facts) -> int:
    ctx = f.hand.context
    return f.flags.kong_replacement or (ctx.kong and ctx.self_drawn and not f.flags.double_kong_replacement)


@pattern
def flower_hand(f: Facts) -> int:
    return f.flags.flower_win == "seven-robs-one"


@pattern
def thirteen_orphans(f: Facts) -> int:
    return f.thirteen_orphans


@pattern
def all_kongs(f: Facts) -> int:
    return _standard(f) and all(s.kind is MeldKind.KONG for s in f.reading.sets)


@pattern
def orphans(f: Facts) -> int:
    return _standard(f) and f.chows == 0 and all(t.is_terminal and not t.is_honor for t in f.tiles)


@pattern
def nine_gates(f: Facts) -> int:
    """1112345678999 and one more of the suit, as hk-mahjong 3.2.0 counts it."""
    if not all_one_suit(f) or not _standard(f):
        return False
    ranks = [t.rank for t in f.tiles]
    return all(ranks.count(r) >= need for r, need in zip(range(1, 10), (3, 1, 1, 1, 1, 1, 1, 1, 3), strict=True))


@pattern
def all_honors(f: Facts) -> int:
    return all(t.is_honor for t in f.tiles)


@pattern
def great_dragons(f: Facts) -> int:
    return sum(t in DRAGONS for t in f.pungs) == 3


@pattern
def great_winds(f: Facts) -> int:
    return sum(t in WINDS for t in f.pungs) == 4


@pattern
def small_winds(f: Facts) -> int:
    return _standard(f) and f.reading.pair in WINDS and sum(t in WINDS for t in f.pungs) == 3


@pattern
def double_kong_replacement(f: Facts) -> int:
    return f.flags.double_kong_replacement


@pattern
def kaan_kaan(f: Facts) -> int:
    """Four concealed pungs, no kong, self-drawn (坎坎糊, as hk-mahjong 3.2.0's isKaanKaanHand)."""
    sets = f.reading.sets if f.reading else ()
    return (_standard(f) and f.hand.context.self_drawn and f.hand.is_closed
            and all(s.kind is MeldKind.PUNG for s in sets))


@pattern
def heavenly(f: Facts) -> int:
    return f.flags.heavenly


@pattern
def earthly(f: Facts) -> int:
    return f.flags.earthly


@pattern
def eight_immortals(f: Facts) -> int:
    return f.flags.flower_win == "eight"


_missing = sorted({row.id for row in pattern_table()} ^ set(DEFINITIONS))
if _missing:
    raise TableError(f"patterns without both a row and a definition: {_missing}")
