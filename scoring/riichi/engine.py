"""The generic Riichi scorer: every reading of the hand x every yaku definition -> the best reading.

1. ``decompose.readings`` reads the standing tiles with the declared melds as four sets and a pair
   (and seven pairs); thirteen orphans is looked for apart;
2. the win-condition yaku and the bonus han are found once per hand; in each reading, the yaku
   whose gate the reading passes are asked (``rules/``); then, per set the winning tile may have
   completed, the fu and the wait yaku (pinfu);
3. exclusions from ``yaku.tsv`` drop what other yaku replace; a yakuman drops every ordinary yaku;
4. choosing among readings follows the reference practice (PyPI ``mahjong``): the reading paid
   most wins; on equal pay a real yakuman beats counted ones, then more han, then more fu, then
   more fu before rounding; a remaining tie keeps the first reading in sorted order and, within
   it, the first set the winning tile can complete.

Tiles are plain ints (34-index) and sets are ints from ``decompose`` here, for speed; ``scorer``
turns the chosen reading into the typed result.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import ClaimedFrom, Hand, HandError, NotWinningHand
from scoring.riichi.decompose import readings
from scoring.riichi.flags import flags_of
from scoring.riichi.fu import SEVEN_PAIRS_FU, fu
from scoring.riichi.native import bound
from scoring.riichi.options import RiichiRules
from scoring.riichi.payments import Payment, payment
from scoring.riichi.reading import HandFacts, Reading
from scoring.riichi.rules import rules_in_table_order
from scoring.riichi.rules.registry import BONUS, CLOSING, READING, SHAPE, WAIT, WIN
from scoring.riichi.table import yaku_table
from scoring.tiles import Tile

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
    #: the reference's order of preference: pay, real yakuman, han, fu, fu before rounding
    key: tuple[int, bool, int, int, int]


# ------------------------------------------------------------------ the definitions, compiled once

class _Finder:
    """A definition as the hot loop uses it."""

    __slots__ = ("id", "find", "yakuman", "han_closed", "han_open", "han", "excludes")

    def __init__(self, rule) -> None:
        self.id = rule.id
        self.find = rule.find
        self.yakuman = rule.is_yakuman
        self.han_closed = rule.yaku.han_closed
        self.han_open = rule.yaku.han_open
        #: han in a closed hand, in an open one (closed-only yaku are not found in open hands)
        self.han = (self.han_closed, self.han_open or self.han_closed)
        self.excludes = frozenset(rule.excludes)


def _finders(how: str) -> tuple[_Finder, ...]:
    return tuple(_Finder(r) for r in rules_in_table_order() if r.how == how)


_WIN = tuple((r.needs, _Finder(r)) for r in rules_in_table_order() if r.how == WIN)
#: hand traits -> the win-condition definitions to ask
_WIN_BY_TRAITS: dict[int, tuple[_Finder, ...]] = {}
_BONUS = _finders(BONUS)
_SHAPE = _finders(SHAPE)
_WAIT = tuple((r.needs, _Finder(r)) for r in rules_in_table_order() if r.how == WAIT)
_CLOSING_NEEDS = tuple((r.needs, _Finder(r)) for r in rules_in_table_order() if r.how == CLOSING)
_CLOSING_BY_TRAITS: dict[int, tuple[_Finder, ...]] = {}
_READING = tuple((r.needs, _Finder(r)) for r in rules_in_table_order() if r.how == READING)
#: reading traits -> the definitions to ask, and the wait definitions (one entry per combination of traits)
_BY_TRAITS: dict[int, tuple[tuple[_Finder, ...], tuple[_Finder, ...]]] = {}


def _asked(traits: int) -> tuple[tuple[_Finder, ...], tuple[_Finder, ...]]:
    found = (tuple(d for needs, d in _READING if needs & traits == needs),
             tuple(d for needs, d in _WAIT if needs & traits == needs))
    _BY_TRAITS[traits] = found
    return found


def check_flags(hand: Hand, rules: RiichiRules | None = None) -> None:
    """The seed's and the reference's conditions on flags, for hands not built by the parser too."""
    ctx, r = hand.context, flags_of(hand)
    dealer = ctx.seat_wind == 27
    if (r.riichi or r.double_riichi) and hand.melds and not hand.is_closed:
        raise HandError("riichi_open_hand")
    if r.ippatsu and not (r.riichi or r.double_riichi):
        raise HandError("ippatsu_without_riichi")
    if r.open_riichi and not (r.riichi or r.double_riichi):
        raise HandError("open_riichi_without_riichi")
    if ctx.kong and ctx.wall_last:
        raise HandError("kong_and_wall")
    # a North set aside draws its replacement as a kong does: Tenhou's three-player rule counts rinshan on it
    if ctx.kong and ctx.self_drawn and not any(m.is_kong for m in hand.melds) and not r.kita:
        raise HandError("kong_without_kong")
    if r.tenhou or r.chiihou:
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
    if r.renhou:
        if ctx.self_drawn:
            raise HandError("renhou_tsumo")
        if dealer:
            raise HandError("renhou_dealer")
        if hand.melds:
            raise HandError("void_after_call", flag="renhou")
    if r.paarenchan and not dealer:
        raise HandError("paarenchan_not_dealer")
    if rules is not None and (rules.players == 3 or r.kita or hand.red_fives):
        _check_table(hand, rules)


_NORTH = 30


def _check_table(hand: Hand, rules: RiichiRules) -> None:
    """What the rules' table allows: three-player tiles and seats, kita, red fives per suit."""
    r = flags_of(hand)
    if rules.players == 3:
        counts = hand.counts()
        tiles = [t for t in range(1, 8) if counts[t]] + [int(t) for t in r.dora_indicators + r.ura_indicators
                                                         if 1 <= t <= 7]
        if tiles:
            raise HandError("sanma_tile", tile=Tile(tiles[0]).code)
        if Tile.NORTH in (hand.context.seat_wind, hand.context.round_wind):
            raise HandError("sanma_north")
        if any(m.is_chow and not m.concealed for m in hand.melds):
            raise HandError("sanma_chow")
        if any(m.claimed_from is ClaimedFrom.ACROSS for m in hand.melds):  # [555p,2]: no one sits across
            raise HandError("sanma_across")
        if counts[_NORTH] + r.kita > 4:
            raise HandError("too_many_norths", held=counts[_NORTH], kita=r.kita)
    elif r.kita:
        raise HandError("kita_four_players")
    reds = hand.red_fives
    if reds and (len(reds) > 1 or min(rules.red_five_counts) == 0):
        for suit, allowed in enumerate(rules.red_five_counts):
            five = Tile(suit * 9 + 4)
            held = reds.count(five)
            if held > allowed:
                raise HandError("red_fives_over", tile=five.code, count=held, allowed=allowed)


