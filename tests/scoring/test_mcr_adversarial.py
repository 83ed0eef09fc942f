"""A second differential against the reference, aimed where the main one does not go.

* every win flag at random, independently (``last``, ``kong``, ``wall`` on hands the parser would
  refuse them for: the scorer must drop them exactly as the reference does);
* crowded hands (one suit, a narrow rank window: many splits, ties and account-once trimming);
* knitted straights whose winning tile is only in the knitted body, with or without one meld;
* near misses: a winning hand with one or two tiles moved; both must agree whether it wins at all.

A fixed seed plus a fresh printed seed (``MCR_ADV_SEED`` replays one), ``MCR_ADV_HANDS`` per seed.
"""

from __future__ import annotations

import os
import random

import pytest

from scoring.hand import Hand, HandError, Meld, MeldKind, WinContext
from scoring.mcr import score_hand
from scoring.notation import format_hand
from scoring.tiles import Tile
from tests import deep
from tests.deep import fresh, fresh_seed
from tests.scoring.mcr_reference import ReferenceError, reference_fans, reference_total

say = deep.say  # prints a run's summary to the terminal

FIXED_SEED = 424242
HANDS = int(os.environ.get("MCR_ADV_HANDS", "4000"))
CHOW, PUNG, KONG = MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG


def _tiles(kind: MeldKind, tile: Tile) -> list[Tile]:
    return [tile, Tile(tile + 1), Tile(tile + 2)] if kind is CHOW else [tile] * 3


def _crowded(rng: random.Random):
    suits = rng.sample((0, 1, 2), rng.choice((1, 1, 2, 3)))
    low = rng.randint(1, 6)
    high = min(9, low + rng.randint(2, 8))
    honors = rng.random() < 0.3
    sets = []
    for _ in range(4):
        if honors and rng.random() < 0.15:
            sets.append((PUNG, Tile(rng.randrange(27, 34))))
        elif rng.random() < 0.6:
            sets.append((CHOW, Tile(rng.choice(suits) * 9 + rng.randint(low, min(high, 7)) - 1)))
        else:
            sets.append((PUNG, Tile(rng.choice(suits) * 9 + rng.randint(low, high) - 1)))
    if honors and rng.random() < 0.3:
        pair = Tile(rng.randrange(27, 34))
    else:
        pair = Tile(rng.choice(suits) * 9 + rng.randint(low, high) - 1)
    return sets, pair


def _knitted(rng: random.Random):
    order = rng.sample((0, 1, 2), 3)
    body = [Tile(order[i] * 9 + r - 1) for i, start in enumerate((1, 2, 3)) for r in (start, start + 3, start + 6)]
    if rng.random() < 0.7:
        fourth = (CHOW, Tile(rng.randrange(3) * 9 + rng.randint(1, 7) - 1))
    else:
        fourth = (PUNG, Tile(rng.randrange(34)))
    return body, fourth, Tile(rng.randrange(34))


def _hand(rng: random.Random) -> Hand | None:
    melds: list[Meld] = []
    if rng.random() < 0.8:
        sets, pair = _crowded(rng)
        standing = [pair, pair]
        claimed = set(rng.sample(range(4), rng.choice((0, 0, 0, 1, 1, 2, 3, 4))))
        for i, (kind, tile) in enumerate(sets):
            if i in claimed:
                if kind is PUNG and rng.random() < 0.35:
                    melds.append(Meld(KONG, tile, concealed=rng.random() < 0.5))
                else:
                    melds.append(Meld(kind, tile))
            else:
                standing += _tiles(kind, tile)
    else:
        body, (kind, tile), pair = _knitted(rng)
        standing = body + [pair, pair]
        if rng.random() < 0.4:
            melds.append(Meld(KONG, tile, concealed=rng.random() < 0.5) if kind is PUNG and rng.random() < 0.4
                         else Meld(kind, tile))
        else:
            standing += _tiles(kind, tile)
    if rng.random() < 0.3:  # a near miss: move one tile
        i = rng.randrange(len(standing))
        standing[i] = Tile(rng.randrange(34))
    counts = [0] * 34
    for t in standing + [t for m in melds for t in m.tiles]:
        counts[t] += 1
    if max(counts) > 4:
        return None
    win = standing.pop(rng.randrange(len(standing)))
    context = WinContext(self_drawn=rng.random() < 0.5, last_copy=rng.random() < 0.2, wall_last=rng.random() < 0.1,
                         kong=rng.random() < 0.15, seat_wind=Tile(rng.randrange(27, 31)),
                         round_wind=Tile(rng.randrange(27, 31)), flowers=rng.choice((0, 0, 1, 3)))
    return Hand(tuple(melds), tuple(sorted(standing)), win, context)


def compare(seed: int, hands: int = HANDS) -> tuple[int, int, list[str]]:
    rng = random.Random(seed)
    checked, problems = 0, []
    while checked < hands:
        hand = _hand(rng)
        if hand is None:
            continue
        checked += 1
        try:
            expected = (reference_fans(hand), reference_total(hand))
        except ReferenceError:
            expected = None
        try:
            result = score_hand(hand)
            got = (result.counts(), result.total)
        except HandError:
            got = None
        if got != expected:
            problems.append(f"{format_hand(hand, honors='letters')} {hand.context}\n"
                            f"    fanbot    {got}\n    reference {expected}")
    return checked, len(problems), problems[:10]


@pytest.mark.parametrize("seed", [FIXED_SEED, pytest.param(None, marks=fresh("MCR_ADV_SEED"))], ids=["fixed", "fresh"])
def test_adversarial_hands_agree_with_reference(seed, say):
    seed = seed if seed is not None else fresh_seed("MCR_ADV_SEED")
    checked, bad, shown = compare(seed)
    say(f"MCR adversarial seed={seed}: {checked - bad}/{checked} hands agree (replay: MCR_ADV_SEED={seed})")
    assert bad == 0, "\n".join(shown)
