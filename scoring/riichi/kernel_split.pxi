# The kernel's splitting part (included by ``kernel.pyx``): ``decompose.readings`` on counts, every reading of the
# standing tiles with the declared melds as four sets and a pair (and seven pairs), sorted as the Python path
# sorts them. A hand with more readings than ``MAXREADINGS`` is left to the Python path.

cdef struct Group:
    int sets[MAXGROUP][5]
    int n[MAXGROUP]
    int count
    bint overflow

cdef struct Readings:
    int sets[MAXREADINGS][7]
    int n[MAXREADINGS]
    int order[MAXREADINGS]
    int count
    bint overflow


cdef void _sets_without_pair(int* counts, int i, int* found, int n_found, int base, Group* out) noexcept nogil:
    """Every way of reading the counts from rank ``i`` on as sequences and triplets (``decompose``'s order)."""
    cdef int j
    while i < 9 and counts[i] == 0:
        i += 1
    if i == 9:
        if out.count == MAXGROUP:
            out.overflow = True
            return
        for j in range(n_found):
            out.sets[out.count][j] = found[j]
        out.n[out.count] = n_found
        out.count += 1
        return
    if n_found == 5:
        return  # more sets than a hand holds
    if i < 7 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        found[n_found] = (base + i) * 4 + SEQUENCE
        _sets_without_pair(counts, i, found, n_found + 1, base, out)
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1
    if counts[i] == 3:
        counts[i] -= 3
        found[n_found] = (base + i) * 4 + TRIPLET
        _sets_without_pair(counts, i + 1, found, n_found + 1, base, out)
        counts[i] += 3


cdef int _suit(const int* standing, int base, Group* out) noexcept nogil:
    """A suit's readings (``decompose._suit_readings``); 1 if they hold the pair, else 0."""
    cdef int counts[9]
    cdef int found[5]
    cdef int rank, total = 0
    out.count = 0
    out.overflow = False
    for rank in range(9):
        counts[rank] = standing[base + rank]
        total += counts[rank]
    if total % 3 == 0:
        _sets_without_pair(counts, 0, found, 0, base, out)
    elif total % 3 == 2:
        for rank in range(9):
            if counts[rank] >= 2:
                counts[rank] -= 2
                found[0] = (base + rank) * 4 + PAIR
                _sets_without_pair(counts, 0, found, 1, base, out)
                counts[rank] += 2
        return 1
    return 0


cdef int _honors(const int* standing, Group* out) noexcept nogil:
    """The honors' one reading or none (``decompose._honor_entry``); 1 if it holds the pair, else 0."""
    cdef int i, n, pairs = 0, k = 0
    out.count = 0
    out.overflow = False
    for i in range(27, 34):
        n = standing[i]
        if n == 1 or n == 4:
            return 0
        if n == 2:
            pairs += 1
        if n:
            out.sets[0][k] = i * 4 + (TRIPLET if n == 3 else PAIR)
            k += 1
            if k > 5:
                return 0
    if pairs > 1:
        return 1
    out.n[0] = k
    out.count = 1
    return pairs


cdef bint _less(const int* a, int na, const int* b, int nb) noexcept nogil:
    """Python's order of tuples."""
    cdef int i
    for i in range(na if na < nb else nb):
        if a[i] != b[i]:
            return a[i] < b[i]
    return na < nb


cdef void _add(Readings* out, const int* sets, int n) noexcept nogil:
    cdef int i, j, key
    if out.count == MAXREADINGS:
        out.overflow = True
        return
    for i in range(n):  # sorted as it goes in
        key = sets[i]
        j = i
        while j > 0 and out.sets[out.count][j - 1] > key:
            out.sets[out.count][j] = out.sets[out.count][j - 1]
            j -= 1
        out.sets[out.count][j] = key
    out.n[out.count] = n
    out.count += 1


cdef void _split(Readings* out, const int* standing, const int* melds, int n_melds) noexcept nogil:
    """``decompose.readings``: ``out.order`` lists the readings sorted."""
    cdef Group groups[4]
    cdef int pair_groups[4]
    cdef int sets[7]
    cdef int g, i, j, a, b, c, n, size = n_melds, pairs = 0, index
    cdef bint seven = n_melds == 0
    out.count = 0
    out.overflow = False
    for g in range(3):
        pair_groups[g] = _suit(standing, 9 * g, &groups[g])
    pair_groups[3] = _honors(standing, &groups[3])
    # seven pairs: every count 0 or 2, seven pairs in all
    n = 0
    for i in range(34):
        if standing[i] == 2:
            if n < 7:
                sets[n] = i * 4 + PAIR
            n += 1
        elif standing[i]:
            seven = False
    if seven and n == 7:
        _add(out, sets, 7)
    for g in range(4):
        if groups[g].overflow:
            out.overflow = True
            return
        if groups[g].count == 0:
            break
        pairs += pair_groups[g]
        size += groups[g].n[0]
    if groups[0].count and groups[1].count and groups[2].count and groups[3].count and pairs == 1 and size == 5:
        for a in range(groups[0].count):
            for b in range(groups[1].count):
                for c in range(groups[2].count):
                    n = 0
                    for j in range(groups[0].n[a]):
                        sets[n] = groups[0].sets[a][j]
                        n += 1
                    for j in range(groups[1].n[b]):
                        sets[n] = groups[1].sets[b][j]
                        n += 1
                    for j in range(groups[2].n[c]):
                        sets[n] = groups[2].sets[c][j]
                        n += 1
                    for j in range(groups[3].n[0]):
                        sets[n] = groups[3].sets[0][j]
                        n += 1
                    for j in range(n_melds):
                        sets[n] = melds[j]
                        n += 1
                    _add(out, sets, n)
    for i in range(out.count):  # the readings in order, by insertion
        index = i
        j = i
        while j > 0 and _less(out.sets[index], out.n[index], out.sets[out.order[j - 1]], out.n[out.order[j - 1]]):
            out.order[j] = out.order[j - 1]
            j -= 1
        out.order[j] = index
