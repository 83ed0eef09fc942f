"""All readings of a Riichi hand as four sets and a pair (or seven pairs).

A set is encoded as one int, ``tile * 4 + kind`` with the kinds below, so that sorting the ints
sorts the sets by tile and then kind; the scorer examines the readings in that order, which keeps
its choice among equally valued readings deterministic.
"""

from __future__ import annotations

from scoring.caches import Memo

QUAD = 0
TRIPLET = 1
PAIR = 2
SEQUENCE = 3

#: a suit's 9 counts -> its readings with the suit's first tile as 0, the pair they need, its part of
#: seven pairs (``_suit_shape``); a few thousand patterns occur, the limit keeps odd inputs from growing it
_SUIT_SHAPES = Memo("scoring.riichi.decompose.suit_shapes", 1 << 14)
#: per suit (characters, dots, bamboo): its 9 counts -> its entry (``_suit_entry``), the shape moved to the suit
_SUIT_TABLES = tuple(Memo(f"scoring.riichi.decompose.suit_{suit}", 1 << 14) for suit in "mps")
#: the 7 honor counts -> their entry (``_honor_entry``)
_HONOR_TABLE = Memo("scoring.riichi.decompose.honors", 1 << 12)


def _sets_without_pair(counts: list[int], i: int, found: list[int], out: list[tuple[int, ...]]) -> None:
    """Append to ``out`` every way of reading the counts from rank ``i`` on as sequences and triplets."""
    while i < 9 and counts[i] == 0:
        i += 1
    if i == 9:
        out.append(tuple(found))
        return
    if i < 7 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        found.append(i * 4 + SEQUENCE)
        _sets_without_pair(counts, i, found, out)
        found.pop()
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1
    # a triplet of four copies would leave one, which only a sequence from here can take: the
    # branch above reads that (sequence first, then the triplet)
    if counts[i] == 3:
        counts[i] -= 3
        found.append(i * 4 + TRIPLET)
        _sets_without_pair(counts, i + 1, found, out)
        found.pop()
        counts[i] += 3


#: What the tables give for a group of tiles (a suit or the honors):
#: (its readings as sets, 1 if each of them holds the pair else 0, its tiles as pairs or None).
Entry = tuple[tuple[tuple[int, ...], ...], int, tuple[int, ...] | None]


def _suit_readings(counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The readings of a suit's counts, the suit's first tile taken as 0."""
    total = sum(counts)
    out: list[tuple[int, ...]] = []
    work = list(counts)
    if total % 3 == 0:
        _sets_without_pair(work, 0, [], out)
    elif total % 3 == 2:
        for rank in range(9):
            if work[rank] >= 2:
                work[rank] -= 2
                _sets_without_pair(work, 0, [rank * 4 + PAIR], out)
                work[rank] += 2
    return out


def _as_pairs(counts: tuple[int, ...], base: int) -> tuple[int, ...] | None:
    if not set(counts) <= _PAIR_COUNTS:
        return None
    return tuple([(base + rank) * 4 + PAIR for rank, n in enumerate(counts) if n])


_PAIR_COUNTS = frozenset((0, 2))


def _suit_shape(counts: tuple[int, ...]) -> Entry:
    """The entry of a suit's counts for the suit whose first tile is 0 (the characters)."""
    found = _SUIT_SHAPES.get(counts)
    if found is None:
        # each reading sorted, and the readings sorted: joined suit after suit, they stay sorted
        found = (tuple(sorted(tuple(sorted(r)) for r in _suit_readings(counts))), 1 if sum(counts) % 3 == 2 else 0,
                 _as_pairs(counts, 0))
        _SUIT_SHAPES.put(counts, found)
    return found


def _suit_entry(counts: tuple[int, ...], suit: int) -> Entry:
    """The entry of a suit's counts in suit 0, 1 or 2 (its shape, moved to the suit's tiles)."""
    found = _SUIT_TABLES[suit].get(counts)
    if found is None:
        readings, pair, pairs = _suit_shape(counts)
        shift = 36 * suit
        if shift:
            readings = tuple([tuple([key + shift for key in r]) for r in readings])
            pairs = None if pairs is None else tuple([key + shift for key in pairs])
        found = (readings, pair, pairs)
        _SUIT_TABLES[suit].put(counts, found)
    return found


def _honor_entry(counts: tuple[int, ...]) -> Entry:
    """Honors only form triplets and at most one pair."""
    found = _HONOR_TABLE.get(counts)
    if found is None:
        if 1 in counts or 4 in counts or counts.count(2) > 1:
            readings: tuple[tuple[int, ...], ...] = ()
        else:
            readings = (tuple([(27 + i) * 4 + (TRIPLET if n == 3 else PAIR) for i, n in enumerate(counts) if n]),)
        found = (readings, 1 if 2 in counts else 0, _as_pairs(counts, 27))
        _HONOR_TABLE.put(counts, found)
    return found


_MAN, _PIN, _SOU = _SUIT_TABLES


def readings(standing: list[int], meld_blocks: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every reading of the standing tiles (34 counts) plus the declared melds, sorted.

    Seven pairs is one of the readings when nothing is declared.
    """
    man, pin, sou, honor = (tuple(standing[0:9]), tuple(standing[9:18]), tuple(standing[18:27]),
                            tuple(standing[27:34]))
    man_sets, man_pair, man_pairs = _MAN.get(man) or _suit_entry(man, 0)
    pin_sets, pin_pair, pin_pairs = _PIN.get(pin) or _suit_entry(pin, 1)
    sou_sets, sou_pair, sou_pairs = _SOU.get(sou) or _suit_entry(sou, 2)
    honor_sets, honor_pair, honor_pairs = _HONOR_TABLE.get(honor) or _honor_entry(honor)
    found: list[tuple[int, ...]] = []
    if (not meld_blocks and man_pairs is not None and pin_pairs is not None and sou_pairs is not None
            and honor_pairs is not None):
        pairs = man_pairs + pin_pairs + sou_pairs + honor_pairs
        if len(pairs) == 7:
            found.append(pairs)
    # four sets and one pair: the sizes and pairs of a group's readings are fixed by its counts
    if (not (man_sets and pin_sets and sou_sets and honor_sets) or man_pair + pin_pair + sou_pair + honor_pair != 1
            or len(man_sets[0]) + len(pin_sets[0]) + len(sou_sets[0]) + len(honor_sets[0]) + len(meld_blocks) != 5):
        return found
    honors = honor_sets[0]
    for a in man_sets:
        for b in pin_sets:
            ab = a + b
            for c in sou_sets:
                blocks = ab + c + honors
                found.append(tuple(sorted(blocks + meld_blocks)) if meld_blocks else blocks)
    if len(found) > 1:
        found.sort()
    return found
