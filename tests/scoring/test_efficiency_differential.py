"""The discard analysis against the reference, PyPI ``pymahjonggb`` (``tests/scoring/efficiency_reference.py``).

* Shanten and useful tiles after every discard of random 14-tile hands: the reference's
  ``MahjongShanten`` and the union of its per-shape functions at the lowest figure.
* The route to 8 of ready hands: every winning tile's points on a discard and self-drawn (flowers
  left out, the last copy when the other three are seen) by ``MahjongFanCalculator``, and the
  ``winning_8`` counts.
* The 1-shanten look-ahead, rebuilt on the reference: each useful draw's copies and the weighted
  8-point winning copies of the best tenpai after it.

A fixed seed runs every time, and a fresh printed seed under ``FANBOT_TEST_DEEP=1`` (replay one with
``EFFICIENCY_SEED=<seed>``); the number of 14-tile hands per seed is ``EFFICIENCY_DIFF_HANDS``
(default 300; 5,000 under ``FANBOT_TEST_DEEP=1``) and ``EFFICIENCY_LOOKAHEAD_HANDS`` (default 20; 40 deep);
the ready-hand test scores every winning tile of 500 hands, of 2 x 2,500 deep (the issue's 5,000).
"""

from __future__ import annotations

import os
import random
from dataclasses import replace

import MahjongGB
import pytest

from scoring.efficiency import analyse
from scoring.tiles import counts_of
from tests.deep import seeds, sized
from tests.scoring.efficiency_hands import random_hand
from tests.scoring.efficiency_reference import CODES, ready_route, reference_route, shanten_and_useful, winning_8
from tests.scoring.mcr_reference import reference_pack
from tests.scoring.random_hands import random_ready_hand

FIXED_SEED = 20261201
HANDS = int(os.environ.get("EFFICIENCY_DIFF_HANDS") or sized(300, 5000))
READY_HANDS = sized(500, 2500)
LOOKAHEAD_HANDS = int(os.environ.get("EFFICIENCY_LOOKAHEAD_HANDS") or sized(20, 40))


SEEDS = seeds(FIXED_SEED, "EFFICIENCY_SEED")


@pytest.mark.parametrize("seed", SEEDS)
def test_shanten_and_useful_tiles_after_every_discard_match_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    mismatches = []
    rows = 0
    for _ in range(HANDS):
        partial = random_hand(rng)
        report = analyse(partial, route=False)
        counts = counts_of(partial.concealed)
        packs = tuple(reference_pack(m) for m in partial.melds)
        visible = partial.visible_counts()
        for row in report.discards:
            counts[row.tile] -= 1
            expected_value, expected_useful = shanten_and_useful(counts, len(partial.melds))
            combined = MahjongGB.MahjongShanten(packs, tuple(CODES[t] for t in range(34) for _ in range(counts[t])))
            counts[row.tile] += 1
            rows += 1
            got_useful = {int(u.tile): u.remaining for u in row.useful}
            want_useful = {t: max(0, 4 - visible[t]) for t in expected_useful}
            if (row.shanten, got_useful) != (expected_value, want_useful) or row.shanten != combined:
                mismatches.append((partial, row.tile, row.shanten, expected_value, combined))
    assert rows > 6 * HANDS
    assert not mismatches, f"seed {seed}: {len(mismatches)} of {rows} rows differ, first {mismatches[:3]}"


@pytest.mark.parametrize("seed", SEEDS)
def test_every_winning_tile_of_ready_hands_scores_as_the_reference(seed: int) -> None:
    rng = random.Random(seed + 1)
    waits = 0
    mismatches = []
    for i in range(READY_HANDS):
        partial = random_ready_hand(rng)
        if i % 3 == 0:  # seen tiles: fewer remaining copies, and last copies
            pool = [t for t in range(34) for _ in range(4 - partial.counts()[t])]
            partial = replace(partial, seen=tuple(sorted(rng.sample(pool, rng.randrange(1, 30)))))
        current = analyse(partial).current
        counts = counts_of(partial.concealed)
        expected = ready_route(partial, counts, partial.visible_counts())
        got = {int(w.tile): (w.remaining, w.discard_total, w.self_drawn_total) for w in current.waits
               if w.discard_total is not None}
        waits += len(got)
        if got != expected or (current.winning_8.discard, current.winning_8.self_drawn) != winning_8(expected):
            mismatches.append((partial, got, expected))
    assert waits > READY_HANDS
    assert not mismatches, f"seed {seed}: {len(mismatches)} hands differ, first {mismatches[:3]}"


@pytest.mark.parametrize("seed", SEEDS)
def test_the_one_shanten_look_ahead_matches_the_reference_pipeline(seed: int) -> None:
    rng = random.Random(seed + 2)
    checked = 0
    mismatches = []
    while checked < LOOKAHEAD_HANDS:
        partial = random_hand(rng)
        if analyse(partial, route=False).shanten != 1:
            continue
        checked += 1
        expected = reference_route(partial)
        for row in analyse(partial).discards:
            value, useful, extra = expected[int(row.tile)]
            if row.shanten == 1:
                got = {int(d.tile): (d.remaining, round(d.winning_8.value, 6)) for d in row.draws}
                want = {u: (copies, round(0.75 * w8[0] + 0.25 * w8[1], 6)) for u, (copies, w8) in extra.items()}
                if got != want:
                    mismatches.append((partial, row.tile, got, want))
            elif row.shanten == 0 and (row.winning_8.discard, row.winning_8.self_drawn) != extra:
                mismatches.append((partial, row.tile, row.winning_8, extra))
    assert not mismatches, f"seed {seed}: {len(mismatches)} rows differ, first {mismatches[:3]}"
