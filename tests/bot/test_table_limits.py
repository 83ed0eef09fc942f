"""Limits that never trap a chat: a full score sheet, names with invisible characters, a game over."""

from __future__ import annotations

import dataclasses
import time
from datetime import UTC, datetime

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.storage import chat_key
from quiz.sheet.model import Entry, EntryBody, Penalty, Undo
from quiz.sheet.store import MAX_ENTRIES, SheetStore
from tests.migrated import migrated_url


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(10_000, 60.0)))
    yield core
    core.close()


ANN = CommandContext("telegram", "g1", "u1", "Ann", is_group=True, locale="en")


def entries(core) -> int:
    return SheetStore(core.storage.db).view(chat_key("telegram", "g1")).table.last_seq


def write_log(core, bodies: list[EntryBody]) -> None:
    """Entries written straight into the open table's log in one transaction: a long log in a
    moment (the store checks each entry by replaying the log, which is what makes 500 slow)."""
    with core.storage.db.transaction() as db:
        table = db.sheets.open_table(chat_key("telegram", "g1"), lock=True)
        for body in bodies:
            table = dataclasses.replace(table, last_seq=table.last_seq + 1)
            db.sheets.append(table, Entry(table.last_seq, body, "u1", datetime.now(UTC)), time.time())


async def test_a_full_sheet_still_takes_undo_and_end_says_how_to_go_on_and_a_new_table_starts(core):
    [reply] = await core.handle(ANN, "table", "start me Bo Cy Di")
    assert not reply.is_error
    write_log(core, [Penalty(player=0, points=30, to=None)] * (MAX_ENTRIES - 1))
    [last] = await core.handle(ANN, "penalty", "Ann 30")
    assert not last.is_error and entries(core) == MAX_ENTRIES
    [full] = await core.handle(ANN, "penalty", "Ann 30")
    assert full.is_error
    assert "reached its 500 entries" in full.text.plain
    assert "/undo" in full.text.plain and "/table end" in full.text.plain and "/table start" in full.text.plain
    [undone] = await core.handle(ANN, "undo")
    assert not undone.is_error, undone.text.plain
    [refused] = await core.handle(ANN, "penalty", "Ann 30")  # an undo frees no room: the log keeps it
    assert refused.is_error and "reached its 500 entries" in refused.text.plain
    [ended] = await core.handle(ANN, "table", "end")
    assert not ended.is_error and "The table is closed" in ended.text.plain
    [again] = await core.handle(ANN, "table", "start me Bo Cy Di")
    assert not again.is_error, again.text.plain
    [penalty] = await core.handle(ANN, "penalty", "Ann 30")
    assert not penalty.is_error and entries(core) == 1


async def test_undos_at_the_cap_stop_when_nothing_is_left_to_take_back(core):
    await core.handle(ANN, "table", "start me Bo Cy Di")
    write_log(core, [Penalty(player=0, points=30, to=None)] * MAX_ENTRIES + [Undo()] * (MAX_ENTRIES - 1))
    [undone] = await core.handle(ANN, "undo")
    assert not undone.is_error, undone.text.plain
    [nothing] = await core.handle(ANN, "undo")
    assert nothing.is_error and "nothing" in nothing.text.plain.lower()
    assert entries(core) == 2 * MAX_ENTRIES
    [ended] = await core.handle(ANN, "table", "end")
    assert not ended.is_error


@pytest.mark.parametrize(("hidden", "escaped"), [("\u202e", "\\u202e"), ("\x00", "\\x00"), ("\u200d", "\\u200d"),
                                                  ("\ufeff", "\\ufeff")])
async def test_a_name_with_an_invisible_character_is_echoed_escaped(core, hidden, escaped):
    [refused] = await core.handle(ANN, "table", f"start me B{hidden}o Cy Di")
    assert refused.is_error
    assert f"B{escaped}o" in refused.text.plain and hidden not in refused.text.plain
    await core.handle(ANN, "table", "start me Bo Cy Di")
    [unknown] = await core.handle(ANN, "penalty", f"Z{hidden}ed 30")
    assert unknown.is_error
    assert f"Z{escaped}ed" in unknown.text.plain and hidden not in unknown.text.plain


async def test_a_seat_named_after_the_game_is_over_hears_that_the_game_is_over(core):
    await core.handle(ANN, "table", "start me Bo Cy Di")
    for _ in range(16):
        [reply] = await core.handle(ANN, "draw")
    assert "Game over" in reply.text.plain
    [refused] = await core.handle(ANN, "win", "E 8")
    assert refused.is_error and "This game is over" in refused.text.plain
    assert "not at this table" not in refused.text.plain
