"""A JSON request body read into the command line's typed request (``bot/cli/requests.py``), field by field.

``{"hand": "...", "rules": <a ruleset's id or alias>, "lang": "ja", <options>}``: the options are the
ruleset's rule options (``bot/cli/rule_options.py``; ``"kiriage": true``, ``"red_fives": [1, 2, 1]``)
for a score, ``"karaten": "ready"|"not-ready"`` for waits and discards. Every value is checked for its type and
range; an unknown field or a bad value is a ``FieldError`` naming it (its ``code`` what machines read).
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.cli.requests import Command, EfficiencyRequest, HandRequest, ScoreRequest, WaitsRequest
from bot.cli.rule_options import OptionKind, RuleOption, option_values
from bot.cli.rulesets import DEFAULT_RULES, UnknownRules, cli_of, read_rules
from bot.i18n import display_of, error_text

#: the longest hand text taken (a full hand with every flag is under 200 characters)
MAX_HAND = 400
#: the longest text of any other field
MAX_TEXT = 64
#: the fields every command takes
COMMON = ("hand", "rules", "lang")
#: the values of ``karaten`` (waits and discards)
KARATEN = ("ready", "not-ready")


class FieldError(ValueError):
    """A field the request may not have, or a value it may not take; ``code`` is ``usage`` or ``too_long``."""

    def __init__(self, message: str, code: str = "usage") -> None:
        super().__init__(message)
        self.code = code


def _text(body: Mapping[str, object], name: str, default: str) -> str:
    value = body.get(name, default)
    if not isinstance(value, str):
        raise FieldError(f"{name}: expected a string")
    if len(value) > (MAX_HAND if name == "hand" else MAX_TEXT):
        raise FieldError(f"{name}: at most {MAX_HAND if name == 'hand' else MAX_TEXT} characters", "too_long")
    return value


def _number(option: RuleOption, value: object) -> object:
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, list) and value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        value = ",".join(map(str, value))  # red_fives: [1, 2, 1]
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise FieldError(f"option {option.name!r}: bad value")
    try:
        return option.read_text(value)
    except ValueError as error:
        raise FieldError(f"option {option.name!r}: {error}") from None


def option_value(option: RuleOption, value: object) -> object:
    """The value of one rule option given in JSON; ``FieldError`` naming it for a bad one."""
    if option.kind in (OptionKind.SWITCH, OptionKind.TOGGLE):
        if not isinstance(value, bool):
            raise FieldError(f"option {option.name!r} takes true or false")
        return value
    if option.kind is OptionKind.CHOICE:
        if not isinstance(value, str) or value not in option.choices:
            raise FieldError(f"option {option.name!r}: expected one of {', '.join(map(str, option.choices))}")
        return value
    read = _number(option, value)
    if option.choices and read not in option.choices:
        raise FieldError(f"option {option.name!r}: expected one of {', '.join(map(str, option.choices))}")
    return read


def _unknown(body: Mapping[str, object], known: tuple[str, ...]) -> None:
    for key in body:
        if key not in known:
            raise FieldError(f"unknown option {str(key)[:MAX_TEXT]!r}")


def read_request(command: Command, body: Mapping[str, object]) -> HandRequest:
    """The typed request of a JSON body; ``FieldError`` for a field or value the command does not take."""
    hand = _text(body, "hand", "")
    try:
        ruleset = read_rules(_text(body, "rules", DEFAULT_RULES))
    except UnknownRules as error:
        raise FieldError(error_text(error, "en")) from None
    try:
        lang = display_of(_text(body, "lang", "en"))
    except ValueError:
        raise FieldError(f"lang: unknown language {body.get('lang')!r}") from None
    if command is Command.SCORE:
        part = cli_of(ruleset)
        _unknown(body, (*COMMON, *(option.name for option in part.options)))
        given = {option.name: option_value(option, body[option.name]) for option in part.options
                 if option.name in body}
        return ScoreRequest(hand, ruleset, part.read_options(option_values(given, part.options)), lang=lang)
    _unknown(body, (*COMMON, "karaten"))
    karaten = _text(body, "karaten", "not-ready")
    if karaten not in KARATEN:
        raise FieldError(f"option 'karaten': expected one of {', '.join(KARATEN)}")
    kind = EfficiencyRequest if command is Command.EFFICIENCY else WaitsRequest
    return kind(hand, ruleset, karaten == "ready", lang=lang)


__all__ = ["FieldError", "read_request", "option_value", "MAX_HAND"]
