"""Readings of a winning hand: the ways its 14 tiles can be taken as a scoring shape.

A *reading* is one split of the hand into the parts the fans look at: four sets and a pair (the
basic shape), seven pairs, thirteen orphans, honors and knitted tiles, a knitted straight with one
set and a pair, or nine gates. ``HandFacts`` holds what every reading of one hand shares (the
winning tile, the win flags, the tile counts); ``Reading`` adds the parts of one split.

Tiles are the reference's codes (``decompose.py``); a set is ``(kind, code, melded)`` with a
chow named by its middle tile, a pair is ``(PAIR, code, False)``.
"""

from __future__ import annotations

from scoring.caches import Memo
from scoring.hand import Hand, MeldKind
from scoring.mcr.decompose import (
    CHOW,
    CODE_OF_TILE,
    KONG,
    PAIR,
    PUNG,
    TABLE_SIZE,
    decompositions,
    part_counts,
    regular_waits,
    seven_pairs_wait,
)

REGULAR = "regular"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN = "thirteen_orphans"
HONORS_AND_KNITTED = "honors_and_knitted"
KNITTED_STRAIGHT = "knitted_straight"
NINE_GATES = "nine_gates"
SHAPES = (REGULAR, SEVEN_PAIRS, THIRTEEN, HONORS_AND_KNITTED, KNITTED_STRAIGHT, NINE_GATES)

WIN_SELF_DRAWN, WIN_LAST_TILE, WIN_KONG, WIN_WALL_LAST = 1, 2, 4, 8

_MELD_KIND = {MeldKind.CHOW: CHOW, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG}

# What a reading has, as bits (``Reading.has``): a fan definition names the ones it cannot do
# without (``needs`` in ``rules/registry.py``) and is only asked in readings that have them all.
HAS_KONG = 1  #: a kong among the sets
HAS_PUNG = 2  #: a pung or kong
HAS_HONOR_PUNG = 4  #: a pung or kong of a wind or dragon
HAS_FOUR_CHOWS = 8
HAS_NO_CHOW = 16
HAS_UNIQUE_WAIT = 32  #: the hand waited on the winning tile only
HAS_TWO_CONCEALED_PUNGS = 64  #: two or more concealed pungs or kongs
HAS_NOTHING_MELDED = 128  #: no melded set (concealed kongs aside)
HAS_FOUR_OF_A_KIND = 256  #: all four copies of some tile


class HandFacts:
    """What every reading of one hand shares."""

    __slots__ = ("win", "flags", "self_drawn", "fixed", "fixed_cnt", "melded_count", "standing", "fixed_table",
                 "merged", "unique", "mask", "prevalent", "seat", "flowers", "tile_fans", "has", "standing_key")

    def __init__(self, hand: Hand) -> None:
        code_of = CODE_OF_TILE
        win = self.win = code_of[hand.win_tile]
        standing = [0] * TABLE_SIZE
        codes = [code_of[t] for t in hand.concealed]
        codes.append(win)
        for c in codes:
            standing[c] += 1
        self.standing = standing
        has = 0
        if hand.melds:
            fixed_table = [0] * TABLE_SIZE
            merged = standing[:]
            melds = [_fixed_set(m.kind, m.tile, m.concealed) for m in hand.melds]
            fixed = tuple([p for p, _ in melds])
            for p, tiles in melds:
                for t in tiles:
                    fixed_table[t] += 1
                    merged[t] += 1
                codes.extend(tiles)
                if p[0] == KONG:
                    has = HAS_KONG
            self.melded_count = melded = sum([p[2] for p in fixed])
        else:
            # Nothing declared: every tile is standing (these two tables are only read).
            fixed_table = _NO_TILES
            merged = standing
            fixed = ()
            self.melded_count = melded = 0
        self.fixed = fixed
        self.fixed_cnt = len(fixed)
        self.fixed_table = fixed_table
        self.merged = merged
        unique = self.unique = tuple(sorted(set(codes)))
        mask = 0
        for c in unique:
            mask |= 1 << c
        #: the kinds held as bits (``tile_mask``)
        self.mask = mask
        #: the ``HAS_*`` bits every reading of the hand shares
        if not melded:
            has |= HAS_NOTHING_MELDED
        if 4 in merged:
            has |= HAS_FOUR_OF_A_KIND
        self.has = has
        context = hand.context
        self._read_context(context)
        #: the hand-wide tile fans, found once per hand by the scorer
        self.tile_fans = None
        self.standing_key = tuple(hand.concealed)

    def _read_context(self, context) -> None:
        self.prevalent = CODE_OF_TILE[context.round_wind]
        self.seat = CODE_OF_TILE[context.seat_wind]
        self.flowers = context.flowers
        flags = self.flags = _win_flags(context, self.standing, self.fixed_table, self.fixed, self.win)
        self.self_drawn = bool(flags & WIN_SELF_DRAWN)

    def with_context(self, context) -> HandFacts:
        """The facts of the same tiles won another way (another ``HandContext``): only the win
        conditions, winds and flowers are read again."""
        other = _new(HandFacts)
        for name in _SHARED_FACTS:
            setattr(other, name, getattr(self, name))
        other._read_context(context)
        return other


