"""The lookup finds what players mean: a table of realistic queries (queries.tsv) with the entry
each should find at rank 1 — typos, pinyin, English variants, Traditional forms, seed phrases,
full-width text, and queries that name no fan at all."""

from __future__ import annotations

from glossary import lookup
from tests.glossary.query_tables import query_rows

REQUIRED_ACCURACY = 0.98


def _rows() -> list[tuple[str, str, str]]:
    return query_rows("queries.tsv")


def test_query_table_is_large_and_covers_every_ruleset():
    rows = _rows()
    assert len(rows) >= 300
    expected_rulesets = {expected.partition(":")[0] for _, _, expected in rows}
    assert {"mcr", "riichi", "regional", "-"} <= expected_rulesets
    assert len(set((q, r) for q, r, _ in rows)) == len(rows), "duplicate queries"


def test_at_least_98_percent_of_queries_find_the_expected_entry_at_rank_1():
    misses = []
    rows = _rows()
    for query, ruleset, expected in rows:
        best = lookup(query, ruleset).best
        found = best.key if best is not None else "-"
        if found != expected:
            misses.append(f"{query!r} ({ruleset}): expected {expected}, found {found}")
    accuracy = 1 - len(misses) / len(rows)
    print(f"query table: {len(rows) - len(misses)}/{len(rows)} right at rank 1 ({accuracy:.1%})")
    assert accuracy >= REQUIRED_ACCURACY, "\n".join(misses)
