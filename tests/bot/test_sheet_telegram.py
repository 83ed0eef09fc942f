"""The score sheet on Telegram, end to end: the real python-telegram-bot against the fake Bot API,
four users playing a whole 16-hand game by buttons and text, the sheet picture and the CSV sent;
and ``fanbot telegram`` killed with SIGKILL mid-game, then started again: the same sheet, and the
buttons sent before the kill still work."""

from __future__ import annotations

import asyncio
import csv
import io
import os

import telegram

from bot.config import Config
from bot.db.repositories import Storage
from bot.storage import chat_key
from quiz.sheet.model import Player, TableStart, Wind
from quiz.sheet.store import SheetStore
from scoring.rulesets import RulesetId
from tests.bot.fakes.fake_telegram import FakeTelegram, png_size
from tests.bot.fanbot_process import environment, kill_9, start_fanbot, stop
from tests.bot.sheet_game import GAME, HALFWAY, actor, expected, press_hand, text_command
from tests.bot.telegram_calls import buttons_of as keyboard
from tests.bot.telegram_calls import text_of
from tests.bot.telegram_setup import fake_bot_api_fixture  # noqa: F401 (the ``fake`` fixture)
from tests.bot.test_telegram_e2e import TOKEN, running_bot
from tests.clock import Clock
from tests.migrated import migrated_url

USERS = tuple(telegram.User(id=600 + i, first_name=name, is_bot=False, language_code="en", username=name.lower())
              for i, name in enumerate(("Ann", "Bo", "Cy", "Di"), 1))
#: Ann starts the table as "me"; the others by their @username, which lets each of them write
NAMES = ("Ann", "@bo", "@cy", "@di")
GROUP = FakeTelegram.group_chat(-100888, "Thursday table")
KEYBOARD_METHODS = ("sendMessage", "sendPhoto", "editMessageText", "editMessageCaption")


class Table:
    """Four players at one Telegram group, driving the bot through the fake."""

    def __init__(self, fake: FakeTelegram) -> None:
        self.fake = fake
        #: the last message with the sheet's buttons: (message id, its keyboard)
        self.flow: tuple[int, dict[str, str]] | None = None

    async def say(self, who: int, text: str, reply_to: int | None = None):
        start = len(self.fake.calls)
        self.fake.send_text(GROUP, USERS[who], text, reply_to=reply_to)
        return await self.settled(start)

    #: how long the bot must have sent nothing for a step to be over
    quiet = 0.3

    async def settled(self, start: int):
        """The bot's calls since ``start`` once it has stopped sending for ``quiet`` seconds."""
        # every step here answers with a message (a press's toast alone comes before it, not instead)
        await self.fake.wait_for_any((*KEYBOARD_METHODS, "sendDocument"), start=start, timeout=30)
        seen = -1
        while seen != len(self.fake.calls):
            seen = len(self.fake.calls)
            await asyncio.sleep(self.quiet)
        calls = [c for c in self.fake.calls[start:] if c.method != "getUpdates"]
        for call in calls:
            if call.method in KEYBOARD_METHODS and keyboard(call):
                self.flow = (call.result["message_id"], keyboard(call))
        return calls

    async def press(self, who: int, label: str):
        assert self.flow is not None, "no message with buttons yet"
        message_id, buttons = self.flow
        assert label in buttons, (label, sorted(buttons))
        start = len(self.fake.calls)
        self.fake.click(GROUP, USERS[who], message_id, buttons[label])
        return await self.settled(start)

    async def answer_prompt(self, who: int, calls, value: str):
        prompt = next(c for c in calls if c.method == "sendMessage" and
                      (c.params.get("reply_markup") or {}).get("force_reply"))
        return await self.say(who, value, reply_to=prompt.result["message_id"])

    async def open_flow(self, who: int):
        """/table, then "Enter a hand": the question who won."""
        calls = await self.say(who, "/table")
        assert any(c.method == "sendPhoto" for c in calls)
        return await self.press(who, "Enter a hand")

    async def play(self, step) -> list:
        how, who = step[0], actor(step)
        if how in ("text", "textdraw", "penalty", "undo"):
            command, words = text_command(step, NAMES)
            return await self.say(who, f"/{command} {words}".strip())
        calls = await self.say(who, "/table")
        assert any(c.method == "sendPhoto" for c in calls)
        return await self.enter_by_buttons(step)

    async def enter_by_buttons(self, step) -> list:
        """After /table: "Enter a hand", then the step's presses (and typing)."""
        done, calls = await press_hand(self.press, step, NAMES)
        return calls if done else await self.answer_prompt(actor(step), calls, str(step[3]))


