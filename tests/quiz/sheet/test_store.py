"""The score sheets in the database: append-only, one transaction per entry, on SQLite and PostgreSQL."""

import threading

import pytest
import sqlalchemy as sa

from bot.db.repositories import Storage
from bot.db.schema import event_log
from quiz.sheet.model import Draw, End, Penalty, SheetError, Undo, Win
from quiz.sheet.store import ENDED, FINISHED, SheetStore
from tests.quiz.sheet.helpers import mcr_start


@pytest.fixture
def store(db_url):
    storage = Storage(db_url)
    yield SheetStore(storage)
    storage.close()


def test_a_started_table_is_the_chats_open_table_with_an_empty_sheet(store):
    store.start("chat", mcr_start(), author="u0")
    view = store.view("chat")
    assert view.table.start == mcr_start() and view.entries == () and view.sheet.totals == (0, 0, 0, 0)
    assert store.view("other chat") is None


def test_entries_are_numbered_in_order_and_replayed_after_a_restart(db_url):
    storage = Storage(db_url)
    store = SheetStore(storage)
    store.start("chat", mcr_start())
    store.append("chat", Win(0, 1, fan=10), author="u0")
    store.append("chat", Penalty(2, 30), author="u2")
    storage.close()
    storage = Storage(db_url)  # a new process: only the database remembers
    view = SheetStore(storage).view("chat")
    assert [e.seq for e in view.entries] == [1, 2] and view.entries[0].author == "u0"
    assert view.sheet.totals == (34 + 10, -18 + 10, -8 - 30, -8 + 10)
    storage.close()


def test_a_refused_entry_writes_nothing(store):
    store.start("chat", mcr_start())
    with pytest.raises(SheetError) as refused:
        store.append("chat", Win(0, 0, fan=8))
    assert refused.value.code == "loser_is_winner"
    assert store.view("chat").entries == ()


def test_undo_is_an_entry_and_the_log_keeps_what_it_took_back(store):
    store.start("chat", mcr_start())
    store.append("chat", Win(0, fan=8))
    view = store.append("chat", Undo())
    assert view.sheet.totals == (0, 0, 0, 0)
    assert [type(e.body) for e in store.view("chat").entries] == [Win, Undo]
    with pytest.raises(SheetError) as refused:
        store.append("chat", Undo())
    assert refused.value.code == "nothing_to_undo"


def test_one_open_table_per_chat(store):
    store.start("chat", mcr_start())
    with pytest.raises(SheetError) as refused:
        store.start("chat", mcr_start())
    assert refused.value.code == "table_open"
    store.start("another chat", mcr_start())


def test_ending_a_table_stores_its_result_and_frees_the_chat(store):
    store.start("chat", mcr_start())
    store.append("chat", Win(1, fan=8))
    view = store.append("chat", End())
    assert view.table.status == ENDED and view.sheet.finished
    assert store.view("chat") is None
    [(table, result)] = store.results("chat")
    assert result[0]["name"] == "Bo" and result[0]["final"] == 4
    store.start("chat", mcr_start())


def test_a_finished_game_stays_open_until_ended_and_a_new_start_ends_it(store):
    store.start("chat", mcr_start())
    for _ in range(16):
        view = store.append("chat", Draw())
    assert view.table.status == FINISHED
    with pytest.raises(SheetError) as refused:
        store.append("chat", Draw())
    assert refused.value.code == "table_finished"
    store.start("chat", mcr_start())
    assert len(store.results("chat")) == 1


def test_writing_to_a_chat_without_a_table_is_refused(store):
    with pytest.raises(SheetError) as refused:
        store.append("chat", Draw())
    assert refused.value.code == "no_table"


def test_a_guard_refusing_inside_the_transaction_changes_nothing(store):
    store.start("chat", mcr_start())

    def refuse(view):
        raise SheetError("not_a_player")

    with pytest.raises(SheetError):
        store.append("chat", Draw(), guard=refuse)
    assert store.view("chat").entries == ()


def test_two_players_entering_at_the_same_moment_are_both_recorded_in_order(store):
    store.start("chat", mcr_start())
    barrier = threading.Barrier(8)
    errors = []

    def enter(player):
        barrier.wait()
        try:
            store.append("chat", Penalty(player % 4, 3 * (player + 1)), author=f"u{player}")
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)

    threads = [threading.Thread(target=enter, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    view = store.view("chat")
    assert [e.seq for e in view.entries] == list(range(1, 9))
    assert sorted(e.author for e in view.entries) == sorted(f"u{n}" for n in range(8))
    assert sum(view.sheet.totals) == 0 and len(view.sheet.rows) == 8
    with store.storage.read() as db:
        assert db.one(sa.select(sa.func.count()).where(event_log.c.log == "sheet"))[0] == 8


def test_two_writers_racing_for_the_last_hand_one_is_refused_never_both(store):
    store.start("chat", mcr_start())
    for _ in range(15):
        store.append("chat", Draw())
    barrier = threading.Barrier(2)
    outcomes = []

    def enter(winner):
        barrier.wait()
        try:
            store.append("chat", Win(winner, fan=8))
            outcomes.append("recorded")
        except SheetError as error:
            outcomes.append(error.code)

    threads = [threading.Thread(target=enter, args=(n,)) for n in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["recorded", "table_finished"]
    assert store.view("chat").sheet.hands_played == 16
