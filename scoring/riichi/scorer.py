"""``score_hand``: the Riichi value of a winning hand under a ``RiichiRules``."""

from __future__ import annotations

from scoring.hand import Hand, HandError, Meld, MeldKind
from scoring.riichi.decompose import PAIR, QUAD, SEQUENCE, TRIPLET
from scoring.riichi.engine import Candidate, check_flags, evaluate, hand_facts
from scoring.riichi.result import FuItem, HandSet, RiichiResult, YakuHit, YakumanHit
from scoring.riichi.rules import RiichiRules
from scoring.riichi.table import yaku_by_id, yaku_table
from scoring.tiles import Tile

_DEFAULT_RULES = RiichiRules()
_NO_YAKU = ("no yaku: the hand is complete but no yaku applies "
            "(dora, red fives and ura-dora are not yaku)")


def score_hand(hand: Hand, rules: RiichiRules = _DEFAULT_RULES) -> RiichiResult:
    """Score a winning hand; ``HandError`` when it is not a winning hand or has no yaku."""
    return build_result(hand, rules, best_candidate(hand, rules))


def best_candidate(hand: Hand, rules: RiichiRules = _DEFAULT_RULES) -> Candidate:
    """The best reading, without building the typed result (the fast path for bulk scoring)."""
    check_flags(hand)
    facts = hand_facts(hand, rules)
    r = hand.riichi
    if (r.tenhou or r.chiihou) and rules.blessing_best_wait:
        best = None
        for tile in sorted(set(hand.standing)):
            cand = evaluate(hand, rules, int(tile), facts)
            if cand is not None and (best is None or cand.key > best.key):
                best = cand
    else:
        best = evaluate(hand, rules, None, facts)
    if best is None:
        raise HandError(_NO_YAKU)
    return best


def _declared_flags(hand: Hand) -> dict[int, list[bool]]:
    """Block key -> the concealed flags of the declared melds with that key."""
    out: dict[int, list[bool]] = {}
    for m in hand.melds:
        kind = {MeldKind.CHOW: SEQUENCE, MeldKind.PUNG: TRIPLET, MeldKind.KONG: QUAD}[m.kind]
        out.setdefault(int(m.tile) * 4 + kind, []).append(m.concealed)
    return out


def _to_sets(hand: Hand, cand: Candidate) -> tuple[list[HandSet], int]:
    """The reading as Melds and pair Tiles, and the index of the winning set."""
    declared = _declared_flags(hand)
    sets: list[HandSet] = []
    win_index = -1
    for key in cand.blocks:
        tile = Tile(key >> 2)
        kind = key & 3
        flags = declared.get(key)
        if flags:
            concealed = flags.pop(0)
            is_declared = True
        else:
            concealed = True
            is_declared = False
        if not is_declared and win_index < 0 and key == cand.win_block:
            win_index = len(sets)
            if kind == TRIPLET and cand.closed_win_set_counts_open:
                concealed = False
        if kind == PAIR:
            sets.append(tile)
        elif kind == SEQUENCE:
            sets.append(Meld(MeldKind.CHOW, tile, concealed))
        else:
            sets.append(Meld(MeldKind.PUNG if kind == TRIPLET else MeldKind.KONG, tile, concealed))
    return sets, win_index


