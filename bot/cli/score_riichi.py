"""``fanbot score --rules riichi HAND``: the Riichi side of ``fanbot score`` (bot/cli/score.py).

``add_riichi_arguments`` adds the rule switches to the ``score`` parser; ``run`` scores the hand
given (``args.hand``, a list of words), or every line of ``args.batch``, as text or ``--json``.
Exit status as for MCR: 0 when every hand was scored, 1 when a ``--json``/``--batch`` hand was bad,
2 for a bad hand in text mode or a usage problem.
"""

from __future__ import annotations

import argparse
import json
import sys

from bot.cli.batch import json_or_error, no_hand_given, run_batch
from bot.cli.lang import hand_error_line
from bot.render.text_riichi import render_riichi_text
from scoring.hand import HandError
from scoring.notation import parse_hand
from scoring.riichi import GreenDragonRule, KazoeLimit, RiichiRules, score_hand


def add_riichi_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("Riichi rules (with --rules riichi)")
    group.add_argument("--no-double-yakuman", action="store_true",
                       help="Big Four Winds, Four Concealed Triplets single wait, 13-sided Thirteen Orphans and "
                            "True Nine Gates count as one yakuman, not two")
    group.add_argument("--tenhou-double", action="store_true", help="Blessing of Heaven counts as two yakuman")
    group.add_argument("--suukantsu-double", action="store_true", help="Four Kongs counts as two yakuman")
    group.add_argument("--ryuuiisou", choices=[r.value for r in GreenDragonRule], default="optional",
                       help="All Green and the Green Dragon: optional (default), required, or pure-double "
                            "(without it: two yakuman)")
    group.add_argument("--no-open-tanyao", action="store_true", help="All Simples only with a closed hand")
    group.add_argument("--kiriage", action="store_true", help="4 han 30 fu and 3 han 60 fu are paid as mangan")
    group.add_argument("--kazoe", choices=[k.value for k in KazoeLimit], default="yakuman",
                       help="13+ han of ordinary yaku: one yakuman (default), sanbaiman, or none (no cap)")
    group.add_argument("--double-wind-fu", type=int, choices=(2, 4), default=4,
                       help="fu for a pair of the seat wind that is also the round wind (default 4)")
    group.add_argument("--no-red-fives", action="store_true", help="red fives (0m 0p 0s) are worth nothing")
    group.add_argument("--blessing-written-wait", action="store_true",
                       help="tenhou/chiihou: read the last tile written as the winning tile instead of the "
                            "best-paying one")


def rules_from_args(args: argparse.Namespace) -> RiichiRules:
    return RiichiRules(
        double_yakuman=not args.no_double_yakuman,
        tenhou_double=args.tenhou_double,
        suukantsu_double=args.suukantsu_double,
        green_dragon=GreenDragonRule(args.ryuuiisou),
        open_tanyao=not args.no_open_tanyao,
        kiriage=args.kiriage,
        kazoe=KazoeLimit(args.kazoe),
        double_wind_pair_fu=args.double_wind_fu,
        red_fives=not args.no_red_fives,
        blessing_best_wait=not args.blessing_written_wait,
    )


def _scorer(rules: RiichiRules):
    """The JSON answer for one Riichi hand under ``rules``."""
    return lambda text: score_hand(parse_hand(text, "riichi"), rules).to_json()


def run(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    text = " ".join(args.hand).strip()
    if args.batch:
        if text:
            print("give either a hand or --batch FILE, not both", file=sys.stderr)
            return 2
        return run_batch(args.batch, _scorer(rules))
    if not text:
        return no_hand_given("fanbot score --rules riichi 234789m1234566p6p tsumo riichi", args.json)
    if args.json:
        data, ok = json_or_error(text, _scorer(rules))
        print(json.dumps(data, ensure_ascii=False))
        return 0 if ok else 1

    try:
        result = score_hand(parse_hand(text, "riichi"), rules)
    except HandError as error:
        print(hand_error_line(error, args.lang), file=sys.stderr)
        return 2
    print(render_riichi_text(result, args.lang))
    return 0
