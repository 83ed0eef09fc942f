"""A reply's threads on Discord (``Reply.threads``: a tournament round's table threads), and the
way back: which thread was opened from which channel with which key, so that a command typed in
one reaches the channel's tournament (``CommandContext.parent_chat_id``, ``thread_key``).

A message carries at most one thread (Discord's rule: the thread takes the message's id), so the
first thread hangs from the reply's own message and the others from its channel, all public. Each
gets its own first message, which mentions its members: they are notified and join it. Where the
threads are kept: the shared storage (``Persistent``), so a restarted process knows them too.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace

import discord

from bot.adapters.discord.render import message_kwargs
from bot.adapters.persistent import Persistent
from bot.core import BotCore
from bot.replies import SideThread, draw_pictures
from bot.session import CommandContext

log = logging.getLogger("fanbot.discord")

#: minutes without a message before a thread leaves the channel's list (a day: a club's evening)
ARCHIVE_MINUTES = 1440


class SideThreads:
    """Thread id -> [the channel id it was opened from, its ``SideThread.key``]."""

    def __init__(self, core: BotCore) -> None:
        self._where = Persistent(core, "discord", "side_thread")

    async def open(self, interaction: discord.Interaction, message_id: int | None,
                   threads: Sequence[SideThread]) -> bool:
        """Open ``threads`` under the message ``message_id`` just sent in the interaction's channel.

        False when Discord refused one (the bot may not create public threads there, say): the
        caller tells the user; the threads opened so far stay and work."""
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):  # a private chat, or a thread itself: no threads
            return True
        for index, side in enumerate(threads):
            try:
                if index == 0 and message_id is not None:
                    thread = await channel.get_partial_message(message_id).create_thread(
                        name=side.name, auto_archive_duration=ARCHIVE_MINUTES)
                else:
                    thread = await channel.create_thread(name=side.name, type=discord.ChannelType.public_thread,
                                                         auto_archive_duration=ARCHIVE_MINUTES)
                self._where[thread.id] = [str(channel.id), side.key]
                await thread.send(**await _first_message(side))
            except discord.HTTPException as error:
                log.warning("could not open the thread %s: %s", side.key[:40], error)
                return False
        return True

    @staticmethod
    def parent_of(interaction: discord.Interaction) -> discord.PartialMessageable | None:
        """The channel a thread hangs from, for a reply meant for it (``Reply.in_parent``); None
        outside a thread."""
        channel = interaction.channel
        if not isinstance(channel, discord.Thread):
            return None
        return interaction.client.get_partial_messageable(channel.parent_id, guild_id=interaction.guild_id)

    async def placed(self, interaction: discord.Interaction, ctx: CommandContext) -> CommandContext:
        """``ctx`` of a command typed in a thread: with the channel the thread hangs from, and the key
        it was opened with when the bot opened it."""
        channel = interaction.channel
        if not isinstance(channel, discord.Thread):
            return ctx
        where = await self._where.get(channel.id)
        if where is None:
            return replace(ctx, parent_chat_id=str(channel.parent_id))
        return replace(ctx, parent_chat_id=str(where[0]), thread_key=str(where[1]))


async def _first_message(side: SideThread) -> dict:
    """The thread's message: the reply, and its members mentioned above it (only they may be pinged:
    the client allows no mention otherwise)."""
    await draw_pictures([side.reply])
    kwargs = message_kwargs(side.reply)
    members = [member for member in side.members if member.isdigit()]
    if members:
        kwargs["content"] = " ".join(f"<@{member}>" for member in members)
        kwargs["allowed_mentions"] = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(int(member)) for member in members])
    return kwargs
