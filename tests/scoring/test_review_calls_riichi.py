"""The review's calls passed and its riichi or dama, on hands written out here tile by tile (Riichi's shanten).

Seat 0 holds 11m 23m 123p 123s 11z 5z (one-shanten): a pon of East would leave it ready after the 5z goes,
so an East its left neighbour discards and it lets go is a ``pass``; a hand ready with a closed hand is a
``riichi`` decision, declared or dama; the JSON says both as issue 33 spells them.
"""

from __future__ import annotations

from scoring.review.calls import call_shapes, may_chi_from
from scoring.review.decisions import DecisionKind, Severity, weigh_hand
from scoring.review.json_form import decision_json
from scoring.review.record import Action, ActionKind, CallKind, HandRecord, Result, ResultKind
from scoring.riichi.shanten import riichi_useful
from scoring.tiles import Tile, counts_of

SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}


def tiles(text: str) -> tuple[Tile, ...]:
    """``11m23m`` as tiles (each digit its rank, the letter after them its suit)."""
    found, digits = [], ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        else:
            found += [Tile(SUITS[ch] + int(d) - 1) for d in digits]
            digits = ""
    return tuple(found)


def one(text: str) -> Tile:
    [tile] = tiles(text)
    return tile


OTHERS = tiles("456789m456789p7z"), tiles("456789m456789p7z"), tiles("456789m456789p6z")
DRAW = Result(ResultKind.DRAW, (0, 0, 0, 0))


def draw(seat: int, tile: str) -> Action:
    return Action(seat, ActionKind.DRAW, one(tile))


def discard(seat: int, tile: str, riichi: bool = False) -> Action:
    return Action(seat, ActionKind.DISCARD, one(tile), riichi=riichi)


def hand(start: str, *actions: Action) -> HandRecord:
    return HandRecord("E1-0", 0, (25000,) * 4, (one("9m"),), (tiles(start), *OTHERS), tuple(actions), (DRAW,))


def east_let_go(after: Action) -> HandRecord:
    return hand("11m23m123p123s11z5z", draw(0, "9s"), discard(0, "9s"), draw(1, "5s"), discard(1, "5s"),
                draw(2, "6s"), discard(2, "6s"), draw(3, "1z"), discard(3, "1z"), after)


def test_a_pon_needs_a_pair_and_a_chi_a_run_around_the_tile_from_the_seat_before_in_a_four_seat_game():
    counts = counts_of(tiles("11m23m123p123s11z5z"))
    assert call_shapes(counts, one("1z"), may_chi=True) == [(CallKind.PON, (one("1z"), one("1z")))]
    assert call_shapes(counts, one("4m"), may_chi=True) == [(CallKind.CHI, tiles("23m"))]
    assert call_shapes(counts, one("4m"), may_chi=False) == []
    assert call_shapes(counts, one("2m"), may_chi=True) == [(CallKind.CHI, tiles("13m"))]  # 1-2-3 only: no 4m
    assert may_chi_from(0, 3, 4) and not may_chi_from(0, 1, 4) and not may_chi_from(0, 2, 3)


def test_a_call_let_go_that_would_have_made_the_hand_ready_is_a_pass_with_the_shanten_it_would_have_left():
    decisions = weigh_hand(east_let_go(draw(0, "8s")), 0, riichi_useful)
    [passed] = [d for d in decisions if d.kind is DecisionKind.PASS]
    assert (passed.played, passed.turn, passed.shanten_before, passed.shanten_after) == (one("1z"), 2, 1, 0)
    assert passed.best == one("5z") and passed.severity is Severity.OK  # a closed hand may stay closed
    shown = decision_json(passed)
    assert (shown["kind"], shown["played"], shown["shanten_before"], shown["shanten_after"]) == ("pass", "1z", 1, 0)


def test_a_discard_another_seat_called_is_no_pass_of_this_one():
    took = Action(1, ActionKind.CALL, one("1z"), CallKind.PON, used=tiles("11z"), source=3)
    assert not [d for d in weigh_hand(east_let_go(took), 0, riichi_useful) if d.kind is DecisionKind.PASS]


def test_a_closed_hand_made_ready_is_a_riichi_decision_declared_or_dama_only_where_the_rules_have_riichi():
    def ready(declared: bool) -> HandRecord:
        return hand("123m456p789s11z5z6z", draw(0, "5z"), discard(0, "6z", riichi=declared))

    [riichi] = [d for d in weigh_hand(ready(True), 0, riichi_useful, riichi=True) if d.kind is DecisionKind.riichi]
    assert riichi.riichi and not riichi.dama and riichi.played == one("6z") and riichi.shanten_after == 0
    [dama] = [d for d in weigh_hand(ready(False), 0, riichi_useful, riichi=True) if d.kind is DecisionKind.riichi]
    assert dama.dama and not dama.riichi and dama.severity is Severity.OK
    assert decision_json(dama)["kind"] == "riichi" and decision_json(dama)["dama"] is True
    assert not [d for d in weigh_hand(ready(True), 0, riichi_useful) if d.kind is DecisionKind.riichi]


def test_an_open_hand_made_ready_has_no_riichi_to_weigh():
    pon = Action(0, ActionKind.CALL, one("1z"), CallKind.PON, used=tiles("11z"), source=3)
    record = hand("11m23m123p123s11z5z", draw(0, "9s"), discard(0, "9s"), draw(1, "5s"), discard(1, "5s"),
                  draw(2, "6s"), discard(2, "6s"), draw(3, "1z"), discard(3, "1z"), pon, discard(0, "5z"))
    decisions = weigh_hand(record, 0, riichi_useful, riichi=True)
    assert [d.kind for d in decisions] == [DecisionKind.DISCARD, DecisionKind.CALL, DecisionKind.DISCARD]
    assert decisions[1].shanten_before == 1 and decisions[1].best_shanten_after == 0
