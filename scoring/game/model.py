"""The game's data: actions, the match position, what a seat sees, how a hand ended.

Everything public is in notation tokens (``"5m"``, ``"7z"``; flowers ``"f1"``..``"f8"``) so that the
chat can store decisions as JSON and the log writes them as they are.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import ClassVar, Self

from scoring.errors import CodedError

SEATS = 4
HANDS = 16
WINDS = ("E", "S", "W", "N")
#: flowers as tokens: f1-f4 the flowers, f5-f8 the seasons (bonus tiles, in a ruleset that has them)
FLOWERS = tuple(f"f{n}" for n in range(1, 9))


class ActionRefused(CodedError):
    """An action the engine refuses: ``ActionRefused("not_your_turn", seat=2)``; words are the bot's."""

    namespace = "play_error"


class ActionKind(enum.StrEnum):
    DISCARD = "discard"
    CONCEALED_KONG = "concealed_kong"
    ADDED_KONG = "added_kong"
    SELF_DRAWN_WIN = "self_drawn_win"
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    WIN = "win"
    PASS = "pass"


#: the claims on a discard, strongest first (win > pung/kong > chow); PASS answers a window too
CLAIM_PRIORITY = {ActionKind.WIN: 0, ActionKind.PUNG: 1, ActionKind.KONG: 1, ActionKind.CHOW: 2}


class StoredAction:
    """A seat's decision as a chat table stores it: its kind and seat, and the tile and tiles it names. A ruleset's
    ``Action`` (a dataclass of ``kind``, ``seat``, ``tile``, ``tiles``) says which kinds it has (``kinds``)."""

    __slots__ = ()
    kinds: ClassVar[type[enum.StrEnum]]
    kind: enum.StrEnum
    seat: int
    tile: object
    tiles: tuple

    def to_json(self) -> dict:
        """Only the fields it names: no tile or tiles where it has none."""
        named = {"kind": str(self.kind), "seat": self.seat, "tile": self.tile, "tiles": list(self.tiles)}
        return {key: value for key, value in named.items() if value not in (None, [])}

    @classmethod
    def from_json(cls, data: dict) -> Self:
        return cls(cls.kinds(data["kind"]), int(data["seat"]), data.get("tile"), tuple(data.get("tiles", ())))


@dataclass(frozen=True, slots=True)
class Action(StoredAction):
    """A player's decision. ``tile``: the discard, the kong's tile, or the claimed tile (chow, pung,
    kong, win); ``tiles``: a chow's three tiles, lowest first."""

    kinds: ClassVar[type[ActionKind]] = ActionKind
    kind: ActionKind
    seat: int
    tile: str | None = None
    tiles: tuple[str, ...] = ()


class Phase(enum.StrEnum):
    #: ``turn`` holds 14 tiles (counting kongs as 3) and discards, kongs or wins
    DISCARD = "discard"
    #: the others answer the discard ``tile`` of ``turn``: win, pung, kong, chow or pass
    CLAIM = "claim"
    #: the others may rob the kong ``turn`` adds with ``tile``: win or pass
    ROB = "rob"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class HandPosition:
    """Where a hand sits in the match: its number (1-16), the prevailing wind and each seat's wind.

    Seats are the four players by the seat they started the match in (0-3, fixed); play goes round
    the seat winds, East first, so ``dealer`` is the seat whose wind is East."""

    number: int
    prevailing: str
    winds: tuple[str, str, str, str]

    @property
    def dealer(self) -> int:
        return self.winds.index("E")

    def order(self) -> tuple[int, int, int, int]:
        """The seats in turn order, the dealer first."""
        return tuple(sorted(range(SEATS), key=lambda s: WINDS.index(self.winds[s])))  # type: ignore[return-value]

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` (its right-hand neighbour; ``seat`` is their left)."""
        wind = WINDS[(WINDS.index(self.winds[seat]) + 1) % SEATS]
        return self.winds.index(wind)


@dataclass(frozen=True, slots=True)
class MatchState:
    """A 16-hand match: the totals so far and how many hands are done."""

    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    hands_played: int = 0

    @property
    def over(self) -> bool:
        return self.hands_played >= HANDS

    def after(self, result: HandResult) -> MatchState:
        """The match once ``result``'s hand is scored (a drawn hand counts as played)."""
        totals = tuple(t + d for t, d in zip(self.totals, result.scores, strict=True))
        return MatchState(totals, self.hands_played + 1)  # type: ignore[arg-type]


class MeldSource(enum.StrEnum):
    CLAIMED = "claimed"      # chow, pung or kong made with another player's discard
    CONCEALED = "concealed"  # a concealed kong
    ADDED = "added"          # a claimed pung promoted to a kong with the fourth tile


@dataclass(frozen=True, slots=True)
class GameMeld:
    """A declared set: ``kind`` chow/pung/kong, ``tiles`` as tokens, where its claimed tile came from."""

    kind: str
    tiles: tuple[str, ...]
    source: MeldSource
    claimed: str | None = None
    from_seat: int | None = None

    @property
    def notation(self) -> str:
        body = "".join(t[0] for t in self.tiles) + self.tiles[0][1]
        return "{" + body + "}" if self.source is MeldSource.CONCEALED else "[" + body + "]"


#: how another seat's concealed kong is shown: face down, tiles unknown
HIDDEN_KONG = GameMeld("kong", ("?", "?", "?", "?"), MeldSource.CONCEALED)


@dataclass(frozen=True, slots=True)
class RiverTile:
    tile: str
    #: taken by a claim (it now sits in the claimer's meld)
    claimed: bool = False


@dataclass(frozen=True, slots=True)
class SeatView:
    """What the player at ``seat`` sees, and nothing more: own tiles; every river, every exposed meld,
    every flower; the wall's count. Others' concealed kongs show as ``HIDDEN_KONG``."""

    seat: int
    position: HandPosition
    phase: Phase
    #: the seat whose turn it is (in a claim window: the discarder; robbing: the seat adding the kong)
    turn: int
    #: own standing tiles, sorted (the drawn tile included)
    hand: tuple[str, ...]
    #: own last drawn tile while it is one's turn to discard (None after a claim)
    drawn: str | None
    #: the drawn tile came from the back of the wall after a kong (杠上开花 if it wins)
    drawn_after_kong: bool
    #: the tile being discarded or added to a kong (claim and rob windows)
    tile: str | None
    melds: tuple[tuple[GameMeld, ...], ...]
    flowers: tuple[tuple[str, ...], ...]
    rivers: tuple[tuple[RiverTile, ...], ...]
    wall_count: int
    #: tokens of every tile this seat can see outside its own hand (rivers not claimed, exposed melds)
    seen: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FalseWin:
    """A win declared under the ruleset's minimum (``fan``: what counts toward it): the penalty, the hand goes on."""

    seat: int
    notation: str
    fan: int


@dataclass(frozen=True, slots=True)
class FanLine:
    id: str
    points: int
    count: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended. ``scores``: each seat's change, false-win penalties included."""

    result: str                       # "win" | "draw"
    winner: int | None
    discarder: int | None
    notation: str | None
    fan: int                          # the total with flowers (0 on a draw)
    fans: tuple[FanLine, ...]
    scores: tuple[int, int, int, int]
    false_wins: tuple[FalseWin, ...] = field(default=())

    def to_json(self) -> dict:
        return {"result": self.result, "winner": self.winner, "discarder": self.discarder,
                "notation": self.notation, "fan": self.fan, "scores": list(self.scores)}
