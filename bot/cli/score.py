"""``fanbot score HAND``: score a winning hand (MCR by default; ``--rules riichi``).

Readable text is the chat bot's score text (``bot/render/text_mcr.py``) in the terminal's style:
each fan with its points, count, name (English text keeps the Chinese name beside it) and the
sets that made it, the total, the flowers, a warning below the 8-point minimum, and the parsed hand
with honor names so a misread shows. ``--lang both`` is English with the Chinese names.
``--json`` prints notation.md's JSON object; ``--batch FILE`` (``-`` for standard
input) prints one JSON object per input line, in the same order, ``{"error": ...}`` for a bad line.
Exit status (the same for every text command and mode, docs/notation.md): 0 when every hand was
answered, 1 when a hand could not be read or scored (text, ``--json`` or ``--batch`` alike), 2 for a
usage problem (no hand, bad options, a batch file that cannot be read).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from bot.cli.batch import machine_answer
from bot.cli.lang import add_language_argument, hand_error_line, say, text_language
from bot.cli.picture import add_png_argument, png_refused, save_png
from bot.cli.riichi_options import add_riichi_arguments
from scoring.hand import HandError
from scoring.mcr import score_hand
from scoring.notation import format_hand, parse_hand
from scoring.rulesets import BUILT_IN

# The Riichi side (bot/cli/score_riichi.py) and the text renderers (with the glossary they name fans
# from) are imported by ``run`` when they answer: an MCR --json or --batch run starts without them.


EXAMPLE = "fanbot score 1112345678999m5m"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("hand", nargs="*", help="the hand, e.g. '[123m] 456p 789s 11m EE E tsumo seat=S' "
                                                "(the last tile written is the winning tile)")
    parser.add_argument("--rules", choices=tuple(map(str, BUILT_IN)), default="mcr", help="ruleset (default mcr)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_png_argument(parser)
    parser.add_argument("--batch", metavar="FILE", help="score one hand per line of FILE ('-' = standard input), "
                                                       "printing one JSON object per line")
    parser.add_argument("--jobs", type=_positive, default=1, metavar="N",
                        help="with --batch (MCR): spread the hands over N processes; output stays in input order")
    add_language_argument(parser)
    add_riichi_arguments(parser)


def _positive(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 64:
        raise argparse.ArgumentTypeError(f"expected a number of processes from 1 to 64, not {text!r}")
    return int(text)


def _score_mcr_text(text: str) -> str:
    """The JSON text of one batch line (the same text as ``json.dumps`` of ``_score_mcr``)."""
    return score_hand(parse_hand(text, "mcr")).to_json_text()


def _score_mcr(text: str) -> dict:
    return score_hand(parse_hand(text, "mcr")).to_json()


def json_answer(args: argparse.Namespace) -> tuple[Callable[[str], dict], str]:
    """What ``--json`` prints for one hand under ``args``'s options (the web API answers with it too),
    and the example hand of the "no hand" answer."""
    if args.rules == "riichi":
        from bot.cli import score_riichi

        return score_riichi.json_answer(args)
    return _score_mcr, EXAMPLE


def run(args: argparse.Namespace) -> int:
    if args.jobs > 1 and (args.rules != "mcr" or not args.batch):
        print(say(args.lang, "text.cli.jobs"), file=sys.stderr)
        return 2
    if (refused := png_refused(args)) is not None:
        return refused
    if args.rules == "riichi":
        from bot.cli import score_riichi

        return score_riichi.run(args)
    done = machine_answer(args, *json_answer(args), batch_answer=_score_mcr_text,
                          jobs=args.jobs)
    if done is not None:
        return done
    text = " ".join(args.hand).strip()
    try:
        result = score_hand(parse_hand(text, "mcr"))
    except HandError as error:
        print(hand_error_line(error, args.lang), file=sys.stderr)
        return 1
    from bot.render.styles import Style, terminal
    from bot.render.text_mcr import render_mcr_text

    language = text_language(args.lang)
    print(terminal(render_mcr_text(result, language, Style.TERMINAL, format_hand(result.hand, honors="zh"))))
    return save_png(args, result.hand)
