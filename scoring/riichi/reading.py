"""What the yaku definitions look at: the facts of a hand, and the summary of one reading.

Tiles are plain ints (34-index) and sets are ints from ``decompose`` (``tile * 4 + kind``), for
speed; ``HandFacts`` is built once per hand, ``Reading`` once per reading in one pass over its sets.
"""

from __future__ import annotations

from scoring.hand import Hand, MeldKind
from scoring.riichi.decompose import PAIR, QUAD, SEQUENCE, TRIPLET
from scoring.riichi.flags import flags_of
from scoring.riichi.options import RiichiRules
from scoring.tiles import GREEN_TILES

TERMINAL_OR_HONOR = tuple(t >= 27 or t % 9 in (0, 8) for t in range(34))
_GREEN = frozenset(int(t) for t in GREEN_TILES)


class HandFacts:
    """What stays the same across the readings of one hand."""

    __slots__ = ("hand", "rules", "counts", "standing", "meld_blocks", "open_blocks", "meld_state", "is_open",
                 "kongs", "tsumo", "seat", "round", "dealer", "honba", "has_melds", "riichi", "win", "kyoutaku",
                 "traits")

    def __init__(self, hand: Hand, rules: RiichiRules) -> None:
        self.hand = hand
        self.rules = rules
        standing = [0] * 34
        for t in hand.concealed:
            standing[t] += 1
        standing[hand.win_tile] += 1
        self.standing = standing
        melds = hand.melds
        kongs = 0
        if melds:
            counts = list(standing)
            meld_blocks = []
            open_blocks = []
            meld_state = [0] * 34  # bit 1 open, bit 2 kan: for claimed pungs/kongs and concealed kongs
            for m in melds:
                t = int(m.tile)
                kind = m.kind
                if kind is _CHOW:
                    key = t * 4 + SEQUENCE
                    counts[t] += 1
                    counts[t + 1] += 1
                    counts[t + 2] += 1
                elif kind is _PUNG:
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
            meld_blocks.sort()
            self.counts = counts
            self.meld_blocks = tuple(meld_blocks)
            self.open_blocks = open_blocks
            self.meld_state = meld_state
            self.is_open = is_open = bool(open_blocks)
            self.has_melds = True
        else:
            self.counts = standing
            self.meld_blocks = ()
            self.open_blocks = _NONE
            self.meld_state = _NO_MELDS  # shared: nobody writes to it
            self.is_open = is_open = False
            self.has_melds = False
        self.kongs = kongs
        ctx = hand.context
        self.riichi = r = flags_of(hand)
        self.tsumo = tsumo = ctx.self_drawn
        self.seat = seat = int(ctx.seat_wind)
        self.round = int(ctx.round_wind)
        self.dealer = seat == 27
        self.honba = r.honba
        self.kyoutaku = r.kyoutaku
        self.win = int(hand.win_tile)
        # the bits of rules.registry's hand traits (written out: this runs for every hand)
        self.traits = ((1 if tsumo else 2) | (4 if r.riichi or r.double_riichi else 0)
                       | (8 if r.open_riichi else 0) | (16 if ctx.kong else 0) | (32 if ctx.wall_last else 0)
                       | (64 if r.tenhou or r.chiihou else 0) | (128 if r.renhou else 0)
                       | (0 if is_open else 256) | (512 if r.paarenchan else 0) | (1024 if r.nagashi else 0))


_NO_MELDS = [0] * 34
_NONE: list[int] = []
_CHOW = MeldKind.CHOW
_PUNG = MeldKind.PUNG


# What one set says about the reading, precomputed per set key: bits that hold for the reading
# when every set has them (ANDed), the suit bits (ORed), and counts packed 4 bits each (added).
_SIMPLE, _TERMINAL_OR_HONOR_SET, _TERMINAL_SET, _GREEN_SET = 8, 16, 32, 64
_ALL_BITS = 127
_HONOR_COUNT, _TERMINAL_COUNT, _DRAGON_COUNT, _WIND_COUNT = 1, 1 << 4, 1 << 8, 1 << 12


