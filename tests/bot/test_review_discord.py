"""/review on Discord, end to end: the real discord.py against the loopback fake. The command's file option
(an attachment) carries the log: the channel is shown the summary in one message (``REVIEW_POST``), the
caller the whole review in an ephemeral reply; a file over the limit is never downloaded."""

from __future__ import annotations

import gzip

from bot.budgets import REVIEW_POST
from bot.calls import ATTACHMENT_LIMIT
from tests.bot.fakes.fake_discord import EPHEMERAL, markdown_to_plain
from tests.bot.test_discord_e2e import bot  # noqa: F401  (the fixture)
from tests.scoring.review_games_riichi import one_hand


def text_of(event) -> str:
    message = event.message or event.body
    embeds = [(e.get("title") or "") + "\n" + (e.get("description") or "") for e in message.get("embeds", [])]
    return "\n".join(markdown_to_plain(text) for text in [message.get("content") or "", *embeds])


async def test_an_attached_log_gives_the_channel_the_summary_and_the_caller_the_review_ephemerally(bot):  # noqa: F811
    fake = bot.fake
    file = fake.attach("game.mjson.gz", gzip.compress(one_hand().mjai.encode()))
    asked = await fake.slash("review", file=file, player="1")
    await fake.wait_for(asked, "followup", predicate=lambda event: "E1-0 turn 1" in text_of(event))
    shown = [e for e in fake.events_for(asked) if e.kind in ("callback", "followup", "edit")
             and not (e.data.get("flags", 0) & EPHEMERAL) and text_of(e).strip()]
    assert REVIEW_POST.allows(1, len(shown))
    [summary] = shown
    assert "(seat 1)" in text_of(summary) and "Decisions weighed:" in text_of(summary)
    [whole] = [e for e in fake.events_for(asked) if e.data.get("flags", 0) & EPHEMERAL]
    assert "E1-0 turn 1" in text_of(whole)
    assert not fake.errors


async def test_a_file_over_the_limit_is_refused_without_being_downloaded(bot):  # noqa: F811
    fake = bot.fake
    file = fake.attach("huge.json", b"", size=ATTACHMENT_LIMIT + 1)
    asked = await fake.slash("review", file=file)
    answer = await fake.wait_for(asked, predicate=lambda event: "too large" in text_of(event))
    assert answer.data.get("flags", 0) & EPHEMERAL and not fake.downloaded
