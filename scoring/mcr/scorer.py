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

Where the install compiled it, the native kernel (``kernel.pyx``, bound to these definitions at import)
does the same for nearly every hand in C structures, and this module's path scores the rest: a knitted
straight with a set and a pair, and everything when the core runs pure Python (``score_in_python``
always takes this path).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from functools import partial
from itertools import compress

from scoring.caches import Memo, Tables
from scoring.hand import Hand, HandError, Meld, MeldKind, NotWinningHand
from scoring.mcr.combine import PAIR_PREFERENCE, chow_fan, combinations, pung_fan
from scoring.mcr.decompose import (
    CHOW,
    CODE_OF_TILE,
    CODES,
    KNITTED_PATTERNS,
    KONG,
    PAIR,
    PUNG,
    THIRTEEN_ORPHANS,
    TILE_OF_CODE,
)
from scoring.mcr.fans import COUNT, FANS, INDEX, POINTS
from scoring.mcr.principles import EXCLUDES, PER_SET, apply_non_repeat
from scoring.mcr.readings import (
    REGULAR,
    SHAPES,
    WIN_LAST_TILE,
    HandFacts,
    Reading,
    TileSet,
    regular_readings,
    rewon,
)
from scoring.mcr.result import FanHit, McrResult
from scoring.mcr.rules import SHAPE_EXTRAS, finders, rules_in_table_order, tile_content
from scoring.mcr.rules.registry import BONUS, CHICKEN, READING, TILES, WIN
from scoring.mcr.special_readings import special_reading

try:  # the native kernel, where the install built it (``bot.core_build.settings.NATIVE``)
    from scoring.mcr import kernel
except ImportError:
    kernel = None

RULES_BY_INDEX = rules_in_table_order()
_WIN_FINDERS = finders(WIN)
_BONUS_FINDERS = finders(BONUS)
_CHICKEN_FINDERS = finders(CHICKEN, REGULAR)
_READING_RULES = {shape: tuple((i, RULES_BY_INDEX[i].find, RULES_BY_INDEX[i].needs, RULES_BY_INDEX[i].reads_win)
                               for i, _ in finders(READING, shape)) for shape in SHAPES}
#: (shape, what a reading has) -> the reading fans worth asking, those whose needs it meets: the ones
#: the same for every way of winning, and the ones that read the win.
_READING_FINDERS: dict[tuple[str, int], tuple[tuple, tuple]] = {}


def _reading_finders(shape: str, has: int) -> tuple[tuple, tuple]:
    found = _READING_FINDERS.get((shape, has))
    if found is None:
        asked = [(i, find, reads_win) for i, find, needs, reads_win in _READING_RULES[shape] if needs & has == needs]
        found = _READING_FINDERS[shape, has] = (tuple((i, find) for i, find, reads_win in asked if not reads_win),
                                                tuple((i, find) for i, find, reads_win in asked if reads_win))
    return found
_TILE_FINDERS = {shape: finders(TILES, shape) for shape in SHAPES}

_SEVEN_PAIRS = INDEX["seven_pairs"]
_PURE_TRIPLE_CHOW = INDEX["pure_triple_chow"]
_TRIPLE_PUNG = INDEX["triple_pung"]


_INDICES = range(COUNT)


_TILE_FANS = Memo("scoring.mcr.scorer.tile_fans", 1 << 13)


def _tile_fans(shape: str, mask: int) -> tuple[int, ...]:
    """The hand-wide tile fans of a set of tiles (``tile_mask``; they do not depend on the reading)."""
    tiles = TileSet(mask=mask)
    found = tuple([i for i, find in _TILE_FINDERS[shape] if find(tiles)])
    _TILE_FANS.put((shape, mask), found)
    return found


def tile_fans_of(shape: str, mask: int) -> tuple[int, ...]:
    """``_tile_fans``, remembered: asked once per hand, by ``_score`` and by the native kernel."""
    found = _TILE_FANS.get((shape, mask))
    return found if found is not None else _tile_fans(shape, mask)


