"""The MCR game engine, one rule at a time, on rigged walls (tests/scoring/game_tables.py).

Hand 1: seat 0 is East and deals; play goes 0, 1, 2, 3, so each seat's left-hand player is the one
before it (seat 0 is seat 1's left).
"""

from __future__ import annotations

import dataclasses

import pytest

from quiz.sheet.mcr import hand_state
from quiz.sheet.mcr import win_deltas as sheet_win_deltas
from quiz.sheet.model import Player, TableStart, Wind
from scoring.game import (
    HIDDEN_KONG,
    Action,
    ActionKind,
    ActionRefused,
    MatchState,
    Phase,
    apply,
    automatic,
    check_reveal,
    events,
    legal,
    position,
    replay,
    result,
    start_hand,
    view,
    waiting_for,
    wall_commitment,
    wall_reveal,
)
from scoring.game.tokens import INDEX
from scoring.mcr.game.match import win_deltas
from tests.scoring.game_tables import act, all_tiles, rigged

K = ActionKind

CLAIMS = {
    0: "3m 8m 9p9p 9s9s 1z1z 2z2z 3z3z 4z",
    1: "1m2m4m5m 1p2p3p 5p6p7p 1s2s3s",
    2: "3m3m 7m 2p 4p 6s7s8s 5z5z 6z6z 7z",
    3: "2m 4m 6m 8p8p 2s 4s 5s 4z4z 5z 6z 7z",
}


def kinds(actions) -> set[ActionKind]:
    return {a.kind for a in actions}


def test_every_seat_with_a_claim_is_asked_and_a_chow_comes_only_from_the_left():
    state = act(rigged(CLAIMS, draws="7z"), 0, K.DISCARD, "3m")
    assert state.phase is Phase.CLAIM and waiting_for(state) == {1, 2}
    assert {a.tiles for a in legal(state, 1) if a.kind is K.CHOW} == {("1m", "2m", "3m"), ("2m", "3m", "4m"),
                                                                       ("3m", "4m", "5m")}
    assert kinds(legal(state, 2)) == {K.PUNG, K.PASS}
    assert legal(state, 3) == ()  # 2m 4m would chow 3m, but seat 0 is not seat 3's left
    with pytest.raises(ActionRefused) as error:
        apply(state, Action(K.CHOW, 3, "3m", ("2m", "3m", "4m")))
    assert error.value.code == "not_your_turn"


@pytest.mark.parametrize("first", [1, 2])
def test_a_pung_beats_a_chow_whoever_answers_first(first):
    state = act(rigged(CLAIMS, draws="7z"), 0, K.DISCARD, "3m")
    chow, pung = Action(K.CHOW, 1, "3m", ("1m", "2m", "3m")), Action(K.PUNG, 2, "3m")
    for action in ((chow, pung) if first == 1 else (pung, chow)):
        state = apply(state, action)
    assert state.phase is Phase.DISCARD and state.turn == 2
    assert [m.kind for m in state.melds[2]] == ["pung"] and state.melds[1] == ()
    assert kinds(legal(state, 2)) == {K.DISCARD}  # after a claim: a discard, nothing else
    assert state.rivers[0][-1].claimed
    assert events(state)[-1] == {"event": "pung", "hand": 1, "seat": 2, "tile": "3m", "from": 0}


def test_the_chow_is_made_when_the_pung_is_passed():
    state = act(rigged(CLAIMS, draws="7z"), 0, K.DISCARD, "3m")
    state = apply(apply(state, Action(K.PASS, 2)), Action(K.CHOW, 1, "3m", ("3m", "4m", "5m")))
    assert state.turn == 1 and state.melds[1][0].tiles == ("3m", "4m", "5m") and state.melds[1][0].from_seat == 0


TWO_WINNERS = {
    0: "1s 3s 5s 7s 9s 2p 4p 6p 8p 1z 2z 3z 4z",
    1: "123456789s 456p 5z",
    2: "2m 4m 6m 8m 2s 4s 6s 8s 1p 3p 7p 9p 6z",
    3: "123456789m 123p 5z",
}


def test_a_discard_has_one_winner_the_first_in_turn_order_after_the_discarder():
    state = rigged(TWO_WINNERS, draws="7z 7z 5z")
    state = act(state, 0, K.DISCARD, "7z")
    state = act(state, 1, K.DISCARD, "7z")
    state = act(state, 2, K.DISCARD, "5z")
    assert waiting_for(state) == {3, 1}
    state = apply(apply(state, Action(K.WIN, 1, "5z")), Action(K.WIN, 3, "5z"))
    outcome = result(state)
    assert (outcome.winner, outcome.discarder) == (3, 2)  # 3 plays before 1 after seat 2's discard
    assert outcome.scores == win_deltas(3, 2, outcome.fan) == sheet_win_deltas(3, 2, outcome.fan)
    assert outcome.notation.startswith("123456789m123p5z5z")  # the winner's hand, the winning tile last


