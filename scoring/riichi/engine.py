"""The hot path of the Riichi scorer: every reading of the hand, its yaku and fu, the best one.

Tiles are plain ints (34-index) and sets are ints from ``decompose`` here, for speed; ``scorer``
turns the chosen reading into the typed result.

Choosing among readings follows the reference practice (PyPI ``mahjong``): the reading paid most
wins; on equal pay a real yakuman beats counted ones, then more han, then more fu, then more fu
before rounding; a remaining tie keeps the first reading in sorted order and, within it, the
first set the winning tile can complete.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import Hand, HandError, MeldKind, NotWinningHand
from scoring.riichi.decompose import PAIR, QUAD, SEQUENCE, TRIPLET, readings
from scoring.riichi.payments import Payment, payment
from scoring.riichi.rules import GreenDragonRule, RiichiRules
from scoring.riichi.table import yaku_table
from scoring.tiles import GREEN_TILES, TERMINALS_AND_HONORS

_TERMINAL_OR_HONOR = tuple(t >= 27 or t % 9 in (0, 8) for t in range(34))
_GREEN = frozenset(int(t) for t in GREEN_TILES)
_KOKUSHI = tuple(int(t) for t in TERMINALS_AND_HONORS)
_WHITE, _GREEN_DRAGON, _RED = 31, 32, 33

#: fu item reasons, [terminal or honor][kan][open]
_SET_FU = (
    (((4, "closed_pon"), (2, "open_pon")), ((16, "closed_kan"), (8, "open_kan"))),
    (((8, "closed_terminal_pon"), (4, "open_terminal_pon")),
     ((32, "closed_terminal_kan"), (16, "open_terminal_kan"))),
)

#: han of the ordinary yaku (closed, open; open 0 = closed hands only) and the yakuman multipliers
#: under the default rules, from the data file
HAN = {y.id: (y.han_closed, y.han_open) for y in yaku_table() if y.kind == "yaku"}
_MULTIPLIER = {y.id: y.multiplier for y in yaku_table() if y.is_yakuman}


@dataclass(slots=True)
class Candidate:
    """One scored reading: the sets, the set the winning tile completed, yaku and fu."""

    blocks: tuple[int, ...]  # () for Thirteen Orphans
    win_block: int  # -1 for Thirteen Orphans
    win_tile: int
    yaku: tuple[tuple[str, int], ...]  # (id, han); bonus han included as dora/aka_dora/ura_dora
    yakuman: tuple[tuple[str, int], ...]  # (id, multiplier)
    han: int
    fu: int
    fu_details: tuple[tuple[int, str], ...]
    pay: Payment
    closed_win_set_counts_open: bool

    key: tuple[int, bool, int, int, int] = ()

    def __post_init__(self) -> None:
        # the reference's order of preference: pay, real yakuman, han, fu, fu before rounding
        self.key = (self.pay.total, bool(self.yakuman), self.han, self.fu, sum(f for f, _ in self.fu_details))


def indicated(indicator: int) -> int:
    """The dora that an indicator tile points to."""
    if indicator < 27:
        return indicator // 9 * 9 + (indicator % 9 + 1) % 9
    if indicator <= 30:
        return 27 + (indicator - 26) % 4
    return 31 + (indicator - 30) % 3


def check_flags(hand: Hand) -> None:
    """The seed's and the reference's conditions on flags, for hands not built by the parser too."""
    ctx, r = hand.context, hand.riichi
    dealer = ctx.seat_wind == 27
    if (r.riichi or r.double_riichi) and not hand.is_closed:
        raise HandError("riichi_open_hand")
    if r.ippatsu and not (r.riichi or r.double_riichi):
        raise HandError("ippatsu_without_riichi")
    if ctx.kong and ctx.wall_last:
        raise HandError("kong_and_wall")
    if ctx.kong and ctx.self_drawn and not any(m.is_kong for m in hand.melds):
        raise HandError("kong_without_kong")
    for flag, flagged, needs_dealer in (("tenhou", r.tenhou, True), ("chiihou", r.chiihou, False)):
        if not flagged:
            continue
        if not ctx.self_drawn:
            raise HandError("needs_tsumo", flag=flag)
        if needs_dealer and not dealer:
            raise HandError("tenhou_not_dealer")
        if not needs_dealer and dealer:
            raise HandError("chiihou_dealer")
        if hand.melds:
            raise HandError("void_after_call", flag=flag)


class _HandFacts:
    """What stays the same across the readings of one hand."""

    __slots__ = ("counts", "standing", "meld_blocks", "open_blocks", "meld_state", "is_open", "kongs",
                 "tsumo", "seat", "round", "dealer", "honba", "situational", "bonus", "has_melds")


def hand_facts(hand: Hand, rules: RiichiRules) -> _HandFacts:
    f = _HandFacts()
    counts = [0] * 34
    standing = [0] * 34
    for t in hand.concealed:
        standing[t] += 1
    standing[hand.win_tile] += 1
    counts[:] = standing
    meld_blocks = []
    open_blocks = []
    meld_state = [0] * 34  # bit 1 open, bit 2 kan: for claimed pungs/kongs and concealed kongs
    kongs = 0
    for m in hand.melds:
        t = int(m.tile)
        if m.kind is MeldKind.CHOW:
            key = t * 4 + SEQUENCE
            counts[t] += 1
            counts[t + 1] += 1
            counts[t + 2] += 1
        elif m.kind is MeldKind.PUNG:
            key = t * 4 + TRIPLET
            counts[t] += 3
            meld_state[t] = 1
        else:
            key = t * 4 + QUAD
            counts[t] += 4
            kongs += 1
            meld_state[t] = 2 if m.concealed else 3
        meld_blocks.append(key)
        if not m.concealed:
            open_blocks.append(key)
    f.counts = counts
    f.standing = standing
    f.meld_blocks = tuple(sorted(meld_blocks))
    f.open_blocks = open_blocks
    f.meld_state = meld_state
    f.is_open = bool(open_blocks)
    f.has_melds = bool(meld_blocks)
    f.kongs = kongs
    ctx, r = hand.context, hand.riichi
    f.tsumo = ctx.self_drawn
    f.seat = int(ctx.seat_wind)
    f.round = int(ctx.round_wind)
    f.dealer = f.seat == 27
    f.honba = r.honba
    situational: list[str] = []
    if f.tsumo and not f.is_open:
        situational.append("menzen_tsumo")
    if r.double_riichi:
        situational.append("double_riichi")
    elif r.riichi:
        situational.append("riichi")
    if r.ippatsu:
        situational.append("ippatsu")
    if ctx.kong:
        situational.append("rinshan_kaihou" if f.tsumo else "chankan")
    if ctx.wall_last:
        situational.append("haitei_raoyue" if f.tsumo else "houtei_raoyui")
    f.situational = tuple(situational)
    bonus: list[tuple[str, int]] = []
    dora = sum(counts[indicated(int(t))] for t in r.dora_indicators)
    if dora:
        bonus.append(("dora", dora))
    if rules.red_fives and hand.red_fives:
        bonus.append(("aka_dora", len(hand.red_fives)))
    if r.riichi or r.double_riichi:
        ura = sum(counts[indicated(int(t))] for t in r.ura_indicators)
        if ura:
            bonus.append(("ura_dora", ura))
    f.bonus = tuple(bonus)
    return f


def _blessing(hand: Hand) -> str | None:
    r = hand.riichi
    return "tenhou" if r.tenhou else "chiihou" if r.chiihou else None


def _yakuman_multiplier(name: str, rules: RiichiRules) -> int:
    if name == "tenhou":
        return 2 if rules.tenhou_double else 1
    if name == "suukantsu":
        return 2 if rules.suukantsu_double else 1
    multiplier = _MULTIPLIER[name]
    # the four double yakuman of the table count once where doubles are off
    return 1 if multiplier == 2 and not rules.double_yakuman else multiplier


def _finish(blocks: tuple[int, ...], win_block: int, win: int, yaku: list[tuple[str, int]],
            yakuman: list[tuple[str, int]], fu: int, fu_details: tuple[tuple[int, str], ...],
            f: _HandFacts, rules: RiichiRules, ron_set_open: bool) -> Candidate | None:
    if yakuman:
        han = 13 * sum(m for _, m in yakuman)
        if rules.limit_six_yakuman and han > 78:
            han = 78
        return Candidate(blocks, win_block, win, (), tuple(yakuman), han, fu, fu_details,
                         payment(han, fu, True, f.dealer, f.tsumo, f.honba, rules), ron_set_open)
    if not yaku:
        return None
    han = sum(h for _, h in yaku)
    if f.bonus:
        yaku = yaku + list(f.bonus)
        han += sum(h for _, h in f.bonus)
    if rules.limit_six_yakuman and han > 78:
        han = 78
    return Candidate(blocks, win_block, win, tuple(yaku), (), han, fu, fu_details,
                     payment(han, fu, False, f.dealer, f.tsumo, f.honba, rules), ron_set_open)


def _kokushi(hand: Hand, win: int, f: _HandFacts, rules: RiichiRules) -> Candidate | None:
    counts = f.counts
    product = 1
    for t in _KOKUSHI:
        product *= counts[t]
    if f.is_open or product != 2:
        return None
    yakuman = [("kokushi_musou_13", _yakuman_multiplier("kokushi_musou_13", rules)) if counts[win] == 2
               else ("kokushi_musou", _yakuman_multiplier("kokushi_musou", rules))]
    blessing = _blessing(hand)
    if blessing:
        yakuman.append((blessing, _yakuman_multiplier(blessing, rules)))
    return _finish((), -1, win, [], yakuman, 0, (), f, rules, False)


def evaluate(hand: Hand, rules: RiichiRules, win: int | None = None,
             facts: _HandFacts | None = None) -> Candidate | None:
    """The best reading of the hand won on ``win`` (default: its winning tile); None without yaku.

    Raises ``HandError`` when the tiles form no winning hand.
    """
    f = facts or hand_facts(hand, rules)
    if win is None:
        win = int(hand.win_tile)
    standing = f.standing
    all_readings = readings(standing, f.meld_blocks)
    best: Candidate | None = None
    best_key = None
    for blocks in all_readings:
        for cand in _score_reading(hand, blocks, win, f, rules):
            if cand is None:
                continue
            key = cand.key
            if best_key is None or key > best_key:
                best, best_key = cand, key
    kokushi = _kokushi(hand, win, f, rules)
    if kokushi is not None:
        if best_key is None or kokushi.key > best_key:
            best = kokushi
        all_readings.append(())
    if not all_readings:
        raise NotWinningHand("no_winning_shape")
    return best


def _score_reading(hand: Hand, blocks: tuple[int, ...], win: int, f: _HandFacts, rules: RiichiRules):
    """Yield a Candidate (or None when it has no yaku) per set the winning tile may have completed."""
    is_open = f.is_open
    tsumo = f.tsumo
    n_blocks = len(blocks)
    chiitoitsu = n_blocks == 7
    open_blocks = f.open_blocks
    meld_state = f.meld_state

    # --- one pass over the sets: everything the yaku below look at
    chis: list[int] = []
    pons: list[int] = []  # tiles of pungs and kongs
    win_groups: list[int] = []  # sets holding the winning tile that are not claimed melds
    open_left = list(open_blocks) if open_blocks else None
    pair = -1
    simple_only = all_terminal_or_honor = all_terminal = all_green = True
    suit_mask = honors = terminal_sets = dragon_sets = wind_sets = concealed_triplets = 0
    chi_takes_win = win_triplet_concealed = False
    for key in blocks:
        t = key >> 2
        kind = key & 3
        claimed = False
        if open_left and key in open_left:
            open_left.remove(key)
            claimed = True
        if t >= 27:
            honors += 1
            simple_only = all_terminal = False
            if t >= 31:
                if kind != SEQUENCE and kind != PAIR:
                    dragon_sets += 1
                if t != 32:
                    all_green = False
            else:
                all_green = False
                if kind != PAIR:
                    wind_sets += 1
        else:
            suit_mask |= 1 << (t // 9)
        if kind == SEQUENCE:
            chis.append(t)
            r = t % 9
            if r == 0 or r == 6:
                simple_only = False
                terminal_sets += 1
            if t != 19:
                all_green = False
            holds = t <= win <= t + 2
            if holds and not claimed and key not in open_blocks:
                chi_takes_win = True
        else:
            if kind == PAIR:
                pair = t
            else:
                pons.append(t)
                if not meld_state[t] & 1:
                    concealed_triplets += 1
                    if t == win:
                        win_triplet_concealed = True
            if _TERMINAL_OR_HONOR[t]:
                simple_only = False
                if t < 27:
                    terminal_sets += 1
            else:
                all_terminal_or_honor = all_terminal = False
            if t < 27 and t not in _GREEN:
                all_green = False
            holds = t == win
        if holds and not claimed and key not in win_groups:
            win_groups.append(key)
    if chis:
        all_terminal_or_honor = all_terminal = False

    # --- yaku that do not depend on the wait
    yaku: list[tuple[str, int]] = []
    yakuman: list[tuple[str, int]] = []

    def add(name: str) -> None:
        closed, opened = HAN[name]
        yaku.append((name, opened if is_open and opened else closed))

    for name in f.situational:
        add(name)
    blessing = _blessing(hand)
    if blessing:
        yakuman.append((blessing, _yakuman_multiplier(blessing, rules)))
    if chiitoitsu:
        add("chiitoitsu")
    if simple_only and (not is_open or rules.open_tanyao):
        add("tanyao")
    one_suit = suit_mask in (1, 2, 4)
    if one_suit:
        add("honitsu" if honors else "chinitsu")
    if not chis:
        if honors == n_blocks:
            yakuman.append(("tsuuiisou", _yakuman_multiplier("tsuuiisou", rules)))
        if all_terminal_or_honor:
            add("honroutou")
        if all_terminal:
            yakuman.append(("chinroutou", _yakuman_multiplier("chinroutou", rules)))
    if all_green:
        if rules.green_dragon is GreenDragonRule.OPTIONAL or f.counts[_GREEN_DRAGON]:
            yakuman.append(("ryuuiisou", _yakuman_multiplier("ryuuiisou", rules)))
        elif rules.green_dragon is GreenDragonRule.PURE_DOUBLE:
            yakuman.append(("ryuuiisou", 2))
    if chis:
        if not simple_only:
            if terminal_sets + honors == 5 and terminal_sets and honors:
                add("chanta")
            if terminal_sets == 5:
                add("junchan")
            for base in (0, 9, 18):
                if base in chis and base + 3 in chis and base + 6 in chis:
                    add("ittsu")
                    break
        if not is_open and len(chis) >= 2:
            # identical sequences, two by two (three alike make one pair, four alike two)
            doubled = 0
            unpaired: set[int] = set()
            for t in chis:
                if t in unpaired:
                    doubled += 1
                    unpaired.discard(t)
                else:
                    unpaired.add(t)
            if doubled >= 2:
                add("ryanpeikou")
            elif doubled == 1:
                add("iipeikou")
        if suit_mask == 7 and _in_three_suits(chis):
            add("sanshoku_doujun")
    if pons:
        if len(pons) == 4:
            add("toitoi")
        # concealed triplets: a ron on a shanpon wait opens the completed triplet, unless a
        # concealed sequence could have taken the winning tile instead
        if not tsumo and not chi_takes_win and win_triplet_concealed:
            concealed_triplets -= 1
        if concealed_triplets == 3:
            add("sanankou")
        if suit_mask == 7 and _in_three_suits(pons):
            add("sanshoku_doukou")
        if honors:
            if dragon_sets + (pair >= 31) == 3:
                add("shousangen")
            if _WHITE in pons:
                add("yakuhai_haku")
            if _GREEN_DRAGON in pons:
                add("yakuhai_hatsu")
            if _RED in pons:
                add("yakuhai_chun")
            if f.seat in pons:
                add("yakuhai_seat_wind")
            if f.round in pons:
                add("yakuhai_round_wind")
            if dragon_sets == 3:
                yakuman.append(("daisangen", _yakuman_multiplier("daisangen", rules)))
            if wind_sets == 3 and 27 <= pair <= 30:
                yakuman.append(("shousuushii", _yakuman_multiplier("shousuushii", rules)))
            elif wind_sets == 4:
                yakuman.append(("daisuushii", _yakuman_multiplier("daisuushii", rules)))
        if not f.has_melds and not simple_only and one_suit and not honors:
            _nine_gates(f.counts, blocks[0] >> 2, win, yakuman, rules)
        if not is_open:
            closed = sum(1 for t in pons if tsumo or t != win)
            if closed == 4:
                if f.counts[win] == 2:
                    yakuman.append(("suuankou_tanki", _yakuman_multiplier("suuankou_tanki", rules)))
                else:
                    yakuman.append(("suuankou", _yakuman_multiplier("suuankou", rules)))
        if f.kongs == 3:
            add("sankantsu")
        elif f.kongs == 4:
            yakuman.append(("suukantsu", _yakuman_multiplier("suukantsu", rules)))

    # --- per winning set: fu and pinfu
    for wg in win_groups:
        if chiitoitsu:
            fu_details: tuple[tuple[int, str], ...] = ((25, "base"),)
            fu = 25
            ron_set_open = False
        else:
            fu_details, fu, ron_set_open = _fu(blocks, pons, pair, wg, win, f, rules)
        if len(fu_details) == 1 and not chiitoitsu and not is_open:
            cand_yaku = yaku + [("pinfu", HAN["pinfu"][0])]
        else:
            cand_yaku = yaku
        yield _finish(blocks, wg, win, cand_yaku, list(yakuman), fu, fu_details, f, rules, ron_set_open)


def _in_three_suits(tiles: list[int]) -> bool:
    """Whether the same set (by its lowest tile) is there in all three suits: sanshoku."""
    return any(t < 9 and t + 9 in tiles and t + 18 in tiles for t in tiles)


def _nine_gates(counts: list[int], first: int, win: int, yakuman: list[tuple[str, int]],
                rules: RiichiRules) -> None:
    base = first // 9 * 9
    ranks = counts[base:base + 9]
    if ranks[0] < 3 or ranks[8] < 3:
        return
    ranks = list(ranks)
    ranks[0] -= 2
    ranks[8] -= 2
    if sorted(ranks) != [1, 1, 1, 1, 1, 1, 1, 1, 2]:
        return
    if counts[win] in (2, 4):
        yakuman.append(("junsei_chuuren_poutou", _yakuman_multiplier("junsei_chuuren_poutou", rules)))
    else:
        yakuman.append(("chuuren_poutou", _yakuman_multiplier("chuuren_poutou", rules)))


def _fu(blocks: tuple[int, ...], pons: list[int], pair: int, wg: int, win: int, f: _HandFacts,
        rules: RiichiRules) -> tuple[tuple[tuple[int, str], ...], int, bool]:
    details: list[tuple[int, str]] = []
    total = 0
    wg_tile = wg >> 2
    wg_kind = wg & 3
    if wg_kind == SEQUENCE:
        # the winning sequence is concealed unless every copy of it in the reading is claimed
        in_hand = sum(1 for k in blocks if k == wg)
        claimed = sum(1 for k in f.open_blocks if k == wg)
        if in_hand > claimed:
            r = wg_tile % 9
            if (r == 0 and win == wg_tile + 2) or (r == 6 and win == wg_tile):
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
            details.append((rules.double_wind_pair_fu, "double_valued_pair"))
            total += rules.double_wind_pair_fu
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
        value = _SET_FU[_TERMINAL_OR_HONOR[t]][1 if is_kan else 0][1 if opened else 0]
        details.append(value)
        total += value[0]
    if tsumo and total > 0:
        details.append((2, "tsumo"))
        total += 2
    if f.is_open and total == 0:
        details.append((2, "hand_without_fu"))
        total += 2
    base = 20 if f.is_open or tsumo else 30
    details.append((base, "base"))
    total += base
    return tuple(details), (total + 9) // 10 * 10, ron_set_open
