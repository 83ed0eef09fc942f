"""Riichi's discard analysis rows: by shanten then useful copies; an open hand that is (or, at
1-shanten, can get) no wait with a yaku goes after the ones that keep one."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.efficiency.lookahead import discards, draws
from scoring.efficiency.result import DiscardAnalysis, DrawStep, YakuWaits
from scoring.hand import Hand, HandError, PartialHand, WinContext
from scoring.riichi.options import RiichiRules
from scoring.riichi.scorer import score_hand
from scoring.riichi.shanten import riichi_useful
from scoring.shanten import useful_tiles
from scoring.tiles import Tile


def riichi_rank(row: DiscardAnalysis) -> tuple:
    """Riichi's sort key: shanten, an open hand losing its yaku last, useful copies, kinds, tile."""
    return (row.shanten, row.keeps_yaku is False, -row.useful_count, -len(row.useful), row.tile)


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
                score_hand(Hand(self.melds, concealed, Tile(win), context), self.rules)
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
        melds = len(self.melds)
        for u, copies, seen in draws(counts, visible, useful):
            best: tuple | None = None
            good_shape = False
            keeps = False
            for e in discards(counts, u):
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
            if best is None:
                steps.append(DrawStep(Tile(u), copies, None, None, 0, False, False if self.open else None))
            else:
                steps.append(DrawStep(Tile(u), copies, Tile(best[1]), None, best[2], good_shape,
                                      keeps if self.open else None))
        return tuple(steps)


__all__ = ["RiichiRows", "riichi_rank"]
