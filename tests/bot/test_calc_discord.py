"""/calc on Discord, end to end: the real discord.py against the loopback fake. A Riichi hand with a red
five, riichi, self-draw and a dora indicator is tapped in the ephemeral picker (each tap updates that
message and its picture of the hand) and posted to the channel, where it says what
``fanbot score --json`` says of the same notation."""

from __future__ import annotations

import json
import re

import discord

from bot.adapters.discord.components import build_view
from bot.cli import main as fanbot
from bot.replies import Button, Reply
from tests.bot.fakes.fake_discord import EPHEMERAL, markdown_to_plain
from tests.bot.test_discord_e2e import bot  # noqa: F401  (the fixture)

#: the taps of ``234m05567p345s22z5p tsumo riichi dora=1z``
TAPS = ("2m", "3m", "4m", "1-9p", "Red 0p", "5p", "5p", "6p", "7p", "1-9s", "3s", "4s", "5s", "Honors", "2z", "2z",
        "1-9p", "5p", "Flags", "Riichi", "Self-drawn", "Dora", "Honors", "1z")
USER = 4242


def buttons(message: dict) -> dict[str, dict]:
    return {c["label"]: c for row in message.get("components", []) for c in row["components"]}


def find(message: dict, wanted: str) -> dict:
    """The button ``wanted`` names: marks (▸ ✅) and counts (×2) aside, a tile by its code (``1z 东``),
    a key showing a value by its first word (Dora 0/5)."""
    for label, component in buttons(message).items():
        bare = re.sub(r" ×\d$", "", label.removeprefix("▸ ").removeprefix("✅ "))
        if bare == wanted or bare.split(" ")[0] == wanted:
            return component
    raise AssertionError(f"no button {wanted!r} in {sorted(buttons(message))}")


def text_of(message: dict) -> str:
    return "\n".join(markdown_to_plain((e.get("title") or "") + "\n" + (e.get("description") or ""))
                     for e in message.get("embeds", []))


async def test_a_riichi_hand_tapped_in_the_ephemeral_picker_is_posted_as_the_cli_scores_it(bot, capsys):  # noqa: F811
    fake = bot.fake
    opened = await fake.slash("calc", user_id=USER, rules="riichi")
    first = await fake.wait_for(opened, "callback")
    assert first.data["flags"] & EPHEMERAL
    message = first.message
    assert len(message["components"]) <= 5 and all(len(r["components"]) <= 5 for r in message["components"])
    start = bot.mark()
    for label in TAPS:
        tap = await fake.click(int(message["id"]), find(message, label)["custom_id"], user_id=USER)
        update = await fake.wait_for(tap, "callback")
        assert update.callback_type == "update" and update.message["id"] == message["id"]
        assert "hand.png" in update.files  # the hand's picture, drawn anew at every tap
        message = update.message
        assert len(message["components"]) <= 5 and all(len(r["components"]) <= 5 for r in message["components"])
    assert message["attachments"] and message["attachments"][0]["filename"] == "hand.png"  # the scored picture
    assert "14/14" in text_of(message) and "12000" in text_of(message)
    assert len(fake.events[start:]) == len(TAPS)  # one update a tap, nothing else: no channel message

    post = await fake.click(int(message["id"]), find(message, "Post")["custom_id"], user_id=USER)
    posted = await fake.wait_for(post, "followup")
    assert not posted.body.get("flags", 0) & EPHEMERAL and "hand.png" in posted.files
    text = text_of(posted.message)
    notation = re.search(r"Hand: (.+)", text).group(1).strip()
    assert notation == "234m05567p345s22z5p tsumo riichi dora=1z"
    capsys.readouterr()
    fanbot(["score", "--json", "--rules", "riichi", notation])
    expected = json.loads(capsys.readouterr().out)
    assert f"{expected['han']} han" in text and f"{expected['fu']} fu" in text
    assert f"{expected['points']['total']}" in text.replace(",", "")


async def test_the_picker_refuses_a_fifth_copy_in_the_picker_itself(bot):  # noqa: F811
    fake = bot.fake
    opened = await fake.slash("calc", user_id=USER)
    message = (await fake.wait_for(opened, "callback")).message
    tap = await fake.click(int(message["id"]), find(message, "Honors")["custom_id"], user_id=USER)
    message = (await fake.wait_for(tap, "callback")).message
    for _ in range(5):
        tap = await fake.click(int(message["id"]), find(message, "7z")["custom_id"], user_id=USER)
        message = (await fake.wait_for(tap, "callback")).message
    assert "All four copies" in text_of(message)
    assert "7z" in find(message, "7z")["label"] and "×4" in find(message, "7z")["label"]


def test_a_link_key_is_a_link_button_and_the_others_carry_their_action():
    view = build_view(Reply(text="picker", buttons=((Button("Post", "calc:k:1:post"),
                                                     Button("Web calculator", "", url="https://fanbot.example/calc")),)))
    post, web = view.children
    assert post.custom_id == "fb:calc:k:1:post"
    assert web.style is discord.ButtonStyle.link and web.url == "https://fanbot.example/calc"
