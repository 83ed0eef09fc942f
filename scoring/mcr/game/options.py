"""What a seat may do in an MCR hand: its turn's options and its answers to a tile on offer.

Read from a ``HandState`` or from the table an action is changing (``scoring.game.rules.HandFacts``).
The engine offers ``WIN`` whenever the tiles form a winning shape, so a player can declare a false win.
"""

from __future__ import annotations

from scoring.game.model import Action, ActionKind, Phase
from scoring.game.rules import HandFacts
from scoring.game.tokens import INDEX, TOKENS
from scoring.shanten import complete_shapes
from scoring.tiles import counts_of

K = ActionKind


def complete(hand: tuple[int, ...] | list[int], melds: int, extra: int | None = None) -> bool:
    counts = counts_of(hand)
    if extra is not None:
        counts[extra] += 1
    return bool(complete_shapes(counts, melds))


def turn_options(state: HandFacts) -> tuple[Action, ...]:
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


def claim_options(state: HandFacts, seat: int) -> tuple[Action, ...]:
    """A chow only from the seat on the left, a pung or kong from anyone while the wall lasts, a win always."""
    tile, hand, token = state.tile, state.hands[seat], TOKENS[state.tile]  # type: ignore[index]
    out = []
    if complete(hand, len(state.melds[seat]), tile):
        out.append(Action(K.WIN, seat, token))
    if state.phase is Phase.CLAIM and state.back > state.front:
        count = hand.count(tile)
        if count >= 2:
            out.append(Action(K.PUNG, seat, token))
        if count == 3:
            out.append(Action(K.KONG, seat, token))
        if tile < 27 and seat == state.position.next_seat(state.turn):  # type: ignore[operator]
            low = tile - tile % 9  # type: ignore[operator]
            for start in range(max(low, tile - 2), min(tile, low + 6) + 1):  # type: ignore[operator]
                chow = (start, start + 1, start + 2)
                if all(t == tile or t in hand for t in chow):
                    out.append(Action(K.CHOW, seat, token, tuple(TOKENS[t] for t in chow)))
    if out:
        out.append(Action(K.PASS, seat))
    return tuple(out)
