"""Riichi's waits: the tiles that complete 13 tiles, with yaku, han and points for ron and tsumo; for 14
tiles, the discard table with the waits of each discard that leaves the hand ready."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import HandError, PartialHand
from scoring.riichi.options import RiichiRules
from scoring.riichi.result import RiichiResult
from scoring.riichi.scorer import score_hand
from scoring.riichi.shanten import riichi_useful
from scoring.rulesets import RulesetId
from scoring.shanten import useful_tiles
from scoring.tiles import Tile, counts_of
from scoring.waits import WaitsReport, discard_rows, won_on


@dataclass(frozen=True)
class RiichiWinScore:
    """Ron or tsumo on a wait: the Riichi result, or why it scores nothing (no yaku …)."""

    result: RiichiResult | None = None
    error: HandError | None = None

    @property
    def points(self) -> int:
        return self.result.points.total if self.result is not None else 0

    def to_json(self) -> dict:
        if self.result is None:
            return {"error": self.error.code}
        data = self.result.to_json()
        return {k: data[k] for k in ("yaku", "yakuman", "han", "fu", "points", "level") if k in data}


@dataclass(frozen=True)
class RiichiWait:
    tile: Tile
    remaining: int
    ron: RiichiWinScore
    tsumo: RiichiWinScore

    def to_json(self) -> dict:
        return {"tile": self.tile.code, "remaining": self.remaining, "ron": self.ron.to_json(),
                "tsumo": self.tsumo.to_json()}


_DEFAULT_RIICHI = RiichiRules()


def riichi_waits(partial: PartialHand, rules: RiichiRules | None = None) -> list[RiichiWait]:
    """The waits of a 13-tile hand under Riichi rules, scored for ron and tsumo."""
    rules = rules or RiichiRules()
    if partial.tile_count != 13:
        raise HandError("tile_count_waits", counted=partial.tile_count)
    counts = counts_of(partial.concealed)
    value, tiles = riichi_useful(counts, len(partial.melds), rules.karaten_ready)
    if value != 0:
        return []
    visible = partial.visible_counts()
    out = []
    for t in tiles:
        tile = Tile(t)
        scores = []
        for self_drawn in (False, True):
            try:
                scores.append(RiichiWinScore(score_hand(won_on(partial, tile, self_drawn), rules)))
            except HandError as e:
                scores.append(RiichiWinScore(None, e))
        out.append(RiichiWait(tile, max(0, 4 - visible[t]), scores[0], scores[1]))
    return out


def riichi_report(partial: PartialHand, rules: RiichiRules | None = None) -> WaitsReport:
    """Riichi: waits with ron/tsumo values for 13 tiles; the discard table for 14."""
    counts = counts_of(partial.concealed)
    melds = len(partial.melds)
    visible = partial.visible_counts()
    karaten_ready = (rules or _DEFAULT_RIICHI).karaten_ready
    if partial.tile_count == 13:
        value, tiles = riichi_useful(counts, melds, karaten_ready)
        waits = tuple(riichi_waits(partial, rules)) if value == 0 else ()
        return WaitsReport(partial, RulesetId.RIICHI, value, waits, useful_tiles(tiles, visible))
    if partial.tile_count != 14:
        raise HandError("tile_count_either", counted=partial.tile_count, one=13, other=14)
    rows = discard_rows(partial, lambda left: riichi_useful(left, melds, karaten_ready),
                        lambda ready: riichi_waits(ready, rules))
    complete = any(r.option.shanten == 0 and r.option.tile in {u.tile for u in r.option.useful} for r in rows)
    best = -1 if complete else min(r.option.shanten for r in rows)
    return WaitsReport(partial, RulesetId.RIICHI, best, (), (), rows)


__all__ = ["RiichiWinScore", "RiichiWait", "riichi_waits", "riichi_report"]
