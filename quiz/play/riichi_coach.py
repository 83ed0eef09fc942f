"""The coach at a Riichi table: for each discard of the seat's hand, the shanten after it, the live tiles
that bring it closer, and (when another seat is in riichi) whether it is safe against every riichi seat
(genbutsu: a tile of that kind is in their own river). The AI seat's choice is marked."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.riichi.game import Act, SeatView
from scoring.riichi.game.ai import decide_view, riichi_useful
from scoring.riichi.game.tiles import KINDS, NORTH, SANMA_GONE, kind


@dataclass(frozen=True)
class DiscardAdvice:
    tile: int
    shanten: int
    #: copies the seat has not seen of the kinds that bring the hand a step closer
    live: int
    #: None when nobody is in riichi
    safe: bool | None


@dataclass(frozen=True)
class RiichiHint:
    """Every discard, fewest shanten and most live tiles first; the AI's choice among them (None: not a discard)."""

    rows: tuple[DiscardAdvice, ...]
    choice: int | None
    threatened: bool


def seen_kinds(view: SeatView) -> list[int]:
    """Copies of each kind the seat sees: its hand, the rivers (a claimed tile shows in its meld), the melds,
    the dora indicators and the Norths set aside; three players see none of 2m-8m left."""
    seen = [0] * KINDS
    shown = [*view.hand, *view.dora_indicators, *(r.tile for river in view.rivers for r in river if not r.claimed),
             *(t for melds in view.melds for meld in melds for t in meld.tiles)]
    for tile in shown:
        seen[kind(tile)] += 1
    seen[NORTH] += sum(view.kita)
    for gone in SANMA_GONE if len(view.scores) == 3 else ():
        seen[gone] = 4
    return [min(4, count) for count in seen]


def riichi_hint(view: SeatView) -> RiichiHint:
    discards = [a for a in view.legal if a.kind in (Act.DISCARD, Act.RIICHI)]
    riichi_seats = [s for s, declared in enumerate(view.riichi) if declared and s != view.seat]
    seen = seen_kinds(view)
    rows, done = [], set()
    for action in discards:
        if action.tile in done:
            continue
        done.add(action.tile)
        counts = [0] * KINDS
        for tile in view.hand:
            counts[kind(tile)] += 1
        counts[kind(action.tile)] -= 1
        shanten, useful = riichi_useful(counts, len(view.melds[view.seat]))
        safe = all(any(kind(r.tile) == kind(action.tile) for r in view.rivers[s]) for s in riichi_seats)
        rows.append(DiscardAdvice(action.tile, shanten, sum(max(0, 4 - seen[k]) for k in useful),
                                  safe if riichi_seats else None))
    rows.sort(key=lambda row: (row.shanten, -row.live, row.tile))
    choice = decide_view(view) if discards else None
    return RiichiHint(tuple(rows), choice.tile if choice is not None and choice.kind in (Act.DISCARD, Act.RIICHI)
                      else None, bool(riichi_seats))


__all__ = ["DiscardAdvice", "RiichiHint", "riichi_hint", "seen_kinds"]
