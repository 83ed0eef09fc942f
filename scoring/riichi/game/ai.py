"""A plain efficiency AI for self-play and empty seats: it sees only its seat's view and legal actions.

It wins whenever it may, declares riichi when it can (on the discard leaving the most live waits),
calls only toward a yaku it already holds or a value-honour set, sets Norths aside, adds to its pons,
takes a closed kan that keeps its shape, and otherwise discards toward the lowest shanten with the most
live tiles; against a riichi with a hand two steps or more from ready it discards the riichi seat's own
discards first.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from scoring.riichi.game.model import Act, Action, SeatView
from scoring.riichi.game.tiles import KINDS, kind
from scoring.riichi.shanten import riichi_useful as _useful


@lru_cache(maxsize=1 << 14)
def _cached(counts: tuple[int, ...], melds: int) -> tuple[int, tuple[int, ...]]:
    return _useful(counts, melds)


def riichi_useful(counts: Sequence[int], melds: int) -> tuple[int, tuple[int, ...]]:
    """The shanten and useful kinds, remembered: a seat weighs the same shapes turn after turn."""
    return _cached(tuple(counts), melds)


_SIMPLE = frozenset(k for k in range(27) if k % 9 not in (0, 8))


def decide_view(view: SeatView) -> Action:
    """The AI's choice among ``view.legal``."""
    legal = view.legal
    by_kind: dict[Act, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    for win in (Act.TSUMO, Act.RON, Act.NINE_TERMINALS, Act.NUKI, Act.ADDED_KAN):
        if win in by_kind:
            return by_kind[win][0]
    for kan in by_kind.get(Act.CLOSED_KAN, ()):
        if view.riichi[view.seat] or _kan_keeps_shape(view, kan.tile):
            return kan
    if Act.PASS in by_kind:
        return _claim(view, by_kind)
    seen = _seen(view)
    if Act.RIICHI in by_kind:
        return max(by_kind[Act.RIICHI], key=lambda a: _after_discard(view, a.tile, seen)[1])
    discards = by_kind[Act.DISCARD]
    if any(view.riichi[s] for s in range(len(view.riichi)) if s != view.seat):
        safe = _safe(view, discards)
        if safe is not None and _shanten(view.hand, len(view.melds[view.seat])) >= 2:
            return safe
    return min(discards, key=lambda a: (*_rank(_after_discard(view, a.tile, seen)), _isolation(view.hand, a.tile)))


def _kan_keeps_shape(view: SeatView, tile: int) -> bool:
    """A closed kan that leaves the hand no further from ready (the four tiles were a set and a spare)."""
    melds = len(view.melds[view.seat])
    rest = [t for t in view.hand if kind(t) != kind(tile)]
    return _shanten(rest, melds + 1) <= _shanten(view.hand, melds)


def _claim(view: SeatView, by_kind: dict[Act, list[Action]]) -> Action:
    calls = by_kind.get(Act.PON, []) + by_kind.get(Act.CHI, [])
    if not calls:
        return by_kind[Act.PASS][0]
    melds = view.melds[view.seat]
    values = {31, 32, 33, 27 + view.round_wind, 27 + (view.seat - view.dealer) % len(view.scores)}
    has_value = any(m.kind_index in values and m.kind.value != "chi" for m in melds)
    before = _shanten(view.hand, len(melds))
    for call in calls:
        k = kind(call.tile)
        rest = list(view.hand)
        for t in call.tiles:
            rest.remove(t)
        if call.kind is Act.PON and k in values:
            return call
        simples = all(kind(t) in _SIMPLE for t in (*rest, call.tile)) and all(
            m.kind_index in _SIMPLE and m.tiles[-1] >> 2 in _SIMPLE for m in melds)
        if (has_value or simples) and min(_shanten([x for x in rest if x != t], len(melds) + 1)
                                          for t in rest) < before:
            return call
    return by_kind[Act.PASS][0]


def _seen(view: SeatView) -> list[int]:
    seen = [0] * KINDS
    for t in (*view.hand, *view.dora_indicators, *(r.tile for river in view.rivers for r in river if not r.claimed),
              *(t for melds in view.melds for m in melds for t in m.tiles)):
        seen[kind(t)] += 1
    return seen


def _counts(tiles: Sequence[int]) -> list[int]:
    counts = [0] * KINDS
    for t in tiles:
        counts[t >> 2] += 1
    return counts


def _shanten(tiles: Sequence[int], melds: int) -> int:
    counts = _counts(tiles)
    if sum(counts) % 3 == 2:  # 14: the best discard's
        return min(riichi_useful(_minus(counts, k), melds)[0] for k in range(KINDS) if counts[k])
    return riichi_useful(counts, melds)[0]


def _minus(counts: list[int], k: int) -> list[int]:
    out = list(counts)
    out[k] -= 1
    return out


def _after_discard(view: SeatView, tile: int, seen: list[int]) -> tuple[int, int]:
    """Shanten after discarding ``tile`` and how many live tiles improve it."""
    counts = _minus(_counts(view.hand), kind(tile))
    shanten, useful = riichi_useful(counts, len(view.melds[view.seat]))
    return shanten, sum(max(0, 4 - seen[k]) for k in useful)


def _rank(measure: tuple[int, int]) -> tuple[int, int]:
    return measure[0], -measure[1]


def _isolation(hand: Sequence[int], tile: int) -> int:
    """Prefer letting go of honours and terminals, then tiles with fewer neighbours."""
    k = kind(tile)
    if k >= 27:
        return -10
    near = sum(1 for t in hand if t != tile and kind(t) // 9 == k // 9 and abs(kind(t) - k) <= 2)
    return near - (2 if k % 9 in (0, 8) else 0)


def _safe(view: SeatView, discards: list[Action]) -> Action | None:
    """A discard every riichi seat has discarded itself (genbutsu)."""
    threats = [s for s in range(len(view.riichi)) if view.riichi[s] and s != view.seat]
    for action in discards:
        if all(any(kind(r.tile) == kind(action.tile) for r in view.rivers[s]) for s in threats):
            return action
    return None
