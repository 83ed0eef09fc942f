"""Two properties of the Taiwanese scorer, over a handful of varied hands (each a few milliseconds)."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from scoring.notation import parse_hand
from scoring.taiwan.flags import flags_of
from scoring.taiwan.patterns import FINDS
from scoring.taiwan.reading import Reading
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.shape import decompositions, waiting_tiles
from scoring.taiwan.table import PATTERNS, preset_with
from tests.scoring.taiwan.helpers import TAIWAN

HANDS = ("111m222p333s44455566z", "111222333m444p55s66z+5s", "123456789m55566677z", "123456m123p123789s55p",
         "[123m]456m123p789s23s55z+4s", "{1111m}222p333s44455566z")
#: words that only add a pattern's condition: none takes another away (not flowers: Pocket's 平胡 has none)
ADDITIVE = ("ready-declared", "last-tile", "dealer", "dealer dealer_streak=2")


@pytest.mark.parametrize("hand", HANDS)
@pytest.mark.parametrize("added", ADDITIVE)
def test_adding_a_patterns_condition_never_lowers_the_total(hand, added):
    preset = preset_with("pocket", ("streak",))
    kong = " kong-replacement" if hand.startswith("{") else ""
    before = score_hand(parse_hand(hand + kong, TAIWAN), preset).total
    assert score_hand(parse_hand(f"{hand}{kong} {added}", TAIWAN), preset).total >= before


@pytest.mark.parametrize("hand", HANDS)
@pytest.mark.parametrize("pattern", ["all_triplets", "pinfu", "three_concealed_triplets"])
def test_a_pattern_worth_more_never_lowers_the_total(hand, pattern):
    preset = preset_with()
    richer = replace(preset, values=MappingProxyType({**preset.values, pattern: preset.values[pattern] + 3}))
    parsed = parse_hand(hand, TAIWAN)
    assert score_hand(parsed, richer).total >= score_hand(parsed, preset).total


def _every_reading_total(text: str) -> list[int]:
    """The total of each decomposition and placement on its own (exclusions as the table says)."""
    hand = parse_hand(text, TAIWAN)
    preset, flags = preset_with(), flags_of(hand)
    held = hand.counts()
    held[hand.win_tile] -= 1
    waits = len(waiting_tiles(hand.concealed, held))
    totals = []
    for shape in decompositions(hand.standing):
        places = [i for i, s in enumerate(shape.sets) if hand.win_tile in s.tiles]
        for place in places + ([None] if shape.pair == hand.win_tile else []):
            reading = Reading(hand, flags, preset, shape, place, waits)
            found = {p for p, find in FINDS.items() if preset.values[p] and find(reading)}
            gone = {g for p in found for g in PATTERNS[p].excludes}
            totals.append(sum(preset.values[p] * int(FINDS[p](reading)) for p in found - gone))
    return totals


@pytest.mark.parametrize("hand", ["111222333m444p55s66z+5s", "111222333m444p55s66z+5s tsumo",
                                  "11123m222p333s44455z+1m", "222333444m567p88s99s+9s", "111222333m456p789s5s+5s"])
def test_the_highest_reading_is_chosen(hand):
    totals = _every_reading_total(hand)
    assert len(totals) > 1
    assert score_hand(parse_hand(hand, TAIWAN)).total == max(totals)
