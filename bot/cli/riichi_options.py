"""Riichi's part of the command line: its rule switches of ``fanbot score`` and what they build.

Kept apart from the Riichi scorer: every ``fanbot score`` run lists these options, and an MCR run
(a ``--batch`` above all) should not import the Riichi scorer to do so. The choices of the rule
enums, and ``RiichiRules`` itself, are read from ``scoring.riichi.options`` only when a value is
checked, the help is shown or a Riichi hand is answered (``bot/cli/score_riichi.py``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from bot.cli.rule_options import OptionKind, RuleOption
from bot.cli.ruleset_parts import CliRuleset


class _RuleValues(Sequence[str]):
    """The values of a rule enum of ``scoring.riichi.options``, as choices, read when first asked."""

    def __init__(self, enum_name: str) -> None:
        self._enum_name = enum_name
        self._values: tuple[str, ...] | None = None

    def _all(self) -> tuple[str, ...]:
        if self._values is None:
            from scoring.riichi import options

            self._values = tuple(member.value for member in getattr(options, self._enum_name))
        return self._values

    def __getitem__(self, index):  # type: ignore[override]
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __contains__(self, value: object) -> bool:
        return value in self._all()


def _red_five_counts(text: str) -> tuple[int, int, int]:
    parts = text.split(",")
    if len(parts) != 3 or not all(p.strip().isdigit() and int(p) <= 4 for p in parts):
        raise ValueError("three counts from 0 to 4, for m, p and s: e.g. 1,2,1")
    m, p, s = (int(x) for x in parts)
    return m, p, s


S, T, C, N = OptionKind.SWITCH, OptionKind.TOGGLE, OptionKind.CHOICE, OptionKind.NUMBER

OPTIONS = (
    RuleOption("no_double_yakuman", S, help="Big Four Winds, Four Concealed Triplets single wait, 13-sided Thirteen "
               "Orphans and True Nine Gates count as one yakuman, not two"),
    RuleOption("tenhou_double", S, help="Blessing of Heaven counts as two yakuman"),
    RuleOption("suukantsu_double", S, help="Four Kongs counts as two yakuman"),
    RuleOption("ryuuiisou", C, help="All Green and the Green Dragon: optional (default), required, or pure-double "
               "(without it: two yakuman)", default="optional", choices=_RuleValues("GreenDragonRule")),
    RuleOption("no_open_tanyao", S, help="All Simples only with a closed hand"),
    RuleOption("kiriage", S, help="4 han 30 fu and 3 han 60 fu are paid as mangan"),
    RuleOption("kazoe", C, help="13+ han of ordinary yaku: one yakuman (default), sanbaiman, or none (no cap)",
               default="yakuman", choices=_RuleValues("KazoeLimit")),
    RuleOption("double_wind_fu", N, help="fu for a pair of the seat wind that is also the round wind (default 4)",
               default=4, choices=(2, 4)),
    RuleOption("no_red_fives", S, help="red fives (0m 0p 0s) are worth nothing"),
    RuleOption("blessing_written_wait", S, help="tenhou/chiihou: read the last tile written as the winning tile "
               "instead of the best-paying one"),
    RuleOption("renhou", C, help="Blessing of Man (flag 'renhou'): 5 han with the other yaku (default), a yakuman, "
               "or no yaku", default="mangan", choices=_RuleValues("RenhouRule")),
    RuleOption("daisharin", C, help="Big Wheels, 22-88 as seven pairs: off (default), pinzu only, or any suit",
               default="off", choices=_RuleValues("DaisharinRule")),
    RuleOption("daichisei", S, help="Big Seven Stars: seven pairs of honors is a yakuman beside All Honors"),
    RuleOption("sashikomi", S, help="a ron on a hand in open riichi is a yakuman"),
    RuleOption("paarenchan_needs_yaku", T, help="paarenchan (flag 'paarenchan=N') counts only beside a yaku "
               "(default: yes)", default=True),
    RuleOption("open_pinfu_fu", T, help="an open hand with no fu gets 2 fu, 30 in all, on a ron (default: yes)",
               default=True),
    RuleOption("pinfu_tsumo_fu", S, help="a self-drawn pinfu shape takes the 2 tsumo fu and so loses pinfu "
               "(pinzumo nashi)"),
    RuleOption("aotenjou", S, help="no limits: points straight from han and fu, 13 han per yakuman"),
    RuleOption("yakuman_limit", C, help="at most six yakuman are paid (default), or no limit",
               default="6", choices=("6", "none")),
    RuleOption("players", N, help="3: three-player Riichi (no 2m-8m, seats E/S/W, kita as dora)",
               default=4, choices=(3, 4)),
    RuleOption("sanma_tsumo", C, help="three players, self-draw: the missing North's share is not paid (tsumo-son, "
               "default) or is split between the payers (north-bisection)",
               default="tsumo-son", choices=_RuleValues("SanmaTsumo")),
    RuleOption("red_fives", OptionKind.TEXT, help="red fives per suit, e.g. 1,2,1 for two red 5p (default 1,1,1)",
               default=(1, 1, 1), parse=_red_five_counts, metavar="M,P,S"),
)


def read_rules(values: Mapping[str, object]):
    """``RiichiRules`` from every option's value (by name)."""
    from scoring.riichi import options as rules

    v = values
    return rules.RiichiRules(
        double_yakuman=not v["no_double_yakuman"],
        tenhou_double=bool(v["tenhou_double"]),
        suukantsu_double=bool(v["suukantsu_double"]),
        green_dragon=rules.GreenDragonRule(v["ryuuiisou"]),
        open_tanyao=not v["no_open_tanyao"],
        kiriage=bool(v["kiriage"]),
        kazoe=rules.KazoeLimit(v["kazoe"]),
        double_wind_pair_fu=v["double_wind_fu"],
        red_fives=not v["no_red_fives"],
        blessing_best_wait=not v["blessing_written_wait"],
        renhou=rules.RenhouRule(v["renhou"]),
        daisharin=rules.DaisharinRule(v["daisharin"]),
        daichisei=bool(v["daichisei"]),
        sashikomi=bool(v["sashikomi"]),
        paarenchan_needs_yaku=bool(v["paarenchan_needs_yaku"]),
        open_pinfu_fu=bool(v["open_pinfu_fu"]),
        pinfu_tsumo_fu=bool(v["pinfu_tsumo_fu"]),
        aotenjou=bool(v["aotenjou"]),
        limit_six_yakuman=v["yakuman_limit"] == "6",
        players=v["players"],
        sanma_tsumo=rules.SanmaTsumo(v["sanma_tsumo"]),
        red_five_counts=v["red_fives"],
    )


def analysis_rules(karaten_ready: bool):
    """The ``RiichiRules`` of the waits and discard analyses."""
    from scoring.riichi.options import RiichiRules

    return RiichiRules(karaten_ready=karaten_ready)


RIICHI_CLI = CliRuleset(
    id="riichi", side="bot.cli.score_riichi", example="fanbot score --rules riichi 234789m1234566p6p tsumo riichi",
    options=OPTIONS, title="Riichi rules (with --rules riichi)", read_options=read_rules,
    analysis_options=analysis_rules, play="bot.cli.play_riichi")
