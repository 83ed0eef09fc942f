"""The Discord adapter: a discord.py client answering interactions with the core's replies.

Slow work (a picture, a quiz round) is deferred ("thinking…") and then edited in; errors and
``private`` replies are ephemeral; a background task (``discord.ext.tasks``) claims what the channels
are owed (``core.claim`` at each ``Advance``), so quiz rounds end on time and their results are posted.
Nothing here touches the database on the event loop: the core's work runs on its worker threads, the
adapter's own reads (a chat's language, where a poll is) on ``asyncio.to_thread``, its writes on the
storage's background writer.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands
from discord.ext import tasks

from bot.adapters.chat_sends import ChatSends
from bot.adapters.delivery import DeliveryLoop
from bot.adapters.discord.client import FanbotClient, make_client, point_at, restore
from bot.adapters.discord.commands import FanbotTranslator, SlashCommands
from bot.adapters.discord.components import DYNAMIC_ITEMS, modal_of, only_asks
from bot.adapters.discord.delivery import OUTLET, DiscordDelivery
from bot.adapters.discord.pages import pages, poll_action
from bot.adapters.discord.polls import PollMessages
from bot.adapters.discord.render import CONTENT_LIMIT, edit_kwargs, message_id, message_kwargs
from bot.adapters.discord.threads import SideThreads
from bot.calls import ATTACHMENT_LIMIT, Attachment
from bot.config import Config, ConfigError, redact
from bot.core import BotCore
from bot.replies import Reply, draw_pictures
from bot.session import CommandContext

log = logging.getLogger("fanbot.discord")

#: answer within this many seconds or defer ("thinking…"); Discord allows 3 s for the first answer
DEFER_AFTER = 1.5
TICK_SECONDS = 2.0


class DiscordAdapter:
    """Registers the core's commands on a discord.py client and answers interactions with replies."""

    def __init__(self, config: Config, core: BotCore, *, defer_after: float = DEFER_AFTER,
                 tick_seconds: float = TICK_SECONDS) -> None:
        self.config = config
        self.core = core
        self.defer_after = defer_after
        self.tick_seconds = tick_seconds
        self.client = make_client(self, config)
        self.polls = PollMessages(core)
        #: the threads replies open (a tournament's tables) and what commands typed in them reach
        self.side_threads = SideThreads(core)
        #: ends quiz rounds on time; discord.py's background task helper (reconnects and all)
        self._ticker = tasks.loop(seconds=tick_seconds)(self._tick)
        #: what the channels are owed, one ordered queue per channel: a channel waiting out its rate limit
        #: holds neither the ticker nor another channel
        self.posts = DiscordDelivery(self.client, self.polls, config.secrets)
        self.delivery = DeliveryLoop(core, OUTLET, self.posts, ChatSends())
        self.ready = asyncio.Event()

    # ----------------------------------------------------------------- setup

    async def setup(self, client: FanbotClient) -> None:
        client.add_dynamic_items(*DYNAMIC_ITEMS)
        for command in SlashCommands(self.core, self).all():
            client.tree.add_command(command)
        await client.tree.set_translator(FanbotTranslator(self.core))
        guild_id = self.config.discord_test_guild_id
        if guild_id:
            guild = discord.Object(id=guild_id)
            client.tree.copy_global_to(guild=guild)
            await client.tree.sync(guild=guild)
        else:
            await client.tree.sync()
        self._ticker.start()
        self.ready.set()

    # ----------------------------------------------------------------- contexts

    def context(self, interaction: discord.Interaction) -> CommandContext:
        user = interaction.user
        in_guild = interaction.guild_id is not None
        permissions = interaction.permissions
        is_admin = (not in_guild) or permissions.manage_guild or permissions.administrator
        return CommandContext(
            platform="discord", chat_id=str(interaction.channel_id or user.id), user_id=str(user.id),
            user_name=user.display_name, is_group=in_guild, is_admin=is_admin, locale=str(interaction.locale),
        )

    async def _text(self, interaction: discord.Interaction, key: str) -> str:
        """One of the adapter's own messages in the caller's language (the chat's setting is read off the loop)."""
        language = await asyncio.to_thread(self.core.language, self.context(interaction))
        return self.core.text(language, key)[:CONTENT_LIMIT]

    # ----------------------------------------------------------------- interactions

    async def autocomplete_fans(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        # the caller's language is the chat's setting: read on a worker thread
        options = await asyncio.to_thread(self.core.autocomplete_fans, current[:100], self.context(interaction), 25)
        return [app_commands.Choice(name=o.label[:100] or o.value[:100], value=o.value[:100])
                for o in options if o.value]

    async def run_slash(self, interaction: discord.Interaction, command: str, subcommand: str | None,
                        values: Mapping[str, Any]) -> None:
        ctx = await self.side_threads.placed(interaction, self.context(interaction))
        given = {k: v for k, v in values.items() if v is not None and not isinstance(v, discord.Attachment)}
        files = [v for v in values.values() if isinstance(v, discord.Attachment)]

        async def work() -> list[Reply]:
            # a file option is read here, within the limit, inside the deferred work (a large file is slow)
            placed = replace(ctx, attachment=await attachment_of(files[0])) if files else ctx
            return await self.core.handle_slash(placed, command, subcommand, given)

        await self._answer(interaction, work(), thinking=True)
        await self.delivery.claim()  # what the tables it changed owe their channels

    async def run_action(self, interaction: discord.Interaction, action: str, values: list[str]) -> None:
        ctx = await self.side_threads.placed(interaction, self.context(interaction))
        await self._answer(interaction, self.core.handle_action(ctx, action, values), thinking=False)
        await self.delivery.claim()

    async def _answer(self, interaction: discord.Interaction, work, *, thinking: bool) -> None:
        """Run the core's work; defer if it is slow; then send its replies."""
        task = asyncio.ensure_future(work)
        try:
            done, _ = await asyncio.wait({task}, timeout=self.defer_after)
            if not done:
                await interaction.response.defer(thinking=thinking)
            replies = await task
            await self.respond(interaction, replies)
        except Exception as error:
            await self.report_error(interaction, error)

    async def respond(self, interaction: discord.Interaction, replies: Sequence[Reply]) -> None:
        response = interaction.response
        if not replies:
            if not response.is_done():
                await response.defer()  # acknowledge the press without a message
            return
        is_component = interaction.type == discord.InteractionType.component
        await draw_pictures(replies)
        for index, reply in enumerate(pages(replies)):
            if reply.closes_poll:
                await self.polls.close(self.client, reply.closes_poll)
            if index == 0 and not response.is_done() and only_asks(reply) and interaction.type in (
                    discord.InteractionType.component, discord.InteractionType.application_command):
                await response.send_modal(modal_of(reply))
                continue
            kwargs = message_kwargs(reply)
            ephemeral = reply.private or reply.live  # a live view (the picker) is the caller's alone
            sent: Any = None
            # (a first reply answers the interaction where it was asked: only later ones can move)
            parent = self.side_threads.parent_of(interaction) if reply.in_parent and index > 0 else None
            if parent is not None:  # for the whole channel, not only the thread's players
                await parent.send(**kwargs)
                continue
            if index == 0 and not response.is_done():
                if reply.replace_message and interaction.message is not None and \
                        interaction.type in (discord.InteractionType.component, discord.InteractionType.modal_submit):
                    sent = await response.edit_message(**edit_kwargs(kwargs))
                else:
                    sent = await response.send_message(ephemeral=ephemeral, **kwargs)
            elif index == 0 and response.type == discord.InteractionResponseType.deferred_channel_message:
                # The "thinking…" message is public; a private first reply replaces it by an ephemeral one.
                if ephemeral:
                    with contextlib.suppress(discord.HTTPException):
                        await interaction.delete_original_response()
                    sent = await interaction.followup.send(ephemeral=True, **kwargs)
                else:
                    sent = await interaction.edit_original_response(**edit_kwargs(kwargs))
            elif index == 0 and is_component and reply.replace_message:
                sent = await interaction.edit_original_response(**edit_kwargs(kwargs))
            else:
                sent = await interaction.followup.send(ephemeral=ephemeral, **kwargs)
            if poll_action(reply) and not ephemeral and interaction.channel_id is not None:
                self.polls.remember(poll_action(reply), interaction.channel_id, message_id(sent))
            if reply.threads and not ephemeral:
                await self._open_threads(interaction, reply, sent)

    async def _open_threads(self, interaction: discord.Interaction, reply: Reply, sent: Any) -> None:
        """The reply's threads under its message; when Discord refuses, the caller is told (privately)."""
        if not await self.side_threads.open(interaction, message_id(sent), reply.threads):
            await interaction.followup.send(await self._text(interaction, "tournament.threads_failed"), ephemeral=True)

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """A short ephemeral reply and a log line (without tokens); never a dead bot."""
        log.error("interaction failed: %s", redact(f"{type(error).__name__}: {error}", self.config.secrets),
                  exc_info=(type(error), error, error.__traceback__))
        try:
            text = await self._text(interaction, "error.internal")
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except Exception as exc:  # the token may have expired or the network failed; the log says so
            log.warning("could not send the error reply: %s", type(exc).__name__)

    async def on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.MissingPermissions):
            text = await self._text(interaction, "settings.admins_only")
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.send_message(text, ephemeral=True)
            return
        original = getattr(error, "original", error)
        await self.report_error(interaction, original)

    # ----------------------------------------------------------------- timers

    async def _tick(self) -> None:
        """Quiz deadlines, daily problems, the tables' turns: what they owe is queued per channel."""
        await self.delivery.tick()

    # ----------------------------------------------------------------- running

    async def serve(self, stop: asyncio.Event) -> None:
        """Log in, connect and answer until ``stop`` is set; then close the gateway and HTTP session."""
        token = self.config.require("discord")
        saved = point_at(self.config)
        try:
            async with self.client:
                runner = asyncio.create_task(self.client.start(token), name="discord-client")
                stopper = asyncio.create_task(stop.wait())
                done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
                self._ticker.cancel()
                await self.delivery.close()  # what waits for a channel's rate limit is not waited for
                await self.client.close()
                stopper.cancel()
                if runner in done:
                    try:
                        runner.result()  # login failures and the like surface here
                    except discord.LoginFailure:
                        raise ConfigError("DISCORD_TOKEN was rejected by Discord") from None
                else:
                    with contextlib.suppress(asyncio.CancelledError):
                        await asyncio.wait_for(runner, 10)
        finally:
            restore(saved)
        log.info("Discord bot stopped")


async def run_discord(config: Config, core: BotCore, stop: asyncio.Event, **options) -> None:
    """Run the Discord bot until ``stop`` is set, then close the gateway and HTTP session.

    ``fanbot discord`` sets ``stop`` on SIGINT/SIGTERM.
    """
    await DiscordAdapter(config, core, **options).serve(stop)


async def attachment_of(file: discord.Attachment) -> Attachment:
    """A file option as the core takes it: read when within ``ATTACHMENT_LIMIT``, else its size alone."""
    if file.size > ATTACHMENT_LIMIT:
        return Attachment(file.filename, file.size, None)
    return Attachment(file.filename, file.size, await file.read())
