"""/play at a tournament's table through the core, with the real stores and engines: the table's players seated
in their winds from the round's seating (no lobby), the game played to its end, and its score sheet's final
scores entered as the table's result, counted in the standings; someone not at the table refused; seats without
an account only with the director's AI."""

from __future__ import annotations

from dataclasses import replace

from bot.core import CommandContext
from quiz.play.model import Options, Status
from quiz.play.tournament_result import ENTERED_BY
from quiz.tournament.kinds import standings
from scoring.riichi.game.presets import PRESETS
from tests.bot import play_core
from tests.bot.outbound import play_posts, play_tick
from tests.bot.test_tournament_commands import DIRECTOR, GROUP, ok, player, tournament

clock, core = play_core.clock, play_core.core


def in_thread(ctx: CommandContext, thread: str, key: str) -> CommandContext:
    return replace(ctx, chat_id=thread, parent_chat_id=GROUP, thread_key=key)


async def seated_four(core, kind: str, *joined: int, added: str = "") -> None:
    await ok(core, DIRECTOR, f"new Cup {kind} rounds=1 seed=8")
    for n in joined:
        await ok(core, player(n), "join")
    if added:
        await ok(core, DIRECTOR, f"add {added}")
    await ok(core, DIRECTOR, "start")
    await ok(core, DIRECTOR, "seat")


def table_in(core, chat: str):
    store = core.services.play.store
    return store.table("telegram", chat) or store.last("telegram", chat)


async def everyone_away(core, clock, chat: str):
    """Nobody at the table answers: each seat times out, is marked away and played automatically to the end."""
    for _ in range(200):
        table = table_in(core, chat)
        if table.status is Status.ENDED:
            return table
        clock.advance(table.options.move_seconds + 1)
        await play_tick(core, "telegram")
    raise AssertionError("the game did not end")


async def test_a_riichi_tournament_table_is_played_in_its_thread_and_its_result_counts(core, clock, monkeypatch):
    # the preset's east round alone: a whole game still, in half the hands (the test's time)
    monkeypatch.setitem(PRESETS, "ema", replace(PRESETS["ema"], length="east"))
    await seated_four(core, "riichi", 1, 2, 3, 4)
    t = tournament(core)
    [table] = t.current.tables
    east = player(int(t.entrants[table.players[0]].user_id[1:]))
    [opened] = await core.handle(in_thread(east, "th1", "tourney:1:1"), "play", "")
    assert not opened.is_error, opened.text.plain
    played = table_in(core, "th1")
    assert played.status is Status.PLAYING and played.options.ruleset == "riichi" and played.options.preset == "ema"
    assert [seat.name for seat in played.seats] == [t.entrants[p].name for p in table.players]  # E S W N
    assert not any(seat.ai for seat in played.seats)
    assert Options.from_json(played.options.to_json()) == played.options  # a restarted worker knows the table
    [pressed] = await core.handle_action(in_thread(player(9), "th1", "tourney:1:1"), f"play:hand:{played.id}")
    assert pressed.is_error  # nobody but the table's players holds a seat
    ended = await everyone_away(core, clock, "th1")
    entry = tournament(core).current.results[1]
    sheet = core.services.sheets.table_view(ended.sheet_id)
    assert entry.confirmed and entry.by == ENTERED_BY and entry.scores == tuple(sheet.sheet.totals)
    assert entry.scores == tuple(30000 + total for total in ended.totals)  # the game's own final scores
    assert sum(entry.scores) <= 4 * 30000
    counted = standings(tournament(core))
    assert len(counted) == 4 and all(standing.rounds for standing in counted)


async def test_an_mcr_tournament_table_of_players_without_accounts_is_played_by_the_directors_ai(core, clock):
    await seated_four(core, "mcr", added="Ann, Bo, Cy, Di")
    [refused] = await core.handle(DIRECTOR, "play", "table=1")
    assert refused.is_error and "no account" in refused.text.plain
    [opened] = await core.handle(DIRECTOR, "play", "table=1 ai=beginner hands=2")
    assert not opened.is_error, opened.text.plain
    played = await everyone_away(core, clock, GROUP)  # a hand a transaction, the tick dealing the next
    assert played.status is Status.ENDED and all(seat.ai for seat in played.seats) and played.hand >= 1
    entry = tournament(core).current.results[1]
    assert entry.confirmed and sum(entry.scores) == 0
    assert entry.scores == tuple(core.services.sheets.table_view(played.sheet_id).sheet.totals)
    assert sorted(standing.points for standing in standings(tournament(core))) != [0, 0, 0, 0]
    posts = await play_posts(core, "telegram", edit_seconds=0, private_prompts=True, every_table=True)
    ended = [reply.text.plain for post in posts for reply in post.before if "game is over" in reply.text.plain]
    assert len(ended) == 1 and "result of table 1 in round 1 of the tournament" in ended[0]  # in the same message


async def test_an_ordinary_table_says_nothing_of_a_tournament_at_its_end(core, clock):
    await ok(core, DIRECTOR, "new Cup mcr rounds=1 seed=8")  # a tournament in the chat, but not this game's
    [opened] = await core.handle(DIRECTOR, "play", "ai=beginner hands=1 1")
    assert not opened.is_error, opened.text.plain
    await everyone_away(core, clock, GROUP)
    posts = await play_posts(core, "telegram", edit_seconds=0, private_prompts=True, every_table=True)
    ended = [reply.text.plain for post in posts for reply in post.before if "game is over" in reply.text.plain]
    assert len(ended) == 1 and "tournament" not in ended[0]


async def test_someone_not_at_the_table_is_refused_and_a_player_may_not_seat_an_ai(core):
    await seated_four(core, "riichi", 1, 2, 3, added="Di")
    [outsider] = await core.handle(in_thread(player(9), "th1", "tourney:1:1"), "play", "")
    assert outsider.is_error and "Only the players of table 1" in outsider.text.plain
    [no_ai] = await core.handle(in_thread(player(1), "th1", "tourney:1:1"), "play", "ai=player")
    assert no_ai.is_error and "director" in no_ai.text.plain
    assert table_in(core, "th1") is None
