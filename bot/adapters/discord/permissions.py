"""The Discord permissions fanbot's invite asks for, computed from what each feature does in a channel.

A reply to a slash command needs none (it goes back through the interaction); the permissions are for what the
bot does on its own. Each ``Feature`` names its flags as ``discord.Permissions`` spells them, and the invite's
integer is their union. ``python -m bot.adapters.discord.permissions`` prints the invite link that
docs/setup.md shows (a test keeps the two equal).
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

#: the scopes of the invite: the bot user, and its slash commands
SCOPES = ("bot", "applications.commands")


@dataclass(frozen=True)
class Feature:
    """Something the bot does on its own in a server (``name``), and the permission flags it needs for it."""

    name: str
    flags: tuple[str, ...]


FEATURES = (
    # a quiz round's results when its time is up, a table's state in the channel (text, an embed, a hand picture);
    # a finished poll's buttons removed from its own message
    Feature("channel_posts", ("view_channel", "send_messages", "embed_links", "attach_files")),
    # a tournament round opens a public thread per table and greets its players there
    Feature("tournament_threads", ("create_public_threads", "send_messages_in_threads")),
)


def invite_permissions(features: tuple[Feature, ...] = FEATURES) -> discord.Permissions:
    """The union of ``features``' flags (a misspelt flag is a TypeError from discord.py)."""
    return discord.Permissions(**{flag: True for feature in features for flag in feature.flags})


def invite_url(application_id: str = "APPLICATION_ID") -> str:
    """The invite link of the application ``application_id`` with the scopes and the computed permissions."""
    return (f"https://discord.com/oauth2/authorize?client_id={application_id}&scope={'+'.join(SCOPES)}"
            f"&permissions={invite_permissions().value}")


if __name__ == "__main__":
    print(invite_url())
