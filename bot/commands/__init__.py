"""The commands of the bot: their specs (for slash-command registration) and their handlers.

A command handler is ``async def handler(session, args, options) -> list[Reply]``; an action
handler (buttons, selects, modals, polls) is ``async def handler(session, action, values)``,
registered under the action's prefix (the text before the first ``:``).
"""

from __future__ import annotations

from bot.commands import glossary_cmds, help_cmd, learn, quiz, score, settings_cmd
from bot.commands.spec import CommandSpec, ParamKind, ParamSpec
from bot.storage import QUIZ_MODES, QUIZ_ROUNDS, QUIZ_SECONDS, RULESETS
from quiz.questions import RIICHI_KINDS

_RULES = ParamSpec("rules", "param.rules", kind=ParamKind.CHOICE, choices=RULESETS)

SPECS: tuple[CommandSpec, ...] = (
    CommandSpec("score", "cmd.score", (ParamSpec("hand", "param.hand", required=True, rest=True), _RULES)),
    CommandSpec("waits", "cmd.waits", (ParamSpec("hand", "param.hand13", required=True, rest=True), _RULES)),
    CommandSpec("fan", "cmd.fan", (ParamSpec("name", "param.fan_name", required=True, rest=True,
                                             autocomplete="fans"), _RULES)),
    CommandSpec("fans", "cmd.fans", (_RULES,)),
    CommandSpec("quiz", "cmd.quiz", subcommands=(
        CommandSpec("start", "cmd.quiz_start", (
            ParamSpec("mode", "param.quiz_mode", kind=ParamKind.CHOICE, choices=(*QUIZ_MODES, *RIICHI_KINDS)),
            ParamSpec("rounds", "param.quiz_rounds", kind=ParamKind.INTEGER, min_value=QUIZ_ROUNDS[0],
                      max_value=QUIZ_ROUNDS[1]),
            ParamSpec("seconds", "param.quiz_seconds", kind=ParamKind.INTEGER, min_value=QUIZ_SECONDS[0],
                      max_value=QUIZ_SECONDS[1]))),
        CommandSpec("stop", "cmd.quiz_stop"),
        CommandSpec("answer", "cmd.quiz_answer", (ParamSpec("answer", "param.quiz_answer", required=True,
                                                            rest=True),)),
        CommandSpec("leaderboard", "cmd.quiz_leaderboard"),
        CommandSpec("stats", "cmd.quiz_stats"),
    )),
    CommandSpec("learn", "cmd.learn", (_RULES,)),
    CommandSpec("settings", "cmd.settings", (
        ParamSpec("setting", "param.setting", kind=ParamKind.CHOICE, rest=True,
                  choices=("ruleset", "language", "pictures", "quiz_mode", "quiz_seconds", "quiz_rounds")),
        ParamSpec("value", "param.setting_value", rest=True))),
    CommandSpec("help", "cmd.help"),
)

#: text-platform aliases -> command
ALIASES = {"start": "help", "h": "help", "s": "score", "mcr": "score", "riichi": "score", "w": "waits",
           "tenpai": "waits", "ting": "waits", "flashcards": "learn", "setting": "settings", "config": "settings",
           "lang": "settings", "language": "settings"}


#: commands (and action prefixes) whose handlers look at ``CommandContext.is_admin`` in groups
ADMIN_AWARE = frozenset({"settings", "quiz"})


def needs_admin(name: str) -> bool:
    """Whether a command, alias or action prefix is answered differently for group admins."""
    return ALIASES.get(name, name) in ADMIN_AWARE


def registry() -> dict:
    table = {
        "score": score.score_command,
        "waits": score.waits_command,
        "fan": glossary_cmds.fan_command,
        "fans": glossary_cmds.fans_command,
        "quiz": quiz.quiz_command,
        "learn": learn.learn_command,
        "settings": settings_cmd.settings_command,
        "help": help_cmd.help_command,
    }
    for alias, target in ALIASES.items():
        table.setdefault(alias, _aliased(alias, table[target]))
    return table


def _aliased(alias: str, handler):
    async def call(session, args, options):
        if alias in ("mcr", "riichi"):
            options = {**options, "rules": alias}
        elif alias in ("lang", "language"):
            args = f"language {args}".strip()
        return await handler(session, args, options)

    return call


def action_registry() -> dict:
    return {
        "score": score.score_action,
        "fan": glossary_cmds.fan_action,
        "fans": glossary_cmds.fans_action,
        "quiz": quiz.quiz_action,
        "learn": learn.learn_action,
        "settings": settings_cmd.settings_action,
        "help": help_cmd.help_action,
    }