def test_a_win_beats_a_pung():
    hands = {0: TWO_WINNERS[0], 1: TWO_WINNERS[2], 2: "5z5z 1m 3m 5m 7m 9m 2s 4s 6s 8s 1p 3p", 3: TWO_WINNERS[3]}
    state = act(rigged(hands, draws="5z"), 0, K.DISCARD, "5z")
    assert kinds(legal(state, 2)) == {K.PUNG, K.PASS} and K.WIN in kinds(legal(state, 3))
    state = apply(apply(state, Action(K.PUNG, 2, "5z")), Action(K.WIN, 3, "5z"))
    assert (result(state).winner, result(state).discarder) == (3, 0)
    assert state.melds[2] == ()


ROB = {
    0: "5p5p 1s 3s 5s 7s 9s 1z 2z 3z 4z 6z 7z",
    1: "2m 4m 6m 8m 1p 3p 7p 9p 2s 4s 6s 8s 5z",
    2: "123m 456m 789m 4p 6p 1s1s",
    3: "3m 5m 7m 9m 2p 8p 2s 6s 8s 1z 2z 3z 4z",
}


def _added_kong_declared():
    state = rigged(ROB, draws="7z 7z 7z 5p 6z 6z 6z 5p")
    for seat in range(3):
        state = act(state, seat, K.DISCARD, "7z")
    state = act(state, 3, K.DISCARD, "5p")
    state = act(state, 0, K.PUNG, "5p")
    state = act(state, 0, K.DISCARD, "1s")
    for seat in (1, 2, 3):
        state = act(state, seat, K.DISCARD, "6z")
    return act(state, 0, K.ADDED_KONG, "5p")


def test_robbing_an_added_kong_wins_with_the_kong_flag_and_the_kong_stays_a_pung():
    state = _added_kong_declared()
    assert state.phase is Phase.ROB and waiting_for(state) == {2}
    assert kinds(legal(state, 2)) == {K.WIN, K.PASS}
    assert view(state, 2).tile == "5p"
    state = apply(state, Action(K.WIN, 2, "5p"))
    outcome = result(state)
    assert (outcome.winner, outcome.discarder) == (2, 0)
    assert "kong" in outcome.notation.split() and "last" not in outcome.notation.split()
    assert "robbing_the_kong" in {f.id for f in outcome.fans}
    assert [m.kind for m in state.melds[0]] == ["pung"]
    assert events(state)[-2]["robbing"] is True


def test_an_added_kong_nobody_robs_is_made_and_draws_from_the_back():
    state = apply(_added_kong_declared(), Action(K.PASS, 2))
    assert [m.kind for m in state.melds[0]] == ["kong"] and state.turn == 0
    assert events(state)[-1]["replacement"] is True and state.drawn == state.wall[state.back]
    assert state.drawn_after_kong


KONG = {0: "1111m 234p 567s 99s 5z", 1: TWO_WINNERS[2], 2: CLAIMS[3], 3: TWO_WINNERS[0]}


def test_a_concealed_kong_draws_from_the_back_is_not_robbed_and_its_replacement_wins_with_the_kong_flag():
    state = rigged(KONG, draws="5z", back="9s")
    assert K.CONCEALED_KONG in kinds(legal(state, 0))
    state = act(state, 0, K.CONCEALED_KONG, "1m")
    assert state.phase is Phase.DISCARD and state.turn == 0  # no window: a concealed kong cannot be robbed
    assert events(state)[-1] == {"event": "draw", "hand": 1, "seat": 0, "tile": "9s", "replacement": True}
    assert view(state, 1).melds[0] == (HIDDEN_KONG,)  # face down to the others
    assert view(state, 0).melds[0][0].tiles == ("1m",) * 4
    state = act(state, 0, K.SELF_DRAWN_WIN, "9s")
    outcome = result(state)
    assert outcome.notation == "{1111m} 234p56799s55z9s tsumo kong"
    assert {"out_with_replacement_tile", "concealed_kong"} <= {f.id for f in outcome.fans}
    assert outcome.scores == win_deltas(0, None, outcome.fan) == sheet_win_deltas(0, None, outcome.fan)


FALSE_WIN = {0: "123m 567p 234s 678s f1", 1: TWO_WINNERS[2], 2: CLAIMS[3], 3: TWO_WINNERS[0]}


def test_flowers_are_set_aside_and_replaced_from_the_back_dealt_and_drawn():
    state = rigged(FALSE_WIN, draws="f3", back="f2 5m 5m")
    assert state.flowers[0] == ("f1", "f2", "f3")
    assert [e["event"] for e in events(state) if e.get("seat") == 0] == ["deal", "flower", "flower", "draw",
                                                                        "flower", "draw"]
    assert all(e.get("replacement") for e in events(state) if e["event"] == "draw")
    assert view(state, 2).flowers[0] == ("f1", "f2", "f3")  # flowers are shown to everyone


