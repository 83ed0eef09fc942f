"""MCR's discard analysis rows: ranked by the route to 8 points.

Fewest steps from a hand that can win, then ``route_value``, then the useful copies. A discard that
leaves a ready hand none of whose remaining winning copies reaches 8 points counts as a step further
(it must still change tiles to win), level with 1-shanten.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.efficiency.result import DiscardAnalysis
from scoring.hand import Meld, PartialHand
from scoring.mcr.efficiency_reach import fans_in_reach
from scoring.mcr.efficiency_route import expected, fan_shares, lookahead, ready_fans, winning_8, winning_tiles
from scoring.shanten import KNITTED_PATTERNS, Shape, UsefulTile, complete_shapes, shape_useful, shapes_for, useful_tiles
from scoring.tiles import Tile


def mcr_rank(row: DiscardAnalysis) -> tuple:
    """MCR's sort key: steps from a hand that can reach 8, the route value, useful copies, kinds, tile."""
    steps = row.shanten
    if row.shanten == 0 and row.winning_8 is not None and row.route_value == 0:  # scored, and no copy reaches 8
        steps = 1
    return (steps, -row.route_value, -row.useful_count, -len(row.useful), row.tile)


def mcr_useful(counts: list[int], melds: int, visible: Sequence[int]) -> tuple[int, tuple[UsefulTile, ...]]:
    """MCR shanten of 13 tiles and the useful tiles of the shapes at that figure, as ``shanten.analyse_13``
    gives them, without the knitted straight when it cannot tie: its shanten is at least one less than
    the number of knitted tiles its best pattern lacks (the rest of the hand adds -1 at best)."""
    best = 99
    useful: set[int] = set()
    shapes = shapes_for(melds)
    for shape in shapes:
        if shape is Shape.KNITTED_STRAIGHT:
            continue
        value, tiles = shape_useful(shape, counts, melds)
        if value < best:
            best, useful = value, set(tiles)
        elif value == best:
            useful.update(tiles)
    if Shape.KNITTED_STRAIGHT in shapes:
        bound = min(sum(1 for t in pattern if not counts[t]) for pattern in KNITTED_PATTERNS)
        if bound - 1 <= best:
            value, tiles = shape_useful(Shape.KNITTED_STRAIGHT, counts, melds)
            if value < best:
                best, useful = value, set(tiles)
            elif value == best:
                useful.update(tiles)
    return best, useful_tiles(useful, visible)


class McrRows:
    rank = staticmethod(mcr_rank)

    def __init__(self, partial: PartialHand, route: bool) -> None:
        self.route = route
        self.melds: tuple[Meld, ...] = partial.melds
        self.visible = partial.visible_counts()
        self.seat = partial.context.seat_wind
        self.round = partial.context.round_wind

    def analyse(self, counts: list[int], discard: Tile | None) -> DiscardAnalysis:
        """The row of the 13 standing ``counts`` left after ``discard`` (which stays visible)."""
        melds, visible = self.melds, self.visible
        value, useful = mcr_useful(counts, len(melds), visible)
        if not self.route:
            return DiscardAnalysis(discard, value, useful)
        if value == 0:
            waits = winning_tiles(counts, melds, visible, self.seat, self.round)
            return DiscardAnalysis(discard, 0, useful, waits=waits, winning_8=winning_8(waits),
                                   fans_to_8=ready_fans(waits))
        if value == 1:
            steps, weights, wins = lookahead(counts, melds, visible, [int(u.tile) for u in useful],
                                             self.seat, self.round)
            return DiscardAnalysis(discard, 1, useful, draws=steps, expected_winning_8=expected(steps),
                                   draws_to_8=sum(s.remaining for s in steps if s.winning_8.value),
                                   good_shape_count=sum(s.remaining for s in steps if s.good_shape),
                                   fans_to_8=fan_shares(weights, wins))
        return DiscardAnalysis(discard, value, useful, fans_in_reach=fans_in_reach(counts, melds, value))

    def complete(self, counts: list[int], rows: Sequence[DiscardAnalysis]) -> bool:
        return bool(complete_shapes(counts, len(self.melds)))


__all__ = ["McrRows", "mcr_rank", "mcr_useful"]