_new = object.__new__
#: what ``with_context`` carries over: everything not read from the context
_SHARED_FACTS = tuple(name for name in HandFacts.__slots__
                      if name not in ("flags", "self_drawn", "prevalent", "seat", "flowers"))


_NO_TILES = (0,) * TABLE_SIZE


#: (kind, tile, concealed) of a declared meld -> its set in codes and the codes of its tiles; at most
#: 3 kinds x 34 tiles x 2, so it needs no limit. Keyed by the kind's id: an Enum hashes slowly.
_FIXED_SETS: dict = {}


def _fixed_set(kind: MeldKind, tile: int, concealed: bool) -> tuple[tuple[int, int, bool], tuple[int, ...]]:
    """A declared meld as a set in codes (a chow by its middle tile; melded unless a concealed kong)
    and the codes of its tiles."""
    key = (id(kind), tile, concealed)
    found = _FIXED_SETS.get(key)
    if found is None:
        k = _MELD_KIND[kind]
        code = CODE_OF_TILE[tile + 1] if k == CHOW else CODE_OF_TILE[tile]
        p = (k, code, not (k == KONG and concealed))
        found = _FIXED_SETS[key] = (p, pack_codes(p))
    return found


def _win_flags(context, standing: list, fixed_table: list, fixed: tuple, win: int) -> int:
    """The win conditions as the reference keeps them: a claim that the tiles contradict is dropped."""
    flags = 0
    if context.self_drawn:
        flags |= WIN_SELF_DRAWN
    if context.last_copy:
        flags |= WIN_LAST_TILE
    if context.kong:
        flags |= WIN_KONG
    if context.wall_last:
        flags |= WIN_WALL_LAST
    # The last copy: not if the hand holds another copy; always if a melded pung shows the other three.
    if standing[win] != 1:
        flags &= ~WIN_LAST_TILE
    if fixed_table[win] == 3:
        flags |= WIN_LAST_TILE
    # A kong win needs a kong of one's own (replacement tile) or a tile nobody else holds (robbing).
    if flags & WIN_KONG:
        if flags & WIN_SELF_DRAWN:
            if not any(p[0] == KONG for p in fixed):
                flags &= ~WIN_KONG
        elif fixed_table[win] != 0 or standing[win] != 1:
            flags &= ~WIN_KONG
    return flags


class Reading:
    """One split of the hand, and the fans found in it so far (``found[fan index]`` = occurrences).

    ``sets`` (melds first) and ``pair``; ``chows``, ``pungs`` (kongs included) and the kongs and
    concealed pungs among them; ``whole``: what a hand-wide fan names as its occurrence (the sets and
    the pair, the seven pairs, the tiles); ``knitted``: the tiles of a knitted straight;
    ``wait_sets``: the sets the winning tile may have completed (not the melds); ``unique_wait``:
    whether the hand waited on that one tile only.
    """

    __slots__ = ("shape", "facts", "win", "sets", "pair", "chows", "pungs", "melded_kongs", "concealed_kongs",
                 "concealed_pungs", "whole", "knitted", "wait_sets", "unique_wait", "found", "has", "known")

    def __init__(self, shape: str, facts: HandFacts, *, sets: tuple = (), pair: tuple | None = None,
                 whole: tuple = (), knitted: tuple = (), wait_sets: tuple = (), unique_wait: bool = False) -> None:
        self.shape = shape
        self.facts = facts
        self.win = facts.win
        self.sets = sets
        self.pair = pair
        self.chows = [p for p in sets if p[0] == CHOW]
        pungs = self.pungs = [p for p in sets if p[0] == PUNG or p[0] == KONG]
        self.melded_kongs = [p for p in pungs if p[0] == KONG and p[2]]
        self.concealed_kongs = [p for p in pungs if p[0] == KONG and not p[2]]
        self.concealed_pungs = _concealed_pungs(self, facts)
        self.whole = whole
        self.knitted = knitted
        self.wait_sets = wait_sets
        self.unique_wait = unique_wait
        self.found: list = []
        self.has = _has(self, facts.has)

    @property
    def kongs(self) -> list:
        return self.melded_kongs + self.concealed_kongs


