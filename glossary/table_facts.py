"""Joining a ruleset's glossary data file to its scorer's table: the table is the one source of each fan's
value, standard names and exclusions; the data file adds only what teaches the fan."""

from __future__ import annotations

from collections.abc import Sequence

from glossary.errors import GlossaryDataError

#: a fan's facts, read from the scorer's table (as ``Entry`` fields), never from the data file
TABLE_FACTS = ("points", "zh_hans", "zh_hant", "en", "excludes")


def with_table_facts(fans: list[dict], data_file: str, table_file: str,
                     facts: Sequence[tuple[str, dict]]) -> list[dict]:
    """The data file's fans with their ``facts`` (id -> ``TABLE_FACTS``, in the table's order) joined;
    ``GlossaryDataError`` when the file repeats a fact or does not hold the table's fans once each, in order."""
    by_id = {}
    for i, raw in enumerate(fans):
        repeated = sorted(set(raw) & set(TABLE_FACTS))
        if repeated:
            raise GlossaryDataError(f"{data_file} fan #{i + 1} ({raw.get('id', '?')}): {', '.join(repeated)} "
                                    f"come from {table_file}, not from here")
        by_id[raw.get("id")] = raw
    table = [fan_id for fan_id, _ in facts]
    if list(by_id) != table:
        raise GlossaryDataError(f"{data_file}: the fans of {table_file}, once each and in its order: "
                                f"missing {sorted(set(table) - set(by_id))}, unknown {sorted(set(by_id) - set(table))}")
    return [{**by_id[fan_id], **fact} for fan_id, fact in facts]


__all__ = ["TABLE_FACTS", "with_table_facts"]
