"""The events of a JSON-lines log, one object a line (blank lines skipped), for the formats written so."""

from __future__ import annotations

import json
from collections.abc import Iterator

from scoring.review.errors import LogError


def json_events(text: str, format_name: str) -> Iterator[dict]:
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            yield json.loads(line)
        except json.JSONDecodeError:
            raise LogError("malformed", format=format_name) from None


__all__ = ["json_events"]
