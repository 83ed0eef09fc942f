# The kernel's hand part (included by ``kernel.pyx``): a ``Hand`` read straight into C as ``reading.HandFacts``
# reads it, its win-condition yaku (``rules/conditions.py``) and bonus han (``rules/bonus.py``) as
# ``engine._hand_yaku`` finds them, ``score`` (``scorer.best_candidate`` after its checks) and the chosen reading
# as a ``Candidate``. A hand with a closing yaku (paarenchan), nagashi or under aotenjou is left to the Python path.

cdef enum WinFinder:
    W_RIICHI, W_DOUBLE_RIICHI, W_OPEN_RIICHI, W_DOUBLE_OPEN_RIICHI, W_SASHIKOMI, W_IPPATSU, W_MENZEN_TSUMO
    W_RINSHAN, W_CHANKAN, W_HAITEI, W_HOUTEI, W_TENHOU, W_CHIIHOU, W_RENHOU, W_RENHOU_YAKUMAN, W_NAGASHI

#: the win-condition yaku this kernel finds, by id
_WIN_FINDERS = {"riichi": W_RIICHI, "double_riichi": W_DOUBLE_RIICHI, "open_riichi": W_OPEN_RIICHI,
                "double_open_riichi": W_DOUBLE_OPEN_RIICHI, "sashikomi": W_SASHIKOMI, "ippatsu": W_IPPATSU,
                "menzen_tsumo": W_MENZEN_TSUMO, "rinshan_kaihou": W_RINSHAN, "chankan": W_CHANKAN,
                "haitei_raoyue": W_HAITEI, "houtei_raoyui": W_HOUTEI, "tenhou": W_TENHOU, "chiihou": W_CHIIHOU,
                "renhou": W_RENHOU, "renhou_yakuman": W_RENHOU_YAKUMAN, "nagashi_mangan": W_NAGASHI}
#: the bonus han this kernel counts, in table order, and the closing yaku it leaves to the Python path
_BONUS_IDS = ("dora", "aka_dora", "ura_dora", "nuki_dora")
_CLOSING_IDS = ("paarenchan",)

cdef int n_win = 0
cdef int win_finder[MAXRULES]
cdef int win_needs[MAXRULES]
cdef int win_row[MAXRULES]
cdef int win_han[MAXRULES][2]
cdef bint win_yakuman[MAXRULES]
cdef int win_multiplier[MAXRULES]
cdef unsigned long long win_excludes[MAXRULES]
cdef int dora_of[2][34]
cdef object _FLAGS_OF = None
cdef object _CHOW = None
cdef object _PUNG = None
cdef object _RENHOU_MANGAN = None
cdef object _RENHOU_YAKUMAN = None


cdef unsigned long long _mask(ids) except? 0:
    cdef unsigned long long mask = 0
    for yaku_id in ids:
        mask |= 1ULL << <int>_INDEX[yaku_id]
    return mask


cdef void _check_hand(win_rules, closing_rules, bonus_rules) except *:
    """``KernelMismatch`` for a win-condition yaku, bonus or closing yaku the kernel does not know."""
    unknown = [r.id for r in win_rules if r.id not in _WIN_FINDERS]
    if (unknown or len(win_rules) > MAXRULES or tuple(r.id for r in bonus_rules) != _BONUS_IDS
            or tuple(r.id for r in closing_rules) != _CLOSING_IDS):
        raise KernelMismatch(f"hand yaku the kernel does not find: {unknown or [r.id for r in closing_rules]}")


cdef void _bind_hand(win_rules, dora_of_, chow, pung, renhou, flags_of) except *:
    global n_win, _FLAGS_OF, _CHOW, _PUNG, _RENHOU_MANGAN, _RENHOU_YAKUMAN
    cdef int i, t
    n_win = len(win_rules)
    for i, rule in enumerate(win_rules):
        win_finder[i] = _WIN_FINDERS[rule.id]
        win_needs[i] = rule.needs
        win_row[i] = _INDEX[rule.id]
        win_han[i][0] = rule.yaku.han_closed
        win_han[i][1] = rule.yaku.han_open or rule.yaku.han_closed
        win_yakuman[i] = rule.is_yakuman
        win_multiplier[i] = rule.yaku.multiplier
        win_excludes[i] = _mask(rule.excludes)
    for i in range(2):
        for t in range(34):
            dora_of[i][t] = dora_of_[i][t]
    _FLAGS_OF = flags_of
    _CHOW = chow
    _PUNG = pung
    _RENHOU_MANGAN = renhou.MANGAN
    _RENHOU_YAKUMAN = renhou.YAKUMAN


