"""``random_riichi_hand``: complete, physically possible hands that the notation reads back, every yaku."""

from __future__ import annotations

import random

from scoring.notation import format_hand, parse_hand
from scoring.riichi.flags import flags_of
from tests.scoring.riichi_random_hands import random_riichi_hand


def test_hands_are_valid_and_round_trip_through_the_notation() -> None:
    rng = random.Random(7)
    kinds = {"kong": 0, "claimed": 0, "red": 0, "riichi": 0, "blessing": 0}
    for _ in range(2000):
        hand = random_riichi_hand(rng)
        counts = hand.counts()
        for t in flags_of(hand).dora_indicators + flags_of(hand).ura_indicators:
            counts[t] += 1
        assert max(counts) <= 4
        assert len(set(hand.red_fives)) == len(hand.red_fives)
        again = parse_hand(format_hand(hand, ruleset="riichi"), "riichi")
        assert (again.melds, again.concealed, again.win_tile, again.context, flags_of(again)) == (
            hand.melds, hand.concealed, hand.win_tile, hand.context, flags_of(hand))
        assert sorted(again.red_fives) == sorted(hand.red_fives)
        kinds["kong"] += any(m.is_kong for m in hand.melds)
        kinds["claimed"] += not hand.is_closed
        kinds["red"] += bool(hand.red_fives)
        kinds["riichi"] += flags_of(hand).riichi or flags_of(hand).double_riichi
        kinds["blessing"] += flags_of(hand).tenhou or flags_of(hand).chiihou
    assert all(kinds.values()), kinds


def test_same_seed_same_hands() -> None:
    first = [random_riichi_hand(random.Random(3)) for _ in range(3)]
    assert first == [random_riichi_hand(random.Random(3)) for _ in range(3)]


def test_red_fives_are_written_as_zero_on_the_first_five_of_their_suit() -> None:
    hand = parse_hand("[406p] 234m067s22m88s8s seat=S", "riichi")
    assert format_hand(hand, ruleset="riichi") == "[406p] 22234m06788s8s seat=S"
    # never in a flag: dora=5m stays, the red five goes to the first 5m written
    with_dora = parse_hand("234m567s22m888s05m5m dora=5m", "riichi")
    assert format_hand(with_dora, ruleset="riichi") == "2223405m567888s5m dora=5m"
    assert format_hand(parse_hand("[550m] 234m567s22m88s8s", "riichi"), ruleset="riichi") == "[055m] 22234m56788s8s"

