"""The score sheet on Discord, end to end: the real discord.py client against the fake Discord, four
members (named by mention, so each may write) playing a whole 16-hand game by buttons, modals and
slash commands, the sheet picture and the CSV attached; and ``fanbot discord`` killed with SIGKILL
mid-game, then started again: the same sheet, and the buttons sent before the kill still work."""

from __future__ import annotations

import asyncio
import csv
import io
import os

from bot.db.repositories import Storage
from bot.storage import chat_key
from quiz.sheet.model import Player, TableStart, Wind
from quiz.sheet.store import SheetStore
from scoring.rulesets import RulesetId
from tests.bot.fakes.fake_discord import EPHEMERAL, FakeDiscord
from tests.bot.fanbot_process import environment, kill_9, start_fanbot, stop
from tests.bot.sheet_game import GAME, HALFWAY, actor, expected, press_hand, text_command
from tests.bot.test_discord_e2e import running_bot
from tests.deep import deep_run_only
from tests.migrated import migrated_url

IDS = (2001, 2002, 2003, 2004)
USERS = ("ann", "bo", "cy", "di")
NAMES = tuple(f"<@{i}>" for i in IDS)
#: how labels, the picture and the CSV show them once each has written (their display names)
SHOWN = tuple(user.title() for user in USERS)


def _components(event) -> dict[str, str]:
    return {c.get("label", ""): c["custom_id"] for row in event.data.get("components") or []
            for c in row.get("components", []) if c.get("custom_id")}


def _label(label: str) -> str:
    return label.removeprefix("✏️ ")


class Table:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.flow: tuple[int, dict[str, str]] | None = None
        self.modal: int | None = None

    async def settled(self, start: int, quiet: float = 0.3):
        # the answer itself: a message, an update, a modal or the edit after a deferral
        await self.fake.wait_for(start=start, timeout=30, predicate=lambda e: e.callback_type != "defer")
        seen = -1
        while seen != len(self.fake.events):
            seen = len(self.fake.events)
            await asyncio.sleep(quiet)
        events = self.fake.events[start:]
        for event in events:
            if event.callback_type == "modal":
                self.modal = event.interaction_id
            buttons = _components(event)
            if buttons and event.message is not None and any(v.startswith("fb") for v in buttons.values()):
                self.flow = (int(event.message["id"]), {_label(k): v for k, v in buttons.items()})
        return events

    async def slash(self, who: int, command: str, subcommand: str | None = None, **options):
        start = len(self.fake.events)
        await self.fake.slash(command, subcommand, user_id=IDS[who], user_name=USERS[who], **options)
        return await self.settled(start)

    async def press(self, who: int, label: str):
        assert self.flow is not None
        message_id, buttons = self.flow
        if label in NAMES and label not in buttons:  # a member the bot has seen write is shown by name
            label = SHOWN[NAMES.index(label)]
        assert label in buttons, (label, sorted(buttons))
        start = len(self.fake.events)
        await self.fake.click(message_id, buttons[label], user_id=IDS[who], user_name=USERS[who])
        return await self.settled(start)

    async def fill_modal(self, who: int, value: str):
        assert self.modal is not None
        modal = self.fake.modals[self.modal]
        field = modal["components"][0]["components"][0]["custom_id"]
        start = len(self.fake.events)
        await self.fake.submit_modal(self.modal, {field: value}, user_id=IDS[who], user_name=USERS[who])
        return await self.settled(start)

    async def play(self, step):
        how, who = step[0], actor(step)
        if how in ("text", "textdraw", "penalty", "undo"):
            command, words = text_command(step, NAMES)
            return await self.slash(who, command, **({"text": words} if words else {}))
        shown = await self.slash(who, "table", "show")
        assert any(name.endswith(".png") for e in shown for name in e.files)
        done, opened = await press_hand(self.press, step, NAMES)
        if done:
            return opened
        assert any(e.callback_type == "modal" for e in opened)  # the prompt alone: the modal opens at once
        return await self.fill_modal(who, str(step[3]))


def _refusals(events) -> list[str]:
    return [str(e.data) for e in events if (e.data.get("flags") or 0) & EPHEMERAL]


