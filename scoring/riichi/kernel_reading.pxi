# The kernel's reading part (included by ``kernel.pyx``, after its structures): the rules and hand facts read into
# C, ``reading.Reading``'s summary of one reading, the reading yaku of ``rules/``, ``fu.fu`` and the yakuman
# multipliers, on the kernel's structures.

cdef enum Finder:
    F_TANYAO, F_IIPEIKOU, F_YAKUHAI_HAKU, F_YAKUHAI_HATSU, F_YAKUHAI_CHUN, F_SEAT_WIND, F_ROUND_WIND
    F_SANSHOKU_DOUJUN, F_ITTSU, F_CHANTA, F_CHIITOITSU, F_TOITOI, F_SANANKOU, F_SANSHOKU_DOUKOU, F_SANKANTSU
    F_HONROUTOU, F_SHOUSANGEN, F_HONITSU, F_JUNCHAN, F_RYANPEIKOU, F_CHINITSU, F_DAISANGEN, F_SHOUSUUSHII
    F_DAISUUSHII, F_SUUANKOU, F_SUUANKOU_TANKI, F_CHUUREN, F_JUNSEI_CHUUREN, F_TSUUIISOU, F_CHINROUTOU
    F_RYUUIISOU, F_SUUKANTSU, F_DAISHARIN, F_DAICHISEI

#: the reading yaku this kernel finds, by id
_FINDERS = {"tanyao": F_TANYAO, "iipeikou": F_IIPEIKOU, "yakuhai_haku": F_YAKUHAI_HAKU,
            "yakuhai_hatsu": F_YAKUHAI_HATSU, "yakuhai_chun": F_YAKUHAI_CHUN, "yakuhai_seat_wind": F_SEAT_WIND,
            "yakuhai_round_wind": F_ROUND_WIND, "sanshoku_doujun": F_SANSHOKU_DOUJUN, "ittsu": F_ITTSU,
            "chanta": F_CHANTA, "chiitoitsu": F_CHIITOITSU, "toitoi": F_TOITOI, "sanankou": F_SANANKOU,
            "sanshoku_doukou": F_SANSHOKU_DOUKOU, "sankantsu": F_SANKANTSU, "honroutou": F_HONROUTOU,
            "shousangen": F_SHOUSANGEN, "honitsu": F_HONITSU, "junchan": F_JUNCHAN, "ryanpeikou": F_RYANPEIKOU,
            "chinitsu": F_CHINITSU, "daisangen": F_DAISANGEN, "shousuushii": F_SHOUSUUSHII,
            "daisuushii": F_DAISUUSHII, "suuankou": F_SUUANKOU, "suuankou_tanki": F_SUUANKOU_TANKI,
            "chuuren_poutou": F_CHUUREN, "junsei_chuuren_poutou": F_JUNSEI_CHUUREN, "tsuuiisou": F_TSUUIISOU,
            "chinroutou": F_CHINROUTOU, "ryuuiisou": F_RYUUIISOU, "suukantsu": F_SUUKANTSU,
            "daisharin": F_DAISHARIN, "daichisei": F_DAICHISEI}

cdef bint _holds(const int* values, int n, int value) noexcept nogil:
    cdef int i
    for i in range(n):
        if values[i] == value:
            return True
    return False


cdef int _count(const int* values, int n, int value) noexcept nogil:
    cdef int i, found = 0
    for i in range(n):
        if values[i] == value:
            found += 1
    return found


