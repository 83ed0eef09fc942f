"""``fanbot score --rules riichi HAND``: the Riichi side of ``fanbot score`` (bot/cli/score.py).

``rules_from_args`` reads the rule switches that ``bot/cli/riichi_options.py`` adds to the ``score``
parser; ``run`` scores the hand given (``args.hand``, a list of words), or every line of
``args.batch``, as text or ``--json``.
Exit status as for MCR: 0 when every hand was scored, 1 when a hand could not be read or scored (in
every mode), 2 for a usage problem.
"""

from __future__ import annotations

import argparse
import sys

from bot.cli.batch import machine_answer
from bot.cli.lang import hand_error_line
from bot.cli.picture import save_png
from bot.render.styles import terminal
from bot.render.text_riichi import render_nagashi_text, render_riichi_text
from scoring.hand import HandError
from scoring.notation import parse_hand, parse_nagashi
from scoring.riichi import (
    DaisharinRule,
    GreenDragonRule,
    KazoeLimit,
    NagashiResult,
    RenhouRule,
    RiichiRules,
    SanmaTsumo,
    score_hand,
    score_nagashi,
)


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
        renhou=RenhouRule(args.renhou),
        daisharin=DaisharinRule(args.daisharin),
        daichisei=args.daichisei,
        sashikomi=args.sashikomi,
        paarenchan_needs_yaku=args.paarenchan_needs_yaku,
        open_pinfu_fu=args.open_pinfu_fu,
        pinfu_tsumo_fu=args.pinfu_tsumo_fu,
        aotenjou=args.aotenjou,
        limit_six_yakuman=args.yakuman_limit == "6",
        players=args.players,
        sanma_tsumo=SanmaTsumo(args.sanma_tsumo),
        red_five_counts=args.red_fives,
    )


def score_text(text: str, rules: RiichiRules):
    """The result for one line: a hand, or a nagashi mangan written without tiles (``nagashi seat=S``)."""
    try:
        return score_hand(parse_hand(text, "riichi", rules.red_five_counts), rules)
    except HandError as error:
        draw = parse_nagashi(text) if error.code == "no_tiles" else None
        if draw is None:
            raise
        return score_nagashi(*draw, rules)


def _scorer(rules: RiichiRules):
    """The JSON answer for one Riichi hand under ``rules``."""
    return lambda text: score_text(text, rules).to_json()


EXAMPLE = "fanbot score --rules riichi 234789m1234566p6p tsumo riichi"


def json_answer(args: argparse.Namespace):
    """The ``--json`` answer for one Riichi hand under ``args``'s rule switches, and the example hand."""
    return _scorer(rules_from_args(args)), EXAMPLE


def run(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    done = machine_answer(args, *json_answer(args))
    if done is not None:
        return done
    text = " ".join(args.hand).strip()

    try:
        result = score_text(text, rules)
    except HandError as error:
        print(hand_error_line(error, args.lang), file=sys.stderr)
        return 1
    if isinstance(result, NagashiResult):  # a draw: no winning hand to draw
        print(terminal(render_nagashi_text(result, args.lang)))
        return 0
    print(terminal(render_riichi_text(result, args.lang)))
    return save_png(args, result.hand, rules.players)