def _score(r: Reading, win_fans: list, known: list | None = None, keep: bool = False) -> int:
    """Find the fans of one reading, apply the principles; ``r.found`` keeps them. The total.

    ``known``: the fans of the same reading won another way that do not depend on how the tile was
    won, found before the principles: the start. ``keep``: keep that list in ``r.known``."""
    shape = r.shape
    independent, reading_win = _READING_FINDERS.get((shape, r.has)) or _reading_finders(shape, r.has)
    if known is None:
        found = r.found = [None] * COUNT
        if _TILE_FINDERS[shape]:
            facts = r.facts
            tile_fans = facts.tile_fans
            if tile_fans is None or tile_fans[0] != shape:
                tile_fans = facts.tile_fans = (shape, tile_fans_of(shape, facts.mask))
            if tile_fans[1]:
                whole = [r.whole]
                for i in tile_fans[1]:
                    found[i] = whole
        if shape == REGULAR:
            combinations(r)
        for i, find in independent:
            occurrences = find(r)
            if occurrences:
                found[i] = occurrences
        if keep:
            r.known = found[:]
    else:
        found = r.found = known[:]
        r.known = known
    for i, occurrences in win_fans:
        found[i] = occurrences
    for i, find in reading_win:
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
    return sum([POINTS[i] * len(found[i]) for i in compress(_INDICES, found)])


_WIN_FANS = Memo("scoring.mcr.scorer.win_fans", 1 << 10)


def _win_fans(facts: HandFacts) -> list:
    """The win-condition fans: the same in every reading, and only the flags and the tile matter."""
    found = _WIN_FANS.get((facts.flags, facts.win))
    if found is None:
        found = []
        for i, find in _WIN_FINDERS:
            occurrences = find(facts)
            if occurrences:
                found.append((i, occurrences))
        _WIN_FANS.put((facts.flags, facts.win), found)
    return found


def _check_tile_count(hand: Hand) -> None:
    if 3 * len(hand.melds) + len(hand.concealed) != 13:
        raise HandError("tile_count_winning", counted=3 * len(hand.melds) + len(hand.concealed) + 1)


def score_hand(hand: Hand) -> McrResult:
    """Score a winning hand; ``NotWinningHand`` (a ``HandError``) when it is not one.

    The hand's own checks are the parser's (``parse_hand``); only the tile count is checked here, so
    a formal wait on a fifth copy (as the waits table asks) is still scored.
    """
    _check_tile_count(hand)
    if _KERNEL is not None:
        result = _KERNEL.score(hand)
        if result is not None:
            return result
    return _result(hand, _best(HandFacts(hand)))


def score_in_python(hand: Hand) -> McrResult:
    """``score_hand`` without the native kernel: the Python definitions alone (the kernel's tests compare)."""
    _check_tile_count(hand)
    return _result(hand, _best(HandFacts(hand)))


def score_ways(hands: Sequence[Hand]) -> list[McrResult | HandError]:
    """Score one set of tiles won several ways (hands that differ only in their ``context``, as the
    waits table's discard / self-drawn / last-copy columns do), sharing the work; each item is the
    ``McrResult`` or the ``HandError`` that ``score_hand`` would give.

    The tiles are read once. A way that differs from one already scored only in being the last copy
    adds Last Tile to that way's best reading instead of scoring it again: Last Tile depends on the
    win alone, the same in every reading, so the best reading stays the best (see ``_DERIVE_LAST_COPY``).
    """
    if not hands:
        return []
    first = hands[0]
    if any(h.melds != first.melds or h.concealed != first.concealed or h.win_tile != first.win_tile
           for h in hands):
        raise ValueError("score_ways: the hands must hold the same tiles")
    try:
        _check_tile_count(first)
    except HandError as e:
        return [_fresh(e) for _ in hands]
    if _KERNEL is not None:
        # The kernel scores each way in full, faster than the Python rules share the work between them.
        out: list[McrResult | HandError] = []
        for hand in hands:
            try:
                result = _KERNEL.score(hand)
            except HandError as e:
                result = e.with_traceback(None)
            if result is None:  # not a shape the kernel reads: the same tiles are not, whatever the way
                return _score_ways_in_python(hands)
            out.append(result)
        return out
    return _score_ways_in_python(hands)


def _score_ways_in_python(hands: Sequence[Hand]) -> list[McrResult | HandError]:
    """``score_ways`` through the Python definitions alone, sharing the work between the ways."""
    first = hands[0]
    try:
        first_facts = HandFacts(first)
    except HandError as e:
        return [_fresh(e) for _ in hands]
    done: dict[tuple, list | HandError] = {}
    #: (winds, flowers) -> the readings of the first way so scored, for the next (``_best``'s ``shared``)
    readings: dict[tuple, dict] = {}
    converted: dict = {}
    out: list[McrResult | HandError] = []
    for hand in hands:
        facts = first_facts if hand is first else first_facts.with_context(hand.context)
        key = (facts.flags, facts.prevalent, facts.seat, facts.flowers)
        found = done.get(key)
        if found is None:
            plain = done.get((facts.flags & ~WIN_LAST_TILE,) + key[1:]) if facts.flags & WIN_LAST_TILE else None
            try:
                shared = readings.setdefault(key[1:], {})
                found = done[key] = _with_last_tile(plain, facts, shared) if plain is not None else _best(facts, shared)
            except HandError as e:
                found = done[key] = e.with_traceback(None)  # kept as data: no frame of this call held
        out.append(_fresh(found) if isinstance(found, HandError) else _result(hand, found, converted))
    return out


