# Part of kernel.pyx (``include``d there): Recording occurrences, and the combination fans (``combine.py``) on parts.

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

