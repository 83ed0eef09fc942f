"""/calc on Telegram, end to end: the real python-telegram-bot against the fake Bot API. A whole MCR hand
with a chow, a pung and a concealed kong is tapped in a group and posted; the post says what
``fanbot score --json`` says of the same notation; every tap edited the one picker message and sent
nothing new; taps by someone else and on old buttons are toasts that change nothing."""

from __future__ import annotations

import base64
import contextlib
import json
import re
from urllib.parse import parse_qs, urlsplit

from bot.budgets import PICKER_POST, PICKER_TAP
from bot.cli import main as fanbot
from bot.config import Config
from bot.replies import Button, Reply
from bot.web.initdata import group_of_token
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.test_telegram_e2e import (
    TOKEN,
    bot,  # noqa: F401  (the fixture)
    running_bot,
)
from tests.clock import Clock
from tests.migrated import migrated_url

ANN = FakeTelegram.user(701, "Ann", "en")
BO = FakeTelegram.user(702, "Bo", "en")
GROUP = FakeTelegram.group_chat(-100555, "Tuesday club")
#: the taps of ``[123m] [555p] {7777s} 2345s5s tsumo wall seat=S flowers=2``
TAPS = ("1m", "Chow", "1-9p", "5p", "Pung", "1-9s", "7s", "Concealed kong", "2s", "3s", "4s", "5s", "5s",
        "Flags", "Self-drawn", "Last of wall", "Seat", "Flowers", "Flowers")


def keyboard(call) -> dict[str, str]:
    markup = call.params.get("reply_markup") or {}
    return {b["text"]: b.get("callback_data", "") for row in markup.get("inline_keyboard", []) for b in row}


def button(keys: dict[str, str], wanted: str) -> str:
    """The callback data of the key ``wanted`` names: marks (▸ ✅) and counts (×2) aside, a prefix for
    the keys that show a value (Seat E)."""
    for label, data in keys.items():
        bare = re.sub(r" ×\d$", "", label.removeprefix("▸ ").removeprefix("✅ "))
        if bare == wanted or (bare.startswith(wanted + " ") and not wanted[0].isdigit()):
            return data
    raise AssertionError(f"no key {wanted!r} in {sorted(keys)}")


class Picker:
    """One player's picker message in the group."""

    def __init__(self, fake: FakeTelegram) -> None:
        self.fake = fake
        self.message_id = 0
        self.keys: dict[str, str] = {}

    async def open(self, user) -> None:
        start = len(self.fake.calls)
        self.fake.send_text(GROUP, user, "/calc")
        call = await self.fake.wait_for("sendMessage", start=start)
        self.message_id, self.keys = call.result["message_id"], keyboard(call)

    async def tap(self, user, label: str):
        """One tap: the edit it makes (the picker's new text and keys)."""
        start = len(self.fake.calls)
        self.fake.click(GROUP, user, self.message_id, button(self.keys, label))
        call = await self.fake.wait_for("editMessageText", start=start)
        assert int(call.params["message_id"]) == self.message_id
        self.keys = keyboard(call)
        return call

    async def toast(self, user, data: str) -> str:
        start = len(self.fake.calls)
        self.fake.click(GROUP, user, self.message_id, data)
        call = await self.fake.wait_for("answerCallbackQuery", start=start)
        return call.params.get("text") or ""


def fanbot_json(capsys, notation: str) -> dict:
    capsys.readouterr()
    fanbot(["score", "--json", notation])
    return json.loads(capsys.readouterr().out)


async def test_a_whole_hand_tapped_in_a_group_edits_one_message_and_posts_what_the_cli_scores(bot, capsys):  # noqa: F811
    fake = bot.fake
    start = len(fake.calls)
    picker = Picker(fake)
    await picker.open(ANN)
    assert all(len(data.encode()) <= 64 for data in picker.keys.values())
    for label in TAPS:
        edit = await picker.tap(ANN, label)
    shown = html_to_plain(edit.params["text"])
    assert "14/14" in shown and "Total:" in shown

    before_post = len(fake.calls)
    fake.click(GROUP, ANN, picker.message_id, button(picker.keys, "Post"))
    posted = await fake.wait_for("sendPhoto", start=before_post)
    await fake.wait_for("editMessageText", start=before_post)
    caption = html_to_plain(posted.params["caption"])
    notation = re.search(r"Hand: (.+)", caption).group(1).strip()
    assert notation == "[123m] [555p] {7777s} 2345s5s tsumo wall seat=S flowers=2"
    expected = fanbot_json(capsys, notation)
    assert f"Total: {expected['total']} fan" in caption
    for fan in expected["fans"]:
        assert fan["en"] in caption
    assert "Ann picked this hand:" in caption
    assert int(posted.params["chat_id"]) == GROUP.id

    group = fake.group_messages(GROUP.id, start)
    sends = [c for c in group if c.method.startswith("send")]
    edits = [c for c in group if c.method.startswith("edit")]
    assert len(sends) == 2 and len(edits) == len(TAPS) + 1  # the picker, the post; an edit a tap
    assert PICKER_TAP.allows(len(TAPS), messages=len(sends) - 1, edits=len(edits) - 1)
    assert PICKER_POST.allows(1, messages=1, edits=1)
    assert all(c.method != "sendPhoto" for c in fake.calls[start:before_post])


