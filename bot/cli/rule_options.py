"""A ruleset's rule options as typed data: one ``RuleOption`` per switch of ``fanbot score``.

The same list gives the command line its switches (``add_rule_options``) and the web API the fields it
takes (``bot/web/fields.py``): an option is ``--name`` on the command line and ``"name"`` in a request.
"""

from __future__ import annotations

import argparse
import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass


class OptionKind(enum.StrEnum):
    """How an option is written."""

    #: ``--name``: off unless given (JSON ``true``/``false``)
    SWITCH = "switch"
    #: ``--name`` / ``--no-name``: on by default (JSON ``true``/``false``)
    TOGGLE = "toggle"
    #: ``--name WORD``: one of ``choices``
    CHOICE = "choice"
    #: ``--name N``: one of ``choices`` (numbers)
    NUMBER = "number"
    #: ``--name TEXT`` read by ``parse`` (JSON: that text, a number, or a list of numbers joined by commas)
    TEXT = "text"


@dataclass(frozen=True)
class RuleOption:
    """One rule option; its value reaches the ruleset's ``read_options`` under ``name``."""

    name: str
    kind: OptionKind
    help: str
    default: object = False
    #: the values taken (CHOICE, NUMBER); may be read lazily (a sequence that imports on first use)
    choices: Sequence[object] = ()
    #: TEXT: text -> value; ``ValueError`` with the words saying what is expected
    parse: Callable[[str], object] | None = None
    metavar: str | None = None

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    def read_text(self, text: str) -> object:
        """The value of a TEXT option or a NUMBER written as text; ``ValueError`` for a bad one."""
        if self.kind is OptionKind.NUMBER:
            if not (text.isascii() and text.isdigit()):
                raise ValueError(f"expected a number, not {text!r}")
            return int(text)
        assert self.parse is not None, self.name
        return self.parse(text)


def _argparse_type(option: RuleOption) -> Callable[[str], object]:
    def convert(text: str) -> object:
        try:
            return option.read_text(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return convert


def add_rule_options(parser: argparse.ArgumentParser, title: str, options: Iterable[RuleOption]) -> None:
    """The options as a group of switches of ``parser``; an option another ruleset declared already (a shared
    name, such as ``--preset``) is declared once, and each ruleset reads its value."""
    group = parser.add_argument_group(title)
    for option in options:
        if option.flag in parser._option_string_actions:  # a switch two rulesets share (--preset): added once
            continue
        if option.kind is OptionKind.SWITCH:
            group.add_argument(option.flag, action="store_true", help=option.help)
        elif option.kind is OptionKind.TOGGLE:
            group.add_argument(option.flag, action=argparse.BooleanOptionalAction, default=option.default,
                               help=option.help)
        elif option.kind is OptionKind.CHOICE:
            group.add_argument(option.flag, choices=option.choices, default=option.default, help=option.help)
        else:
            group.add_argument(option.flag, type=_argparse_type(option), default=option.default,
                               choices=option.choices or None, metavar=option.metavar, help=option.help)


def comma_words(text: str) -> tuple[str, ...]:
    """A ``--option`` value: house options joined by commas (or spaces), lower-cased."""
    return tuple(word for word in text.replace(" ", ",").lower().split(",") if word)


def option_values(source: object | Mapping[str, object], options: Iterable[RuleOption]) -> dict[str, object]:
    """Every option's value: from parsed arguments (attributes) or a mapping, the default where it is missing."""
    if isinstance(source, Mapping):
        return {option.name: source.get(option.name, option.default) for option in options}
    return {option.name: getattr(source, option.name, option.default) for option in options}


__all__ = ["OptionKind", "RuleOption", "add_rule_options", "comma_words", "option_values"]