cdef int _indicated(Facts* f, indicators, bint sanma, int kita) except -1:
    """``rules.bonus.indicated_count``: the hand's tiles the indicators point to."""
    cdef int total = 0, dora, tile
    for indicator in indicators:
        tile = indicator
        dora = dora_of[sanma][tile]
        total += f.counts[dora] + (kita if dora == 30 else 0)
    return total


cdef object _read_hand(Facts* f, HandYaku* h, int* standing, int* melds, int* n_melds, hand, rules):
    """The hand's facts, own yaku and bonus han in C; the bonus list, or ``NO_READINGS`` for a hand the kernel
    leaves to the Python path."""
    cdef int i, t, key, traits, hit, n_meld = 0, kita, count, win
    cdef bint riichi, tsumo, kong, last, sanma
    r = _FLAGS_OF(hand)
    if r.nagashi or r.paarenchan:
        return NO_READINGS
    memset(standing, 0, 34 * sizeof(int))
    for tile in hand.concealed:
        t = tile
        standing[t] += 1
    win = hand.win_tile
    standing[win] += 1
    memcpy(f.counts, standing, 34 * sizeof(int))
    memset(f.meld_state, 0, 34 * sizeof(int))
    f.n_open = 0
    f.kongs = 0
    declared = hand.melds
    f.has_melds = len(declared) > 0
    if len(declared) > 4:
        return NO_READINGS
    for m in declared:
        t = m.tile
        kind = m.kind
        if kind is _CHOW:
            key = t * 4 + SEQUENCE
            f.counts[t] += 1
            f.counts[t + 1] += 1
            f.counts[t + 2] += 1
        elif kind is _PUNG:
            key = t * 4 + TRIPLET
            f.counts[t] += 3
            f.meld_state[t] = 1
        else:
            key = t * 4 + QUAD
            f.counts[t] += 4
            f.kongs += 1
            f.meld_state[t] = 2 if m.concealed else 3
        i = n_meld  # sorted as they go in
        while i > 0 and melds[i - 1] > key:
            melds[i] = melds[i - 1]
            i -= 1
        melds[i] = key
        n_meld += 1
        if not m.concealed:
            f.open_blocks[f.n_open] = key
            f.n_open += 1
    n_melds[0] = n_meld
    f.is_open = f.n_open > 0
    ctx = hand.context
    f.tsumo = tsumo = ctx.self_drawn
    kong = ctx.kong
    last = ctx.wall_last
    f.seat = ctx.seat_wind
    f.round = ctx.round_wind
    h.dealer = f.seat == 27
    h.honba = r.honba
    h.kyoutaku = r.kyoutaku
    riichi = r.riichi or r.double_riichi
    traits = ((1 if tsumo else 2) | (4 if riichi else 0) | (8 if r.open_riichi else 0) | (16 if kong else 0)
              | (32 if last else 0) | (64 if r.tenhou or r.chiihou else 0) | (128 if r.renhou else 0)
              | (0 if f.is_open else 256))
    # the win-condition yaku, in table order
    h.n = 0
    h.dropped = 0
    for i in range(n_win):
        if win_needs[i] & traits != win_needs[i]:
            continue
        hit = _win_find(win_finder[i], r, f, rules, kong, last)
        if not hit:
            continue
        h.row[h.n] = win_row[i]
        h.yakuman[h.n] = win_yakuman[i]
        if win_yakuman[i]:
            h.han[h.n] = _win_multiplier(i)
        else:
            h.han[h.n] = win_han[i][f.is_open]
        h.n += 1
        h.dropped |= win_excludes[i]
    # bonus han, in table order
    bonus = []
    h.bonus_han = 0
    sanma = rules.players == 3
    kita = r.kita
    for i in range(4):
        if i == 0:
            indicators = r.dora_indicators
            count = _indicated(f, indicators, sanma, kita) if indicators else 0
        elif i == 1:
            count = len(hand.red_fives) if rules.red_fives else 0
        elif i == 2:
            indicators = r.ura_indicators
            count = _indicated(f, indicators, sanma, kita) if riichi and indicators else 0
        else:
            count = kita
        if count:
            bonus.append((_BONUS_IDS[i], count))
            h.bonus_han += count
    # the winning tiles: a blessing's hand is won on its best tile
    if (r.tenhou or r.chiihou) and rules.blessing_best_wait:
        h.n_wins = 0
        for t in range(34):
            if standing[t]:
                h.wins[h.n_wins] = t
                h.n_wins += 1
    else:
        h.wins[0] = win
        h.n_wins = 1
    return bonus


