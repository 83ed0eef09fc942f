"""What players type that is not a fan name (negative_queries.tsv): Riichi's limits and other terms
find their term entries, a count after a fan name is noise, and everything else (other mahjong
words, first words shared by several fans, other games, chat, random and short strings) has no best
entry, so the bot offers "did you mean" buttons instead of answering with a fan that only looks alike."""

from __future__ import annotations

from glossary import get_entry, lookup
from tests.glossary.query_tables import query_rows


def _rows() -> list[tuple[str, str, str]]:
    return query_rows("negative_queries.tsv")


def test_negative_table_is_large_and_mostly_names_nothing():
    rows = _rows()
    assert len(rows) >= 60
    assert sum(expected == "-" for _, _, expected in rows) >= 60
    assert len(set((q, r) for q, r, _ in rows)) == len(rows), "duplicate queries"


def test_expected_entries_are_terms_or_the_fan_a_count_was_attached_to():
    for query, _, expected in _rows():
        if expected != "-":
            ruleset, _, entry_id = expected.partition(":")
            entry = get_entry(ruleset, entry_id)
            assert entry.is_term or any(ch.isdigit() for ch in query), query


def test_every_negative_query_has_no_best_or_the_right_term():
    wrong = []
    rows = _rows()
    for query, ruleset, expected in rows:
        best = lookup(query, ruleset).best
        found = best.key if best is not None else "-"
        if found != expected:
            wrong.append(f"{query!r} ({ruleset}): expected {expected}, found {found}")
    print(f"negative table: {len(rows) - len(wrong)}/{len(rows)} right")
    assert not wrong, "\n".join(wrong)
