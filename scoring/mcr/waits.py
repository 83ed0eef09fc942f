"""MCR's waits: every tile that completes the 13 tiles in any MCR shape, each scored four ways (on a
discard, self-drawn, and both again as the last copy of the tile, 和绝张), with whether the hand
reaches the 8-point minimum without flowers. A 14-tile hand gets the discard table instead, with the
waits of each discard that leaves the hand ready.

Last copy: a tile the standing tiles already hold cannot be the last copy of its kind for this
player (the parser refuses ``last`` there, and the reference clears the flag). For such waits the
two last-copy entries are the plain entries again and ``last_copy_possible`` is false, so the
four numbers a player reads are always what the table would pay.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scoring.caches import bounded_cache
from scoring.hand import HandError, PartialHand, WinContext
from scoring.mcr.result import FanHit, McrResult
from scoring.mcr.scorer import score_ways
from scoring.rulesets import RulesetId
from scoring.shanten import Shape, analyse_13, complete_shapes, discard_table, waits_by_shape
from scoring.tiles import Tile, counts_of
from scoring.waits import DiscardWaits, WaitsReport, without, won


@dataclass(frozen=True)
class WinScore:
    """One way of winning on a wait: the MCR result, or why it cannot be scored."""

    result: McrResult | None = None
    error: HandError | None = None

    @property
    def total(self) -> int | None:
        return None if self.result is None else self.result.total

    @property
    def total_without_flowers(self) -> int | None:
        return None if self.result is None else self.result.total_without_flowers

    @property
    def meets_minimum(self) -> bool:
        return self.result is not None and self.result.meets_minimum

    @property
    def fans(self) -> tuple[FanHit, ...]:
        return self.result.fans if self.result is not None else ()

    def to_json(self) -> dict:
        if self.result is None:
            return {"total": None, "meets_minimum": False, "fans": [], "error": self.error.code}
        return {"total": self.total, "meets_minimum": self.meets_minimum,
                "fans": [_fan_json(hit) for hit in self.fans]}


def _fan_json(hit: FanHit) -> dict:
    # The sets behind each fan are left out here (four scores per wait); `fanbot score` shows them.
    return {"id": hit.id, "points": hit.points, "count": hit.count, "zh": hit.zh, "zh_hant": hit.zh_hant,
            "en": hit.en}


@dataclass(frozen=True)
class Wait:
    """A tile that completes the hand, with the four MCR scores."""

    tile: Tile
    #: copies not visible to the player (4 minus those in the standing tiles, melds and ``seen``)
    remaining: int
    shapes: tuple[Shape, ...]
    discard: WinScore
    self_drawn: WinScore
    discard_last: WinScore
    self_drawn_last: WinScore
    #: False when the standing tiles hold the tile: it cannot be the last copy (entries repeat the plain ones)
    last_copy_possible: bool = True

    @property
    def scores(self) -> tuple[WinScore, WinScore, WinScore, WinScore]:
        return (self.discard, self.self_drawn, self.discard_last, self.self_drawn_last)

    @property
    def best_total(self) -> int:
        return max((s.total_without_flowers or 0) for s in self.scores)

    def to_json(self) -> dict:
        return {"tile": self.tile.code, "remaining": self.remaining, "shapes": [s.value for s in self.shapes],
                "last_copy_possible": self.last_copy_possible,
                "discard": self.discard.to_json(), "self_drawn": self.self_drawn.to_json(),
                "discard_last": self.discard_last.to_json(), "self_drawn_last": self.self_drawn_last.to_json()}


@bounded_cache(1 << 8)
def _ways(context: WinContext) -> tuple[WinContext, ...]:
    """The four ways of winning the table shows: discard, self-drawn, and each on the last copy."""
    return tuple(replace(context, self_drawn=drawn, last_copy=last)
                 for last in (False, True) for drawn in (False, True))


def mcr_waits(partial: PartialHand) -> list[Wait]:
    """The waits of a 13-tile hand, each scored on a discard, self-drawn and as the last copy."""
    if partial.tile_count != 13:
        raise HandError("tile_count_waits", counted=partial.tile_count)
    visible = partial.visible_counts()
    waits = []
    ways = _ways(partial.context)
    melds, concealed, extras, red = partial.melds, partial.concealed, partial.extras, partial.red_fives
    for t, shapes in waits_by_shape(counts_of(concealed), len(melds)).items():
        tile = Tile(t)
        held = tile in concealed
        # the four ways share the reading of the tiles (``score_ways``)
        scores = [WinScore(None, s) if isinstance(s, HandError) else WinScore(s) for s in score_ways(
            [won(melds, concealed, tile, way, extras, red) for way in (ways[:2] if held else ways)])]
        on_discard, drawn = scores[0], scores[1]
        discard_last, drawn_last = (on_discard, drawn) if held else (scores[2], scores[3])
        waits.append(Wait(tile, max(0, 4 - visible[t]), shapes, on_discard, drawn, discard_last, drawn_last,
                          last_copy_possible=not held))
    return waits


def mcr_report(partial: PartialHand) -> WaitsReport:
    """Waits with scores for 13 tiles; the discard table (with the waits of ready discards) for 14."""
    melds = len(partial.melds)
    counts = counts_of(partial.concealed)
    visible = partial.visible_counts()
    if partial.tile_count == 13:
        best, useful, _ = analyse_13(counts, melds, visible)
        waits = tuple(mcr_waits(partial)) if best == 0 else ()
        return WaitsReport(partial, RulesetId.MCR, best, waits, useful)
    if partial.tile_count != 14:
        raise HandError("tile_count_either", counted=partial.tile_count, one=13, other=14)
    rows = []
    for option in discard_table(partial):
        waits = tuple(mcr_waits(without(partial, option.tile))) if option.shanten == 0 else ()
        rows.append(DiscardWaits(option, waits))
    best = -1 if complete_shapes(counts, melds) else min(r.option.shanten for r in rows)
    return WaitsReport(partial, RulesetId.MCR, best, (), (), tuple(rows))


__all__ = ["WinScore", "Wait", "mcr_waits", "mcr_report"]
