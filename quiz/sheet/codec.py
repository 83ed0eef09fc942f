"""Entries and table starts as JSON objects, as the store keeps them (one text column each)."""

from __future__ import annotations

import json

from quiz.json_records import record_from_json, record_to_json
from quiz.sheet.model import Draw, End, EntryBody, Penalty, Player, TableStart, Undo, Win, Wind
from quiz.sheet.rulesets import sheet_rules
from scoring.rulesets import RulesetId

#: the stored name of each shared kind of entry (never renamed: old rows keep it); a ruleset's own
#: entries are stored under their ``kind``
SHARED_KINDS: dict[str, type] = {"win": Win, "draw": Draw, "penalty": Penalty, "undo": Undo, "end": End}


def entry_kinds() -> dict[str, type]:
    """Every kind of entry by its stored name: the shared ones and each ruleset's own."""
    return {**SHARED_KINDS, **{cls.kind: cls for rules in sheet_rules() for cls in rules.entries}}


def kind_of(body: EntryBody) -> str:
    return {cls: kind for kind, cls in entry_kinds().items()}[type(body)]


def body_to_json(body: EntryBody) -> str:
    return record_to_json(body)


def body_from_json(kind: str, text: str) -> EntryBody:
    return record_from_json(entry_kinds()[kind], text)


def _ruleset_id(text: str) -> str:
    """A stored id as the core's enum member when it is a built-in (so ``is`` compares), else as written."""
    return next((member for member in RulesetId if member == text), text)


def start_to_json(start: TableStart) -> str:
    return json.dumps({"ruleset": str(start.ruleset),
                       "players": [{"name": p.name, "user_id": p.user_id} for p in start.players],
                       "seats": [int(seat) for seat in start.seats],
                       "options": [list(option) for option in start.options]}, ensure_ascii=False)


def start_from_json(text: str) -> TableStart:
    values = json.loads(text)
    return TableStart(ruleset=_ruleset_id(values["ruleset"]),
                      players=tuple(Player(p["name"], p.get("user_id")) for p in values["players"]),
                      seats=tuple(Wind(seat) for seat in values["seats"]),
                      options=tuple((str(k), str(v)) for k, v in values.get("options", ())))
