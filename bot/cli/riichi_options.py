"""The Riichi rule switches of ``fanbot score`` (read by ``bot/cli/score_riichi.rules_from_args``).

Kept apart from the Riichi scorer: every ``fanbot score`` run builds these options, and an MCR run
(a ``--batch`` above all) should not import the Riichi scorer to do so. The choices of the rule
enums are read from ``scoring.riichi.options`` only when a value is checked or the help is shown.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence


class _RuleValues(Sequence[str]):
    """The values of a rule enum of ``scoring.riichi.options``, as argparse ``choices``, read when first asked."""

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


def add_riichi_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("Riichi rules (with --rules riichi)")
    group.add_argument("--no-double-yakuman", action="store_true",
                       help="Big Four Winds, Four Concealed Triplets single wait, 13-sided Thirteen Orphans and "
                            "True Nine Gates count as one yakuman, not two")
    group.add_argument("--tenhou-double", action="store_true", help="Blessing of Heaven counts as two yakuman")
    group.add_argument("--suukantsu-double", action="store_true", help="Four Kongs counts as two yakuman")
    group.add_argument("--ryuuiisou", choices=_RuleValues("GreenDragonRule"), default="optional",
                       help="All Green and the Green Dragon: optional (default), required, or pure-double "
                            "(without it: two yakuman)")
    group.add_argument("--no-open-tanyao", action="store_true", help="All Simples only with a closed hand")
    group.add_argument("--kiriage", action="store_true", help="4 han 30 fu and 3 han 60 fu are paid as mangan")
    group.add_argument("--kazoe", choices=_RuleValues("KazoeLimit"), default="yakuman",
                       help="13+ han of ordinary yaku: one yakuman (default), sanbaiman, or none (no cap)")
    group.add_argument("--double-wind-fu", type=int, choices=(2, 4), default=4,
                       help="fu for a pair of the seat wind that is also the round wind (default 4)")
    group.add_argument("--no-red-fives", action="store_true", help="red fives (0m 0p 0s) are worth nothing")
    group.add_argument("--blessing-written-wait", action="store_true",
                       help="tenhou/chiihou: read the last tile written as the winning tile instead of the "
                            "best-paying one")
    group.add_argument("--renhou", choices=_RuleValues("RenhouRule"), default="mangan",
                       help="Blessing of Man (flag 'renhou'): 5 han with the other yaku (default), a yakuman, "
                            "or no yaku")
    group.add_argument("--daisharin", choices=_RuleValues("DaisharinRule"), default="off",
                       help="Big Wheels, 22-88 as seven pairs: off (default), pinzu only, or any suit")
    group.add_argument("--daichisei", action="store_true",
                       help="Big Seven Stars: seven pairs of honors is a yakuman beside All Honors")
    group.add_argument("--sashikomi", action="store_true",
                       help="a ron on a hand in open riichi is a yakuman")
    group.add_argument("--paarenchan-needs-yaku", action=argparse.BooleanOptionalAction, default=True,
                       help="paarenchan (flag 'paarenchan=N') counts only beside a yaku (default: yes)")
    group.add_argument("--open-pinfu-fu", action=argparse.BooleanOptionalAction, default=True,
                       help="an open hand with no fu gets 2 fu, 30 in all, on a ron (default: yes)")
    group.add_argument("--pinfu-tsumo-fu", action="store_true",
                       help="a self-drawn pinfu shape takes the 2 tsumo fu and so loses pinfu (pinzumo nashi)")
    group.add_argument("--aotenjou", action="store_true",
                       help="no limits: points straight from han and fu, 13 han per yakuman")
    group.add_argument("--yakuman-limit", choices=("6", "none"), default="6",
                       help="at most six yakuman are paid (default), or no limit")
    group.add_argument("--players", type=int, choices=(3, 4), default=4,
                       help="3: three-player Riichi (no 2m-8m, seats E/S/W, kita as dora)")
    group.add_argument("--sanma-tsumo", choices=_RuleValues("SanmaTsumo"), default="tsumo-son",
                       help="three players, self-draw: the missing North's share is not paid (tsumo-son, "
                            "default) or is split between the payers (north-bisection)")
    group.add_argument("--red-fives", type=_red_five_counts, default=(1, 1, 1), metavar="M,P,S",
                       help="red fives per suit, e.g. 1,2,1 for two red 5p (default 1,1,1)")


def _red_five_counts(text: str) -> tuple[int, int, int]:
    parts = text.split(",")
    if len(parts) != 3 or not all(p.strip().isdigit() and int(p) <= 4 for p in parts):
        raise argparse.ArgumentTypeError("three counts from 0 to 4, for m, p and s: e.g. 1,2,1")
    m, p, s = (int(x) for x in parts)
    return m, p, s