class _HandYaku:
    """The yaku, yakuman and bonus han found once per hand."""

    __slots__ = ("found", "dropped", "bonus", "bonus_han", "closing")


def yakuman_multiplier(name: str, rules: RiichiRules) -> int:
    if name == "tenhou":
        return 2 if rules.tenhou_double else 1
    if name == "suukantsu":
        return 2 if rules.suukantsu_double else 1
    multiplier = _MULTIPLIER[name]
    # the four double yakuman of the table count once where doubles are off
    return 1 if multiplier == 2 and not rules.double_yakuman else multiplier


def hand_facts(hand: Hand, rules: RiichiRules) -> HandFacts:
    return HandFacts(hand, rules)


def _hand_yaku(f: HandFacts) -> _HandYaku:
    found = _HandYaku()
    hits: list[tuple[_Finder, bool | int]] = []
    dropped: frozenset[str] = frozenset()
    asked = _WIN_BY_TRAITS.get(f.traits)
    if asked is None:
        asked = _WIN_BY_TRAITS[f.traits] = tuple(d for needs, d in _WIN if needs & f.traits == needs)
    for d in asked:
        hit = d.find(f)
        if hit:
            hits.append((d, hit))
            if d.excludes:
                dropped = dropped | d.excludes
    found.found = hits
    found.dropped = dropped
    bonus: list[tuple[str, int]] = []
    bonus_han = 0
    for d in _BONUS:
        count = d.find(f)
        if count:
            bonus.append((d.id, count))
            bonus_han += count
    found.bonus = bonus
    found.bonus_han = bonus_han
    closing = _CLOSING_BY_TRAITS.get(f.traits)
    if closing is None:
        closing = _CLOSING_BY_TRAITS[f.traits] = tuple(d for needs, d in _CLOSING_NEEDS if needs & f.traits == needs)
    found.closing = closing
    return found


