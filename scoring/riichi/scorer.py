"""``score_hand``: the Riichi value of a winning hand under a ``RiichiRules``."""

from __future__ import annotations

from functools import cache

from scoring.hand import Hand, HandError, Meld, MeldKind
from scoring.riichi import engine
from scoring.riichi.decompose import PAIR, QUAD, SEQUENCE, TRIPLET
from scoring.riichi.engine import Candidate, best_of, check_flags, hand_facts, nagashi
from scoring.riichi.flags import flags_of
from scoring.riichi.options import RiichiRules
from scoring.riichi.result import (
    FuItem,
    FuReason,
    HandSet,
    RiichiResult,
    YakuHit,
    make_pending_result,
    make_yaku_hit,
    make_yakuman_hit,
)
from scoring.riichi.table import yaku_by_id, yaku_table
from scoring.tiles import Tile

_DEFAULT_RULES = RiichiRules()


def score_hand(hand: Hand, rules: RiichiRules = _DEFAULT_RULES) -> RiichiResult:
    """Score a winning hand; ``HandError`` when it is not a winning hand or has no yaku. Its yaku, fu items and sets
    are made when first read (``make_pending_result``)."""
    cand = best_candidate(hand, rules)
    return make_pending_result(hand, rules, cand.han, cand.fu, cand.pay, _TILES[cand.win_tile], typed_parts, hand,
                               cand)


def best_candidate(hand: Hand, rules: RiichiRules = _DEFAULT_RULES) -> Candidate:
    """The best reading, without building the typed result (the fast path for bulk scoring)."""
    check_flags(hand, rules)
    kernel = engine.KERNEL
    if kernel is not None:
        found = kernel.score(hand, rules)
        if found is not kernel.NO_READINGS:
            if found is None:
                raise HandError("no_yaku")
            return found
    facts = hand_facts(hand, rules)
    r = flags_of(hand)
    if r.nagashi:
        return nagashi(facts)
    if (r.tenhou or r.chiihou) and rules.blessing_best_wait:
        # no tile was the last one drawn: the best of the hand read as won on each of its tiles
        best = best_of(facts, sorted({int(t) for t in hand.standing}))
    else:
        best = best_of(facts, (facts.win,))
    if best is None:
        raise HandError("no_yaku")
    return best


_TILES = tuple(Tile)
_KIND_OF_BLOCK = {SEQUENCE: MeldKind.CHOW, TRIPLET: MeldKind.PUNG, QUAD: MeldKind.KONG}
_SET_CACHE: dict[tuple[int, bool], HandSet] = {}
_WHOLE_HAND = frozenset(("daisharin", "daichisei",
                         "tanyao", "pinfu", "chinitsu", "honitsu", "chanta", "junchan", "honroutou", "chiitoitsu",
                         "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren_poutou", "junsei_chuuren_poutou",
                         "kokushi_musou", "kokushi_musou_13"))
_CHOW = MeldKind.CHOW
_PUNG = MeldKind.PUNG
#: situational yaku and bonus han: no set made them
_NO_SETS = frozenset(("riichi", "double_riichi", "ippatsu", "menzen_tsumo", "rinshan_kaihou", "chankan",
                      "haitei_raoyue", "houtei_raoyui", "tenhou", "chiihou", "dora", "aka_dora", "ura_dora",
                      "open_riichi", "double_open_riichi", "renhou", "renhou_yakuman", "nagashi_mangan", "sashikomi",
                      "paarenchan", "nuki_dora"))
_DRAGON_OF = {"yakuhai_haku": Tile.WHITE, "yakuhai_hatsu": Tile.GREEN, "yakuhai_chun": Tile.RED}


@cache
def _table_order() -> dict[str, int]:
    return {y.id: i for i, y in enumerate(yaku_table())}


def _in_table_order(pair: tuple[str, int]) -> int:
    return _ORDER[pair[0]]


_ORDER = _table_order()
_DEFS = yaku_by_id()
#: hits that no set makes (situational yaku, bonus han) are the same objects every time; bounded by
#: the ids in _NO_SETS times the han counts met (bonus counts are at most 4 per tile kind)
_SHARED_HITS = {(i, han): YakuHit(_DEFS[i], han, ()) for i in _NO_SETS if _DEFS[i].kind != "yakuman"
                for han in range(1, 36)}


def _hand_set(key: int, concealed: bool) -> HandSet:
    """The Meld (or pair Tile) of a set key; shared, since they are immutable."""
    found = _SET_CACHE.get((key, concealed))
    if found is None:
        kind = key & 3
        tile = _TILES[key >> 2]
        found = tile if kind == PAIR else Meld(_KIND_OF_BLOCK[kind], tile, concealed)
        _SET_CACHE[(key, concealed)] = found
    return found


