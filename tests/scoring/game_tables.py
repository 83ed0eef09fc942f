"""Rigged hands for the game engine's rule tests: walls laid out so that a rule comes up on cue."""

from __future__ import annotations

from scoring.game import Action, ActionKind, HandState, Phase, apply, legal, position, waiting_for
from scoring.game.table import Table
from scoring.game.tokens import INDEX, TOKENS
from scoring.notation import parse_tiles

K = ActionKind


def tokens(text: str) -> list[int]:
    """``"123m 5z f2"`` -> tile indexes (flowers written ``f1``-``f8``)."""
    out: list[int] = []
    for part in text.split():
        if part.startswith("f"):
            out.append(INDEX[part])
        else:
            out.extend(int(t) for t in parse_tiles(part))
    return out


def rigged(hands: dict[int, str], draws: str = "", back: str = "", hand_number: int = 1) -> HandState:
    """A hand whose seats are dealt ``hands`` (13 tiles each; missing seats get filler), whose live
    wall then gives ``draws`` in order, and whose back gives ``back`` (first replacement first).
    The rest of the 144 tiles fill the middle in sorted order."""
    where = position(hand_number)
    pool = [t for t in range(34) for _ in range(4)] + list(range(34, 42))
    chosen = {seat: tokens(text) for seat, text in hands.items()}
    front_draws, back_draws = tokens(draws), tokens(back)
    for t in [*(t for ts in chosen.values() for t in ts), *front_draws, *back_draws]:
        pool.remove(t)
    rest = sorted(pool, key=lambda t: (t >= 34, t))
    for seat in where.order():
        if seat not in chosen:
            chosen[seat], rest = rest[:13], rest[13:]
        assert len(chosen[seat]) == 13, (seat, len(chosen[seat]))
    front = [t for seat in where.order() for t in chosen[seat]] + front_draws
    wall = tuple(front + rest + back_draws[::-1])
    table = Table.empty(b"rigged", where, wall, "00")
    table.deal()
    return table.freeze()


def act(state: HandState, seat: int, kind: ActionKind, tile: str | None = None,
        tiles: tuple[str, ...] = ()) -> HandState:
    """Apply one action; claim windows that wait on other seats are passed first."""
    action = Action(kind, seat, tile, tiles)
    while seat not in waiting_for(state) and state.phase in (Phase.CLAIM, Phase.ROB):
        other = min(waiting_for(state))
        state = apply(state, Action(K.PASS, other))
    assert action in legal(state, seat), (action, legal(state, seat))
    return apply(state, action)


def pass_all(state: HandState) -> HandState:
    while state.phase in (Phase.CLAIM, Phase.ROB) and waiting_for(state):
        state = apply(state, Action(K.PASS, min(waiting_for(state))))
    return state


def all_tiles(state: HandState) -> list[str]:
    """Every tile of the hand wherever it is: hands, melds, rivers (unclaimed), flowers, the live wall,
    and a tile held in the air by an added kong."""
    out = [TOKENS[t] for hand in state.hands for t in hand]
    out += [t for melds in state.melds for m in melds for t in m.tiles]
    out += [r.tile for river in state.rivers for r in river if not r.claimed]
    out += [f for flowers in state.flowers for f in flowers]
    out += [TOKENS[t] for t in state.wall[state.front:state.back]]
    if state.phase is Phase.ROB:
        out.append(TOKENS[state.tile])
    return out
