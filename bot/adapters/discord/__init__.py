"""Discord adapter: discord.py application commands in front of the platform-neutral ``BotCore``.

What it maps, in Discord's own terms, and where:

* ``core.command_specs()`` -> slash commands, localized through an ``app_commands.Translator``,
  ``/settings`` gated by default member permissions (``commands``);
* ``Reply`` -> an embed (title, text, picture attached and shown in it, a document below it), errors
  and ``private`` replies ephemeral (``render``), cut to Discord's limits (``pages``);
* buttons -> buttons, ``Select`` -> a select menu, ``NumberPrompt`` -> a button that opens a modal,
  ``Poll`` -> one button per option, their ``custom_id`` carrying the core action (``components``);
  a round's poll buttons removed when it ends (``polls``);
* the client, sharded or not (``client``); answering interactions, deferring slow work, the quiz
  deadline task and start-up (``app``).

``await run_discord(config, core, stop)`` runs until ``stop`` is set (``fanbot discord`` sets it on
SIGINT/SIGTERM), then closes the gateway and the HTTP session.
"""

from bot.adapters.discord.app import DiscordAdapter, run_discord

__all__ = ["DiscordAdapter", "run_discord"]
