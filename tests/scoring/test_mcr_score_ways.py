"""``score_ways``: one set of tiles won several ways gives, way by way, what ``score_hand`` gives."""

from __future__ import annotations

import pickle
import random
from dataclasses import replace

import pytest

from scoring.hand import Hand, HandError, WinContext
from scoring.mcr import McrResult, score_hand, score_ways
from scoring.mcr.fans import COUNT
from scoring.mcr.readings import HandFacts, regular_readings
from scoring.mcr.rules import RULES
from scoring.mcr.rules.registry import READING
from scoring.mcr.special_readings import special_reading
from scoring.notation import parse_hand
from scoring.shanten import waits_by_shape
from scoring.tiles import Tile, counts_of
from tests.scoring.random_hands import random_ready_hand, random_winning_hand


@pytest.fixture(autouse=True, params=["as installed", "python rules alone"])
def scorer_in_use(request, monkeypatch):
    """Each test twice: as the core runs here (the native kernel, where it is built, scores each way), and
    with the Python definitions alone, which share the work between the ways."""
    if request.param == "python rules alone":
        from scoring.mcr import scorer

        monkeypatch.setattr(scorer, "_KERNEL", None)
    return request.param


def _the_four_ways(hand: Hand) -> list[Hand]:
    return [replace(hand, context=replace(hand.context, self_drawn=drawn, last_copy=last))
            for last in (False, True) for drawn in (False, True)]


def _answer(hand: Hand) -> object:
    try:
        result = score_hand(hand)
    except HandError as e:
        return e.code
    return [(hit.id, hit.count, hit.sets) for hit in result.fans]


def _answers(hands: list[Hand]) -> list[object]:
    return [s.code if isinstance(s, HandError) else [(hit.id, hit.count, hit.sets) for hit in s.fans]
            for s in score_ways(hands)]


def _every_wait_won(rng: random.Random, ready_hands: int):
    """Random ready hands, each won on each of its waits (formal: a fifth copy too)."""
    for _ in range(ready_hands):
        partial = random_ready_hand(rng)
        for t in waits_by_shape(counts_of(partial.concealed), len(partial.melds)):
            yield Hand(partial.melds, partial.concealed, Tile(t), partial.context)


def test_each_way_of_every_wait_scores_as_score_hand_scores_it() -> None:
    compared = 0
    for won in _every_wait_won(random.Random(20261201), 400):
        ways = _the_four_ways(won)
        assert _answers(ways) == [_answer(h) for h in ways]
        compared += 4
    assert compared > 1000


def _random_way(rng: random.Random, hand: Hand) -> Hand:
    winds = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
    context = WinContext(self_drawn=rng.random() < 0.5, last_copy=rng.random() < 0.4,
                         wall_last=rng.random() < 0.1, kong=rng.random() < 0.15, seat_wind=rng.choice(winds),
                         round_wind=rng.choice(winds), flowers=rng.choice((0, 0, 1, 3)))
    return replace(hand, context=context)


def test_ways_with_any_winds_flowers_and_flags_in_any_order_score_as_score_hand() -> None:
    rng = random.Random(1412)
    compared = 0
    for won in _every_wait_won(rng, 300):
        ways = [_random_way(rng, won) for _ in range(rng.randrange(1, 7))]
        ways += [rng.choice(ways)]  # a way asked twice
        assert _answers(ways) == [_answer(h) for h in ways]
        compared += len(ways)
    assert compared > 1000


def test_every_fan_not_marked_reads_win_answers_the_same_whichever_way_the_tile_came() -> None:
    # score_ways finds these once for all ways: a fan that looked at the win would need reads_win=True.
    same_for_every_way = [(rule.id, rule.find) for rule in RULES.values()
                          if rule.how == READING and not rule.reads_win]
    rng = random.Random(20261202)
    asked = 0
    for _ in range(1500):
        hand = random_winning_hand(rng)
        for drawn in (False, True):
            facts = HandFacts(replace(hand, context=replace(hand.context, self_drawn=drawn, kong=False)))
            other = facts.with_context(replace(hand.context, self_drawn=not drawn, kong=False))
            for one, two in zip(_readings(facts), _readings(other), strict=True):
                for fan_id, find in same_for_every_way:
                    if one.shape in RULES[fan_id].shapes:
                        assert find(one) == find(two), (fan_id, hand)
                        asked += 1
    assert asked > 10000


def _readings(facts: HandFacts) -> list:
    special = special_reading(facts)
    readings = [special] if special is not None else []
    readings += list(regular_readings(facts))
    for r in readings:
        r.found = [None] * COUNT  # some finders read what was found before them (little winds, dragons)
    return readings


def test_no_ways_no_answers_and_each_way_its_own_error() -> None:
    assert score_ways([]) == []
    ready = parse_hand("123m456p789s11z34s+5s")
    errors = score_ways(_the_four_ways(Hand(ready.melds, ready.concealed, Tile.S9)))
    assert len({id(e) for e in errors}) == 4


def test_the_last_copy_of_a_chicken_hand_is_last_tile_alone() -> None:
    # Chicken Hand goes as soon as Last Tile is there: the last-copy way is scored in full, not derived.
    plain, last = score_ways(_the_four_ways(parse_hand("[123m][555p][789s]11z34s+5s"))[0::2])
    assert plain.counts() == {"chicken_hand": 1}
    assert last.counts() == {"last_tile": 1}


def test_robbing_the_kong_on_the_last_copy_keeps_last_tile_out() -> None:
    hand = parse_hand("[123m][555p][789s]11z34s+5s kong")
    plain, last = score_ways(_the_four_ways(hand)[0::2])
    assert plain.counts() == last.counts() == {"robbing_the_kong": 1}


def test_a_hand_that_is_not_winning_is_not_winning_every_way() -> None:
    ready = parse_hand("123m456p789s11z34s+5s")
    hand = Hand(ready.melds, ready.concealed, Tile.S9)
    assert {type(s).__name__ for s in score_ways(_the_four_ways(hand))} == {"NotWinningHand"}


def test_hands_holding_other_tiles_are_refused() -> None:
    one, other = parse_hand("123m456p789s11z34s+5s"), parse_hand("123m456p789s11z34s+2s")
    with pytest.raises(ValueError):
        score_ways([one, other])


def test_a_result_makes_its_fans_once_when_first_read_and_its_totals_without_them() -> None:
    result = score_hand(parse_hand("[123m][555p][789s]11z34s+5s last"))
    assert "fans" not in vars(result)
    assert (result.total, result.total_without_flowers, result.meets_minimum) == (4, 4, False)
    assert "fans" not in vars(result)
    fans = result.fans
    assert result.fans is fans and [hit.id for hit in fans] == ["last_tile"]


def test_a_pending_result_equals_pickles_and_prints_as_a_made_one() -> None:
    hand = parse_hand("123m456p789s11z34s+5s self")
    pending, made = score_hand(hand), score_hand(hand)
    _ = made.fans
    assert pending == made and hash(pending) == hash(made) and repr(pending) == repr(made)
    again = pickle.loads(pickle.dumps(score_hand(hand)))
    assert again == made and again.total == made.total
    assert McrResult(hand=hand, fans=made.fans).total == made.total
