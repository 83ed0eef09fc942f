"""What ``fanbot waits`` and ``fanbot efficiency`` share: both read a hand that is not a win yet
(13 or 14 tiles), under any ruleset, and answer it as text, JSON or a batch."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from bot.cli.analyses import EXAMPLES, Report, analyser, json_answerer
from bot.cli.batch import machine_answer
from bot.cli.lang import add_language_argument, hand_error_line
from bot.cli.picture import add_png_argument, png_refused, save_png
from bot.cli.requests import Command
from bot.cli.rules_arg import add_rules_argument, chosen_rules
from scoring.hand import HandError
from scoring.notation import format_partial

#: (the report, the display's languages) -> its text
Render = Callable[[Report, tuple[str, ...]], str]
USAGE = 2


def add_partial_arguments(parser: argparse.ArgumentParser, help: str) -> None:
    """The hand (``help`` says what it is) and the options both commands take."""
    parser.add_argument("hand", nargs="*", help=help)
    add_rules_argument(parser)
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--batch", metavar="FILE", help="read one hand per line from FILE ('-' for standard input)")
    parser.add_argument("--karaten", choices=("ready", "not-ready"), default="not-ready",
                        help="a hand waiting only on tiles it holds all four of is not ready (default) or ready "
                             "(the formal view); a ruleset that always counts it ready ignores this")
    add_language_argument(parser)
    add_png_argument(parser)


def run_partial(args: argparse.Namespace, command: Command, render: Render) -> int:
    """Answer the hand (or the batch) of ``args`` with ``command``'s analysis; text through ``render``."""
    if (refused := png_refused(args)) is not None:
        return refused
    ruleset = chosen_rules(args)
    if ruleset is None:
        return USAGE
    karaten_ready = args.karaten == "ready"
    done = machine_answer(args, json_answerer(command, ruleset, karaten_ready), EXAMPLES[command])
    if done is not None:
        return done
    try:
        result = analyser(command, ruleset, karaten_ready)(" ".join(args.hand).strip())
    except HandError as error:
        print(hand_error_line(error, args.lang, "read"), file=sys.stderr)
        return 1
    print(format_partial(result.hand, ruleset=ruleset))
    print(render(result, args.lang))
    return save_png(args.png, args.lang, result.hand)


def partial_command(command: Command, *, help: str, render: Render):  # noqa: A002 (argparse's word)
    """A waits-like subcommand's ``add_arguments`` and ``run``."""

    def add_arguments(parser: argparse.ArgumentParser) -> None:
        add_partial_arguments(parser, help=help)

    def run(args: argparse.Namespace) -> int:
        return run_partial(args, command, render)

    return add_arguments, run
