"""The MCR scorer: the highest-scoring reading of a winning hand, fan by fan.

It follows the reference calculator (CHM's ``fan_calculator.cpp`` as compiled into PyPI
``pymahjonggb``) step by step, because agreement with it on every hand is the goal:

1. special shapes first (no melds: seven pairs, honors and knitted, thirteen orphans,
   knitted straight + set + pair, nine gates; one meld: knitted straight + set + pair);
2. unless one matched (seven pairs excepted), every split into 4 sets + a pair is scored
   and the best total wins (ties: the reference's own preferences);
3. each split is scored in the reference's order: win flags, concealed pungs (a pung
   completed by a discard is exposed), kongs, per-pung fans, chow/pung combination fans
   under the account-once rule, concealment, pair, set traits, suits, tiles, ranks, tile
   hogs, the unique-wait fans, the exclusion table, the wind pungs, and Chicken Hand.

Counts live in a plain list indexed by fan (``fans.py``) and every fan keeps the sets that
made it (``occ``), so the result can say why each fan is there.
"""

from __future__ import annotations

from functools import lru_cache

from scoring.hand import Hand, HandError, Meld, MeldKind
from scoring.mcr import fans as F
from scoring.mcr.decompose import (
    CHOW,
    CODE_OF_TILE,
    CODES,
    GREEN,
    KNITTED_PATTERNS,
    KONG,
    PAIR,
    PUNG,
    REVERSIBLE,
    THIRTEEN_ORPHANS,
    TILE_OF_CODE,
    decompositions,
    regular_waits,
    seven_pairs_wait,
    waits_by_search,
)
from scoring.mcr.result import FanHit, McrResult

POINTS = F.POINTS
N_FANS = F.COUNT

WIN_SELF_DRAWN, WIN_LAST_TILE, WIN_KONG, WIN_WALL_LAST = 1, 2, 4, 8

_MELD_KIND = {MeldKind.CHOW: CHOW, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG}
_KIND_MELD = {CHOW: MeldKind.CHOW, PUNG: MeldKind.PUNG, KONG: MeldKind.KONG}


class _Ctx:
    """What every split of one hand shares."""

    __slots__ = ("win", "flags", "fixed", "fixed_cnt", "standing", "merged", "attrs", "prevalent",
                 "seat", "unique_waiting")


# ---------------------------------------------------------------- small helpers

def _put(n: list, occ: list, i: int, o: tuple) -> None:
    n[i] = 1
    occ[i] = [o]


def _add(n: list, occ: list, i: int, o: tuple) -> None:
    n[i] += 1
    if occ[i] is None:
        occ[i] = [o]
    else:
        occ[i].append(o)


def _drop_occurrence(occ: list, i: int, pack: tuple) -> None:
    entries = occ[i]
    if entries:
        for k, o in enumerate(entries):
            if pack in o:
                del entries[k]
                return


# ---------------------------------------------------------------- hand-wide attributes

def _attribute_fans(unique: list[int]) -> list[tuple[int, int]]:
    """Suits, tile traits and rank ranges: they depend only on which tiles the hand holds."""
    n = [0] * N_FANS
    # suits (无字, 缺一门, 混一色, 清一色, 五门齐)
    suits = {c >> 4 for c in unique}
    if 4 not in suits:
        n[F.NO_HONORS] = 1
    voided = sum(1 for s in (1, 2, 3) if s not in suits)
    n[F.ONE_VOIDED_SUIT] = voided
    if voided == 2:
        n[F.ONE_VOIDED_SUIT] = 0
        if n[F.NO_HONORS] == 0:
            n[F.HALF_FLUSH] = 1
        else:
            n[F.FULL_FLUSH] = 1
            n[F.NO_HONORS] = 0
    if suits == {1, 2, 3, 4} and any(0x40 < c < 0x45 for c in unique) and any(c > 0x44 for c in unique):
        n[F.ALL_TYPES] = 1
    # tile traits (断幺, 推不倒, 绿一色, 字一色, 清幺九, 混幺九)
    terminal_or_honor = [c > 0x40 or (c & 0xF) in (1, 9) for c in unique]
    if not any(terminal_or_honor):
        n[F.ALL_SIMPLES] = 1
    if all(c in REVERSIBLE for c in unique):
        n[F.REVERSIBLE_TILES] = 1
    if all(c in GREEN for c in unique):
        n[F.ALL_GREEN] = 1
    if not n[F.ALL_SIMPLES]:
        if all(c > 0x40 for c in unique):
            n[F.ALL_HONORS] = 1
        elif all(c < 0x40 and (c & 0xF) in (1, 9) for c in unique):
            n[F.ALL_TERMINALS] = 1
        elif all(terminal_or_honor):
            n[F.ALL_TERMINALS_AND_HONORS] = 1
    # rank ranges (大于五, 小于五, 全大, 全中, 全小)
    if all(c < 0x40 for c in unique):
        ranks = {c & 0xF for c in unique}
        if ranks <= {1, 2, 3, 4}:
            n[F.LOWER_FOUR if 4 in ranks else F.LOWER_TILES] = 1
        elif ranks <= {6, 7, 8, 9}:
            n[F.UPPER_FOUR if 6 in ranks else F.UPPER_TILES] = 1
        elif ranks <= {4, 5, 6}:
            n[F.MIDDLE_TILES] = 1
    return [(i, k) for i, k in enumerate(n) if k]


def _apply_attributes(n: list, occ: list, attrs: list, whole: tuple) -> None:
    for i, k in attrs:
        n[i] = k
        occ[i] = [whole] * k


