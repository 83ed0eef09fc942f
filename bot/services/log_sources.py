"""Where a review's log is found in text: the log itself, a viewer link carrying it, or Tenhou's log server.

A Tenhou log id (``2019010100gm-00a9-0000-1a2b3c4d``) or a link carrying one (``?log=ID``, with
``tw=SEAT`` naming the seat to review) is fetched from ``TENHOU_LOG_URL`` (default Tenhou's own
``https://tenhou.net/0/log/?``, the id appended), with a timeout and at most ``MAX_LOG_BYTES`` read.
"""

from __future__ import annotations

import os
import re
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass

from scoring.review.errors import LogError
from scoring.review.source import MAX_LOG_BYTES

DEFAULT_TENHOU_LOG_URL = "https://tenhou.net/0/log/?"
FETCH_TIMEOUT_SECONDS = 15
LOG_ID = re.compile(r"\d{10}gm-[0-9a-f]{4}-[0-9a-f]{4,5}-[0-9a-f]{8}")


@dataclass(frozen=True)
class Source:
    """The log's bytes or text, and the seat a link names (Tenhou's ``tw=``), if any."""

    data: bytes | str
    seat: int | None = None


def looks_like_a_path(text: str) -> bool:
    """Whether the text could name a file rather than be a log, a log id or a link (one short line)."""
    return len(text) < 4096 and "\n" not in text and not text.startswith(("{", "<", "http"))


def text_source(text: str, unknown: str = "no_file") -> Source:
    """The log in ``text``: fetched for a Tenhou log id or ``?log=`` link, else the text itself; a short line
    that is neither is refused with the ``unknown`` code (the command line reads it as a missing file)."""
    stripped = text.strip()
    log_id = _log_id(stripped)
    if log_id is not None:
        return Source(fetch_tenhou(log_id), _seat_of_link(stripped))
    if not stripped.startswith(("{", "<", "http")) and "\n" not in stripped:
        raise LogError(unknown, source=stripped[:80])
    return Source(stripped)


def _log_id(text: str) -> str | None:
    if "#json=" in text or len(text) > 400:
        return None
    query = urllib.parse.parse_qs(urllib.parse.urlparse(text).query) if text.startswith("http") else {}
    candidate = query.get("log", [text])[0]
    return candidate if LOG_ID.fullmatch(candidate) else None


def _seat_of_link(text: str) -> int | None:
    query = urllib.parse.parse_qs(urllib.parse.urlparse(text).query) if text.startswith("http") else {}
    seat = query.get("tw", [""])[0]
    return int(seat) if seat.isdigit() and int(seat) < 4 else None


def fetch_tenhou(log_id: str) -> bytes:
    url = os.environ.get("TENHOU_LOG_URL", DEFAULT_TENHOU_LOG_URL) + urllib.parse.quote(log_id)
    request = urllib.request.Request(url, headers={"User-Agent": "fanbot-review"})
    try:
        with urllib.request.urlopen(request, timeout=FETCH_TIMEOUT_SECONDS) as response:
            data = response.read(MAX_LOG_BYTES + 1)
    except urllib.error.HTTPError as error:
        raise LogError("fetch_refused", log=log_id, status=error.code) from None
    except TimeoutError:
        raise LogError("fetch_timeout", log=log_id, seconds=FETCH_TIMEOUT_SECONDS) from None
    except (urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", error)
        if isinstance(reason, TimeoutError):
            raise LogError("fetch_timeout", log=log_id, seconds=FETCH_TIMEOUT_SECONDS) from None
        raise LogError("fetch_failed", log=log_id, reason=str(reason)) from None
    if not data.strip():
        raise LogError("fetch_refused", log=log_id, status="empty")
    return data


__all__ = ["Source", "text_source", "looks_like_a_path", "fetch_tenhou", "LOG_ID", "DEFAULT_TENHOU_LOG_URL"]
