"""Fu of one reading and the set the winning tile completed."""

from __future__ import annotations

from scoring.riichi.decompose import PAIR, QUAD, SEQUENCE, TRIPLET
from scoring.riichi.reading import TERMINAL_OR_HONOR, Reading

#: fu item reasons, [terminal or honor][kan][open]
_SET_FU = (
    (((4, "closed_pon"), (2, "open_pon")), ((16, "closed_kan"), (8, "open_kan"))),
    (((8, "closed_terminal_pon"), (4, "open_terminal_pon")),
     ((32, "closed_terminal_kan"), (16, "open_terminal_kan"))),
)
SEVEN_PAIRS_FU = ((25, "base"),)


def fu(r: Reading, wg: int) -> tuple[tuple[tuple[int, str], ...], int, int, bool]:
    """The fu items, the fu rounded up to 10 and before rounding, and whether a ron opened the winning triplet."""
    f = r.facts
    win = r.win
    blocks = r.blocks
    pair = r.pair
    details: list[tuple[int, str]] = []
    total = 0
    wg_tile = wg >> 2
    wg_kind = wg & 3
    if wg_kind == SEQUENCE:
        # the winning sequence is concealed unless every copy of it in the reading is claimed
        if blocks.count(wg) > f.open_blocks.count(wg):
            rank = wg_tile % 9
            if (rank == 0 and win == wg_tile + 2) or (rank == 6 and win == wg_tile):
                details.append((2, "penchan"))
                total += 2
            if win == wg_tile + 1:
                details.append((2, "kanchan"))
                total += 2
    if pair >= 0:
        valued = (pair >= 31) + (pair == f.seat) + (pair == f.round)
        if valued == 1:
            details.append((2, "valued_pair"))
            total += 2
        elif valued >= 2:
            double_fu = f.rules.double_wind_pair_fu
            details.append((double_fu, "double_valued_pair"))
            total += double_fu
    if wg_kind == PAIR:
        details.append((2, "pair_wait"))
        total += 2
    ron_set_open = False
    tsumo = f.tsumo
    state = f.meld_state
    for key in blocks:
        kind = key & 3
        if kind != TRIPLET and kind != QUAD:
            continue
        t = key >> 2
        s = state[t]
        opened = s & 1
        is_kan = kind == QUAD or s & 2
        if not tsumo and wg_kind == kind and wg_tile == t:
            opened = 1
            ron_set_open = True
        value = _SET_FU[TERMINAL_OR_HONOR[t]][1 if is_kan else 0][1 if opened else 0]
        details.append(value)
        total += value[0]
    rules = f.rules
    if tsumo and (total > 0 or rules.pinfu_tsumo_fu):
        details.append((2, "tsumo"))
        total += 2
    if f.is_open and total == 0 and rules.open_pinfu_fu:
        details.append((2, "hand_without_fu"))
        total += 2
    base = 20 if f.is_open or tsumo else 30
    details.append((base, "base"))
    total += base
    return tuple(details), (total + 9) // 10 * 10, total, ron_set_open
