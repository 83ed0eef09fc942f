"""Riichi's shanten: the regular shape, seven distinct pairs and thirteen orphans, with quads weighed."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.riichi_quads import quad_riichi_useful, riichi_figure
from scoring.shanten import thirteen_orphans_useful
from scoring.shanten_regular import regular_useful


def _formal_riichi_useful(counts: Sequence[int], melds: int = 0) -> tuple[int, tuple[int, ...]]:
    """Regular, seven *distinct* pairs, thirteen orphans (closed only); a fifth copy counts as useful."""
    figures = [regular_useful(counts, melds)]
    if melds == 0:
        pairs = sum(1 for c in counts if c >= 2)
        kinds = sum(1 for c in counts if c)
        useful = {t for t in range(34) if counts[t] == 1}
        if kinds < 7:  # too few kinds: any new kind helps too
            useful |= {t for t in range(34) if counts[t] == 0}
        figures.append((6 - pairs + max(0, 7 - kinds), tuple(sorted(useful))))
        figures.append(thirteen_orphans_useful(counts))
    best = min(f[0] for f in figures)
    return best, tuple(sorted({t for value, tiles in figures if value == best for t in tiles}))


def riichi_useful(counts: Sequence[int], melds: int = 0, karaten_ready: bool = False) -> tuple[int, tuple[int, ...]]:
    """Riichi shanten and useful tiles of 13 tiles: regular, seven distinct pairs, thirteen orphans.

    By default a tile held four times counts as Riichi (and PyPI ``mahjong``) count it: a reading
    whose pair could only be waited on with a fifth copy is a step further (so karaten, a hand
    ready only on fifth copies, is not ready), and each honour held four times costs a discard.
    ``karaten_ready`` takes MCR's formal view instead.
    """
    if not karaten_ready and 4 in counts:
        return quad_riichi_useful(counts, melds)
    value, tiles = _formal_riichi_useful(counts, melds)
    if karaten_ready or value < 0:
        return value, tiles
    # Drawing a fourth copy makes a quad, which the formal figure does not weigh: check those draws.
    return value, tuple(t for t in tiles if counts[t] != 3 or riichi_figure(_plus(counts, t), melds) < value)


def _plus(counts: Sequence[int], t: int) -> list[int]:
    out = list(counts)
    out[t] += 1
    return out


__all__ = ["riichi_useful"]
