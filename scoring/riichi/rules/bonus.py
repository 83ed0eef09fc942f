"""Bonus han: dora, red fives and ura-dora (counted only beside a yaku, never with a yakuman)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.riichi.reading import HandFacts
from scoring.riichi.rules.registry import bonus


def indicated(indicator: int, players: int = 4) -> int:
    """The dora that an indicator tile points to (in three-player, 1m points to 9m and 9m to 1m)."""
    if players == 3 and indicator in (0, 8):
        return 8 - indicator
    if indicator < 27:
        return indicator // 9 * 9 + (indicator % 9 + 1) % 9
    if indicator <= 30:
        return 27 + (indicator - 26) % 4
    return 31 + (indicator - 30) % 3


#: indicator -> the dora it points to, in four-player (index 0) and three-player (index 1) Riichi
_DORA_OF = (tuple(indicated(t, 4) for t in range(34)), tuple(indicated(t, 3) for t in range(34)))
_NORTH = 30


def indicated_count(counts: Sequence[int], indicators: Iterable[int], players: int = 4, kita: int = 0) -> int:
    """Tiles of a hand (``counts``: copies of each of the 34 kinds) that the indicators point to, by the rule
    of a ``players`` table (three: 1m points to 9m); ``kita`` Norths set aside count as Norths."""
    dora_of = _DORA_OF[players == 3]
    total = 0
    for t in indicators:
        dora_tile = dora_of[t]
        total += counts[dora_tile] + (kita if dora_tile == _NORTH else 0)
    return total


def _indicated_count(f: HandFacts, indicators) -> int:
    """Tiles of the hand the indicators point to, by the table's rule (``indicated_count``)."""
    if not indicators:
        return 0
    return indicated_count(f.counts, indicators, f.rules.players, f.riichi.kita)


@bonus
def dora(f: HandFacts) -> int:
    """ドラ: one han per tile that a dora indicator points to."""
    return _indicated_count(f, f.riichi.dora_indicators)


@bonus
def aka_dora(f: HandFacts) -> int:
    """赤ドラ: one han per red five, where red fives are played."""
    return len(f.hand.red_fives) if f.rules.red_fives else 0


@bonus
def ura_dora(f: HandFacts) -> int:
    """裏ドラ: one han per tile an ura-dora indicator points to, after riichi only."""
    r = f.riichi
    if not (r.riichi or r.double_riichi):
        return 0
    return _indicated_count(f, r.ura_indicators)


@bonus
def nuki_dora(f: HandFacts) -> int:
    """抜きドラ: in three-player Riichi, one han per North set aside (kita)."""
    return f.riichi.kita
