"""The Taiwanese ruleset's part of the command line: ``--preset`` and ``--option`` of ``fanbot score``.

Both are words read when a hand is answered (``bot/cli/score_taiwan.py``), so an unknown preset or option
is that hand's error (``{"error": ...}``, exit 1), and listing the switches loads no scorer. ``preset`` is
the name every ruleset with presets gives its switch.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.cli.rule_options import OptionKind, RuleOption, comma_words
from bot.cli.ruleset_parts import CliRuleset


@dataclass(frozen=True)
class TaiwanChoice:
    """The preset named (None: the default one) and the house options, in the order given."""

    preset: str | None = None
    options: tuple[str, ...] = ()


OPTIONS = (
    RuleOption("preset", OptionKind.TEXT, help="the table of values: pocket (口袋麻將, the default) or southern "
               "(no flowers, no 獨聽, 4-tai cap); docs/rulesets.md", default=None, parse=str.lower, metavar="P"),
    RuleOption("option", OptionKind.TEXT, help="house options, joined by commas: dealer, streak (連莊拉莊, with "
               "dealer_streak=N), no-cap, cap-8, cap-16, no-flowers, pinfu-multiple-waits, replace-seat-flower",
               default=(), parse=comma_words, metavar="O[,O...]"),
)


def read_choice(values: Mapping[str, object]) -> TaiwanChoice:
    preset, options = values["preset"], values["option"]
    return TaiwanChoice(str(preset) if preset else None,
                        comma_words(options) if isinstance(options, str) else tuple(options or ()))


TAIWAN_CLI = CliRuleset(
    id="taiwan", side="bot.cli.score_taiwan", example="fanbot score --rules taiwan 123456m123p123789s55p",
    options=OPTIONS, title="Taiwanese rules (with --rules taiwan)", read_options=read_choice, parallel=True)
