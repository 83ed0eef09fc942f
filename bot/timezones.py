"""IANA time zones as chats name them (``Asia/Shanghai``, ``UTC``): read and checked with zoneinfo."""

from __future__ import annotations

from datetime import UTC, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

DEFAULT_TIMEZONE = "UTC"


def zone_of(name: str) -> tzinfo | None:
    """The zone of that name, or None for an unknown one (never read as a path to a file)."""
    if not name or name.startswith(("/", ".")) or ".." in name:
        return None
    try:
        return UTC if name.upper() == "UTC" else ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


def read_timezone(text: str) -> str | None:
    """An IANA time zone's name as written (``Asia/Shanghai``, ``UTC``), or None for anything else."""
    name = text.strip()
    return name if zone_of(name) is not None else None
