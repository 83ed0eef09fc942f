"""The unique-wait shortcut: a split that shows a second wait at once agrees with the full search."""

from __future__ import annotations

import random

from scoring.mcr.decompose import decompositions, part_counts
from scoring.mcr.readings import HandFacts, _second_wait_in_sight, _unique_waiting
from scoring.notation import parse_hand
from tests.scoring.random_hands import random_winning_hand


def _facts_and_splits(hand):
    facts = HandFacts(hand)
    parts = part_counts(facts.standing)
    return facts, parts, decompositions(facts.standing, parts)


def test_a_second_wait_in_sight_is_a_wait_the_full_search_finds() -> None:
    rng = random.Random(14)
    shortcuts = 0
    for _ in range(4000):
        facts, parts, splits = _facts_and_splits(random_winning_hand(rng))
        if splits and _second_wait_in_sight(splits, facts.win):
            shortcuts += 1
            assert not _unique_waiting(facts, parts)
    assert shortcuts > 1000


def test_an_open_ended_chow_and_a_pung_beside_a_pair_show_a_second_wait() -> None:
    for text in ("123m456p789s11z45s+6s", "123m456p789s11z45s+3s", "123m456p789s55s11z+1z"):
        facts, _, splits = _facts_and_splits(parse_hand(text))
        assert _second_wait_in_sight(splits, facts.win), text


def test_edge_closed_and_single_waits_are_left_to_the_search() -> None:
    for text in ("123m456p789s11z12s+3s", "123m456p789s11z46s+5s", "123m456p789s456s1z+1z", "123m456p789s11z89s+7s"):
        facts, parts, splits = _facts_and_splits(parse_hand(text))
        assert not _second_wait_in_sight(splits, facts.win), text
        assert _unique_waiting(facts, parts), text
