"""Hong Kong discard analysis rows: shanten over its winning shapes, then the useful copies left.

No route to a minimum is weighed (the 3-faan minimum is met by most hands' patterns at the table);
the rows rank by steps to ready, then useful copies, then kinds of useful tile.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.efficiency.result import DiscardAnalysis
from scoring.hand import PartialHand
from scoring.hk.waits import hk_complete, hk_useful
from scoring.shanten import useful_tiles
from scoring.tiles import Tile


def hk_rank(row: DiscardAnalysis) -> tuple:
    """The sort key: shanten, useful copies, kinds, tile."""
    return (row.shanten, -row.useful_count, -len(row.useful), row.tile)


class HkRows:
    rank = staticmethod(hk_rank)

    def __init__(self, partial: PartialHand) -> None:
        self.melds = len(partial.melds)
        self.visible = partial.visible_counts()

    def analyse(self, counts: list[int], discard: Tile | None) -> DiscardAnalysis:
        value, tiles = hk_useful(counts, self.melds)
        return DiscardAnalysis(discard, value, useful_tiles(tiles, self.visible))

    def complete(self, counts: list[int], rows: Sequence[DiscardAnalysis]) -> bool:
        return hk_complete(counts, self.melds)


__all__ = ["HkRows", "hk_rank"]
