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

# ---------------------------------------------------------------- tables read from the Python definitions

cdef int CODES[34]
cdef int CODE_OF_TILE[34]
cdef int POINTS[NFANS]
cdef int EXCL_START[NFANS]
cdef int EXCL_LEN[NFANS]
cdef int EXCL[1024]
cdef bint PER_SET[NFANS]
cdef bint EVEN_PART[NPARTS]
cdef bint FIVE_PART[NPARTS]
cdef bint OUTSIDE_PART[NPARTS]
cdef int WIN_FANS[16][8]
cdef int WIN_COUNT[16]
cdef int PAIR_PREFERENCE[4]
cdef int KNITTED[6][9]
cdef int THIRTEEN_ORPHANS[13]
# the fans nine gates brings, by winning tile (``rules/special.py``'s extras, tabulated)
cdef int EXTRA_COUNT[TABLE]
cdef int EXTRA_FAN[TABLE][4]
cdef int EXTRA_LEN[TABLE][4]
cdef int EXTRA_ITEM[TABLE][4][MAXITEMS]
# combination fans by dense codes, sorted: 0 = not asked yet, else fan index + 2
cdef signed char CHOW2[441]
cdef signed char CHOW3[9261]
cdef signed char CHOW4[194481]
cdef signed char PUNG2[1156]
cdef signed char PUNG3[39304]
cdef signed char PUNG4[1336336]
cdef int CHOW_DENSE[TABLE]
cdef int PUNG_DENSE[TABLE]

cdef int F_four_kongs, F_little_four_winds, F_little_three_dragons, F_four_concealed_pungs
cdef int F_pure_terminal_chows, F_three_kongs, F_all_even_pungs, F_three_suited_terminal_chows, F_all_fives
cdef int F_three_concealed_pungs, F_all_pungs, F_melded_hand, F_two_concealed_kongs, F_outside_hand
cdef int F_fully_concealed_hand, F_two_melded_kongs, F_dragon_pung, F_prevalent_wind, F_seat_wind
cdef int F_concealed_hand, F_all_chows, F_tile_hog, F_two_concealed_pungs, F_concealed_kong
cdef int F_pung_of_terminals_or_honors, F_melded_kong, F_edge_wait, F_closed_wait, F_single_wait
cdef int F_concealed_kong_and_melded_kong, F_chicken_hand, F_big_three_winds, F_two_dragon_pungs
cdef int F_triple_pung, F_pure_triple_chow, F_flower_tiles, F_seven_pairs, F_seven_shifted_pairs
cdef int F_thirteen_orphans, F_greater_honors_and_knitted_tiles, F_lesser_honors_and_knitted_tiles
cdef int F_knitted_straight, F_nine_gates

#: The reading fans of the basic shape this kernel finds (``reading_fans``), by the Python rules' ids.
KERNEL_READING_FANS = frozenset((
    "four_kongs", "little_four_winds", "little_three_dragons", "four_concealed_pungs", "pure_terminal_chows",
    "three_kongs", "all_even_pungs", "three_suited_terminal_chows", "all_fives", "three_concealed_pungs",
    "all_pungs", "melded_hand", "two_concealed_kongs", "outside_hand", "fully_concealed_hand",
    "two_melded_kongs", "dragon_pung", "prevalent_wind", "seat_wind", "concealed_hand", "all_chows", "tile_hog",
    "two_concealed_pungs", "concealed_kong", "pung_of_terminals_or_honors", "melded_kong", "edge_wait",
    "closed_wait", "single_wait", "concealed_kong_and_melded_kong"))

#: The reading fans of the special shapes it finds (``score_seven_pairs``, ``score_special``), by shape.
SPECIAL_READING_FANS = {
    "seven_pairs": frozenset(("seven_shifted_pairs", "seven_pairs", "tile_hog")),
    "thirteen_orphans": frozenset(("thirteen_orphans",)),
    "honors_and_knitted": frozenset(("greater_honors_and_knitted_tiles", "lesser_honors_and_knitted_tiles",
                                     "knitted_straight")),
    "nine_gates": frozenset(("nine_gates",)),
}
#: The shapes whose hand-wide tile fans the kernel asks for (the others must have none).
TILE_FAN_SHAPES = frozenset(("regular", "seven_pairs"))

#: the shapes' names in the Python rules (``readings.SHAPES``), which key the scorer's table of tile fans
cdef str _regular = "regular"
cdef str _seven_pairs = "seven_pairs"
cdef object _chow_fan = None
cdef object _pung_fan = None
cdef object _tile_fans = None
cdef object _pending = None
cdef object _not_winning = None
cdef object _fan_hit = None
cdef object _object_new = object.__new__
cdef list _fans = []
#: item (part or tile code) -> its melds and tiles as one occurrence (``(item,)`` converted), made once
cdef list _single = [None] * NPARTS
#: fan index << 12 | item -> the hit of that fan naming that one item once: a hit is immutable, so the
#: hits of fans that name one set or the winning tile are made once and shared between results
cdef dict _single_hits = {}
cdef list _tiles = [None] * TABLE
cdef object _kind_chow = None
cdef object _kind_pung = None
cdef object _kind_kong = None
cdef bint _bound = False


class KernelMismatch(Exception):
    """The Python rules name something this kernel does not do: the Python scorer is used instead."""


cdef inline int part(int kind, int code, bint melded):
    return (kind << 8) | (melded << 7) | code


cdef inline int part_kind(int p):
    return p >> 8


cdef inline int part_code(int p):
    return p & 0x7F


cdef inline bint part_melded(int p):
    return (p >> 7) & 1


def _as_part(key):
    kind, code, melded = key
    return part(kind, code, melded)


class _WinStandIn:
    """What the win fans read of a hand (``HandFacts``), and nine gates' extras of a reading (the winning
    tile): made for each set of flags or tile, to tabulate them."""

    __slots__ = ("flags", "self_drawn", "win", "flowers")


