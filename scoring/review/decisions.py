"""Each decision of the reviewed seat weighed: its discards, its riichi or dama, its calls taken and passed.

For a discard: the hand before it (14 tiles, melds apart), the shanten before (the 13 tiles before
the draw or call) and after, the best discard (fewest shanten, then most useful copies left: the
discard table's ranking, ``scoring.shanten.discard_rank``) with its shanten and useful copies; when
an opponent is in riichi, the danger of the tile played beside the safest tile that keeps the best
shanten (``scoring.review.danger``). Shanten is the least of the regular, seven pairs and thirteen
orphans forms, the latter two only while the seat has no meld, as the ruleset's ``ReviewRules``
count it (``scoring.review.formats``). A discard after the seat's own riichi is forced: it is weighed ``ok``.

Severity thresholds:

* ``major``: a shanten lost (the best keeps a lower shanten) unless it is a fold (an opponent in
  riichi and the tile played no more dangerous than the safest tile held); or a danger taken of 3
  levels or more over the safest tile keeping the hand, at level 5 or 6
* ``minor``: ``MINOR_USEFUL_LOST`` useful copies lost or more at the same shanten; or a danger taken
  of 2 levels or more over the safest tile keeping the hand
* ``ok``: anything else. A call is ``ok`` when it lowers the seat's shanten, else ``minor``.

A call passed (``pass``) is weighed only when taking it would have lowered the seat's shanten (the
calls a seat may make: ``scoring.review.calls``; a discard another seat called is not weighed):
``shanten_after`` is the shanten the call and the best discard after it would have left. A pass is
``minor`` when the hand was already open (the speed given up kept nothing closed), else ``ok``
(staying closed keeps riichi and the closed hand's value).

Where the ruleset has riichi (``ReviewRules.riichi``), the first discard of a hand that leaves the seat
ready with a closed hand (a closed kan keeps it closed) is also a ``riichi`` decision: ``riichi``
when declared with it, else ``dama`` (a ready hand kept silent). Either is ``ok``: whether to declare
weighs value and the table, which a rule-based review does not count.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from scoring.review.calls import call_shapes, may_chi_from
from scoring.review.danger import Danger, danger_of
from scoring.review.errors import LogError
from scoring.review.record import Action, ActionKind, HandRecord
from scoring.review.table_view import TableView
from scoring.tiles import Tile

#: useful copies lost at the same shanten from which a discard is a minor slip
MINOR_USEFUL_LOST = 4
#: danger levels taken over the safest tile keeping the hand: minor from 2, major from 3 at level 5 or more
MINOR_DANGER_TAKEN, MAJOR_DANGER_TAKEN, MAJOR_DANGER_LEVEL = 2, 3, 5
#: (counts, melds) -> (shanten, useful tile indexes)
Useful = Callable[[Sequence[int], int], tuple[int, tuple[int, ...]]]


class Severity(enum.StrEnum):
    OK = "ok"
    MINOR = "minor"
    MAJOR = "major"

    @property
    def rank(self) -> int:
        return list(Severity).index(self)


class DecisionKind(enum.StrEnum):
    DISCARD = "discard"
    CALL = "call"
    PASS = "pass"
    #: a ready, closed hand declared or kept silent: the declaration (not a ruleset), its value spelled from the name
    riichi = enum.auto()


@dataclass(frozen=True)
class Option:
    """A discard's outcome: the shanten of the 13 tiles left and the useful copies not yet seen."""

    tile: Tile
    shanten: int
    useful: int
    useful_tiles: tuple[Tile, ...]


@dataclass(frozen=True)
class Decision:
    hand: str
    turn: int
    kind: DecisionKind
    played: Tile
    hand_before: tuple[Tile, ...]
    melds: int
    shanten_before: int
    shanten_after: int
    best: Tile
    best_shanten_after: int
    useful_played: int
    useful_best: int
    useful_tiles_played: tuple[Tile, ...]
    useful_tiles_best: tuple[Tile, ...]
    severity: Severity
    riichi: bool = False
    danger: Danger | None = None
    safest: Tile | None = None
    safest_danger: Danger | None = None
    #: a ``riichi`` decision where the ready, closed hand was kept silent
    dama: bool = False


def options_of(counts: list[int], melds: int, seen: Sequence[int], useful: Useful) -> dict[Tile, Option]:
    """Every distinct discard of the standing tiles, with its shanten and useful copies left."""
    found = {}
    for t in range(34):
        if counts[t]:
            counts[t] -= 1
            value, tiles = useful(counts, melds)
            counts[t] += 1
            # the discarded tile lands on the table: still seen, so ``seen`` needs no change
            found[Tile(t)] = Option(Tile(t), value, sum(max(0, 4 - seen[u]) for u in tiles),
                                    tuple(Tile(u) for u in tiles))
    return found


def _best(options: dict[Tile, Option]) -> Option:
    return min(options.values(), key=lambda o: (o.shanten, -o.useful, -len(o.useful_tiles), o.tile))


