"""/review on Telegram, end to end: the real python-telegram-bot against the fake Bot API. A log sent as a
document captioned /review in a group: the group gets the summary in one message (``REVIEW_POST``), the
sender the whole review in their private chat; a member who never opened the private chat gets one line in
the group instead; /review answering a document reads that document; a file over the limit is never
downloaded and the answer says so."""

from __future__ import annotations

import gzip

from bot.budgets import REVIEW_POST
from bot.calls import ATTACHMENT_LIMIT
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.telegram_calls import text_of
from tests.bot.test_telegram_e2e import bot  # noqa: F401  (the fixture)
from tests.scoring.review_games_riichi import one_hand

ANN = FakeTelegram.user(801, "Ann", "en")
BO = FakeTelegram.user(802, "Bo", "en")
GROUP = FakeTelegram.group_chat(-100880, "Review club")


def _log() -> bytes:
    return gzip.compress(one_hand().mjai.encode())


def texts(calls) -> list[str]:
    return [text_of(call) for call in calls]


async def test_a_document_captioned_review_puts_the_summary_in_the_group_and_the_review_in_private(bot):  # noqa: F811
    fake = bot.fake
    start = len(fake.calls)
    fake.send_document(GROUP, ANN, _log(), "game.mjson.gz", caption="/review seat=1")
    await fake.wait_for("sendMessage", lambda call: int(call.params["chat_id"]) == ANN.id, start=start)
    await fake.wait_until(lambda: fake.group_messages(GROUP.id, start), what="the group's summary")
    shown = texts(fake.group_messages(GROUP.id, start))
    assert REVIEW_POST.allows(1, len(shown))
    [summary] = shown
    assert "Review of" in summary and "(seat 1)" in summary and "sent to you privately" in summary
    private = "\n".join(texts(fake.group_messages(ANN.id, start)))
    assert "E1-0 turn 1" in private and "Decisions (" in private
    assert not fake.errors


async def test_a_member_without_a_private_chat_is_told_so_in_one_line_and_review_may_answer_a_document(
        bot):  # noqa: F811
    fake = bot.fake
    fake.no_private_chat.add(BO.id)
    fake.send_document(GROUP, BO, _log(), "game.mjson.gz")  # no caption: the bot does not answer it
    document_message = max(message_id for chat, message_id in fake.messages if chat == GROUP.id)
    start = len(fake.calls)
    fake.send_text(GROUP, BO, "/review", reply_to=document_message)
    await fake.wait_until(lambda: len(fake.group_messages(GROUP.id, start)) >= 2, what="the summary and the line")
    summary, line = texts(fake.group_messages(GROUP.id, start))
    assert "Review of" in summary
    assert line == "I cannot write to you privately: open a private chat with me (press Start there), then ask again."
    assert REVIEW_POST.allows(1, 2)


async def test_a_file_over_the_limit_is_refused_without_being_downloaded(bot):  # noqa: F811
    fake = bot.fake
    start = len(fake.calls)
    fake.send_document(GROUP, ANN, b"x", "huge.json", caption="/review", size=ATTACHMENT_LIMIT + 1)
    call = await fake.wait_for("sendMessage", start=start)
    assert "too large" in html_to_plain(call.params["text"])
    assert not fake.calls_of("getFile", start)
