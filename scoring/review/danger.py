"""How dangerous a tile is against the opponents in riichi: a simple, documented ladder.

Levels (0 safest), against one riichi opponent; against several, the worst of them:

0. genbutsu: the opponent discarded it, or it was discarded after their riichi and not won on
1. an honour with three copies seen (only a pair wait, none after the fourth)
2. a one-chance-free tile: suji of a terminal (1 or 9 with 4 or 6 discarded by the opponent), a kabe
   (every two-sided wait on it needs a tile whose four copies are all seen), or an honour with two seen
3. suji of a middle tile (4-6 with both sides discarded; 2, 3, 7, 8 with their one side), another honour
4. a terminal without suji
5. a 2 or 8 without suji
6. a 3 to 7 without suji

The ladder follows the common defence primers (genbutsu, suji, kabe, honours seen: e.g. Daina Chiba's
"Book 1", its defence chapter, and the riichi.wiki "Defense" page); it reads nothing more of the discards.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from scoring.tiles import Tile


class DangerReason(enum.StrEnum):
    GENBUTSU = "genbutsu"
    HONOUR_THIRD = "honour_third"
    SUJI_TERMINAL = "suji_terminal"
    KABE = "kabe"
    HONOUR_SECOND = "honour_second"
    SUJI = "suji"
    HONOUR = "honour"
    TERMINAL = "terminal"
    EDGE = "edge"
    MIDDLE = "middle"


LEVELS = {DangerReason.GENBUTSU: 0, DangerReason.HONOUR_THIRD: 1, DangerReason.SUJI_TERMINAL: 2,
          DangerReason.KABE: 2, DangerReason.HONOUR_SECOND: 2, DangerReason.SUJI: 3, DangerReason.HONOUR: 3,
          DangerReason.TERMINAL: 4, DangerReason.EDGE: 5, DangerReason.MIDDLE: 6}


@dataclass(frozen=True)
class Danger:
    reason: DangerReason

    @property
    def level(self) -> int:
        return LEVELS[self.reason]


def danger_against(tile: Tile, safe: set[Tile], seen: Sequence[int]) -> Danger:
    """The danger of ``tile`` against one riichi opponent whose safe tiles are ``safe``; ``seen``: copies
    of each tile the reviewed seat sees (its hand included)."""
    if tile in safe:
        return Danger(DangerReason.GENBUTSU)
    if tile.is_honor:
        count = seen[tile]
        return Danger(DangerReason.HONOUR_THIRD if count >= 3 else
                      DangerReason.HONOUR_SECOND if count == 2 else DangerReason.HONOUR)
    rank, base = tile.rank, int(tile) - tile.rank + 1
    sides = [side for side in (-3, 3) if 1 <= rank + side <= 9]
    if all(Tile(base + rank + side - 1) in safe for side in sides):
        return Danger(DangerReason.SUJI_TERMINAL if rank in (1, 9) else DangerReason.SUJI)
    # kabe: a two-sided wait on the tile below needs the tile above it, and the other way round
    walls = [seen[int(tile) + (1 if side > 0 else -1)] >= 4 for side in sides]
    if all(walls):
        return Danger(DangerReason.KABE)
    if rank in (1, 9):
        return Danger(DangerReason.TERMINAL)
    return Danger(DangerReason.EDGE if rank in (2, 8) else DangerReason.MIDDLE)


def danger_of(tile: Tile, safe_sets: Sequence[set[Tile]], seen: Sequence[int]) -> Danger | None:
    """The worst danger against every riichi opponent (their safe sets), None when none is in riichi."""
    dangers = [danger_against(tile, safe, seen) for safe in safe_sets]
    return max(dangers, key=lambda danger: danger.level) if dangers else None


__all__ = ["Danger", "DangerReason", "LEVELS", "danger_against", "danger_of"]
