"""The JSON API: ``POST /api/score``, ``/api/waits``, ``/api/efficiency``, answered by the command line itself.

A request ``{"hand": "...", "rules": "mcr"|"riichi", "lang": "...", <options>}`` becomes the command's
argument list (``"kiriage": true`` is ``--kiriage``, ``"kazoe": "none"`` is ``--kazoe none``,
``"open_tanyao": false`` is ``--no-open-tanyao``), read by the command's own parser, and answered by the
function that ``fanbot score|waits|efficiency --json`` prints from (``json_answer`` of each CLI module):
the same options, the same checks and the same JSON, by construction. A hand that cannot be read is the
CLI's coded error with HTTP 400; so is an option the command does not take.
"""

from __future__ import annotations

import argparse
import functools
import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from types import ModuleType

from bot.cli.batch import json_object

#: API name -> the CLI module that answers it
COMMANDS = {"score": "bot.cli.score", "waits": "bot.cli.waits", "efficiency": "bot.cli.efficiency"}
#: the longest hand text taken (a full hand with every flag is under 200 characters)
MAX_HAND = 400
#: options of the CLI that make no sense over HTTP (files, processes, pictures)
_REFUSED = frozenset({"batch", "jobs", "png", "json", "hand", "help"})


class UsageError(ValueError):
    """A request the command's parser refuses."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse would print and exit the process
        raise UsageError(message)


@dataclass(frozen=True)
class Answer:
    """The JSON object of one request and whether the hand was answered (HTTP 200) or not (400)."""

    data: dict
    ok: bool


@functools.cache
def _parser(module: ModuleType) -> _Parser:
    """The command's own parser, built once (half a millisecond: more than scoring a hand)."""
    parser = _Parser(prog="fanbot", add_help=False, exit_on_error=False)
    module.add_arguments(parser)
    return parser


def _argv(request: Mapping[str, object], parser: argparse.ArgumentParser) -> list[str]:
    """The request's options as the command's argument list."""
    flags = {action.dest: action for action in parser._actions}
    argv: list[str] = []
    for key, value in request.items():
        if key == "hand":
            continue
        if not isinstance(key, str) or key in _REFUSED or key not in flags:
            raise UsageError(f"unknown option {key!r}")
        option = "--" + key.replace("_", "-")
        action = flags[key]
        if isinstance(value, bool):
            if value:
                argv.append(option)
            elif isinstance(action, argparse.BooleanOptionalAction):
                argv.append("--no-" + key.replace("_", "-"))
            elif action.nargs == 0 and key.startswith("no_"):
                raise UsageError(f"option {key!r} takes true")
            continue
        if isinstance(value, list) and all(isinstance(item, int) and not isinstance(item, bool) for item in value):
            value = ",".join(map(str, value))  # red_fives: [1, 2, 1]
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)
        if not isinstance(value, str) or action.nargs == 0:
            raise UsageError(f"option {key!r}: bad value")
        argv += [option, value]
    return argv


def answer(command: str, request: Mapping[str, object]) -> Answer:
    """The CLI's ``--json`` object for ``request``; usage problems as ``{"error", "code": "usage"}``."""
    module = importlib.import_module(COMMANDS[command])
    hand = request.get("hand", "")
    if not isinstance(hand, str):
        return Answer({"error": "hand: expected a string", "code": "usage"}, False)
    if len(hand) > MAX_HAND:
        return Answer({"error": f"hand: at most {MAX_HAND} characters", "code": "too_long"}, False)
    parser = _parser(module)
    try:
        args = parser.parse_args(_argv(request, parser))
    except (UsageError, argparse.ArgumentError) as error:
        return Answer({"error": str(error), "code": "usage"}, False)
    args.hand = [hand]
    json_answer, example = module.json_answer(args)
    data, ok = json_object(" ".join(args.hand).strip(), json_answer, example)
    return Answer(data, ok)
