# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The scorer's native kernel: winning hands read and scored in C structures.

``scorer.score_hand`` and ``scorer.score_ways`` ask it first. It reads the hand's tiles into count
tables, splits them into sets and a pair in the reference's order, and for each split finds the fans,
applies the principles and keeps the best reading, all on small integers; seven pairs, thirteen orphans,
honors and knitted tiles and nine gates are read as the Python scorer reads them. Python objects are
made only for the result: its totals at once, its hits (``FanHit``) when first read.

It stands beside the Python scorer, which stays the definition: the combination fans, the hand-wide
tile fans, the win fans, nine gates' extras, the fan table, the exclusions and the part sets of the
tile-content fans are read from the Python definitions (``bind``), and ``bind`` refuses to run when the
Python rules name a fan of a shape this kernel does not find. The kernel answers ``None`` for a hand
that may make a knitted straight with a set and a pair, for one the parser would refuse, or for one
that outgrows its fixed tables; the Python scorer scores those. ``tests/scoring/test_mcr_kernel.py``
holds the two to the same result.

The source is this file and the parts it ``include``s, in order (each under 450 lines; the C is the
same as one file's): ``kernel_tables.pxi`` (the tables ``bind`` reads), ``kernel_combinations.pxi``,
``kernel_readings.pxi`` (reading fans, principles, one reading), ``kernel_splits.pxi`` (splitting, the
unique wait) and ``kernel_hand.pxi`` (the hand and its hits). The build hashes them all
(``bot.core_build.settings.source_digest``).

Parts (sets and the pair) are ints ``kind << 8 | melded << 7 | code``; an occurrence's items are parts
or bare tile codes (below ``0x100``).
"""

cimport cython
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.object cimport PyObject_GenericSetAttr
from libc.string cimport memcpy, memset

cdef enum:
    CHOW = 1
    PUNG = 2
    KONG = 3
    PAIR = 4
    NFANS = 82
    MAXOCC = 4       # occurrences of one fan in one reading (four pungs of terminals at most)
    MAXITEMS = 5     # items of one occurrence (four sets and a pair)
    WHOLE = 255      # an occurrence that is the whole reading
    KNITTED_TILES = 254  # an occurrence that is the reading's knitted tiles
    MAXSPLITS = 64
    # shorts ``encode`` writes at most: the whole and knitted tiles, and every fan with four occurrences
    MAXPACKED = 2 + 14 + 9 + NFANS * (2 + MAXOCC * (1 + MAXITEMS))
    TABLE = 0x48
    NPARTS = 0x500

cdef struct Found:
    int n[NFANS]
    unsigned char length[NFANS][MAXOCC]
    short item[NFANS][MAXOCC][MAXITEMS]
    bint overflow

cdef struct Reading:
    int sets[4]
    int pair
    int whole[14]    # what a hand-wide fan names: the sets and the pair, the pairs, or the tiles
    int nwhole
    int knitted[9]   # the tiles of a knitted straight, or the numbered tiles of honors and knitted
    int nknitted
    int own[5]
    int nown
    int chows[4]
    int nchows
    int pungs[4]
    int npungs
    int mk[4]
    int nmk
    int ck[4]
    int nck
    int cp[4]
    int ncp
    bint unique_wait

cdef struct Facts:
    int win
    int flags
    bint self_drawn
    int prevalent
    int seat
    int flowers
    int melded_count
    int nfixed
    int fixed[4]
    int standing[TABLE]
    int fixed_table[TABLE]
    int merged[TABLE]
    int unique[34]
    int nunique

cdef struct Splits:
    int count
    int nsets
    int sets[MAXSPLITS][4]
    int pair[MAXSPLITS]
    bint overflow

include "kernel_tables.pxi"
include "kernel_combinations.pxi"
include "kernel_readings.pxi"
include "kernel_splits.pxi"
include "kernel_hand.pxi"


def score(hand):
    """The ``McrResult`` of a winning hand (``NotWinningHand`` when it is none), or None for a hand that is
    the Python scorer's: one that may make a knitted straight with a set and a pair, one the parser would
    refuse (a wrong tile count included), or one that outgrows a table."""
    cdef Facts h
    cdef Splits s
    cdef Reading r
    cdef Found found_a, found_b
    cdef Found* current = &found_a
    cdef Found* best = &found_b
    cdef int sets[8]
    cdef int order[MAXSPLITS]
    cdef int tile_fans[NFANS]
    cdef Reading best_reading
    cdef short packed[MAXPACKED]
    cdef int ntile_fans, best_total = 0, total, i, shape
    cdef bint unique_wait, seven_pairs = False
    cdef _Hits hits
    if not _bound or read_hand(hand, &h):
        return None
    shape = special_shape(&h, &r)
    if shape == OTHER_SPECIAL:
        return None
    if shape != NOT_SPECIAL:
        best.overflow = False
        if shape == SEVEN_PAIRS_SHAPE:
            ntile_fans = tile_fans_of(_seven_pairs, &h, tile_fans)
            best_total = score_seven_pairs(&r, &h, tile_fans, ntile_fans, best)
        else:
            best_total = score_special(shape, &r, &h, best)
        if best.overflow:
            return None
        best_reading = r
        seven_pairs = shape == SEVEN_PAIRS_SHAPE and best.n[F_seven_pairs] > 0
    if best_total == 0 or seven_pairs:
        s.count = 0
        s.nsets = 0
        s.overflow = False
        divide(h.standing, 0, sets, 0, 0, &s)
        if s.overflow:
            return None
        sort_splits(&s, order)
        if s.count:
            unique_wait = not second_wait_in_sight(&s, h.win) and waits_on_win_only(&h)
            ntile_fans = tile_fans_of(_regular, &h, tile_fans)
        for i in range(s.count):
            make_reading(&h, s.sets[order[i]], s.nsets, s.pair[order[i]], unique_wait, &r)
            current.overflow = False
            total = score_reading(&r, &h, tile_fans, ntile_fans, current)
            if current.overflow:
                return None
            if total > best_total or (total == best_total and (seven_pairs or current.n[F_triple_pung]
                                                               or current.n[F_pure_triple_chow] == 1)):
                best_total = total
                best, current = current, best
                best_reading = r
    if best_total == 0:  # no reading scored anything: none was there
        raise _not_winning("not_winning")
    if h.flowers:
        best.n[F_flower_tiles] = h.flowers
    total = total_points(best)
    hits = _Hits.__new__(_Hits)
    hits.size = encode(best, &best_reading, packed)
    hits.packed = <short*>PyMem_Malloc(hits.size * sizeof(short))
    if hits.packed is NULL:
        raise MemoryError()
    memcpy(hits.packed, packed, hits.size * sizeof(short))
    return _pending(hand, hits, total, total - POINTS[F_flower_tiles] * h.flowers)
