"""The command line's registry of rulesets: each ``CliRuleset`` under its core ruleset's id.

``read_rules`` turns the word a user wrote (``--rules``, a request's ``"rules"``) into a ruleset id
through ``scoring.rulesets``; an id the core or the command line does not know is an ``UnknownRules``
(a usage problem), never another ruleset. ``side_of`` imports the module answering a ruleset's hands.
"""

from __future__ import annotations

import importlib

from bot.cli.hk_options import HK_CLI
from bot.cli.mcr_options import MCR_CLI
from bot.cli.riichi_options import RIICHI_CLI
from bot.cli.ruleset_parts import CliRuleset, ScoreSide
from bot.cli.taiwan_options import TAIWAN_CLI
from scoring.hand import HandError
from scoring.registry import PartRegistry
from scoring.rulesets import BUILT_IN, UnknownRuleset, read_ruleset_word, ruleset_of

_REGISTRY: PartRegistry[CliRuleset] = PartRegistry("bot.cli.rulesets", (MCR_CLI, RIICHI_CLI, HK_CLI, TAIWAN_CLI))
#: the ruleset of a command that names none: the first built in
DEFAULT_RULES: str = str(next(iter(BUILT_IN)))


class UnknownRules(HandError):
    """No ruleset of the command line is named so (its words: the catalogue's ``unknown_ruleset``)."""

    def __init__(self, word: str) -> None:
        super().__init__("unknown_ruleset", ruleset=word, known=", ".join(_REGISTRY))


def register_cli(part: CliRuleset) -> CliRuleset:
    return _REGISTRY.register(part)


def unregister_cli(ruleset_id: str) -> None:
    _REGISTRY.unregister(ruleset_id)


def cli_rulesets() -> tuple[CliRuleset, ...]:
    return tuple(_REGISTRY.values())


def rules_help() -> str:
    """The ``--rules`` help text (naming the ids without loading any ruleset)."""
    return f"ruleset: {', '.join(_REGISTRY)} (default {DEFAULT_RULES})"


def read_rules(word: str) -> str:
    """The id of the ruleset ``word`` names (its id: only that ruleset is loaded; or an alias such as ``日麻``)."""
    try:
        ruleset_id: str | None = ruleset_of(word).id
    except UnknownRuleset:
        ruleset_id = read_ruleset_word(word)
    if ruleset_id is None or ruleset_id not in _REGISTRY:
        raise UnknownRules(word)
    return ruleset_id


def cli_of(ruleset_id: str) -> CliRuleset:
    """The command line's part of a ruleset (an id ``read_rules`` gave)."""
    return _REGISTRY[ruleset_id]


def side_of(ruleset_id: str) -> ScoreSide:
    """The module answering the ruleset's hands, imported now."""
    side: ScoreSide = importlib.import_module(cli_of(ruleset_id).side)  # type: ignore[assignment]
    return side


__all__ = ["register_cli", "unregister_cli", "cli_rulesets", "cli_of", "side_of", "read_rules", "rules_help",
           "UnknownRules", "DEFAULT_RULES"]
