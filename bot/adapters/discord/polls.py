"""Where a quiz round's poll buttons are, so that they go when the round ends.

Kept in the shared storage (``Persistent``: memory, else the database read on a worker thread;
writes in the background), so a restarted process, or another shard's, removes them too.
"""

from __future__ import annotations

import logging

import discord

from bot.adapters.persistent import Persistent
from bot.core import BotCore

log = logging.getLogger("fanbot.discord")


class PollMessages:
    """Poll action -> [channel id, message id] of the message carrying the poll's buttons."""

    def __init__(self, core: BotCore) -> None:
        self._where = Persistent(core, "discord", "poll_message")

    def remember(self, action: str, channel_id: int, message_id: int | None) -> None:
        """The poll of ``action`` is on that message (stored in the background: nothing waits for it)."""
        if message_id is not None:
            self._where[action] = [int(channel_id), int(message_id)]

    async def close(self, client: discord.Client, action: str) -> None:
        """Remove the buttons of the poll whose answers went to ``action``: its round is over."""
        where = await self._where.get(action)
        if where is None:
            return
        self._where.pop(action)
        channel_id, message_id = where
        try:
            message = client.get_partial_messageable(int(channel_id)).get_partial_message(int(message_id))
            await message.edit(view=None)
        except discord.HTTPException as exc:  # deleted meanwhile, say: the round's results still go out
            log.info("could not remove the poll buttons of %s: %s", action[:40], exc)
