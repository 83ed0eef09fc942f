"""``fanbot efficiency HAND``: which tile to discard (何切), ranked by the route to 8 (MCR) or useful tiles (Riichi).

14 tiles: every distinct discard with the shanten after it, the useful copies left, the good-shape
copies at 1-shanten and, for MCR, the route to 8 (the winning copies whose win reaches 8 points
when ready; the average over the useful draws at 1-shanten; the fans in reach further away).
13 tiles: the hand as it stands, and at 1-shanten the best discard after each useful draw.
``seen=…`` in the hand names tiles already visible elsewhere. ``--json`` prints one JSON object
(keys in docs/efficiency.md); ``--batch FILE`` (``-`` for standard input) one per line, a bad line
printing ``{"error": …, "code": …}``; the exit status is 1 when any hand could not be read.
"""

from __future__ import annotations

import argparse
import sys

from bot.cli.batch import machine_answer
from bot.cli.lang import add_language_argument, hand_error_line
from bot.render.text_efficiency import render_efficiency
from scoring.efficiency import EfficiencyReport, analyse
from scoring.hand import HandError
from scoring.notation import format_partial, parse_partial
from scoring.riichi import RiichiRules


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("hand", nargs="*", help="the hand: 14 tiles (which discard) or 13 (as it stands), e.g. "
                                                "123m456p789s1122z5m; flags seat=S round=E seen=… as in the notation")
    parser.add_argument("--rules", choices=("mcr", "riichi"), default="mcr", help="ruleset (default mcr)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--batch", metavar="FILE", help="read one hand per line from FILE ('-' for standard input)")
    parser.add_argument("--karaten", choices=("ready", "not-ready"), default="not-ready",
                        help="Riichi: a hand waiting only on tiles it holds all four of is not ready (default) "
                             "or ready; MCR always counts it ready")
    add_language_argument(parser)


def report_of(text: str, ruleset: str, karaten: str = "not-ready") -> EfficiencyReport:
    """The analysis of one hand; ``HandError`` when it cannot be read."""
    partial = parse_partial(text, ruleset)
    return analyse(partial, ruleset, RiichiRules(karaten_ready=karaten == "ready"))


def run(args: argparse.Namespace) -> int:
    def answer(line: str) -> dict:
        return report_of(line, args.rules, args.karaten).to_json()

    done = machine_answer(args, answer, "fanbot efficiency 123m456p789s1122z5m")
    if done is not None:
        return done
    text = " ".join(args.hand).strip()
    try:
        result = report_of(text, args.rules, args.karaten)
    except HandError as error:
        print(hand_error_line(error, args.lang, "read"), file=sys.stderr)
        return 1
    print(format_partial(result.hand, ruleset=args.rules))
    print(render_efficiency(result, args.lang))
    return 0
