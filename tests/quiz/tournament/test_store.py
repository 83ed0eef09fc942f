"""Tournaments in the database: an append-only log, one transaction per step, on SQLite and PostgreSQL."""

import threading

import pytest

from bot.db.repositories import Storage
from quiz.tournament.events import (
    Created,
    Dropped,
    Registered,
    ResultConfirmed,
    ResultEntered,
    Seated,
    Started,
    TournamentError,
)
from quiz.tournament.store import TournamentStore

TABLES = (("p001", "p002", "p003", "p004"), ("p005", "p006", "p007", "p008"))


@pytest.fixture
def storage(db_url):
    storage = Storage(db_url)
    yield storage
    storage.close()


def seated(store: TournamentStore, chat: str = "chat") -> None:
    store.create(chat, Created("Spring", "mcr", 3, "no-repeat", 5), author="admin")
    for n in range(1, 9):
        store.write(chat, lambda t, n=n: Registered(t.new_player_id(), f"P{n}", user_id=f"u{n}"), "admin")
    store.write(chat, lambda t: Started(), "admin")
    store.write(chat, lambda t: Seated(1, TABLES, 5), "admin")


def test_a_tournament_is_kept_across_a_restart_step_by_step(db_url):
    storage = Storage(db_url)
    store = TournamentStore(storage)
    seated(store)
    store.write("chat", lambda t: ResultEntered(1, 1, (10, 0, -4, -6), "u1", confirmed=False), "u1")
    storage.close()
    storage = Storage(db_url)  # a new process: only the database remembers
    view = TournamentStore(storage).view("chat")
    t = view.tournament
    assert [e.name for e in t.entrants.values()] == [f"P{n}" for n in range(1, 9)]
    assert t.started and len(t.played) == 1 and t.played[0].results[1].scores == (10, 0, -4, -6)
    assert not t.played[0].results[1].confirmed and view.record.last_seq == 12
    storage.close()


def test_two_players_entering_the_same_tables_result_at_once_one_is_recorded_the_other_told(storage):
    store = TournamentStore(storage)
    seated(store)
    barrier = threading.Barrier(8)
    outcomes: dict[str, object] = {}

    def enter(user: str, scores: tuple[int, ...]) -> None:
        barrier.wait(timeout=10)  # every writer starts at the same moment
        try:
            store.write("chat", lambda t: ResultEntered(1, 1, scores, user, confirmed=False), user)
            outcomes[user] = "recorded"
        except TournamentError as error:
            outcomes[user] = error.code

    writers = [threading.Thread(target=enter, args=(f"u{n}", (10 - n, n, -4, -6))) for n in range(1, 9)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join()
    assert sorted(outcomes.values()) == ["recorded"] + ["result_entered"] * 7
    [winner] = [user for user, outcome in outcomes.items() if outcome == "recorded"]
    view = TournamentStore(storage).view("chat")
    entry = view.tournament.played[0].results[1]
    assert entry.by == winner and entry.scores[1] == int(winner[1:])  # the recorded one is the winner's, whole
    assert view.record.last_seq == 12  # one event for the eight attempts


def test_the_second_of_two_entries_is_refused_and_the_first_stands(storage):
    store = TournamentStore(storage)
    seated(store)
    store.write("chat", lambda t: ResultEntered(1, 2, (10, 0, -4, -6), "u5", confirmed=False), "u5")
    with pytest.raises(TournamentError) as refused:
        store.write("chat", lambda t: ResultEntered(1, 2, (9, 1, -4, -6), "u6", confirmed=False), "u6")
    assert refused.value.code == "result_entered"
    t = store.view("chat").tournament
    assert t.played[0].results[2].scores == (10, 0, -4, -6)
    with pytest.raises(TournamentError, match="confirm_own"):
        store.write("chat", lambda t: ResultConfirmed(1, 2, "u5"), "u5")
    store.write("chat", lambda t: ResultConfirmed(1, 2, "u7"), "u7")
    assert store.view("chat").tournament.results()[0].table == 2


def test_a_refused_step_writes_nothing_and_a_chat_runs_one_tournament(storage):
    store = TournamentStore(storage)
    seated(store)
    before = store.view("chat").record.last_seq
    with pytest.raises(TournamentError, match="round_in_progress"):
        store.write("chat", lambda t: Dropped("p001"), "admin")
    assert store.view("chat").record.last_seq == before
    with pytest.raises(TournamentError, match="tournament_running"):
        store.create("chat", Created("Another", "mcr", 3, "no-repeat", 1))
    assert store.by_token(store.view("chat").record.token).record.name == "Spring"
