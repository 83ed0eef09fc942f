"""What the Riichi scorer returns: yaku with the sets that made them, fu items, points."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum

from scoring.hand import Hand, Meld
from scoring.notation import format_hand
from scoring.riichi.options import RiichiRules
from scoring.riichi.payments import Payment
from scoring.riichi.table import YakuDef
from scoring.tiles import Tile

#: A set of the chosen reading: a Meld, or a Tile standing for a pair of it
#: (a single tile in Thirteen Orphans).
HandSet = Meld | Tile


# The scorer builds a result per hand scored; a frozen dataclass's ``__init__`` sets each field
# through ``object.__setattr__``, which costs more than the scoring of a simple hand. The ``make_*``
# functions below fill the instance's ``__dict__`` in one step instead: the same object, equal and
# hashed alike. ``_fields_are`` checks at import that each takes the fields of its class in order.
_new = object.__new__


def _fields_are(make, cls) -> None:
    code = make.__code__
    if code.co_varnames[:code.co_argcount] != tuple(f.name for f in fields(cls)):
        raise TypeError(f"{make.__name__} does not take the fields of {cls.__name__}")


@dataclass(frozen=True)
class YakuHit:
    """One yaku (or dora/aka_dora/ura_dora, whose ``han`` is their count) and the sets behind it."""

    yaku: YakuDef
    han: int
    sets: tuple[HandSet, ...] = ()

    @property
    def id(self) -> str:
        return self.yaku.id

    def to_json(self) -> dict:
        return {"id": self.id, "han": self.han}


def make_yaku_hit(yaku: YakuDef, han: int, sets: tuple[HandSet, ...]) -> YakuHit:
    hit = _new(YakuHit)
    hit.__dict__.update(yaku=yaku, han=han, sets=sets)
    return hit


_fields_are(make_yaku_hit, YakuHit)


@dataclass(frozen=True)
class YakumanHit:
    yaku: YakuDef
    multiplier: int
    sets: tuple[HandSet, ...] = ()

    @property
    def id(self) -> str:
        return self.yaku.id

    def to_json(self) -> dict:
        return {"id": self.id, "multiplier": self.multiplier}


def make_yakuman_hit(yaku: YakuDef, multiplier: int, sets: tuple[HandSet, ...]) -> YakumanHit:
    hit = _new(YakumanHit)
    hit.__dict__.update(yaku=yaku, multiplier=multiplier, sets=sets)
    return hit


_fields_are(make_yakuman_hit, YakumanHit)


class FuReason(StrEnum):
    """Why a hand gets some fu, as a code (its JSON ``reason``); the words are the presentation
    layer's (the catalogue's ``render.text_riichi.fu_reasons.<code>``)."""

    BASE = "base"
    PENCHAN = "penchan"
    KANCHAN = "kanchan"
    PAIR_WAIT = "pair_wait"
    VALUED_PAIR = "valued_pair"
    DOUBLE_VALUED_PAIR = "double_valued_pair"
    TSUMO = "tsumo"
    HAND_WITHOUT_FU = "hand_without_fu"
    CLOSED_PON = "closed_pon"
    OPEN_PON = "open_pon"
    CLOSED_TERMINAL_PON = "closed_terminal_pon"
    OPEN_TERMINAL_PON = "open_terminal_pon"
    CLOSED_KAN = "closed_kan"
    OPEN_KAN = "open_kan"
    CLOSED_TERMINAL_KAN = "closed_terminal_kan"
    OPEN_TERMINAL_KAN = "open_terminal_kan"


@dataclass(frozen=True)
class FuItem:
    fu: int
    reason: FuReason
    #: the set the item is for (a triplet or kong, the pair, the winning set), if any
    set: HandSet | None = None

    def to_json(self) -> dict:
        return {"fu": self.fu, "reason": self.reason}


@dataclass(frozen=True)
class RiichiResult:
    hand: Hand
    rules: RiichiRules
    #: ordinary yaku then dora, aka_dora, ura_dora; empty when the hand is a yakuman
    yaku: tuple[YakuHit, ...]
    yakuman: tuple[YakumanHit, ...]
    #: han counted (13 per yakuman, at most 78)
    han: int
    #: fu rounded up to 10 (25 for seven pairs, 0 for thirteen orphans)
    fu: int
    fu_details: tuple[FuItem, ...]
    points: Payment
    #: the chosen reading of the hand, claimed melds included
    sets: tuple[HandSet, ...]
    #: the set the winning tile completed (None for thirteen orphans)
    win_set: HandSet | None
    #: the tile read as the winning tile (differs from hand.win_tile only for tenhou/chiihou hands)
    win_tile: Tile

    def __getattr__(self, name: str):
        """A field the scorer left to be made when first read (``make_pending_result``): all of them made now."""
        pending = self.__dict__.get(_PENDING)
        if pending is None or name not in _DEFERRED:
            raise AttributeError(f"'RiichiResult' object has no attribute '{name}'")
        complete, *args = pending
        self.__dict__.update(zip(_DEFERRED, complete(*args), strict=True))
        self.__dict__.pop(_PENDING, None)
        return self.__dict__[name]

    def __getstate__(self) -> dict:
        """Pickled and copied whole: the deferred fields made first."""
        if _PENDING in self.__dict__:
            self.__getattr__(_DEFERRED[0])
        return self.__dict__

    @property
    def is_yakuman(self) -> bool:
        return bool(self.yakuman)

    @property
    def yakuman_count(self) -> int:
        return sum(y.multiplier for y in self.yakuman)

    @property
    def is_dealer(self) -> bool:
        return self.hand.context.seat_wind == Tile.EAST

    def to_json(self) -> dict:
        data = {
            "ruleset": "riichi",
            "hand": format_hand(self.hand, ruleset="riichi"),
            "yaku": [y.to_json() for y in self.yaku],
            "yakuman": [y.to_json() for y in self.yakuman],
            "han": self.han,
            "fu": self.fu,
            "fu_details": [f.to_json() for f in self.fu_details],
            "points": self.points.to_json(),
            "level": self.points.level,
        }
        return data


def make_result(hand: Hand, rules: RiichiRules, yaku: tuple[YakuHit, ...], yakuman: tuple[YakumanHit, ...], han: int,
                fu: int, fu_details: tuple[FuItem, ...], points: Payment, sets: tuple[HandSet, ...],
                win_set: HandSet | None, win_tile: Tile) -> RiichiResult:
    result = _new(RiichiResult)
    result.__dict__.update(hand=hand, rules=rules, yaku=yaku, yakuman=yakuman, han=han, fu=fu, fu_details=fu_details,
                           points=points, sets=sets, win_set=win_set, win_tile=win_tile)
    return result


_fields_are(make_result, RiichiResult)


#: the fields ``make_pending_result`` leaves to be made when first read, in the order its ``complete`` gives them
_DEFERRED = ("yaku", "yakuman", "fu_details", "sets", "win_set")
_PENDING = "_pending"


def make_pending_result(hand: Hand, rules: RiichiRules, han: int, fu: int, points: Payment, win_tile: Tile,
                        complete, *args) -> RiichiResult:
    """A result whose yaku, yakuman, fu items, sets and winning set (their sets are most of a result's making) are
    made when one of them is first read, by ``complete(*args)``; a caller that reads only han, fu and points (self-play,
    reviews, batches) never pays for them. Equal, hashed, shown, pickled and copied as the whole result."""
    result = _new(RiichiResult)
    result.__dict__.update(hand=hand, rules=rules, han=han, fu=fu, points=points, win_tile=win_tile,
                           _pending=(complete, *args))
    return result
