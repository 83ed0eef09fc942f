"""Entries and table starts as JSON objects, as the store keeps them (one text column each)."""

from __future__ import annotations

import json
from dataclasses import asdict, fields

from quiz.sheet.model import Draw, End, EntryBody, Penalty, Player, RiichiBet, Ruleset, TableStart, Undo, Win, Wind

#: the stored name of each kind of entry (never renamed: old rows keep it)
KINDS: dict[str, type] = {"win": Win, "draw": Draw, "penalty": Penalty, "riichi": RiichiBet, "undo": Undo,
                          "end": End}
_KIND_OF = {cls: kind for kind, cls in KINDS.items()}


def kind_of(body: EntryBody) -> str:
    return _KIND_OF[type(body)]


def body_to_json(body: EntryBody) -> str:
    return json.dumps(asdict(body), ensure_ascii=False, sort_keys=True)


def body_from_json(kind: str, text: str) -> EntryBody:
    cls = KINDS[kind]
    values = json.loads(text)
    known = {f.name for f in fields(cls)}
    # lists come back as the tuples the frozen dataclasses hold; unknown keys (a newer writer) are dropped
    return cls(**{key: tuple(value) if isinstance(value, list) else value
                  for key, value in values.items() if key in known})


def start_to_json(start: TableStart) -> str:
    return json.dumps({"ruleset": start.ruleset.value,
                       "players": [{"name": p.name, "user_id": p.user_id} for p in start.players],
                       "seats": [int(seat) for seat in start.seats],
                       "options": [list(option) for option in start.options]}, ensure_ascii=False)


def start_from_json(text: str) -> TableStart:
    values = json.loads(text)
    return TableStart(ruleset=Ruleset(values["ruleset"]),
                      players=tuple(Player(p["name"], p.get("user_id")) for p in values["players"]),
                      seats=tuple(Wind(seat) for seat in values["seats"]),
                      options=tuple((str(k), str(v)) for k, v in values.get("options", ())))
