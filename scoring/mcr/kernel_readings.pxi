# Part of kernel.pyx (``include``d there): The reading fans of the basic shape, the principles (``principles.py``) and one reading.

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