def _to_sets(hand: Hand, cand: Candidate) -> tuple[list[HandSet], int, list[HandSet]]:
    """The reading as Melds and pair Tiles, the index of the winning set, and the pair then the
    triplets and kongs in order (what fu items are for)."""
    declared: dict[int, list[bool]] | None = None
    if hand.melds:
        declared = {}
        for m in hand.melds:
            kind = m.kind  # compared by identity: an Enum hashes in Python
            block = SEQUENCE if kind is _CHOW else TRIPLET if kind is _PUNG else QUAD
            declared.setdefault(int(m.tile) * 4 + block, []).append(m.concealed)
    sets: list[HandSet] = []
    fu_sets: list[HandSet] = []
    win_index = -1
    win_block = cand.win_block
    concealed_sets = _CONCEALED_SETS
    for key in cand.blocks:
        found = None
        if declared:
            flags = declared.get(key)
            if flags:
                found = _hand_set(key, flags.pop(0))
        if found is None:
            if win_index < 0 and key == win_block:
                win_index = len(sets)
                if key & 3 == TRIPLET and cand.closed_win_set_counts_open:
                    found = _hand_set(key, False)
            if found is None:
                found = concealed_sets[key]
                if found is None:
                    found = concealed_sets[key] = _hand_set(key, True)
        sets.append(found)
        kind = key & 3
        if kind == PAIR:
            fu_sets.insert(0, found)
        elif kind != SEQUENCE:
            fu_sets.append(found)
    return sets, win_index, fu_sets


#: set key -> its concealed Meld or pair Tile (the common case of ``_hand_set``), filled as met
_CONCEALED_SETS: list[HandSet | None] = [None] * (34 * 4)


class _SetsOfYaku:
    """Which sets make each yaku, for explanations; () for situational yaku and bonus han."""

    __slots__ = ("sets", "seat_wind", "round_wind", "_groups")

    def __init__(self, sets: list[HandSet], seat_wind: Tile, round_wind: Tile) -> None:
        self.sets = tuple(sets)
        self.seat_wind = seat_wind
        self.round_wind = round_wind
        self._groups = None

    def by_kind(self) -> tuple[list, list, list]:
        """Chows, pungs and kongs, pairs (made when a yaku needs them: most do not)."""
        if self._groups is None:
            chows: list = []
            pungs: list = []
            pairs: list = []
            for s in self.sets:
                if s.__class__ is Meld:
                    (chows if s.kind is _CHOW else pungs).append(s)
                else:
                    pairs.append(s)
            self._groups = (chows, pungs, pairs)
        return self._groups

    def __call__(self, yaku_id: str) -> tuple[HandSet, ...]:
        how = _SETS_OF.get(yaku_id, _NONE)
        if how is _ALL:
            return self.sets
        if how is _NONE:
            return ()
        return how(self, *self.by_kind())


def _iipeikou(_, chows, pungs, pairs):
    return next(((m, m) for m in chows if chows.count(m) >= 2), ())


def _ittsu(_, chows, pungs, pairs):
    for base in (0, 9, 18):
        found = [next((m for m in chows if m.tile == base + k), None) for k in (0, 3, 6)]
        if all(found):
            return tuple(found)
    return ()


def _in_each_suit(group):
    for m in group:
        trio = [next((c for c in group if c.tile == m.tile + k), None) for k in (0, 9, 18)]
        if m.tile < 9 and all(trio):
            return tuple(trio)
    return ()


def _concealed_triplets(_, chows, pungs, pairs):
    return tuple([m for m in pungs if m.concealed])


def _kongs(_, chows, pungs, pairs):
    return tuple([m for m in pungs if m.kind is MeldKind.KONG])


def _triplets_of(tile: Tile):
    return lambda _, chows, pungs, pairs: tuple([m for m in pungs if m.tile == tile])


def _honor_sets(low: Tile, high: Tile):
    return lambda _, chows, pungs, pairs: (tuple([m for m in pungs if low <= m.tile <= high])
                                          + tuple([t for t in pairs if low <= t <= high]))