def _fresh(error: HandError) -> HandError:
    """A new error like ``error``: each way gets its own, as ``score_hand`` gives."""
    return type(error)(error.code, **error.params)


_LAST_TILE = INDEX["last_tile"]
_CHICKEN_HAND = INDEX["chicken_hand"]
#: The fans that exclude Last Tile (Robbing the Kong).
_LAST_TILE_EXCLUDERS = tuple(i for i in _INDICES if _LAST_TILE in EXCLUDES[i])
#: Adding Last Tile to the best reading of the same win on another copy is sound while Last Tile is a
#: win fan that excludes nothing and only win fans exclude it (all the same in every reading): every
#: reading then gains its points, or none does.
_DERIVE_LAST_COPY = (RULES_BY_INDEX[_LAST_TILE].how == WIN and not EXCLUDES[_LAST_TILE]
                     and all(RULES_BY_INDEX[i].how == WIN for i in _LAST_TILE_EXCLUDERS))


def _with_last_tile(plain: list | HandError, facts: HandFacts, shared: dict) -> list:
    """The best reading of ``facts`` (the last copy) from that of the same win on another copy."""
    if isinstance(plain, HandError):
        raise _fresh(plain)  # the shape is the same: not winning either way
    win_fans = _win_fans(facts)
    if not _DERIVE_LAST_COPY or plain[_CHICKEN_HAND] or any(i in _LAST_TILE_EXCLUDERS for i, _ in win_fans):
        # Chicken Hand goes once any fan is there, and an excluder changes the readings: score in full.
        return _best(facts, shared)
    found = list(plain)
    for i, occurrences in win_fans:
        if i == _LAST_TILE:
            found[i] = occurrences
    return found


def _best(facts: HandFacts, shared: dict | None = None) -> list:
    """The fans of the best reading. ``shared``: what ``score_ways`` keeps for the same tiles won other
    ways with the same winds. The first way leaves its readings there, each with the fans that do not
    depend on the win (``Reading.known``); the next ways read them again (``rewon``) from those fans."""
    win_fans = _win_fans(facts)
    keep = shared is not None
    earlier = shared.get("readings") if keep else None
    if earlier is None:
        special, regular = special_reading(facts), None
    else:
        special, regular = earlier
        if special is not None:
            special = rewon(special, facts)
    best: list | None = None
    best_total = 0
    seven_pairs = False
    if special is not None:
        best_total = _score(special, win_fans, special.known if earlier else None, keep)
        best = special.found
        seven_pairs = bool(best[_SEVEN_PAIRS])
    scored = []
    if best_total == 0 or seven_pairs:
        readings = regular_readings(facts) if earlier is None else (rewon(r, facts) for r in regular)
        for reading in readings:
            total = _score(reading, win_fans, reading.known if earlier else None, keep)
            if keep:
                scored.append(reading)
            found = reading.found
            if total > best_total or (total == best_total and (seven_pairs or found[_TRIPLE_PUNG] or (
                    found[_PURE_TRIPLE_CHOW] and len(found[_PURE_TRIPLE_CHOW]) == 1))):
                best_total, best = total, found
    if keep and earlier is None:
        shared["readings"] = (special, scored)
    if best is None or best_total == 0:
        raise NotWinningHand("not_winning")
    for i, find in _BONUS_FINDERS:
        occurrences = find(facts)
        if occurrences:
            best = list(best)
            best[i] = occurrences
    return best


# ---------------------------------------------------------------- turning codes back into tiles

_FLOWERS = INDEX["flower_tiles"]


def _result(hand: Hand, found: list, converted: dict | None = None) -> McrResult:
    """The result of the best reading: totals now, the hits (``_hits``) when first read."""
    total = 0
    for i in compress(_INDICES, found):
        total += POINTS[i] * len(found[i])
    flowers = found[_FLOWERS]
    without_flowers = total - POINTS[_FLOWERS] * len(flowers) if flowers else total
    return McrResult.pending(hand, partial(_hits, found, converted), total, without_flowers)


