# Part of kernel.pyx (``include``d there): The hand: its facts, the special shapes, the best reading and the result's hits.

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

