"""Riichi shanten of hands holding four of a tile, karaten counted not ready (PyPI ``mahjong``'s figure).

A reading splits the tiles into sets, partial sets, pairs and isolated tiles. Two rules make a
tile held four times cost more than the formal shape count says:

- a reading with no pair whose isolated tiles are all of kinds held four times needs one more
  step: the pair would have to be waited on with a fifth copy (7777m 8m 3333p 1111s is 2 away);
- each honour held four times costs a discard (an honour makes no run and has no fifth copy): a
  floor under the figure, one lower for 14 tiles, which can discard one of them.

The search is per group, like the table path, with one more field per reading: ``loose``, what the
isolated tiles allow: 2 some isolated tile can still pair, 1 no isolated tile, 0 only dead ones
(kinds held four times). Hands with quads are rare, so this slower path serves only them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.caches import bounded_cache

#: a reading of some tiles: (sets, partial sets, pair, loose)
State = tuple[int, int, int, int]
_EMPTY: State = (0, 0, 0, 1)


def _join_loose(a: int, b: int) -> int:
    # one isolated tile that can pair is enough; otherwise a dead one spoils "no isolated tile"
    return 2 if a == 2 or b == 2 else min(a, b)


def _pareto(states: Iterable[State]) -> tuple[State, ...]:
    items = sorted(set(states), reverse=True)
    kept: list[State] = []
    for a in items:
        if not any(b[0] >= a[0] and b[1] >= a[1] and b[2] >= a[2] and b[3] >= a[3] for b in kept):
            kept.append(a)
    return tuple(kept)


def _combine(states: Iterable[State], options: Iterable[State]) -> tuple[State, ...]:
    out = []
    for s in states:
        for o in options:
            if s[2] and o[2]:
                continue  # a second pair is read as a partial set in another reading
            out.append((s[0] + o[0], min(s[1] + o[1], 4), s[2] | o[2], _join_loose(s[3], o[3])))
    return _pareto(out)


@bounded_cache(1 << 14)
def _suit_states(key: tuple[int, ...], quads: int, paired: bool = False) -> tuple[State, ...]:
    """Pareto-best readings of one suit's tiles; bit i of ``quads``: ``key[i]`` is held four times.

    ``paired``: the first tile held is a quad one pair of which is already read; its other two
    copies make no second pair (both would wait on the same dead tile, as the library counts)."""
    i = 0
    while i < len(key) and key[i] == 0:
        i += 1
    if i == len(key):
        return (_EMPTY,)
    if i:
        paired = False
    counts = list(key[i:])
    quads >>= i
    found: list[State] = []

    def branch(removed: tuple[int, ...], add: State, pair: bool = False) -> None:
        for offset in removed:
            counts[offset] -= 1
        for s in _suit_states(tuple(counts), quads, paired or pair):
            if not (s[2] and add[2]):
                found.append((s[0] + add[0], min(s[1] + add[1], 4), s[2] | add[2], _join_loose(s[3], add[3])))
        for offset in removed:
            counts[offset] += 1

    c = counts[0]
    has_next = len(counts) > 1 and counts[1] > 0
    has_gap = len(counts) > 2 and counts[2] > 0
    if c >= 3:
        branch((0, 0, 0), (1, 0, 0, 1))
    if has_next and has_gap:
        branch((0, 1, 2), (1, 0, 0, 1))
    if c >= 2 and not paired:
        quad = c == 4 and quads & 1 == 1
        branch((0, 0), (0, 0, 1, 1), quad)
        branch((0, 0), (0, 1, 0, 1), quad)
    if has_next:
        branch((0, 1), (0, 1, 0, 1))
    if has_gap:
        branch((0, 2), (0, 1, 0, 1))
    branch((0,), (0, 0, 0, 0 if quads & 1 else 2))  # one copy left alone
    return _pareto(found)


#: an honour's one reading by count (honours make no runs): a pung, plus a dead loose tile for four;
#: a pair (or, beside another pair, a partial set); a loose tile that can pair
_HONOUR_OPTIONS: dict[int, tuple[State, ...]] = {
    1: ((0, 0, 0, 2),), 2: ((0, 0, 1, 1), (0, 1, 0, 1)), 3: ((1, 0, 0, 1),), 4: ((1, 0, 0, 0),)}


@bounded_cache(1 << 10)
def _honour_states(key: tuple[int, ...]) -> tuple[State, ...]:
    states: tuple[State, ...] = (_EMPTY,)
    for c in key:
        if c:
            states = _combine(states, _HONOUR_OPTIONS[c])
    return states


def _group_states(counts: Sequence[int], group: int) -> tuple[State, ...]:
    if group == 3:
        return _honour_states(tuple(counts[27:34]))
    suit = counts[group * 9:group * 9 + 9]
    quads = sum(1 << i for i, c in enumerate(suit) if c == 4)
    return _suit_states(tuple(suit), quads)


def _best(states: Iterable[State], options: Iterable[State], melds: int) -> int:
    """The best regular figure of ``states`` joined with ``options`` (before the honour floor)."""
    best = 8
    for s_sets, s_partials, s_pair, s_loose in states:
        for o_sets, o_partials, o_pair, o_loose in options:
            if s_pair and o_pair:
                continue
            sets = min(s_sets + o_sets + melds, 4)
            partials = min(s_partials + o_partials, 4 - sets)
            value = 8 - 2 * sets - partials
            if s_pair or o_pair:
                value -= 1
            elif s_loose != 2 and o_loose != 2 and (s_loose == 0 or o_loose == 0):
                value += 1  # no pair, and every isolated tile is a kind held four times
            if value < best:
                best = value
    return best


def _floored(value: int, counts: Sequence[int], tiles: int) -> int:
    quads = sum(1 for t in range(27, 34) if counts[t] == 4)
    if quads and tiles == 14:
        quads -= 1  # fourteen tiles: one of them can be the discard
    return value if value == -1 else max(value, quads)


def _others(splits: Sequence[tuple[State, ...]]) -> list[tuple[State, ...]]:
    """For each group, the joined readings of the other three."""
    out = []
    for g in range(4):
        states: tuple[State, ...] = (_EMPTY,)
        for h in range(4):
            if h != g:
                states = _combine(states, splits[h])
        out.append(states)
    return out


def _special(counts: Sequence[int], tiles: int) -> int:
    """Seven distinct pairs and thirteen orphans (closed hands of 13 or 14 tiles)."""
    pairs = sum(1 for c in counts if c >= 2)
    kinds = sum(1 for c in counts if c)
    seven = -1 if pairs == 7 else 6 - pairs + max(0, 7 - kinds)
    orphans = [counts[t] for t in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)]
    thirteen = 13 - sum(1 for c in orphans if c) - (1 if any(c >= 2 for c in orphans) else 0)
    return min(seven, thirteen)


def riichi_figure(counts: Sequence[int], melds: int = 0) -> int:
    """The figure of 13 or 14 tiles (standing ``counts`` + ``melds``), these rules applied."""
    tiles = sum(counts) + 3 * melds
    splits = [_group_states(counts, g) for g in range(4)]
    value = _floored(_best(_others(splits)[0], splits[0], melds), counts, tiles)
    return min(value, _special(counts, tiles)) if melds == 0 else value


def quad_riichi_useful(counts: Sequence[int], melds: int = 0) -> tuple[int, tuple[int, ...]]:
    """(figure, useful tiles) of 13 tiles: a tile is useful when drawn it lowers the figure.

    Every live tile is tried, lone ones too: drawn, a lone tile is an isolated tile that can pair,
    which lifts the dead-pair step (2222s 555s 789s + a meld: any tile but 2s and 5s)."""
    splits = [_group_states(counts, g) for g in range(4)]
    others = _others(splits)
    closed = melds == 0
    value = _floored(_best(others[0], splits[0], melds), counts, 13)
    if closed:
        value = min(value, _special(counts, 13))
    work = list(counts)
    useful = []
    for t in range(34):
        if work[t] >= 4:
            continue
        group = t // 9 if t < 27 else 3
        work[t] += 1
        new = _floored(_best(others[group], _group_states(work, group), melds), work, 14)
        if closed and new >= value:
            new = min(new, _special(work, 14))
        work[t] -= 1
        if new < value:
            useful.append(t)
    return value, tuple(useful)


__all__ = ["quad_riichi_useful", "riichi_figure"]
