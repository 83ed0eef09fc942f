"""Rank the discards of a hand (何切): shanten, useful tiles, and for MCR the route to 8 points.

``analyse(partial, ruleset)`` takes 14 tiles (every distinct discard, best first) or 13 (the hand
as it stands, with the best way on after each useful draw at 1-shanten). Rows are ranked:

* MCR, by the route to 8: fewest steps from a hand that can win, then ``route_value``, then the
  useful copies. A discard that leaves a ready hand none of whose remaining winning copies reaches
  8 points counts as a step further (it must still change tiles to win), level with 1-shanten.
* Riichi, by shanten then useful copies; an open hand that is (or, at 1-shanten, can get) no wait
  with a yaku goes after the ones that keep one.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring import riichi
from scoring.efficiency.reach import fans_in_reach
from scoring.efficiency.result import DiscardAnalysis, DrawStep, EfficiencyReport, YakuWaits
from scoring.efficiency.route import expected, fan_shares, lookahead, ready_fans, winning_8, winning_tiles
from scoring.hand import Hand, HandError, Meld, PartialHand, WinContext
from scoring.riichi import RiichiRules
from scoring.rulesets import ruleset_of
from scoring.shanten import (
    KNITTED_PATTERNS,
    Shape,
    UsefulTile,
    complete_shapes,
    riichi_useful,
    shape_useful,
    shapes_for,
    useful_tiles,
)
from scoring.tiles import Tile, counts_of


def analyse(partial: PartialHand, ruleset: str = "mcr", rules: RiichiRules | None = None, *,
            route: bool = True) -> EfficiencyReport:
    """The discard analysis of 13 or 14 tiles under ``ruleset`` (``rules``: the Riichi table's switches).

    ``route=False`` gives shanten and useful tiles only (no waits scored, no look-ahead): the cheap
    ranking by useful copies, for callers that deal many positions."""
    size = partial.tile_count
    if size not in (13, 14):
        raise HandError("tile_count_either", counted=size, one=13, other=14)
    row = ruleset_of(ruleset).efficiency_rows(partial, rules, route)
    counts = counts_of(partial.concealed)
    if size == 13:
        current = row.analyse(counts, None)
        return EfficiencyReport(partial, ruleset, current.shanten, (), current)
    rows = []
    for t in sorted(set(partial.concealed)):
        counts[t] -= 1
        rows.append(row.analyse(counts, Tile(t)))
        counts[t] += 1
    rows.sort(key=row.rank)
    if row.complete(counts, rows):
        best = -1
    else:
        best = min(r.shanten for r in rows)
    return EfficiencyReport(partial, ruleset, best, tuple(rows))


def mcr_rank(row: DiscardAnalysis) -> tuple:
    """MCR's sort key: steps from a hand that can reach 8, the route value, useful copies, kinds, tile."""
    steps = row.shanten
    if row.shanten == 0 and row.winning_8 is not None and row.route_value == 0:  # scored, and no copy reaches 8
        steps = 1
    return (steps, -row.route_value, -row.useful_count, -len(row.useful), row.tile)


def riichi_rank(row: DiscardAnalysis) -> tuple:
    """Riichi's sort key: shanten, an open hand losing its yaku last, useful copies, kinds, tile."""
    return (row.shanten, row.keeps_yaku is False, -row.useful_count, -len(row.useful), row.tile)


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


class RiichiRows:
    rank = staticmethod(riichi_rank)

    def __init__(self, partial: PartialHand, rules: RiichiRules, route: bool) -> None:
        self.route = route
        self.partial = partial
        self.rules = rules
        self.melds = partial.melds
        self.visible = partial.visible_counts()
        if rules.players == 3:  # three-player Riichi plays without 2m-8m: none of them can be drawn
            for t in range(1, 8):
                self.visible[t] = 4
        self.open = not all(m.concealed for m in partial.melds)
        self._yaku: dict[tuple, bool] = {}

    def analyse(self, counts: list[int], discard: Tile | None) -> DiscardAnalysis:
        melds, visible = self.melds, self.visible
        value, tiles = riichi_useful(counts, len(melds), self.rules.karaten_ready)
        useful = useful_tiles(tiles, visible)
        if not self.route:
            return DiscardAnalysis(discard, value, useful)
        if value == 0:
            furiten = discard is not None and int(discard) in tiles
            yaku = self._yaku_waits(counts, tiles, visible)
            if furiten:  # no ron on any wait after discarding one of them
                yaku = YakuWaits(0, yaku.tsumo)
            keeps = (yaku.ron + yaku.tsumo > 0) if self.open else None
            return DiscardAnalysis(discard, 0, useful, yaku_waits=yaku, keeps_yaku=keeps, furiten=furiten)
        if value == 1:
            steps = self._lookahead(counts, [int(u.tile) for u in useful], visible)
            keeps = any(s.keeps_yaku for s in steps) if self.open else None
            return DiscardAnalysis(discard, 1, useful, draws=steps,
                                   good_shape_count=sum(s.remaining for s in steps if s.good_shape),
                                   keeps_yaku=keeps)
        return DiscardAnalysis(discard, value, useful)

    def complete(self, counts: list[int], rows: Sequence[DiscardAnalysis]) -> bool:
        return any(r.shanten == 0 and r.tile in {u.tile for u in r.useful} for r in rows)

    def _has_yaku(self, counts: Sequence[int], win: int, self_drawn: bool) -> bool:
        key = (tuple(counts), win, self_drawn)
        found = self._yaku.get(key)
        if found is None:
            ctx = self.partial.context
            concealed = tuple(Tile(t) for t in range(34) for _ in range(counts[t]))
            context = WinContext(self_drawn=self_drawn, seat_wind=ctx.seat_wind, round_wind=ctx.round_wind)
            try:
                riichi.score_hand(Hand(self.melds, concealed, Tile(win), context), self.rules)
                found = True
            except HandError:
                found = False
            self._yaku[key] = found
        return found

    def _yaku_waits(self, counts: Sequence[int], waits: Sequence[int], visible: Sequence[int]) -> YakuWaits:
        ron = tsumo = 0
        for t in waits:
            copies = max(0, 4 - visible[t])
            if copies:
                ron += copies if self._has_yaku(counts, t, False) else 0
                tsumo += copies if self._has_yaku(counts, t, True) else 0
        return YakuWaits(ron, tsumo)

    def _lookahead(self, counts: list[int], useful: Sequence[int], visible: Sequence[int]) -> tuple[DrawStep, ...]:
        """Each useful draw: the discard leaving the tenpai with the most remaining winning copies."""
        steps = []
        seen = list(visible)
        melds = len(self.melds)
        for u in useful:
            copies = 4 - visible[u]
            if copies <= 0:
                continue
            counts[u] += 1
            seen[u] += 1
            best: tuple | None = None
            good_shape = False
            keeps = False
            for e in range(34):
                if not counts[e] or e == u:
                    continue
                counts[e] -= 1
                value, waits = riichi_useful(counts, melds, self.rules.karaten_ready)
                if value == 0:
                    live = [t for t in waits if seen[t] < 4]
                    good_shape = good_shape or len(live) >= 2
                    total = sum(4 - seen[t] for t in live)
                    if self.open and not keeps:
                        yaku = self._yaku_waits(counts, live, seen)
                        keeps = yaku.ron + yaku.tsumo > 0
                    if best is None or (total, len(live), -e) > best[0]:
                        best = ((total, len(live), -e), e, total)
                counts[e] += 1
            counts[u] -= 1
            seen[u] -= 1
            if best is None:
                steps.append(DrawStep(Tile(u), copies, None, None, 0, False, False if self.open else None))
            else:
                steps.append(DrawStep(Tile(u), copies, Tile(best[1]), None, best[2], good_shape,
                                      keeps if self.open else None))
        return tuple(steps)


__all__ = ["analyse", "mcr_rank", "riichi_rank", "mcr_useful"]
