"""The waits of a 16-tile hand, each with its tai on a discard and self-drawn; for 17 tiles, the discard table
with the waits of each discard that leaves the hand ready. Shanten counts five sets and a pair
(``scoring.shanten_regular`` with five sets); the waits are ``shape.waiting_tiles`` (no fifth copy)."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import HandError, PartialHand
from scoring.rulesets import RulesetId
from scoring.shanten import DiscardOption, UsefulTile, discard_rank, useful_tiles
from scoring.shanten_regular import regular_useful
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.shape import waiting_tiles
from scoring.taiwan.table import PATTERNS, Preset
from scoring.tiles import Tile, counts_of
from scoring.wait_scores import NamedFan, WinScore
from scoring.waits import DiscardWaits, WaitsReport, without, won_on

#: the sets of a complete 16-tile hand (the pair besides)
SETS = 5
#: the standing tiles and melds of a ready hand, and of one holding the drawn tile
WAITING_SIZE, DRAWN_SIZE = 16, 17


class TaiwanWinScore(WinScore):
    """A win on a wait, on a discard or self-drawn: the Taiwanese result, or why it cannot be scored."""

    @property
    def fans(self) -> tuple[NamedFan, ...]:
        if self.result is None:
            return ()
        names = ((a, PATTERNS[a.id]) for a in self.result.awards)
        return tuple(NamedFan(a.id, a.tai // a.count, a.count, p.zh, p.zh, p.en) for a, p in names)

    def to_json(self) -> dict:
        if self.result is None:
            return {"total": None, "error": self.error.code}
        data = self.result.to_json()
        return {"total": data["total"], "fans": data["fans"]}


@dataclass(frozen=True)
class TaiwanWait:
    """A tile that completes the 16 tiles, with its tai on a discard and self-drawn."""

    tile: Tile
    remaining: int
    discard: TaiwanWinScore
    self_drawn: TaiwanWinScore
    #: no last-copy columns in this ruleset: the waits text reads every score as possible
    last_copy_possible: bool = True

    @property
    def scores(self) -> tuple[TaiwanWinScore, TaiwanWinScore]:
        return (self.discard, self.self_drawn)

    def to_json(self) -> dict:
        return {"tile": self.tile.code, "remaining": self.remaining, "discard": self.discard.to_json(),
                "self_drawn": self.self_drawn.to_json()}


def shanten_and_useful(counts: list[int], melds: int, visible: list[int]) -> tuple[int, tuple[UsefulTile, ...]]:
    """Shanten of 16 tiles (standing ``counts`` + ``melds``) toward five sets and a pair, with the useful tiles."""
    value, tiles = regular_useful(counts, melds, SETS)
    return value, useful_tiles(tiles, visible)


def _score(partial: PartialHand, tile: Tile, self_drawn: bool, preset: Preset | None) -> TaiwanWinScore:
    try:
        return TaiwanWinScore(score_hand(won_on(partial, tile, self_drawn), preset))
    except HandError as error:
        return TaiwanWinScore(None, error)


def taiwan_waits(partial: PartialHand, preset: Preset | None = None) -> tuple[TaiwanWait, ...]:
    """The waits of a ready 16-tile hand, each scored on a discard and self-drawn (none when not ready)."""
    visible = partial.visible_counts()
    held = counts_of([*partial.concealed, *(t for m in partial.melds for t in m.tiles)])
    return tuple(TaiwanWait(tile, max(0, 4 - visible[tile]), _score(partial, tile, False, preset),
                            _score(partial, tile, True, preset))
                 for tile in waiting_tiles(partial.concealed, held))


def taiwan_report(partial: PartialHand, preset: Preset | None = None) -> WaitsReport:
    """16 tiles: the waits with their tai, or the shanten and useful tiles; 17: the discard table."""
    counts = counts_of(partial.concealed)
    melds = len(partial.melds)
    visible = partial.visible_counts()
    if partial.tile_count == WAITING_SIZE:
        value, useful = shanten_and_useful(counts, melds, visible)
        waits = taiwan_waits(partial, preset) if value == 0 else ()
        return WaitsReport(partial, RulesetId.TAIWAN, value, waits, useful)
    if partial.tile_count != DRAWN_SIZE:
        raise HandError("tile_count_either", counted=partial.tile_count, one=WAITING_SIZE, other=DRAWN_SIZE)
    rows = []
    for t in sorted(set(partial.concealed)):
        counts[t] -= 1
        value, useful = shanten_and_useful(counts, melds, visible)
        counts[t] += 1
        waits = taiwan_waits(without(partial, Tile(t)), preset) if value == 0 else ()
        rows.append(DiscardWaits(DiscardOption(Tile(t), value, useful), waits))
    rows.sort(key=lambda r: discard_rank(r.option))
    complete = any(r.option.shanten == 0 and r.option.tile in {u.tile for u in r.option.useful} for r in rows)
    best = -1 if complete else min(r.option.shanten for r in rows)
    return WaitsReport(partial, RulesetId.TAIWAN, best, (), (), tuple(rows))


__all__ = ["TaiwanWinScore", "TaiwanWait", "taiwan_waits", "taiwan_report", "shanten_and_useful"]
