"""Where ``fanbot review`` finds its log: a file, standard input, or text (``bot.services.log_sources``:
the log itself, a viewer link, a Tenhou log id or link fetched from Tenhou's log server)."""

from __future__ import annotations

import sys
from pathlib import Path

from bot.services.log_sources import Source, looks_like_a_path, text_source
from scoring.review.source import MAX_LOG_BYTES


def load_source(source: str) -> Source:
    if source == "-":
        return Source(sys.stdin.buffer.read(MAX_LOG_BYTES + 1))
    stripped = source.strip()
    if looks_like_a_path(stripped):
        path = Path(stripped).expanduser()
        if path.is_file():
            with path.open("rb") as file:
                return Source(file.read(MAX_LOG_BYTES + 1))
    return text_source(stripped)


__all__ = ["Source", "load_source"]
