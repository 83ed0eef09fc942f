"""The Taiwanese discard analysis rows: shanten toward five sets and a pair, then the useful copies left.

No points minimum and no yaku to keep (a Taiwanese hand wins with no tai), so rows rank by shanten, useful
copies, kinds of useful tile and the tile, as the shared discard table does."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.efficiency.result import DiscardAnalysis
from scoring.hand import PartialHand
from scoring.taiwan.waits import shanten_and_useful
from scoring.tiles import Tile


def taiwan_rank(row: DiscardAnalysis) -> tuple:
    return (row.shanten, -row.useful_count, -len(row.useful), row.tile)


class TaiwanRows:
    rank = staticmethod(taiwan_rank)

    def __init__(self, partial: PartialHand) -> None:
        self.melds = len(partial.melds)
        self.visible = partial.visible_counts()

    def analyse(self, counts: list[int], discard: Tile | None) -> DiscardAnalysis:
        value, useful = shanten_and_useful(counts, self.melds, self.visible)
        return DiscardAnalysis(discard, value, useful)

    def complete(self, counts: list[int], rows: Sequence[DiscardAnalysis]) -> bool:
        return any(r.shanten == 0 and r.tile in {u.tile for u in r.useful} for r in rows)


__all__ = ["TaiwanRows", "taiwan_rank"]
