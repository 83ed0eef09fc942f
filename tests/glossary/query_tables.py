"""Reading the query tables (``query <TAB> chat ruleset <TAB> expected ruleset:id or -``)."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent


def query_rows(name: str) -> list[tuple[str, str, str]]:
    rows = []
    for line in (HERE / name).read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#") or line.startswith("query\t"):
            continue
        query, ruleset, expected = line.split("\t")
        rows.append((query, ruleset, expected))
    return rows
