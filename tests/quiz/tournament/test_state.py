"""A tournament as its log makes it: registration, substitutes and drop-outs between rounds, results."""

from fractions import Fraction

import pytest

from quiz.tournament.events import (
    Created,
    Dropped,
    Ended,
    PenaltyGiven,
    Registered,
    Replaced,
    ResultConfirmed,
    ResultEntered,
    Seated,
    Started,
    TournamentError,
)
from quiz.tournament.kinds import standings
from quiz.tournament.state import apply, replay

EIGHT = [Registered(f"p{n:03d}", f"P{n}") for n in range(1, 9)]
ROUND_1 = Seated(1, (("p001", "p002", "p003", "p004"), ("p005", "p006", "p007", "p008")), 1)


def started(ruleset: str = "mcr", preset: str = ""):
    return replay([Created("Cup", ruleset, 3, "no-repeat", 1, preset), *EIGHT, Started(), ROUND_1])


def counted(t, table: int, scores: tuple[int, ...], round_number: int = 1) -> None:
    apply(t, ResultEntered(round_number, table, scores, "admin", confirmed=True))


def test_a_name_registers_once_whatever_its_case_and_registration_closes_at_the_start():
    t = replay([Created("Cup", "mcr", 3, "no-repeat", 1), Registered("p001", "Ann", user_id="u1")])
    with pytest.raises(TournamentError, match="name_taken"):
        apply(t, Registered("p002", "ANN"))
    with pytest.raises(TournamentError, match="already_joined"):
        apply(t, Registered("p002", "Bo", user_id="u1"))
    apply(t, Dropped("p001"))  # before the start a drop-out simply leaves
    assert t.entrants == {}
    with pytest.raises(TournamentError, match="too_few_players"):
        apply(t, Started())
    t = started()
    with pytest.raises(TournamentError, match="registration_closed"):
        apply(t, Registered("p009", "Late"))


def test_nothing_changes_between_rounds_while_a_round_is_played():
    t = started()
    for event in (Dropped("p001"), Replaced("p001", 2, "Zed"), Registered("p009", "Zed", stand_in=True),
                  Seated(2, ROUND_1.tables, 1)):
        with pytest.raises(TournamentError, match="round_in_progress"):
            apply(t, event)
    counted(t, 1, (10, 0, -4, -6))
    apply(t, ResultEntered(1, 2, (1, 1, -1, -1), "p005", confirmed=False))
    assert t.in_progress  # an entry counts once confirmed
    apply(t, ResultConfirmed(1, 2, "p006"))
    assert not t.in_progress
    apply(t, Dropped("p008"))
    apply(t, Registered("p009", "Zed", stand_in=True))  # fills the drop-out's seat, never ranked
    assert sorted(t.active) == sorted(["p001", "p002", "p003", "p004", "p005", "p006", "p007", "p009"])
    assert "p009" not in t.ranked and "p008" in t.ranked


def test_a_seat_played_by_a_substitute_counts_the_ema_riichi_substitute_score_for_the_absent_player():
    t = replay([Created("Cup", "riichi", 3, "no-repeat", 1, "ema"), *EIGHT, Started(), Replaced("p002", 1, "Sub"),
                ROUND_1])
    counted(t, 1, (40000, 35000, 25000, 20000))
    counted(t, 2, (30000, 30000, 30000, 30000))
    table = {s.player: s for s in standings(t)}
    assert table["p002"].total == -30000  # −15000 score and −15000 uma, whatever Sub scored
    assert table["p001"].total == 10000 + 15000 and table["p003"].total == -5000 - 5000  # places kept
    assert t.seat_name(1, "p002") == "Sub" and t.seat_name(2, "p002") == "P2"


def test_a_penalty_comes_off_the_offender_and_the_round_it_was_given_in():
    t = started()
    counted(t, 1, (24, 8, -8, -24))
    counted(t, 2, (0, 0, 0, 0))
    apply(t, PenaltyGiven("p001", 1, 10))
    first = {s.player: s for s in standings(t)}["p001"]
    assert (first.score, first.penalties, first.table_points) == (14, 10, Fraction(4))
    with pytest.raises(TournamentError, match="penalty_points"):
        apply(t, PenaltyGiven("p001", 1, 0))


def test_an_ended_tournament_takes_nothing_more():
    t = started()
    apply(t, Ended())
    with pytest.raises(TournamentError, match="tournament_ended"):
        counted(t, 1, (24, 8, -8, -24))
