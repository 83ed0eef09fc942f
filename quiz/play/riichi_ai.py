"""The Riichi AI seats and coach (``scoring/riichi/ai``) at the chat table: the engine's hand as the AI's
``SeatView`` (tile indexes 0-33, 34-36 the red fives) and its actions, and the AI's choice back as the
engine's action. The AI sees only what the seat sees: its own tiles, every river, meld, indicator and score."""

from __future__ import annotations

from scoring.riichi.ai.decide import Level, choose
from scoring.riichi.ai.view import Action as AiAction
from scoring.riichi.ai.view import MeldView, RiverTile, SeatView
from scoring.riichi.game.model import Action
from scoring.riichi.game.table import RiichiHand
from scoring.riichi.game.tiles import RED_IDS, kind

#: the engine's red five ids as the AI's indexes
_REDS = {16: 34, 52: 35, 88: 36}


def index(tile: int, reds: bool) -> int:
    """A tile id as the AI's index: its kind, or 34-36 for a red five where the preset has them."""
    return _REDS[tile] if reds and tile in RED_IDS else kind(tile)


def ai_view(hand: RiichiHand, seat: int) -> SeatView:
    """What ``seat`` sees, as the AI reads it."""
    seen, reds, n = hand.view(seat), hand.preset.red_fives, hand.players

    def ids(tiles) -> tuple[int, ...]:
        return tuple(index(t, reds) for t in tiles)

    melds = tuple(tuple(MeldView(m.kind, ids(m.tiles), None if m.called is None else
                                 index(m.called, reds), m.from_seat) for m in seat_melds) for seat_melds in seen.melds)
    rivers = tuple(tuple(RiverTile(index(r.tile, reds), r.claimed, r.riichi, r.tsumogiri) for r in river)
                   for river in seen.rivers)
    riichi_at = tuple(next((i for i, r in enumerate(river) if r.riichi), max(0, len(river) - 1))
                      if seen.riichi[s] else None for s, river in enumerate(seen.rivers))
    offered = None if seen.offered is None else index(seen.offered, reds)
    return SeatView(seat, ids(seen.hand), None if seen.drawn is None else index(seen.drawn, reds), melds, rivers,
                    riichi_at, ids(seen.dora_indicators), seen.round_wind, (seat - seen.dealer) % n, seen.scores,
                    seen.live_left, offered, hand.turn if offered is not None else None, seen.kita[seat])


def ai_action(action: Action, reds: bool) -> AiAction:
    tile = None if action.tile is None else index(action.tile, reds)
    return AiAction(action.kind, tile, tuple(index(t, reds) for t in action.tiles))  # the AI's kinds are the table's


def ai_choice(hand: RiichiHand, seat: int, strong: bool) -> Action:
    """The AI's choice for ``seat`` among its legal actions (the strong level or the basic one)."""
    legal = hand.legal(seat)
    reds = hand.preset.red_fives
    options = [ai_action(action, reds) for action in legal]
    chosen = choose(ai_view(hand, seat), options, Level.STRONG if strong else Level.BASIC)
    return legal[options.index(chosen)]


__all__ = ["ai_view", "ai_action", "ai_choice", "index"]