def _has(r: Reading, has: int) -> int:
    """The ``HAS_*`` bits of a reading, from its sets and the hand's own bits."""
    if r.pungs:
        has |= HAS_PUNG
        if any(p[1] > 0x40 for p in r.pungs):
            has |= HAS_HONOR_PUNG
    chows = len(r.chows)
    if chows == 0:
        has |= HAS_NO_CHOW
    elif chows == 4:
        has |= HAS_FOUR_CHOWS
    if r.unique_wait:
        has |= HAS_UNIQUE_WAIT
    if len(r.concealed_kongs) + len(r.concealed_pungs) >= 2:
        has |= HAS_TWO_CONCEALED_PUNGS
    return has


def _concealed_pungs(r: Reading, facts: HandFacts) -> list:
    """Pungs (not kongs) made of standing tiles; one completed by a discard counts as exposed,
    unless the winning tile can be read into a concealed chow instead."""
    concealed = [p for p in r.pungs if p[0] == PUNG and not p[2]]
    if concealed and not facts.self_drawn:
        win = facts.win
        if not any(not c[2] and c[1] - 1 <= win <= c[1] + 1 for c in r.chows):
            concealed = [p for p in concealed if p[1] != win]
    return concealed


def rewon(r: Reading, facts: HandFacts) -> Reading:
    """The reading ``r``, already scored, for the same tiles won another way (``facts``, from
    ``HandFacts.with_context``): the concealed pungs and the bit that follows from them depend on
    the win, the rest does not."""
    r.facts = facts
    concealed = r.concealed_pungs = _concealed_pungs(r, facts)
    if len(r.concealed_kongs) + len(concealed) >= 2:
        r.has |= HAS_TWO_CONCEALED_PUNGS
    else:
        r.has &= ~HAS_TWO_CONCEALED_PUNGS
    return r


def pack_codes(p: tuple) -> tuple[int, ...]:
    """The tile codes of a set or pair."""
    kind, code = p[0], p[1]
    if kind == CHOW:
        return (code - 1, code, code + 1)
    if kind == PUNG:
        return (code,) * 3
    if kind == KONG:
        return (code,) * 4
    return (code,) * 2


# ---------------------------------------------------------------- the basic shape

#: (melds, standing tiles, winning tile) -> the splits and whether the wait was unique: the same for
#: every set of win flags, so the waits table's four scores of one wait (discard, self-drawn, each
#: as the last copy) find them once.
_SPLITS = Memo("scoring.mcr.readings.splits", 1 << 10)


def regular_readings(facts: HandFacts):
    """Every split of the hand into four sets and a pair, in the reference's order."""
    key = (facts.fixed, facts.standing_key, facts.win)
    known = _SPLITS.get(key)
    if known is None:
        parts = part_counts(facts.standing)
        splits = decompositions(facts.standing, parts)
        known = (splits, bool(splits) and not _second_wait_in_sight(splits, facts.win)
                 and _unique_waiting(facts, parts))
        _SPLITS.put(key, known)
    splits, unique_wait = known
    if not splits:
        return
    fixed = facts.fixed
    has = facts.has | HAS_UNIQUE_WAIT if unique_wait else facts.has
    with_kongs = has & HAS_KONG
    self_drawn = facts.self_drawn
    win = facts.win
    new = object.__new__
    for sets, pair_code in splits:
        # Reading.__init__ unrolled for the basic shape: the scorer builds one per split.
        pair = (PAIR, pair_code, False)
        own = sets + (pair,)
        packs = fixed + own
        r = new(Reading)
        r.shape = REGULAR
        r.facts = facts
        r.win = win
        r.sets = packs[:4]
        r.pair = pair
        r.whole = packs
        r.knitted = ()
        r.wait_sets = own
        r.unique_wait = unique_wait
        r.found = []
        chows = r.chows = [p for p in packs[:4] if p[0] == CHOW]
        pungs = r.pungs = [p for p in packs[:4] if p[0] != CHOW]
        if with_kongs:
            r.melded_kongs = [p for p in pungs if p[0] == KONG and p[2]]
            r.concealed_kongs = [p for p in pungs if p[0] == KONG and not p[2]]
        else:
            r.melded_kongs = []
            r.concealed_kongs = []
        bits = has
        concealed = []
        if pungs:
            bits |= HAS_PUNG
            for p in pungs:
                if p[1] > 0x40:
                    bits |= HAS_HONOR_PUNG
                if p[0] == PUNG and not p[2]:
                    concealed.append(p)
            if concealed and not self_drawn:
                for c in chows:
                    if not c[2] and c[1] - 1 <= win <= c[1] + 1:
                        break
                else:
                    concealed = [p for p in concealed if p[1] != win]
        r.concealed_pungs = concealed
        if not chows:
            bits |= HAS_NO_CHOW
        elif len(chows) == 4:
            bits |= HAS_FOUR_CHOWS
        if len(concealed) + len(r.concealed_kongs) >= 2:
            bits |= HAS_TWO_CONCEALED_PUNGS
        r.has = bits
        yield r


