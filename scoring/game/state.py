"""The state of a hand in play (frozen; the engine makes a new one per action)."""

from __future__ import annotations

from dataclasses import dataclass, field

from scoring.game.model import Action, FalseWin, GameMeld, HandPosition, HandResult, Phase, RiverTile
from scoring.game.rules import TableRules


@dataclass(frozen=True, slots=True)
class HandState:
    """One hand in play. Seats are 0-3 (the match's starting seats); tiles are indexes (``tokens``)."""

    seed: bytes
    #: the ruleset's rules the hand is played by (``registry.table_rules``)
    rules: TableRules = field(repr=False)
    position: HandPosition
    wall: tuple[int, ...]
    salt: str
    #: the live wall is ``wall[front:back]``: draws take the front, replacements the back
    front: int
    back: int
    hands: tuple[tuple[int, ...], ...]
    melds: tuple[tuple[GameMeld, ...], ...]
    flowers: tuple[tuple[str, ...], ...]
    rivers: tuple[tuple[RiverTile, ...], ...]
    phase: Phase
    turn: int
    #: the discard on offer (CLAIM) or the tile added to a kong (ROB)
    tile: int | None = None
    #: the tile ``turn`` drew this turn (None after a claim: only a discard then)
    drawn: int | None = None
    drawn_after_kong: bool = False
    asked: frozenset[int] = frozenset()
    answers: tuple[Action, ...] = ()
    #: ``turn`` declared a false self-drawn win this turn: not offered again until the next draw
    no_self_win: bool = False
    decisions: tuple[Action, ...] = ()
    log: tuple[dict, ...] = ()
    penalties: tuple[int, int, int, int] = (0, 0, 0, 0)
    false_wins: tuple[FalseWin, ...] = ()
    outcome: HandResult | None = field(default=None)

    @property
    def wall_count(self) -> int:
        return self.back - self.front