def bind(*, fans, excludes, per_set, index, reading_ids, chicken_ids, tile_fan_shapes, extras, bonus_ids,
         win_finders, chow_fan, pung_fan, pair_preference, tile_fans, part_items, tile_of_code, code_of_tile, codes,
         knitted_patterns, thirteen_orphans, even_parts, five_parts, outside_parts, pending, not_winning, fan_hit,
         meld_kinds):
    """Read the tables from the Python definitions; ``KernelMismatch`` when they ask what the kernel lacks."""
    global _chow_fan, _pung_fan, _tile_fans, _pending, _not_winning, _fan_hit, _fans, _bound
    global _kind_chow, _kind_pung, _kind_kong
    global F_four_kongs, F_little_four_winds, F_little_three_dragons, F_four_concealed_pungs
    global F_pure_terminal_chows, F_three_kongs, F_all_even_pungs, F_three_suited_terminal_chows, F_all_fives
    global F_three_concealed_pungs, F_all_pungs, F_melded_hand, F_two_concealed_kongs, F_outside_hand
    global F_fully_concealed_hand, F_two_melded_kongs, F_dragon_pung, F_prevalent_wind, F_seat_wind
    global F_concealed_hand, F_all_chows, F_tile_hog, F_two_concealed_pungs, F_concealed_kong
    global F_pung_of_terminals_or_honors, F_melded_kong, F_edge_wait, F_closed_wait, F_single_wait
    global F_concealed_kong_and_melded_kong, F_chicken_hand, F_big_three_winds, F_two_dragon_pungs
    global F_triple_pung, F_pure_triple_chow, F_flower_tiles, F_seven_pairs, F_seven_shifted_pairs
    global F_thirteen_orphans, F_greater_honors_and_knitted_tiles, F_lesser_honors_and_knitted_tiles
    global F_knitted_straight, F_nine_gates
    cdef int i, j, k, flags
    if len(fans) != NFANS:
        raise KernelMismatch(f"the fan table has {len(fans)} fans, the kernel {NFANS}")
    for shape, known in {"regular": KERNEL_READING_FANS, **SPECIAL_READING_FANS}.items():
        if set(reading_ids.get(shape, ())) != known:
            raise KernelMismatch(f"the reading fans of {shape} differ: "
                                 f"{sorted(set(reading_ids.get(shape, ())) ^ known)}")
    if {shape: list(ids) for shape, ids in chicken_ids.items() if ids} != {"regular": ["chicken_hand"]}:
        raise KernelMismatch(f"the chicken fans differ: {chicken_ids}")
    if set(tile_fan_shapes) & set(SPECIAL_READING_FANS) - TILE_FAN_SHAPES:
        raise KernelMismatch(f"tile fans asked in {sorted(set(tile_fan_shapes) & set(SPECIAL_READING_FANS))}")
    if set(extras) - {"nine_gates"} or list(bonus_ids) != ["flower_tiles"]:
        raise KernelMismatch(f"the extra or bonus fans differ: {sorted(extras)}, {list(bonus_ids)}")
    if sum([len(x) for x in excludes]) > sizeof(EXCL) // sizeof(int):
        raise KernelMismatch("the exclusions outgrow the kernel's table")
    _bound = False  # until every table is read: a bind that fails from here on leaves the kernel unused
    _fans = list(fans)
    k = 0
    for i in range(NFANS):
        POINTS[i] = fans[i].points
        EXCL_START[i] = k
        EXCL_LEN[i] = len(excludes[i])
        for j in excludes[i]:
            EXCL[k] = j
            k += 1
        PER_SET[i] = i in per_set
    for i in range(34):
        CODES[i] = codes[i]
        CODE_OF_TILE[i] = code_of_tile[i]
    for i in range(TABLE):
        CHOW_DENSE[i] = -1
        PUNG_DENSE[i] = -1
        _tiles[i] = tile_of_code.get(i)
    for i in range(34):
        PUNG_DENSE[codes[i]] = i
    k = 0
    for i in range(34):
        if codes[i] < 0x40 and 2 <= (codes[i] & 0xF) <= 8:
            CHOW_DENSE[codes[i]] = k
            k += 1
    for i in range(NPARTS):
        EVEN_PART[i] = FIVE_PART[i] = OUTSIDE_PART[i] = False
    for key in even_parts:
        EVEN_PART[_as_part(key)] = True
    for key in five_parts:
        FIVE_PART[_as_part(key)] = True
    for key in outside_parts:
        OUTSIDE_PART[_as_part(key)] = True
    for key, items in part_items.items():
        _single[_as_part(key)] = tuple(items)
    for i in range(TABLE):
        if _tiles[i] is not None:
            _single[i] = (_tiles[i],)
    _single_hits.clear()
    for i in range(4):
        PAIR_PREFERENCE[i] = pair_preference[i]
    for i in range(6):
        for j in range(9):
            KNITTED[i][j] = knitted_patterns[i][j]
    for i in range(13):
        THIRTEEN_ORPHANS[i] = thirteen_orphans[i]
    # What nine gates brings depends on the winning tile alone: tabulated per numbered tile.
    for i in range(TABLE):
        EXTRA_COUNT[i] = 0
    if "nine_gates" in extras:
        stand_in = _WinStandIn()
        for code in codes:
            if code > 0x40:
                continue
            stand_in.win = code
            try:
                brought = extras["nine_gates"](stand_in)
            except Exception as e:  # the extras read more of a reading than the winning tile
                raise KernelMismatch(f"nine gates' extras: {e!r}") from e
            if len(brought) > 4:
                raise KernelMismatch("nine gates brings more than four fans")
            for k, (fan_id, occurrence) in enumerate(brought):
                if len(occurrence) > MAXITEMS:
                    raise KernelMismatch(f"nine gates' {fan_id} names more than {MAXITEMS} items")
                EXTRA_FAN[code][k] = index[fan_id]
                EXTRA_LEN[code][k] = len(occurrence)
                for j, item in enumerate(occurrence):
                    EXTRA_ITEM[code][k][j] = _as_part(item) if type(item) is tuple else item
            EXTRA_COUNT[code] = len(brought)
    # The win fans depend on the flags alone, each naming the winning tile: tabulated per set of flags.
    stand_in = _WinStandIn()
    stand_in.win = 0x11
    stand_in.flowers = 0
    for flags in range(16):
        stand_in.flags = flags
        stand_in.self_drawn = bool(flags & 1)
        WIN_COUNT[flags] = 0
        for i, find in win_finders:
            try:
                occurrences = find(stand_in)
            except Exception as e:  # the win fan reads more of a hand than its flags and tile
                raise KernelMismatch(f"win fan {fans[i].id}: {e!r}") from e
            if occurrences:
                if list(occurrences) != [(0x11,)]:
                    raise KernelMismatch(f"win fan {fans[i].id} names more than the winning tile")
                if WIN_COUNT[flags] == 8:
                    raise KernelMismatch("more than eight win fans for one set of flags")
                WIN_FANS[flags][WIN_COUNT[flags]] = i
                WIN_COUNT[flags] += 1
    clear_tables()
    F_four_kongs = index["four_kongs"]
    F_little_four_winds = index["little_four_winds"]
    F_little_three_dragons = index["little_three_dragons"]
    F_four_concealed_pungs = index["four_concealed_pungs"]
    F_pure_terminal_chows = index["pure_terminal_chows"]
    F_three_kongs = index["three_kongs"]
    F_all_even_pungs = index["all_even_pungs"]
    F_three_suited_terminal_chows = index["three_suited_terminal_chows"]
    F_all_fives = index["all_fives"]
    F_three_concealed_pungs = index["three_concealed_pungs"]
    F_all_pungs = index["all_pungs"]
    F_melded_hand = index["melded_hand"]
    F_two_concealed_kongs = index["two_concealed_kongs"]
    F_outside_hand = index["outside_hand"]
    F_fully_concealed_hand = index["fully_concealed_hand"]
    F_two_melded_kongs = index["two_melded_kongs"]
    F_dragon_pung = index["dragon_pung"]
    F_prevalent_wind = index["prevalent_wind"]
    F_seat_wind = index["seat_wind"]
    F_concealed_hand = index["concealed_hand"]
    F_all_chows = index["all_chows"]
    F_tile_hog = index["tile_hog"]
    F_two_concealed_pungs = index["two_concealed_pungs"]
    F_concealed_kong = index["concealed_kong"]
    F_pung_of_terminals_or_honors = index["pung_of_terminals_or_honors"]
    F_melded_kong = index["melded_kong"]
    F_edge_wait = index["edge_wait"]
    F_closed_wait = index["closed_wait"]
    F_single_wait = index["single_wait"]
    F_concealed_kong_and_melded_kong = index["concealed_kong_and_melded_kong"]
    F_chicken_hand = index["chicken_hand"]
    F_big_three_winds = index["big_three_winds"]
    F_two_dragon_pungs = index["two_dragon_pungs"]
    F_triple_pung = index["triple_pung"]
    F_pure_triple_chow = index["pure_triple_chow"]
    F_flower_tiles = index["flower_tiles"]
    F_seven_pairs = index["seven_pairs"]
    F_seven_shifted_pairs = index["seven_shifted_pairs"]
    F_thirteen_orphans = index["thirteen_orphans"]
    F_greater_honors_and_knitted_tiles = index["greater_honors_and_knitted_tiles"]
    F_lesser_honors_and_knitted_tiles = index["lesser_honors_and_knitted_tiles"]
    F_knitted_straight = index["knitted_straight"]
    F_nine_gates = index["nine_gates"]
    _chow_fan, _pung_fan, _tile_fans = chow_fan, pung_fan, tile_fans
    _pending, _not_winning, _fan_hit = pending, not_winning, fan_hit
    _kind_chow, _kind_pung, _kind_kong = meld_kinds
    _bound = True


