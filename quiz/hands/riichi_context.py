"""The Riichi context of a built hand: riichi flags, dora and ura indicators, honba and red fives."""

from __future__ import annotations

import random
from dataclasses import replace

from quiz.hands.kit import Failed
from quiz.hands.riichi_odds import RiichiOdds
from quiz.hands.tiles import TILE_BY_INDEX
from scoring.hand import Hand
from scoring.riichi.flags import RiichiFlags, as_extras
from scoring.tiles import WINDS, Tile

FIVES = (Tile(4), Tile(13), Tile(22))


def riichi_context(rng: random.Random, hand: Hand, odds: RiichiOdds, *, riichi: bool = False,
                   double_riichi: bool = False, ippatsu: bool = False, tenhou: bool = False,
                   chiihou: bool = False) -> Hand:
    """The hand with Riichi flags, dora and ura indicators, honba and red fives.

    The keyword flags force a declaration; the odds decide the rest. Flowers and the last-copy
    flag (MCR only) are dropped, and a blessing of heaven or earth fixes the seat. Raises
    ``Failed`` for what Riichi does not allow: a blessing with a kong, a kong win on the last tile.
    """
    closed = hand.is_closed
    riichi = closed and (riichi or (not double_riichi and rng.random() < odds.riichi))
    double = closed and double_riichi
    if odds.double_riichi and riichi and rng.random() < odds.double_riichi:
        double = True
    if double:
        riichi = False
    ippatsu = (riichi or double) and (ippatsu or rng.random() < odds.ippatsu)
    ctx = hand.context
    if odds.blessing and not hand.melds and ctx.self_drawn and rng.random() < odds.blessing:
        tenhou, chiihou = ctx.seat_wind == Tile.EAST, ctx.seat_wind != Tile.EAST
    kans = sum(m.is_kong for m in hand.melds)
    if odds.no_dora and rng.random() < odds.no_dora:
        indicators = 0
    else:
        # one indicator, plus one per kan, plus the extra ones of a table rich in dora
        indicators = 1 + kans + (rng.choice(odds.extra_indicators) if len(odds.extra_indicators) > 1 else 0)
    wall = hand.counts()  # copies already in the hand: an indicator is one of the others
    dora = _indicators(rng, min(indicators, 5), wall)
    ura = _indicators(rng, len(dora), wall) if (riichi or double) and rng.random() < odds.ura else ()
    if tenhou or chiihou:
        riichi = double = ippatsu = False
        ura = ()
    flags = RiichiFlags(riichi=riichi, double_riichi=double, ippatsu=ippatsu, tenhou=tenhou, chiihou=chiihou,
                        dora_indicators=dora, ura_indicators=ura, honba=rng.choice(odds.honba))
    seat = Tile.EAST if tenhou else (rng.choice(WINDS[1:]) if chiihou else ctx.seat_wind)
    blessing = tenhou or chiihou
    # Riichi voids a blessing after any kong, and a kong's tile is never the last of the wall
    if (blessing and hand.melds) or (ctx.kong and ctx.wall_last and not blessing):
        raise Failed
    context = replace(ctx, last_copy=False, wall_last=ctx.wall_last and not blessing,
                      kong=ctx.kong and not blessing, seat_wind=seat, flowers=0)
    return Hand(hand.melds, hand.concealed, hand.win_tile, context, as_extras(flags), red_fives(rng, hand))


def _indicators(rng: random.Random, n: int, counts: list[int]) -> tuple[Tile, ...]:
    """``n`` different indicator tiles, each with a copy left beside ``counts`` (which takes them)."""
    chosen = rng.sample([t for t in TILE_BY_INDEX if counts[t] < 4], n) if n else []
    for t in chosen:
        counts[t] += 1
    return tuple(chosen)


def red_fives(rng: random.Random, hand: Hand) -> tuple[Tile, ...]:
    """The red fives among the hand's fives, as dealt from a set with one red five per suit:
    each of the four copies is equally likely, so ``n`` fives of a suit hold the red one with
    chance n/4 (all four fives always include it)."""
    counts = hand.counts()
    return tuple(five for five in FIVES if counts[five] and rng.random() < counts[five] / 4)

