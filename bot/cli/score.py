"""``fanbot score HAND``: score a winning hand under the ruleset ``--rules`` names (the first built in by default).

Readable text is the ruleset's score text in the terminal's style (``bot/cli/score_mcr.py``,
``bot/cli/score_riichi.py``: the sides of ``bot/cli/rulesets.py``). ``--lang both`` is English with the
Chinese names. ``--json`` prints notation.md's JSON object; ``--batch FILE`` (``-`` for standard
input) prints one JSON object per input line, in the same order, ``{"error": ...}`` for a bad line.
Exit status (the same for every text command and mode, docs/notation.md): 0 when every hand was
answered, 1 when a hand could not be read or scored (text, ``--json`` or ``--batch`` alike), 2 for a
usage problem (no hand, bad options, an unknown ruleset, a batch file that cannot be read).
"""

from __future__ import annotations

import argparse
import sys

from bot.cli.batch import machine_answer
from bot.cli.lang import add_language_argument, say
from bot.cli.picture import add_png_argument, png_refused
from bot.cli.requests import ScoreRequest
from bot.cli.rule_options import OptionKind, add_rule_options, option_values
from bot.cli.rules_arg import add_rules_argument, chosen_rules
from bot.cli.ruleset_parts import CliRuleset
from bot.cli.rulesets import cli_of, cli_rulesets, side_of

# A ruleset's side (its scorer, and its renderers for a text answer) is imported when it answers:
# a --json or --batch run starts without another ruleset's side or the renderers.
USAGE = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("hand", nargs="*", help="the hand, e.g. '[123m] 456p 789s 11m EE E tsumo seat=S' "
                                                "(the last tile written is the winning tile)")
    add_rules_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_png_argument(parser)
    parser.add_argument("--batch", metavar="FILE", help="score one hand per line of FILE ('-' = standard input), "
                                                       "printing one JSON object per line")
    parser.add_argument("--jobs", type=_positive, default=1, metavar="N",
                        help="with --batch (a ruleset whose JSON needs no renderer): spread the hands over N "
                             "processes; output stays in input order")
    add_language_argument(parser)
    for part in cli_rulesets():
        if part.options:
            add_rule_options(parser, part.title, part.options)


def _positive(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 64:
        raise argparse.ArgumentTypeError(f"expected a number of processes from 1 to 64, not {text!r}")
    return int(text)


def _other_rules_option(args: argparse.Namespace, part: CliRuleset) -> str | None:
    """The first switch given that is another ruleset's rule, not one of ``part``'s, as it was written: a
    rule the chosen ruleset would ignore is a usage problem, as the web API's "unknown option" is."""
    own = {option.name for option in part.options}
    for other in cli_rulesets():
        for option in other.options:
            value = getattr(args, option.name, option.default)
            if option.name in own or value == option.default:
                continue
            off = option.kind is OptionKind.TOGGLE and value is False
            return "--no-" + option.flag[2:] if off else option.flag
    return None


def run(args: argparse.Namespace) -> int:
    ruleset = chosen_rules(args)
    if ruleset is None:
        return USAGE
    part = cli_of(ruleset)
    if args.jobs > 1 and (not part.parallel or not args.batch):
        print(say(args.lang, "text.cli.jobs"), file=sys.stderr)
        return USAGE
    if (refused := png_refused(args)) is not None:
        return refused
    if (flag := _other_rules_option(args, part)) is not None:
        known = ", ".join(option.flag for option in part.options)
        key = "text.cli.other_rules_option" if known else "text.cli.rules_without_options"
        print(say(args.lang, key, flag=flag, rules=ruleset, known=known), file=sys.stderr)
        return USAGE
    options = part.read_options(option_values(args, part.options))
    side = side_of(ruleset)
    done = machine_answer(args, side.json_answer(ruleset, options), part.example,
                          batch_answer=side.batch_answer(ruleset, options), jobs=args.jobs)
    if done is not None:
        return done
    return side.show(ScoreRequest(" ".join(args.hand).strip(), ruleset, options, lang=args.lang), args.png)
