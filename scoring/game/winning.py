"""A seat's own declared sets as the scorer's ``Meld`` values (what a win or an analysis stands on)."""

from __future__ import annotations

from scoring.game.model import MeldSource, SeatView
from scoring.game.tokens import tile_of
from scoring.hand import Meld, MeldKind

#: a ``GameMeld.kind`` as the scorer's ``MeldKind``
MELD_KINDS = {"chow": MeldKind.CHOW, "pung": MeldKind.PUNG, "kong": MeldKind.KONG}


def own_melds(view: SeatView) -> tuple[Meld, ...]:
    return tuple(Meld(MELD_KINDS[m.kind], tile_of(m.tiles[0]), m.source is MeldSource.CONCEALED)
                 for m in view.melds[view.seat])