async def test_someone_elses_tap_and_a_tap_on_old_buttons_are_toasts_that_change_nothing(bot):  # noqa: F811
    fake = bot.fake
    picker = Picker(fake)
    await picker.open(ANN)
    old = button(picker.keys, "3m")
    await picker.tap(ANN, "3m")
    start = len(fake.calls)
    assert "someone else's" in await picker.toast(BO, button(picker.keys, "4m"))
    assert "after the picker changed" in await picker.toast(ANN, old)  # a double tap counts once
    gone = await picker.toast(ANN, "calc:nosuchpicker:0:t1m")  # a picker forgotten (or never made)
    assert gone == bot.core.text("en", "error.stale_button")
    assert not [c for c in fake.calls[start:] if c.method.startswith(("send", "edit"))]
    edit = await picker.tap(ANN, "4m")
    assert "Hand: 3m4m" in html_to_plain(edit.params["text"])


def test_a_link_key_is_a_url_button_and_the_others_carry_their_action(bot):  # noqa: F811
    reply = Reply(text="picker", buttons=((Button("Post", "calc:k:1:post"),
                                           Button("Web calculator", "", url="https://fanbot.example/calc")),))
    markup, _ = bot.adapter.keyboards.markup(reply)
    post, web = markup.inline_keyboard[0]
    assert post.callback_data == "calc:k:1:post" and post.url is None
    assert web.url == "https://fanbot.example/calc" and web.callback_data is None


def web_key(call) -> dict:
    """The picker's web calculator key, as sent to Telegram."""
    markup = call.params.get("reply_markup") or {}
    [key] = [b for row in markup.get("inline_keyboard", []) for b in row if "callback_data" not in b]
    return key


@contextlib.asynccontextmanager
async def bot_with_web_app(tmp_path, **settings):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    config = Config(telegram_token=TOKEN, database_url=migrated_url(tmp_path / "bot.sqlite3"),
                    rate_limit=(1000, 60.0), public_url="https://calc.example.org", **settings)
    try:
        async with running_bot(fake, config, Clock(1_800_000_000.0)) as running:
            yield running
    finally:
        await fake.stop()
    assert fake.errors == [], fake.errors  # Telegram would refuse a web_app button in a group


async def test_in_a_private_chat_the_web_key_opens_the_mini_app_on_the_hand_as_it_stands(tmp_path):
    async with bot_with_web_app(tmp_path, telegram_webapp="calc") as running:
        fake, chat = running.fake, FakeTelegram.private_chat(ANN)
        fake.send_text(chat, ANN, "/calc")
        sent = await fake.wait_for("sendMessage")
        key = web_key(sent)
        assert "url" not in key and key["web_app"]["url"] == "https://calc.example.org/?h=&r=mcr&lang=en"
        fake.click(chat, ANN, sent.result["message_id"], button(keyboard(sent), "5m"))
        edit = await fake.wait_for("editMessageText")
        assert web_key(edit)["web_app"]["url"] == "https://calc.example.org/?h=5m&r=mcr&lang=en"


async def test_in_a_group_the_web_key_is_the_mini_apps_direct_link_signed_for_that_group(tmp_path):
    async with bot_with_web_app(tmp_path, telegram_webapp="calc") as running:
        fake = running.fake
        fake.send_text(GROUP, ANN, "/calc")
        sent = await fake.wait_for("sendMessage")
        key = web_key(sent)
        assert "web_app" not in key
        link = urlsplit(key["url"])
        assert (link.netloc, link.path) == ("t.me", f"/{fake.bot_user.username}/calc")
        token = parse_qs(link.query)["startapp"][0]
        assert group_of_token(token, TOKEN) == GROUP.id  # "Send to chat" will post into this group
        fake.click(GROUP, ANN, sent.result["message_id"], button(keyboard(sent), "5m"))
        tapped = parse_qs(urlsplit(web_key(await fake.wait_for("editMessageText"))["url"]).query)["startapp"][0]
        assert group_of_token(tapped, TOKEN) == GROUP.id
        page = base64.urlsafe_b64decode(tapped.split("h", 1)[1] + "==").decode()  # the hand, for any member
        assert parse_qs(page) == {"h": ["5m"], "r": ["mcr"]}


async def test_a_group_without_a_registered_mini_app_gets_the_plain_page(tmp_path):
    async with bot_with_web_app(tmp_path) as running:
        running.fake.send_text(GROUP, ANN, "/calc")
        key = web_key(await running.fake.wait_for("sendMessage"))
        assert key["url"] == "https://calc.example.org/?h=&r=mcr&lang=en" and "web_app" not in key
