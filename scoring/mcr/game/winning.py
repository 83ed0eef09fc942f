"""A win as the scorer reads it: the hand with every flag the engine knows, scored by ``scoring.mcr``.

Built from a ``SeatView`` alone (what the winner sees), so the AI can score a claim before making it
and the engine scores the same way. The flags (notation.md): ``tsumo`` self-drawn; ``last`` the other
three copies are visible (discards and exposed melds: 和绝张, CHM ``fan_calculator.cpp``
``is_4th_tile``); ``wall`` the last tile of the wall (妙手回春 / 海底捞月); ``kong`` the replacement
tile after a kong (杠上开花) or robbing an added kong (抢杠和; it excludes 和绝张, so not set with it);
seat and prevailing wind; flowers (one fan each, not counted toward the 8-fan minimum).
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.game.model import WINDS, FanLine, MeldSource, SeatView
from scoring.game.tokens import tile_of
from scoring.game.winning import own_melds
from scoring.hand import Hand, WinContext
from scoring.mcr.game.match import MINIMUM_FAN
from scoring.mcr.scorer import score_hand
from scoring.notation import format_hand
from scoring.tiles import Tile

WIND_TILES = {w: Tile(27 + i) for i, w in enumerate(WINDS)}


@dataclass(frozen=True, slots=True)
class ScoredWin:
    hand: Hand
    notation: str
    fan: int                    # with flowers
    fan_without_flowers: int
    fans: tuple[FanLine, ...]

    @property
    def valid(self) -> bool:
        return self.fan_without_flowers >= MINIMUM_FAN

    @property
    def counted(self) -> int:
        return self.fan_without_flowers


def win_hand(view: SeatView, tile: str, self_drawn: bool, robbing: bool = False) -> Hand:
    """The winning hand of ``view.seat`` on ``tile``: drawn (``self_drawn``, it is in ``view.hand``),
    the discard on offer, or the tile added to a kong (``robbing``)."""
    standing = list(view.hand)
    if self_drawn:
        standing.remove(tile)
    exposed = sum(m.tiles.count(tile) for m in view.melds[view.seat] if m.source is not MeldSource.CONCEALED)
    others = view.seen.count(tile) + exposed - (0 if self_drawn or robbing else 1)
    context = WinContext(
        self_drawn=self_drawn,
        last_copy=not robbing and others == 3,
        wall_last=view.wall_count == 0 and not robbing,
        kong=robbing or (self_drawn and view.drawn_after_kong),
        seat_wind=WIND_TILES[view.position.winds[view.seat]],
        round_wind=WIND_TILES[view.position.prevailing],
        flowers=len(view.flowers[view.seat]),
    )
    return Hand(own_melds(view), tuple(sorted(tile_of(t) for t in standing)), tile_of(tile), context)


def score_win(hand: Hand) -> ScoredWin:
    result = score_hand(hand)
    fans = tuple(FanLine(hit.id, hit.points, hit.count) for hit in result.fans)
    return ScoredWin(hand, format_hand(hand), result.total, result.total_without_flowers, fans)