def _hits(found: list, converted: dict | None = None) -> tuple[FanHit, ...]:
    """The fans of a reading as ``FanHit``s. Many fans name the same occurrence (the whole reading),
    so each occurrence is converted once, by identity; ``converted`` (kept by ``score_ways`` while the
    readings it scores are alive) also holds the hits already made, keyed by fan and list of occurrences
    (several tile fans share one list). An id is a safe key: every object looked up was alive, beside
    every other, when the readings were scored, even if a result's hits are made later."""
    share = converted is not None
    if converted is None:
        converted = {}
    hits = []
    for i in compress(_INDICES, found):
        if share:
            made = converted.get((i, id(found[i])))
            if made is not None:
                hits.append(made)
                continue
        sets = []
        for o in found[i]:
            items = converted.get(id(o))
            if items is None:
                items = converted[id(o)] = _occurrence(o)
            sets.append(items)
        hit = _new(FanHit)
        # FanHit is a frozen dataclass; filling its __dict__ at once skips three guarded setattr calls
        hit.__dict__.update(fan=FANS[i], count=len(sets), sets=tuple(sets))
        hits.append(hit)
        if share:
            converted[i, id(found[i])] = hit
    return tuple(hits)


_new = object.__new__


def _part_items() -> dict[tuple, tuple]:
    """Our melds and tiles for every set and pair written in codes, ``(kind, code, melded)``: made once."""
    items: dict[tuple, tuple] = {}
    for code, tile in TILE_OF_CODE.items():
        for melded in (False, True):
            items[PAIR, code, melded] = (tile, tile)
            items[PUNG, code, melded] = (Meld(MeldKind.PUNG, tile, concealed=not melded),)
            items[KONG, code, melded] = (Meld(MeldKind.KONG, tile, concealed=not melded),)
            if code < 0x40 and 2 <= code & 0xF <= 8:
                items[CHOW, code, melded] = (Meld(MeldKind.CHOW, TILE_OF_CODE[code - 1], concealed=not melded),)
    return items


_PART_ITEMS = _part_items()


def _occurrence(o: tuple) -> tuple:
    """Our melds and tiles for an occurrence written in codes: sets and pairs, tiles, runs of tiles."""
    items: list = []
    for item in o:
        if type(item) is tuple:
            # a set or pair (kind, code, melded); else a run of tile codes (codes are > 1, so a run
            # never equals a set's key, whose last member is a bool)
            part = _PART_ITEMS.get(item)
            items.extend(part if part is not None else [TILE_OF_CODE[c] for c in item])
        else:
            items.append(TILE_OF_CODE[item])
    return tuple(items)


# ---------------------------------------------------------------- the native kernel

def _native_kernel():
    """``kernel.pyx`` bound to these definitions, or None: not built (no compiler, or
    ``FANBOT_PURE_PYTHON`` set, at install), or the rules name a fan it does not find (a warning)."""
    if kernel is None:
        return None
    try:
        kernel.bind(
            fans=FANS, excludes=EXCLUDES, per_set=PER_SET, index=INDEX,
            reading_ids={shape: [RULES_BY_INDEX[i].id for i, _ in finders(READING, shape)] for shape in SHAPES},
            chicken_ids={shape: [RULES_BY_INDEX[i].id for i, _ in finders(CHICKEN, shape)] for shape in SHAPES},
            tile_fan_shapes=[shape for shape in SHAPES if _TILE_FINDERS[shape]], extras=SHAPE_EXTRAS,
            bonus_ids=[RULES_BY_INDEX[i].id for i, _ in _BONUS_FINDERS], win_finders=_WIN_FINDERS,
            chow_fan=chow_fan, pung_fan=pung_fan, pair_preference=PAIR_PREFERENCE, tile_fans=tile_fans_of,
            part_items=_PART_ITEMS, tile_of_code=TILE_OF_CODE, code_of_tile=CODE_OF_TILE, codes=CODES,
            knitted_patterns=KNITTED_PATTERNS, thirteen_orphans=THIRTEEN_ORPHANS,
            even_parts=tile_content._EVEN_PUNGS, five_parts=tile_content._WITH_FIVE,
            outside_parts=tile_content._WITH_TERMINAL_OR_HONOR, pending=McrResult.pending,
            not_winning=NotWinningHand, fan_hit=FanHit, meld_kinds=(MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG))
    except kernel.KernelMismatch as e:
        warnings.warn(f"scoring.mcr.kernel is not used: {e}", RuntimeWarning, stacklevel=2)
        return None
    Tables("scoring.mcr.kernel.combinations", kernel.clear_tables, kernel.table_fill)
    return kernel


_KERNEL = _native_kernel()


__all__ = ["score_hand", "score_ways"]
