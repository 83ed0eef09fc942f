"""Random hands for the table options of issue 15: each sampler turns the shared random hands into
hands that use one flag (renhou, open riichi, paarenchan...) or one table (three players).

Written here rather than in ``scoring/riichi/random_hands.py``: only the tests need them.
"""

from __future__ import annotations

import random
from dataclasses import replace

from scoring.hand import Hand, MeldKind
from scoring.riichi.flags import flags_of
from scoring.tiles import Tile
from tests.scoring.riichi_random_hands import random_riichi_hand

_NORTH = 30


def _flags(hand: Hand, **changes) -> Hand:
    return replace(hand, extras=replace(flags_of(hand), **changes))


def _context(hand: Hand, **changes) -> Hand:
    return replace(hand, context=replace(hand.context, **changes))


def renhou_hand(rng: random.Random) -> Hand:
    """A non-dealer's closed ron with nothing declared, flagged renhou."""
    while True:
        hand = random_riichi_hand(rng)
        if not hand.melds:
            break
    hand = _context(hand, self_drawn=False, kong=False, wall_last=False,
                    seat_wind=Tile(28 + rng.randrange(3)))
    return _flags(hand, renhou=True, riichi=False, double_riichi=False, ippatsu=False, tenhou=False,
                  chiihou=False, ura_indicators=())


def open_riichi_hand(rng: random.Random) -> Hand:
    """A closed hand in (double) open riichi; ron or tsumo."""
    while True:
        hand = random_riichi_hand(rng)
        if hand.is_closed:
            break
    double = rng.random() < 0.2
    return _flags(hand, riichi=not double, double_riichi=double, open_riichi=True, tenhou=False, chiihou=False)


def paarenchan_hand(rng: random.Random) -> Hand:
    """The dealer's hand on an eighth straight win, worth 1 to 3 yakuman."""
    hand = _context(random_riichi_hand(rng), seat_wind=Tile.EAST)
    return _flags(hand, paarenchan=rng.choice((1, 1, 1, 2, 3)), chiihou=False)


def kyoutaku_hand(rng: random.Random) -> Hand:
    return _flags(random_riichi_hand(rng), kyoutaku=rng.randrange(1, 6))


def nagashi_hand(rng: random.Random) -> Hand:
    """Any hand flagged nagashi mangan (its tiles do not matter), with honba and sticks."""
    hand = random_riichi_hand(rng)
    return _flags(hand, nagashi=True, tenhou=False, chiihou=False, kyoutaku=rng.choice((0, 0, 1, 2)))


def seven_pairs_of_one_suit(rng: random.Random) -> Hand:
    """Closed hands that are often daisharin (22-88 of one suit) or daichisei (seven honor pairs)."""
    roll = rng.random()
    if roll < 0.4:
        base = rng.randrange(3) * 9
        tiles = [base + r for r in range(1, 8) for _ in range(2)]
    elif roll < 0.7:
        tiles = [t for t in range(27, 34) for _ in range(2)]
    else:
        return random_riichi_hand(rng)
    win = rng.choice(tiles)
    tiles.remove(win)
    hand = random_riichi_hand(rng)
    return Hand((), tuple(Tile(t) for t in sorted(tiles)), Tile(win), replace(hand.context, kong=False),
                replace(flags_of(hand), tenhou=False, chiihou=False), ())


def three_player_hand(rng: random.Random) -> Hand:
    """A three-player hand: no 2m-8m, seats E/S/W, rounds E/S, no claimed chows, Norths set aside."""
    while True:
        hand = random_riichi_hand(rng)
        if any(hand.counts()[1:8]) or any(m.kind is MeldKind.CHOW and not m.concealed for m in hand.melds):
            continue
        break
    counts = hand.counts()
    # indicators again, from the three-player wall (the copies the hand leaves)
    left = [4 - n for n in counts]
    for t in range(1, 8):
        left[t] = 0
    kita = rng.choice((0, 0, 1, 1, 2, 3, 4))
    kita = min(kita, left[_NORTH])
    left[_NORTH] -= kita

    def indicators(n: int) -> tuple[Tile, ...]:
        found = []
        for _ in range(n):
            pool = [t for t in range(34) if left[t]]
            t = rng.choice(pool)
            left[t] -= 1
            found.append(Tile(t))
        return tuple(found)

    dora = indicators(len(flags_of(hand).dora_indicators))
    ura = indicators(len(flags_of(hand).ura_indicators))
    context = replace(hand.context, seat_wind=Tile(27 + rng.randrange(3)), round_wind=Tile(27 + rng.randrange(2)))
    flags = replace(flags_of(hand), dora_indicators=dora, ura_indicators=ura, kita=kita)
    if flags.tenhou and context.seat_wind != Tile.EAST or flags.chiihou and context.seat_wind == Tile.EAST:
        flags = replace(flags, tenhou=context.seat_wind == Tile.EAST, chiihou=context.seat_wind != Tile.EAST)
    return Hand(hand.melds, hand.concealed, hand.win_tile, context, flags, hand.red_fives)