def clear_tables():
    """Forget what the tables learned from the Python rules (the combination fans, the shared hits): for
    ``scoring.caches.clear_all``."""
    memset(CHOW2, 0, sizeof(CHOW2))
    memset(CHOW3, 0, sizeof(CHOW3))
    memset(CHOW4, 0, sizeof(CHOW4))
    memset(PUNG2, 0, sizeof(PUNG2))
    memset(PUNG3, 0, sizeof(PUNG3))
    memset(PUNG4, 0, sizeof(PUNG4))
    _single_hits.clear()


def table_fill():
    """(entries learned, capacity) of the combination tables: fixed in size, whatever the hands."""
    return (count_filled(CHOW2, sizeof(CHOW2)) + count_filled(CHOW3, sizeof(CHOW3))
            + count_filled(CHOW4, sizeof(CHOW4)) + count_filled(PUNG2, sizeof(PUNG2))
            + count_filled(PUNG3, sizeof(PUNG3)) + count_filled(PUNG4, sizeof(PUNG4)),
            sizeof(CHOW2) + sizeof(CHOW3) + sizeof(CHOW4) + sizeof(PUNG2) + sizeof(PUNG3) + sizeof(PUNG4))


cdef Py_ssize_t count_filled(signed char* table, Py_ssize_t size) noexcept:
    cdef Py_ssize_t i, filled = 0
    for i in range(size):
        if table[i]:
            filled += 1
    return filled


# ---------------------------------------------------------------- combination fans (Python rules, tabulated)

cdef inline void sort_ints(int* a, int n) noexcept:
    cdef int i, j, x
    for i in range(1, n):
        x = a[i]
        j = i - 1
        while j >= 0 and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x


cdef int remembered_fan(int* codes, int n, int* dense, int kinds, signed char* two, signed char* three,
                        signed char* four, object python_fan) except -2:
    """The fan (index) these sets make together, or -1: ``python_fan``'s answer for their codes, kept in
    the table of ``n`` sets, keyed by their codes made dense (``kinds`` of them) and sorted."""
    cdef int s[4]
    cdef int i, key = 0
    cdef signed char* table = two if n == 2 else (three if n == 3 else four)
    for i in range(n):
        s[i] = dense[codes[i]]
    sort_ints(s, n)
    for i in range(n):
        key = key * kinds + s[i]
    if table[key] == 0:
        table[key] = python_fan(*[codes[i] for i in range(n)]) + 2
    return table[key] - 2


cdef inline int chow_fan(int* codes, int n) except -2:
    """The fan these chows (by middle code) make together (``combine.chow_fan``), or -1."""
    return remembered_fan(codes, n, CHOW_DENSE, 21, CHOW2, CHOW3, CHOW4, _chow_fan)


cdef inline int pung_fan(int* codes, int n) except -2:
    """The fan these pungs or kongs make together (``combine.pung_fan``), or -1."""
    return remembered_fan(codes, n, PUNG_DENSE, 34, PUNG2, PUNG3, PUNG4, _pung_fan)


# ---------------------------------------------------------------- recording occurrences

cdef inline void put_whole(Found* f, int i) noexcept:
    f.n[i] = 1
    f.length[i][0] = WHOLE


cdef inline void add(Found* f, int i, int* items, int count, bint replace) noexcept:
    """Record an occurrence of fan ``i`` (``replace``: as its only one)."""
    cdef int k, j
    if replace:
        f.n[i] = 0
    k = f.n[i]
    if k >= MAXOCC:
        f.overflow = True
        return
    f.length[i][k] = count
    for j in range(count):
        f.item[i][k][j] = items[j]
    f.n[i] = k + 1


cdef inline void add1(Found* f, int i, int a, bint replace) noexcept:
    add(f, i, &a, 1, replace)


cdef inline void add2(Found* f, int i, int a, int b, bint replace) noexcept:
    cdef int items[2]
    items[0] = a
    items[1] = b
    add(f, i, items, 2, replace)


# ---------------------------------------------------------------- combinations (combine.py, on parts)

cdef int THREE_OF_FOUR[4][4]
THREE_OF_FOUR[0][:] = [0, 1, 2, 3]
THREE_OF_FOUR[1][:] = [0, 1, 3, 2]
THREE_OF_FOUR[2][:] = [0, 2, 3, 1]
THREE_OF_FOUR[3][:] = [1, 2, 3, 0]
cdef int PAIRS_OF_FOUR[6][2]
PAIRS_OF_FOUR[0][:] = [0, 1]
PAIRS_OF_FOUR[1][:] = [0, 2]
PAIRS_OF_FOUR[2][:] = [0, 3]
PAIRS_OF_FOUR[3][:] = [1, 2]
PAIRS_OF_FOUR[4][:] = [1, 3]
PAIRS_OF_FOUR[5][:] = [2, 3]
cdef int PAIRS_OF_THREE[3][2]
PAIRS_OF_THREE[0][:] = [0, 1]
PAIRS_OF_THREE[1][:] = [0, 2]
PAIRS_OF_THREE[2][:] = [1, 2]
cdef int PAIRS_OF_EACH[4][3]
PAIRS_OF_EACH[0][:] = [0, 1, 2]
PAIRS_OF_EACH[1][:] = [0, 3, 4]
PAIRS_OF_EACH[2][:] = [1, 3, 5]
PAIRS_OF_EACH[3][:] = [2, 4, 5]


cdef inline void sort_by_code(int* parts, int n) noexcept:
    """Stable, by tile code (``sorted(..., key=itemgetter(1))``)."""
    cdef int i, j, x
    for i in range(1, n):
        x = parts[i]
        j = i - 1
        while j >= 0 and part_code(parts[j]) > part_code(x):
            parts[j + 1] = parts[j]
            j -= 1
        parts[j + 1] = x


cdef inline int sets_fan(bint chows, int n, int a, int b, int c) except -2:
    """The combination fan of ``n`` parts (two or three: ``c`` unused for two), chows or pungs."""
    cdef int codes[3]
    codes[0] = part_code(a)
    codes[1] = part_code(b)
    codes[2] = part_code(c)
    return chow_fan(codes, n) if chows else pung_fan(codes, n)


cdef inline int chow2(int a, int b) except -2:
    return sets_fan(True, 2, a, b, 0)


cdef inline int chow3(int a, int b, int c) except -2:
    return sets_fan(True, 3, a, b, c)


cdef inline int pung2(int a, int b) except -2:
    return sets_fan(False, 2, a, b, 0)


cdef inline int pung3(int a, int b, int c) except -2:
    return sets_fan(False, 3, a, b, c)


cdef int account_once(int* fans, int* first, int* second, int count, int most, Found* f) except -1:
    """Keep at most ``most`` two-chow fans, trimming repeated kinds from the cheapest end."""
    cdef int kept[4]
    cdef int made[4][6][2]
    cdef int k, i, total = 0, limit
    for k in range(4):
        kept[k] = 0
    for i in range(count):
        if fans[i] >= 0:
            k = 0
            while PAIR_PREFERENCE[k] != fans[i]:
                k += 1
            made[k][kept[k]][0] = first[i]
            made[k][kept[k]][1] = second[i]
            kept[k] += 1
            total += 1
    limit = 1
    while total > most and limit >= 0:
        k = 4
        while total > most and k > 0:
            k -= 1
            while kept[k] > limit and total > most:
                kept[k] -= 1
                total -= 1
        limit -= 1
    for k in range(4):
        f.n[PAIR_PREFERENCE[k]] = 0
        for i in range(kept[k]):
            add2(f, PAIR_PREFERENCE[k], made[k][i][0], made[k][i][1], False)
    return 0


