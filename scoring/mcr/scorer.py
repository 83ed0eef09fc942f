"""The MCR scorer: every reading of the hand x every fan definition -> principles -> best reading.

1. ``readings.py`` reads the hand: a special shape if it makes one, else (and also beside seven
   pairs) every split into four sets and a pair;
2. in each reading the fans that can occur in its shape are looked for (``rules/``): the
   win-condition fans once per hand, the hand-wide tile fans once per set of tiles, the chow and
   pung combinations through ``combine.py``, the rest one definition at a time;
3. the principles (``principles.py``) drop what other fans imply; Chicken Hand is what remains
   when nothing does;
4. the reading worth most wins; on a tie the reference prefers a reading with Pure Triple Chow or
   Triple Pung, and four sets and a pair over seven pairs. Flowers are added last.

Agreement with the reference calculator (PyPI ``pymahjonggb``) on every hand is the goal, so
where the rule book leaves a choice the reference's is taken (see ``fans.tsv`` notes).
"""

from __future__ import annotations

from functools import lru_cache

from scoring.hand import Hand, HandError, Meld, MeldKind, NotWinningHand
from scoring.mcr.combine import combinations
from scoring.mcr.decompose import CHOW, KONG, PAIR, PUNG, TILE_OF_CODE
from scoring.mcr.fans import COUNT, FANS, INDEX, POINTS
from scoring.mcr.principles import apply_non_repeat
from scoring.mcr.readings import REGULAR, SHAPES, HandFacts, Reading, TileSet, regular_readings, special_reading
from scoring.mcr.result import FanHit, McrResult
from scoring.mcr.rules import SHAPE_EXTRAS, finders
from scoring.mcr.rules.registry import BONUS, CHICKEN, READING, TILES, WIN

_KIND_MELD = {CHOW: MeldKind.CHOW, PUNG: MeldKind.PUNG, KONG: MeldKind.KONG}


_WIN_FINDERS = finders(WIN)
_BONUS_FINDERS = finders(BONUS)
_CHICKEN_FINDERS = finders(CHICKEN, REGULAR)
_READING_FINDERS = {shape: finders(READING, shape) for shape in SHAPES}
_TILE_FINDERS = {shape: finders(TILES, shape) for shape in SHAPES}

_SEVEN_PAIRS = INDEX["seven_pairs"]
_PURE_TRIPLE_CHOW = INDEX["pure_triple_chow"]
_TRIPLE_PUNG = INDEX["triple_pung"]


@lru_cache(maxsize=1 << 15)
def _tile_fans(shape: str, codes: tuple[int, ...]) -> tuple[int, ...]:
    """The hand-wide tile fans of a set of tiles (they do not depend on the reading)."""
    tiles = TileSet(codes)
    return tuple(i for i, find in _TILE_FINDERS[shape] if find(tiles))


def _score(r: Reading, win_fans: list) -> int:
    """Find the fans of one reading, apply the principles; ``r.found`` keeps them. The total."""
    found = r.found = [None] * COUNT
    shape = r.shape
    for i, occurrences in win_fans:
        found[i] = occurrences
    if _TILE_FINDERS[shape]:
        whole = [r.whole]
        for i in _tile_fans(shape, r.facts.unique):
            found[i] = whole
    if shape == REGULAR:
        combinations(r)
    for i, find in _READING_FINDERS[shape]:
        occurrences = find(r)
        if occurrences:
            found[i] = occurrences
    apply_non_repeat(found)
    if shape == REGULAR:
        for i, find in _CHICKEN_FINDERS:
            occurrences = find(r)
            if occurrences:
                found[i] = occurrences
    extras = SHAPE_EXTRAS.get(shape)
    if extras is not None:
        for fan_id, occurrence in extras(r):
            found[INDEX[fan_id]] = [occurrence]
    return sum(POINTS[i] * len(o) for i, o in enumerate(found) if o)


def score_hand(hand: Hand) -> McrResult:
    """Score a winning hand; ``NotWinningHand`` (a ``HandError``) when it is not one.

    The hand's own checks are the parser's (``parse_hand``); only the tile count is checked here, so
    a formal wait on a fifth copy (as the waits table asks) is still scored.
    """
    if 3 * len(hand.melds) + len(hand.concealed) != 13:
        counted = 3 * len(hand.melds) + len(hand.concealed) + 1
        raise HandError("tile_count_winning", counted=counted)
    return McrResult(hand=hand, fans=_hits(_best(HandFacts(hand))))


def _best(facts: HandFacts) -> list:
    win_fans = []
    for i, find in _WIN_FINDERS:
        occurrences = find(facts)
        if occurrences:
            win_fans.append((i, occurrences))
    best: list | None = None
    best_total = 0
    special = special_reading(facts)
    seven_pairs = False
    if special is not None:
        best_total = _score(special, win_fans)
        best = special.found
        seven_pairs = bool(best[_SEVEN_PAIRS])
    if best_total == 0 or seven_pairs:
        for reading in regular_readings(facts):
            total = _score(reading, win_fans)
            found = reading.found
            if total > best_total or (total == best_total and (seven_pairs or found[_TRIPLE_PUNG] or (
                    found[_PURE_TRIPLE_CHOW] and len(found[_PURE_TRIPLE_CHOW]) == 1))):
                best_total, best = total, found
    if best is None or best_total == 0:
        raise NotWinningHand("not_winning")
    for i, find in _BONUS_FINDERS:
        occurrences = find(facts)
        if occurrences:
            best = list(best)
            best[i] = occurrences
    return best


# ---------------------------------------------------------------- turning codes back into tiles

def _hits(found: list) -> tuple[FanHit, ...]:
    return tuple(FanHit(fan=FANS[i], count=len(o), sets=tuple(_occurrence(x) for x in o))
                 for i, o in enumerate(found) if o)


@lru_cache(maxsize=1 << 14)
def _occurrence(o: tuple) -> tuple:
    """Our melds and tiles for an occurrence written in codes (a meld equals the declared one)."""
    items: list = []
    for item in o:
        if isinstance(item, tuple) and len(item) == 3 and isinstance(item[2], bool):
            kind, code, melded = item
            if kind == PAIR:
                tile = TILE_OF_CODE[code]
                items.extend((tile, tile))
            else:
                low = TILE_OF_CODE[code - 1] if kind == CHOW else TILE_OF_CODE[code]
                items.append(Meld(_KIND_MELD[kind], low, concealed=not melded))
        elif isinstance(item, tuple):
            items.extend(TILE_OF_CODE[c] for c in item)
        else:
            items.append(TILE_OF_CODE[item])
    return tuple(items)


__all__ = ["score_hand"]
