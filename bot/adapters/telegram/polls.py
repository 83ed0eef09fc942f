"""Quiz rounds as native Telegram polls: sent, their answers traced back to a chat and an action, and
stopped when the round ends.

A poll answer names no chat: where a poll was sent and the action its answers go to are stored with
it (``remember_poll``) before any answer can come, since the answer may reach another worker. Every
database call here runs off the event loop.
"""

from __future__ import annotations

import asyncio
import logging

from telegram.constants import PollType
from telegram.error import BadRequest, TelegramError

from bot.adapters.persistent import KEEP, Persistent
from bot.adapters.telegram.topics import place_key
from bot.bounded import BoundedDict
from bot.core import BotCore
from bot.replies import Poll

log = logging.getLogger("fanbot.telegram")

#: seconds before an unknown poll is looked up again (a poll is stored just after Telegram has sent it)
POLL_LOOKUP_RETRY = 0.5


class Polls:
    def __init__(self, core: BotCore) -> None:
        self.core = core
        #: polls this process sent: poll id -> (chat id, action); the database has every process's
        self._sent: BoundedDict = BoundedDict(KEEP)
        #: poll action -> [chat id, message id], to stop the poll when its round ends
        self._messages = Persistent(core, "telegram", "poll_message")

    async def send(self, bot, chat_id: int, poll: Poll, topic: int | None = None) -> None:
        """Send ``poll`` as a quiz poll (a regular one when several answers may be right), in the
        forum ``topic`` when given: its answers then belong to that topic (``topics.place_key``)."""
        open_period = None
        if poll.open_seconds is not None:
            open_period = max(5, min(600, int(poll.open_seconds)))
        options = [o[:100] for o in poll.options[:12]]
        if poll.multiple:  # several answers may be right: a regular poll (a quiz poll has exactly one)
            sent = await bot.send_poll(chat_id, question=poll.question[:300], options=options,
                                       type=PollType.REGULAR, allows_multiple_answers=True, is_anonymous=False,
                                       open_period=open_period, message_thread_id=topic)
        else:
            sent = await bot.send_poll(
                chat_id, question=poll.question[:300], options=options, type=PollType.QUIZ,
                correct_option_ids=[poll.correct_index], is_anonymous=False,
                explanation=poll.explanation[:200] or None, open_period=open_period, message_thread_id=topic,
            )
        if sent.poll is None:
            return
        action = poll.action
        if action:
            # before any answer can come: it may reach another worker, which looks the poll up here
            place = place_key(chat_id, topic)
            self._sent[sent.poll.id] = (place, action)  # known here at once, before the write
            await asyncio.to_thread(self.core.storage.remember_poll, "telegram", sent.poll.id, place, action)
            self._messages[action] = [chat_id, sent.message_id]

    async def find(self, poll_id: str) -> tuple[str, str] | None:
        """(chat id, action) of the poll an answer is to, else None."""
        found = self._sent.get(poll_id)
        if found is None:
            found = await asyncio.to_thread(self.core.storage.recall_poll, "telegram", poll_id)
        if found is None:  # the worker that sent the poll may be storing it this very moment: look once more
            await asyncio.sleep(POLL_LOOKUP_RETRY)
            found = await asyncio.to_thread(self.core.storage.recall_poll, "telegram", poll_id)
        return found

    async def stop(self, bot, action: str) -> None:
        """Close the poll whose answers went to ``action`` (its round is over); once, whoever asks."""
        where = await self._messages.get(action)
        if where is None:
            return
        self._messages.pop(action)
        try:
            await bot.stop_poll(int(where[0]), int(where[1]))
        except BadRequest as exc:  # closed already (its open period ended) or deleted: nothing to do
            log.debug("poll of %s not stopped: %s", action[:40], exc)
        except TelegramError as exc:
            log.warning("could not stop the poll of %s: %s", action[:40], exc)
