"""/help (and Telegram's /start): what the bot does, in the user's language."""

from __future__ import annotations

from collections.abc import Sequence

from bot.commands.rulesets import command_rulesets
from bot.commands.spec import action, command
from bot.replies import Button, Reply
from bot.rich import lines, user


def topics() -> tuple[str, ...]:
    """The topics of ``/help TOPIC`` (each a catalogue text ``help.topic_TOPIC`` with examples), in the order
    shown: a ruleset's own topic after the scoring one."""
    own = tuple(part.help_topic for part in command_rulesets() if part.help_topic is not None)
    return ("notation", "score", *own, "table", "quiz")


def _line(session, spec) -> object:
    """A command's /help line; a command made of subcommands names them all (``/table start|show|…``)."""
    description = session.tr(spec.description_key)
    if not spec.subcommands:
        return session.rich("help.line", command=spec.name, description=description)
    names = "|".join(sub.name for sub in spec.subcommands)
    return session.rich("help.line_group", command=spec.name, subcommands=names, description=description)


def _command_help(session, spec) -> Reply:
    """``/help tournament``: the command's line, each subcommand's, and its usage when it has one."""
    shown = [session.rich("help.command_heading", command=spec.name, description=session.tr(spec.description_key))]
    for sub in spec.subcommands:
        shown.append(session.rich("help.line", command=f"{spec.name} {sub.name}",
                                  description=session.tr(sub.description_key)))
    if spec.usage_key:
        shown.append(session.rich(spec.usage_key))
    return Reply(text=lines(*shown))


@command("help", "cmd.help", aliases=("start", "h"), free_text="topic")
def help_command(session, topic: str) -> list[Reply]:
    """``/help``; ``/help TOPIC`` for a written topic, ``/help COMMAND`` for any command; a word that is
    neither gets the general help, headed by a line saying so."""
    tr, rt = session.tr, session.rich
    topic = topic.strip().lower().lstrip("/")
    if topic and tr.has(f"help.topic_{topic}"):
        return [Reply(text=rt(f"help.topic_{topic}"))]  # the topic text starts with its own heading
    found = session.services.commands.find(topic) if topic else None
    if found is not None:
        return [_command_help(session, found[0])]
    shown = [rt("help.no_topic", topic=user(topic[:30])), ""] if topic else []
    shown += [rt("help.intro"), ""]
    for spec in session.services.commands.specs():  # every command, in the help order (bot.commands)
        shown.append(_line(session, spec))
    shown += ["", rt("help.quick_notation"), rt("help.examples"),
              rt("help.topics", topics=" · ".join(f"/help {topic}" for topic in topics())),
              rt("help.ruleset_now", ruleset=tr(f"ruleset.{session.settings.ruleset}"))]
    buttons = ((Button(tr("help.button_notation"), "help:notation"), Button(tr("help.button_quiz"), "help:quiz")),)
    return [Reply(text=lines(*shown), title=tr("help.title"), buttons=buttons)]


@action("help")
def help_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    return help_command(session, action.partition(":")[2])
