"""The tables played in a group (``/play``), delivered: each hand's results, then the table message
(edited in place, or posted and its id reported); and each person's hand in their private chat, in a
queue of its own, so that a full group window never holds a person's hand back.

A table's posts go through the group's own ordered queue (``ChatSends``), so the group's flood
window holds them and nothing else; the core already coalesced the edits (``edit_seconds`` of the
configured group rate apart) so that a whole game stays within the group's limit.
"""

from __future__ import annotations

import logging

from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, TelegramError

from bot.adapters.chat_sends import ChatSends
from bot.adapters.telegram.keyboards import keyboard_place
from bot.adapters.telegram.render import MESSAGE_LIMIT, reply_rich, telegram_html, visible_length
from bot.adapters.telegram.sending import Sender, Where
from bot.adapters.telegram.topics import place_of
from bot.core import BotCore
from bot.replies import Reply
from bot.session import TablePost

log = logging.getLogger("fanbot.telegram")

#: the share of the group's messages the table's edits may take: 15 of Telegram's 20 a minute, so that the
#: hands' results and the chat's other messages have room
EDIT_SHARE = 0.75


def edit_seconds(group_rate: tuple[int, float]) -> float:
    """How far apart a group's table edits are kept, from the configured group rate (``limit`` messages
    per ``seconds``): one edit per 4 s at Telegram's 20 a minute, slower when a stricter rate is set."""
    limit, seconds = group_rate
    return seconds / (limit * EDIT_SHARE)


#: the edits' spacing at Telegram's own limit
EDIT_SECONDS = edit_seconds((20, 60.0))


class TablePosts:
    def __init__(self, core: BotCore, sender: Sender, chat_sends: ChatSends,
                 group_rate: tuple[int, float] = (20, 60.0)) -> None:
        self.core = core
        self.sender = sender
        self.chat_sends = chat_sends
        self.edit_seconds = edit_seconds(group_rate)

    async def send_due(self, bot, *, every_table: bool = False) -> None:
        """Ask the core what the tables owe (those just changed, or all at a tick) and queue it."""
        for post in await self.core.play_posts("telegram", edit_seconds=self.edit_seconds, private_prompts=True,
                                               every_table=every_table):
            try:
                chat_id, topic = place_of(post.chat_id)  # a table played in a forum topic stays there
            except ValueError:
                continue
            if post.before or post.table is not None:
                self.chat_sends.post(chat_id, self._deliver(bot, chat_id, post, topic))
            if post.private:  # each table's prompts in a queue of their own: never behind the group's window
                self.chat_sends.post(("prompts", post.table_id), self._send_private(bot, post))

    async def _deliver(self, bot, chat_id: int, post: TablePost, topic: int | None = None) -> None:
        try:
            if post.closing is not None and post.closed is not None:  # the finished hand's table, its buttons gone
                await self._edit(bot, chat_id, int(post.closed), post.table_id, post.closing)
            if post.before:
                await self.sender.send(bot, list(post.before), Where(chat_id, None, chat_id < 0, topic=topic))
            if post.table is not None:
                if post.message_id is None:
                    await self._post_table(bot, chat_id, post, topic)
                else:
                    await self._edit(bot, chat_id, int(post.message_id), post.table_id, post.table)
        except TelegramError as error:  # the bot left the group, say: the players still get their hands
            log.warning("table %s in %s not shown: %s", post.table_id, chat_id, type(error).__name__)

    async def _send_private(self, bot, post: TablePost) -> None:
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
        markup, _ = self.sender.keyboards.markup(reply, keyboard_place(bot, chat_id, private=chat_id > 0))
        sent = await bot.send_message(chat_id, telegram_html(reply_rich(reply)), parse_mode=ParseMode.HTML,
                                      reply_markup=markup, message_thread_id=topic)
        await self.core.table_posted(post, str(sent.message_id))

    async def _edit(self, bot, chat_id: int, message_id: int, table_id: str, reply: Reply) -> None:
        text = reply_rich(reply)
        if visible_length(text) > MESSAGE_LIMIT - 300:
            log.warning("table %s is too long to show", table_id)
            return
        markup, _ = self.sender.keyboards.markup(reply, keyboard_place(bot, chat_id, private=chat_id > 0))
        try:
            await bot.edit_message_text(telegram_html(text), chat_id=chat_id, message_id=message_id,
                                        parse_mode=ParseMode.HTML, reply_markup=markup)
        except BadRequest as error:
            if "not modified" not in str(error).lower():
                raise


__all__ = ["TablePosts", "EDIT_SECONDS", "edit_seconds"]
