"""What ``fanbot waits`` and ``fanbot efficiency`` share: both read a hand that is not a win yet
(13 or 14 tiles), under either ruleset, and answer it as text, JSON or a batch."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from bot.cli.batch import machine_answer
from bot.cli.lang import add_language_argument, hand_error_line
from bot.cli.picture import add_png_argument, png_refused, save_png
from scoring.hand import HandError, PartialHand
from scoring.notation import format_partial, parse_partial
from scoring.riichi import RiichiRules
from scoring.rulesets import BUILT_IN

#: (the hand, the ruleset, the Riichi rules) -> a report with ``hand`` and ``to_json()``
Analysis = Callable[[PartialHand, str, RiichiRules], object]


def add_partial_arguments(parser: argparse.ArgumentParser, help: str) -> None:
    """The hand (``help`` says what it is) and the options both commands take."""
    parser.add_argument("hand", nargs="*", help=help)
    parser.add_argument("--rules", choices=tuple(map(str, BUILT_IN)), default="mcr", help="ruleset (default mcr)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--batch", metavar="FILE", help="read one hand per line from FILE ('-' for standard input)")
    parser.add_argument("--karaten", choices=("ready", "not-ready"), default="not-ready",
                        help="Riichi: a hand waiting only on tiles it holds all four of is not ready (default, "
                             "as Riichi counts it) or ready (MCR's formal view); MCR always counts it ready")
    add_language_argument(parser)
    add_png_argument(parser)


def reporter(args: argparse.Namespace, analysis: Analysis) -> Callable[[str], object]:
    """The report of one hand under ``args``'s options."""
    rules = RiichiRules(karaten_ready=args.karaten == "ready")
    return lambda text: analysis(parse_partial(text, args.rules), args.rules, rules)


def partial_json(args: argparse.Namespace, analysis: Analysis) -> Callable[[str], dict]:
    """What ``--json`` prints for one hand (the web API answers with it too)."""
    report = reporter(args, analysis)
    return lambda line: report(line).to_json()


def run_partial(args: argparse.Namespace, analysis: Analysis, render: Callable[[object, tuple[str, ...]], str],
                example: str) -> int:
    """Answer the hand (or the batch) of ``args`` with ``analysis``; text through ``render``."""
    report = reporter(args, analysis)
    if (refused := png_refused(args)) is not None:
        return refused
    done = machine_answer(args, partial_json(args, analysis), example)
    if done is not None:
        return done
    try:
        result = report(" ".join(args.hand).strip())
    except HandError as error:
        print(hand_error_line(error, args.lang, "read"), file=sys.stderr)
        return 1
    print(format_partial(result.hand, ruleset=args.rules))
    print(render(result, args.lang))
    return save_png(args, result.hand)
