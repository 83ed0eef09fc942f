"""Hong Kong waits: a tile waits when the hand with it is a win the scorer accepts (four sets and a pair,
or the thirteen orphans), each wait scored on a discard and self-drawn, with whether it reaches the
preset's minimum. A 14-tile hand gets the discard table, with the waits of each discard that leaves it ready.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from scoring.hand import HandError, NotWinningHand, PartialHand
from scoring.hk.options import HkRules
from scoring.hk.scorer import score_hand
from scoring.hk.table import pattern_by_id
from scoring.rulesets import RulesetId
from scoring.shanten import Shape, shape_shanten, shape_useful, useful_tiles
from scoring.tiles import Tile, counts_of
from scoring.wait_scores import NamedFan, WinScore
from scoring.waits import WaitsReport, discard_rows, won_on


def hk_shapes(melds: int) -> tuple[Shape, ...]:
    """The shapes a Hong Kong hand wins with: four sets and a pair; the thirteen orphans when nothing is declared."""
    return (Shape.REGULAR,) if melds else (Shape.REGULAR, Shape.THIRTEEN_ORPHANS)


def hk_useful(counts: Sequence[int], melds: int) -> tuple[int, tuple[int, ...]]:
    """Shanten of 13 tiles over the Hong Kong shapes, and the useful tiles of the shapes at that figure."""
    best, useful = 99, set()
    for shape in hk_shapes(melds):
        value, tiles = shape_useful(shape, counts, melds)
        if value < best:
            best, useful = value, set(tiles)
        elif value == best:
            useful.update(tiles)
    return best, tuple(sorted(useful))


def hk_complete(counts: Sequence[int], melds: int) -> bool:
    """Whether 14 tiles already form a Hong Kong winning shape."""
    return any(shape_shanten(shape, counts, melds) == -1 for shape in hk_shapes(melds))


class HkWinScore(WinScore):
    """One way of winning on a wait: the Hong Kong result, or the error that keeps it from scoring."""

    @property
    def fans(self) -> tuple[NamedFan, ...]:
        if self.result is None:
            return ()
        rows = pattern_by_id()
        return tuple(NamedFan(p.id, self.result.total if p.faan is None else p.faan // p.count, p.count,
                              rows[p.id].zh_hans, rows[p.id].zh_hant, rows[p.id].en)
                     for p in self.result.patterns)

    def to_json(self) -> dict:
        if self.result is None:
            return {"total": None, "meets_minimum": False, "fans": [], "error": self.error.code}
        data = self.result.to_json()
        return {k: data[k] for k in ("total", "limit", "meets_minimum", "fans")}


@dataclass(frozen=True)
class HkWait:
    """A tile that completes the hand, with its score on a discard and self-drawn."""

    tile: Tile
    #: copies not visible to the player (4 minus those in the standing tiles, melds and ``seen``)
    remaining: int
    discard: HkWinScore
    self_drawn: HkWinScore
    #: no ruleset-specific last-copy scores: nothing in the waits table is starred
    last_copy_possible: ClassVar[bool] = True

    @property
    def scores(self) -> tuple[HkWinScore, HkWinScore]:
        return (self.discard, self.self_drawn)

    def to_json(self) -> dict:
        return {"tile": self.tile.code, "remaining": self.remaining, "discard": self.discard.to_json(),
                "self_drawn": self.self_drawn.to_json()}


def _scored(partial: PartialHand, tile: Tile, self_drawn: bool, rules: HkRules) -> HkWinScore | None:
    """The score of a win on ``tile``; None when the tiles form no winning hand after all."""
    try:
        return HkWinScore(score_hand(won_on(partial, tile, self_drawn), rules))
    except NotWinningHand:
        return None
    except HandError as error:
        return HkWinScore(None, error)


def hk_waits(partial: PartialHand, rules: HkRules | None = None) -> list[HkWait]:
    """The waits of a 13-tile hand, each scored on a discard and self-drawn."""
    rules = rules or HkRules()
    if partial.tile_count != 13:
        raise HandError("tile_count_waits", counted=partial.tile_count)
    value, tiles = hk_useful(counts_of(partial.concealed), len(partial.melds))
    if value != 0:
        return []
    visible = partial.visible_counts()
    waits = []
    for t in tiles:
        tile = Tile(t)
        discard, drawn = _scored(partial, tile, False, rules), _scored(partial, tile, True, rules)
        if discard is not None and drawn is not None:
            waits.append(HkWait(tile, max(0, 4 - visible[t]), discard, drawn))
    return waits


def hk_report(partial: PartialHand, rules: HkRules | None = None) -> WaitsReport:
    """Waits with their totals for 13 tiles; the discard table (with the waits of ready discards) for 14."""
    counts = counts_of(partial.concealed)
    melds = len(partial.melds)
    visible = partial.visible_counts()
    if partial.tile_count == 13:
        value, tiles = hk_useful(counts, melds)
        waits = tuple(hk_waits(partial, rules)) if value == 0 else ()
        return WaitsReport(partial, RulesetId.HK, value, waits, useful_tiles(tiles, visible))
    if partial.tile_count != 14:
        raise HandError("tile_count_either", counted=partial.tile_count, one=13, other=14)
    rows = discard_rows(partial, lambda left: hk_useful(left, melds), lambda ready: hk_waits(ready, rules))
    best = -1 if hk_complete(counts, melds) else min(r.option.shanten for r in rows)
    return WaitsReport(partial, RulesetId.HK, best, (), (), rows)


__all__ = ["HkWinScore", "HkWait", "hk_shapes", "hk_useful", "hk_complete", "hk_waits", "hk_report"]
