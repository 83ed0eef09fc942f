"""The named MCR cases of rules.md §5 (``data/mcr_cases.tsv``), shared by the case tests."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

from scoring.hand import Hand
from scoring.notation import parse

CASES_PATH = Path(__file__).parent / "data" / "mcr_cases.tsv"


@dataclass(frozen=True)
class McrCase:
    name: str
    hand: str
    #: ``score``, ``not_win`` (no winning shape) or ``parser_rejects`` (contradictory flags)
    expect: str
    total: int | None
    fans: dict[str, int]
    what: str


def fan_counts(text: str) -> dict[str, int]:
    """The fans of a table cell: ids apart by spaces, ``idxCOUNT`` for a fan counted more than once."""
    fans: dict[str, int] = {}
    for item in text.split():
        counted = re.fullmatch(r"(\w+?)x(\d+)", item)
        fan_id, count = (counted.group(1), int(counted.group(2))) if counted else (item, 1)
        fans[fan_id] = fans.get(fan_id, 0) + count
    return fans


def tsv_rows(path: Path) -> list[dict[str, str]]:
    """The rows of a tab-separated table with a header line, its ``#`` comment lines left out."""
    with path.open(encoding="utf-8", newline="") as f:
        lines = [line for line in f if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def load_cases() -> tuple[McrCase, ...]:
    rows = tsv_rows(CASES_PATH)
    return tuple(McrCase(r["name"], r["hand"], r["expect"], int(r["total"]) if r["total"] else None,
                         fan_counts(r["fans"]), r["what"]) for r in rows)


def hand_without_flag_checks(text: str) -> Hand:
    """The hand as written, flags included, skipping the parser's flag-consistency checks
    (for the cases whose flags the reference silently ignores and our parser refuses)."""
    parsed = parse(text)
    tiles = list(parsed.tiles)
    win = parsed.explicit_win if parsed.explicit_win is not None else tiles.pop()
    return Hand(tuple(parsed.melds), tuple(sorted(tiles)), win, parsed.context)


CASES = load_cases()
