"""A club tournament in a Discord channel, end to end: the real discord.py client against the fake
Discord. The director (Manage Server) opens and seats it by slash commands; eight members join, each
table's members enter their own result and another of them presses Confirm, which edits the
entry's message; the seating picture and the two CSV files are attached."""

from __future__ import annotations

import asyncio
import csv
import io
import json

import discord

from bot.storage import chat_key
from quiz.tournament.store import TournamentStore
from tests.bot.fakes.fake_discord import EPHEMERAL
from tests.bot.test_discord_e2e import running_bot

DIRECTOR = (3000, "director")
MEMBERS = tuple((3001 + n, f"member{n + 1}") for n in range(8))
MANAGE = discord.Permissions(manage_guild=True).value


def said(events) -> str:
    return json.dumps([e.data for e in events], ensure_ascii=False)


def buttons(events) -> dict[str, tuple[int, str]]:
    """label -> (message id, custom id) of the buttons the events carry."""
    found = {}
    for event in events:
        for row in event.data.get("components") or []:
            for component in row.get("components", []):
                if component.get("custom_id") and event.message is not None:
                    found[component.get("label", "")] = (int(event.message["id"]), component["custom_id"])
    return found


async def settled(fake, start: int, quiet: float = 0.15):
    await fake.wait_for(start=start, timeout=20, predicate=lambda e: e.callback_type != "defer")
    seen = -1
    while seen != len(fake.events):
        seen = len(fake.events)
        await asyncio.sleep(quiet)
    return fake.events[start:]


async def slash(fake, who, subcommand: str, permissions: int = 0, **options):
    start = len(fake.events)
    await fake.slash("tournament", subcommand, user_id=who[0], user_name=who[1], permissions=permissions, **options)
    return await settled(fake, start)


async def click(fake, who, button: tuple[int, str]):
    start = len(fake.events)
    await fake.click(button[0], button[1], user_id=who[0], user_name=who[1])
    return await settled(fake, start)


async def test_members_run_their_own_tables_of_a_tournament_on_discord(tmp_path):
    async with running_bot(tmp_path, rate_limit=(10_000, 60.0)) as bot:
        fake = bot.fake
        opened = await slash(fake, DIRECTOR, "new", MANAGE, name="Friday Cup mcr", rounds=1, key=8)
        assert "A new tournament is open" in said(opened)
        refused = await slash(fake, MEMBERS[0], "start")
        assert all((e.data.get("flags") or 0) & EPHEMERAL for e in refused) and "admins" in said(refused)
        for member in MEMBERS:
            joined = await slash(fake, member, "join")
            assert f"{member[1]} joined" in said(joined).lower()  # by their display name
        await slash(fake, DIRECTOR, "start", MANAGE)
        seated = await slash(fake, DIRECTOR, "seat", MANAGE)
        assert "Round 1 of 1" in said(seated) and any("seating.png" in e.files for e in seated)
        store = TournamentStore(bot.core.storage.db)
        t = store.view(chat_key("discord", str(fake.channel_id))).tournament
        by_name = {name.title(): (uid, name) for uid, name in MEMBERS}
        for table in t.current.tables:
            names = [t.entrants[p].name for p in table.players]
            words = f"{table.number} {names[0]}=24 {names[1]}=8 {names[2]}=-8 {names[3]}=-24"
            entry = await slash(fake, by_name[names[0]], "result", words=words)
            assert "waiting for another player" in said(entry)
            confirm = buttons(entry)["Confirm"]
            own = await click(fake, by_name[names[0]], confirm)
            assert "confirms your entry" in said(own)
            confirmed = await click(fake, by_name[names[1]], confirm)
            assert "counted" in said(confirmed)
            assert any(e.callback_type == "update" or e.kind == "edit" for e in confirmed)  # the entry, edited
        final = store.latest(chat_key("discord", str(fake.channel_id))).tournament
        assert final.finished and len(final.results()) == 2
        exported = await slash(fake, MEMBERS[4], "export")
        files = {name: data for e in exported for name, data in e.files.items()}
        results = list(csv.reader(io.StringIO(files["friday-cup-ema-results.csv"].decode("utf-8"))))
        assert results[0][:5] == ["Place", "Name", "EMA number", "Table points", "Score"] and len(results) == 9
        assert [row[3] for row in results[1:]] == ["4", "4", "2", "2", "1", "1", "0", "0"]
        assert len(list(csv.reader(io.StringIO(files["friday-cup-seating.csv"].decode("utf-8"))))) == 9