async def test_a_whole_game_by_four_members_with_buttons_modals_and_slash_commands(tmp_path):
    async with running_bot(tmp_path, rate_limit=(10_000, 60.0)) as bot:
        table = Table(bot.fake)
        started = await table.slash(0, "table", "start", players=" ".join(NAMES))
        assert "Enter a hand" in {_label(k) for e in started for k in _components(e)}
        for step in GAME:
            events = await table.play(step)
            assert not _refusals(events), (step, _refusals(events))
        start = TableStart(RulesetId.MCR, tuple(Player(n, str(i)) for n, i in zip(NAMES, IDS, strict=True)),
                           tuple(Wind))
        want = expected(start)
        view = SheetStore(bot.core.storage.db).view(chat_key("discord", str(bot.fake.channel_id)))
        assert view.sheet.finished and view.sheet.hands_played == 16
        assert [row.deltas for row in view.sheet.rows] == [row.deltas for row in want.rows]
        assert view.sheet.totals == want.totals

        shown = await table.slash(2, "table", "show")
        pictures = [data for e in shown for name, data in e.files.items() if name == "sheet.png"]
        assert pictures and pictures[0][:8] == b"\x89PNG\r\n\x1a\n"
        exported = await table.slash(3, "table", "export")
        [data] = [data for e in exported for name, data in e.files.items() if name.endswith(".csv")]
        lines = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
        assert lines[0][-4:] == list(SHOWN)  # every member wrote at least once
        assert [tuple(int(v) for v in line[-4:]) for line in lines[1:-1]] == [row.deltas for row in want.rows]
        assert tuple(int(v) for v in lines[-1][-4:]) == want.totals


# --------------------------------------------------------------------------- kill -9

TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0.GkillP.abcdefghijklmnopqrstuvwxyz012345"


async def _spawn(fake: FakeDiscord, database_url: str, cwd, **extra: str) -> asyncio.subprocess.Process:
    env = environment(DISCORD_TOKEN=TOKEN, DISCORD_API_BASE_URL=fake.api_base, DISCORD_GATEWAY_URL=fake.gateway_url,
                      DATABASE_URL=database_url, PYTHONUNBUFFERED="1", PYTHONPATH=os.getcwd(), **extra)
    fake.identified.clear()
    process = await start_fanbot("discord", cwd=cwd, env=env, quiet=True)
    await asyncio.wait_for(fake.identified.wait(), 60)
    return process


def _stored(database_url: str, fake: FakeDiscord):
    storage = Storage(database_url)
    try:
        return SheetStore(storage).view(chat_key("discord", str(fake.channel_id)))
    finally:
        storage.close()


def _sheet_shown(events) -> tuple:
    """The embed text and the picture /table answered with."""
    texts = [str(e.data.get("embeds")) for e in events if e.data.get("embeds")]
    pictures = [data for e in events for name, data in e.files.items() if name == "sheet.png"]
    assert pictures
    return texts[-1], pictures[-1]


@deep_run_only("test_sheet_telegram's kill -9 mid-game (the same sheet log), and buttons pressed after a Discord "
               "restart in test_discord_kill and test_play_riichi_game_kills")
async def test_kill_9_mid_game_then_a_restart_keeps_the_sheet_and_the_flow(tmp_path):
    fake = FakeDiscord(token=TOKEN)
    await fake.start()
    database_url = migrated_url(tmp_path / "bot.sqlite3")
    process = await _spawn(fake, database_url, tmp_path)
    try:
        table = Table(fake)
        await table.slash(0, "table", "start", players=" ".join(NAMES))
        for step in GAME[:HALFWAY]:
            await table.play(step)
        before = _stored(database_url, fake)
        shown_before = _sheet_shown(await table.slash(1, "table", "show"))
        step = GAME[HALFWAY]
        await table.press(1, "Enter a hand")
        await table.press(1, NAMES[step[1]])
        flow = table.flow
        await kill_9(process)

        process = await _spawn(fake, database_url, tmp_path)
        after = _stored(database_url, fake)
        assert after.entries == before.entries and after.sheet == before.sheet
        assert _sheet_shown(await table.slash(1, "table", "show")) == shown_before
        table.flow = flow  # the message sent before the kill: its buttons carry their state
        await table.press(1, "Self-drawn")
        await table.press(1, "Type the hand")
        await table.fill_modal(1, step[3])
        start = TableStart(RulesetId.MCR, tuple(Player(n, str(i)) for n, i in zip(NAMES, IDS, strict=True)),
                           tuple(Wind))
        assert _stored(database_url, fake).sheet.totals == expected(start, GAME[:HALFWAY + 1]).totals
    finally:
        await stop(process)
        await fake.stop()
    assert fake.errors == [], fake.errors[:3]
