"""Joining a section's data file to the scorer's table it teaches: the table is the one source of each entry's
facts (value, standard names, exclusions); the file adds only what teaches the entry and may not repeat them."""

from __future__ import annotations

from collections.abc import Mapping

from glossary.errors import GlossaryDataError


def with_table_facts(fans: list[dict], table: Mapping[str, dict], data_file: str, table_file: str) -> list[dict]:
    """``fans`` (the data file's, as read) with each one's facts from ``table`` (id -> ``Entry`` fields), in the
    table's order; every id of the table once. ``GlossaryDataError`` for a repeated fact or a missing or unknown id."""
    facts = {field for row in table.values() for field in row}
    by_id = {}
    for i, raw in enumerate(fans):
        repeated = sorted(set(raw) & facts)
        if repeated:
            raise GlossaryDataError(f"{data_file} fan #{i + 1} ({raw.get('id', '?')}): {', '.join(repeated)} "
                                    f"come from {table_file}, not from here")
        by_id[raw.get("id")] = raw
    if list(by_id) != list(table):
        raise GlossaryDataError(f"{data_file}: the fans of {table_file}, once each and in its order: "
                                f"missing {sorted(set(table) - set(by_id))}, unknown {sorted(set(by_id) - set(table))}")
    return [{**by_id[fan_id], **facts_of} for fan_id, facts_of in table.items()]