def _tile_hogs(n: list, occ: list, table: list, kongs: int, kong_codes: set) -> None:
    hogs = [c for c in CODES if table[c] == 4]
    n[F.TILE_HOG] = len(hogs) - kongs
    occ[F.TILE_HOG] = [(c, c, c, c) for c in hogs if c not in kong_codes]


# ---------------------------------------------------------------- chow and pung combinations

def _two_chows(a: int, b: int) -> int:
    if a >> 4 != b >> 4:
        return F.MIXED_DOUBLE_CHOW if (a & 0xF) == (b & 0xF) else -1
    if a + 3 == b or b + 3 == a:
        return F.SHORT_STRAIGHT
    ra, rb = a & 0xF, b & 0xF
    if (ra == 2 and rb == 8) or (ra == 8 and rb == 2):
        return F.TWO_TERMINAL_CHOWS
    if a == b:
        return F.PURE_DOUBLE_CHOW
    return -1


def _shifted_1_unordered(r0: int, r1: int, r2: int) -> bool:
    a, b, c = sorted((r0, r1, r2))
    return a + 1 == b and b + 1 == c


def _three_chows(t0: int, t1: int, t2: int) -> int:
    s0, s1, s2 = t0 >> 4, t1 >> 4, t2 >> 4
    r0, r1, r2 = t0 & 0xF, t1 & 0xF, t2 & 0xF
    if s0 != s1 and s0 != s2 and s1 != s2:
        if _shifted_1_unordered(r0, r1, r2):
            return F.MIXED_SHIFTED_CHOWS
        if r0 == r1 == r2:
            return F.MIXED_TRIPLE_CHOW
        if sorted((r0, r1, r2)) == [2, 5, 8]:
            return F.MIXED_STRAIGHT
    else:
        if t0 + 3 == t1 and t1 + 3 == t2:
            return F.PURE_STRAIGHT
        if (t0 + 2 == t1 and t1 + 2 == t2) or (t0 + 1 == t1 and t1 + 1 == t2):
            return F.PURE_SHIFTED_CHOWS
        if t0 == t1 == t2:
            return F.PURE_TRIPLE_CHOW
    return -1


def _four_chows(t0: int, t1: int, t2: int, t3: int) -> int:
    if (t0 + 2 == t1 and t1 + 2 == t2 and t2 + 2 == t3) or (t0 + 1 == t1 and t1 + 1 == t2 and t2 + 1 == t3):
        return F.FOUR_PURE_SHIFTED_CHOWS
    if t0 == t1 == t2 == t3:
        return F.QUADRUPLE_CHOW
    return -1


_PAIR_FANS = (F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS)


def _account_once(pairs: list, max_cnt: int, n: list, occ: list) -> None:
    """Keep at most ``max_cnt`` two-chow fans, trimming repeated kinds from the cheapest end
    (Two Terminal Chows first), as the reference does for the account-once principle."""
    table = [0, 0, 0, 0]
    found: list[list] = [[], [], [], []]
    cnt = 0
    for fan, o in pairs:
        if fan >= 0:
            k = _PAIR_FANS.index(fan)
            table[k] += 1
            found[k].append(o)
            cnt += 1
    limit = 1
    while cnt > max_cnt and limit >= 0:
        idx = 4
        while cnt > max_cnt and idx > 0:
            idx -= 1
            while table[idx] > limit and cnt > max_cnt:
                table[idx] -= 1
                cnt -= 1
        limit -= 1
    for k, fan in enumerate(_PAIR_FANS):
        n[fan] = table[k]
        occ[fan] = found[k][:table[k]] if table[k] else None


def _three_of_four_chows(chows: list, extra, n: list, occ: list) -> bool:
    fan = _three_chows(chows[0][1], chows[1][1], chows[2][1])
    if fan < 0:
        return False
    _put(n, occ, fan, tuple(chows))
    related = [(_two_chows(c[1], extra[1]), c) for c in chows]
    for want in _PAIR_FANS:
        for got, c in related:
            if got == want:
                _put(n, occ, want, (c, extra))
                return True
    return True


def _score_4_chows(ch: list, n: list, occ: list) -> None:
    fan = _four_chows(ch[0][1], ch[1][1], ch[2][1], ch[3][1])
    if fan >= 0:
        _put(n, occ, fan, tuple(ch))
        return
    for a, b, c, d in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
        if _three_of_four_chows([ch[a], ch[b], ch[c]], ch[d], n, occ):
            return
    pairs = [(_two_chows(ch[i][1], ch[j][1]), (ch[i], ch[j]))
             for i, j in ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))]
    f = [p[0] for p in pairs]
    max_cnt = 3
    for x, y, z in ((0, 1, 2), (0, 3, 4), (1, 3, 5), (2, 4, 5)):
        if f[x] < 0 and f[y] < 0 and f[z] < 0:
            max_cnt -= 1
    if max_cnt > 0:
        _account_once(pairs, max_cnt, n, occ)


def _score_3_chows(ch: list, n: list, occ: list) -> None:
    fan = _three_chows(ch[0][1], ch[1][1], ch[2][1])
    if fan >= 0:
        _put(n, occ, fan, tuple(ch))
        return
    pairs = [(_two_chows(ch[i][1], ch[j][1]), (ch[i], ch[j])) for i, j in ((0, 1), (0, 2), (1, 2))]
    _account_once(pairs, 2, n, occ)


def _two_pungs(a: int, b: int) -> int:
    if a < 0x40 and b < 0x40:
        return F.DOUBLE_PUNG if (a & 0xF) == (b & 0xF) else -1
    if a > 0x44 and b > 0x44:
        return F.TWO_DRAGON_PUNGS
    return -1