cdef int _win_multiplier(int i) noexcept nogil:
    """``engine.yakuman_multiplier`` for a win-condition yakuman."""
    cdef int multiplier
    if win_finder[i] == W_TENHOU:
        return 2 if _rules.tenhou_double else 1
    multiplier = win_multiplier[i]
    return 1 if multiplier == 2 and not _rules.double_yakuman else multiplier


cdef bint _win_find(int finder, r, Facts* f, rules, bint kong, bint last) except -1:
    """A win-condition yaku's definition (``rules/conditions.py``)."""
    if finder == W_RIICHI:
        return r.riichi
    if finder == W_DOUBLE_RIICHI:
        return r.double_riichi
    if finder == W_OPEN_RIICHI:
        return r.riichi and r.open_riichi
    if finder == W_DOUBLE_OPEN_RIICHI:
        return r.double_riichi and r.open_riichi
    if finder == W_SASHIKOMI:
        return rules.sashikomi and not f.tsumo and r.open_riichi and (r.riichi or r.double_riichi)
    if finder == W_IPPATSU:
        return r.ippatsu
    if finder == W_MENZEN_TSUMO:
        return f.tsumo and not f.is_open
    if finder == W_RINSHAN:
        return f.tsumo and kong
    if finder == W_CHANKAN:
        return not f.tsumo and kong
    if finder == W_HAITEI:
        return f.tsumo and last
    if finder == W_HOUTEI:
        return not f.tsumo and last
    if finder == W_TENHOU:
        return r.tenhou
    if finder == W_CHIIHOU:
        return r.chiihou
    if finder == W_RENHOU:
        return r.renhou and rules.renhou is _RENHOU_MANGAN
    if finder == W_RENHOU_YAKUMAN:
        return r.renhou and rules.renhou is _RENHOU_YAKUMAN
    if finder == W_NAGASHI:
        return r.nagashi
    return False


def score(hand, rules):
    """``scorer.best_candidate`` after ``engine.check_flags``: the best ``Candidate`` of the hand, None without a
    yaku, or ``NO_READINGS`` where the Python path scores it (no reading of sets and a pair, more readings than
    the kernel holds, a closing yaku, nagashi, aotenjou)."""
    cdef Facts f
    cdef HandYaku h
    cdef Readings rd
    cdef int standing[34]
    cdef int melds[4]
    cdef int n_melds = 0
    if not _bound:
        raise KernelMismatch("scoring.riichi.kernel is not bound")
    if rules.aotenjou:
        return NO_READINGS
    _read_rules(rules)
    bonus = _read_hand(&f, &h, standing, melds, &n_melds, hand, rules)
    if bonus is NO_READINGS:
        return NO_READINGS
    _split(&rd, standing, melds, n_melds)
    if rd.overflow or rd.count == 0:
        return NO_READINGS
    return _best(&f, &h, &rd, rules, bonus)


cdef object _candidate(Scored* s, blocks, int wg, int win, pay, list bonus, int* key):
    """The chosen reading as the engine's ``Candidate``."""
    cdef int i
    ids = _IDS
    if s.n_yakuman:
        yaku = ()
        yakuman = tuple([(ids[s.yakuman[i]], s.yakuman_mult[i]) for i in range(s.n_yakuman)])
    else:
        listed = [(ids[s.yaku[i]], s.yaku_han[i]) for i in range(s.n_yaku)]
        if bonus:
            listed += bonus
        yaku = tuple(listed)
        yakuman = ()
    if s.n_fu == 1 and s.fu_items[0] == FU_SEVEN_PAIRS:
        fu_details = _SEVEN_PAIRS_FU
    else:
        items = _FU_ITEMS
        fu_details = tuple([items[s.fu_items[i]] for i in range(s.n_fu)])
    return _CANDIDATE(blocks, wg, win, yaku, yakuman, s.han, s.fu, fu_details, pay, s.ron_set_open,
                      (key[0], key[1] != 0, key[2], key[3], key[4]))
