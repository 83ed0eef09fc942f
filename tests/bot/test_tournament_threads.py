"""A round's table threads through the core: what ``seat`` asks the adapters to open, and what a
command typed inside a table's thread reaches (the chat's tournament, that table) on any platform
that has threads (``CommandContext.parent_chat_id``, ``thread_key``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from tests.bot.test_tournament_commands import DIRECTOR, GROUP, ok, player, refused, tournament
from tests.migrated import migrated_url


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(100_000, 60.0)))
    yield core
    core.close()


def in_thread(ctx: CommandContext, thread: str, key: str = "") -> CommandContext:
    return replace(ctx, chat_id=thread, parent_chat_id=GROUP, thread_key=key)


async def seated_eight(core, *added: str):
    await ok(core, DIRECTOR, "new Thread Cup mcr rounds=2 seed=8")
    for n in range(1, 9 - len(added)):
        await ok(core, player(n), "join")
    if added:
        await ok(core, DIRECTOR, "add " + ", ".join(added))
    await ok(core, DIRECTOR, "start")
    return await ok(core, DIRECTOR, "seat")


async def test_seat_asks_for_a_thread_per_table_naming_it_and_its_players_with_an_account(core):
    [seating] = await seated_eight(core, "Guest")
    t = tournament(core)
    assert [side.name for side in seating.threads] == ["Round 1 · Table 1", "Round 1 · Table 2"]
    assert [side.key for side in seating.threads] == ["tourney:1:1", "tourney:1:2"]
    for side, table in zip(seating.threads, t.current.tables, strict=True):
        accounts = {t.entrants[p].user_id for p in table.players} - {None}
        assert set(side.members) == accounts and len(side.members) == len(accounts)
        assert all(t.entrants[p].name in side.reply.text.plain for p in table.players)
        assert "no table number" in side.reply.text.plain
    [shown] = await ok(core, player(1), "seat")  # a player seeing the round: no threads again
    assert shown.threads == ()


async def test_a_result_typed_in_a_tables_thread_counts_for_that_table_without_its_number(core):
    await seated_eight(core)
    t = tournament(core)
    table = t.current.tables[1]
    names = [t.entrants[p].name for p in table.players]
    seated = [player(int(t.entrants[p].user_id[1:])) for p in table.players]
    words = " ".join(f"{name}={score}" for name, score in zip(names, (30, 10, -10, -30), strict=True))
    outsider = player(next(n for n in range(1, 9) if f"u{n}" not in {c.user_id for c in seated}))
    assert "table 2" in await refused(core, in_thread(outsider, "th2", "tourney:1:2"), f"result {words}")
    await ok(core, in_thread(seated[0], "th2", "tourney:1:2"), f"result {words}")
    assert "confirms your entry" in await refused(core, in_thread(seated[0], "th2", "tourney:1:2"), "confirm")
    await ok(core, in_thread(seated[2], "th2", "tourney:1:2"), "confirm")
    entry = tournament(core).current.results[2]
    assert entry.confirmed and entry.scores == (30, 10, -10, -30)
    assert 1 not in tournament(core).current.results


async def test_a_thread_the_bot_did_not_open_reaches_the_tournament_but_needs_the_table_number(core):
    await seated_eight(core)
    t = tournament(core)
    table = t.current.tables[0]
    names = [t.entrants[p].name for p in table.players]
    words = " ".join(f"{name}={score}" for name, score in zip(names, (8, 8, -8, -8), strict=True))
    elsewhere = in_thread(DIRECTOR, "chatter")
    assert "TABLE" in await refused(core, elsewhere, f"result {words}")
    await ok(core, elsewhere, f"result 1 {words}")  # an admin's entry counts at once
    assert tournament(core).current.results[1].confirmed


async def test_a_thread_speaks_the_language_of_the_chat_it_hangs_from(core):
    await seated_eight(core)
    await core.handle(DIRECTOR, "settings", "language ja")
    [status] = await ok(core, in_thread(player(1), "th1", "tourney:1:1"), "show")
    assert "選手（8）" in status.text.plain, status.text.plain


async def test_every_tables_thread_keeps_its_own_score_sheet_whose_end_enters_that_tables_result(core):
    await seated_eight(core)
    t = tournament(core)
    for table in t.current.tables:
        east = player(int(t.entrants[table.players[0]].user_id[1:]))
        here = in_thread(east, f"th{table.number}", f"tourney:1:{table.number}")
        [opened] = await ok(core, here, "table")  # no number: the thread's table; both sheets open at once
        assert f"table {table.number}" in opened.text.plain.lower()
    for table in t.current.tables:
        east = player(int(t.entrants[table.players[0]].user_id[1:]))
        here = in_thread(east, f"th{table.number}", f"tourney:1:{table.number}")
        drawn = await core.handle(here, "draw", "")
        assert not any(r.is_error for r in drawn), [r.text.plain for r in drawn]
        ended = await core.handle(here, "table", "end")
        assert any("waiting for another player" in r.text.plain for r in ended), [r.text.plain for r in ended]
    results = tournament(core).current.results
    assert sorted(results) == [1, 2] and all(entry.scores == (0, 0, 0, 0) for entry in results.values())