def _three_pungs(t0: int, t1: int, t2: int) -> int:
    if t0 < 0x40 and t1 < 0x40 and t2 < 0x40:
        s0, s1, s2 = t0 >> 4, t1 >> 4, t2 >> 4
        r0, r1, r2 = t0 & 0xF, t1 & 0xF, t2 & 0xF
        if s0 != s1 and s0 != s2 and s1 != s2:
            if _shifted_1_unordered(r0, r1, r2):
                return F.MIXED_SHIFTED_PUNGS
            if r0 == r1 == r2:
                return F.TRIPLE_PUNG
        elif t0 + 1 == t1 and t1 + 1 == t2:
            return F.PURE_SHIFTED_PUNGS
    else:
        if 0x40 < t0 and t2 < 0x45:
            return F.BIG_THREE_WINDS
        if t0 == 0x45 and t1 == 0x46 and t2 == 0x47:
            return F.BIG_THREE_DRAGONS
    return -1


def _four_pungs(t0: int, t1: int, t2: int, t3: int) -> int:
    if t0 < 0x40 and t0 + 1 == t1 and t1 + 1 == t2 and t2 + 1 == t3:
        return F.FOUR_PURE_SHIFTED_PUNGS
    if t0 == 0x41 and t1 == 0x42 and t2 == 0x43 and t3 == 0x44:
        return F.BIG_FOUR_WINDS
    return -1


def _score_4_pungs(pg: list, n: list, occ: list) -> None:
    fan = _four_pungs(pg[0][1], pg[1][1], pg[2][1], pg[3][1])
    if fan >= 0:
        _put(n, occ, fan, tuple(pg))
        return
    free = -1
    for a, b, c, d in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
        fan = _three_pungs(pg[a][1], pg[b][1], pg[c][1])
        if fan >= 0:
            _put(n, occ, fan, (pg[a], pg[b], pg[c]))
            free = d
            break
    if free >= 0:
        for i in range(4):
            if i == free:
                continue
            fan = _two_pungs(pg[i][1], pg[free][1])
            if fan >= 0:
                _add(n, occ, fan, (pg[i], pg[free]))
                break
        return
    for i, j in ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)):
        fan = _two_pungs(pg[i][1], pg[j][1])
        if fan >= 0:
            _add(n, occ, fan, (pg[i], pg[j]))


def _score_3_pungs(pg: list, n: list, occ: list) -> None:
    fan = _three_pungs(pg[0][1], pg[1][1], pg[2][1])
    if fan >= 0:
        _put(n, occ, fan, tuple(pg))
        return
    for i, j in ((0, 1), (0, 2), (1, 2)):
        fan = _two_pungs(pg[i][1], pg[j][1])
        if fan >= 0:
            _add(n, occ, fan, (pg[i], pg[j]))


def _score_kongs(concealed: list, melded_kongs: list, concealed_kongs: list, n: list, occ: list) -> None:
    """The kong series and the concealed-pung series (Mahjong International League table)."""
    cp = len(concealed)
    mk, ck = len(melded_kongs), len(concealed_kongs)
    hidden = tuple(concealed_kongs) + tuple(concealed)

    def pungs(count: int) -> None:
        fan = {2: F.TWO_CONCEALED_PUNGS, 3: F.THREE_CONCEALED_PUNGS, 4: F.FOUR_CONCEALED_PUNGS}.get(count)
        if fan is not None:
            _put(n, occ, fan, hidden)

    kongs = mk + ck
    if kongs == 0:
        pungs(cp)
    elif kongs == 1:
        if mk == 1:
            _put(n, occ, F.MELDED_KONG, tuple(melded_kongs))
            if cp in (2, 3):
                pungs(cp)
        else:
            _put(n, occ, F.CONCEALED_KONG, tuple(concealed_kongs))
            pungs(cp + 1)
    elif kongs == 2:
        both = tuple(melded_kongs) + tuple(concealed_kongs)
        if ck == 0:
            _put(n, occ, F.TWO_MELDED_KONGS, both)
            if cp == 2:
                pungs(2)
        elif ck == 1:
            _put(n, occ, F.CONCEALED_KONG_AND_MELDED_KONG, both)
            if cp in (1, 2):
                pungs(cp + 1)
        else:
            _put(n, occ, F.TWO_CONCEALED_KONGS, both)
            if cp in (1, 2):
                pungs(cp + 2)
    elif kongs == 3:
        _put(n, occ, F.THREE_KONGS, tuple(melded_kongs) + tuple(concealed_kongs))
        if ck == 1:
            if cp > 0:
                pungs(2)
        elif ck == 2:
            pungs(2 if cp == 0 else 3)
        elif ck == 3:
            pungs(3 if cp == 0 else 4)
    else:
        _put(n, occ, F.FOUR_KONGS, tuple(melded_kongs) + tuple(concealed_kongs))
        if ck >= 2:
            pungs(ck)


# ---------------------------------------------------------------- adjustments shared by shapes

def _win_flags(flags: int, win: int, n: list, occ: list) -> None:
    o = (win,)
    if flags & WIN_LAST_TILE:
        _put(n, occ, F.LAST_TILE, o)
    if flags & WIN_SELF_DRAWN:
        _put(n, occ, F.SELF_DRAWN, o)
        if flags & WIN_WALL_LAST:
            _put(n, occ, F.LAST_TILE_DRAW, o)
            n[F.SELF_DRAWN] = 0
        if flags & WIN_KONG:
            _put(n, occ, F.OUT_WITH_REPLACEMENT_TILE, o)
            n[F.SELF_DRAWN] = 0
    else:
        if flags & WIN_WALL_LAST:
            _put(n, occ, F.LAST_TILE_CLAIM, o)
        if flags & WIN_KONG:
            _put(n, occ, F.ROBBING_THE_KONG, o)
            n[F.LAST_TILE] = 0