def _second_wait_in_sight(splits: tuple, win: int) -> bool:
    """Whether a split shows at once that another tile completes the hand too, so the wait was not
    unique: the winning tile at the open end of a chow (45 + 6 waits on 3 as well), or the pung it
    made beside a pair of another tile (55 77 + 5 waits on 7 as well). Most hands wait so; the rest
    are asked ``_unique_waiting``."""
    rank = win & 0xF
    high_end = rank >= 4 and win < 0x40  # the chow ending on the tile has a tile three below
    low_end = rank <= 6 and win < 0x40  # the chow starting on it, a tile three above
    for sets, pair in splits:
        for kind, code, _ in sets:
            if kind == CHOW:
                if (code + 1 == win and high_end) or (code - 1 == win and low_end):
                    return True
            elif kind == PUNG and code == win and pair != win:
                return True
    return False


#: (melds or none, the standing tiles before the win) -> whether they waited on one tile only: the
#: same for every wait of a ready hand, which the waits table scores one after the other.
_UNIQUE = Memo("scoring.mcr.readings.unique_wait", 1 << 10)


def _unique_waiting(facts: HandFacts, parts: tuple[tuple[int, ...], ...]) -> bool:
    """Whether the hand before the winning tile waited on that tile only (needed by the wait fans).

    ``parts``: the part counts of the standing tiles, winning tile included."""
    key = (facts.fixed_cnt == 0, facts.standing_key)
    unique = _UNIQUE.get(key)
    if unique is None:
        unique = _search_unique(facts, parts)
        _UNIQUE.put(key, unique)
    return unique


def _search_unique(facts: HandFacts, parts: tuple[tuple[int, ...], ...]) -> bool:
    win = facts.win
    before = list(parts)
    held = list(before[(win >> 4) - 1])
    held[(win & 0xF) - 1] -= 1
    before[(win >> 4) - 1] = tuple(held)
    table = facts.standing  # read through ``before`` only
    waits = regular_waits(table, tuple(before))
    if facts.fixed_cnt == 0:
        table[win] -= 1  # the hand before the winning tile, for a moment
        extra = seven_pairs_wait(table, facts.unique)
        table[win] += 1
        if extra and extra not in waits:
            return not waits
    return len(waits) == 1


def tile_mask(codes) -> int:
    """The set of tile kinds as bits, bit ``code`` for each code: one int the tile fans test at once."""
    mask = 0
    for c in codes:
        mask |= 1 << c
    return mask


def _mask_of(codes) -> int:
    return tile_mask(codes)


#: The bits of each numbered suit, of the winds, of the dragons (codes in ``decompose.py``).
SUIT_MASKS = tuple(_mask_of(range(base + 1, base + 10)) for base in (0x10, 0x20, 0x30))
WIND_MASK = _mask_of(range(0x41, 0x45))
DRAGON_MASK = _mask_of(range(0x45, 0x48))
HONOR_MASK = WIND_MASK | DRAGON_MASK


def ranks_mask(ranks) -> int:
    """The numbered tiles of these ranks, in every suit."""
    return _mask_of(base + r for base in (0x10, 0x20, 0x30) for r in ranks)


class TileSet:
    """Which tiles a hand holds (each kind once), as bits: all the hand-wide fans need to know.

    ``mask``: bit ``code`` set for each kind held; ``suits``: how many numbered suits; ``honors``,
    ``winds``, ``dragons``: whether any is held.
    """

    __slots__ = ("mask", "suits", "honors", "winds", "dragons")

    def __init__(self, codes: tuple[int, ...] = (), mask: int | None = None) -> None:
        mask = self.mask = tile_mask(codes) if mask is None else mask
        self.suits = sum([1 for m in SUIT_MASKS if mask & m])
        self.honors = bool(mask & HONOR_MASK)
        self.winds = bool(mask & WIND_MASK)
        self.dragons = bool(mask & DRAGON_MASK)

    def only(self, allowed: int) -> bool:
        """Whether every tile held is among ``allowed`` (a mask)."""
        return not self.mask & ~allowed
