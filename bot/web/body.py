"""Reading an API request's body: capped in size, a JSON object, shallow, and text that is Unicode.

The API takes flat objects (the deepest value is a list of numbers, ``red_fives``), so a body nested deeper than
``MAX_DEPTH`` is refused before anything recurses over it (reading it, pickling it for the analysis process). A
lone surrogate escape (``"\\ud800"``) is valid JSON but no text: it is refused here, not met later by an encoder.
Each refusal is a ``BodyError`` whose ``code`` the page's catalogue words (``web.error_*``) say in its language.
"""

from __future__ import annotations

import json
import logging

from aiohttp import web

log = logging.getLogger("fanbot.web")

#: the largest request body taken (a hand with every option is well under 1 KB)
MAX_BODY = 8 * 1024
#: the deepest nesting taken: the object, and a list inside it
MAX_DEPTH = 2


class BodyError(Exception):
    """A body refused: ``code`` for machines (and the page's words), ``message`` in English, ``status`` its HTTP."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code, self.message, self.status = code, message, status


def _too_deep(raw: str) -> bool:
    """Whether ``raw`` (JSON text) nests brackets deeper than ``MAX_DEPTH``, counted outside strings."""
    depth, in_string, escaped = 0, False, False
    for char in raw:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate
        return False
    return True


def _all_text(data: dict) -> bool:
    """Whether every key and string of the (shallow) object is Unicode text."""
    strings = [*data]
    for value in data.values():
        strings.extend(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str))
    return all(_is_text(s) for s in strings if isinstance(s, str))


def parse_body(raw: bytes) -> dict:
    """The JSON object ``raw`` holds; ``BodyError`` for anything else."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BodyError("bad_json", "expected a JSON object") from None
    if _too_deep(text):
        raise BodyError("too_deep", f"expected a JSON object nested at most {MAX_DEPTH} deep")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BodyError("bad_json", "expected a JSON object") from None
    if not isinstance(data, dict):
        raise BodyError("bad_json", "expected a JSON object")
    if not _all_text(data):
        raise BodyError("bad_text", "text that is not Unicode (a lone surrogate escape)")
    return data


async def read_body(request: web.Request) -> dict:
    """The request's JSON object; ``BodyError`` for a body too large or not one."""
    too_large = BodyError("too_large", f"at most {MAX_BODY} bytes", 413)
    if request.content_length is not None and request.content_length > MAX_BODY:
        raise too_large
    try:
        raw = await request.read()  # the whole body, refused past client_max_size (a chunked one too)
    except web.HTTPRequestEntityTooLarge:
        raise too_large from None
    except ConnectionResetError:  # the client left mid-body: nobody to answer, nothing wrong here
        log.info("a client left before its request's body ended (%s)", request.remote)
        raise BodyError("incomplete", "the request's body ended early") from None
    return parse_body(raw)


__all__ = ["BodyError", "MAX_BODY", "MAX_DEPTH", "parse_body", "read_body"]
