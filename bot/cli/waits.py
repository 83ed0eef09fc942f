"""``fanbot waits HAND``: the waits of a ready hand with what each scores; shanten and discards otherwise.

13 tiles: each wait with its four MCR totals (discard, self-drawn, and both as the last copy) and
whether it reaches 8 without flowers, or ron/tsumo values with ``--rules riichi``; a hand not yet
ready gets its shanten and useful tiles. 14 tiles: the discard table. ``--json`` prints one JSON
object; ``--batch FILE`` (``-`` for standard input) reads one hand per line and prints one JSON
object per line in the same order (an empty or bad line prints ``{"error": …}``); the exit
status is 1 when any hand could not be read.
"""

from __future__ import annotations

import argparse
import sys

from bot.cli.batch import machine_answer
from bot.cli.lang import add_language_argument, hand_error_line
from bot.render.text_waits import render_report
from scoring.hand import HandError
from scoring.notation import format_partial, parse_partial
from scoring.riichi import RiichiRules
from scoring.waits import report


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("hand", nargs="*", help="the hand: 13 tiles (waits) or 14 (discards), e.g. 1112345678999m; "
                                                "flags seat=S round=E flowers=N as in the notation")
    parser.add_argument("--rules", choices=("mcr", "riichi"), default="mcr", help="ruleset (default mcr)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--batch", metavar="FILE", help="read one hand per line from FILE ('-' for standard input)")
    parser.add_argument("--karaten", choices=("ready", "not-ready"), default="not-ready",
                        help="Riichi: a hand waiting only on tiles it holds all four of is not ready (default, "
                             "as Riichi counts it) or ready (MCR's formal view); MCR always counts it ready")
    add_language_argument(parser)


def analyse(text: str, ruleset: str, karaten: str = "not-ready"):
    """The report for one hand; ``HandError`` when it cannot be read."""
    partial = parse_partial(text, ruleset)
    return report(partial, ruleset, RiichiRules(karaten_ready=karaten == "ready"))


def run(args: argparse.Namespace) -> int:
    def answer(line: str) -> dict:
        return analyse(line, args.rules, args.karaten).to_json()

    done = machine_answer(args, answer, "fanbot waits 1112345678999m")
    if done is not None:
        return done
    text = " ".join(args.hand).strip()
    try:
        result = analyse(text, args.rules, args.karaten)
    except HandError as error:
        print(hand_error_line(error, args.lang, "read"), file=sys.stderr)
        return 1

    print(format_partial(result.hand, ruleset=args.rules))
    print(render_report(result, args.lang))
    return 0
