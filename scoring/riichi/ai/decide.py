"""A Riichi AI seat's choice at each decision, at two levels.

``basic``: the win when offered, else the discard leaving the fewest shanten then the most live useful
tiles; riichi whenever it is offered; no calls.

``strong``: efficiency with value (a discard's live useful tiles weighted by the han within reach: dora,
red fives, value honours, all simples, a flush; a ready hand by the scorer's points on its live waits),
riichi unless the hand is worth a mangan without it (then dama: riichi adds little and warns the table)
or its waits are dead; calls only when they advance the hand (a value honour: when it loses nothing) and
keep a yaku (a value honour, all simples, one suit), and a closed hand calls for a value honour, or when it
gets within one step of ready with two han.
Against a threat (``scoring.riichi.ai.threats``) it pushes or folds by shanten, value and live tiles, after
the push-or-fold tables of Nisi's 「科学する麻雀」 as Daina Chiba's "Book 1" sums them up: a ready hand
worth 3,900 or with a good wait pushes, a hand one step away pushes only when worth a mangan with a wide
acceptance, a hand two steps or more away folds against a riichi. Folding throws the safest tile by the
danger ladder, its efficiency breaking ties; pushing lets danger discount a discard's worth.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, replace

from scoring.riichi.ai.efficiency import DiscardRead, read_discard, read_discards, remaining_reds
from scoring.riichi.ai.hand_value import TERMINALS_AND_HONOURS, estimate, ready_value, value_honours
from scoring.riichi.ai.threats import Threat, threats, tile_danger
from scoring.riichi.ai.view import Action, ActionKind, MeldKind, MeldView, SeatView, kind_of
from scoring.riichi.shanten import riichi_useful


class Level(enum.StrEnum):
    BASIC = "basic"
    STRONG = "strong"


#: the points above which a ready hand stays dama (a non-dealer's mangan; the dealer's is half as much again)
DAMA_POINTS = 7700
#: each step of danger takes this share off a discard's worth when pushing
DANGER_DISCOUNT = 0.07
#: what the first actions taken whenever offered are, in this order
ALWAYS = (ActionKind.TSUMO, ActionKind.RON, ActionKind.NINE_TERMINALS, ActionKind.NUKI)
CALLS = (ActionKind.CHI, ActionKind.PON)


def choose(view: SeatView, options: Sequence[Action], level: Level = Level.STRONG) -> Action:
    """One of ``options`` for the seat that sees ``view``."""
    for kind in ALWAYS:
        found = next((a for a in options if a.kind is kind), None)
        if found is not None:
            return found
    throws = [a for a in options if a.kind in (ActionKind.DISCARD, ActionKind.RIICHI)]
    if throws:
        return _self_turn(view, options, level)
    passing = next((a for a in options if a.kind is ActionKind.PASS), options[0])
    if level is Level.BASIC or view.in_riichi:
        return passing
    return _react(view, options) or passing


@dataclass(frozen=True)
class Plan:
    """A discard read with what it is worth: a shanten that counts a yakuless open hand one step further, and
    its worth (live useful tiles weighted by value; for a ready hand, winning copies times points)."""

    read: DiscardRead
    shanten: int
    worth: float
    points: int


def _self_turn(view: SeatView, options: Sequence[Action], level: Level) -> Action:
    allowed = [a.tile for a in options if a.kind is ActionKind.DISCARD and a.tile is not None]
    riichi = {a.tile: a for a in options if a.kind is ActionKind.RIICHI}
    reads = read_discards(view, allowed or list(riichi))
    if level is Level.BASIC:
        best = min(reads, key=lambda r: (r.shanten, -r.live, _throw_order(view, r.tile)))
        return riichi.get(best.tile) or _discard(options, best.tile)
    plans = [_plan(view, read) for read in reads]
    found = () if view.in_riichi else threats(view)
    chosen = _defend(view, plans, found) if found else min(plans, key=lambda p: _key(view, p))
    if chosen.read.tile in riichi and _riichi_pays(view, chosen):
        return riichi[chosen.read.tile]
    return _discard(options, chosen.read.tile)


def _discard(options: Sequence[Action], tile: int) -> Action:
    found = next((a for a in options if a.kind is ActionKind.DISCARD and a.tile == tile), None)
    return found or next(a for a in options if a.kind is ActionKind.RIICHI and a.tile == tile)


def _throw_order(view: SeatView, tile: int) -> int:
    """Ties go to the tile worth least: an honour of no value, a terminal, then by closeness to the middle."""
    kind = kind_of(tile)
    if kind >= 27:
        return -10 if kind not in value_honours(view) else -5
    rank = kind % 9
    return -abs(4 - rank)


def _key(view: SeatView, plan: Plan, danger: float = 0.0) -> tuple:
    return plan.shanten, -plan.worth * (1 - DANGER_DISCOUNT * danger), _throw_order(view, plan.read.tile)


def _plan(view: SeatView, read: DiscardRead) -> Plan:
    counts = view.counts()
    counts[kind_of(read.tile)] -= 1
    reds = remaining_reds(view, read.tile)
    if read.shanten == 0:
        copies, points = ready_value(view, counts, read.useful, view.seen(), view.is_closed, reds)
        if not points and not view.is_closed:
            return Plan(read, 1, 0.0, 0)  # no yaku on any wait: as far as a step away
        return Plan(read, 0, copies * points / 1000, points)
    value = estimate(view, counts, len(reds))
    shanten = read.shanten + (0 if value.has_yaku or view.is_closed else 1)
    return Plan(read, shanten, read.live * (1 + 0.25 * min(value.han, 6)), value.points)


def _defend(view: SeatView, plans: list[Plan], found: tuple[Threat, ...]) -> Plan:
    seen = view.seen()
    danger = {p.read.tile: tile_danger(view, p.read.tile, found, seen) for p in plans}
    level = {tile: d.level if d else 0.0 for tile, d in danger.items()}
    best = min(plans, key=lambda p: _key(view, p))
    if _push(view, best, found):
        return min(plans, key=lambda p: _key(view, p, level[p.read.tile]))
    return min(plans, key=lambda p: (level[p.read.tile], *_key(view, p)))


def _push(view: SeatView, plan: Plan, found: tuple[Threat, ...]) -> bool:
    """Whether the hand is worth going on against ``found`` (the tables named in the module's docstring)."""
    riichi = any(t.riichi for t in found)
    mangan = DAMA_POINTS * 3 // 2 if view.is_dealer else DAMA_POINTS
    if plan.shanten == 0:
        good_wait = plan.worth / max(plan.points, 1) * 1000 >= 5
        return not riichi or plan.points >= 3900 or good_wait
    if plan.shanten == 1:
        wide = plan.read.live >= 12
        return (plan.points >= mangan and wide and view.wall_left >= 15) or (not riichi and wide)
    return not riichi and plan.points >= mangan


def _riichi_pays(view: SeatView, plan: Plan) -> bool:
    """Riichi unless the hand makes a mangan without it, or no winning copy is left."""
    counts = view.counts()
    counts[kind_of(plan.read.tile)] -= 1
    _, dama = ready_value(view, counts, plan.read.useful, view.seen(), False,
                               remaining_reds(view, plan.read.tile))
    if not plan.worth:
        return False
    mangan = DAMA_POINTS * 3 // 2 if view.is_dealer else DAMA_POINTS
    return dama < mangan


def _react(view: SeatView, options: Sequence[Action]) -> Action | None:
    """The call that advances the hand and keeps a yaku, if one does (a riichi against: only to get ready)."""
    offered = view.offered
    if offered is None:
        return None
    counts = view.counts()
    before, _ = riichi_useful(counts, len(view.my_melds))
    against = any(t.riichi for t in threats(view))
    best: tuple[tuple, Action] | None = None
    for action in options:
        if action.kind not in CALLS:
            continue
        after = _after_call(view, action, offered)
        shanten, read = _best_after(after)
        value_pon = _value_pon(view, action, offered)
        if shanten > before or (shanten == before and not value_pon) or (against and shanten > 0):
            continue
        if not _keeps_yaku(after, read):
            continue
        if view.is_closed and not value_pon:
            if shanten > 1 or estimate(after, _counts_without(after, read.tile), 0).han < 2:
                continue
        key = (shanten, -read.live)
        if best is None or key < best[0]:
            best = (key, action)
    return best[1] if best else None


def _after_call(view: SeatView, action: Action, offered: int) -> SeatView:
    hand = list(view.hand)
    for tile in action.tiles:
        hand.remove(tile)
    kind = MeldKind.CHI if action.kind is ActionKind.CHI else MeldKind.PON
    meld = MeldView(kind, (*action.tiles, offered), offered, view.offered_by)
    melds = tuple((*m, meld) if seat == view.seat else m for seat, m in enumerate(view.melds))
    return replace(view, hand=tuple(hand), melds=melds, drawn=None, offered=None)


def _best_after(view: SeatView) -> tuple[int, DiscardRead]:
    counts, seen = view.counts(), view.seen()
    reads = [read_discard(counts, len(view.my_melds), t, seen) for t in {kind_of(t): t for t in view.hand}.values()]
    best = min(reads, key=lambda r: (r.shanten, -r.live))
    return best.shanten, best


def _counts_without(view: SeatView, tile: int) -> list[int]:
    counts = view.counts()
    counts[kind_of(tile)] -= 1
    return counts


def _value_pon(view: SeatView, action: Action, offered: int) -> bool:
    return action.kind is ActionKind.PON and kind_of(offered) in value_honours(view)


def _keeps_yaku(view: SeatView, read: DiscardRead) -> bool:
    """A value honour melded, all simples, or one suit (honours beside it): a yaku the open hand still has."""
    honours = value_honours(view)
    melded = [kind_of(t) for m in view.my_melds for t in m.tiles]
    if any(t in honours for t in melded):
        return True
    counts = _counts_without(view, read.tile)
    held = [t for t in range(34) if counts[t]] + melded
    if any(counts[t] >= 3 for t in honours):
        return True
    if all(t not in TERMINALS_AND_HONOURS for t in held):
        return True
    return len({t // 9 for t in held if t < 27}) == 1


__all__ = ["Level", "Plan", "choose"]
