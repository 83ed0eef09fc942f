"""What the channels are owed, delivered on Discord (``bot/adapters/delivery.py`` claims and queues it):
the timers' posts (a round that timed out, a daily problem) and a table's hand results as plain channel
messages, a table's message posted (its id reported) or edited in place, the finished hand's table closed
(its last state, no buttons). Hands are not pushed: a player's hand and choices come as an ephemeral
reply to the table's "my hand" button, and each choice pressed edits it.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable, Sequence

import discord

from bot.adapters.discord.pages import pages, poll_action
from bot.adapters.discord.polls import PollMessages
from bot.adapters.discord.render import edit_kwargs, message_kwargs
from bot.config import redact
from bot.outbox import DeliveryReceipt, Outgoing, OutgoingKind, Outlet
from bot.replies import Reply, draw_pictures

log = logging.getLogger("fanbot.discord")

#: at most one edit of a channel's table message per second (Discord allows 5 per 5 s per channel)
EDIT_SECONDS = 1.0
#: Discord's claims: no private questions (the "my hand" button answers ephemerally), results not owed
OUTLET = Outlet("discord", EDIT_SECONDS)


class DiscordDelivery:
    """Sends each item by its kind (``bot.adapters.delivery.Deliverer``)."""

    def __init__(self, client: discord.Client, polls: PollMessages, secrets: tuple[str, ...] = ()) -> None:
        self.client = client
        self.polls = polls
        self.secrets = secrets

    def lane(self, item: Outgoing) -> Hashable | None:
        if item.lane:
            return item.lane
        try:
            return int(item.chat_id)
        except ValueError:
            return None  # no such channel

    async def deliver(self, item: Outgoing) -> DeliveryReceipt:
        if item.kind is OutgoingKind.PROMPT:  # never claimed here (no private prompts on Discord)
            return DeliveryReceipt(delivered=False)
        channel_id = int(item.chat_id)
        channel = self.client.get_partial_messageable(channel_id)
        try:
            if item.kind is OutgoingKind.EDIT:
                message = channel.get_partial_message(int(item.message_id))
                await message.edit(**edit_kwargs(message_kwargs(item.replies[0])))
            elif item.reports_id:
                sent = await channel.send(**message_kwargs(item.replies[0]))
                return DeliveryReceipt(str(sent.id))
            else:
                await self.post(channel_id, item.replies)
        except discord.HTTPException as error:  # the channel is gone, say: the other channels still get theirs
            log.error("posting to %s failed: %s", channel_id, redact(f"{type(error).__name__}: {error}", self.secrets))
            return DeliveryReceipt(delivered=False)
        return DeliveryReceipt()

    async def post(self, channel_id: int, replies: Sequence[Reply]) -> None:
        """Replies without an interaction (a round that timed out): plain channel messages."""
        channel = self.client.get_partial_messageable(channel_id)
        await draw_pictures(replies)
        for reply in pages(replies):
            if reply.closes_poll:
                await self.polls.close(self.client, reply.closes_poll)
            sent = await channel.send(**message_kwargs(reply))
            if poll_action(reply):
                self.polls.remember(poll_action(reply), channel_id, sent.id)


__all__ = ["DiscordDelivery", "EDIT_SECONDS", "OUTLET"]
