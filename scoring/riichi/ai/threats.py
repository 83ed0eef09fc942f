"""Who threatens this seat, and how dangerous each tile is against them.

A threat is a seat in riichi (weight 1), or an obvious open hand: three open melds showing a yaku (a value
honour's meld, all simples, one suit; 0.8), or two open melds that look like a flush (every meld and at
least nine of ten discards after the fifth agree: the suit kept, the others thrown; 0.7). An open hand
showing no yaku cannot win on a discard but by a value pair or a late flush: it is no threat here. The
weights are this AI's own, tried on the bench.

A tile's danger against one threat is the ladder of ``scoring.review.danger`` (genbutsu 0 to a live middle
tile 6), with its safe tiles: the threat's own discards, and for a riichi the tiles every seat threw after it
and it did not win on. A dora is one step riskier (a deal-in on it costs more; Daina Chiba's "Book 1",
its defence chapter, ranks dora among the last tiles to push). Against several threats the worst counts,
weighted by the threat.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.review.danger import Danger, danger_of
from scoring.riichi.ai.hand_value import dora_kinds
from scoring.riichi.ai.view import MeldKind, SeatView, kind_of
from scoring.tiles import Tile

RIICHI_WEIGHT = 1.0
THREE_MELDS_WEIGHT = 0.8
FLUSH_WEIGHT = 0.7
#: the ladder's top level plus the dora step
WORST = 7


@dataclass(frozen=True)
class Threat:
    seat: int
    weight: float
    riichi: bool
    #: the tiles it cannot win on (or did not)
    safe: frozenset[int]


def _turn_order(view: SeatView, seat: int, index: int) -> int:
    """A discard's place in the hand's order: its river index, then the seat's order from the dealer."""
    dealer = (view.seat - view.seat_wind) % view.players
    return index * view.players + (seat - dealer) % view.players


def _safe_after_riichi(view: SeatView, seat: int, at: int) -> set[int]:
    declared = _turn_order(view, seat, at)
    return {kind_of(d.tile) for other, river in enumerate(view.rivers) for i, d in enumerate(river)
            if _turn_order(view, other, i) > declared}


def _flush_suit(view: SeatView, seat: int) -> int | None:
    """The suit an open hand of two melds seems to collect, if its melds and discards say so."""
    suits = {kind_of(m.tiles[0]) // 9 for m in view.melds[seat] if kind_of(m.tiles[0]) < 27}
    if len(suits) != 1:
        return None
    suit = suits.pop()
    late = [kind_of(d.tile) for d in view.rivers[seat][5:] if kind_of(d.tile) < 27]
    if len(late) < 3 or sum(1 for t in late if t // 9 == suit) * 10 > len(late):
        return None
    return suit


def _shows_yaku(view: SeatView, seat: int) -> bool:
    """Whether a seat's melds show a yaku: a value honour (a dragon, the round wind, its own wind), all simples,
    one suit."""
    kinds = [kind_of(t) for m in view.melds[seat] for t in m.tiles]
    own_wind = 27 + (view.seat_wind + seat - view.seat) % view.players
    if any(k >= 31 or k in (own_wind, 27 + view.round_wind) for k in kinds):
        return True
    if all(k < 27 and k % 9 not in (0, 8) for k in kinds):
        return True
    return len({k // 9 for k in kinds if k < 27}) == 1


def threats(view: SeatView) -> tuple[Threat, ...]:
    """Every other seat that threatens this one, with its safe tiles."""
    found = []
    for seat in range(view.players):
        if seat == view.seat:
            continue
        own = {kind_of(d.tile) for d in view.rivers[seat]}
        at = view.riichi_at[seat]
        if at is not None:
            found.append(Threat(seat, RIICHI_WEIGHT, True, frozenset(own | _safe_after_riichi(view, seat, at))))
            continue
        opened = [m for m in view.melds[seat] if m.kind is not MeldKind.CLOSED_KAN]
        if len(opened) >= 3 and _shows_yaku(view, seat):
            found.append(Threat(seat, THREE_MELDS_WEIGHT, False, frozenset(own)))
        elif len(opened) == 2 and _flush_suit(view, seat) is not None:
            found.append(Threat(seat, FLUSH_WEIGHT, False, frozenset(own)))
    return tuple(found)


@dataclass(frozen=True)
class TileDanger:
    """The ladder's reading against the worst threat, and the weighted level the AI weighs (0 safe)."""

    danger: Danger
    level: float


def tile_danger(view: SeatView, tile: int, found: tuple[Threat, ...], seen: list[int]) -> TileDanger | None:
    """The danger of discarding ``tile`` against the threats ``found``; None when there are none."""
    if not found:
        return None
    kind = kind_of(tile)
    dora = dora_kinds(view)[kind] > 0 or tile != kind
    worst: tuple[float, Danger] | None = None
    for threat in found:
        danger = danger_of(Tile(kind), [{Tile(t) for t in threat.safe}], seen)
        assert danger is not None
        level = danger.level + (1 if dora and danger.level > 0 else 0)
        if threat.seat == _flush_seat(view, threat, kind):
            level = max(level, 5)  # the suit a flush collects: live whatever the ladder says
        weighted = level * threat.weight
        if worst is None or weighted > worst[0]:
            worst = (weighted, danger)
    assert worst is not None
    return TileDanger(worst[1], worst[0])


def _flush_seat(view: SeatView, threat: Threat, kind: int) -> int | None:
    if threat.riichi or kind in threat.safe:
        return None
    suit = _flush_suit(view, threat.seat)
    return threat.seat if suit is not None and kind < 27 and kind // 9 == suit else None


__all__ = ["Threat", "TileDanger", "WORST", "threats", "tile_danger"]
