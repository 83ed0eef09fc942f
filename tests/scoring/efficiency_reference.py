"""The discard analysis rebuilt on the reference, PyPI ``pymahjonggb`` (module ``MahjongGB``, test-only).

The same job as ``scoring.efficiency.analyse`` for MCR, from the reference's own pieces: the
per-shape shanten functions give each discard's shanten and useful tiles (the union over the shapes
at the lowest figure) and a ready hand's waits; ``MahjongFanCalculator`` scores each wait on a
discard and self-drawn, with no flowers (the 8-point minimum excludes them) and ``is4thTile`` when
the other three copies are visible and the hand holds none. At 1-shanten each useful draw takes
the discard after it whose tenpai has the most weighted 8-point winning copies, as the core does.
Only the counting rules (remaining copies, the weights) are shared with the core; every shanten,
wait and point comes from the reference.
"""

from __future__ import annotations

from collections.abc import Sequence

import MahjongGB

from scoring.efficiency.result import DISCARD_WEIGHT, SELF_DRAWN_WEIGHT
from scoring.hand import PartialHand
from scoring.tiles import Tile
from tests.scoring.mcr_reference import reference_pack, reference_tile

CODES = tuple(reference_tile(Tile(t)) for t in range(34))
INDEX = {code: t for t, code in enumerate(CODES)}
_SHAPES = (MahjongGB.RegularShanten, MahjongGB.SevenPairsShanten, MahjongGB.ThirteenOrphansShanten,
           MahjongGB.HonorsAndKnittedTilesShanten, MahjongGB.KnittedStraightShanten)
_WIND = {Tile.EAST: 0, Tile.SOUTH: 1, Tile.WEST: 2, Tile.NORTH: 3}


def _tiles(counts: Sequence[int]) -> tuple[str, ...]:
    return tuple(CODES[t] for t in range(34) for _ in range(counts[t]))


def shanten_and_useful(counts: Sequence[int], melds: int) -> tuple[int, frozenset[int]]:
    """(shanten, useful tile indexes) of 13 tiles by the reference's shape functions."""
    standing = _tiles(counts)
    best = 99
    useful: set[int] = set()
    for shape in _SHAPES:
        allowed = shape is MahjongGB.RegularShanten or (melds == 1 and shape is MahjongGB.KnittedStraightShanten)
        if melds and not allowed:
            continue
        try:
            value, tiles = shape(standing)
        except TypeError:  # ERROR_INVALID_HAND: the shape does not take this many standing tiles
            continue
        if value < best:
            best, useful = value, {INDEX[c] for c in tiles}
        elif value == best:
            useful |= {INDEX[c] for c in tiles}
    return best, frozenset(useful)


def wait_points(partial: PartialHand, counts: Sequence[int], win: int, self_drawn: bool, last: bool) -> int:
    """The reference's total of the win, flowers left out; 0 when it refuses the hand."""
    ctx = partial.context
    try:
        fans = MahjongGB.MahjongFanCalculator(tuple(reference_pack(m) for m in partial.melds), _tiles(counts),
                                              CODES[win], 0, self_drawn, last, False, False,
                                              _WIND[ctx.seat_wind], _WIND[ctx.round_wind])
    except TypeError:
        return 0
    return sum(points for points, _ in fans)


def ready_route(partial: PartialHand, counts: Sequence[int], visible: Sequence[int]) -> dict[int, tuple[int, int, int]]:
    """Wait -> (remaining, points on a discard, self-drawn) of a ready hand; fifth copies left out."""
    melds = len(partial.melds)
    value, waits = shanten_and_useful(counts, melds)
    if value != 0:
        return {}
    held = list(counts)
    for m in partial.melds:
        for t in m.tiles:
            held[t] += 1
    out = {}
    for t in sorted(waits):
        if held[t] >= 4:
            continue
        last = counts[t] == 0 and visible[t] == 3
        out[t] = (max(0, 4 - visible[t]), wait_points(partial, counts, t, False, last),
                  wait_points(partial, counts, t, True, last))
    return out


def winning_8(route: dict[int, tuple[int, int, int]]) -> tuple[int, int]:
    return (sum(r for r, d, _ in route.values() if d >= 8), sum(r for r, _, s in route.values() if s >= 8))


def _value(w8: tuple[int, int]) -> float:
    return DISCARD_WEIGHT * w8[0] + SELF_DRAWN_WEIGHT * w8[1]


def lookahead(partial: PartialHand, counts: list[int], visible: list[int], useful: frozenset[int]
              ) -> dict[int, tuple[int, tuple[int, int]]]:
    """Useful draw -> (its copies, winning_8 of the best tenpai after it) at 1-shanten."""
    out = {}
    for u in sorted(useful):
        copies = 4 - visible[u]
        if copies <= 0:
            continue
        counts[u] += 1
        visible[u] += 1
        best: tuple | None = None
        for e in range(34):
            if not counts[e] or e == u:
                continue
            counts[e] -= 1
            route = ready_route(partial, counts, visible)
            if route:
                w8 = winning_8(route)
                rank = (_value(w8), sum(r for r, _, _ in route.values()))
                if best is None or rank > best[0]:
                    best = (rank, w8)
            counts[e] += 1
        counts[u] -= 1
        visible[u] -= 1
        out[u] = (copies, best[1] if best else (0, 0))
    return out


def reference_route(partial: PartialHand) -> dict[int, tuple]:
    """Discard -> (shanten, useful tiles, winning_8 when ready, the look-ahead at 1-shanten) of 14 tiles."""
    counts = [0] * 34
    for t in partial.concealed:
        counts[t] += 1
    visible = partial.visible_counts()
    out = {}
    for d in sorted(set(partial.concealed)):
        counts[d] -= 1
        value, useful = shanten_and_useful(counts, len(partial.melds))
        extra = None
        if value == 0:
            extra = winning_8(ready_route(partial, counts, visible))
        elif value == 1:
            extra = lookahead(partial, counts, visible, useful)
        out[d] = (value, useful, extra)
        counts[d] += 1
    return out


__all__ = ["shanten_and_useful", "ready_route", "winning_8", "lookahead", "reference_route", "wait_points"]
