"""``fanbot fans [--rules mcr|riichi|regional]``: the table of fans grouped by value, highest first.

``--json`` prints a list of ``{"ruleset", "id", "points", "yakuman", "han_open", "zh_hans", "zh_hant",
"en"}`` objects in table order.
"""

from __future__ import annotations

import argparse
import json

from bot.cli.lang import add_language_argument
from bot.cli.rulesets import DEFAULT_RULES
from bot.render.styles import terminal
from bot.render.text_glossary import render_table
from glossary import RULESETS, entries


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", choices=tuple(map(str, RULESETS)), default=DEFAULT_RULES,
                        help="which table (default the first ruleset)")
    parser.add_argument("--json", action="store_true", help="print the table as a JSON list")
    add_language_argument(parser)


def run(args: argparse.Namespace) -> int:
    if args.json:
        rows = [{"ruleset": e.ruleset, "id": e.id, "points": e.points, "yakuman": e.yakuman, "han_open": e.han_open,
                 "zh_hans": e.zh_hans, "zh_hant": e.zh_hant, "en": e.en} for e in entries(args.rules)]
        print(json.dumps(rows, ensure_ascii=False))
        return 0

    print(terminal(render_table(args.rules, args.lang)))
    return 0
