"""What the chats are owed, delivered on Telegram (``bot/adapters/delivery.py`` claims and queues it): the
timers' posts (round results, daily problems) and a table's results as messages, a table's message posted
(its id reported) or edited in place, and each person's hand in their private chat.

A chat's items go through the group's own ordered queue, so the group's flood window holds them and
nothing else; a table's questions have a queue of their own, so that a full group window never holds a
person's hand back. The core already coalesced the table edits (``edit_seconds`` of the configured
group rate apart) so that a whole game stays within the group's limit.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable

from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError

from bot.adapters.telegram.flood import SendAbandoned
from bot.adapters.telegram.keyboards import keyboard_place
from bot.adapters.telegram.render import MESSAGE_LIMIT, reply_rich, telegram_html, visible_length
from bot.adapters.telegram.sending import Sender, Where
from bot.adapters.telegram.topics import place_of
from bot.config import redact
from bot.outbox import DeliveryReceipt, Outgoing, OutgoingKind, Outlet
from bot.replies import Reply

log = logging.getLogger("fanbot.telegram")

#: the share of the group's messages the table's edits may take: 15 of Telegram's 20 a minute, so that the
#: hands' results and the chat's other messages have room
EDIT_SHARE = 0.75
#: failures after which the item is still owed and is sent again later (stopping, a flood wait, the network)
PUT_OFF = (SendAbandoned, RetryAfter, NetworkError)


def edit_seconds(group_rate: tuple[int, float]) -> float:
    """How far apart a group's table edits are kept, from the configured group rate (``limit`` messages
    per ``seconds``): one edit per 4 s at Telegram's 20 a minute, slower when a stricter rate is set."""
    limit, seconds = group_rate
    return seconds / (limit * EDIT_SHARE)


#: the edits' spacing at Telegram's own limit
EDIT_SECONDS = edit_seconds((20, 60.0))


def telegram_outlet(group_rate: tuple[int, float] = (20, 60.0)) -> Outlet:
    """Telegram's claims: edits spaced for the group rate, questions sent privately, results owed until
    posted (webhook workers share the chats)."""
    return Outlet("telegram", edit_seconds(group_rate), private_prompts=True, owing=True)


class TelegramDelivery:
    """Sends each item by its kind (``bot.adapters.delivery.Deliverer``); ``bot`` is the application's."""

    def __init__(self, sender: Sender, secrets: tuple[str, ...] = ()) -> None:
        self.sender = sender
        self.secrets = secrets
        self.bot = None  # set when the application is built

    def lane(self, item: Outgoing) -> Hashable | None:
        if item.lane:
            return item.lane
        try:
            return place_of(item.chat_id)[0]  # a forum topic's messages share the group's window
        except ValueError:
            return None  # no such Telegram chat: never postable

    async def deliver(self, item: Outgoing) -> DeliveryReceipt | None:
        if item.kind is OutgoingKind.PROMPT:
            return await self._ask(item)
        chat_id, topic = place_of(item.chat_id)  # a table played in a forum topic stays there
        try:
            if item.kind is OutgoingKind.EDIT:
                await self._edit(chat_id, int(item.message_id), item.replies[0])
            elif item.reports_id:
                return DeliveryReceipt(await self._post_table(chat_id, item.replies[0], topic))
            else:
                await self.sender.send(self.bot, list(item.replies), Where(chat_id, None, chat_id < 0, topic=topic))
        except PUT_OFF as error:  # still owed: posted again later
            log.warning("posting to %s was put off: %s", chat_id, type(error).__name__)
            return None
        except TelegramError as error:  # the bot left that chat, say: the other chats still get theirs
            log.error("posting to %s failed: %s", chat_id, redact(f"{type(error).__name__}: {error}", self.secrets))
            return DeliveryReceipt(delivered=False)
        return DeliveryReceipt()

    async def _ask(self, item: Outgoing) -> DeliveryReceipt:
        """A person's hand (or review) in their private chat: sent, or never sendable, it is not asked again."""
        try:
            await self.sender.send(self.bot, list(item.replies), Where(int(item.chat_id), None, False))
        except Forbidden:  # never opened a private chat with the bot: the table's deep link does
            log.info("hand not sent: user %s has no private chat with the bot", item.chat_id)
        except TelegramError as error:
            log.warning("hand not sent to %s: %s", item.chat_id, type(error).__name__)
        else:
            return DeliveryReceipt()
        return DeliveryReceipt(delivered=False)

    async def _post_table(self, chat_id: int, reply: Reply, topic: int | None = None) -> str:
        markup, _ = self.sender.keyboards.markup(reply, keyboard_place(self.bot, chat_id, private=chat_id > 0))
        sent = await self.bot.send_message(chat_id, telegram_html(reply_rich(reply)), parse_mode=ParseMode.HTML,
                                           reply_markup=markup, message_thread_id=topic)
        return str(sent.message_id)

    async def _edit(self, chat_id: int, message_id: int, reply: Reply) -> None:
        text = reply_rich(reply)
        if visible_length(text) > MESSAGE_LIMIT - 300:
            log.warning("the table in %s is too long to show", chat_id)
            return
        markup, _ = self.sender.keyboards.markup(reply, keyboard_place(self.bot, chat_id, private=chat_id > 0))
        try:
            await self.bot.edit_message_text(telegram_html(text), chat_id=chat_id, message_id=message_id,
                                             parse_mode=ParseMode.HTML, reply_markup=markup)
        except BadRequest as error:
            if "not modified" not in str(error).lower():
                raise


__all__ = ["TelegramDelivery", "EDIT_SECONDS", "edit_seconds", "telegram_outlet"]