def _apply(found: list[_Finder], hits: list, is_open: bool, rules: RiichiRules
           ) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """(id, han) of the ordinary yaku and (id, multiplier) of the yakuman, after exclusions."""
    dropped: set[str] = set()
    for d in found:
        if d.excludes:
            dropped |= d.excludes
    yaku: list[tuple[str, int]] = []
    yakuman: list[tuple[str, int]] = []
    for d, hit in zip(found, hits, strict=True):
        if dropped and d.id in dropped:
            continue
        if d.yakuman:
            yakuman.append((d.id, hit if hit is not True else yakuman_multiplier(d.id, rules)))
        else:
            yaku.append((d.id, d.han_open if is_open and d.han_open else d.han_closed))
    return yaku, yakuman


def _finish(blocks: tuple[int, ...], win_block: int, win: int, yaku: list[tuple[str, int]], han: int,
            yakuman: list[tuple[str, int]], fu_: int, raw_fu: int, fu_details: tuple[tuple[int, str], ...],
            f: HandFacts, bonus: list[tuple[str, int]], bonus_han: int, ron_set_open: bool) -> Candidate | None:
    """The candidate of a reading's yaku (``han`` theirs) and fu; None without a yaku."""
    rules = f.rules
    if rules.aotenjou:
        # no limits: yakuman are 13 han each beside the ordinary yaku (their precursors excluded)
        if not yaku and not yakuman:
            return None
        if bonus:
            yaku = yaku + bonus
            han += bonus_han
        if yakuman:
            han += 13 * sum(m for _, m in yakuman)
        pay = payment(han, fu_, bool(yakuman), f.dealer, f.tsumo, f.honba, rules, f.kyoutaku)
        return Candidate(blocks, win_block, win, tuple(yaku), tuple(yakuman), han, fu_, fu_details, pay,
                         ron_set_open, (pay.total, bool(yakuman), han, fu_, raw_fu))
    if yakuman:
        han = 13 * sum(m for _, m in yakuman)
        if rules.limit_six_yakuman and han > 78:
            han = 78
        pay = payment(han, fu_, True, f.dealer, f.tsumo, f.honba, rules, f.kyoutaku)
        return Candidate(blocks, win_block, win, (), tuple(yakuman), han, fu_, fu_details, pay, ron_set_open,
                         (pay.total, True, han, fu_, raw_fu))
    if not yaku:
        return None
    if bonus:
        yaku = yaku + bonus
        han += bonus_han
    if han > 78 and rules.limit_six_yakuman:
        han = 78
    pay = payment(han, fu_, False, f.dealer, f.tsumo, f.honba, rules, f.kyoutaku)
    return Candidate(blocks, win_block, win, tuple(yaku), (), han, fu_, fu_details, pay, ron_set_open,
                     (pay.total, False, han, fu_, raw_fu))


def nagashi(f: HandFacts) -> Candidate:
    """Nagashi mangan: no hand is read; a mangan paid as a self-draw (honba and sticks included)."""
    rules = f.rules
    han_ = 5
    pay = payment(han_, 30, False, f.dealer, True, f.honba, rules, f.kyoutaku)
    return Candidate((), -1, f.win, (("nagashi_mangan", han_),), (), han_, 30, (), pay, False,
                     (pay.total, False, han_, 30, 0))


def _shape(win: int, f: HandFacts, hand_yaku: _HandYaku) -> Candidate | None:
    """Thirteen orphans, which is no reading of four sets and a pair."""
    found: list[_Finder] = []
    hits: list = []
    for d in _SHAPE:
        hit = d.find(f, win)
        if hit:
            found.append(d)
            hits.append(hit)
    if not found:
        return None
    for d, hit in hand_yaku.found:
        if d.yakuman:
            found.append(d)
            hits.append(hit)
    for d in hand_yaku.closing:
        hit = d.find(f, True)
        if hit:
            found.append(d)
            hits.append(hit)
    _, yakuman = _apply(found, hits, f.is_open, f.rules)
    if f.rules.aotenjou:
        # as the mahjong library counts it: 30 fu on a self-draw, 40 on a ron; dora and ura-dora
        bonus = [(i, n) for i, n in hand_yaku.bonus if i in ("dora", "ura_dora")]
        return _finish((), -1, win, [], 0, yakuman, 30 if f.tsumo else 40, 0, (), f, bonus,
                       sum(n for _, n in bonus), False)
    return _finish((), -1, win, [], 0, yakuman, 0, 0, (), f, [], 0, False)


