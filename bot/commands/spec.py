"""How a command describes itself: its parameters, for slash-command platforms and the binder."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.i18n import Translator


class ParamKind(enum.Enum):
    """What a parameter takes: free text, one of its ``choices``, or a whole number in a range."""

    TEXT = "text"
    CHOICE = "choice"
    INTEGER = "integer"


@dataclass(frozen=True)
class ParamSpec:
    """One parameter of a command, for platforms with typed slash commands.

    The ``rest`` parameter is the free text after the command (``handle``'s ``args``); the others
    are options, written ``name=value`` on text platforms.
    """

    name: str
    description_key: str
    kind: ParamKind = ParamKind.TEXT
    required: bool = False
    choices: tuple[str, ...] = ()
    #: "fans": offer ``BotCore.autocomplete_fans`` while typing
    autocomplete: str | None = None
    rest: bool = False
    min_value: int | None = None
    max_value: int | None = None


@dataclass(frozen=True)
class CommandSpec:
    """A command (or a subcommand of one) as a slash-command platform registers it."""

    name: str
    description_key: str
    params: tuple[ParamSpec, ...] = ()
    subcommands: tuple[CommandSpec, ...] = ()

    def description(self, language: str) -> str:
        return Translator(language)(self.description_key)


_OPTION = re.compile(r"(?<!\S)([a-z_]+)\s*[=:：]\s*(\S+)", re.IGNORECASE)  # "rules=riichi", "rules = riichi"


def split_options(args: str, names: Iterable[str], options: Mapping[str, str]) -> tuple[str, dict[str, str]]:
    """Take ``name=value`` words for the given option names out of ``args``; typed options win."""
    wanted = set(names)
    found: dict[str, str] = {}

    def take(match: re.Match) -> str:
        key = match.group(1).lower()
        key = {"ruleset": "rules", "rule": "rules"}.get(key, key)
        if key in wanted:
            found[key] = match.group(2)
            return ""
        return match.group(0)

    rest = _OPTION.sub(take, args)
    found.update({k: v for k, v in options.items() if v not in (None, "")})
    return " ".join(rest.split()), found