cdef void _summarize(Summary* r, Facts* f) noexcept nogil:
    """``reading.Reading``: one pass over the sets."""
    cdef int i, j, key, t, kind, bits
    cdef int all_bits = S_ALL, suit_mask = 0, counts = 0, concealed_triplets = 0
    cdef bint claimed, holds, chi_takes_win = False, win_triplet_concealed = False
    cdef bint open_used[4]
    cdef int win = r.win
    for j in range(4):
        open_used[j] = False
    r.n_chis = r.n_pons = r.n_groups = 0
    r.pair = -1
    r.chiitoitsu = r.n == 7
    for i in range(r.n):
        key = r.blocks[i]
        bits = set_bits[key]
        all_bits &= bits
        suit_mask |= bits
        counts += set_counts[key]
        t = key >> 2
        kind = key & 3
        claimed = False
        for j in range(f.n_open):
            if not open_used[j] and f.open_blocks[j] == key:
                open_used[j] = True
                claimed = True
                break
        if kind == SEQUENCE:
            r.chis[r.n_chis] = t
            r.n_chis += 1
            holds = t <= win <= t + 2
            if holds and not claimed and not _holds(f.open_blocks, f.n_open, key):
                chi_takes_win = True
        else:
            if kind == PAIR:
                r.pair = t
            else:
                r.pons[r.n_pons] = t
                r.n_pons += 1
                if not f.meld_state[t] & 1:
                    concealed_triplets += 1
                    if t == win:
                        win_triplet_concealed = True
            holds = t == win
        if holds and not claimed and not _holds(r.win_groups, r.n_groups, key):
            r.win_groups[r.n_groups] = key
            r.n_groups += 1
    suit_mask &= 7
    r.simple_only = all_bits & S_SIMPLE != 0
    r.honors = counts & 15
    r.dragon_sets = counts >> 8 & 15
    r.wind_sets = counts >> 12
    if not f.tsumo and not chi_takes_win and win_triplet_concealed:
        concealed_triplets -= 1
    r.all_terminal_or_honor = all_bits & S_TERMINAL_OR_HONOR != 0
    r.all_terminal = all_bits & S_TERMINAL != 0
    r.all_green = all_bits & S_GREEN != 0
    r.suit_mask = suit_mask
    r.one_suit = suit_mask == 1 or suit_mask == 2 or suit_mask == 4
    r.terminal_sets = counts >> 4 & 15
    r.concealed_triplets = concealed_triplets
    r.traits = ((T_SEQUENCES if r.n_chis else T_NO_SEQUENCES) | (T_TRIPLETS if r.n_pons else 0)
                | (T_HONORS if r.honors else 0) | (T_SIMPLES if r.simple_only else T_TERMINALS)
                | (0 if f.is_open else T_CLOSED)
                | (T_ONE_SUIT if r.one_suit else T_THREE_SUITS if suit_mask == 7 else 0)
                | (T_SEVEN_PAIRS if r.chiitoitsu else 0) | (T_DRAGON_TRIPLETS if r.dragon_sets else 0)
                | (T_WIND_TRIPLETS if r.wind_sets else 0) | (T_KONGS if f.kongs else 0))


cdef bint _in_three_suits(const int* tiles, int n) noexcept nogil:
    cdef int i, t
    if n < 3:
        return False
    for i in range(n):
        t = tiles[i]
        if t < 9 and _holds(tiles, n, t + 9) and _holds(tiles, n, t + 18):
            return True
    return False


cdef int _identical_pairs(const int* chis, int n) noexcept nogil:
    """``rules.sets._identical_pairs``: identical sequences two by two."""
    cdef int i, j, doubled = 0
    cdef bint used[MAXBLOCKS]
    for i in range(n):
        used[i] = False
    for i in range(n):
        if used[i]:
            continue
        for j in range(i + 1, n):
            if not used[j] and chis[j] == chis[i]:
                used[i] = used[j] = True
                doubled += 1
                break
    return doubled


cdef bint _four_concealed(Summary* r, Facts* f) noexcept nogil:
    return not f.is_open and r.n_pons == 4 and (f.tsumo or not _holds(r.pons, r.n_pons, r.win))


cdef bint _nine_gates(Summary* r, Facts* f) noexcept nogil:
    cdef int base, rank, n, ones = 0, twos = 0
    if f.has_melds or r.simple_only or not r.one_suit or r.honors:
        return False
    base = r.blocks[0] >> 2
    base -= base % 9
    if f.counts[base] < 3 or f.counts[base + 8] < 3:
        return False
    for rank in range(9):
        n = f.counts[base + rank] - (2 if rank == 0 or rank == 8 else 0)
        if n == 1:
            ones += 1
        elif n == 2:
            twos += 1
    return ones == 8 and twos == 1


