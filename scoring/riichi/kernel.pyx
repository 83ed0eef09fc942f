# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The Riichi scorer's native kernel: a hand's readings found, summed up, their yaku found and fu counted in C.

``engine.best_of`` asks it once the hand's own yaku (win conditions, bonus han: ``engine._hand_yaku``) are
known. It splits the standing tiles with the declared melds into readings as ``decompose.readings`` does, and
for each winning tile, reading and set the winning tile may have completed, it does what ``Reading``, the
reading yaku of ``rules/``, ``fu.fu`` and ``engine._finish`` do, on small integers, keeping the best candidate in
the same order of preference (pay, real yakuman, han, fu, fu before rounding; the first of equals); Python
objects are made only for the chosen one, which equals the Python path's ``Candidate``.

It stands beside the Python definitions, which stay the rules: the yaku table (han, multipliers,
exclusions), the traits each definition needs, the set summaries and the fu items are read from them
(``bind``), and ``bind`` refuses to run when the Python rules define a reading or wait yaku this kernel
does not find. The engine keeps to the Python path for what the kernel leaves out: thirteen orphans (no
reading), a closing yaku (paarenchan) and aotenjou. ``tests/scoring/test_riichi_kernel.py`` holds the two to
the same candidates. The source is this file and the parts it ``include``s: ``kernel_reading.pxi`` (the rules
and facts in C, a reading's summary, the reading yaku, fu), ``kernel_split.pxi`` (the readings) and
``kernel_hand.pxi`` (a ``Hand`` read in C with its own yaku and bonus han, ``score``, the ``Candidate`` made).
"""

from libc.string cimport memcpy, memset

cdef enum:
    QUAD = 0
    TRIPLET = 1
    PAIR = 2
    SEQUENCE = 3
    MAXRULES = 64
    MAXBLOCKS = 8
    MAXITEMS = 12
    MAXGROUP = 32  # readings of one suit
    MAXREADINGS = 64  # readings of a hand
    # reading traits (``rules/registry.py``)
    T_SEQUENCES = 1
    T_NO_SEQUENCES = 2
    T_TRIPLETS = 4
    T_HONORS = 8
    T_TERMINALS = 16
    T_SIMPLES = 32
    T_CLOSED = 64
    T_ONE_SUIT = 128
    T_THREE_SUITS = 256
    T_SEVEN_PAIRS = 512
    T_DRAGON_TRIPLETS = 1024
    T_WIND_TRIPLETS = 2048
    T_KONGS = 4096
    # set summary bits (``reading._set_summary``)
    S_SIMPLE = 8
    S_TERMINAL_OR_HONOR = 16
    S_TERMINAL = 32
    S_GREEN = 64
    S_ALL = 127
    # fu items: indexes into _FU_ITEMS
    FU_PENCHAN = 0
    FU_KANCHAN = 1
    FU_VALUED_PAIR = 2
    FU_DOUBLE_VALUED_PAIR_2 = 3
    FU_DOUBLE_VALUED_PAIR_4 = 4
    FU_PAIR_WAIT = 5
    FU_TSUMO = 6
    FU_WITHOUT_FU = 7
    FU_BASE_20 = 8
    FU_BASE_30 = 9
    FU_SET = 10  # + terminal_or_honor * 4 + kan * 2 + open
    FU_SEVEN_PAIRS = 18
    NFU = 19

#: ``best_of``'s answer for a hand it does not read: no reading of sets and a pair, or more than it holds
NO_READINGS = object()
#: the wait yaku this kernel finds
_WAIT_IDS = ("pinfu",)


class KernelMismatch(Exception):
    """The Python rules define a yaku the kernel does not find: the engine keeps to the Python path."""


# ------------------------------------------------------------------ what ``bind`` reads from the Python rules

cdef int n_rules = 0
cdef int rule_finder[MAXRULES]
cdef int rule_needs[MAXRULES]
cdef int rule_han[MAXRULES][2]  # closed, open (open: the closed han where the table has none)
cdef bint rule_yakuman[MAXRULES]
cdef int rule_multiplier[MAXRULES]
cdef int rule_index[MAXRULES]  # the yaku's row in the table
cdef unsigned long long rule_excludes[MAXRULES]
cdef int pinfu_needs = 0
cdef int pinfu_han = 0
cdef int pinfu_index = 0
cdef int set_bits[136]
cdef int set_counts[136]
cdef bint terminal_or_honor[34]
cdef int fu_value[NFU]
cdef list _IDS = []  # table row -> yaku id
cdef dict _INDEX = {}  # yaku id -> table row
cdef list _FU_ITEMS = []
cdef object _SEVEN_PAIRS_FU = None
cdef object _CANDIDATE = None
cdef object _PAYMENT = None
cdef object _YAKUMAN_MULTIPLIER = None
cdef object _GREEN_OPTIONAL = None
cdef object _GREEN_PURE_DOUBLE = None
cdef object _DAISHARIN_OFF = None
cdef object _DAISHARIN_PINZU = None
cdef bint _bound = False


def bind(*, table, reading_rules, wait_rules, set_bits_, set_counts_, terminal_or_honor_, set_fu, seven_pairs_fu,
         candidate, payment, yakuman_multiplier, green_dragon, daisharin, win_rules, closing_rules, bonus_rules,
         dora_of_, meld_kinds, renhou, flags_of):
    """Read the Python definitions. ``table``: the yaku rows in order (``id``, ``excludes``);
    ``reading_rules`` and ``wait_rules``: the ``YakuRule`` of each reading and wait yaku in table order;
    ``win_rules``, ``closing_rules`` and ``bonus_rules`` likewise; ``green_dragon``, ``daisharin`` and ``renhou``:
    the rule enums; ``meld_kinds``: chow and pung; ``dora_of_``: the dora of each indicator, four and three
    players. Raises ``KernelMismatch`` for a yaku it does not find."""
    global n_rules, pinfu_needs, pinfu_han, pinfu_index, _SEVEN_PAIRS_FU, _CANDIDATE, _PAYMENT
    global _YAKUMAN_MULTIPLIER, _GREEN_OPTIONAL, _GREEN_PURE_DOUBLE, _DAISHARIN_OFF, _DAISHARIN_PINZU, _bound
    cdef int i
    ids = [row.id for row in table]
    if len(ids) > 64:
        raise KernelMismatch(f"{len(ids)} yaku: the kernel's exclusion masks hold 64")
    unknown = [r.id for r in reading_rules if r.id not in _FINDERS]
    unknown += [r.id for r in wait_rules if r.id not in _WAIT_IDS]
    if unknown or len(wait_rules) != len(_WAIT_IDS) or len(reading_rules) > MAXRULES:
        raise KernelMismatch(f"yaku the kernel does not find: {unknown or [r.id for r in wait_rules]}")
    _check_hand(win_rules, closing_rules, bonus_rules)
    _bound = False
    _IDS[:] = ids
    _INDEX.clear()
    _INDEX.update({yaku_id: i for i, yaku_id in enumerate(ids)})
    n_rules = len(reading_rules)
    for i, rule in enumerate(reading_rules):
        rule_finder[i] = _FINDERS[rule.id]
        rule_needs[i] = rule.needs
        rule_han[i][0] = rule.yaku.han_closed
        rule_han[i][1] = rule.yaku.han_open or rule.yaku.han_closed
        rule_yakuman[i] = rule.is_yakuman
        rule_multiplier[i] = rule.yaku.multiplier
        rule_index[i] = _INDEX[rule.id]
        rule_excludes[i] = _mask(rule.excludes)
    pinfu = wait_rules[0]
    pinfu_needs = pinfu.needs
    pinfu_han = pinfu.yaku.han_closed
    pinfu_index = _INDEX[pinfu.id]
    for i in range(136):
        set_bits[i] = set_bits_[i]
        set_counts[i] = set_counts_[i]
    for i in range(34):
        terminal_or_honor[i] = terminal_or_honor_[i]
    items = [(2, "penchan"), (2, "kanchan"), (2, "valued_pair"), (2, "double_valued_pair"),
             (4, "double_valued_pair"), (2, "pair_wait"), (2, "tsumo"), (2, "hand_without_fu"), (20, "base"),
             (30, "base")]
    items += [set_fu[outer][kan][opened] for outer in (0, 1) for kan in (0, 1) for opened in (0, 1)]
    items.append(seven_pairs_fu[0])
    _FU_ITEMS[:] = items
    for i in range(NFU):
        fu_value[i] = items[i][0]
    _SEVEN_PAIRS_FU = seven_pairs_fu
    _CANDIDATE = candidate
    _PAYMENT = payment
    _YAKUMAN_MULTIPLIER = yakuman_multiplier
    _GREEN_OPTIONAL = green_dragon.OPTIONAL
    _GREEN_PURE_DOUBLE = green_dragon.PURE_DOUBLE
    _DAISHARIN_OFF = daisharin.OFF
    _DAISHARIN_PINZU = daisharin.PINZU
    _bind_hand(win_rules, dora_of_, meld_kinds[0], meld_kinds[1], renhou, flags_of)
    _bound = True


# ------------------------------------------------------------------ one hand

cdef struct Rules:
    bint open_tanyao
    int green  # 0 optional, 1 required, 2 pure double
    int daisharin  # 0 off, 1 dots only, 2 any suit
    bint daichisei
    int double_wind_pair_fu
    bint pinfu_tsumo_fu
    bint open_pinfu_fu
    bint double_yakuman
    bint suukantsu_double
    bint limit_six_yakuman
    bint tenhou_double

cdef struct Facts:
    int counts[34]
    int meld_state[34]
    int open_blocks[4]
    int n_open
    bint is_open
    bint has_melds
    int kongs
    bint tsumo
    int seat
    int round

cdef struct Summary:
    int blocks[MAXBLOCKS]
    int n
    int win
    int chis[MAXBLOCKS]
    int n_chis
    int pons[MAXBLOCKS]
    int n_pons
    int pair
    int win_groups[MAXBLOCKS]
    int n_groups
    bint chiitoitsu
    bint simple_only
    bint all_terminal_or_honor
    bint all_terminal
    bint all_green
    int suit_mask
    bint one_suit
    int honors
    int terminal_sets
    int dragon_sets
    int wind_sets
    int concealed_triplets
    int traits

cdef struct Scored:
    # the yaku of one candidate: table rows and han (or multiplier for yakuman)
    int yaku[MAXRULES]
    int yaku_han[MAXRULES]
    int n_yaku
    int yakuman[MAXRULES]
    int yakuman_mult[MAXRULES]
    int n_yakuman
    int han
    int fu_items[MAXITEMS]
    int n_fu
    int fu
    int raw_fu
    bint ron_set_open


cdef struct HandYaku:
    # the hand's own yaku (``engine._HandYaku``): table rows, han (the multiplier of a yakuman), in order
    int row[MAXRULES]
    int han[MAXRULES]
    bint yakuman[MAXRULES]
    int n
    unsigned long long dropped
    int bonus_han
    # the winning tiles to try, and what the payment needs beside the han and fu
    int wins[34]
    int n_wins
    bint dealer
    int honba
    int kyoutaku


cdef object _rules_seen = None
cdef Rules _rules


include "kernel_reading.pxi"
include "kernel_split.pxi"


def best_of(facts, wins, hand_yaku):
    """``engine.best_of`` for a hand without a closing yaku or aotenjou: the best ``Candidate`` of the hand won
    on any of ``wins`` (the first of equals, in order), None without a yaku, ``NO_READINGS`` when it has no
    reading of sets and a pair (or more than the kernel holds)."""
    cdef Facts f
    cdef HandYaku h
    cdef Readings rd
    cdef int standing[34]
    cdef int melds[4]
    cdef int i, n_melds
    cdef list held
    if not _bound:
        raise KernelMismatch("scoring.riichi.kernel is not bound")
    held = facts.standing
    for i in range(34):
        standing[i] = held[i]
    declared = facts.meld_blocks
    n_melds = len(declared)
    if n_melds > 4:
        return NO_READINGS
    for i in range(n_melds):
        melds[i] = declared[i]
    _split(&rd, standing, melds, n_melds)
    if rd.overflow or rd.count == 0:
        return NO_READINGS
    rules = facts.rules
    _read_rules(rules)
    _read_facts(&f, facts, standing)
    # the hand's own yaku, as ``_score_reading`` takes them from ``hand_yaku.found``
    h.n = 0
    for d, found in hand_yaku.found:
        if h.n == MAXRULES:
            raise KernelMismatch("too many yaku of the hand")
        h.row[h.n] = _INDEX[d.id]
        h.yakuman[h.n] = d.yakuman
        if d.yakuman:
            h.han[h.n] = found if found is not True else _YAKUMAN_MULTIPLIER(d.id, rules)
        else:
            h.han[h.n] = d.han[f.is_open]
        h.n += 1
    h.dropped = _mask(hand_yaku.dropped) if hand_yaku.dropped else 0
    h.bonus_han = hand_yaku.bonus_han
    h.n_wins = len(wins)
    if h.n_wins > 34:
        return NO_READINGS
    for i, win in enumerate(wins):
        h.wins[i] = win
    h.dealer = facts.dealer
    h.honba = facts.honba
    h.kyoutaku = facts.kyoutaku
    return _best(&f, &h, &rd, rules, hand_yaku.bonus)


cdef object _best(Facts* fp, HandYaku* hp, Readings* rd, rules, list bonus):
    """The best candidate of the readings ``rd`` (``engine.best_of``'s loop and ``_score_reading``)."""
    cdef Facts f = fp[0]
    cdef HandYaku h = hp[0]
    cdef Summary r
    cdef Scored s, best
    cdef int index, best_index = 0
    cdef int i, j, k, g, ri, w, hit, row, n_found, total, han, yakuman_han
    cdef int found_rule[MAXRULES]
    cdef int found_hit[MAXRULES]
    cdef unsigned long long dropped
    cdef int bonus_han = h.bonus_han
    cdef bint has_best = False, is_yakuman, is_open = f.is_open
    cdef int best_key[5]
    cdef int key[5]
    dealer, tsumo, honba, kyoutaku = h.dealer, f.tsumo, h.honba, h.kyoutaku
    payment = _PAYMENT
    best.n_yaku = best.n_yakuman = best.n_fu = best.han = best.fu = 0  # set with the first candidate
    best.ron_set_open = False
    best_pay = None
    best_win = best_wg = 0
    for w in range(h.n_wins):
        r.win = h.wins[w]
        for ri in range(rd.count):
            index = rd.order[ri]
            r.n = rd.n[index]
            for i in range(r.n):
                r.blocks[i] = rd.sets[index][i]
            _summarize(&r, &f)
            # the reading's yaku, in table order, after the hand's
            dropped = h.dropped
            n_found = 0
            for i in range(n_rules):
                if rule_needs[i] & r.traits != rule_needs[i]:
                    continue
                hit = _find(rule_finder[i], &r, &f)
                if hit:
                    found_rule[n_found] = i
                    found_hit[n_found] = hit
                    n_found += 1
                    dropped |= rule_excludes[i]
            s.n_yaku = s.n_yakuman = s.han = 0
            for i in range(h.n):
                row = h.row[i]
                if dropped >> row & 1:
                    continue
                if h.yakuman[i]:
                    s.yakuman[s.n_yakuman] = row
                    s.yakuman_mult[s.n_yakuman] = h.han[i]
                    s.n_yakuman += 1
                else:
                    s.yaku[s.n_yaku] = row
                    s.yaku_han[s.n_yaku] = h.han[i]
                    s.n_yaku += 1
                    s.han += h.han[i]
            for j in range(n_found):
                i = found_rule[j]
                row = rule_index[i]
                if dropped >> row & 1:
                    continue
                if rule_yakuman[i]:
                    s.yakuman[s.n_yakuman] = row
                    s.yakuman_mult[s.n_yakuman] = _multiplier(i, found_hit[j])
                    s.n_yakuman += 1
                else:
                    s.yaku[s.n_yaku] = row
                    s.yaku_han[s.n_yaku] = rule_han[i][is_open]
                    s.n_yaku += 1
                    s.han += rule_han[i][is_open]
            for g in range(r.n_groups):
                if r.chiitoitsu:
                    s.fu_items[0] = FU_SEVEN_PAIRS
                    s.n_fu = 1
                    s.fu = s.raw_fu = 25
                    s.ron_set_open = False
                else:
                    _fu(&s, &r, &f, r.win_groups[g])
                k = s.n_yaku
                han = s.han
                if (pinfu_needs & r.traits == pinfu_needs and s.n_fu == 1 and not r.chiitoitsu and not is_open
                        and not dropped >> pinfu_index & 1):
                    s.yaku[k] = pinfu_index
                    s.yaku_han[k] = pinfu_han
                    k += 1
                    han += pinfu_han
                # ``engine._finish``
                is_yakuman = s.n_yakuman > 0
                if is_yakuman:
                    yakuman_han = 0
                    for i in range(s.n_yakuman):
                        yakuman_han += s.yakuman_mult[i]
                    han = 13 * yakuman_han
                    if _rules.limit_six_yakuman and han > 78:
                        han = 78
                elif k == 0:
                    continue
                else:
                    han += bonus_han
                    if han > 78 and _rules.limit_six_yakuman:
                        han = 78
                pay = payment(han, s.fu, is_yakuman, dealer, tsumo, honba, rules, kyoutaku)
                total = pay.total
                key[0] = total
                key[1] = is_yakuman
                key[2] = han
                key[3] = s.fu
                key[4] = s.raw_fu
                if has_best:
                    for i in range(5):
                        if key[i] != best_key[i]:
                            break
                    else:
                        continue  # equal: the first stays
                    if key[i] < best_key[i]:
                        continue
                has_best = True
                for i in range(5):
                    best_key[i] = key[i]
                best = s
                best.n_yaku = k
                best.han = han
                best_index = index
                best_wg = r.win_groups[g]
                best_win = r.win
                best_pay = pay
    if not has_best:
        return None
    blocks = tuple([rd.sets[best_index][i] for i in range(rd.n[best_index])])
    return _candidate(&best, blocks, best_wg, best_win, best_pay, bonus, best_key)


include "kernel_hand.pxi"
