"""Every reading of a Hong Kong hand as four sets and a pair, and the thirteen orphans shape."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import Hand, Meld, MeldKind
from scoring.tiles import TERMINALS_AND_HONORS, Tile, counts_of


@dataclass(frozen=True)
class Reading:
    """Four sets (the declared melds, then the standing tiles' sets, concealed) and the pair."""

    sets: tuple[Meld, ...]
    pair: Tile


def _sets(counts: list[int], start: int, found: list[Meld], out: list[tuple[Meld, ...]]) -> None:
    i = start
    while i < len(counts) and counts[i] == 0:
        i += 1
    if i == len(counts):
        out.append(tuple(found))
        return
    if counts[i] >= 3:
        counts[i] -= 3
        found.append(Meld(MeldKind.PUNG, Tile(i), concealed=True))
        _sets(counts, i, found, out)
        found.pop()
        counts[i] += 3
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        for t in (i, i + 1, i + 2):
            counts[t] -= 1
        found.append(Meld(MeldKind.CHOW, Tile(i), concealed=True))
        _sets(counts, i, found, out)
        found.pop()
        for t in (i, i + 1, i + 2):
            counts[t] += 1


def readings(hand: Hand) -> tuple[Reading, ...]:
    """Every distinct reading of the hand (none when its tiles form no four sets and a pair)."""
    counts = counts_of(hand.standing)
    found: set[Reading] = set()
    for pair in range(len(counts)):
        if counts[pair] < 2:
            continue
        counts[pair] -= 2
        out: list[tuple[Meld, ...]] = []
        _sets(counts, 0, [], out)
        counts[pair] += 2
        found.update(Reading(hand.melds + sets, Tile(pair)) for sets in out)
    return tuple(sorted(found, key=lambda r: ([(m.kind.value, m.tile, m.concealed) for m in r.sets], r.pair)))


def is_thirteen_orphans(hand: Hand) -> bool:
    """One of each terminal and honor, and a second of one of them, all standing."""
    if hand.melds:
        return False
    counts = counts_of(hand.standing)
    return all(counts[t] >= 1 for t in TERMINALS_AND_HONORS) and sum(counts[t] for t in TERMINALS_AND_HONORS) == 14