def weigh_hand(hand: HandRecord, seat: int, useful: Useful, riichi: bool = False) -> list[Decision]:
    """The reviewed seat's decisions in one hand, in order; ``riichi``: the ruleset has riichi to weigh."""
    view = TableView(hand, seat)
    standing = _standing(view, useful)
    pending_call: Action | None = None
    turn = 0
    ready_weighed = not riichi
    decisions: list[Decision] = []
    for index, action in enumerate(hand.actions):
        if standing is None and action.seat == seat and action.kind is ActionKind.DRAW:
            standing = _standing(view, useful)  # bonus tiles dealt: the hand is whole after their replacements
        if action.seat == seat and action.kind is ActionKind.DISCARD:
            if not view.concealed[action.tile]:  # a log no table could have written: refused, not half weighed
                raise LogError("impossible_discard", hand=hand.label, seat=seat, tile=action.tile.code)
            turn += 1
            closed_before, declared_before = not view.open, view.riichi
            decision = _discard(hand.label, turn, view, action, standing, useful)
            if pending_call is not None:
                decisions.append(_call(hand.label, turn, view, pending_call, standing, decision))
                pending_call = None
            decisions.append(decision)
            if not ready_weighed and closed_before and not declared_before and decision.shanten_after == 0:
                decisions.append(replace(decision, kind=DecisionKind.riichi, severity=Severity.OK,
                                         dama=not action.riichi))
                ready_weighed = True
            standing = decision.shanten_after
        elif action.seat == seat and action.kind is ActionKind.CALL and action.call.claims_discard:
            pending_call = action
        elif action.kind is ActionKind.DISCARD and standing is not None and not view.riichi:
            after = hand.actions[index + 1] if index + 1 < len(hand.actions) else None
            called = after is not None and after.kind is ActionKind.CALL  # by this seat (taken) or another
            if after is not None and not called:
                passed = _passed(hand.label, turn + 1, view, action, standing, useful)
                decisions.extend([passed] if passed is not None else [])
        view.apply(action)
    return decisions


def _standing(view: TableView, useful: Useful) -> int | None:
    """The shanten of the seat's 13 tiles before a draw; None while bonus tiles are still being replaced."""
    return useful(view.concealed, view.melds)[0] if sum(view.concealed) + 3 * view.melds == 13 else None


def _discard(label: str, turn: int, view: TableView, action: Action, standing: int | None,
             useful: Useful) -> Decision:
    seen = view.seen()
    counts = view.concealed
    options = options_of(counts, view.melds, seen, useful)
    played = options[action.tile]
    locked = view.riichi  # after the seat's own riichi the drawn tile goes out: no choice to weigh
    best = played if locked else _best(options)
    safe_sets = view.riichi_safe_sets()
    danger = danger_of(action.tile, safe_sets, seen)
    safest = safest_danger = None
    if danger is not None:
        keeping = [o.tile for o in options.values() if o.shanten == best.shanten]
        safest = min(keeping, key=lambda tile: (danger_of(tile, safe_sets, seen).level, tile))
        safest_danger = danger_of(safest, safe_sets, seen)
    folded = danger is not None and danger.level <= min(danger_of(t, safe_sets, seen).level for t in options)
    severity = Severity.OK if locked else _severity(played, best, danger, safest_danger, folded)
    hand_before = tuple(Tile(t) for t in range(34) for _ in range(counts[t]))
    before = played.shanten if standing is None else standing
    return Decision(label, turn, DecisionKind.DISCARD, action.tile, hand_before, view.melds, before,
                    played.shanten, best.tile, best.shanten, played.useful, best.useful, played.useful_tiles,
                    best.useful_tiles, severity, action.riichi, danger, safest, safest_danger)


def _severity(played: Option, best: Option, danger: Danger | None, safest: Danger | None, folded: bool) -> Severity:
    taken = danger.level - safest.level if danger is not None and safest is not None else 0
    if played.shanten > best.shanten and not folded:
        return Severity.MAJOR
    if taken >= MAJOR_DANGER_TAKEN and danger.level >= MAJOR_DANGER_LEVEL:
        return Severity.MAJOR
    if taken >= MINOR_DANGER_TAKEN:
        return Severity.MINOR
    if played.shanten == best.shanten and best.useful - played.useful >= MINOR_USEFUL_LOST:
        return Severity.MINOR
    return Severity.OK


def _call(label: str, turn: int, view: TableView, call: Action, standing: int | None, after: Decision) -> Decision:
    """A call taken, weighed by the shanten it leaves once the seat has discarded after it."""
    standing = after.shanten_before if standing is None else standing
    advanced = after.best_shanten_after < standing
    return Decision(label, turn, DecisionKind.CALL, call.tile, after.hand_before, view.melds, standing,
                    after.shanten_after, after.best, after.best_shanten_after, after.useful_played,
                    after.useful_best, after.useful_tiles_played, after.useful_tiles_best,
                    Severity.OK if advanced else Severity.MINOR)


def _passed(label: str, turn: int, view: TableView, discard: Action, standing: int,
            useful: Useful) -> Decision | None:
    """Another seat's discard the seat let go, weighed when a call on it would have lowered its shanten."""
    counts = view.concealed
    may_chi = may_chi_from(view.seat, discard.seat, view.seats)
    seen = view.seen()
    seen[discard.tile] += 1  # the discard is on the table already, before ``apply`` counts it
    best: Option | None = None
    for _kind, used in call_shapes(counts, discard.tile, may_chi):
        for tile in used:
            counts[tile] -= 1
        options = options_of(counts, view.melds + 1, seen, useful)
        for tile in used:
            counts[tile] += 1
        found = _best(options)
        if best is None or (found.shanten, -found.useful) < (best.shanten, -best.useful):
            best = found
    if best is None or best.shanten >= standing:
        return None
    hand_before = tuple(Tile(t) for t in range(34) for _ in range(counts[t]))
    severity = Severity.MINOR if view.open else Severity.OK
    return Decision(label, turn, DecisionKind.PASS, discard.tile, hand_before, view.melds, standing, best.shanten,
                    best.tile, best.shanten, 0, best.useful, (), best.useful_tiles, severity)


__all__ = ["Severity", "DecisionKind", "Decision", "Option", "weigh_hand", "options_of",
           "MINOR_USEFUL_LOST"]
