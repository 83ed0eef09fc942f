"""A Riichi table in the database: its options, sticks and honba survive a restart; a refused
entry writes nothing."""

import pytest

from bot.db.repositories import Storage
from quiz.sheet.model import Draw, End, SheetError, Win
from quiz.sheet.riichi_bet import RiichiBet
from quiz.sheet.store import ENDED, SheetStore
from tests.quiz.sheet.test_riichi import table


def test_a_riichi_game_replays_the_same_after_a_restart(db_url):
    storage = Storage(db_url)
    store = SheetStore(storage)
    store.start("chat", table(preset="mleague", length="tonpuu"))
    for body in (RiichiBet(1), Draw((1,)), RiichiBet(2), Win(2, loser=0, han=3, fu=40)):
        store.append("chat", body)
    before = store.view("chat").sheet
    storage.close()
    storage = Storage(db_url)
    try:
        after = SheetStore(storage).view("chat").sheet
        assert after == before
        assert after.totals == (25000 - 1000 - 5200 - 300, 25000 - 1000 + 3000, 25000 - 1000 - 1000 + 5200 + 300 + 2000,
                                25000 - 1000)
    finally:
        storage.close()


def test_a_refused_riichi_entry_changes_nothing_in_the_log(db_url):
    storage = Storage(db_url)
    try:
        store = SheetStore(storage)
        store.start("chat", table())
        store.append("chat", RiichiBet(1))
        with pytest.raises(SheetError, match="riichi_twice"):
            store.append("chat", RiichiBet(1))
        assert [e.seq for e in store.view("chat").entries] == [1]
    finally:
        storage.close()


def test_a_table_with_an_option_that_cannot_be_read_is_not_started(db_url):
    storage = Storage(db_url)
    try:
        store = SheetStore(storage)
        with pytest.raises(SheetError, match="bad_option"):
            store.start("chat", table(uma="1,2,3"))
        assert store.view("chat") is None
    finally:
        storage.close()


def test_ending_stores_the_final_score_with_uma_and_oka(db_url):
    storage = Storage(db_url)
    try:
        store = SheetStore(storage)
        store.start("chat", table())
        store.append("chat", Win(1, loser=2, han=5))
        store.append("chat", End())
        [(record, result)] = store.results("chat")
        assert record.status == ENDED
        assert [(r["name"], r["final"]) for r in result] == [("Bo", 43.0), ("Ann", 5.0), ("Di", -15.0),
                                                             ("Cy", -33.0)]
    finally:
        storage.close()
