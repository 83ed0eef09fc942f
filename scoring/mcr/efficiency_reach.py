"""Fans still in reach of a hand far from ready (MCR): the big fans whose tiles it could still gather.

A fan is *in reach* when the hand lacks at most ``shanten + 1`` of the tiles that fan is made of:
about the number of tiles it still has to draw to be complete at all. This is an estimate: it
counts tiles, not the sets they must form, and treats declared melds' tiles as held (a meld that
rules a fan out, such as a chow of another suit for a flush, rules it out here too). Listed fans
are worth 6 points or more, so alone or with a small fan they make the 8.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, permutations

from scoring.efficiency.result import FanInReach
from scoring.hand import Meld
from scoring.mcr.fans import fan_table
from scoring.shanten import Shape, shape_shanten

_POINTS = {fan.id: fan.points for fan in fan_table()}
_DRAGONS = (31, 32, 33)
_WINDS = (27, 28, 29, 30)


def _chow(suit: int, rank: int) -> tuple[int, ...]:
    return (suit * 9 + rank - 1, suit * 9 + rank, suit * 9 + rank + 1)


def _templates() -> list[tuple[str, dict[int, int]]]:
    """(fan id, tiles it needs with their copies) for every way a set-made fan can be formed."""
    out: list[tuple[str, tuple[int, ...]]] = []
    for s in range(3):
        out.append(("pure_straight", _chow(s, 1) + _chow(s, 4) + _chow(s, 7)))
        for n in range(1, 8):
            out.append(("pure_triple_chow", _chow(s, n) * 3))
        for step in (1, 2):
            for n in range(1, 8 - 2 * step):
                out.append(("pure_shifted_chows", _chow(s, n) + _chow(s, n + step) + _chow(s, n + 2 * step)))
    for a, b, c in permutations(range(3)):
        out.append(("mixed_straight", _chow(a, 1) + _chow(b, 4) + _chow(c, 7)))
        for n in range(1, 6):
            out.append(("mixed_shifted_chows", _chow(a, n) + _chow(b, n + 1) + _chow(c, n + 2)))
        for n in range(1, 8):
            out.append(("mixed_shifted_pungs", (a * 9 + n - 1,) * 3 + (b * 9 + n,) * 3 + (c * 9 + n + 1,) * 3))
    for n in range(1, 8):
        out.append(("mixed_triple_chow", _chow(0, n) + _chow(1, n) + _chow(2, n)))
    for n in range(9):
        out.append(("triple_pung", (n,) * 3 + (9 + n,) * 3 + (18 + n,) * 3))
    out.append(("big_three_dragons", _DRAGONS * 3))
    for pair in _DRAGONS:
        out.append(("little_three_dragons", tuple(d for d in _DRAGONS for _ in range(2 if d == pair else 3))))
    for two in combinations(_DRAGONS, 2):
        out.append(("two_dragon_pungs", two * 3))
    for three in combinations(_WINDS, 3):
        out.append(("big_three_winds", three * 3))
    templates = []
    for fan, tiles in out:
        need: dict[int, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        templates.append((fan, need))
    return templates


_TEMPLATES = _templates()


def _flush_missing(counts: Sequence[int], melds: Sequence[Meld], honors_allowed: bool) -> int:
    best = 99
    for suit in range(3):
        if any(not (m.tile // 9 == suit or (honors_allowed and m.tile >= 27)) for m in melds):
            continue
        off = sum(c for t, c in enumerate(counts) if t // 9 != suit and not (honors_allowed and t >= 27))
        best = min(best, off)
    return best


def _all_pungs_missing(counts: Sequence[int], melds: Sequence[Meld]) -> int:
    if any(m.is_chow for m in melds):
        return 99
    held = sorted((c for c in counts if c), reverse=True)
    sets = 4 - len(melds)
    missing = sum(3 - min(c, 3) for c in held[:sets]) + 3 * max(0, sets - len(held))
    pair = held[sets] if len(held) > sets else 0
    return missing + 2 - min(pair, 2)


def fans_in_reach(counts: Sequence[int], melds: tuple[Meld, ...], shanten: int) -> tuple[FanInReach, ...]:
    """The fans of 6 points or more the 13 tiles (standing ``counts`` + ``melds``) lack at most
    ``shanten + 1`` tiles of, fewest missing first, then the most points."""
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    found: dict[str, int] = {}
    for fan, need in _TEMPLATES:
        missing = 0
        for t, n in need.items():
            if held[t] < n:
                missing += n - held[t]
        if missing < found.get(fan, 99):
            found[fan] = missing
    found["full_flush"] = _flush_missing(counts, melds, honors_allowed=False)
    found["half_flush"] = _flush_missing(counts, melds, honors_allowed=True)
    found["all_pungs"] = _all_pungs_missing(counts, melds)
    if not melds:
        for fan, shape in (("seven_pairs", Shape.SEVEN_PAIRS), ("thirteen_orphans", Shape.THIRTEEN_ORPHANS),
                           ("lesser_honors_and_knitted_tiles", Shape.HONORS_AND_KNITTED)):
            found[fan] = shape_shanten(shape, counts) + 1
    if len(melds) <= 1:
        found["knitted_straight"] = shape_shanten(Shape.KNITTED_STRAIGHT, counts, len(melds)) + 1
    limit = shanten + 1
    kept = [FanInReach(fan, _POINTS[fan], missing) for fan, missing in found.items() if missing <= limit]
    kept.sort(key=lambda f: (f.missing, -f.points, f.fan))
    return tuple(kept)


__all__ = ["fans_in_reach"]
