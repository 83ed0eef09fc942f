"""/help (and Telegram's /start): what the bot does, in the user's language."""

from __future__ import annotations

from collections.abc import Mapping

from bot.replies import Button, Reply
from bot.rich import lines


async def help_command(session, args: str, options: Mapping[str, str]) -> list[Reply]:
    tr, rt = session.tr, session.rich
    topic = args.strip().lower().lstrip("/")
    if topic and tr.has(f"help.topic_{topic}"):
        return [Reply(text=rt(f"help.topic_{topic}"))]  # the topic text starts with its own heading
    shown = [rt("help.intro"), ""]
    for name in ("score", "waits", "fan", "fans", "quiz", "learn", "settings", "help"):
        shown.append(rt("help.line", command=name, description=tr(f"cmd.{name}")))
    shown += ["", rt("help.quick_notation"), rt("help.examples"),
              rt("help.ruleset_now", ruleset=tr(f"ruleset.{session.settings.ruleset}"))]
    buttons = ((Button(tr("help.button_notation"), "help:notation"), Button(tr("help.button_quiz"), "help:quiz")),)
    return [Reply(text=lines(*shown), title=tr("help.title"), buttons=buttons)]


async def help_action(session, action: str, values) -> list[Reply]:
    topic = action.partition(":")[2]
    return await help_command(session, topic, {})
