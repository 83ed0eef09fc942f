"""A tournament's table threads on Discord, end to end: the real discord.py client against the
fake Discord. Seating a round of eight opens two public threads named "Round 1 · Table T" (the first
from the seating message itself, the second from the channel), each with its table's message that
mentions its four players; each table's players enter and confirm their result inside their own
thread, without a table number; the channel gets the seating message and nothing per table, and
its standings are right."""

from __future__ import annotations

import asyncio
import json

from bot.adapters.discord.threads import SideThreads
from bot.budgets import TOURNAMENT_RESULT, TOURNAMENT_ROUND, TOURNAMENT_THREAD
from bot.storage import chat_key
from quiz.tournament.store import TournamentStore
from tests.bot.fakes.discord_threads import PUBLIC_THREAD
from tests.bot.fakes.fake_discord import EPHEMERAL
from tests.bot.test_tournament_discord import DIRECTOR, MANAGE, MEMBERS, buttons, said, settled, slash

SCORES = (24, 8, -8, -24)


async def in_thread(fake, who, thread_id: int, subcommand: str, **options):
    start = len(fake.events)
    await fake.slash("tournament", subcommand, user_id=who[0], user_name=who[1], channel_id=thread_id, **options)
    return await settled(fake, start)


async def stored_soon(core, thread_id: str, timeout: float = 5.0):
    """The stored entry of a thread, once the storage's background writer has written it."""
    deadline = asyncio.get_running_loop().time() + timeout
    while (found := await asyncio.to_thread(core.storage.recall_state, "discord", "side_thread", thread_id)) is None \
            and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.02)
    return found


def posted_in(events, channel_id: int) -> list:
    """The messages (not edits) the bot's events put in ``channel_id``, ephemeral ones left out."""
    return [e for e in events if e.kind in ("callback", "followup", "channel_message") and e.message is not None
            and int(e.message["channel_id"]) == channel_id and e.callback_type != "update"
            and not (e.message.get("flags") or 0) & EPHEMERAL]


async def test_each_table_enters_and_confirms_its_result_inside_its_own_thread(tmp_path):
    from tests.bot.test_discord_e2e import running_bot

    async with running_bot(tmp_path, rate_limit=(10_000, 60.0)) as bot:
        fake = bot.fake
        await slash(fake, DIRECTOR, "new", MANAGE, name="Thread Cup mcr", rounds=1, key=8)
        for member in MEMBERS:
            await slash(fake, member, "join")
        await slash(fake, DIRECTOR, "start", MANAGE)
        seated = await slash(fake, DIRECTOR, "seat", MANAGE)

        # two public threads, the first from the seating message, the second from the channel
        seating = posted_in(seated, fake.channel_id)
        assert len(seating) == TOURNAMENT_ROUND.messages and "Round 1 of 1" in said(seating)
        threads = sorted(fake.threads.values(), key=lambda thread: thread["name"])
        assert [thread["name"] for thread in threads] == ["Round 1 · Table 1", "Round 1 · Table 2"]
        assert all(t["type"] == PUBLIC_THREAD and int(t["parent_id"]) == fake.channel_id for t in threads)
        assert int(threads[0]["id"]) == int(seating[0].message["id"])  # a message's thread takes its id
        assert [e.message["content"] for e in seated if e.kind == "thread_created"] == ["Round 1 · Table 2"]

        store = TournamentStore(bot.core.storage.db)
        chat = chat_key("discord", str(fake.channel_id))
        t = store.view(chat).tournament
        for thread in threads:  # what each thread leads to is kept in the shared storage...
            stored = await stored_soon(bot.core, thread["id"])
            assert stored == [str(fake.channel_id), f"tourney:1:{thread['name'][-1]}"]
        bot.adapter.side_threads = SideThreads(bot.core)  # ...so a restarted bot, knowing nothing, reads it back
        by_name = {name.title(): (uid, name) for uid, name in MEMBERS}
        for table, thread in zip(t.current.tables, threads, strict=True):
            thread_id = int(thread["id"])
            names = [t.entrants[p].name for p in table.players]
            players = [by_name[name] for name in names]
            # the table's message in its thread mentions its four players, who join the thread
            first = posted_in(seated, thread_id)
            assert len(first) == TOURNAMENT_THREAD.messages
            assert {int(u["id"]) for u in first[0].message["mentions"]} == {uid for uid, _ in players}
            assert fake.thread_members[thread_id] == {fake.application_id, *(uid for uid, _ in players)}
            assert all(name in said(first) for name in names)

            # a player of the other table cannot enter this table's result here
            stranger = next(member for member in MEMBERS if member not in players)
            words = " ".join(f"{name}={score}" for name, score in zip(names, SCORES, strict=True))
            refused = await in_thread(fake, stranger, thread_id, "result", words=words)
            assert all((e.data.get("flags") or 0) & EPHEMERAL for e in refused)
            assert f"Only the players of table {table.number}" in said(refused)

            # its own players: the entry (no table number) and its confirmation, both in the thread
            entry = await in_thread(fake, players[0], thread_id, "result", words=words)
            assert len(posted_in(entry, thread_id)) == TOURNAMENT_RESULT.messages
            assert "waiting for another player" in said(entry)
            confirmed = await in_thread(fake, players[1], thread_id, "confirm")
            assert "counted" in said(confirmed)
            in_channel = posted_in(entry + confirmed, fake.channel_id)
            if table.number < len(t.current.tables):
                assert in_channel == []  # nothing per table in the channel
            else:  # the last table of the last round: the final standings, for the whole channel
                assert len(in_channel) == TOURNAMENT_ROUND.once and "standings after round 1" in said(in_channel)
                assert not any("standings after" in said([e]) for e in posted_in(confirmed, thread_id))
            assert buttons(entry)["Confirm"][0] == int(posted_in(entry, thread_id)[0].message["id"])

        final = store.latest(chat).tournament
        assert final.finished
        counted = {(r.table, tuple(s.score for s in r.seats)) for r in final.results()}
        assert counted == {(1, SCORES), (2, SCORES)}
        standings = await slash(fake, MEMBERS[0], "standings")
        text = json.loads(said(posted_in(standings, fake.channel_id)))[0]["embeds"][0]["description"]
        ranked = [line.split(". ", 1) for line in text.splitlines()[1:]]
        expected = {f"{t.entrants[p].name}: table points {points}, score {score}".replace("-", "−")
                    for table in t.current.tables
                    for p, points, score in zip(table.players, (4, 2, 1, 0), SCORES, strict=True)}
        assert {line for _, line in ranked} == expected and len(ranked) == 8
        assert [place for place, _ in ranked] == ["1\\", "1\\", "3\\", "3\\", "5\\", "5\\", "7\\", "7\\"]