_ALL = "all"
_NONE = "none"
#: yaku id -> which sets made it: all of them, none, or a function of the sets by kind
_SETS_OF = {
    **{i: _ALL for i in _WHOLE_HAND},
    **{i: _NONE for i in _NO_SETS},
    "iipeikou": _iipeikou,
    "ryanpeikou": lambda _, chows, pungs, pairs: tuple(chows),
    "ittsu": _ittsu,
    "sanshoku_doujun": lambda _, chows, pungs, pairs: _in_each_suit(chows),
    "sanshoku_doukou": lambda _, chows, pungs, pairs: _in_each_suit(pungs),
    "toitoi": lambda _, chows, pungs, pairs: tuple(pungs),
    "sanankou": _concealed_triplets,
    "suuankou": _concealed_triplets,
    "suuankou_tanki": lambda v, chows, pungs, pairs: _concealed_triplets(v, chows, pungs, pairs) + tuple(pairs),
    "sankantsu": _kongs,
    "suukantsu": _kongs,
    **{i: _triplets_of(tile) for i, tile in _DRAGON_OF.items()},
    "yakuhai_seat_wind": lambda v, chows, pungs, pairs: tuple([m for m in pungs if m.tile == v.seat_wind]),
    "yakuhai_round_wind": lambda v, chows, pungs, pairs: tuple([m for m in pungs if m.tile == v.round_wind]),
    "shousangen": _honor_sets(Tile.WHITE, Tile.RED),
    "daisangen": _honor_sets(Tile.WHITE, Tile.RED),
    "shousuushii": _honor_sets(Tile.EAST, Tile.NORTH),
    "daisuushii": _honor_sets(Tile.EAST, Tile.NORTH),
}


def typed_parts(hand: Hand, cand: Candidate) -> tuple:
    """The yaku and yakuman hits with their sets, the fu items, the reading's sets and the winning set."""
    defs = _DEFS
    if cand.blocks:
        sets, win_index, fu_sets = _to_sets(hand, cand)
        win_set = sets[win_index] if win_index >= 0 else None
    else:  # thirteen orphans: every tile kind, the pair as its tile twice
        sets = sorted(hand.standing)
        win_set = None
        fu_sets = []
    sets_for = _SetsOfYaku(sets, hand.context.seat_wind, hand.context.round_wind)
    ordered = _YAKU_ORDER.get(cand.yaku)
    if ordered is None:
        ordered = sorted(cand.yaku, key=_in_table_order)
        if len(_YAKU_ORDER) < 4096:
            _YAKU_ORDER[cand.yaku] = ordered
    yaku = tuple([_SHARED_HITS.get(pair) or make_yaku_hit(defs[pair[0]], pair[1], sets_for(pair[0]))
                  for pair in ordered])
    yakuman = tuple([make_yakuman_hit(defs[i], mult, sets_for(i))
                     for i, mult in sorted(cand.yakuman, key=_in_table_order)]) if cand.yakuman else ()
    return yaku, yakuman, _fu_items(cand, fu_sets, win_set), sets_for.sets, win_set


#: the (yaku, han) of a candidate -> the same in table order (a few hundred combinations occur)
_YAKU_ORDER: dict[tuple[tuple[str, int], ...], list[tuple[str, int]]] = {}

#: fu items, shared: their sets are the interned ones of _hand_set (or tiles), so the key is bounded
_FU_ITEMS: dict[tuple[int, str, int], FuItem] = {}
_WAIT, _PAIR, _SET = 1, 2, 3
#: fu item reason -> which set it is for: the winning set, the pair, the next triplet or kong (else none)
_FU_TARGET = {"penchan": _WAIT, "kanchan": _WAIT, "pair_wait": _WAIT, "valued_pair": _PAIR,
              "double_valued_pair": _PAIR,
              **{f"{state}{kind}": _SET for state in ("closed_", "open_", "closed_terminal_", "open_terminal_")
                 for kind in ("pon", "kan")}}


def _fu_items(cand: Candidate, fu_sets: list[HandSet], win_set: HandSet | None) -> tuple[FuItem, ...]:
    """The fu items with the set each is for; the base first. ``fu_sets``: the pair (if any), then
    the triplets and kongs, in the order the engine lists their items."""
    details = cand.fu_details
    if not details:
        return ()
    base = _fu_item(details[-1][0], "base", None)  # the engine lists the base last
    if len(details) == 1:
        return (base,)
    has_pair = bool(fu_sets) and fu_sets[0].__class__ is not Meld
    next_set = 1 if has_pair else 0
    items: list[FuItem] = [base]
    cache = _FU_ITEMS
    for fu, reason in details[:-1]:
        target_kind = _FU_TARGET.get(reason)
        if target_kind is _WAIT:
            target = win_set
        elif target_kind is _PAIR:
            target = fu_sets[0] if has_pair else None
        elif target_kind is _SET:
            target = fu_sets[next_set] if next_set < len(fu_sets) else None
            next_set += 1
        else:
            target = None
        item = cache.get((fu, reason, id(target)))
        items.append(item if item is not None else _fu_item(fu, reason, target))
    return tuple(items)


def _fu_item(fu: int, reason: str, target: HandSet | None) -> FuItem:
    key = (fu, reason, id(target))
    item = _FU_ITEMS.get(key)
    if item is None:
        item = _FU_ITEMS[key] = FuItem(fu, FuReason(reason), target)  # made once per key: no cost per hand
    return item
