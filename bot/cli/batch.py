"""``--batch FILE|-`` for every command that prints JSON: one object per input line, in order.

Every input line gets exactly one output line, so results line up with their hands: a bad or
empty line prints ``{"error": …}`` and the batch goes on. The exit status is 0 when every line
was answered, 1 when a line was bad, 2 when the file could not be read.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator

from bot.i18n import error_text
from scoring.hand import HandError

EMPTY_LINE = "empty line: no hand"


def json_or_error(line: str, answer: Callable[[str], dict]) -> tuple[dict, bool]:
    """``answer(line)``, or the error object for a line that is empty or cannot be read."""
    if not line:
        return {"error": EMPTY_LINE}, False
    try:
        return answer(line), True
    except HandError as error:
        return {"error": error_text(error, "en"), "code": error.code}, False


def no_hand_given(example: str, as_json: bool) -> int:
    """Say that no hand was given (as JSON on stdout with ``--json``, else on stderr); the usage exit status."""
    message = f"no hand given: write e.g. {example}"
    if as_json:
        print(json.dumps({"error": message}))
    else:
        print(message, file=sys.stderr)
    return 2


def read_lines(source: str) -> Iterator[str]:
    handle = sys.stdin if source == "-" else open(source, encoding="utf-8")  # noqa: SIM115
    try:
        for line in handle:
            yield line.strip()
    finally:
        if handle is not sys.stdin:
            handle.close()


def run_batch(source: str, answer: Callable[[str], dict]) -> int:
    all_ok = True
    try:
        for line in read_lines(source):
            data, ok = json_or_error(line, answer)
            all_ok &= ok
            print(json.dumps(data, ensure_ascii=False))
    except OSError as error:
        print(f"cannot read {source}: {error.strerror or error}", file=sys.stderr)
        return 2
    except UnicodeDecodeError:
        print(f"cannot read {source}: not UTF-8 text", file=sys.stderr)
        return 2
    return 0 if all_ok else 1