def evaluate(hand: Hand, rules: RiichiRules, win: int | None = None,
             facts: HandFacts | None = None) -> Candidate | None:
    """The best reading of the hand won on ``win`` (default: its winning tile); None without yaku.

    Raises ``NotWinningHand`` when the tiles form no winning hand.
    """
    f = facts or HandFacts(hand, rules)
    return best_of(f, (f.win if win is None else win,))


def best_of(f: HandFacts, wins) -> Candidate | None:
    """The best reading of the hand won on any of ``wins`` (the first of equals, in order); None
    without yaku. The readings and the yaku of the hand are found once for all of them.

    Raises ``NotWinningHand`` when the tiles form no winning hand.
    """
    hand_yaku = _hand_yaku(f)
    if KERNEL is not None and not hand_yaku.closing and not f.rules.aotenjou:
        found = KERNEL.best_of(f, wins, hand_yaku)
        if found is not KERNEL.NO_READINGS:
            return found
    all_readings = readings(f.standing, f.meld_blocks)
    best: Candidate | None = None
    best_key = None
    if not all_readings:
        # the special shapes (thirteen orphans) never also read as sets and a pair
        for win in wins:
            special = _shape(win, f, hand_yaku)
            if special is None:
                raise NotWinningHand("no_winning_shape")
            if best_key is None or special.key > best_key:
                best, best_key = special, special.key
        return best
    for win in wins:
        for blocks in all_readings:
            for cand in _score_reading(Reading(blocks, win, f), hand_yaku):
                if cand is None:
                    continue
                key = cand.key
                if best_key is None or key > best_key:
                    best, best_key = cand, key
    return best


def _score_reading(r: Reading, hand_yaku: _HandYaku) -> list[Candidate | None]:
    """A Candidate (or None when it has no yaku) per set the winning tile may have completed."""
    found = hand_yaku.found
    dropped = hand_yaku.dropped
    asked_and_wait = _BY_TRAITS.get(r.traits)
    if asked_and_wait is None:
        asked_and_wait = _asked(r.traits)
    asked, wait = asked_and_wait
    copied = False
    for d in asked:
        hit = d.find(r)
        if hit:
            if not copied:
                found = list(found)
                copied = True
            found.append((d, hit))
            if d.excludes:
                dropped = dropped | d.excludes
    f = r.facts
    is_open = r.is_open
    yaku: list[tuple[str, int]] = []
    yakuman: list[tuple[str, int]] = []
    han = 0
    for d, hit in found:
        if dropped and d.id in dropped:
            continue
        if d.yakuman:
            yakuman.append((d.id, hit if hit is not True else yakuman_multiplier(d.id, f.rules)))
        else:
            yaku_han = d.han[is_open]
            yaku.append((d.id, yaku_han))
            han += yaku_han
    bonus = hand_yaku.bonus
    bonus_han = hand_yaku.bonus_han
    out = []
    for wg in r.win_groups:
        if r.chiitoitsu:
            fu_details, fu_, raw_fu, ron_set_open = SEVEN_PAIRS_FU, 25, 25, False
        else:
            fu_details, fu_, raw_fu, ron_set_open = fu(r, wg)
        cand_yaku = yaku
        cand_han = han
        for d in wait:
            if d.find(r, fu_details) and not (dropped and d.id in dropped):
                cand_yaku = cand_yaku + [(d.id, d.han_closed)]
                cand_han += d.han_closed
        cand_yakuman = yakuman
        for d in hand_yaku.closing:
            hit = d.find(f, bool(cand_yaku or yakuman))
            if hit:
                cand_yakuman = cand_yakuman + [(d.id, hit if hit is not True else yakuman_multiplier(d.id, f.rules))]
        out.append(_finish(r.blocks, wg, r.win, cand_yaku, cand_han, cand_yakuman, fu_, raw_fu, fu_details, f,
                           bonus, bonus_han, ron_set_open))
    return out


#: the native kernel bound to these definitions, or None (``native.bound``): ``best_of`` and
#: ``scorer.best_candidate`` ask it where it can
KERNEL = bound(Candidate, yakuman_multiplier)
