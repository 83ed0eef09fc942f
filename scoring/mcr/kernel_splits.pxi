# Part of kernel.pyx (``include``d there): Splitting the tiles into sets and a pair (``decompose.py``), and the unique wait.

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

