"""The Discord invite asks for the permissions the bot's features use, and docs/setup.md shows that invite."""

from __future__ import annotations

import re
from pathlib import Path

import discord

from bot.adapters.discord.permissions import FEATURES, invite_permissions, invite_url

ROOT = Path(__file__).resolve().parents[2]
SETUP = (ROOT / "docs" / "setup.md").read_text(encoding="utf-8")
#: what the Discord adapter calls on its own, and the permission flag each call needs
CALLS_NEED = {"create_thread(": "create_public_threads", "thread.send(": "send_messages_in_threads",
              "channel.send(": "send_messages", "embed": "embed_links", "file": "attach_files"}
#: a flag as Discord's server settings name it
SHOWN_AS = {"view_channel": "View Channels", "send_messages_in_threads": "Send Messages in Threads"}


def _asked() -> set[str]:
    return {flag for feature in FEATURES for flag in feature.flags}


def test_every_permission_the_discord_adapter_uses_is_asked_by_a_feature_tournaments_threads_among_them():
    source = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "bot/adapters/discord").glob("*.py")
                       if path.name != "permissions.py")
    needed = {flag for call, flag in CALLS_NEED.items() if call in source}
    assert "create_public_threads" in needed and needed <= _asked()
    assert invite_permissions().create_public_threads and invite_permissions().send_messages_in_threads


def test_the_invite_asks_for_nothing_beyond_the_features_flags():
    asked = invite_permissions()
    alone = [discord.Permissions(**{flag: True}).value for flag in _asked()]
    assert asked.value == sum(alone) and len(set(alone)) == len(alone)  # each flag a bit of its own, none other
    assert not asked.administrator and not asked.manage_messages and not asked.read_message_history


def test_the_setup_docs_invite_link_is_the_computed_one_and_names_every_permission():
    links = re.findall(r"https://discord\.com/oauth2/authorize\S+", SETUP)
    assert links == [invite_url()]
    for flag in _asked():
        name = SHOWN_AS.get(flag, flag.replace("_", " ").title())
        assert f"**{name}**" in SETUP, name