cdef int four_sets_fan(bint chows, int* sets, Found* f) except -1:
    """1 when the four chows (or pungs) make a fan together, recorded as their one occurrence; else 0."""
    cdef int codes[4]
    cdef int i, fan
    for i in range(4):
        codes[i] = part_code(sets[i])
    fan = chow_fan(codes, 4) if chows else pung_fan(codes, 4)
    if fan < 0:
        return 0
    add(f, fan, sets, 4, True)
    return 1


cdef int three_and_one(int a, int b, int c, int extra, Found* f) except -1:
    """1 when the three chows make a fan (recorded, with the best two-chow fan of the fourth), else 0."""
    cdef int fan = chow3(a, b, c)
    cdef int three[3]
    cdef int got[3]
    cdef int i, w
    if fan < 0:
        return 0
    three[0], three[1], three[2] = a, b, c
    add(f, fan, three, 3, True)
    for i in range(3):
        got[i] = chow2(three[i], extra)
    for w in range(4):
        for i in range(3):
            if got[i] == PAIR_PREFERENCE[w]:
                add2(f, PAIR_PREFERENCE[w], three[i], extra, True)
                return 1
    return 1


cdef int four_chows(int* ch, Found* f) except -1:
    cdef int fans[6]
    cdef int first[6]
    cdef int second[6]
    cdef int i, j, most
    if four_sets_fan(True, ch, f):
        return 0
    for i in range(4):
        if three_and_one(ch[THREE_OF_FOUR[i][0]], ch[THREE_OF_FOUR[i][1]], ch[THREE_OF_FOUR[i][2]],
                         ch[THREE_OF_FOUR[i][3]], f):
            return 0
    for i in range(6):
        first[i] = ch[PAIRS_OF_FOUR[i][0]]
        second[i] = ch[PAIRS_OF_FOUR[i][1]]
        fans[i] = chow2(first[i], second[i])
    most = 3
    for i in range(4):
        for j in range(3):
            if fans[PAIRS_OF_EACH[i][j]] >= 0:
                break
        else:
            most -= 1
    if most > 0:
        account_once(fans, first, second, 6, most, f)
    return 0


cdef int three_chows(int* ch, Found* f) except -1:
    cdef int fans[3]
    cdef int first[3]
    cdef int second[3]
    cdef int i, fan = chow3(ch[0], ch[1], ch[2])
    if fan >= 0:
        add(f, fan, ch, 3, True)
        return 0
    for i in range(3):
        first[i] = ch[PAIRS_OF_THREE[i][0]]
        second[i] = ch[PAIRS_OF_THREE[i][1]]
        fans[i] = chow2(first[i], second[i])
    account_once(fans, first, second, 3, 2, f)
    return 0


cdef int four_pungs(int* pg, Found* f) except -1:
    cdef int three[3]
    cdef int i, j, fan
    if four_sets_fan(False, pg, f):
        return 0
    for i in range(4):
        three[0] = pg[THREE_OF_FOUR[i][0]]
        three[1] = pg[THREE_OF_FOUR[i][1]]
        three[2] = pg[THREE_OF_FOUR[i][2]]
        fan = pung3(three[0], three[1], three[2])
        if fan >= 0:
            add(f, fan, three, 3, True)
            for j in range(3):
                fan = pung2(three[j], pg[THREE_OF_FOUR[i][3]])
                if fan >= 0:
                    add2(f, fan, three[j], pg[THREE_OF_FOUR[i][3]], False)
                    break
            return 0
    pung_pairs(pg, &PAIRS_OF_FOUR[0][0], 6, f)
    return 0


cdef int three_pungs(int* pg, Found* f) except -1:
    cdef int fan = pung3(pg[0], pg[1], pg[2])
    if fan >= 0:
        add(f, fan, pg, 3, True)
        return 0
    pung_pairs(pg, &PAIRS_OF_THREE[0][0], 3, f)
    return 0


cdef int pung_pairs(int* pg, int* pairs, int count, Found* f) except -1:
    """Every two-pung fan of these pairs of pungs (``pairs``: ``count`` index pairs, flat)."""
    cdef int i, fan
    for i in range(count):
        fan = pung2(pg[pairs[2 * i]], pg[pairs[2 * i + 1]])
        if fan >= 0:
            add2(f, fan, pg[pairs[2 * i]], pg[pairs[2 * i + 1]], False)
    return 0


cdef int combinations(Reading* r, Found* f) except -1:
    cdef int sorted_sets[4]
    cdef int fan
    if r.nchows == 4:
        memcpy(sorted_sets, r.chows, 4 * sizeof(int))
        sort_by_code(sorted_sets, 4)
        four_chows(sorted_sets, f)
    elif r.nchows == 3:
        memcpy(sorted_sets, r.chows, 3 * sizeof(int))
        sort_by_code(sorted_sets, 3)
        three_chows(sorted_sets, f)
    elif r.nchows == 2:
        fan = chow2(r.chows[0], r.chows[1])
        if fan >= 0:
            add2(f, fan, r.chows[0], r.chows[1], False)
        fan = pung2(r.pungs[0], r.pungs[1])
        if fan >= 0:
            add2(f, fan, r.pungs[0], r.pungs[1], False)
    elif r.nchows == 1:
        memcpy(sorted_sets, r.pungs, 3 * sizeof(int))
        sort_by_code(sorted_sets, 3)
        three_pungs(sorted_sets, f)
    else:
        memcpy(sorted_sets, r.pungs, 4 * sizeof(int))
        sort_by_code(sorted_sets, 4)
        four_pungs(sorted_sets, f)
    return 0


# ---------------------------------------------------------------- the reading fans of the basic shape

cdef inline bint is_numbered(int code) noexcept:
    return code < 0x40


cdef inline bint is_wind(int code) noexcept:
    return 0x40 < code < 0x45


cdef inline bint is_dragon(int code) noexcept:
    return 0x44 < code < 0x48


cdef inline bint is_terminal_or_honor(int code) noexcept:
    return code > 0x40 or (code & 0xF) == 1 or (code & 0xF) == 9


cdef inline bint whole_in(Reading* r, bint* allowed) noexcept:
    cdef int i
    for i in range(4):
        if not allowed[r.sets[i]]:
            return False
    return allowed[r.pair]


cdef void kongs_of(Reading* r, int* out, int* n) noexcept:
    """``r.kongs``: the melded kongs, then the concealed ones."""
    cdef int i
    n[0] = 0
    for i in range(r.nmk):
        out[n[0]] = r.mk[i]
        n[0] += 1
    for i in range(r.nck):
        out[n[0]] = r.ck[i]
        n[0] += 1


cdef void add_with_pair(Found* f, int source, int fan, int pair) noexcept:
    """Fan ``fan``: the first occurrence of ``source`` and the pair."""
    cdef int items[MAXITEMS]
    cdef int j, count = f.length[source][0]
    for j in range(count):
        items[j] = f.item[source][0][j]
    items[count] = pair
    add(f, fan, items, count + 1, False)


