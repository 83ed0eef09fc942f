"""Issue 24: the score sheet as a new club organiser meets it (an empty table, ...)."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore
from bot.storage import chat_key
from quiz.sheet.stats import collect, played_tables
from quiz.sheet.store import SheetStore
from tests.bot.test_table_commands import ANN, member
from tests.migrated import migrated_url


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(10_000, 60.0)))
    yield core
    core.close()


def _played(core, chat="g1"):
    return played_tables(SheetStore(core.storage.db), chat_key("telegram", chat))


@pytest.mark.parametrize("ruleset", ["mcr", "riichi"])
async def test_a_table_ended_with_no_hand_is_not_a_game(core, ruleset):
    [started] = await core.handle(ANN, "table", f"start {ruleset} me Bo Cy Di")
    assert not started.is_error, started.text.plain
    [ended] = await core.handle(ANN, "table", "end")
    assert "not a game" in ended.text.plain and "Final standings" not in ended.text.plain
    (table,) = _played(core)
    assert not table.sheet.is_game and all(s.final is None for s in table.sheet.standings)
    assert collect(_played(core), table.sheet.start.ruleset) == {}
    [top] = await core.handle(ANN, "table", f"top {ruleset}")
    assert "Ann" not in top.text.plain and "Bo" not in top.text.plain


async def test_a_table_with_one_hand_is_a_game_beside_an_empty_one(core):
    await core.handle(ANN, "table", "start me Bo Cy Di")
    await core.handle(ANN, "table", "end")
    await core.handle(ANN, "table", "start me Bo Cy Di")
    await core.handle(ANN, "win", "Ann 8 from Bo")
    [ended] = await core.handle(ANN, "table", "end")
    assert "Final standings" in ended.text.plain
    stats = collect(_played(core), _played(core)[0].sheet.start.ruleset)
    assert {figures.name: figures.games for figures in stats.values()} == {"Ann": 1, "Bo": 1, "Cy": 1, "Di": 1}


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW", "ja"])
async def test_the_empty_table_reply_is_in_the_readers_language(core, locale):
    reader = member("u1", "Ann", locale=locale)
    await core.handle(reader, "table", "start me Bo Cy Di")
    [ended] = await core.handle(reader, "table", "end")
    assert "/table top" in ended.text.plain and "not a game" not in ended.text.plain


# ---- bug 3: the end carries the final sheet; past games stay exportable ----

async def _play_game(core, who=ANN, ruleset="mcr", winner="Ann"):
    await core.handle(who, "table", f"start {ruleset} me Bo Cy Di")
    await core.handle(who, "win", f"{winner} 8 from Bo" if ruleset == "mcr" else f"{winner} 3 30 from Bo")
    [ended] = await core.handle(who, "table", "end")
    return ended


async def test_table_end_carries_the_final_sheet_as_a_picture_and_a_csv_file(core):
    ended = await _play_game(core)
    assert "Final standings" in ended.text.plain
    assert ended.document is not None and ended.document.filename.endswith(".csv")
    assert "Ann" in ended.document.data.decode("utf-8-sig")
    assert ended.picture is not None and ended.picture.png.startswith(b"\x89PNG")


async def test_table_export_after_the_end_gives_the_last_ended_sheet(core):
    await _play_game(core)
    await _play_game(core, winner="Cy")
    [export] = await core.handle(ANN, "table", "export")
    assert not export.is_error, export.text.plain
    assert "last ended game" in export.text.plain
    rows = export.document.data.decode("utf-8-sig").splitlines()
    assert rows[1].split(",")[5] == "Cy"  # the latest game: Cy won its only hand


async def test_table_history_lists_past_games_and_exports_one(core):
    await _play_game(core, winner="Ann")
    await _play_game(core, ruleset="riichi", winner="Di")
    await core.handle(ANN, "table", "start me Bo Cy Di")
    await core.handle(ANN, "table", "end")  # an empty table: not a game, not listed
    [listed] = await core.handle(ANN, "table", "history")
    text = listed.text.plain
    assert "2 in all" in text
    first, second = (line for line in text.splitlines() if line[:2] in ("1.", "2."))
    assert "Riichi" in first and "first: Di" in first and "Ann, Bo, Cy, Di" in first
    assert "MCR" in second and "first: Ann" in second
    [game] = await core.handle(ANN, "table", "history 2")
    assert game.document is not None and "Final standings" in game.text.plain
    assert game.document.data.decode("utf-8-sig").splitlines()[1].split(",")[5] == "Ann"
    [missing] = await core.handle(ANN, "table", "history 5")
    assert missing.is_error and "no game 5" in missing.text.plain and "2 past games" in missing.text.plain


async def test_table_history_without_past_games_says_how_a_game_is_kept(core):
    [reply] = await core.handle(ANN, "table", "history")
    assert reply.is_error and "/table end" in reply.text.plain


@pytest.mark.parametrize("locale", ["zh-CN", "ja"])
async def test_table_history_lists_names_as_the_language_writes_a_list(core, locale):
    reader = member("u1", "Ann", locale=locale)
    await _play_game(core, who=reader)
    [listed] = await core.handle(reader, "table", "history")
    assert "Ann、Bo、Cy、Di" in listed.text.plain


async def test_a_game_that_ends_with_its_last_hand_carries_the_final_sheet_too(core):
    await core.handle(ANN, "table", "start riichi me Bo Cy Di length=east")
    for _ in range(3):
        [reply] = await core.handle(ANN, "draw", "")
        assert reply.document is None
    [last] = await core.handle(ANN, "draw", "")
    assert "Final standings" in last.text.plain and last.document is not None and last.picture is not None
