"""The coach at a Riichi table (``quiz/play/riichi_coach.py``): under another seat's riichi each discard of the
hint carries its danger, the AI's choice is one of them; the review sets each discard beside the hint's choice."""

from __future__ import annotations

from dataclasses import replace

from quiz.play.model import AILevel, Options, PlayTable, Seat, Status
from quiz.play.riichi import PLAY

#: a seed whose first hand, the AI's basic level at every seat, puts another seat in riichi by seat 0's turn
SEED = "c"


def _table() -> PlayTable:
    seats = (Seat("Ann", "1"), *(Seat(f"AI {i}", ai=True) for i in (2, 3, 4)))
    table = PlayTable("t", "console", "1", Status.PLAYING, seats, Options(ruleset=PLAY.id, preset="tenhou"), SEED)
    return replace(table, hand=1)


def _played_until_threatened():
    table = _table()
    state = PLAY.replay(table, [PLAY.opening(replace(table, hand=0), None)])
    while not (any(state.hand.riichi[1:]) and 0 in PLAY.waiting(state)
               and any(a.kind == "discard" for a in PLAY.legal(state, 0))):
        seat = min(PLAY.waiting(state))
        state = PLAY.apply(state, PLAY.ai_move(state, seat, AILevel.BEGINNER, ""))
    return state


def test_under_a_riichi_every_discard_of_the_hint_has_its_danger_and_the_ai_chooses_one():
    state = _played_until_threatened()
    rows = PLAY.hint(state, 0).rows
    assert rows and all(row.danger is not None and 0 <= row.level <= 6 for row in rows)
    assert sum(row.chosen for row in rows) == 1
    assert [(row.shanten, -row.live) for row in rows] == sorted((row.shanten, -row.live) for row in rows)


def test_the_review_sets_each_discard_of_the_seat_beside_the_hints_choice():
    state = _played_until_threatened()
    review = PLAY.review(state, 1)
    thrown = [a for a in state.hand.decisions if a.seat == 1 and a.kind in ("discard", "riichi")]
    assert len(review.discards) == len(thrown) and [d.tile for d in review.discards] == [a.tile for a in thrown]
    assert 0 <= review.agreed <= len(thrown)
