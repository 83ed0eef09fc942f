"""Reading a game log from text or bytes (plain or gzip) into a ``GameRecord``, refusing bad input.

Limits keep a hostile upload cheap: ``MAX_LOG_BYTES`` of text at most, and a gzip stream is
decompressed only up to that size (a zip bomb stops there, refused as too large).
"""

from __future__ import annotations

import zlib

from scoring.review.errors import LogError
from scoring.review.formats import log_formats
from scoring.review.record import GameRecord

#: the largest log read: a long real game's mjai log is about 0.3 MB; 8 MB leaves room for any game
MAX_LOG_BYTES = 8 * 1024 * 1024
GZIP_MAGIC = b"\x1f\x8b"


def read_log(source: bytes | str) -> GameRecord:
    """The game record of a log in any registered format; ``LogError`` for anything else."""
    text = _text(source)
    stripped = text.lstrip("\ufeff").strip()
    if not stripped:
        raise LogError("empty")
    for log_format in log_formats():
        if not log_format.sniff(stripped):
            continue
        try:
            record = log_format.read(stripped)
        except LogError:
            raise
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            raise LogError("malformed", format=log_format.name) from error
        if not record.hands:
            raise LogError("no_hands", format=log_format.name)
        if any(not hand.results for hand in record.hands):
            raise LogError("truncated", format=log_format.name)
        return record
    raise LogError("unknown_format")


def _text(source: bytes | str) -> str:
    if isinstance(source, str):
        if len(source) > MAX_LOG_BYTES:
            raise LogError("too_large", megabytes=MAX_LOG_BYTES >> 20)
        return source
    data = _gunzip(source) if source[:2] == GZIP_MAGIC else source
    if len(data) > MAX_LOG_BYTES:
        raise LogError("too_large", megabytes=MAX_LOG_BYTES >> 20)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise LogError("not_text") from None


def _gunzip(data: bytes) -> bytes:
    """Gzip's content, at most one byte over the limit (enough to refuse it), never more."""
    inflater = zlib.decompressobj(wbits=31)
    try:
        out = inflater.decompress(data, MAX_LOG_BYTES + 1)
    except zlib.error:
        raise LogError("bad_gzip") from None
    if len(out) > MAX_LOG_BYTES:
        raise LogError("too_large", megabytes=MAX_LOG_BYTES >> 20)
    if not inflater.eof:
        raise LogError("gzip_cut_short")
    return out


__all__ = ["read_log", "MAX_LOG_BYTES"]
