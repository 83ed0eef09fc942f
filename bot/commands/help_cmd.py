"""/help (and Telegram's /start): what the bot does, in the user's language."""

from __future__ import annotations

from collections.abc import Mapping

from bot.replies import Button, Reply


async def help_command(session, args: str, options: Mapping[str, str]) -> list[Reply]:
    tr = session.tr
    topic = args.strip().lower().lstrip("/")
    if topic and tr.has(f"help.topic_{topic}"):
        return [Reply(text=tr(f"help.topic_{topic}"))]  # the topic text starts with its own heading
    lines = [tr("help.intro"), ""]
    for name in ("score", "waits", "fan", "fans", "quiz", "learn", "settings", "help"):
        lines.append(tr("help.line", command=name, description=tr(f"cmd.{name}")))
    lines += ["", tr("help.quick_notation"), tr("help.examples"),
              tr("help.ruleset_now", ruleset=tr(f"ruleset.{session.settings.ruleset}"))]
    buttons = ((Button(tr("help.button_notation"), "help:notation"), Button(tr("help.button_quiz"), "help:quiz")),)
    return [Reply(text="\n".join(lines), title=tr("help.title"), buttons=buttons)]


async def help_action(session, action: str, values) -> list[Reply]:
    topic = action.partition(":")[2]
    return await help_command(session, topic, {})