cdef int reading_fans(Reading* r, Facts* h, Found* f) except -1:
    """The reading fans of the basic shape (``rules/``), each as its Python definition finds it."""
    cdef int kongs[8]
    cdef int concealed[8]
    cdef int nk, nc, i, j, pair_code, code, low, high
    cdef int codes[4]
    cdef int wanted[4]
    cdef int suits_left[3]
    cdef int s, rank
    kongs_of(r, kongs, &nk)
    # concealment and kongs
    if nk == 4:
        add(f, F_four_kongs, kongs, nk, False)
    if nk == 3:
        add(f, F_three_kongs, kongs, nk, False)
    if r.nmk == 0 and r.nck == 2:
        add(f, F_two_concealed_kongs, kongs, nk, False)
    if r.nmk == 1 and r.nck == 1:
        add(f, F_concealed_kong_and_melded_kong, kongs, nk, False)
    if r.nmk == 2 and r.nck == 0:
        add(f, F_two_melded_kongs, kongs, nk, False)
    if r.nmk == 0 and r.nck == 1:
        add(f, F_concealed_kong, kongs, nk, False)
    if r.nmk == 1 and r.nck == 0:
        add(f, F_melded_kong, kongs, nk, False)
    nc = 0
    for i in range(r.nck):
        concealed[nc] = r.ck[i]
        nc += 1
    for i in range(r.ncp):
        concealed[nc] = r.cp[i]
        nc += 1
    if nc == 4:
        add(f, F_four_concealed_pungs, concealed, nc, False)
    elif nc == 3:
        add(f, F_three_concealed_pungs, concealed, nc, False)
    elif nc == 2:
        add(f, F_two_concealed_pungs, concealed, nc, False)
    if h.melded_count == 0:
        put_whole(f, F_fully_concealed_hand if h.self_drawn else F_concealed_hand)
    if h.melded_count == 4 and not h.self_drawn:
        put_whole(f, F_melded_hand)
    # winds and dragons
    pair_code = part_code(r.pair)
    if f.n[F_big_three_winds] and is_wind(pair_code):
        add_with_pair(f, F_big_three_winds, F_little_four_winds, r.pair)
    if f.n[F_two_dragon_pungs] and is_dragon(pair_code):
        add_with_pair(f, F_two_dragon_pungs, F_little_three_dragons, r.pair)
    for i in range(r.npungs):
        code = part_code(r.pungs[i])
        if is_dragon(code):
            add1(f, F_dragon_pung, r.pungs[i], False)
        if code == h.prevalent:
            add1(f, F_prevalent_wind, r.pungs[i], False)
        if code == h.seat:
            add1(f, F_seat_wind, r.pungs[i], False)
        if is_terminal_or_honor(code) and not is_dragon(code):
            add1(f, F_pung_of_terminals_or_honors, r.pungs[i], False)
    # sets: four chows and a pair, one kind of set
    if r.nchows == 4 and is_numbered(pair_code) and (pair_code & 0xF) == 5:
        for i in range(4):
            codes[i] = part_code(r.chows[i])
        sort_ints(codes, 4)
        low, high = pair_code - 3, pair_code + 3
        if codes[0] == low and codes[1] == low and codes[2] == high and codes[3] == high:
            put_whole(f, F_pure_terminal_chows)
        j = 0
        for s in range(1, 4):
            if s != pair_code >> 4:
                suits_left[j] = s
                j += 1
        j = 0
        for s in range(2):
            for rank in (2, 8):
                wanted[j] = (suits_left[s] << 4) | rank
                j += 1
        sort_ints(wanted, 4)
        if codes[0] == wanted[0] and codes[1] == wanted[1] and codes[2] == wanted[2] and codes[3] == wanted[3]:
            put_whole(f, F_three_suited_terminal_chows)
    if r.npungs == 4:
        put_whole(f, F_all_pungs)
    if r.npungs == 0 and is_numbered(pair_code):
        put_whole(f, F_all_chows)
    # tile content
    if r.nchows == 0 and whole_in(r, EVEN_PART):
        put_whole(f, F_all_even_pungs)
    if whole_in(r, FIVE_PART):
        put_whole(f, F_all_fives)
    if whole_in(r, OUTSIDE_PART):
        put_whole(f, F_outside_hand)
    tile_hogs(h, kongs, nk, f)
    # waits
    if r.unique_wait:
        for i in range(r.nown):
            if part_kind(r.own[i]) == CHOW:
                code = part_code(r.own[i])
                if h.win == code - 1 or h.win == code + 1:
                    add2(f, F_edge_wait, r.own[i], h.win, False)
                    break
        for i in range(r.nown):
            if part_kind(r.own[i]) == CHOW and part_code(r.own[i]) == h.win:
                add2(f, F_closed_wait, r.own[i], h.win, False)
                break
        for i in range(r.nown):
            if part_kind(r.own[i]) == PAIR and part_code(r.own[i]) == h.win:
                add1(f, F_single_wait, r.own[i], False)
                break
    return 0


# ---------------------------------------------------------------- principles (principles.py)

cdef int occurrence_items(Reading* r, Found* f, int i, int k, int* out) noexcept:
    """The items of occurrence ``k`` of fan ``i``: the whole reading's parts when it names the whole."""
    cdef int j
    if f.length[i][k] == WHOLE:
        for j in range(r.nwhole):
            out[j] = r.whole[j]
        return r.nwhole
    if f.length[i][k] == KNITTED_TILES:
        for j in range(r.nknitted):
            out[j] = r.knitted[j]
        return r.nknitted
    for j in range(f.length[i][k]):
        out[j] = f.item[i][k][j]
    return f.length[i][k]


cdef void apply_non_repeat(Reading* r, Found* f) noexcept:
    cdef int present[NFANS]
    cdef int own[MAXOCC * 16]
    cdef int items[16]
    cdef int npresent = 0, nown, i, j, x, k, kept, m, a, b, count
    cdef bint inside
    for i in range(NFANS):
        if f.n[i] and EXCL_LEN[i]:
            present[npresent] = i
            npresent += 1
    for x in range(npresent):
        i = present[x]
        if not f.n[i]:
            continue  # excluded by a higher fan: it excludes nothing itself
        for m in range(EXCL_START[i], EXCL_START[i] + EXCL_LEN[i]):
            j = EXCL[m]
            if not f.n[j]:
                continue
            if not PER_SET[j]:
                f.n[j] = 0
                continue
            nown = 0
            for k in range(f.n[i]):
                nown += occurrence_items(r, f, i, k, own + nown)
            kept = 0
            for k in range(f.n[j]):
                count = occurrence_items(r, f, j, k, items)
                inside = True
                for a in range(count):
                    for b in range(nown):
                        if own[b] == items[a]:
                            break
                    else:
                        inside = False
                        break
                if not inside:
                    if kept != k:
                        f.length[j][kept] = f.length[j][k]
                        memcpy(f.item[j][kept], f.item[j][k], MAXITEMS * sizeof(short))
                    kept += 1
            f.n[j] = kept


# ---------------------------------------------------------------- one reading

cdef inline void start_reading(Found* f, int* tile_fans, int ntile_fans) noexcept:
    """No fan found yet, then the hand-wide tile fans (``scorer._score``'s first step; none: ``ntile_fans`` 0)."""
    cdef int i
    memset(f.n, 0, sizeof(f.n))
    for i in range(ntile_fans):
        put_whole(f, tile_fans[i])


cdef inline void win_fans_then_principles(Reading* r, Facts* h, Found* f) noexcept:
    """The win fans (the same in every reading), then the principles: ``scorer._score``'s middle steps."""
    cdef int i
    for i in range(WIN_COUNT[h.flags]):
        add1(f, WIN_FANS[h.flags][i], h.win, True)
    apply_non_repeat(r, f)


cdef inline int total_points(Found* f) noexcept:
    cdef int i, total = 0
    for i in range(NFANS):
        total += POINTS[i] * f.n[i]
    return total