async def test_where_the_bot_may_not_open_threads_the_round_is_seated_and_the_director_told(tmp_path):
    from tests.bot.test_discord_e2e import running_bot

    async with running_bot(tmp_path, rate_limit=(10_000, 60.0)) as bot:
        fake = bot.fake
        fake.may_create_threads = False
        await slash(fake, DIRECTOR, "new", MANAGE, name="Closed Cup mcr", rounds=1, key=8)
        for member in MEMBERS[:4]:
            await slash(fake, member, "join")
        await slash(fake, DIRECTOR, "start", MANAGE)
        seated = await slash(fake, DIRECTOR, "seat", MANAGE)
        assert len(posted_in(seated, fake.channel_id)) == 1 and "Round 1 of 1" in said(seated)
        told = [e for e in seated if e.kind == "followup" and (e.data.get("flags") or 0) & EPHEMERAL]
        assert len(told) == 1 and "Create Public Threads" in said(told)
        assert fake.threads == {}


async def test_a_seating_slow_enough_to_be_deferred_still_carries_its_first_tables_thread(tmp_path):
    from tests.bot.test_discord_e2e import running_bot

    async with running_bot(tmp_path, rate_limit=(10_000, 60.0)) as bot:
        fake = bot.fake
        await slash(fake, DIRECTOR, "new", MANAGE, name="Slow Cup mcr", rounds=1, key=8)
        for member in MEMBERS[:4]:
            await slash(fake, member, "join")
        await slash(fake, DIRECTOR, "start", MANAGE)
        bot.adapter.defer_after = 0.0  # "thinking…" first, the seating edited in
        seated = await slash(fake, DIRECTOR, "seat", MANAGE)
        deferred = next(e for e in seated if e.callback_type == "defer")
        assert any(e.kind == "edit" and "Round 1 of 1" in said([e]) for e in seated)
        [thread] = fake.threads.values()
        assert int(thread["id"]) == int(deferred.message["id"]) and thread["name"] == "Round 1 · Table 1"
        assert fake.messages[int(thread["id"])]["thread"]["id"] == thread["id"]
        assert not [e for e in seated if e.kind == "thread_created"]