def _waiting_form(packs, win: int, n: list, occ: list) -> None:
    if n[F.MELDED_HAND] or n[F.FOUR_KONGS]:
        return
    edge = closed = single = None
    for p in packs:
        if p[0] == CHOW:
            if p[1] == win:
                closed = closed or p
            elif p[1] + 1 == win or p[1] - 1 == win:
                edge = edge or p
        elif p[0] == PAIR and p[1] == win:
            single = p
    if edge:
        _put(n, occ, F.EDGE_WAIT, (edge, win))
    elif closed:
        _put(n, occ, F.CLOSED_WAIT, (closed, win))
    elif single:
        _put(n, occ, F.SINGLE_WAIT, (single, win))


def _final_adjust(n: list, occ: list) -> None:
    """The exclusion table (不计): fans that another fan already implies."""
    if n[F.BIG_FOUR_WINDS]:
        n[F.ALL_PUNGS] = 0
        n[F.PUNG_OF_TERMINALS_OR_HONORS] = 0
    if n[F.BIG_THREE_DRAGONS]:
        n[F.DRAGON_PUNG] = 0
    if n[F.ALL_GREEN]:
        n[F.HALF_FLUSH] = 0
        n[F.ONE_VOIDED_SUIT] = 0
    if n[F.FOUR_KONGS]:
        n[F.SINGLE_WAIT] = 0
    if n[F.ALL_TERMINALS]:
        n[F.ALL_PUNGS] = 0
        n[F.OUTSIDE_HAND] = 0
        n[F.PUNG_OF_TERMINALS_OR_HONORS] = 0
        n[F.NO_HONORS] = 0
        n[F.DOUBLE_PUNG] = 0
    if n[F.LITTLE_FOUR_WINDS]:
        n[F.PUNG_OF_TERMINALS_OR_HONORS] = 0
    if n[F.LITTLE_THREE_DRAGONS]:
        n[F.DRAGON_PUNG] = 0
    if n[F.ALL_HONORS]:
        n[F.ALL_PUNGS] = 0
        n[F.OUTSIDE_HAND] = 0
        n[F.PUNG_OF_TERMINALS_OR_HONORS] = 0
        n[F.ONE_VOIDED_SUIT] = 0
    if n[F.FOUR_CONCEALED_PUNGS]:
        n[F.ALL_PUNGS] = 0
        n[F.CONCEALED_HAND] = 0
        if n[F.FULLY_CONCEALED_HAND]:
            n[F.FULLY_CONCEALED_HAND] = 0
            n[F.SELF_DRAWN] = 1
            occ[F.SELF_DRAWN] = occ[F.SELF_DRAWN] or [()]
    if n[F.PURE_TERMINAL_CHOWS]:
        n[F.FULL_FLUSH] = 0
        n[F.ALL_CHOWS] = 0
        n[F.NO_HONORS] = 0
    if n[F.FOUR_PURE_SHIFTED_PUNGS]:
        n[F.ALL_PUNGS] = 0
    if n[F.ALL_TERMINALS_AND_HONORS]:
        n[F.ALL_PUNGS] = 0
        n[F.OUTSIDE_HAND] = 0
        n[F.PUNG_OF_TERMINALS_OR_HONORS] = 0
    if n[F.ALL_EVEN_PUNGS]:
        n[F.ALL_PUNGS] = 0
        n[F.ALL_SIMPLES] = 0
        n[F.NO_HONORS] = 0
    if n[F.UPPER_TILES]:
        n[F.NO_HONORS] = 0
    if n[F.MIDDLE_TILES]:
        n[F.ALL_SIMPLES] = 0
        n[F.NO_HONORS] = 0
    if n[F.LOWER_TILES]:
        n[F.NO_HONORS] = 0
    if n[F.THREE_SUITED_TERMINAL_CHOWS]:
        n[F.ALL_CHOWS] = 0
        n[F.NO_HONORS] = 0
    if n[F.ALL_FIVES]:
        n[F.ALL_SIMPLES] = 0
        n[F.NO_HONORS] = 0
    if n[F.UPPER_FOUR]:
        n[F.NO_HONORS] = 0
    if n[F.LOWER_FOUR]:
        n[F.NO_HONORS] = 0
    if n[F.BIG_THREE_WINDS]:
        if not n[F.ALL_HONORS] and not n[F.ALL_TERMINALS_AND_HONORS]:
            n[F.PUNG_OF_TERMINALS_OR_HONORS] -= 3
            winds = occ[F.BIG_THREE_WINDS][0]
            for pack in winds:
                _drop_occurrence(occ, F.PUNG_OF_TERMINALS_OR_HONORS, pack)
    if n[F.REVERSIBLE_TILES]:
        n[F.ONE_VOIDED_SUIT] = 0
    if n[F.LAST_TILE_DRAW]:
        n[F.SELF_DRAWN] = 0
    if n[F.OUT_WITH_REPLACEMENT_TILE]:
        n[F.SELF_DRAWN] = 0
    if n[F.MELDED_HAND]:
        n[F.SINGLE_WAIT] = 0
    if n[F.TWO_DRAGON_PUNGS]:
        n[F.DRAGON_PUNG] = 0
    if n[F.FULLY_CONCEALED_HAND]:
        n[F.SELF_DRAWN] = 0
    if n[F.ALL_CHOWS]:
        n[F.NO_HONORS] = 0
    if n[F.ALL_SIMPLES]:
        n[F.NO_HONORS] = 0


