"""The tables played in a group (``/play``), delivered: each hand's results, then the table message
(edited in place, or posted and its id reported), then each person's hand in their private chat.

A table's posts go through the group's own ordered queue (``ChatSends``), so the group's flood
window holds them and nothing else; the core already coalesced the edits (one per ``EDIT_SECONDS``)
so that a whole game stays within the group's limit.
"""

from __future__ import annotations

import logging

from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, TelegramError

from bot.adapters.chat_sends import ChatSends
from bot.adapters.telegram.render import MESSAGE_LIMIT, reply_rich, telegram_html, visible_length
from bot.adapters.telegram.sending import Sender, Where
from bot.adapters.telegram.topics import place_of
from bot.core import BotCore
from bot.session import TablePost

log = logging.getLogger("fanbot.telegram")

#: at most one edit of a group's table message per this many seconds: 15 a minute, so that the group's
#: 20 messages a minute leave room for the hands' results and the chat's other messages
EDIT_SECONDS = 4.0
class TablePosts:
    def __init__(self, core: BotCore, sender: Sender, chat_sends: ChatSends) -> None:
        self.core = core
        self.sender = sender
        self.chat_sends = chat_sends

    async def send_due(self, bot, *, every_table: bool = False) -> None:
        """Ask the core what the tables owe (those just changed, or all at a tick) and queue it."""
        for post in await self.core.play_posts("telegram", edit_seconds=EDIT_SECONDS, private_prompts=True,
                                               every_table=every_table):
            try:
                chat_id, topic = place_of(post.chat_id)  # a table played in a forum topic stays there
            except ValueError:
                continue
            self.chat_sends.post(chat_id, self._deliver(bot, chat_id, post, topic))

    async def _deliver(self, bot, chat_id: int, post: TablePost, topic: int | None = None) -> None:
        try:
            if post.before:
                await self.sender.send(bot, list(post.before), Where(chat_id, None, chat_id < 0, topic=topic))
            if post.table is not None:
                if post.message_id is None:
                    await self._post_table(bot, chat_id, post, topic)
                else:
                    await self._edit(bot, chat_id, int(post.message_id), post)
        except TelegramError as error:  # the bot left the group, say: the players still get their hands
            log.warning("table %s in %s not shown: %s", post.table_id, chat_id, type(error).__name__)
        for user_id, reply in post.private:
            try:
                await self.sender.send(bot, [reply], Where(int(user_id), None, False))
            except Forbidden:  # never opened a private chat with the bot: the table's deep link does
                log.info("hand not sent: user %s has no private chat with the bot", user_id)
            except TelegramError as error:
                log.warning("hand not sent to %s: %s", user_id, type(error).__name__)
        await self.core.prompts_sent(post)  # sent, or never sendable: not asked again

    async def _post_table(self, bot, chat_id: int, post: TablePost, topic: int | None = None) -> None:
        reply = post.table
        markup, _ = self.sender.keyboards.markup(reply, bot.username)
        sent = await bot.send_message(chat_id, telegram_html(reply_rich(reply)), parse_mode=ParseMode.HTML,
                                      reply_markup=markup, message_thread_id=topic)
        await self.core.table_posted(post, str(sent.message_id))

    async def _edit(self, bot, chat_id: int, message_id: int, post: TablePost) -> None:
        reply = post.table
        text = reply_rich(reply)
        if visible_length(text) > MESSAGE_LIMIT - 300:
            log.warning("table %s is too long to show", post.table_id)
            return
        markup, _ = self.sender.keyboards.markup(reply, bot.username)
        try:
            await bot.edit_message_text(telegram_html(text), chat_id=chat_id, message_id=message_id,
                                        parse_mode=ParseMode.HTML, reply_markup=markup)
        except BadRequest as error:
            if "not modified" not in str(error).lower():
                raise


__all__ = ["TablePosts", "EDIT_SECONDS"]
