"""What the shared table asks a ruleset: the ``TableRules`` Protocol a ruleset's game package implements.

The shared engine (``table.py``) keeps seats, turns, claim windows and their priority, the log and the
replay from a seed; the ruleset says which tiles make the wall, what a seat may do, what wins and what
it scores, how a hand pays and how its seats choose (the AI) and are advised (the coach).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from scoring.game.advice import AILevel, Hint, Review
from scoring.game.model import Action, FanLine, GameMeld, HandPosition, Phase, RiverTile, SeatView


class HandFacts(Protocol):
    """A hand as the rules read it: a ``HandState``, or the table an action is changing."""

    position: HandPosition
    hands: Sequence[Sequence[int]]
    melds: Sequence[Sequence[GameMeld]]
    flowers: Sequence[Sequence[str]]
    rivers: Sequence[Sequence[RiverTile]]
    phase: Phase
    turn: int
    tile: int | None
    drawn: int | None
    drawn_after_kong: bool
    no_self_win: bool
    front: int
    back: int

    @property
    def wall_count(self) -> int: ...


class WinScore(Protocol):
    """A declared win as the rules score it."""

    notation: str
    #: the total the payments use
    fan: int
    fans: tuple[FanLine, ...]

    @property
    def valid(self) -> bool:
        """The win stands; otherwise it is a false win (a penalty, and the hand goes on)."""

    @property
    def counted(self) -> int:
        """The fan that counts toward the minimum a win needs (what a false win's record shows)."""


class TableRules(Protocol):
    """One ruleset's rules at the table; registered in ``scoring.game.registry``."""

    #: the ruleset's id (``scoring.rulesets``)
    id: str
    #: every tile of the wall as indexes (``tokens``), before the shuffle
    wall_tiles: tuple[int, ...]
    #: tiles dealt to each seat
    dealt: int

    def position(self, hand_number: int) -> HandPosition:
        """Hand ``hand_number`` of a match: prevailing wind and each starting seat's wind."""

    def is_bonus(self, tile: int) -> bool:
        """A tile set aside when dealt or drawn and replaced from the back of the wall."""

    def turn_options(self, hand: HandFacts) -> tuple[Action, ...]:
        """What the seat whose turn it is may do (discard, kongs, a self-drawn win)."""

    def claim_options(self, hand: HandFacts, seat: int) -> tuple[Action, ...]:
        """What ``seat`` may answer to the tile on offer (PASS included when it has a claim)."""

    def score_win(self, view: SeatView, tile: str, self_drawn: bool, robbing: bool = False) -> WinScore:
        """The win of ``view.seat`` on ``tile`` scored."""

    def win_deltas(self, winner: int, discarder: int | None, fan: int) -> tuple[int, int, int, int]:
        """Each seat's change for a win of ``fan`` (self-drawn when ``discarder`` is None)."""

    def false_win_deltas(self, seat: int) -> tuple[int, int, int, int]:
        """Each seat's change for a false win declared by ``seat``."""

    def decide(self, view: SeatView, legal: tuple[Action, ...], level: AILevel, rng_seed: int) -> Action:
        """An AI seat's choice among ``legal``."""

    def hint(self, view: SeatView) -> Hint:
        """The coach's advice for the seat's hand as it stands."""

    def review(self, log: list[dict], seat: int) -> Review:
        """The seat's discards of one hand's events beside the coach's choice at each."""