def _winds(pack: tuple, prevalent: int, seat: int, n: list, occ: list) -> None:
    deducted = (n[F.BIG_THREE_WINDS] or n[F.ALL_TERMINALS_AND_HONORS] or n[F.ALL_HONORS]
                or n[F.LITTLE_FOUR_WINDS])
    code = pack[1]
    if code == prevalent:
        _put(n, occ, F.PREVALENT_WIND, (pack,))
        if not deducted:
            n[F.PUNG_OF_TERMINALS_OR_HONORS] -= 1
            _drop_occurrence(occ, F.PUNG_OF_TERMINALS_OR_HONORS, pack)
    if code == seat:
        _put(n, occ, F.SEAT_WIND, (pack,))
        if seat != prevalent and not deducted:
            n[F.PUNG_OF_TERMINALS_OR_HONORS] -= 1
            _drop_occurrence(occ, F.PUNG_OF_TERMINALS_OR_HONORS, pack)


# ---------------------------------------------------------------- the basic shape

def _score_regular(packs: tuple, ctx: _Ctx) -> tuple[list, list]:
    n = [0] * N_FANS
    occ: list = [None] * N_FANS
    pair = packs[4]
    chows = [p for p in packs if p[0] == CHOW]
    pungs = [p for p in packs if p[0] == PUNG or p[0] == KONG]
    win = ctx.win
    flags = ctx.flags
    whole = packs

    _win_flags(flags, win, n, occ)

    concealed = [p for p in pungs if p[0] == PUNG and not p[2]]
    if not flags & WIN_SELF_DRAWN:
        in_chow = any(not c[2] and c[1] - 1 <= win <= c[1] + 1 for c in chows)
        if not in_chow:
            concealed = [p for p in concealed if p[1] != win]

    if pungs:
        melded_kongs = [p for p in pungs if p[0] == KONG and p[2]]
        concealed_kongs = [p for p in pungs if p[0] == KONG and not p[2]]
        _score_kongs(concealed, melded_kongs, concealed_kongs, n, occ)
        if len(pungs) == 4 and not n[F.FOUR_KONGS] and not n[F.FOUR_CONCEALED_PUNGS]:
            _put(n, occ, F.ALL_PUNGS, whole)
        for p in pungs:
            code = p[1]
            if code > 0x44:
                _add(n, occ, F.DRAGON_PUNG, (p,))
            elif code > 0x40 or (code & 0xF) in (1, 9):
                _add(n, occ, F.PUNG_OF_TERMINALS_OR_HONORS, (p,))
    else:
        melded_kongs = concealed_kongs = []

    chow_cnt = len(chows)
    if chow_cnt == 4:
        if _three_suited_terminal_chows(chows, pair):
            _put(n, occ, F.THREE_SUITED_TERMINAL_CHOWS, whole)
        elif _pure_terminal_chows(chows, pair):
            _put(n, occ, F.PURE_TERMINAL_CHOWS, whole)
        else:
            _score_4_chows(sorted(chows, key=_code_of), n, occ)
    elif chow_cnt == 3:
        _score_3_chows(sorted(chows, key=_code_of), n, occ)
    elif chow_cnt == 2:
        fan = _two_chows(chows[0][1], chows[1][1])
        if fan >= 0:
            _add(n, occ, fan, (chows[0], chows[1]))
        fan = _two_pungs(pungs[0][1], pungs[1][1])
        if fan >= 0:
            _add(n, occ, fan, (pungs[0], pungs[1]))
    elif chow_cnt == 1:
        _score_3_pungs(sorted(pungs, key=_code_of), n, occ)
    else:
        _score_4_pungs(sorted(pungs, key=_code_of), n, occ)

    # concealment: 不求人 / 门前清 / 全求人
    melded_cnt = sum(1 for p in ctx.fixed if p[2])
    self_drawn = flags & WIN_SELF_DRAWN
    if melded_cnt == 0:
        _put(n, occ, F.FULLY_CONCEALED_HAND if self_drawn else F.CONCEALED_HAND, whole)
    elif melded_cnt == 4:
        if self_drawn:
            _put(n, occ, F.SELF_DRAWN, (win,))
        else:
            _put(n, occ, F.MELDED_HAND, whole)
    elif self_drawn:
        _put(n, occ, F.SELF_DRAWN, (win,))

    # the pair: 平和, 小三元, 小四喜
    pair_code = pair[1]
    if chow_cnt == 4:
        if pair_code < 0x40:
            _put(n, occ, F.ALL_CHOWS, whole)
    elif n[F.TWO_DRAGON_PUNGS]:
        if pair_code > 0x44:
            _put(n, occ, F.LITTLE_THREE_DRAGONS, occ[F.TWO_DRAGON_PUNGS][0] + (pair,))
            n[F.TWO_DRAGON_PUNGS] = 0
    elif n[F.BIG_THREE_WINDS]:
        if 0x40 < pair_code < 0x45:
            _put(n, occ, F.LITTLE_FOUR_WINDS, occ[F.BIG_THREE_WINDS][0] + (pair,))
            n[F.BIG_THREE_WINDS] = 0

    # set traits: 全带幺, 全带五, 全双刻
    terminal = honor = five = even = 0
    for p in packs:
        code = p[1]
        if code < 0x40:
            r = code & 0xF
            if p[0] == CHOW:
                if r == 2 or r == 8:
                    terminal += 1
                elif 4 <= r <= 6:
                    five += 1
            else:
                if r == 1 or r == 9:
                    terminal += 1
                elif r == 5:
                    five += 1
                elif r in (2, 4, 6, 8):
                    even += 1
        else:
            honor += 1
    if terminal + honor == 5:
        _put(n, occ, F.OUTSIDE_HAND, whole)
    elif five == 5:
        _put(n, occ, F.ALL_FIVES, whole)
    elif even == 5:
        _put(n, occ, F.ALL_EVEN_PUNGS, whole)

    _apply_attributes(n, occ, ctx.attrs, whole)
    if not n[F.QUADRUPLE_CHOW]:
        kongs = melded_kongs + concealed_kongs
        _tile_hogs(n, occ, ctx.merged, len(kongs), {p[1] for p in kongs})
    if ctx.unique_waiting:
        _waiting_form(packs[ctx.fixed_cnt:], win, n, occ)
    _final_adjust(n, occ)
    if not n[F.BIG_FOUR_WINDS]:
        for p in pungs:
            if 0x40 < p[1] < 0x45:
                _winds(p, ctx.prevalent, ctx.seat, n, occ)
    if not any(n):
        _put(n, occ, F.CHICKEN_HAND, whole)
    return n, occ