def _errors(calls) -> list[str]:
    """Error answers among the calls (an error reply is plain; a refusal says so in words)."""
    texts = [text_of(c) for c in calls if c.method in KEYBOARD_METHODS]
    texts += [c.params.get("text", "") for c in calls if c.method == "answerCallbackQuery"]
    return [t for t in texts if "not recorded" in t or "refused" in t or "cannot" in t.lower()]


def _shown(calls) -> str:
    """What /table sent: the photo's caption and the text (and the picture's bytes)."""
    sent = [c for c in calls if c.method in ("sendPhoto", "sendMessage")]
    assert any(c.method == "sendPhoto" for c in sent)
    return "\n".join(text_of(c) for c in sent) + repr([c.files.get("photo") for c in sent])


def _start() -> TableStart:
    return TableStart(RulesetId.MCR, tuple(Player(n) for n in NAMES), tuple(Wind))


def _stored(database_url: str):
    storage = Storage(database_url)
    try:
        return SheetStore(storage).view(chat_key("telegram", str(GROUP.id)))
    finally:
        storage.close()


def _read_csv(call) -> list[list[str]]:
    return list(csv.reader(io.StringIO(call.files["document"].decode("utf-8-sig"), newline="")))


async def test_a_whole_game_by_four_players_with_buttons_and_text(fake, tmp_path):
    database_url = migrated_url(tmp_path / "bot.sqlite3")
    config = Config(telegram_token=TOKEN, database_url=database_url, rate_limit=(10_000, 60.0))
    async with running_bot(fake, config, Clock(1_800_000_000.0)):
        table = Table(fake)
        started = await table.say(0, "/table start me @bo @cy @di")
        assert "Enter a hand" in keyboard(started[-1])
        for step in GAME:
            calls = await table.play(step)
            assert not _errors(calls), (step, _errors(calls))
        want = expected(_start())
        view = _stored(database_url)
        assert view.sheet.finished and view.sheet.hands_played == 16
        assert view.sheet.totals == want.totals
        assert [row.deltas for row in view.sheet.rows] == [row.deltas for row in want.rows]

        shown = await table.say(2, "/table")
        photo = next(c for c in shown if c.method == "sendPhoto")
        width, height = png_size(photo.files["photo"])
        assert width >= 800 and height >= 800
        assert "Enter a hand" not in {label for c in shown for label in keyboard(c)}  # the game is over

        exported = await table.say(3, "/table export")
        document = next(c for c in exported if c.method == "sendDocument")
        assert document.filenames["document"].endswith(".csv")
        lines = _read_csv(document)
        assert lines[0][-4:] == list(NAMES)
        assert len(lines) == 1 + len(want.rows) + 1
        assert [tuple(int(v) for v in line[-4:]) for line in lines[1:-1]] == [row.deltas for row in want.rows]
        assert tuple(int(v) for v in lines[-1][-4:]) == want.totals


# --------------------------------------------------------------------------- kill -9


async def _spawn(fake: FakeTelegram, database_url: str, cwd) -> asyncio.subprocess.Process:
    env = environment(TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_BASE_URL=fake.base_url, DATABASE_URL=database_url,
                      PYTHONUNBUFFERED="1", PYTHONPATH=os.getcwd(),
                      TELEGRAM_GROUP_RATE_LIMIT="10000/1")  # a whole game in one group: past Telegram's 20 a minute
    start = len(fake.calls)
    process = await start_fanbot("telegram", cwd=cwd, env=env, quiet=True)
    await fake.wait_for("setMyCommands", timeout=60, start=start)
    return process


async def test_kill_9_mid_game_then_a_restart_keeps_the_sheet_and_the_flow(fake, tmp_path):
    database_url = migrated_url(tmp_path / "bot.sqlite3")
    process = await _spawn(fake, database_url, tmp_path)
    try:
        table = Table(fake)
        await table.say(0, "/table start me @bo @cy @di")
        for step in GAME[:HALFWAY]:
            await table.play(step)
        before = _stored(database_url)
        sheet_before = _shown(await table.say(1, "/table"))
        # the next step is "hand": Bo opens the flow and picks the winner, then the bot dies
        step = GAME[HALFWAY]
        await table.open_flow(1)
        await table.press(1, NAMES[step[1]])
        flow = table.flow
        await kill_9(process)

        process = await _spawn(fake, database_url, tmp_path)
        after = _stored(database_url)
        assert after.entries == before.entries and after.sheet == before.sheet
        sheet_after = _shown(await table.say(1, "/table"))
        assert sheet_after == sheet_before and "Next: hand" in sheet_after
        # the message sent before the kill still takes the next press (its state was in its buttons)
        table.flow = flow
        await table.press(1, "Self-drawn")
        calls = await table.press(1, "Type the hand")
        await table.answer_prompt(1, calls, step[3])
        want = expected(_start(), GAME[:HALFWAY + 1])
        assert _stored(database_url).sheet.totals == want.totals
    finally:
        await stop(process)