cdef void tile_hogs(Facts* h, int* kongs, int nk, Found* f) noexcept:
    """Tile Hog: each tile held four times and not declared as a kong (``rules/tile_content.tile_hog``)."""
    cdef int i, j, code
    cdef int items[4]
    for i in range(h.nunique):
        code = h.unique[i]
        if h.merged[code] == 4:
            for j in range(nk):
                if part_code(kongs[j]) == code:
                    break
            else:
                items[0] = items[1] = items[2] = items[3] = code
                add(f, F_tile_hog, items, 4, False)


cdef int score_reading(Reading* r, Facts* h, int* tile_fans, int ntile_fans, Found* f) except -1:
    """Find the fans of one reading and apply the principles, as ``scorer._score``; the total."""
    cdef int i
    start_reading(f, tile_fans, ntile_fans)
    combinations(r, f)
    reading_fans(r, h, f)
    win_fans_then_principles(r, h, f)
    for i in range(NFANS):
        if f.n[i]:
            break
    else:
        put_whole(f, F_chicken_hand)
    return total_points(f)


cdef void make_reading(Facts* h, int* split_sets, int nsets, int pair_code, bint unique_wait, Reading* r) noexcept:
    """``readings.regular_readings`` for one split: the melds, then the split's sets, then the pair."""
    cdef int i, p, kind
    cdef bint near
    for i in range(h.nfixed):
        r.sets[i] = h.fixed[i]
    for i in range(nsets):
        r.sets[h.nfixed + i] = split_sets[i]
        r.own[i] = split_sets[i]
    r.pair = part(PAIR, pair_code, False)
    r.own[nsets] = r.pair
    r.nown = nsets + 1
    for i in range(4):
        r.whole[i] = r.sets[i]
    r.whole[4] = r.pair
    r.nwhole = 5
    r.nknitted = 0
    r.nchows = r.npungs = r.nmk = r.nck = r.ncp = 0
    for i in range(4):
        p = r.sets[i]
        kind = part_kind(p)
        if kind == CHOW:
            r.chows[r.nchows] = p
            r.nchows += 1
        else:
            r.pungs[r.npungs] = p
            r.npungs += 1
            if kind == KONG:
                if part_melded(p):
                    r.mk[r.nmk] = p
                    r.nmk += 1
                else:
                    r.ck[r.nck] = p
                    r.nck += 1
            elif not part_melded(p):
                r.cp[r.ncp] = p
                r.ncp += 1
    if r.ncp and not h.self_drawn:
        # a pung completed by a discard is exposed, unless the tile can be read into a concealed chow
        near = False
        for i in range(r.nchows):
            if not part_melded(r.chows[i]) and part_code(r.chows[i]) - 1 <= h.win <= part_code(r.chows[i]) + 1:
                near = True
                break
        if not near:
            p = 0
            for i in range(r.ncp):
                if part_code(r.cp[i]) != h.win:
                    r.cp[p] = r.cp[i]
                    p += 1
            r.ncp = p
    r.unique_wait = unique_wait


