"""/help (and Telegram's /start): what the bot does, in the user's language."""

from __future__ import annotations

from collections.abc import Sequence

from bot.commands.spec import REGISTRY, action, command
from bot.replies import Button, Reply


@command("help", "cmd.help", aliases=("start", "h"), free_text="topic")
def help_command(session, topic: str) -> list[Reply]:
    tr = session.tr
    topic = topic.strip().lower().lstrip("/")
    if topic and tr.has(f"help.topic_{topic}"):
        return [Reply(text=tr(f"help.topic_{topic}"))]  # the topic text starts with its own heading
    lines = [tr("help.intro"), ""]
    for spec in REGISTRY.specs():  # every command, in the order bot.commands registers them
        lines.append(tr("help.line", command=spec.name, description=tr(spec.description_key)))
    lines += ["", tr("help.quick_notation"), tr("help.examples"),
              tr("help.ruleset_now", ruleset=tr(f"ruleset.{session.settings.ruleset}"))]
    buttons = ((Button(tr("help.button_notation"), "help:notation"), Button(tr("help.button_quiz"), "help:quiz")),)
    return [Reply(text="\n".join(lines), title=tr("help.title"), buttons=buttons)]


@action("help")
def help_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    return help_command(session, action.partition(":")[2])
