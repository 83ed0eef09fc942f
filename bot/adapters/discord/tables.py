"""The tables played in a channel (``/play``), delivered on Discord: the finished hand's table closed (its
last state, no buttons), each hand's results (a coached table's with a "my review" button that answers
the presser alone), then the table message, edited in place (or posted and its id reported). Hands are
not pushed: a player's hand and choices come as an ephemeral reply to the table's "my hand" button, and
each choice pressed edits it.
"""

from __future__ import annotations

import logging

import discord

from bot.adapters.chat_sends import ChatSends
from bot.adapters.discord.render import edit_kwargs, message_kwargs
from bot.core import BotCore
from bot.replies import draw_pictures
from bot.session import TablePost

log = logging.getLogger("fanbot.discord")

#: at most one edit of a channel's table message per second (Discord allows 5 per 5 s per channel)
EDIT_SECONDS = 1.0


class TablePosts:
    def __init__(self, core: BotCore, client: discord.Client, chat_sends: ChatSends) -> None:
        self.core = core
        self.client = client
        self.chat_sends = chat_sends

    async def send_due(self, *, every_table: bool = False) -> None:
        for post in await self.core.play_posts("discord", edit_seconds=EDIT_SECONDS, private_prompts=False,
                                               every_table=every_table):
            try:
                channel_id = int(post.chat_id)
            except ValueError:
                continue
            self.chat_sends.post(channel_id, self._deliver(channel_id, post))

    async def _deliver(self, channel_id: int, post: TablePost) -> None:
        channel = self.client.get_partial_messageable(channel_id)
        try:
            if post.closing is not None and post.closed is not None:  # the finished hand's table, its buttons gone
                await channel.get_partial_message(int(post.closed)).edit(**edit_kwargs(message_kwargs(post.closing)))
            await draw_pictures(post.before)
            for reply in post.before:
                await channel.send(**message_kwargs(reply))
            if post.table is None:
                return
            if post.message_id is None:
                sent = await channel.send(**message_kwargs(post.table))
                await self.core.table_posted(post, str(sent.id))
            else:
                message = channel.get_partial_message(int(post.message_id))
                await message.edit(**edit_kwargs(message_kwargs(post.table)))
        except discord.HTTPException as error:  # the channel is gone, say: the game goes on regardless
            log.warning("table %s in %s not shown: %s", post.table_id, channel_id, type(error).__name__)


__all__ = ["TablePosts", "EDIT_SECONDS"]