cdef int _find(int finder, Summary* r, Facts* f) noexcept nogil:
    """A reading yaku's definition (``rules/``): 0 not found, -1 found (True), else the count it returns."""
    cdef int i, base
    if finder == F_TANYAO:
        return -1 if r.simple_only and (not f.is_open or _rules.open_tanyao) else 0
    if finder == F_IIPEIKOU:
        if f.is_open or r.n_chis < 2:
            return 0
        for i in range(1, r.n_chis):
            if _holds(r.chis, i, r.chis[i]):
                return -1
        return 0
    if finder == F_YAKUHAI_HAKU:
        return -1 if _holds(r.pons, r.n_pons, 31) else 0
    if finder == F_YAKUHAI_HATSU:
        return -1 if _holds(r.pons, r.n_pons, 32) else 0
    if finder == F_YAKUHAI_CHUN:
        return -1 if _holds(r.pons, r.n_pons, 33) else 0
    if finder == F_SEAT_WIND:
        return -1 if _holds(r.pons, r.n_pons, f.seat) else 0
    if finder == F_ROUND_WIND:
        return -1 if _holds(r.pons, r.n_pons, f.round) else 0
    if finder == F_SANSHOKU_DOUJUN:
        return -1 if r.suit_mask == 7 and _in_three_suits(r.chis, r.n_chis) else 0
    if finder == F_ITTSU:
        if r.n_chis < 3 or r.simple_only:
            return 0
        for base in range(0, 27, 9):
            if (_holds(r.chis, r.n_chis, base) and _holds(r.chis, r.n_chis, base + 3)
                    and _holds(r.chis, r.n_chis, base + 6)):
                return -1
        return 0
    if finder == F_CHANTA:
        return -1 if (r.n_chis and r.terminal_sets + r.honors == 5 and r.terminal_sets > 0
                      and r.honors > 0) else 0
    if finder == F_CHIITOITSU:
        return -1 if r.chiitoitsu else 0
    if finder == F_TOITOI:
        return -1 if r.n_pons == 4 else 0
    if finder == F_SANANKOU:
        return -1 if r.concealed_triplets == 3 else 0
    if finder == F_SANSHOKU_DOUKOU:
        return -1 if r.suit_mask == 7 and _in_three_suits(r.pons, r.n_pons) else 0
    if finder == F_SANKANTSU:
        return -1 if f.kongs == 3 else 0
    if finder == F_SUUKANTSU:
        return -1 if f.kongs == 4 else 0
    if finder == F_HONROUTOU:
        return -1 if r.all_terminal_or_honor else 0
    if finder == F_SHOUSANGEN:
        return -1 if r.dragon_sets == 2 and r.pair >= 31 else 0
    if finder == F_HONITSU:
        return -1 if r.one_suit and r.honors > 0 else 0
    if finder == F_JUNCHAN:
        return -1 if r.n_chis and r.terminal_sets == 5 else 0
    if finder == F_RYANPEIKOU:
        return -1 if not f.is_open and r.n_chis >= 4 and _identical_pairs(r.chis, r.n_chis) >= 2 else 0
    if finder == F_CHINITSU:
        return -1 if r.one_suit and not r.honors else 0
    if finder == F_DAISANGEN:
        return -1 if r.dragon_sets == 3 else 0
    if finder == F_SHOUSUUSHII:
        return -1 if r.wind_sets == 3 and 27 <= r.pair <= 30 else 0
    if finder == F_DAISUUSHII:
        return -1 if r.wind_sets == 4 else 0
    if finder == F_SUUANKOU:
        return -1 if _four_concealed(r, f) else 0
    if finder == F_SUUANKOU_TANKI:
        return -1 if _four_concealed(r, f) and f.counts[r.win] == 2 else 0
    if finder == F_CHUUREN:
        return -1 if _nine_gates(r, f) else 0
    if finder == F_JUNSEI_CHUUREN:
        return -1 if _nine_gates(r, f) and (f.counts[r.win] == 2 or f.counts[r.win] == 4) else 0
    if finder == F_TSUUIISOU:
        return -1 if r.honors == r.n else 0
    if finder == F_CHINROUTOU:
        return -1 if r.all_terminal else 0
    if finder == F_RYUUIISOU:
        if not r.all_green:
            return 0
        if _rules.green == 0 or f.counts[32]:
            return -1
        return 2 if _rules.green == 2 else 0
    if finder == F_DAISHARIN:
        if _rules.daisharin == 0 or (_rules.daisharin == 1 and r.suit_mask != 2):
            return 0
        base = (r.blocks[0] >> 2) // 9 * 9
        for i in range(1, 8):
            if f.counts[base + i] != 2:
                return 0
        return -1
    if finder == F_DAICHISEI:
        return -1 if _rules.daichisei and r.honors == 7 else 0
    return 0


