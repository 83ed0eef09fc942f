"""Waits of a ready hand and what each is worth: "what am I waiting on, and is it worth 8?".

Each ruleset's waits (``Ruleset.waits``, in its own package) answer a ``WaitsReport``: for 13 tiles
the tiles that complete them, each with what a win on it is worth in that ruleset; for 14, the
discard table of ``scoring.shanten`` and, for each discard that leaves the hand ready, that hand's
waits. This module holds the report and the hands the rulesets' waits score.

Waits are *formal*, as in the reference: a tile the hand already holds four of still completes
the shape (the fifth copy); it is listed with 0 remaining and scored as the reference would.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from scoring.hand import Hand, PartialHand, RulesetFlags, WinContext
from scoring.notation import format_partial
from scoring.rulesets import DEFAULT_RULESET, TableRules, ruleset_of
from scoring.shanten import DiscardOption, UsefulTile, discard_rank, discard_table, useful_tiles
from scoring.tiles import Tile, counts_of


class WaitRow(Protocol):
    """One wait of a ready hand, with what a win on it is worth in its ruleset."""

    @property
    def tile(self) -> Tile: ...

    @property
    def remaining(self) -> int: ...

    def to_json(self) -> dict: ...


@dataclass(frozen=True)
class DiscardWaits:
    """A row of the 14-tile discard table, with the waits when the discard leaves the hand ready."""

    option: DiscardOption
    waits: tuple[WaitRow, ...] = ()

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
    waits: tuple[WaitRow, ...] = ()
    useful: tuple[UsefulTile, ...] = ()
    discards: tuple[DiscardWaits, ...] = ()

    @property
    def tile_count(self) -> int:
        return self.hand.tile_count

    @property
    def awaiting_draw(self) -> bool:
        """The hand is one tile short of a complete one (13 tiles of a 14-tile hand): waits, not discards."""
        return awaiting_draw(self.hand, self.ruleset)

    def to_json(self) -> dict:
        out: dict = {"ruleset": self.ruleset, "hand": format_partial(self.hand, ruleset=self.ruleset),
                     "shanten": self.shanten}
        if self.awaiting_draw:
            out["waits"] = [w.to_json() for w in self.waits]
            if self.shanten > 0:
                out["useful"] = [u.to_json() for u in self.useful]
        else:
            out["discards"] = [d.to_json() for d in self.discards]
        return out


def awaiting_draw(partial: PartialHand, ruleset: str) -> bool:
    """Whether ``partial`` is one tile short of a complete hand of ``ruleset`` (its ``hand_size``)."""
    return partial.tile_count == ruleset_of(ruleset).hand_size - 1


def won_on(partial: PartialHand, tile: Tile, self_drawn: bool, last_copy: bool = False) -> Hand:
    """The 13 tiles won on ``tile``; seat, round, flowers, wall and kong come from the hand."""
    context = replace(partial.context, self_drawn=self_drawn, last_copy=last_copy)
    return won(partial.melds, partial.concealed, tile, context, partial.extras, partial.red_fives)


def won(melds: tuple, concealed: tuple, tile: Tile, context: WinContext, extras: RulesetFlags, red: tuple) -> Hand:
    """``Hand(melds, concealed, tile, context, extras, red)``, made without the frozen dataclass's
    guarded setattr per field: the table makes four per wait (a test holds it equal to ``Hand``)."""
    hand = _new(Hand)
    hand.__dict__.update(melds=melds, concealed=concealed, win_tile=tile, context=context, extras=extras,
                         red_fives=red)
    return hand


_new = object.__new__


def without(partial: PartialHand, tile: Tile) -> PartialHand:
    """The hand after discarding one ``tile`` (a plain copy rather than a red five when there is one);
    the discarded copy is seen, so the waits count it against the copies left."""
    concealed = list(partial.concealed)
    concealed.remove(tile)
    red = list(partial.red_fives)
    copies_left = concealed.count(tile) + sum(m.tiles.count(tile) for m in partial.melds)
    if red.count(tile) > copies_left:
        red.remove(tile)
    return replace(partial, concealed=tuple(concealed), red_fives=tuple(red), seen=(*partial.seen, tile))


def discard_rows(partial: PartialHand, useful_of: Callable[[list[int]], tuple[int, Iterable[int]]],
                 waits_of: Callable[[PartialHand], Iterable[WaitRow]]) -> tuple[DiscardWaits, ...]:
    """For 14 tiles, best first: each distinct discard's shanten and useful tiles by a ruleset's shapes
    (``useful_of`` the 13 standing counts left), with the ruleset's waits when the discard leaves it ready."""
    counts = counts_of(partial.concealed)
    visible = partial.visible_counts()
    rows = []
    for t in sorted(set(partial.concealed)):
        counts[t] -= 1
        value, tiles = useful_of(counts)
        counts[t] += 1
        option = DiscardOption(Tile(t), value, useful_tiles(tiles, visible))
        rows.append(DiscardWaits(option, tuple(waits_of(without(partial, Tile(t)))) if value == 0 else ()))
    rows.sort(key=lambda r: discard_rank(r.option))
    return tuple(rows)


def report(partial: PartialHand, ruleset: str = DEFAULT_RULESET, rules: TableRules | None = None) -> WaitsReport:
    """Waits or discards in ``ruleset``; ``rules`` are its table's options (the scoring of each wait)."""
    report_of = ruleset_of(ruleset).waits
    return report_of(partial, rules)


__all__ = ["awaiting_draw", "WaitRow", "DiscardWaits", "WaitsReport", "won_on", "won", "without", "discard_rows",
           "report", "discard_table"]