def _code_of(pack: tuple) -> int:
    return pack[1]


def _pure_terminal_chows(chows: list, pair: tuple) -> bool:
    if pair[1] >= 0x40 or pair[1] & 0xF != 5:
        return False
    suit = pair[1] >> 4
    low = high = 0
    for c in chows:
        if c[1] >> 4 != suit:
            return False
        r = c[1] & 0xF
        if r == 2:
            low += 1
        elif r == 8:
            high += 1
        else:
            return False
    return low == 2 and high == 2


def _three_suited_terminal_chows(chows: list, pair: tuple) -> bool:
    if pair[1] >= 0x40 or pair[1] & 0xF != 5:
        return False
    suit = pair[1] >> 4
    low, high = set(), set()
    for c in chows:
        s = c[1] >> 4
        if s == suit:
            return False
        r = c[1] & 0xF
        if r == 2:
            low.add(s)
        elif r == 8:
            high.add(s)
        else:
            return False
    others = {1, 2, 3} - {suit}
    return low == others and high == others


# ---------------------------------------------------------------- special shapes

def _seven_pairs(ctx: _Ctx) -> tuple[list, list] | None:
    table = ctx.standing
    if any(table[c] & 1 for c in CODES):
        return None
    n = [0] * N_FANS
    occ: list = [None] * N_FANS
    pairs = tuple((PAIR, c, False) for c in CODES for _ in range(table[c] // 2))
    suit = ctx.win >> 4
    if suit != 4 and _seven_shifted_pairs(table, suit):
        _put(n, occ, F.SEVEN_SHIFTED_PAIRS, pairs)
        base = suit << 4
        if table[base | 1] == 0 and table[base | 9] == 0:
            _put(n, occ, F.ALL_SIMPLES, pairs)
        _win_flags(ctx.flags, ctx.win, n, occ)
        return n, occ
    _put(n, occ, F.SEVEN_PAIRS, pairs)
    _apply_attributes(n, occ, ctx.attrs, pairs)
    _tile_hogs(n, occ, table, 0, set())
    _win_flags(ctx.flags, ctx.win, n, occ)
    _final_adjust(n, occ)
    return n, occ


def _seven_shifted_pairs(table: list, suit: int) -> bool:
    t3 = (suit << 4) | 3
    if all(table[t3 + k] == 2 for k in range(5)):
        if table[t3 - 1] == 2:
            return table[t3 - 2] == 2 or table[t3 + 5] == 2
        return table[t3 + 5] == 2 and table[t3 + 6] == 2
    return False


def _honors_and_knitted(ctx: _Ctx, unique: list) -> tuple[list, list] | None:
    if len(unique) != 14:
        return None
    numbered = [c for c in unique if c < 0x40]
    if not 7 <= len(numbered) <= 9:
        return None
    if not any(set(numbered) <= set(p) for p in KNITTED_PATTERNS):
        return None
    n = [0] * N_FANS
    occ: list = [None] * N_FANS
    tiles = tuple(unique)
    if len(numbered) == 7:
        _put(n, occ, F.GREATER_HONORS_AND_KNITTED_TILES, tiles)
    else:
        _put(n, occ, F.LESSER_HONORS_AND_KNITTED_TILES, tiles)
        if len(numbered) == 9:
            _put(n, occ, F.KNITTED_STRAIGHT, tuple(numbered))
    _win_flags(ctx.flags, ctx.win, n, occ)
    return n, occ


def _thirteen_orphans(ctx: _Ctx, unique: list) -> tuple[list, list] | None:
    if len(unique) != 13 or tuple(unique) != THIRTEEN_ORPHANS:
        return None
    n = [0] * N_FANS
    occ: list = [None] * N_FANS
    _put(n, occ, F.THIRTEEN_ORPHANS, tuple(c for c in CODES for _ in range(ctx.standing[c])))
    _win_flags(ctx.flags, ctx.win, n, occ)
    return n, occ


def _knitted_straight(ctx: _Ctx) -> tuple[list, list] | None:
    """Knitted straight (147/258/369 in three suits) + one set + a pair; at most one meld."""
    standing = ctx.standing
    if not any(standing[c] > 1 for c in CODES):
        return None
    pattern = next((p for p in KNITTED_PATTERNS if all(standing[t] for t in p)), None)
    if pattern is None:
        return None
    rest = list(standing)
    for t in pattern:
        rest[t] -= 1
    win = ctx.win
    fixed_cnt = ctx.fixed_cnt
    splits = decompositions(tuple(rest))
    if fixed_cnt == 1:
        splits = [d for d in splits if not d[0]]
        if len(splits) != 1:
            return None
        involved = ctx.fixed[0]
    else:
        splits = [d for d in splits if len(d[0]) == 1]
        if len(splits) != 1:
            return None
        kind, code = splits[0][0][0]
        involved = (kind, code, False)
    pair_code = splits[0][1]
    pair = (PAIR, pair_code, False)
    knitted = tuple(pattern)
    whole = (knitted, involved, pair)
    n = [0] * N_FANS
    occ: list = [None] * N_FANS
    _put(n, occ, F.KNITTED_STRAIGHT, knitted)
    fixed_table = [0] * len(standing)
    for p in ctx.fixed:
        for t in _pack_codes(p):
            fixed_table[t] += 1
    kind, code = involved[0], involved[1]
    if kind == CHOW:
        if pair_code < 0x40:
            _put(n, occ, F.ALL_CHOWS, whole)
        if fixed_table[pair_code] + standing[pair_code] == 4:
            _put(n, occ, F.TILE_HOG, (pair_code,) * 4)
    else:
        if code > 0x40:
            if code < 0x45:
                _put(n, occ, F.PUNG_OF_TERMINALS_OR_HONORS, (involved,))
                _winds(involved, ctx.prevalent, ctx.seat, n, occ)
                if pair_code > 0x44:
                    _put(n, occ, F.ALL_TYPES, whole)
            else:
                _put(n, occ, F.DRAGON_PUNG, (involved,))
                if 0x40 < pair_code < 0x45:
                    _put(n, occ, F.ALL_TYPES, whole)
        else:
            if code & 0xF in (1, 9):
                _put(n, occ, F.PUNG_OF_TERMINALS_OR_HONORS, (involved,))
            if pair_code < 0x40:
                _put(n, occ, F.NO_HONORS, whole)
            if kind != KONG and fixed_table[code] + standing[code] == 4:
                _put(n, occ, F.TILE_HOG, (code,) * 4)
    _win_flags(ctx.flags, win, n, occ)
    if involved[2]:
        if kind == KONG:
            _put(n, occ, F.MELDED_KONG, (involved,))
    else:
        if kind == KONG:
            _put(n, occ, F.CONCEALED_KONG, (involved,))
        if ctx.flags & WIN_SELF_DRAWN:
            _put(n, occ, F.FULLY_CONCEALED_HAND, whole)
            n[F.SELF_DRAWN] = 0
        else:
            _put(n, occ, F.CONCEALED_HAND, whole)
    if fixed_cnt == 0:
        table = list(rest)
        table[win] = table[win] - 1 if table[win] else 0xFFFF
        if len(waits_by_search(table, 4)) == 1:
            _waiting_form((involved, pair), win, n, occ)
    elif win not in pattern or standing[win] == 3:
        _put(n, occ, F.SINGLE_WAIT, (pair, win))
    _final_adjust(n, occ)
    return n, occ


def _nine_gates(ctx: _Ctx) -> tuple[list, list] | None:
    table = ctx.standing
    win = ctx.win
    if win > 0x40:
        return None
    base = win & 0xF0
    r = win & 0xF
    middle = range(base | 2, base | 9)
    if r == 1 or r == 9:
        other = base | (10 - r)
        if table[win] != 4 or table[other] != 3 or any(table[t] != 1 for t in middle):
            return None
    elif (table[win] != 2 or table[base | 1] != 3 or table[base | 9] != 3
          or any(table[t] != 1 for t in middle if t != win)):
        return None
    n = [0] * N_FANS
    occ: list = [None] * N_FANS
    tiles = tuple(c for c in CODES for _ in range(table[c]))
    _put(n, occ, F.NINE_GATES, tiles)
    ones, nines = (PUNG, base | 1, False), (PUNG, base | 9, False)
    if r in (1, 9):
        _put(n, occ, F.PURE_STRAIGHT, ((CHOW, base | 2, False), (CHOW, base | 5, False), (CHOW, base | 8, False)))
        _put(n, occ, F.TILE_HOG, (win,) * 4)
    elif r in (2, 8):
        _put(n, occ, F.TWO_CONCEALED_PUNGS, (ones, nines))
        _put(n, occ, F.SHORT_STRAIGHT, ())
        _put(n, occ, F.PUNG_OF_TERMINALS_OR_HONORS, (ones if r == 8 else nines,))
    elif r == 5:
        _put(n, occ, F.TWO_CONCEALED_PUNGS, (ones, nines))
        _put(n, occ, F.PUNG_OF_TERMINALS_OR_HONORS, (ones,))
    else:
        _put(n, occ, F.SHORT_STRAIGHT, ())
    _win_flags(ctx.flags, win, n, occ)
    return n, occ


def _pack_codes(p: tuple) -> tuple[int, ...]:
    kind, code = p[0], p[1]
    if kind == CHOW:
        return (code - 1, code, code + 1)
    if kind == PUNG:
        return (code,) * 3
    if kind == KONG:
        return (code,) * 4
    return (code,) * 2


def _total(n: list) -> int:
    return sum(POINTS[i] * k for i, k in enumerate(n) if k)


# ---------------------------------------------------------------- entry point

def score_hand(hand: Hand) -> McrResult:
    """Score a winning hand; ``HandError("not a winning hand")`` when it is not one.

    The hand's own checks are the parser's (``parse_hand``); only the tile count is checked here, so
    a formal wait on a fifth copy (as the waits table asks) is still scored.
    """
    if 3 * len(hand.melds) + len(hand.concealed) != 13:
        counted = 3 * len(hand.melds) + len(hand.concealed) + 1
        raise HandError(f"{counted} tiles counted; a winning hand has 14, kongs counting 3")
    n, occ = _best(hand)
    return McrResult(hand=hand, fans=_hits(n, occ, hand))


def _best(hand: Hand) -> tuple[list, list]:
    ctx = _Ctx()
    win = CODE_OF_TILE[hand.win_tile]
    ctx.win = win
    fixed = []
    for m in hand.melds:
        kind = _MELD_KIND[m.kind]
        code = CODE_OF_TILE[m.tile + 1] if kind == CHOW else CODE_OF_TILE[m.tile]
        fixed.append((kind, code, not (kind == KONG and m.concealed)))
    ctx.fixed = tuple(fixed)
    fixed_cnt = len(fixed)
    ctx.fixed_cnt = fixed_cnt
    standing = [0] * 0x48
    for t in hand.concealed:
        standing[CODE_OF_TILE[t]] += 1
    standing[win] += 1
    ctx.standing = standing
    fixed_table = [0] * 0x48
    for p in fixed:
        for t in _pack_codes(p):
            fixed_table[t] += 1
    merged = [a + b for a, b in zip(standing, fixed_table, strict=True)]
    ctx.merged = merged
    unique = [c for c in CODES if merged[c]]
    ctx.attrs = _attribute_fans_cached(tuple(unique))
    context = hand.context
    ctx.prevalent = CODE_OF_TILE[context.round_wind]
    ctx.seat = CODE_OF_TILE[context.seat_wind]

    flags = 0
    if context.self_drawn:
        flags |= WIN_SELF_DRAWN
    if context.last_copy:
        flags |= WIN_LAST_TILE
    if context.kong:
        flags |= WIN_KONG
    if context.wall_last:
        flags |= WIN_WALL_LAST
    if standing[win] != 1:
        flags &= ~WIN_LAST_TILE
    if fixed_table[win] == 3:
        flags |= WIN_LAST_TILE
    if flags & WIN_KONG:
        if flags & WIN_SELF_DRAWN:
            if not any(p[0] == KONG for p in fixed):
                flags &= ~WIN_KONG
        elif fixed_table[win] != 0 or standing[win] != 1:
            flags &= ~WIN_KONG
    ctx.flags = flags

    best_total = 0
    best: tuple[list, list] | None = None
    special = None
    if fixed_cnt == 0:
        special = (_seven_pairs(ctx) or _honors_and_knitted(ctx, unique) or _thirteen_orphans(ctx, unique)
                   or _knitted_straight(ctx) or _nine_gates(ctx))
    elif fixed_cnt == 1:
        special = _knitted_straight(ctx)
    seven_pairs = False
    if special is not None:
        best = special
        best_total = _total(special[0])
        seven_pairs = special[0][F.SEVEN_PAIRS] == 1

    if best_total == 0 or seven_pairs:
        key = tuple(standing)
        splits = decompositions(key)
        if splits:
            ctx.unique_waiting = _unique_waiting(standing, 13 - 3 * fixed_cnt, win)
            for sets, pair_code in splits:
                packs = ctx.fixed + tuple((kind, code, False) for kind, code in sets) + ((PAIR, pair_code, False),)
                scored = _score_regular(packs, ctx)
                total = _total(scored[0])
                if total > best_total:
                    best_total = total
                    best = scored
                elif total == best_total and (scored[0][F.PURE_TRIPLE_CHOW] == 1 or seven_pairs
                                              or scored[0][F.TRIPLE_PUNG]):
                    best = scored
    if best is None or best_total == 0:
        raise HandError("not a winning hand")
    n, occ = best
    n = list(n)
    flowers = context.flowers
    if flowers:
        n[F.FLOWER_TILES] = flowers
        occ = list(occ)
        occ[F.FLOWER_TILES] = [()] * flowers
    return n, occ


_ATTRIBUTE_CACHE: dict[tuple[int, ...], list] = {}


def _attribute_fans_cached(unique: tuple[int, ...]) -> list:
    found = _ATTRIBUTE_CACHE.get(unique)
    if found is None:
        if len(_ATTRIBUTE_CACHE) > 50000:
            _ATTRIBUTE_CACHE.clear()
        found = _ATTRIBUTE_CACHE[unique] = _attribute_fans(list(unique))
    return found


def _unique_waiting(standing: list, tile_cnt: int, win: int) -> bool:
    table = list(standing)
    table[win] -= 1
    waits = set(regular_waits(tuple(table)))
    if tile_cnt == 13:
        extra = seven_pairs_wait(table)
        if extra:
            waits.add(extra)
    return len(waits) == 1


# ---------------------------------------------------------------- turning codes back into tiles

def _hits(n: list, occ: list, hand: Hand) -> tuple[FanHit, ...]:
    hits = []
    fans = F.FANS
    for i, k in enumerate(n):
        if not k:
            continue
        entries = occ[i] or ()
        sets = tuple(_occurrence(o) for o in entries[:k])
        hits.append(FanHit(fan=fans[i], count=k, sets=sets))
    return tuple(hits)


@lru_cache(maxsize=1 << 14)
def _occurrence(o: tuple) -> tuple:
    """Our melds and tiles for an occurrence written in codes (a meld equals the declared one)."""
    items: list = []
    for item in o:
        if isinstance(item, tuple) and len(item) == 3 and isinstance(item[2], bool):
            kind, code, melded = item
            if kind == PAIR:
                tile = TILE_OF_CODE[code]
                items.extend((tile, tile))
            else:
                low = TILE_OF_CODE[code - 1] if kind == CHOW else TILE_OF_CODE[code]
                items.append(Meld(_KIND_MELD[kind], low, concealed=not melded))
        elif isinstance(item, tuple):
            items.extend(TILE_OF_CODE[c] for c in item)
        else:
            items.append(TILE_OF_CODE[item])
    return tuple(items)


__all__ = ["score_hand"]
