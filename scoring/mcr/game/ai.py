"""MCR's AI seats: ``decide(view, legal, level, rng_seed) -> Action``, from what the seat sees only.

Both levels stand on the discard analysis (``scoring.efficiency``), given the seat's own tiles and
the tiles it can see (rivers, exposed melds) and nothing else:

* ``BEGINNER`` plays for speed: the discard that keeps the fewest steps and the most useful copies
  (the analysis without its route to 8); it claims any chow, pung or kong that brings it a step
  closer to a winning shape, whatever the fan.
* ``PLAYER`` keeps a route to 8 fan: the analysis's discard (ranked by the route to 8: waits and
  draws that score 8); it claims a meld only when the claim brings it closer *and* keeps a route
  (a ready or 1-step hand with 8-fan winning copies, or further away a fan of 6+ in reach).

Both declare a win only when it scores 8 fan without flowers (they never make a false win), and a
kong when it costs no step.
"""

from __future__ import annotations

import random

from scoring.efficiency import analyse
from scoring.efficiency.result import DiscardAnalysis
from scoring.game.advice import AILevel
from scoring.game.model import Action, ActionKind, SeatView
from scoring.game.tokens import tile_of
from scoring.game.winning import own_melds
from scoring.hand import Meld, MeldKind, PartialHand, WinContext
from scoring.mcr.efficiency import mcr_rank
from scoring.mcr.game.winning import WIND_TILES, score_win, win_hand
from scoring.tiles import Tile

K = ActionKind


def decide(view: SeatView, legal: tuple[Action, ...], level: AILevel = AILevel.PLAYER, rng_seed: int = 0) -> Action:
    """The seat's choice among ``legal`` (which must not be empty)."""
    if not legal:
        raise ValueError("nothing to decide")
    kinds = {a.kind: a for a in legal}
    for win in (K.SELF_DRAWN_WIN, K.WIN):
        if win in kinds and _wins(view, kinds[win]):
            return kinds[win]
    if K.DISCARD in kinds:
        return _turn(view, legal, level, rng_seed)
    return _claim(view, legal, level)


def _wins(view: SeatView, action: Action) -> bool:
    self_drawn = action.kind is K.SELF_DRAWN_WIN
    robbing = not self_drawn and view.phase == "rob"
    return score_win(win_hand(view, action.tile, self_drawn, robbing)).valid  # type: ignore[arg-type]


def _partial(view: SeatView, melds: tuple[Meld, ...], concealed: list[Tile]) -> PartialHand:
    context = WinContext(seat_wind=WIND_TILES[view.position.winds[view.seat]],
                         round_wind=WIND_TILES[view.position.prevailing])
    seen = tuple(sorted(tile_of(t) for t in view.seen))
    return PartialHand(melds, tuple(sorted(concealed)), context, seen=seen)


def _hand_tiles(view: SeatView) -> list[Tile]:
    return [tile_of(t) for t in view.hand]


def _best(partial: PartialHand, level: AILevel) -> DiscardAnalysis:
    report = analyse(partial, route=level is AILevel.PLAYER)
    return report.best  # type: ignore[return-value]


def _steps(row: DiscardAnalysis) -> int:
    return mcr_rank(row)[0]


def _turn(view: SeatView, legal: tuple[Action, ...], level: AILevel, rng_seed: int) -> Action:
    melds, tiles = own_melds(view), _hand_tiles(view)
    report = analyse(_partial(view, melds, tiles), route=level is AILevel.PLAYER)
    best = report.discards[0]
    for action in legal:
        if action.kind in (K.CONCEALED_KONG, K.ADDED_KONG) and _kong_keeps(view, action, melds, tiles, best, level):
            return action
    rank = mcr_rank(best)
    tied = [r for r in report.discards if mcr_rank(r)[:-1] == rank[:-1]]
    choice = random.Random(rng_seed).choice(tied) if level is AILevel.BEGINNER else best
    return next(a for a in legal if a.kind is K.DISCARD and a.tile == choice.tile.code)  # type: ignore[union-attr]


def _kong_keeps(view, action: Action, melds, tiles, best: DiscardAnalysis, level: AILevel) -> bool:
    """A kong costs no step: the 13 tiles left (kong as a meld) are as close as the best discard."""
    tile = tile_of(action.tile)  # type: ignore[arg-type]
    rest = list(tiles)
    if action.kind is K.CONCEALED_KONG:
        for _ in range(4):
            rest.remove(tile)
        new = (*melds, Meld(MeldKind.KONG, tile, True))
    else:
        rest.remove(tile)
        new = tuple(Meld(MeldKind.KONG, tile) if m.kind is MeldKind.PUNG and m.tile == tile else m for m in melds)
    after = analyse(_partial(view, new, rest), route=level is AILevel.PLAYER).current
    return after is not None and after.shanten <= best.shanten


def _claim(view: SeatView, legal: tuple[Action, ...], level: AILevel) -> Action:
    passing = next(a for a in legal if a.kind is K.PASS)
    melds, tiles = own_melds(view), _hand_tiles(view)
    now = analyse(_partial(view, melds, tiles), route=level is AILevel.PLAYER).current
    if now is None:
        return passing
    offered = tile_of(view.tile)  # type: ignore[arg-type]
    best_action, best_rank = passing, None
    for action in legal:
        if action.kind not in (K.CHOW, K.PUNG, K.KONG):
            continue
        rest = list(tiles)
        if action.kind is K.CHOW:
            chow = [tile_of(t) for t in action.tiles]
            for t in chow:
                if t != offered:
                    rest.remove(t)
            meld = Meld(MeldKind.CHOW, chow[0])
        else:
            for _ in range(3 if action.kind is K.KONG else 2):
                rest.remove(offered)
            meld = Meld(MeldKind.KONG if action.kind is K.KONG else MeldKind.PUNG, offered)
        partial = _partial(view, (*melds, meld), rest)
        report = analyse(partial, route=level is AILevel.PLAYER)
        row = report.current if action.kind is K.KONG else report.best
        if row is None or row.shanten >= now.shanten:
            continue
        if level is AILevel.PLAYER and not _keeps_route(row, now):
            continue
        rank = mcr_rank(row)[:-1]
        if best_rank is None or rank < best_rank:
            best_action, best_rank = action, rank
    return best_action


def _keeps_route(row: DiscardAnalysis, now: DiscardAnalysis) -> bool:
    """After the claim the hand still has a way to 8 fan, and no fewer steps to it than before."""
    if row.shanten <= 1:
        return row.route_value > 0 and _steps(row) < _steps(now)
    return any(f.points >= 6 for f in row.fans_in_reach)
