"""What a seat may do now, and what it sees: read from a ``HandState`` or from a table being built."""

from __future__ import annotations

from scoring.game.model import HIDDEN_KONG, SEATS, Action, ActionKind, MeldSource, Phase, SeatView
from scoring.game.tokens import INDEX, TOKENS
from scoring.shanten import complete_shapes
from scoring.tiles import counts_of

K = ActionKind


def complete(hand: tuple[int, ...] | list[int], melds: int, extra: int | None = None) -> bool:
    counts = counts_of(hand)
    if extra is not None:
        counts[extra] += 1
    return bool(complete_shapes(counts, melds))


def turn_options(state) -> tuple[Action, ...]:
    seat, hand = state.turn, state.hands[state.turn]
    out = [Action(K.DISCARD, seat, TOKENS[t]) for t in sorted(set(hand))]
    if state.drawn is None:
        return tuple(out)
    if state.wall_count:
        counts = counts_of(hand)
        out.extend(Action(K.CONCEALED_KONG, seat, TOKENS[t]) for t in range(34) if counts[t] == 4)
        out.extend(Action(K.ADDED_KONG, seat, m.tiles[0]) for m in state.melds[seat]
                   if m.kind == "pung" and counts[INDEX[m.tiles[0]]])
    if not state.no_self_win and complete(hand, len(state.melds[seat])):
        out.append(Action(K.SELF_DRAWN_WIN, seat, TOKENS[state.drawn]))
    return tuple(out)


def claim_options(state, seat: int) -> tuple[Action, ...]:
    """What ``seat`` may answer to the tile on offer (works on a state or a table being built)."""
    tile, hand, token = state.tile, state.hands[seat], TOKENS[state.tile]
    out = []
    if complete(hand, len(state.melds[seat]), tile):
        out.append(Action(K.WIN, seat, token))
    if state.phase is Phase.CLAIM and state.back > state.front:
        count = hand.count(tile)
        if count >= 2:
            out.append(Action(K.PUNG, seat, token))
        if count == 3:
            out.append(Action(K.KONG, seat, token))
        if tile < 27 and seat == state.position.next_seat(state.turn):
            low = tile - tile % 9
            for start in range(max(low, tile - 2), min(tile, low + 6) + 1):
                chow = (start, start + 1, start + 2)
                if all(t == tile or t in hand for t in chow):
                    out.append(Action(K.CHOW, seat, token, tuple(TOKENS[t] for t in chow)))
    if out:
        out.append(Action(K.PASS, seat))
    return tuple(out)


def seat_view(state, seat: int) -> SeatView:
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
