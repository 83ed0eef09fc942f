"""The chat table's running totals of a Riichi game (``quiz/play/riichi.py``): each hand counts the whole change
of score, the riichi bets paid during it included, and the sticks still on the table when the game ends go to
the first place (Tenhou's rule page, https://tenhou.net/man/: 供託は終局時トップ取り); so the final standings
and a tournament table's result are the engine's final scores. Found by a whole east-only game in the chat:
seed ``s4`` at Tenhou's rules, the AI at every seat, whose totals ended 5,000 points off the engine's scores."""

from __future__ import annotations

from quiz.play.model import AILevel, Options, PlayTable, Seat, Status
from quiz.play.riichi import PLAY, START

OPTIONS = PLAY.check(Options(people=0, ruleset="riichi", preset="tenhou", length="east"))
SEED = "s4"


def played(hand: int, opening: dict):
    """Hand ``hand`` of the seed's game from ``opening``, the AI at every seat, to its end."""
    table = PlayTable("t", "test", "c", Status.PLAYING, tuple(Seat(f"AI {i}", ai=True) for i in range(4)),
                      OPTIONS, SEED, hand=hand, totals=(0,) * 4)
    state = PLAY.replay(table, [opening])
    while PLAY.result(state) is None:
        seat = min(PLAY.waiting(state))
        state = PLAY.apply(state, PLAY.ai_move(state, seat, AILevel.PLAYER, ""))
    return table, state


def opening(dealer: int, number: int, scores: list[int]) -> dict:
    return {"kind": START, "seat": -1, "round_wind": 0, "dealer": dealer, "number": number, "honba": 0,
            "extension": False, "sticks": 0, "scores": scores}


def test_a_hands_change_counts_the_riichi_bet_its_winner_paid_when_declaring():
    _, state = played(1, opening(0, 1, [25000] * 4))
    assert state.hand.riichi[1] and state.hand.end.deltas == (0, 6200, 0, -5200)  # the win and the stick taken
    assert PLAY.deltas(state) == (0, 5200, 0, -5200)  # less the stick the winner put down


def test_sticks_left_on_the_table_when_the_game_ends_go_to_the_first_place():
    table, state = played(5, opening(3, 4, [31300, 37600, 17200, 13900]))  # East 4, the game's last hand
    assert state.hand.end.draw is not None and state.hand.end.sticks == 2
    assert PLAY.opening(table, state) is None
    assert sum(PLAY.deltas(state)) == -2000
    assert PLAY.final_deltas(table, state) == (0, 2000, 0, 0)
