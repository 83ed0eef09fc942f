"""``fanbot fan QUERY``: one fan explained, found by any of its names.

Text shows the entry in English and Chinese: names, value, definition, what it excludes (by
name), the note for players, the example hand scored live, and its twin in the other ruleset.
``--json`` prints ``{"query", "best": {"ruleset", "id"} | null, "candidates": [{"ruleset", "id",
"score"}, ...]}``. Exit status: 0 when a fan was found, 1 when none was, 2 for a usage problem.
"""

from __future__ import annotations

import argparse
import json
import sys

from bot.cli.lang import add_language_argument, say
from bot.cli.rulesets import DEFAULT_RULES
from bot.render.styles import terminal
from bot.render.text_glossary import render_lookup
from glossary import RULESETS, lookup


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("query", nargs="*", help="a fan name in any language or spelling, e.g. 清一色, "
                                                 "'full flush', qingyise, Chinitsu, 'riichi: 清一色'")
    parser.add_argument("--rules", choices=tuple(map(str, RULESETS)), default=DEFAULT_RULES,
                        help="the ruleset preferred when a name fits several (default the first ruleset)")
    parser.add_argument("--json", action="store_true", help="print the lookup result as one JSON object")
    add_language_argument(parser)


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.query).strip()
    if not query:
        print(say(args.lang, "text.cli.no_fan_name"), file=sys.stderr)
        return 2
    result = lookup(query, ruleset=args.rules)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print(terminal(render_lookup(result, args.lang)))
    return 0 if result.best is not None else 1
