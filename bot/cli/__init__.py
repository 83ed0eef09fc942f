"""The ``fanbot`` command line: one subcommand per module, loaded only when used.

Each subcommand module defines ``add_arguments(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys

#: subcommand -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "score": ("bot.cli.score", "score a winning hand (any ruleset: --rules)"),
    "waits": ("bot.cli.waits", "waits of a ready hand with their scores; shanten and discards"),
    "efficiency": ("bot.cli.efficiency", "which tile to discard: shanten, useful tiles and the route to 8 fan"),
    "fan": ("bot.cli.fan", "look a fan up by any name"),
    "fans": ("bot.cli.fans", "the table of fans grouped by points"),
    "play": ("bot.cli.play", "play in the terminal against three AI seats, or four AI seats writing a log"),
    "review": ("bot.cli.review", "review a game's log (Tenhou, mjai, fanbot play): each decision weighed"),
    "quiz": ("bot.cli.quiz", "play quiz rounds in the terminal, or generate quiz hands"),
    "console": ("bot.cli.run", "the chat bot in the terminal"),
    "discord": ("bot.cli.run", "run the Discord bot (DISCORD_TOKEN)"),
    "telegram": ("bot.cli.run", "run the Telegram bot (TELEGRAM_TOKEN)"),
    "all": ("bot.cli.run", "run every bot that has a token; the console when none has"),
    "web": ("bot.cli.web", "the web calculator and its JSON API (WEB_LISTEN, else 127.0.0.1:8090)"),
    "db": ("bot.cli.db", "the database: upgrade its schema, show its revision, copy it (SQLite to PostgreSQL)"),
}
DEFAULT_COMMAND = "all"


def _available() -> dict[str, tuple[str, str]]:
    found = {}
    for name, (module, help_text) in SUBCOMMANDS.items():
        if importlib.util.find_spec(module) is not None:
            found[name] = (module, help_text)
    return found


class _Version(argparse.Action):
    """``--version``: the package's version, and whether the scoring core runs compiled or from source."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        import importlib.metadata

        import scoring.mcr.scorer  # noqa: F401  (the core, to say how its modules loaded)
        import scoring.waits  # noqa: F401
        from bot.core_build import report as core_build  # the build's record (hashlib, json): --version only

        try:
            version = importlib.metadata.version("fanbot")
        except importlib.metadata.PackageNotFoundError:
            version = "(not installed)"
        print(f"fanbot {version}; {core_build.describe()}")
        parser.exit()


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every subcommand; only ``command``'s module is loaded (every one when ``None``)."""
    parser = argparse.ArgumentParser(prog="fanbot", description="Mahjong scoring and teaching bot.")
    parser.add_argument("--version", action=_Version, help="the version, and whether the scoring core is compiled")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in _available().items():
        command_parser = sub.add_parser(name, help=help_text, description=help_text)
        if command is not None and name != command:
            continue  # listed in the help; its module (the bot's whole command layer, for some) stays unloaded
        module = importlib.import_module(module_name)
        if _takes_name(module):
            module.add_arguments(command_parser, name)
        else:
            module.add_arguments(command_parser)
        command_parser.set_defaults(_module=module)
    return parser


def _takes_name(module) -> bool:
    return getattr(module, "ADD_ARGUMENTS_TAKES_NAME", False)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    available = _available()
    if not argv and DEFAULT_COMMAND in available:
        argv = [DEFAULT_COMMAND]
    parser = build_parser(argv[0] if argv and argv[0] in available else "")
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    try:
        return int(args._module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
