"""The typed answer of the discard analysis (何切): one row per distinct discard, ranked.

Every figure counts *remaining* copies: 4 minus the copies visible to the player (the hand, its
melds, the tiles already discarded from it and the ``seen=`` tiles). A row holds the measures of
every ruleset's ranking: the route to a points minimum (totals without flowers, the figure the
minimum reads), and the waits that keep a yaku; each ruleset's rows fill their own.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import PartialHand
from scoring.notation import format_partial
from scoring.shanten import UsefulTile
from scoring.tiles import Tile

#: the points minimum to declare a win, flowers excluded (the route to it ranks discards)
MINIMUM_POINTS = 8
#: an unseen copy reaches the player about three times as often as another player's discard as by
#: their own draw (three opponents, one self): the weights of one 8-fan winning copy in the route value
DISCARD_WEIGHT = 0.75
SELF_DRAWN_WEIGHT = 0.25


@dataclass(frozen=True)
class Winning8:
    """Remaining copies of the winning tiles whose win reaches 8 points, on a discard and self-drawn."""

    discard: float = 0
    self_drawn: float = 0

    @property
    def value(self) -> float:
        """The single figure discards are ranked by: the copies weighted by how a win on them comes."""
        return DISCARD_WEIGHT * self.discard + SELF_DRAWN_WEIGHT * self.self_drawn

    def to_json(self) -> dict:
        return {"discard": _number(self.discard), "self_drawn": _number(self.self_drawn)}


@dataclass(frozen=True)
class WinningTile:
    """One wait of a ready hand and what a win on it is worth in points (flowers excluded)."""

    tile: Tile
    remaining: int
    #: the other three copies are visible, so a win on it is the last copy (和绝张) and scored so
    last_copy: bool
    #: points on a discard and self-drawn; None when the win cannot happen (the hand holds all four)
    discard_total: int | None
    self_drawn_total: int | None
    discard_fans: tuple[str, ...] = ()
    self_drawn_fans: tuple[str, ...] = ()

    @property
    def discard_reaches_8(self) -> bool:
        return (self.discard_total or 0) >= MINIMUM_POINTS

    @property
    def self_drawn_reaches_8(self) -> bool:
        return (self.self_drawn_total or 0) >= MINIMUM_POINTS

    def to_json(self) -> dict:
        return {"tile": self.tile.code, "remaining": self.remaining, "last_copy": self.last_copy,
                "discard": {"total": self.discard_total, "reaches_8": self.discard_reaches_8,
                            "fans": list(self.discard_fans)},
                "self_drawn": {"total": self.self_drawn_total, "reaches_8": self.self_drawn_reaches_8,
                               "fans": list(self.self_drawn_fans)}}


@dataclass(frozen=True)
class FanShare:
    """A fan and the share of the 8-point wins (weighted by copies) it is part of."""

    fan: str
    points: int
    share: float

    def to_json(self) -> dict:
        return {"fan": self.fan, "points": self.points, "share": round(self.share, 3)}


@dataclass(frozen=True)
class FanInReach:
    """A fan worth 6 or more whose tiles the hand could still gather: ``missing`` tiles short of them."""

    fan: str
    points: int
    missing: int

    def to_json(self) -> dict:
        return {"fan": self.fan, "points": self.points, "missing": self.missing}


@dataclass(frozen=True)
class DrawStep:
    """At 1-shanten: drawing ``tile`` and discarding ``discard`` (the best way on) leaves this tenpai."""

    tile: Tile
    remaining: int
    #: None when no discard after the draw leaves the hand ready (a useful tile of another shape only)
    discard: Tile | None
    #: the 8-point winning copies of that tenpai (None where no points minimum is ranked)
    winning_8: Winning8 | None
    #: remaining copies of all the winning tiles of that tenpai
    waits_remaining: int
    #: a tenpai on two or more kinds of tile with copies left is reachable after this draw
    good_shape: bool
    #: the tenpai after this draw has a wait with a yaku without a declaration (None: not asked)
    keeps_yaku: bool | None = None

    def to_json(self) -> dict:
        out = {"tile": self.tile.code, "remaining": self.remaining,
               "discard": self.discard.code if self.discard is not None else None,
               "waits_remaining": self.waits_remaining, "good_shape": self.good_shape}
        if self.winning_8 is not None:
            out["winning_8"] = self.winning_8.to_json()
        if self.keeps_yaku is not None:
            out["keeps_yaku"] = self.keeps_yaku
        return out


@dataclass(frozen=True)
class YakuWaits:
    """A ready hand: remaining copies whose win has a yaku without a declaration, on ron and tsumo."""

    ron: int
    tsumo: int

    def to_json(self) -> dict:
        return {"ron": self.ron, "tsumo": self.tsumo}


@dataclass(frozen=True)
class DiscardAnalysis:
    """What the hand is after discarding ``tile`` (``None``: a 13-tile hand, analysed as it stands).

    ``waits`` and ``winning_8`` are set when the hand is ready; ``draws``, ``expected_winning_8``,
    ``fans_to_8`` and ``good_shape_count`` at 1-shanten; ``fans_in_reach`` at 2-shanten or more.
    """

    tile: Tile | None
    shanten: int
    useful: tuple[UsefulTile, ...]
    waits: tuple[WinningTile, ...] = ()
    winning_8: Winning8 | None = None
    draws: tuple[DrawStep, ...] = ()
    expected_winning_8: Winning8 | None = None
    #: remaining useful copies after which the best tenpai has at least one 8-point winning copy
    draws_to_8: int = 0
    good_shape_count: int | None = None
    fans_to_8: tuple[FanShare, ...] = ()
    fans_in_reach: tuple[FanInReach, ...] = ()
    #: ready hands, the copies with a yaku without a declaration (rankings that ask for a yaku)
    yaku_waits: YakuWaits | None = None
    #: an open hand: whether it is (ready) or can get (1-shanten) a wait with a yaku; None: not asked
    keeps_yaku: bool | None = None
    #: ready: the discard is one of the hand's own waits, so it cannot win on a discard (振听)
    furiten: bool = False

    @property
    def useful_count(self) -> int:
        return sum(u.remaining for u in self.useful)

    @property
    def route_value(self) -> float:
        """The measure of the route to 8 points: the weighted 8-point winning copies when ready; at 1-shanten
        the same summed over the useful draws, each weighted by its remaining copies; 0 further away."""
        if self.winning_8 is not None:
            return self.winning_8.value
        if self.expected_winning_8 is not None:
            return sum(d.remaining * d.winning_8.value for d in self.draws)
        return 0.0

    def to_json(self) -> dict:
        out: dict = {"tile": self.tile.code if self.tile is not None else None, "shanten": self.shanten,
                     "useful": [u.to_json() for u in self.useful], "useful_count": self.useful_count}
        if self.winning_8 is not None:
            out["winning_8"] = self.winning_8.to_json()
            out["waits"] = [w.to_json() for w in self.waits]
        if self.good_shape_count is not None:
            out["good_shape_count"] = self.good_shape_count
        if self.expected_winning_8 is not None:
            out["expected_winning_8"] = self.expected_winning_8.to_json()
            out["draws_to_8"] = self.draws_to_8
        if self.winning_8 is not None or self.expected_winning_8 is not None:
            out["fans_to_8"] = [f.to_json() for f in self.fans_to_8]
        if self.draws:
            out["draws"] = [d.to_json() for d in self.draws]
        if self.fans_in_reach:
            out["fans_in_reach"] = [f.to_json() for f in self.fans_in_reach]
        if self.yaku_waits is not None:
            out["yaku_waits"] = self.yaku_waits.to_json()
        if self.keeps_yaku is not None:
            out["keeps_yaku"] = self.keeps_yaku
        if self.furiten:
            out["furiten"] = True
        if self.winning_8 is not None or self.expected_winning_8 is not None:
            out["route_value"] = round(self.route_value, 3)
        return out


@dataclass(frozen=True)
class EfficiencyReport:
    """The analysis of one hand: 14 tiles give every distinct discard, best first; 13 tiles give the
    hand as it stands (``current``) with, at 1-shanten, the best way on after each useful draw."""

    hand: PartialHand
    ruleset: str
    #: -1 when 14 tiles already win (the discards are still ranked), else the best after one discard
    shanten: int
    discards: tuple[DiscardAnalysis, ...] = ()
    current: DiscardAnalysis | None = None

    @property
    def tile_count(self) -> int:
        return self.hand.tile_count

    @property
    def best(self) -> DiscardAnalysis | None:
        return self.discards[0] if self.discards else self.current

    def to_json(self) -> dict:
        out: dict = {"ruleset": self.ruleset, "hand": format_partial(self.hand, ruleset=self.ruleset),
                     "tiles": self.tile_count, "shanten": self.shanten}
        if self.current is not None:
            out["current"] = self.current.to_json()
        else:
            out["discards"] = [d.to_json() for d in self.discards]
        return out


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else round(value, 3)


__all__ = ["MINIMUM_POINTS", "Winning8", "WinningTile", "FanShare", "FanInReach", "DrawStep", "YakuWaits",
           "DiscardAnalysis", "EfficiencyReport"]