cdef void _fu(Scored* s, Summary* r, Facts* f, int wg) noexcept nogil:
    """``fu.fu``: the fu items of the reading won on the set ``wg``, the fu rounded and before rounding."""
    cdef int i, key, kind, t, state, item, valued, rank
    cdef int total = 0, n = 0
    cdef int wg_tile = wg >> 2, wg_kind = wg & 3, win = r.win
    cdef bint opened, is_kan
    s.ron_set_open = False
    if wg_kind == SEQUENCE and _count(r.blocks, r.n, wg) > _count(f.open_blocks, f.n_open, wg):
        rank = wg_tile % 9
        if (rank == 0 and win == wg_tile + 2) or (rank == 6 and win == wg_tile):
            s.fu_items[n] = FU_PENCHAN
            n += 1
            total += 2
        if win == wg_tile + 1:
            s.fu_items[n] = FU_KANCHAN
            n += 1
            total += 2
    if r.pair >= 0:
        valued = (r.pair >= 31) + (r.pair == f.seat) + (r.pair == f.round)
        if valued == 1:
            s.fu_items[n] = FU_VALUED_PAIR
            n += 1
            total += 2
        elif valued >= 2:
            s.fu_items[n] = FU_DOUBLE_VALUED_PAIR_4 if _rules.double_wind_pair_fu == 4 else FU_DOUBLE_VALUED_PAIR_2
            n += 1
            total += _rules.double_wind_pair_fu
    if wg_kind == PAIR:
        s.fu_items[n] = FU_PAIR_WAIT
        n += 1
        total += 2
    for i in range(r.n):
        key = r.blocks[i]
        kind = key & 3
        if kind != TRIPLET and kind != QUAD:
            continue
        t = key >> 2
        state = f.meld_state[t]
        opened = state & 1
        is_kan = kind == QUAD or state & 2
        if not f.tsumo and wg_kind == kind and wg_tile == t:
            opened = True
            s.ron_set_open = True
        item = FU_SET + 4 * terminal_or_honor[t] + 2 * is_kan + opened
        s.fu_items[n] = item
        n += 1
        total += fu_value[item]
    if f.tsumo and (total > 0 or _rules.pinfu_tsumo_fu):
        s.fu_items[n] = FU_TSUMO
        n += 1
        total += 2
    if f.is_open and total == 0 and _rules.open_pinfu_fu:
        s.fu_items[n] = FU_WITHOUT_FU
        n += 1
        total += 2
    if f.is_open or f.tsumo:
        s.fu_items[n] = FU_BASE_20
        total += 20
    else:
        s.fu_items[n] = FU_BASE_30
        total += 30
    s.n_fu = n + 1
    s.raw_fu = total
    s.fu = (total + 9) // 10 * 10


cdef int _multiplier(int rule, int hit) noexcept nogil:
    """``engine.yakuman_multiplier`` for a reading yakuman (``hit``: -1 for True, else the count found)."""
    cdef int multiplier
    if hit != -1:
        return hit
    if rule_finder[rule] == F_SUUKANTSU:
        return 2 if _rules.suukantsu_double else 1
    multiplier = rule_multiplier[rule]
    return 1 if multiplier == 2 and not _rules.double_yakuman else multiplier


cdef void _read_rules(rules) except *:
    global _rules_seen
    if rules is _rules_seen:
        return
    _rules.open_tanyao = rules.open_tanyao
    green = rules.green_dragon
    _rules.green = 0 if green is _GREEN_OPTIONAL else 2 if green is _GREEN_PURE_DOUBLE else 1
    daisharin = rules.daisharin
    _rules.daisharin = 0 if daisharin is _DAISHARIN_OFF else 1 if daisharin is _DAISHARIN_PINZU else 2
    _rules.daichisei = rules.daichisei
    _rules.double_wind_pair_fu = rules.double_wind_pair_fu
    _rules.pinfu_tsumo_fu = rules.pinfu_tsumo_fu
    _rules.open_pinfu_fu = rules.open_pinfu_fu
    _rules.double_yakuman = rules.double_yakuman
    _rules.suukantsu_double = rules.suukantsu_double
    _rules.limit_six_yakuman = rules.limit_six_yakuman
    _rules.tenhou_double = rules.tenhou_double
    _rules_seen = rules


cdef void _read_facts(Facts* f, facts, const int* standing) except *:
    """``HandFacts`` in C; ``standing``: its standing tiles, already read (the counts too, without melds)."""
    cdef int i
    cdef list counts, meld_state, open_blocks
    f.has_melds = facts.has_melds
    if f.has_melds:
        counts = facts.counts
        meld_state = facts.meld_state
        for i in range(34):
            f.counts[i] = counts[i]
            f.meld_state[i] = meld_state[i]
        open_blocks = facts.open_blocks
        f.n_open = len(open_blocks)
        for i in range(f.n_open):
            f.open_blocks[i] = open_blocks[i]
    else:
        memcpy(f.counts, standing, 34 * sizeof(int))
        memset(f.meld_state, 0, 34 * sizeof(int))
        f.n_open = 0
    f.is_open = facts.is_open
    f.kongs = facts.kongs
    f.tsumo = facts.tsumo
    f.seat = facts.seat
    f.round = facts.round
