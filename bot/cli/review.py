"""``fanbot review SOURCE``: one seat's decisions in a game played elsewhere, weighed, with its statistics.

SOURCE is a file (plain or gzip), ``-`` for standard input, the log's text itself, a Tenhou viewer
link carrying its JSON, or a Tenhou log id / ``?log=`` link (fetched: ``bot.cli.review_fetch``).
``--player SEAT|NAME`` picks the seat (default: the link's ``tw=``, else the log's first human or
seat 0); ``--severity`` keeps the decisions at least that far from the best; ``--json`` prints one
object (issue 33's shape); a source that is no game log prints ``{"error": …}`` (or a line in
the ``--lang`` language) and exits with 1.
"""

from __future__ import annotations

import argparse
import json
import sys

from bot.cli.lang import add_language_argument, text_language
from bot.cli.review_fetch import load_source
from bot.i18n import error_text
from bot.render.text_review import render_review
from scoring.review.decisions import Severity
from scoring.review.errors import LogError
from scoring.review.json_form import review_json
from scoring.review.review import review, seat_of
from scoring.review.source import read_log


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", help="the log: a file, - for standard input, its text, a Tenhou viewer link, "
                                       "or a Tenhou log id or ?log= link")
    parser.add_argument("--player", metavar="SEAT|NAME", help="the seat to review, by number (0 first) or name")
    parser.add_argument("--json", action="store_true", help="print the review as one JSON object")
    parser.add_argument("--severity", choices=[s.value for s in Severity], default=Severity.OK.value,
                        help="show only decisions at least this far from the best (default ok: all)")
    add_language_argument(parser, default="en")


def run(args: argparse.Namespace) -> int:
    language = text_language(args.lang)
    try:
        source = load_source(args.source)
        game = read_log(source.data)
        player = args.player if args.player is not None else (None if source.seat is None else str(source.seat))
        reviewed = review(game, seat_of(game, player))
    except LogError as error:
        if args.json:
            print(json.dumps({"error": error_text(error, language), "code": error.code}, ensure_ascii=False))
        else:
            print(error_text(error, language), file=sys.stderr)
        return 1
    severity = Severity(args.severity)
    if args.json:
        print(json.dumps(review_json(reviewed, severity), ensure_ascii=False))
    else:
        print(render_review(reviewed, language, severity))
    return 0