cdef void make_seven_pairs(Facts* h, Reading* r) noexcept:
    """``readings._seven_pairs``: the pairs in code order, four of a kind as two."""
    cdef int i, code
    r.nwhole = 0
    for i in range(h.nunique):
        code = h.unique[i]
        for _ in range(h.standing[code] // 2):
            r.whole[r.nwhole] = part(PAIR, code, False)
            r.nwhole += 1
    no_sets(r)


cdef inline void no_sets(Reading* r) noexcept:
    """A reading of a special shape: no sets, no knitted tiles (until set), no unique wait."""
    r.nchows = r.npungs = r.nmk = r.nck = r.ncp = r.nown = 0
    r.nknitted = 0
    r.unique_wait = False


cdef int score_seven_pairs(Reading* r, Facts* h, int* tile_fans, int ntile_fans, Found* f) except -1:
    """``scorer._score`` for the seven-pairs reading: its tile fans, its three reading fans, the win fans."""
    cdef int i, first, last
    start_reading(f, tile_fans, ntile_fans)
    first = part_code(r.whole[0])
    last = part_code(r.whole[6])
    if last < 0x40 and last - first == 6:
        for i in range(1, 7):
            if part_code(r.whole[i]) == part_code(r.whole[i - 1]):
                break
        else:
            put_whole(f, F_seven_shifted_pairs)
    put_whole(f, F_seven_pairs)
    tile_hogs(h, NULL, 0, f)  # no kongs in seven pairs
    win_fans_then_principles(r, h, f)
    return total_points(f)


# ---------------------------------------------------------------- splitting (decompose.py)

cdef void divide(int* c, int idx, int* sets, int nsets, int pair, Splits* out) noexcept:
    cdef int t, n, p, q, k, j, added
    while idx < 34 and c[CODES[idx]] == 0:
        idx += 1
    if idx == 34:
        if pair:
            if out.count == MAXSPLITS or nsets > 4:
                out.overflow = True
                return
            for j in range(nsets):
                out.sets[out.count][j] = sets[j]
            out.pair[out.count] = pair
            out.nsets = nsets
            out.count += 1
        return
    t = CODES[idx]
    n = c[t]
    for p in range(2):
        if p and pair:
            break
        for q in range(2):
            k = n - 2 * p - 3 * q
            if k < 0:
                continue
            if k and (t > 0x40 or (t & 0xF) > 7 or c[t + 1] < k or c[t + 2] < k):
                continue
            if nsets + q + k > 8:
                out.overflow = True
                continue
            c[t] = 0
            if k:
                c[t + 1] -= k
                c[t + 2] -= k
            added = 0
            if q:
                sets[nsets] = part(PUNG, t, False)
                added = 1
            for j in range(k):
                sets[nsets + added] = part(CHOW, t + 1, False)
                added += 1
            divide(c, idx + 1, sets, nsets + added, t if p else pair, out)
            c[t] = n
            if k:
                c[t + 1] += k
                c[t + 2] += k


cdef inline int set_key(int p) noexcept:
    # The reference orders sets by their three tiles: a pung of t sorts before the chow from t.
    return (part_code(p) - 1) * 2 + 1 if part_kind(p) == CHOW else part_code(p) * 2


cdef bint key_less(Splits* s, int a, int b) noexcept:
    cdef int i, x, y
    for i in range(s.nsets):
        x = set_key(s.sets[a][i])
        y = set_key(s.sets[b][i])
        if x != y:
            return x < y
    return False


cdef void sort_splits(Splits* s, int* order) noexcept:
    cdef int i, j, x
    for i in range(s.count):
        order[i] = i
    for i in range(1, s.count):
        x = order[i]
        j = i - 1
        while j >= 0 and key_less(s, x, order[j]):
            order[j + 1] = order[j]
            j -= 1
        order[j + 1] = x


# ---------------------------------------------------------------- the unique wait (readings._unique_waiting)

cdef bint can_sets(int* k) noexcept:
    """Whether 9 counts of one suit split into sets only (``decompose._can_sets``)."""
    cdef int a = 0, b = 0, i, n
    for i in range(9):
        n = k[i] - a - b
        if n < 0:
            return False
        a, b = n % 3, a
        if a and i > 6:
            return False
    return a == 0 and b == 0


cdef int part_form(int* c, int part_index) noexcept:
    """0: the part splits into sets only; 1: into sets and one pair; -1: neither."""
    cdef int k[9]
    cdef int i, total = 0, pairs = 0, n, base
    if part_index == 3:
        for i in range(0x41, 0x48):
            n = c[i]
            if n == 2:
                pairs += 1
            elif n != 0 and n != 3:
                return -1
        if pairs == 0:
            return 0
        return 1 if pairs == 1 else -1
    base = (part_index + 1) << 4
    for i in range(9):
        k[i] = c[base + 1 + i]
        total += k[i]
    if total % 3 == 0:
        return 0 if can_sets(k) else -1
    if total % 3 == 1:
        return -1
    for i in range(9):
        if k[i] >= 2:
            k[i] -= 2
            if can_sets(k):
                return 1
            k[i] += 2
    return -1


cdef bint complete(int* c) noexcept:
    """Whether these counts split into sets and one pair (formal: any count)."""
    cdef int q, pairs = 0, form
    for q in range(4):
        form = part_form(c, q)
        if form < 0:
            return False
        pairs += form
    return pairs == 1


cdef bint waits_on_win_only(Facts* h) noexcept:
    """Whether the hand before the winning tile waited on that tile only (``readings._search_unique``):
    exactly one tile completes it. The winning tile is asked too: a split ``divide`` finds (five of an
    honor as a pung and a pair) is not a completion for ``regular_waits``, nor here."""
    cdef int before[TABLE]
    cdef int i, x, base, rank, pairs, extra, n, waits = 0
    cdef bint near
    memcpy(before, h.standing, sizeof(before))
    before[h.win] -= 1
    for i in range(34):
        x = CODES[i]
        if x > 0x40:
            if not before[x]:
                continue  # a lone honor completes nothing
        else:
            base = x & 0xF0
            rank = x & 0xF
            near = False
            for n in range(max(1, rank - 2), min(9, rank + 2) + 1):
                if before[base | n]:
                    near = True
                    break
            if not near:
                continue  # more than two ranks from every tile held: cannot help
        before[x] += 1
        if complete(before):
            waits += 1
        before[x] -= 1
        if waits > 1:
            return False
    if h.nfixed == 0:
        pairs = 0
        for i in range(h.nunique):
            n = before[h.unique[i]]
            if n == 2 or n == 3:
                pairs += 1
            elif n == 4:
                pairs += 2
        if pairs == 6:
            extra = 0
            for i in range(h.nunique):
                n = before[h.unique[i]]
                if n == 1 or n == 3:
                    extra = h.unique[i]
                    break
            if extra:
                before[extra] += 1
                if not complete(before):  # a seven-pairs wait that is not a regular one
                    return waits == 0
                before[extra] -= 1
    return waits == 1


cdef bint second_wait_in_sight(Splits* s, int win) noexcept:
    """``readings._second_wait_in_sight``: a split shows another wait at once."""
    cdef int rank = win & 0xF, i, j, p, code
    cdef bint high_end = rank >= 4 and win < 0x40
    cdef bint low_end = rank <= 6 and win < 0x40
    for i in range(s.count):
        for j in range(s.nsets):
            p = s.sets[i][j]
            code = part_code(p)
            if part_kind(p) == CHOW:
                if (code + 1 == win and high_end) or (code - 1 == win and low_end):
                    return True
            elif part_kind(p) == PUNG and code == win and s.pair[i] != win:
                return True
    return False


# ---------------------------------------------------------------- the hand

cdef int read_hand(object hand, Facts* h) except -1:
    """``readings.HandFacts``: the tiles as count tables, the melds as parts, the win flags."""
    cdef int i, code, t, n, p, flags
    cdef bint concealed, any_kong = False
    memset(h.standing, 0, sizeof(h.standing))
    memset(h.fixed_table, 0, sizeof(h.fixed_table))
    # What the parser guarantees is checked again, cheaply, before any table is indexed: a hand made
    # some other way with a tile out of range, a chow that does not fit its suit, winds that are not
    # winds or a count of flowers out of range is the Python scorer's.
    t = <int>hand.win_tile
    if not 0 <= t < 34:
        return 1
    h.win = CODE_OF_TILE[t]
    h.standing[h.win] += 1
    for tile in hand.concealed:
        t = <int>tile
        if not 0 <= t < 34:
            return 1
        h.standing[CODE_OF_TILE[t]] += 1
    h.nfixed = 0
    h.melded_count = 0
    melds = hand.melds
    if len(melds) > 4:
        return 1
    for m in melds:
        kind = m.kind
        t = <int>m.tile
        concealed = m.concealed
        if not 0 <= t < 34:
            return 1
        if kind is _kind_chow:
            if t >= 27 or t % 9 > 6:
                return 1
            code = CODE_OF_TILE[t + 1]
            p = part(CHOW, code, True)
            h.fixed_table[code - 1] += 1
            h.fixed_table[code] += 1
            h.fixed_table[code + 1] += 1
        elif kind is _kind_pung:
            code = CODE_OF_TILE[t]
            p = part(PUNG, code, True)
            h.fixed_table[code] += 3
        elif kind is _kind_kong:
            code = CODE_OF_TILE[t]
            p = part(KONG, code, not concealed)
            h.fixed_table[code] += 4
            any_kong = True
        else:
            return 1
        h.fixed[h.nfixed] = p
        h.nfixed += 1
        h.melded_count += part_melded(p)
    if 3 * h.nfixed + len(hand.concealed) != 13:
        return 1  # a count score_hand refuses: the tables (four sets and a pair, fourteen tiles) assume it
    h.nunique = 0
    for i in range(34):
        code = CODES[i]
        h.merged[code] = n = h.standing[code] + h.fixed_table[code]
        if n:
            h.unique[h.nunique] = code
            h.nunique += 1
    context = hand.context
    t = <int>context.round_wind
    i = <int>context.seat_wind
    if not (27 <= t <= 30 and 27 <= i <= 30):
        return 1
    h.prevalent = CODE_OF_TILE[t]
    h.seat = CODE_OF_TILE[i]
    flowers = context.flowers
    if not 0 <= flowers <= 64:
        return 1
    h.flowers = flowers
    flags = 0
    if context.self_drawn:
        flags |= 1
    if context.last_copy:
        flags |= 2
    if context.kong:
        flags |= 4
    if context.wall_last:
        flags |= 8
    # the reference's reading of the claims (``readings._win_flags``)
    if h.standing[h.win] != 1:
        flags &= ~2
    if h.fixed_table[h.win] == 3:
        flags |= 2
    if flags & 4:
        if flags & 1:
            if not any_kong:
                flags &= ~4
        elif h.fixed_table[h.win] != 0 or h.standing[h.win] != 1:
            flags &= ~4
    h.flags = flags
    h.self_drawn = flags & 1
    return 0


cdef enum:
    NOT_SPECIAL = 0
    SEVEN_PAIRS_SHAPE = 1
    HONORS_KNITTED_SHAPE = 2
    THIRTEEN_SHAPE = 3
    NINE_GATES_SHAPE = 4
    OTHER_SPECIAL = 5  # a knitted straight with a set and a pair: the Python scorer's


cdef bint knitted_tiles_held(Facts* h) noexcept:
    """Whether all nine tiles of some knitted straight are held, melds counted (``_knitted_straight``'s
    first test: the hands that may make one)."""
    cdef int i, j
    if h.nunique < 9:
        return False
    for i in range(6):
        for j in range(9):
            if not h.merged[KNITTED[i][j]]:
                break
        else:
            return True
    return False


cdef int special_shape(Facts* h, Reading* r) noexcept:
    """The special shape ``readings.special_reading`` finds, tried in its order, with its reading in
    ``r`` for the shapes the kernel scores; ``OTHER_SPECIAL`` for a hand that may make a knitted
    straight (the Python scorer's)."""
    cdef int i, j, base, rank, t, numbered
    cdef bint inside
    if h.nfixed > 1:
        return NOT_SPECIAL
    if h.nfixed == 1:
        return OTHER_SPECIAL if knitted_tiles_held(h) else NOT_SPECIAL
    if h.nunique <= 7:
        for i in range(h.nunique):
            if h.standing[h.unique[i]] & 1:
                break
        else:
            make_seven_pairs(h, r)
            return SEVEN_PAIRS_SHAPE
    if h.nunique == 14:
        numbered = 0
        for i in range(h.nunique):
            if h.unique[i] < 0x40:
                numbered += 1
        if 7 <= numbered <= 9:
            for i in range(6):
                inside = True
                for j in range(numbered):
                    for t in range(9):
                        if KNITTED[i][t] == h.unique[j]:
                            break
                    else:
                        inside = False
                        break
                if inside:
                    make_tiles_reading(h, r, True)
                    for j in range(numbered):
                        r.knitted[j] = h.unique[j]
                    r.nknitted = numbered
                    return HONORS_KNITTED_SHAPE
    if h.nunique == 13:
        for i in range(13):
            if h.unique[i] != THIRTEEN_ORPHANS[i]:
                break
        else:
            make_tiles_reading(h, r, False)
            return THIRTEEN_SHAPE
    if knitted_tiles_held(h):
        return OTHER_SPECIAL
    # nine gates: one numbered suit, 1112345678999 and one more
    if h.win > 0x40:
        return NOT_SPECIAL
    base = h.win & 0xF0
    for i in range(h.nunique):
        if h.unique[i] & 0xF0 != base:
            return NOT_SPECIAL
    rank = h.win & 0xF
    if rank == 1 or rank == 9:
        if h.standing[h.win] != 4 or h.standing[base | (10 - rank)] != 3:
            return NOT_SPECIAL
        for t in range(2, 9):
            if h.standing[base | t] != 1:
                return NOT_SPECIAL
    else:
        if h.standing[h.win] != 2 or h.standing[base | 1] != 3 or h.standing[base | 9] != 3:
            return NOT_SPECIAL
        for t in range(2, 9):
            if (base | t) != h.win and h.standing[base | t] != 1:
                return NOT_SPECIAL
    make_tiles_reading(h, r, False)
    return NINE_GATES_SHAPE


cdef void make_tiles_reading(Facts* h, Reading* r, bint each_kind_once) noexcept:
    """A reading of a shape made of single tiles: the whole is the tiles, in code order (each kind once,
    or as many as held)."""
    cdef int i, code, k
    r.nwhole = 0
    for i in range(h.nunique):
        code = h.unique[i]
        for k in range(1 if each_kind_once else h.standing[code]):
            r.whole[r.nwhole] = code
            r.nwhole += 1
    no_sets(r)


cdef int score_special(int shape, Reading* r, Facts* h, Found* f) except -1:
    """``scorer._score`` for thirteen orphans, honors and knitted, nine gates: their reading fans, the win
    fans, the principles, then the fans nine gates brings with it (``rules/special.py``)."""
    cdef int i, j, k
    start_reading(f, NULL, 0)
    if shape == THIRTEEN_SHAPE:
        put_whole(f, F_thirteen_orphans)
    elif shape == HONORS_KNITTED_SHAPE:
        if r.nknitted == 7:
            put_whole(f, F_greater_honors_and_knitted_tiles)
        put_whole(f, F_lesser_honors_and_knitted_tiles)
        if r.nknitted == 9:
            f.n[F_knitted_straight] = 1
            f.length[F_knitted_straight][0] = KNITTED_TILES
    else:
        put_whole(f, F_nine_gates)
    win_fans_then_principles(r, h, f)
    if shape == NINE_GATES_SHAPE:
        for k in range(EXTRA_COUNT[h.win]):
            i = EXTRA_FAN[h.win][k]
            f.n[i] = 1
            f.length[i][0] = EXTRA_LEN[h.win][k]
            for j in range(EXTRA_LEN[h.win][k]):
                f.item[i][0][j] = EXTRA_ITEM[h.win][k][j]
    return total_points(f)


cdef int encode(Found* f, Reading* whole_of, short* out) noexcept:
    """The fans found, packed for a result to keep: the whole reading's items, its knitted tiles, then for
    each fan present its index, its count and (flowers aside) each occurrence's length and items."""
    cdef int i, k, j, m = 0
    out[m] = whole_of.nwhole
    m += 1
    for j in range(whole_of.nwhole):
        out[m] = whole_of.whole[j]
        m += 1
    out[m] = whole_of.nknitted
    m += 1
    for j in range(whole_of.nknitted):
        out[m] = whole_of.knitted[j]
        m += 1
    for i in range(NFANS):
        if not f.n[i]:
            continue
        out[m] = i
        out[m + 1] = f.n[i]
        m += 2
        if i == F_flower_tiles:
            continue
        for k in range(f.n[i]):
            out[m] = f.length[i][k]
            m += 1
            if f.length[i][k] != WHOLE and f.length[i][k] != KNITTED_TILES:
                for j in range(f.length[i][k]):
                    out[m] = f.item[i][k][j]
                    m += 1
    return m




@cython.boundscheck(True)
cdef class _Hits:
    """The best reading's fans, packed (``encode``) until the result's ``fans`` are first read."""

    cdef short* packed
    cdef int size

    def __dealloc__(self):
        PyMem_Free(self.packed)

    def __call__(self):
        cdef int m = 0, i, k, j, n, count, nwhole, nknitted
        cdef int items[14]
        cdef int whole_items[14]
        cdef int knitted_items[9]
        cdef short* p = self.packed
        if p is NULL:
            raise ValueError("no fans packed: only the kernel makes these")
        nwhole = p[m]
        m += 1
        for j in range(nwhole):
            whole_items[j] = p[m + j]
        m += nwhole
        nknitted = p[m]
        m += 1
        for j in range(nknitted):
            knitted_items[j] = p[m + j]
        m += nknitted
        hits = []
        whole = None
        while m < self.size:
            i = p[m]
            n = p[m + 1]
            m += 2
            if i == F_flower_tiles:  # a count only: flowers name no set
                hits.append(_hit(i, ((),) * n))
                continue
            if n == 1 and p[m] == 1:
                key = (i << 12) | p[m + 1]
                hit = _single_hits.get(key)
                if hit is None:
                    hit = _single_hits[key] = _hit(i, (_single[p[m + 1]],))
                hits.append(hit)
                m += 2
                continue
            occurrences = []
            for k in range(n):
                count = p[m]
                m += 1
                if count == WHOLE:
                    if whole is None:
                        whole = _items(whole_items, nwhole)
                    occurrences.append(whole)
                elif count == KNITTED_TILES:
                    occurrences.append(_items(knitted_items, nknitted))
                elif count == 1:
                    occurrences.append(_single[p[m]])
                    m += 1
                else:
                    for j in range(count):
                        items[j] = p[m + j]
                    m += count
                    occurrences.append(_items(items, count))
            hits.append(_hit(i, tuple(occurrences)))
        return tuple(hits)


cdef object _hit(int i, tuple sets):
    """A ``FanHit`` (a frozen dataclass: its fields are put in its ``__dict__`` at once)."""
    hit = _object_new(_fan_hit)
    PyObject_GenericSetAttr(hit, "__dict__", {"fan": _fans[i], "count": len(sets), "sets": sets})
    return hit


@cython.boundscheck(True)
cdef tuple _items(int* items, int count):
    """An occurrence's melds and tiles (``scorer._occurrence``)."""
    cdef int j
    out = []
    for j in range(count):
        out.extend(<tuple>_single[items[j]])
    return tuple(out)


cdef int tile_fans_of(object shape, Facts* h, int* out) except -1:
    """The hand-wide tile fans (Python rules, remembered by the scorer) of the hand's set of tiles."""
    cdef unsigned long long low = 0, high = 0
    cdef int i, x, n = 0
    for i in range(h.nunique):
        x = h.unique[i]
        if x < 64:
            low |= 1ULL << x
        else:
            high |= 1ULL << (x - 64)
    for x in _tile_fans(shape, (int(high) << 64) | int(low)):
        out[n] = x
        n += 1
    return n


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
