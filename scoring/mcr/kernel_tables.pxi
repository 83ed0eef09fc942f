# Part of kernel.pyx (``include``d there): The tables read from the Python definitions (``bind``), and the combination fans tabulated from them.

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

