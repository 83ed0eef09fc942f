"""Riichi's own ends of a hand on the score sheet, beside ``Win`` and ``Draw``: several wins on one
discard (double or triple ron), nagashi mangan, and the abortive draws.

The rules, as ``scoring/riichi/game/presets.toml`` cites them per preset (Tenhou's rule page first):
- a multiple ron pays each winner from the discarder; the honba and the riichi sticks go to the winner
  nearest the discarder's right (上家取り, Tenhou); a head-bump table (WRC 2015 5.7.6, M-League) takes
  one winner only, and Tenhou aborts a third ron (三家和);
- nagashi mangan is paid as a mangan self-drawn win (4,000 from or to the dealer, 2,000 otherwise, no
  honba), instead of the no-ten payments; the sticks stay and the dealer repeats when ready (Tenhou);
- an abortive draw pays nothing, the sticks stay, one more honba, and the dealer keeps the deal (Tenhou).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from quiz.sheet.model import RulesetEntry, Win


class AbortKind(enum.StrEnum):
    """Why a hand was abandoned: said (``abort``) or named (九種九牌, 四風連打, 四家立直, 四槓散了, 三家和)."""

    ABORT = "abort"
    NINE_TERMINALS = "nine_terminals"
    FOUR_WINDS = "four_winds"
    FOUR_RIICHI = "four_riichi"
    FOUR_KANS = "four_kans"
    TRIPLE_RON = "triple_ron"


#: the abortive draws a table of three cannot have (no fourth seat to discard a wind or declare)
FOUR_SEATS_ONLY = frozenset({AbortKind.FOUR_WINDS, AbortKind.FOUR_RIICHI})


@dataclass(frozen=True, slots=True)
class RiichiRons(RulesetEntry):
    """Two or three wins on ``loser``'s discard, one value per winner: ``han`` and ``fu`` (None for a
    limit), the yaku ids, the typed hand, and the seat liable under pao."""

    kind: ClassVar[str] = "rons"
    loser: int
    winners: tuple[int, ...]
    han: tuple[int, ...]
    fu: tuple[int | None, ...]
    fans: tuple[tuple[str, ...], ...] = ()
    hands: tuple[str | None, ...] = ()
    liable: tuple[int | None, ...] = ()

    @classmethod
    def of(cls, wins: tuple[Win, ...]) -> RiichiRons:
        """The entry of these wins (every one on the same discard)."""
        return cls(loser=wins[0].loser, winners=tuple(w.winner for w in wins), han=tuple(w.han for w in wins),
                   fu=tuple(w.fu for w in wins), fans=tuple(w.fans for w in wins), hands=tuple(w.hand for w in wins),
                   liable=tuple(w.liable for w in wins))

    def wins(self) -> tuple[Win, ...]:
        def at(values: tuple, index: int, default=None):
            return values[index] if index < len(values) else default

        return tuple(Win(winner, self.loser, han=self.han[i], fu=self.fu[i], hand=at(self.hands, i),
                         fans=at(self.fans, i, ()), liable=at(self.liable, i))
                     for i, winner in enumerate(self.winners))


@dataclass(frozen=True, slots=True)
class RiichiNagashi(RulesetEntry):
    """An exhaustive draw with nagashi mangan for ``players``; ``tenpai`` the players ready (the dealer's deal)."""

    kind: ClassVar[str] = "nagashi"
    players: tuple[int, ...]
    tenpai: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class RiichiAbort(RulesetEntry):
    """An abortive draw (``why``: an ``AbortKind`` value)."""

    kind: ClassVar[str] = "abort"
    why: str = AbortKind.ABORT.value


__all__ = ["AbortKind", "FOUR_SEATS_ONLY", "RiichiAbort", "RiichiNagashi", "RiichiRons"]
