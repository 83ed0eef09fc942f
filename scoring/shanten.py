"""Shanten (向听数): how many tiles a hand is from ready, per shape, with the useful tiles.

Every function here works on 34-slot count arrays of the *standing* tiles (declared melds are
passed as a number), so the hot paths avoid objects. A 13-tile hand (melds counting three) has
shanten 0 when it is ready; a 14-tile hand has shanten -1 when it is complete, otherwise the best
shanten reachable by one discard.

Shapes (those a ruleset may win with; each asks for its own): the regular shape (four sets and a pair,
melds included, in ``scoring.shanten_regular``), seven pairs, thirteen orphans, honors and knitted
tiles (lesser and greater), and the knitted straight with one more set and a pair. The special shapes
need a closed hand (the knitted straight allows one meld).

"Useful" tiles follow the MahjongGB reference: a tile is useful when adding it to the standing
tiles lowers the shape's shanten. It is a formal notion: a tile the hand already holds four of
can still complete a ready hand (it is then listed with 0 remaining); for hands not yet ready,
a tile already held four times in the standing tiles is never useful.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from operator import itemgetter

from scoring.hand import HandError, PartialHand
from scoring.mcr.decompose import CODE_OF_TILE, TABLE_SIZE, TILE_OF_CODE, regular_waits
from scoring.shanten_regular import regular_shanten, regular_useful
from scoring.tiles import KNITTED_PATTERNS as TILE_KNITTED_PATTERNS
from scoring.tiles import TERMINALS_AND_HONORS, Tile, counts_of

# ----------------------------------------------------------------------------- shapes


class Shape(enum.Enum):
    REGULAR = "regular"
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    HONORS_AND_KNITTED = "honors_and_knitted"
    KNITTED_STRAIGHT = "knitted_straight"


TERMINALS_AND_HONORS_INDEXES = tuple(int(t) for t in TERMINALS_AND_HONORS)
HONOR_INDEXES = tuple(range(27, 34))
#: The six knitted patterns (147 / 258 / 369 over the three suits) as tile indexes.
KNITTED_PATTERNS: tuple[tuple[int, ...], ...] = tuple(sorted(tuple(sorted(map(int, p))) for p in TILE_KNITTED_PATTERNS))

def seven_pairs_useful(counts: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Seven pairs (13 standing tiles); four of a kind counts as two pairs, as in the reference."""
    pairs = sum(c // 2 for c in counts)
    return 6 - pairs, tuple(t for t in range(34) if counts[t] % 2)


def thirteen_orphans_useful(counts: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    kinds = sum(1 for t in TERMINALS_AND_HONORS_INDEXES if counts[t])
    has_pair = any(counts[t] >= 2 for t in TERMINALS_AND_HONORS_INDEXES)
    if has_pair:
        return 12 - kinds, tuple(t for t in TERMINALS_AND_HONORS_INDEXES if not counts[t])
    return 13 - kinds, TERMINALS_AND_HONORS_INDEXES


def honors_and_knitted_useful(counts: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """全不靠: distinct honors plus tiles of one knitted pattern; the best patterns' missing tiles."""
    honors_held = sum(1 for t in HONOR_INDEXES if counts[t])
    best = 99
    useful: set[int] = set()
    for pattern in KNITTED_PATTERNS:
        held = sum(1 for t in pattern if counts[t])
        shanten = 13 - held - honors_held
        missing = {t for t in pattern if not counts[t]}
        if shanten < best:
            best, useful = shanten, missing
        elif shanten == best:
            useful |= missing
    useful.update(t for t in HONOR_INDEXES if not counts[t])
    return best, tuple(sorted(useful))


def knitted_straight_useful(counts: Sequence[int], melds: int = 0) -> tuple[int, tuple[int, ...]]:
    """组合龙 + a set + a pair: the nine knitted tiles count as three sets."""
    per_pattern = [_knitted_rest(counts, pattern) for pattern in KNITTED_PATTERNS]
    figures = [len(missing) + regular_shanten(rest, melds + 3) for rest, missing in per_pattern]
    best = min(figures)
    useful: set[int] = set()
    for (rest, missing), figure in zip(per_pattern, figures, strict=True):
        if figure == best:
            useful.update(missing)
            useful.update(regular_useful(rest, melds + 3)[1])
    return best, tuple(sorted(useful))


def _knitted_rest(counts: Sequence[int], pattern: Sequence[int]) -> tuple[list[int], list[int]]:
    """The tiles left once one copy of each held pattern tile is set aside, and the pattern tiles missing."""
    rest = list(counts)
    missing = []
    for t in pattern:
        if rest[t]:
            rest[t] -= 1
        else:
            missing.append(t)
    return rest, missing


def _knitted_straight_shanten(counts: Sequence[int], melds: int) -> int:
    best = 99
    for pattern in KNITTED_PATTERNS:
        rest, missing = _knitted_rest(counts, pattern)
        if len(missing) <= best:  # the rest adds at least -1: a pattern missing more cannot do better
            best = min(best, len(missing) + regular_shanten(rest, melds + 3))
    return best


def shapes_for(melds: int) -> tuple[Shape, ...]:
    """The shapes a hand with this many declared melds can still make."""
    if melds == 0:
        return tuple(Shape)
    if melds == 1:
        return (Shape.REGULAR, Shape.KNITTED_STRAIGHT)
    return (Shape.REGULAR,)


def shape_useful(shape: Shape, counts: Sequence[int], melds: int = 0) -> tuple[int, tuple[int, ...]]:
    """(shanten, useful tile indexes) of one shape for 13 tiles (standing ``counts`` + ``melds``)."""
    if shape is Shape.REGULAR:
        return regular_useful(counts, melds)
    if shape is Shape.KNITTED_STRAIGHT:
        return knitted_straight_useful(counts, melds)
    if melds:
        raise ValueError(f"{shape.value} needs a hand without melds")
    if shape is Shape.SEVEN_PAIRS:
        return seven_pairs_useful(counts)
    if shape is Shape.THIRTEEN_ORPHANS:
        return thirteen_orphans_useful(counts)
    return honors_and_knitted_useful(counts)


def shape_shanten(shape: Shape, counts: Sequence[int], melds: int = 0) -> int:
    """Shanten of one shape for 13 standing-plus-meld tiles, or -1 when 14 tiles complete it."""
    if shape is Shape.REGULAR:
        return regular_shanten(counts, melds)
    if shape is Shape.KNITTED_STRAIGHT:
        return _knitted_straight_shanten(counts, melds)
    if shape is Shape.SEVEN_PAIRS:
        return seven_pairs_useful(counts)[0]
    if shape is Shape.THIRTEEN_ORPHANS:
        return thirteen_orphans_useful(counts)[0]
    return honors_and_knitted_useful(counts)[0]


def complete_shapes(counts: Sequence[int], melds: int = 0) -> tuple[Shape, ...]:
    """The shapes that 14 tiles (standing ``counts`` + ``melds``) complete."""
    if sum(counts) + 3 * melds != 14:
        raise ValueError("a complete hand has 14 tiles, melds counting 3")
    return tuple(s for s in shapes_for(melds) if shape_shanten(s, counts, melds) == -1)


#: the counts of each knitted pattern's nine tiles, read at once
_PATTERN_COUNTS = tuple(itemgetter(*pattern) for pattern in KNITTED_PATTERNS)
#: How many kinds of tile 13 standing tiles one tile away from a shape hold: seven pairs at most 7
#: (six pairs and a single; four of a kind is two pairs), thirteen orphans 12 or 13, honors and
#: knitted tiles all 13.
_READY_KINDS = {Shape.SEVEN_PAIRS: range(1, 8), Shape.THIRTEEN_ORPHANS: range(12, 14),
                Shape.HONORS_AND_KNITTED: range(13, 14)}


def waits_by_shape(counts: Sequence[int], melds: int = 0) -> dict[int, tuple[Shape, ...]]:
    """Every tile that completes a 13-tile hand, with the shapes it completes (formal: a fifth copy counts)."""
    found: dict[int, list[Shape]] = {}
    kinds = len(counts) - list(counts).count(0)
    for shape in shapes_for(melds):
        if shape is Shape.REGULAR:
            # the tiles that complete four sets and a pair, from the scorer's per-suit tables
            for t in _regular_waits(counts):
                found.setdefault(t, []).append(shape)
            continue
        if shape in _READY_KINDS and kinds not in _READY_KINDS[shape]:
            continue  # the number of kinds held rules the shape out at once
        if shape is Shape.KNITTED_STRAIGHT and max(
                9 - pattern_counts(counts).count(0) for pattern_counts in _PATTERN_COUNTS) < 8:
            continue  # one tile away needs 8 of the 9 knitted tiles already
        if shape_shanten(shape, counts, melds) != 0:  # the cheap figure first: most shapes are far off
            continue
        value, tiles = shape_useful(shape, counts, melds)
        if value == 0:
            for t in tiles:
                found.setdefault(t, []).append(shape)
    return {t: tuple(found[t]) for t in sorted(found)}


def _regular_waits(counts: Sequence[int]) -> list[int]:
    """Tile indexes that complete 3n+1 standing tiles as sets and a pair (formal: a fifth copy counts).

    Waits exist exactly when the regular shanten is 0, so this also answers that question."""
    table = [0] * TABLE_SIZE
    for t, n in enumerate(counts):
        if n:
            table[CODE_OF_TILE[t]] = n
    return sorted(int(TILE_OF_CODE[code]) for code in regular_waits(table))


# ----------------------------------------------------------------------------- results


@dataclass(frozen=True)
class UsefulTile:
    tile: Tile
    #: copies not visible to the player (4 minus those in standing tiles, melds and ``seen``); may be 0.
    remaining: int

    def to_json(self) -> dict:
        return {"tile": self.tile.code, "remaining": self.remaining}


@dataclass(frozen=True)
class ShapeShanten:
    shape: Shape
    shanten: int
    useful: tuple[UsefulTile, ...]

    def to_json(self) -> dict:
        return {"shanten": self.shanten, "useful": [u.to_json() for u in self.useful]}


@dataclass(frozen=True)
class DiscardOption:
    """Discarding ``tile`` from 14 tiles leaves a hand at ``shanten`` with these useful tiles."""

    tile: Tile
    shanten: int
    useful: tuple[UsefulTile, ...]

    @property
    def useful_remaining(self) -> int:
        return sum(u.remaining for u in self.useful)

    def to_json(self) -> dict:
        return {"discard": self.tile.code, "shanten": self.shanten, "useful_remaining": self.useful_remaining,
                "useful": [u.to_json() for u in self.useful]}


@dataclass(frozen=True)
class ShantenResult:
    """Shanten of a 13- or 14-tile hand.

    13 tiles: ``shanten`` (0 = ready), the useful tiles of the best shapes, each shape's own figure.
    14 tiles: ``shanten`` is -1 when the hand is complete, else the best after one discard;
    ``discards`` ranks every distinct discard (lowest shanten, then most useful tiles remaining).
    """

    tile_count: int
    shanten: int
    useful: tuple[UsefulTile, ...]
    shapes: tuple[ShapeShanten, ...]
    discards: tuple[DiscardOption, ...] = ()
    complete_shapes: tuple[Shape, ...] = ()

    @property
    def useful_remaining(self) -> int:
        return sum(u.remaining for u in self.useful)

    def to_json(self) -> dict:
        out: dict = {"tiles": self.tile_count, "shanten": self.shanten}
        if self.tile_count == 13:
            out["useful_remaining"] = self.useful_remaining
            out["useful"] = [u.to_json() for u in self.useful]
            out["shapes"] = {s.shape.value: s.to_json() for s in self.shapes}
        else:
            if self.complete_shapes:
                out["complete_shapes"] = [s.value for s in self.complete_shapes]
            out["discards"] = [d.to_json() for d in self.discards]
        return out


def useful_tiles(indexes: Iterable[int], visible: Sequence[int]) -> tuple[UsefulTile, ...]:
    return tuple(UsefulTile(Tile(t), max(0, 4 - visible[t])) for t in sorted(set(indexes)))


def analyse_13(counts: Sequence[int], melds: int, visible: Sequence[int]) -> tuple[int, tuple[UsefulTile, ...],
                                                                                  tuple[ShapeShanten, ...]]:
    """Shanten, useful tiles and per-shape figures of 13 tiles (standing ``counts`` + ``melds``)."""
    per_shape = []
    for shape in shapes_for(melds):
        value, tiles = shape_useful(shape, counts, melds)
        per_shape.append((shape, value, tiles))
    best = min(v for _, v, _ in per_shape)
    useful = {t for _, v, tiles in per_shape if v == best for t in tiles}
    shapes = tuple(ShapeShanten(s, v, useful_tiles(tiles, visible)) for s, v, tiles in per_shape)
    return best, useful_tiles(useful, visible), shapes


def shanten(partial: PartialHand) -> ShantenResult:
    """Shanten of a 13- or 14-tile hand (melds count three tiles each)."""
    size = partial.tile_count
    melds = len(partial.melds)
    counts = counts_of(partial.concealed)
    visible = partial.visible_counts()
    if size == 13:
        best, useful, shapes = analyse_13(counts, melds, visible)
        return ShantenResult(13, best, useful, shapes)
    if size != 14:
        raise HandError("tile_count_shanten", counted=size)
    done = complete_shapes(counts, melds)
    table = discard_table(partial)
    best = -1 if done else min(d.shanten for d in table)
    shapes = tuple(ShapeShanten(s, _best_after_discard(s, counts, melds), ()) for s in shapes_for(melds))
    return ShantenResult(14, best, (), shapes, table, done)


def _best_after_discard(shape: Shape, counts: list[int], melds: int) -> int:
    if shape_shanten(shape, counts, melds) == -1:
        return -1
    best = 99
    for t in range(34):
        if counts[t]:
            counts[t] -= 1
            best = min(best, shape_shanten(shape, counts, melds))
            counts[t] += 1
    return best


def discard_table(partial: PartialHand) -> tuple[DiscardOption, ...]:
    """For 14 tiles: every distinct discard, best first (shanten, then useful tiles remaining, then kinds)."""
    if partial.tile_count != 14:
        raise HandError("tile_count_discard", counted=partial.tile_count)
    melds = len(partial.melds)
    counts = counts_of(partial.concealed)
    visible = partial.visible_counts()
    options = []
    for t in sorted(set(partial.concealed)):
        counts[t] -= 1
        # The discarded tile stays visible (it is on the table), so it still counts against the remaining copies.
        best, useful, _ = analyse_13(counts, melds, visible)
        counts[t] += 1
        options.append(DiscardOption(Tile(t), best, useful))
    options.sort(key=discard_rank)
    return tuple(options)


def discard_rank(option: DiscardOption) -> tuple[int, int, int, Tile]:
    """Sort key of the discard table: lowest shanten, then most useful tiles remaining, then most kinds."""
    return (option.shanten, -option.useful_remaining, -len(option.useful), option.tile)


__all__ = [
    "Shape", "UsefulTile", "ShapeShanten", "DiscardOption", "ShantenResult", "shanten", "discard_table", "discard_rank",
    "regular_shanten", "regular_useful", "seven_pairs_useful", "thirteen_orphans_useful",
    "honors_and_knitted_useful", "knitted_straight_useful", "shape_useful", "shape_shanten", "shapes_for",
    "complete_shapes", "waits_by_shape", "analyse_13", "useful_tiles", "KNITTED_PATTERNS",
]