def _set_summary(key: int) -> tuple[int, int]:
    """(bits, packed counts) of the set ``key``: tile ``key >> 2``, kind ``key & 3``."""
    t, kind = key >> 2, key & 3
    if t >= 34:
        return _ALL_BITS, 0
    if kind == SEQUENCE:
        if t >= 27 or t % 9 > 6:
            return _ALL_BITS, 0  # no such sequence
        outer = t % 9 in (0, 6)
        bits = 1 << (t // 9) | (0 if outer else _SIMPLE) | (_GREEN_SET if t == 19 else 0)
        return bits, _TERMINAL_COUNT if outer else 0
    triplet = kind != PAIR
    if t >= 27:
        counts = _HONOR_COUNT + (_DRAGON_COUNT if t >= 31 and triplet else 0) + (_WIND_COUNT if t < 31 and triplet
                                                                                 else 0)
        return _TERMINAL_OR_HONOR_SET | (_GREEN_SET if t == 32 else 0), counts
    suit = 1 << (t // 9)
    if TERMINAL_OR_HONOR[t]:
        return suit | _TERMINAL_OR_HONOR_SET | _TERMINAL_SET | (_GREEN_SET if t in _GREEN else 0), _TERMINAL_COUNT
    return suit | _SIMPLE | (_GREEN_SET if t in _GREEN else 0), 0


_SET_BITS, _SET_COUNTS = (tuple(column) for column in zip(*(_set_summary(key) for key in range(34 * 4)), strict=True))


class Reading:
    """One reading of the hand (its sets, sorted) won on ``win``: everything the yaku look at."""

    __slots__ = ("blocks", "win", "facts", "is_open", "chiitoitsu", "chis", "pons", "pair", "win_groups",
                 "simple_only", "all_terminal_or_honor", "all_terminal", "all_green", "suit_mask", "honors",
                 "terminal_sets", "dragon_sets", "wind_sets", "concealed_triplets", "one_suit", "traits")

    def __init__(self, blocks: tuple[int, ...], win: int, f: HandFacts) -> None:
        self.blocks = blocks
        self.win = win
        self.facts = f
        self.is_open = f.is_open
        self.chiitoitsu = len(blocks) == 7
        open_blocks = f.open_blocks
        meld_state = f.meld_state
        chis: list[int] = []
        pons: list[int] = []  # tiles of triplets and kongs
        win_groups: list[int] = []  # sets holding the winning tile that are not claimed melds
        open_left = list(open_blocks) if open_blocks else None
        pair = -1
        all_bits = _ALL_BITS
        suit_mask = counts = concealed_triplets = 0
        chi_takes_win = win_triplet_concealed = False
        set_bits = _SET_BITS
        set_counts = _SET_COUNTS
        for key in blocks:
            bits = set_bits[key]
            all_bits &= bits
            suit_mask |= bits
            counts += set_counts[key]
            t = key >> 2
            kind = key & 3
            claimed = False
            if open_left and key in open_left:
                open_left.remove(key)
                claimed = True
            if kind == SEQUENCE:
                chis.append(t)
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
                holds = t == win
            if holds and not claimed and key not in win_groups:
                win_groups.append(key)
        suit_mask &= 7
        simple_only = all_bits & _SIMPLE != 0
        honors = counts & 15
        dragon_sets = counts >> 8 & 15
        wind_sets = counts >> 12
        # a ron on a shanpon wait opens the completed triplet, unless a concealed sequence could
        # have taken the winning tile instead
        if not f.tsumo and not chi_takes_win and win_triplet_concealed:
            concealed_triplets -= 1
        self.chis = chis
        self.pons = pons
        self.pair = pair
        self.win_groups = win_groups
        self.simple_only = simple_only
        self.all_terminal_or_honor = all_bits & _TERMINAL_OR_HONOR_SET != 0
        self.all_terminal = all_bits & _TERMINAL_SET != 0
        self.all_green = all_bits & _GREEN_SET != 0
        self.suit_mask = suit_mask
        self.one_suit = suit_mask in (1, 2, 4)
        self.honors = honors
        self.terminal_sets = counts >> 4 & 15
        self.dragon_sets = dragon_sets
        self.wind_sets = wind_sets
        self.concealed_triplets = concealed_triplets
        # the bits of rules.registry's reading traits (written out here: this is the hot path)
        self.traits = ((1 if chis else 2) | (4 if pons else 0) | (8 if honors else 0)
                       | (32 if simple_only else 16) | (0 if f.is_open else 64)
                       | (128 if self.one_suit else 256 if suit_mask == 7 else 0)
                       | (512 if self.chiitoitsu else 0) | (1024 if dragon_sets else 0)
                       | (2048 if wind_sets else 0) | (4096 if f.kongs else 0))