def _yaku_sets(yaku_id: str, sets: list[HandSet]) -> tuple[HandSet, ...]:
    """The sets that make a yaku, for explanations; () for situational yaku and bonus han."""
    melds = [s for s in sets if isinstance(s, Meld)]
    chows = [m for m in melds if m.is_chow]
    pungs = [m for m in melds if m.is_pung_or_kong]
    pair = [s for s in sets if not isinstance(s, Meld)]
    if yaku_id in ("tanyao", "pinfu", "chinitsu", "honitsu", "chanta", "junchan", "honroutou", "chiitoitsu",
                   "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren_poutou", "junsei_chuuren_poutou",
                   "kokushi_musou", "kokushi_musou_13"):
        return tuple(sets)
    if yaku_id == "iipeikou":
        for m in chows:
            if chows.count(m) >= 2:
                return (m, m)
    if yaku_id == "ryanpeikou":
        return tuple(chows)
    if yaku_id == "ittsu":
        for base in (0, 9, 18):
            found = [next((m for m in chows if m.tile == base + k), None) for k in (0, 3, 6)]
            if all(found):
                return tuple(found)
    if yaku_id == "sanshoku_doujun":
        for m in chows:
            trio = [next((c for c in chows if c.tile == m.tile + k), None) for k in (0, 9, 18)]
            if m.tile < 9 and all(trio):
                return tuple(trio)
    if yaku_id == "sanshoku_doukou":
        for m in pungs:
            trio = [next((c for c in pungs if c.tile == m.tile + k), None) for k in (0, 9, 18)]
            if m.tile < 9 and all(trio):
                return tuple(trio)
    if yaku_id == "toitoi":
        return tuple(pungs)
    if yaku_id in ("sanankou", "suuankou", "suuankou_tanki"):
        return tuple(m for m in pungs if m.concealed) + (tuple(pair) if yaku_id == "suuankou_tanki" else ())
    if yaku_id in ("sankantsu", "suukantsu"):
        return tuple(m for m in melds if m.is_kong)
    single = {"yakuhai_haku": Tile.WHITE, "yakuhai_hatsu": Tile.GREEN, "yakuhai_chun": Tile.RED}
    if yaku_id in single:
        return tuple(m for m in pungs if m.tile == single[yaku_id])
    if yaku_id in ("shousangen", "daisangen"):
        return tuple(m for m in pungs if m.tile.is_dragon) + tuple(t for t in pair if t.is_dragon)
    if yaku_id in ("shousuushii", "daisuushii"):
        return tuple(m for m in pungs if m.tile.is_wind) + tuple(t for t in pair if t.is_wind)
    return ()


def build_result(hand: Hand, rules: RiichiRules, cand: Candidate) -> RiichiResult:
    defs = yaku_by_id()
    order = {y.id: i for i, y in enumerate(yaku_table())}
    if cand.blocks:
        sets, win_index = _to_sets(hand, cand)
        win_set = sets[win_index] if win_index >= 0 else None
    else:  # thirteen orphans: every tile kind, the pair as its tile twice
        sets = sorted(hand.standing)
        win_set = None
    ctx = hand.context
    seat_wind, round_wind = ctx.seat_wind, ctx.round_wind

    def sets_for(yaku_id: str) -> tuple[HandSet, ...]:
        if yaku_id == "yakuhai_seat_wind":
            return tuple(s for s in sets if isinstance(s, Meld) and s.is_pung_or_kong and s.tile == seat_wind)
        if yaku_id == "yakuhai_round_wind":
            return tuple(s for s in sets if isinstance(s, Meld) and s.is_pung_or_kong and s.tile == round_wind)
        return _yaku_sets(yaku_id, sets)

    yaku = tuple(YakuHit(defs[i], han, sets_for(i)) for i, han in sorted(cand.yaku, key=lambda p: order[p[0]]))
    yakuman = tuple(YakumanHit(defs[i], mult, sets_for(i))
                    for i, mult in sorted(cand.yakuman, key=lambda p: order[p[0]]))
    fu_items = _fu_items(cand, sets, win_set)
    return RiichiResult(hand, rules, yaku, yakuman, cand.han, cand.fu, fu_items, cand.pay, tuple(sets),
                        win_set, Tile(cand.win_tile))


def _fu_items(cand: Candidate, sets: list[HandSet], win_set: HandSet | None) -> tuple[FuItem, ...]:
    triplets = iter([s for s in sets if isinstance(s, Meld) and s.is_pung_or_kong])
    pair = next((s for s in sets if not isinstance(s, Meld)), None)
    items: list[FuItem] = []
    for fu, reason in cand.fu_details:
        if reason in ("penchan", "kanchan", "pair_wait"):
            target = win_set
        elif reason in ("valued_pair", "double_valued_pair"):
            target = pair
        elif reason.endswith(("_pon", "_kan")):
            target = next(triplets, None)
        else:
            target = None
        items.append(FuItem(fu, reason, target))
    base = [i for i in items if i.reason == "base"]
    return tuple(base + [i for i in items if i.reason != "base"])
