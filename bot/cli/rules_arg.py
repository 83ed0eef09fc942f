"""``--rules`` of the hand commands: any word naming a ruleset (its id or an alias), read through the registry."""

from __future__ import annotations

import argparse
import sys

from bot.cli.rulesets import DEFAULT_RULES, UnknownRules, read_rules, rules_help
from bot.i18n import error_text


def add_rules_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", metavar="RULES", default=DEFAULT_RULES, help=rules_help())


def chosen_rules(args: argparse.Namespace) -> str | None:
    """The id of the ruleset ``--rules`` names; None (the error said on stderr) for a word naming none."""
    try:
        return read_rules(args.rules)
    except UnknownRules as error:
        print(" / ".join(dict.fromkeys(error_text(error, part) for part in args.lang)), file=sys.stderr)
        return None
