"""What the client, its components and its slash commands call back on the adapter, as a Protocol: they
need only these calls, so none of them imports the adapter (``app.py``), not even for a type."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import discord
from discord import app_commands


class Callbacks(Protocol):
    """The adapter (``bot.adapters.discord.app.DiscordAdapter``) as the modules beneath it see it."""

    async def setup(self, client: discord.Client) -> None:
        """The client logged in: register the commands and start the ticker."""

    async def run_slash(self, interaction: discord.Interaction, command: str, subcommand: str | None,
                        values: Mapping[str, Any]) -> None:
        """A slash command was used."""

    async def run_action(self, interaction: discord.Interaction, action: str, values: list[str]) -> None:
        """A button, select or modal was answered."""

    async def autocomplete_fans(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        """The fans matching what the user has typed so far."""

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """A short ephemeral reply and a log line."""

    async def on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """A slash command failed before reaching the adapter (missing permissions, say)."""


__all__ = ["Callbacks"]
