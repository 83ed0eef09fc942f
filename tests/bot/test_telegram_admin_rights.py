"""Group admin rights on Telegram are never stale where they matter: settings changes ask afresh, and a
``chat_member`` update about a user drops what the bot remembered of their rights."""

from __future__ import annotations

import telegram

from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.test_telegram_e2e import ANN, GROUP, bot  # noqa: F401 - ``bot`` is the fixture

ADMINS_ONLY = "Only the chat's admins can change its settings."


def _checks_of(fake: FakeTelegram, user: telegram.User) -> int:
    return sum(1 for call in fake.calls_of("getChatMember") if int(call.params["user_id"]) == user.id)


async def _say(bot, text: str) -> str:  # noqa: F811
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, text)
    call = await bot.fake.wait_for_any(("sendMessage", "sendPhoto"), start=start)
    return html_to_plain(call.params.get("caption") or call.params["text"])


async def test_an_admin_removed_from_the_group_cannot_change_settings_a_moment_later(bot):  # noqa: F811
    bot.fake.admins[GROUP.id] = {ANN.id}
    assert ADMINS_ONLY not in await _say(bot, "/settings ruleset riichi")
    bot.fake.admins[GROUP.id] = set()  # demoted (the bot is not told: it may not be an admin itself)
    assert ADMINS_ONLY in await _say(bot, "/settings ruleset mcr")
    assert _checks_of(bot.fake, ANN) == 2


async def test_a_chat_member_update_drops_the_remembered_rights_of_that_user(bot):  # noqa: F811
    bot.fake.admins[GROUP.id] = {ANN.id}
    await _say(bot, "/draw")  # answered whatever the rights; asking costs one check
    await _say(bot, "/draw")
    assert _checks_of(bot.fake, ANN) == 1  # remembered
    bot.fake.admins[GROUP.id] = set()
    before = bot.fake.user(900, "Admin")
    bot.fake.push_update(chat_member=telegram.ChatMemberUpdated(
        chat=GROUP, from_user=before, date=bot.fake._now(),
        old_chat_member=telegram.ChatMemberAdministrator(
            user=ANN, can_be_edited=True, is_anonymous=False, can_manage_chat=True, can_delete_messages=True,
            can_manage_video_chats=False, can_restrict_members=True, can_promote_members=False,
            can_change_info=True, can_invite_users=True, can_post_stories=False, can_edit_stories=False,
            can_delete_stories=False),
        new_chat_member=telegram.ChatMemberMember(user=ANN)))
    # the member update is taken before this later one, and its handler never waits: done by the reply
    await _say(bot, "/score 1112345678999m9m")
    await _say(bot, "/draw")
    assert _checks_of(bot.fake, ANN) == 2
