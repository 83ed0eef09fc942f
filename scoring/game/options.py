"""What a seat sees: read from a ``HandState`` or from a table being built."""

from __future__ import annotations

from scoring.game.model import HIDDEN_KONG, SEATS, MeldSource, Phase, SeatView
from scoring.game.rules import HandFacts
from scoring.game.tokens import TOKENS


def seat_view(state: HandFacts, seat: int) -> SeatView:
    seen: list[str] = []
    shown = []
    for s in range(SEATS):
        seen.extend(r.tile for r in state.rivers[s] if not r.claimed)
        if s != seat:
            seen.extend(t for m in state.melds[s] if m.source is not MeldSource.CONCEALED for t in m.tiles)
            shown.append(tuple(HIDDEN_KONG if m.source is MeldSource.CONCEALED else m for m in state.melds[s]))
        else:
            shown.append(tuple(state.melds[s]))
    mine = state.phase is Phase.DISCARD and state.turn == seat
    return SeatView(
        seat=seat, position=state.position, phase=state.phase, turn=state.turn,
        hand=tuple(TOKENS[t] for t in state.hands[seat]),
        drawn=TOKENS[state.drawn] if mine and state.drawn is not None else None,
        drawn_after_kong=mine and state.drawn_after_kong,
        tile=TOKENS[state.tile] if state.tile is not None and state.phase in (Phase.CLAIM, Phase.ROB) else None,
        melds=tuple(shown), flowers=tuple(tuple(f) for f in state.flowers),
        rivers=tuple(tuple(r) for r in state.rivers), wall_count=state.back - state.front, seen=tuple(seen))
