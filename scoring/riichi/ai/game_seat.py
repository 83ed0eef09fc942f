"""The AI at a seat of fanbot's own Riichi table (``scoring.riichi.game``): the table's seat view (Tenhou's
136 tile ids) read as ``view.SeatView``, and the AI's choice answered with one of the table's legal actions."""

from __future__ import annotations

from scoring.riichi.ai.decide import Level, choose
from scoring.riichi.ai.view import Action, ActionKind, MeldKind, MeldView, RiverTile, SeatView
from scoring.riichi.game.model import Act
from scoring.riichi.game.model import Action as TableAction
from scoring.riichi.game.model import SeatView as TableView
from scoring.riichi.game.tiles import RED_IDS

#: the red five's index by its kind
RED_INDEX = {4: 34, 13: 35, 22: 36}
KINDS = {Act.DISCARD: ActionKind.DISCARD, Act.RIICHI: ActionKind.RIICHI, Act.TSUMO: ActionKind.TSUMO,
         Act.RON: ActionKind.RON, Act.CHI: ActionKind.CHI, Act.PON: ActionKind.PON,
         Act.OPEN_KAN: ActionKind.OPEN_KAN, Act.CLOSED_KAN: ActionKind.CLOSED_KAN,
         Act.ADDED_KAN: ActionKind.ADDED_KAN, Act.NUKI: ActionKind.NUKI, Act.NINE_TERMINALS: ActionKind.ABORT,
         Act.PASS: ActionKind.PASS}
#: the actions whose tile is the seat's own (a claim's tile is the one on offer, read from the view)
OWN_TILE = (Act.DISCARD, Act.RIICHI, Act.CLOSED_KAN, Act.ADDED_KAN)


def index_of(tile: int, reds: bool) -> int:
    kind = tile >> 2
    return RED_INDEX[kind] if reds and tile in RED_IDS else kind


def seat_view(view: TableView, reds: bool) -> SeatView:
    """The table's view of a seat as the AI's (``reds``: the preset plays red fives)."""
    def ids(tiles: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(index_of(t, reds) for t in tiles)

    players = len(view.scores)
    offered_by = next((seat for seat, river in enumerate(view.rivers) if river and river[-1].tile == view.offered),
                      None) if view.offered is not None else None
    return SeatView(
        seat=view.seat, hand=ids(view.hand), drawn=None if view.drawn is None else index_of(view.drawn, reds),
        melds=tuple(tuple(MeldView(MeldKind(m.kind.value), ids(m.tiles),
                                   None if m.called is None else index_of(m.called, reds), m.from_seat)
                          for m in melds) for melds in view.melds),
        rivers=tuple(tuple(RiverTile(index_of(d.tile, reds), d.claimed, d.riichi, d.tsumogiri) for d in river)
                     for river in view.rivers),
        riichi_at=tuple(next((i for i, d in enumerate(river) if d.riichi), None) if riichi else None
                        for river, riichi in zip(view.rivers, view.riichi, strict=True)),
        dora_indicators=ids(view.dora_indicators), round_wind=view.round_wind,
        seat_wind=(view.seat - view.dealer) % players, scores=view.scores, wall_left=view.live_left,
        offered=None if view.offered is None else index_of(view.offered, reds), offered_by=offered_by,
        nuki=view.kita[view.seat])


def _mine(action: TableAction, reds: bool) -> Action:
    tile = index_of(action.tile, reds) if action.kind in OWN_TILE and action.tile is not None else None
    return Action(KINDS[action.kind], tile, tuple(index_of(t, reds) for t in action.tiles))


def decide(view: TableView, reds: bool = True, level: Level = Level.STRONG) -> TableAction:
    """The AI's choice among ``view.legal``."""
    offered: dict[Action, TableAction] = {}
    for action in view.legal:
        offered.setdefault(_mine(action, reds), action)
    return offered[choose(seat_view(view, reds), list(offered), level)]


__all__ = ["decide", "seat_view"]