def test_a_self_drawn_win_under_8_fan_is_a_false_win_flowers_not_counted_and_the_hand_goes_on():
    state = rigged(FALSE_WIN, draws="f3", back="f2 5m 5m")
    state = act(state, 0, K.SELF_DRAWN_WIN, "5m")  # 7 fan and 3 flowers: 10 in all, 7 toward the 8
    assert result(state) is None and state.phase is Phase.DISCARD and state.turn == 0
    assert state.penalties == (-30, 10, 10, 10)
    assert state.false_wins[0].fan == 7 and "flowers=3" in state.false_wins[0].notation
    assert K.SELF_DRAWN_WIN not in kinds(legal(state, 0))  # not offered again before the next draw
    assert events(state)[-1]["false_win"] is True


def test_a_false_win_on_a_discard_pays_the_penalty_and_play_goes_on_to_the_next_seat():
    hands = {0: TWO_WINNERS[0], 1: "123m 567p 234s 678s 5m", 2: CLAIMS[3], 3: TWO_WINNERS[2]}
    state = act(rigged(hands, draws="5m"), 0, K.DISCARD, "5m")
    state = apply(state, Action(K.WIN, 1, "5m"))
    assert result(state) is None and state.turn == 1 and state.phase is Phase.DISCARD
    assert state.penalties == (10, -30, 10, 10) and sum(state.penalties) == 0


def test_every_tile_drawn_without_a_win_is_an_exhaustive_draw_paying_nothing():
    state = start_hand(7, MatchState(), 3)
    while result(state) is None:
        seat = min(waiting_for(state))
        state = apply(state, automatic(state, seat))
    outcome = result(state)
    assert outcome.result == "draw" and outcome.scores == (0, 0, 0, 0)
    assert state.wall_count == 0 and len(all_tiles(state)) == 144
    assert events(state)[-1] == {"event": "hand_end", "hand": 3, "prevailing": "E", "dealer": 2, "result": "draw",
                                 "winner": None, "discarder": None, "notation": None, "fan": 0,
                                 "scores": [0, 0, 0, 0]}


def test_the_16_hands_rotate_dealer_seats_and_prevailing_wind_as_the_score_sheet():
    start = TableStart("mcr", tuple(Player(n) for n in "ABCD"), (Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH))
    for number in range(1, 17):
        sheet = hand_state(start, number)
        ours = position(number)
        assert ours.prevailing == "ESWN"[sheet.prevailing] and ours.dealer == sheet.dealer
        assert ours.winds == tuple("ESWN"[w] for w in sheet.seats)
    assert [position(n).prevailing for n in (1, 4, 5, 8, 9, 12, 13, 16)] == list("EESSWWNN")


def test_an_illegal_action_raises_a_coded_error_and_changes_nothing():
    state = rigged(CLAIMS, draws="7z")
    for action, code in ((Action(K.DISCARD, 1, "1m"), "not_your_turn"),
                         (Action(K.DISCARD, 0, "5s"), "illegal_action"),
                         (Action(K.SELF_DRAWN_WIN, 0, "7z"), "illegal_action")):
        with pytest.raises(ActionRefused) as error:
            apply(state, action)
        assert error.value.code == code


def test_the_wall_is_committed_at_the_start_and_its_reveal_checks():
    state = start_hand(b"table-9", MatchState(), 5)
    committed, reveal = wall_commitment(state), wall_reveal(state)
    assert len(committed) == 64 and check_reveal(reveal, committed)
    assert not check_reveal(reveal.replace("1m", "2m", 1), committed)
    first_dealt = events(state)[0]
    assert sorted(reveal.split(";")[0].split(",")[:13], key=INDEX.get) == first_dealt["tiles"]
    assert first_dealt["seat"] == position(5).dealer  # the wall's first 13 tiles go to the dealer


def test_a_hand_replays_from_its_seed_position_and_decisions():
    state = start_hand(11, MatchState(), 6)
    while result(state) is None:
        state = apply(state, automatic(state, min(waiting_for(state))))
    again = replay(11, position(6), state.decisions)
    assert again == state and events(again) == events(state)
    assert start_hand(12, MatchState(), 6).wall != state.wall


def test_after_the_last_tile_a_discard_can_only_be_won_and_the_win_has_the_wall_flag():
    hands = {0: TWO_WINNERS[0], 1: TWO_WINNERS[1], 2: "5z5z 1m 3m 5m 7m 9m 2s 4s 6s 8s 1p 3p", 3: TWO_WINNERS[2]}
    state = rigged(hands, draws="5z")
    state = dataclasses.replace(state, front=state.back)  # the dealer drew the wall's last tile
    state = act(state, 0, K.DISCARD, "5z")
    assert waiting_for(state) == {1} and legal(state, 2) == ()  # no pung (nor chow, nor kong) on the last discard
    state = apply(state, Action(K.WIN, 1, "5z"))
    outcome = result(state)
    assert "wall" in outcome.notation.split() and "last_tile_claim" in {f.id for f in outcome.fans}


def test_nobody_claiming_the_last_discard_ends_the_hand_drawn():
    state = rigged(CLAIMS, draws="7z")
    state = dataclasses.replace(state, front=state.back)
    state = act(state, 0, K.DISCARD, "3m")  # seats 1 (chow) and 2 (pung) are not asked: the wall is empty
    assert result(state).result == "draw"
