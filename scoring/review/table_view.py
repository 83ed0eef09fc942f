"""What the reviewed seat knows while a hand is replayed: its tiles, its melds, what the table shows.

``TableView.apply`` takes the hand's actions in order; between them the view answers the
decisions' questions (the standing tiles, the copies seen, the riichi opponents' safe tiles).
"""

from __future__ import annotations

from scoring.review.record import Action, ActionKind, CallKind, HandRecord
from scoring.tiles import Tile, counts_of

#: three-player games play without 2m to 8m: they are never drawn, so never useful
_THREE_PLAYER_ABSENT = range(1, 8)


class TableView:
    def __init__(self, hand: HandRecord, seat: int) -> None:
        self.seat = seat
        self.seats = len(hand.starts)
        self.concealed = counts_of(hand.starts[seat])
        self.melds = 0
        self.open = False
        self.riichi = False
        self.table = [0] * 34
        for tile in hand.dora_indicators[:1]:
            self.table[tile] += 1
        self.declared = [False] * self.seats
        self.safe: list[set[Tile]] = [set() for _ in range(self.seats)]

    def seen(self) -> list[int]:
        """Copies of each tile the seat sees: its own tiles, the table, none left of an absent tile."""
        seen = [a + b for a, b in zip(self.concealed, self.table, strict=True)]
        if self.seats == 3:
            for t in _THREE_PLAYER_ABSENT:
                seen[t] = 4
        return seen

    def riichi_safe_sets(self) -> list[set[Tile]]:
        return [self.safe[other] for other in range(self.seats) if other != self.seat and self.declared[other]]

    def apply(self, action: Action) -> None:
        own = action.seat == self.seat
        if action.kind is ActionKind.DRAW:
            if own:
                self.concealed[action.tile] += 1
        elif action.kind is ActionKind.DISCARD:
            self._discard(action, own)
        elif action.kind is ActionKind.BONUS:
            self.table[action.tile] += 1
            if own:
                self.concealed[action.tile] -= 1
        elif action.kind is ActionKind.CALL:
            self._call(action, own)

    def _discard(self, action: Action, own: bool) -> None:
        self.table[action.tile] += 1
        if own:
            self.concealed[action.tile] -= 1
            self.riichi = self.riichi or action.riichi
        else:
            self.declared[action.seat] = self.declared[action.seat] or action.riichi
        self.safe[action.seat].add(action.tile)
        for other in range(self.seats):  # a tile passed after a riichi is safe against it from then on
            if self.declared[other] and other != action.seat:
                self.safe[other].add(action.tile)

    def _call(self, action: Action, own: bool) -> None:
        for tile in action.used:  # the claimed tile is already on the table, counted with the discards
            if own:
                self.concealed[tile] -= 1
            self.table[tile] += 1
        if action.call is CallKind.ADDED_KAN:
            return
        if own:
            self.melds += 1
            self.open = self.open or action.call.opens_hand
