"""Forum topics (a forum supergroup's threads): where an update was written and where its answers go.

A topic is its own chat for the bot's state (a quiz, a score sheet, a table played there), keyed
``"<group id>/<topic id>"``; the group's settings and tournament stay the group's
(``CommandContext.parent_chat_id``). Everything sent back to a topic carries its
``message_thread_id``. The General topic (no thread id) is the group itself.

``/tournament seat`` in a forum opens a topic per table (``Reply.threads``, ``createForumTopic``),
posts the table's message there and remembers topic -> [the place seat was typed, the thread's
key], in the shared storage so that a restarted process knows it: ``result`` and ``confirm`` typed
in a table's topic then need no table number, and what the whole tournament waits for
(``Reply.in_parent``) goes back where the round was seated.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace

from telegram.constants import ChatType, ParseMode
from telegram.error import TelegramError

from bot.adapters.persistent import Persistent
from bot.adapters.telegram.render import MESSAGE_LIMIT, mention, reply_rich, telegram_html
from bot.core import BotCore
from bot.replies import SideThread, split_text
from bot.session import CommandContext

log = logging.getLogger("fanbot.telegram")

#: between a group's id and a topic's in a topic's chat key (group ids are negative numbers)
SEPARATOR = "/"
#: Telegram's limit for a topic's name
TOPIC_NAME_LIMIT = 128


def topic_of(message) -> int | None:
    """The forum topic ``message`` was written in; None in the General topic, an ordinary group
    (whose replies carry a ``message_thread_id`` too) or a private chat."""
    if message is None or not message.is_topic_message or not message.chat.is_forum:
        return None
    return message.message_thread_id


def is_forum(chat) -> bool:
    return chat is not None and chat.type == ChatType.SUPERGROUP and bool(chat.is_forum)


def place_key(chat_id: int, topic: int | None) -> str:
    """The chat key of a place: the chat itself, or one of its topics."""
    return str(chat_id) if topic is None else f"{chat_id}{SEPARATOR}{topic}"


def place_of(key: str) -> tuple[int, int | None]:
    """``place_key`` read back: (chat id, topic or None); ValueError when it is no Telegram place."""
    chat, _, topic = str(key).partition(SEPARATOR)
    return int(chat), (int(topic) if topic else None)


class Topics:
    """Table topics: "<group>/<topic>" -> [the place key where they were opened, the thread's key]."""

    def __init__(self, core: BotCore) -> None:
        self._where = Persistent(core, "telegram", "side_topic")

    async def placed(self, ctx: CommandContext, chat_id: int, topic: int | None) -> CommandContext:
        """``ctx`` of an update written in ``topic``: the topic as its chat, the group as its parent
        (settings, tournament) and, in a table's topic, the table's key."""
        if topic is None:
            return ctx
        ctx = replace(ctx, chat_id=place_key(chat_id, topic), parent_chat_id=str(chat_id))
        found = await self._where.get(place_key(chat_id, topic))
        return ctx if found is None else replace(ctx, thread_key=str(found[1]))

    async def seated_at(self, chat_id: int, topic: int | None) -> tuple[int, int | None] | None:
        """Where the round of a table's topic was seated (for ``Reply.in_parent``); None elsewhere."""
        if topic is None:
            return None
        found = await self._where.get(place_key(chat_id, topic))
        return None if found is None else place_of(found[0])

    async def open(self, bot, chat_id: int, seated_in: int | None, threads: Sequence[SideThread]) -> bool:
        """A topic per thread, each with its first message, its players mentioned. False when
        Telegram refused one (no right to manage topics, say): the topics opened so far stay and work."""
        for side in threads:
            try:
                topic = await bot.create_forum_topic(chat_id, side.name[:TOPIC_NAME_LIMIT])
                self._where[place_key(chat_id, topic.message_thread_id)] = [place_key(chat_id, seated_in), side.key]
                await bot.send_message(chat_id, first_message(side), parse_mode=ParseMode.HTML,
                                       message_thread_id=topic.message_thread_id)
            except TelegramError as error:
                log.warning("could not open the topic %s in %s: %s", side.key[:40], chat_id, error)
                return False
        return True


def first_message(side: SideThread) -> str:
    """A table topic's message (HTML): its players mentioned (so that they are notified), then the
    table's seats and how to enter the result."""
    mentions = " ".join(mention(int(member), name) for member, name in zip(side.members, side.member_names,
                                                                              strict=False) if member.isdigit())
    text = telegram_html(split_text(reply_rich(side.reply), MESSAGE_LIMIT - 300)[0])
    return f"{mentions}\n{text}" if mentions else text


__all__ = ["Topics", "first_message", "is_forum", "place_key", "place_of", "topic_of"]
