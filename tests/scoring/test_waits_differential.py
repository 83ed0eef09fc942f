"""Waits and their four MCR totals against the reference calculator (PyPI ``pymahjonggb``).

Ready hands come from ``tests.scoring.random_hands.random_ready_hand`` (every MCR shape, with melds,
seat and round winds and flowers), some with the ``wall`` and ``kong`` flags. For each hand the
reference is asked about all 34 tiles: the tiles it scores are the waits, and each wait's totals
on a discard, self-drawn, and both with ``is4thTile`` must equal ours.

One exception, counted and printed: a wait on a fifth copy (the hand already shows all four, so
the wait is listed with 0 remaining, formally). Such a win cannot happen and the reference is
outside its domain there: with a declared kong of the tile it counts Tile Hog as "kinds held four
times minus kongs" = -1, stored unsigned (500-odd points), and with five copies standing it may
drop the Single Wait our scorer gives. Only the wait itself is compared there, not its totals.

A fixed seed and a fresh seed (printed; rerun with ``WAITS_SEED=<seed>``) run every time.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scoring.hand import Hand, PartialHand
from scoring.mcr.waits import mcr_waits
from scoring.tiles import Tile
from tests.deep import seeds, sized
from tests.scoring.mcr_reference import ReferenceError, reference_total
from tests.scoring.random_hands import random_ready_hand

FIXED_SEED = 5150
HANDS_PER_SEED = sized(500, 2500)


SEEDS = seeds(FIXED_SEED, "WAITS_SEED")
WAYS = (("discard", False, False), ("self_drawn", True, False), ("discard_last", False, True),
        ("self_drawn_last", True, True))


def _hand(partial: PartialHand, tile: Tile, self_drawn: bool, last: bool) -> Hand:
    context = replace(partial.context, self_drawn=self_drawn, last_copy=last)
    return Hand(partial.melds, partial.concealed, tile, context)


def _reference(partial: PartialHand, tile: Tile, self_drawn: bool, last: bool) -> int | None:
    try:
        return reference_total(_hand(partial, tile, self_drawn, last))
    except ReferenceError:
        return None


@pytest.mark.parametrize("seed", SEEDS)
def test_every_wait_and_its_four_totals_match_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    waits_checked = 0
    fifth_copies = 0
    mismatches = []
    for _ in range(HANDS_PER_SEED):
        partial = random_ready_hand(rng)
        # some hands also carry the wall and kong flags (last tile; robbing a kong / replacement tile)
        partial = replace(partial, context=replace(partial.context, wall_last=rng.random() < 0.15,
                                                   kong=rng.random() < 0.15))
        ours = {w.tile: w for w in mcr_waits(partial)}
        theirs = {t for t in Tile if _reference(partial, t, False, False) is not None}
        if set(ours) != theirs:
            mismatches.append(("wait set", partial, sorted(ours), sorted(theirs)))
            continue
        visible = partial.counts()
        for tile, wait in ours.items():
            if visible[tile] >= 4:
                assert wait.remaining == 0
                fifth_copies += 1
                continue
            waits_checked += 1
            for name, self_drawn, last in WAYS:
                expected = _reference(partial, tile, self_drawn, last)
                got = getattr(wait, name)
                if got.total != expected:
                    mismatches.append((name, partial, tile, got.total, expected, got.error))
                elif got.meets_minimum != (got.total_without_flowers >= 8):
                    mismatches.append(("meets_minimum", partial, tile, name))
    print(f"seed {seed}: {HANDS_PER_SEED} ready hands, {waits_checked} waits x 4 totals compared, "
          f"{fifth_copies} waits on a fifth copy listed only")
    assert waits_checked >= HANDS_PER_SEED
    assert not mismatches, f"seed {seed}: {len(mismatches)} mismatches, first {mismatches[:3]}"
