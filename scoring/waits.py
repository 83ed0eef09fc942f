"""Waits of a ready hand and what each is worth: "what am I waiting on, and is it worth 8?".

MCR: every tile that completes the 13 tiles in any MCR shape, each scored four ways (on a
discard, self-drawn, and both again as the last copy of the tile, 和绝张), with whether the hand
reaches the 8-point minimum without flowers. Riichi: the waits with yaku, han and points for ron
and tsumo. A 14-tile hand gets the discard table of ``scoring.shanten`` instead, and for each
discard that leaves the hand ready, that hand's waits.

Waits are *formal*, as in the reference: a tile the hand already holds four of still completes
the shape (the fifth copy); it is listed with 0 remaining and scored as the reference would.

Last copy: a tile the standing tiles already hold cannot be the last copy of its kind for this
player (the parser refuses ``last`` there, and the reference clears the flag). For such waits the
two last-copy entries are the plain entries again and ``last_copy_possible`` is false, so the
four numbers a player reads are always what the table would pay.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scoring import mcr, riichi
from scoring.caches import bounded_cache
from scoring.hand import Hand, HandError, PartialHand, WinContext
from scoring.mcr import FanHit, McrResult
from scoring.notation import format_partial
from scoring.riichi import RiichiResult, RiichiRules
from scoring.rulesets import ruleset_of
from scoring.shanten import (
    DiscardOption,
    Shape,
    UsefulTile,
    analyse_13,
    complete_shapes,
    discard_rank,
    discard_table,
    riichi_useful,
    useful_tiles,
    waits_by_shape,
)
from scoring.tiles import Tile, counts_of

# ----------------------------------------------------------------------------- MCR


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


@dataclass(frozen=True)
class DiscardWaits:
    """A row of the 14-tile discard table, with the waits when the discard leaves the hand ready."""

    option: DiscardOption
    waits: tuple[Wait | RiichiWait, ...] = ()

    def to_json(self) -> dict:
        out = self.option.to_json()
        if self.option.shanten == 0:
            out["waits"] = [w.to_json() for w in self.waits]
        return out


@dataclass(frozen=True)
class WaitsReport:
    """Everything ``fanbot waits`` shows for one hand."""

    hand: PartialHand
    ruleset: str
    shanten: int
    waits: tuple[Wait | RiichiWait, ...] = ()
    useful: tuple[UsefulTile, ...] = ()
    discards: tuple[DiscardWaits, ...] = ()

    @property
    def tile_count(self) -> int:
        return self.hand.tile_count

    def to_json(self) -> dict:
        out: dict = {"ruleset": self.ruleset, "hand": format_partial(self.hand, ruleset=self.ruleset),
                     "shanten": self.shanten}
        if self.tile_count == 13:
            out["waits"] = [w.to_json() for w in self.waits]
            if self.shanten > 0:
                out["useful"] = [u.to_json() for u in self.useful]
        else:
            out["discards"] = [d.to_json() for d in self.discards]
        return out


def _won_on(partial: PartialHand, tile: Tile, self_drawn: bool, last_copy: bool = False) -> Hand:
    """The 13 tiles won on ``tile``; seat, round, flowers, wall and kong come from the hand."""
    context = replace(partial.context, self_drawn=self_drawn, last_copy=last_copy)
    return _won(partial.melds, partial.concealed, tile, context, partial.riichi, partial.red_fives)


def _won(melds: tuple, concealed: tuple, tile: Tile, context: WinContext, riichi, red: tuple) -> Hand:
    """``Hand(melds, concealed, tile, context, riichi, red)``, made without the frozen dataclass's
    guarded setattr per field: the table makes four per wait (a test holds it equal to ``Hand``)."""
    hand = _new(Hand)
    hand.__dict__.update(melds=melds, concealed=concealed, win_tile=tile, context=context, riichi=riichi,
                         red_fives=red)
    return hand


_new = object.__new__


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
    melds, concealed, riichi, red = partial.melds, partial.concealed, partial.riichi, partial.red_fives
    for t, shapes in waits_by_shape(counts_of(concealed), len(melds)).items():
        tile = Tile(t)
        held = tile in concealed
        # the four ways share the reading of the tiles (``score_ways``)
        scores = [WinScore(None, s) if isinstance(s, HandError) else WinScore(s) for s in mcr.score_ways(
            [_won(melds, concealed, tile, way, riichi, red) for way in (ways[:2] if held else ways)])]
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
        return WaitsReport(partial, "mcr", best, waits, useful)
    if partial.tile_count != 14:
        raise HandError("tile_count_either", counted=partial.tile_count, one=13, other=14)
    rows = []
    for option in discard_table(partial):
        waits = tuple(mcr_waits(_without(partial, option.tile))) if option.shanten == 0 else ()
        rows.append(DiscardWaits(option, waits))
    best = -1 if complete_shapes(counts, melds) else min(r.option.shanten for r in rows)
    return WaitsReport(partial, "mcr", best, (), (), tuple(rows))


def _without(partial: PartialHand, tile: Tile) -> PartialHand:
    """The hand after discarding one ``tile`` (a plain copy rather than a red five when there is one);
    the discarded copy is seen, so the waits count it against the copies left."""
    concealed = list(partial.concealed)
    concealed.remove(tile)
    red = list(partial.red_fives)
    copies_left = concealed.count(tile) + sum(m.tiles.count(tile) for m in partial.melds)
    if red.count(tile) > copies_left:
        red.remove(tile)
    return replace(partial, concealed=tuple(concealed), red_fives=tuple(red), seen=(*partial.seen, tile))


# ----------------------------------------------------------------------------- Riichi

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
                scores.append(RiichiWinScore(riichi.score_hand(_won_on(partial, tile, self_drawn), rules)))
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
        return WaitsReport(partial, "riichi", value, waits, useful_tiles(tiles, visible))
    if partial.tile_count != 14:
        raise HandError("tile_count_either", counted=partial.tile_count, one=13, other=14)
    rows = []
    for t in sorted(set(partial.concealed)):
        counts[t] -= 1
        value, tiles = riichi_useful(counts, melds, karaten_ready)
        counts[t] += 1
        option = DiscardOption(Tile(t), value, useful_tiles(tiles, visible))
        waits = tuple(riichi_waits(_without(partial, Tile(t)), rules)) if value == 0 else ()
        rows.append(DiscardWaits(option, waits))
    rows.sort(key=lambda r: discard_rank(r.option))
    complete = any(r.option.shanten == 0 and r.option.tile in {u.tile for u in r.option.useful} for r in rows)
    best = -1 if complete else min(r.option.shanten for r in rows)
    return WaitsReport(partial, "riichi", best, (), (), tuple(rows))


def report(partial: PartialHand, ruleset: str = "mcr", rules: RiichiRules | None = None) -> WaitsReport:
    """Waits or discards; ``rules`` are the Riichi table's (karaten, the scoring of each wait)."""
    return ruleset_of(ruleset).waits(partial, rules)


__all__ = [
    "WinScore", "Wait", "DiscardWaits", "WaitsReport", "mcr_waits", "mcr_report", "RiichiWinScore",
    "RiichiWait", "riichi_waits", "riichi_report", "report", "discard_table",
]
