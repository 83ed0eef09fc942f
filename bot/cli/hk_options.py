"""Hong Kong's part of the command line: its preset and house options of ``fanbot score``, answered by
``bot/cli/score_hk.py``. The preset and option names are checked when a hand is scored (``presets.toml``)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.cli.rule_options import OptionKind, RuleOption, comma_words
from bot.cli.ruleset_parts import CliRuleset
from scoring.hk.options import HkRules


def _word(text: str) -> str:
    if not (text and len(text) <= 32 and text.replace("-", "").isalnum() and text.isascii()):
        raise ValueError(f"expected a preset's name, not {text!r}")
    return text.lower()


OPTIONS = (
    RuleOption("preset", OptionKind.TEXT, help="the ruleset's table of values (Hong Kong: hk-mahjong, "
               "thirteen-faan, half-spicy, full-spicy; docs/notation.md)", default=None, parse=_word, metavar="P"),
    RuleOption("option", OptionKind.TEXT, help="house options, joined by commas (Hong Kong: no-flower-bonus, 無花 "
               "+1 faan for a hand written flowers=0; each ruleset's in docs/rulesets.md)", default=(),
               parse=comma_words, metavar="O[,O...]"),
    RuleOption("no_flower_bonus", OptionKind.SWITCH, help="Hong Kong: 無花, +1 faan for a hand written flowers=0 "
               "(the same as --option no-flower-bonus)"),
)


def read_rules(values: Mapping[str, object]):
    """``HkRules`` from every option's value (by name)."""
    options = values["option"]
    named = comma_words(options) if isinstance(options, str) else tuple(options or ())
    chosen = frozenset({*named, *(("no-flower-bonus",) if values["no_flower_bonus"] else ())})
    return HkRules(preset=str(values["preset"] or ""), options=chosen)


HK_CLI = CliRuleset(id="hk", side="bot.cli.score_hk", example="fanbot score --rules hk [111s] 555s 789s WWW N N",
                    options=OPTIONS, title="HK rules (with --rules hk)", read_options=read_rules,
                    parallel=True)
