"""Frozen dataclass records as JSON text, as the append-only logs keep them (one text column each)."""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from typing import Any, TypeVar

Record = TypeVar("Record")


def record_to_json(record: Any) -> str:
    """A dataclass record as a JSON object, its keys sorted."""
    return json.dumps(asdict(record), ensure_ascii=False, sort_keys=True)


def record_from_json(cls: type[Record], text: str) -> Record:
    """The record ``record_to_json`` wrote. Keys the class does not have (a newer writer's) are dropped."""
    known = {field.name for field in fields(cls)}
    return cls(**{key: json_tuples(value) for key, value in json.loads(text).items() if key in known})


def json_tuples(value: Any) -> Any:
    """A JSON value with its lists, at any depth, read back as the tuples frozen dataclasses hold."""
    return tuple(json_tuples(item) for item in value) if isinstance(value, list) else value


__all__ = ["record_to_json", "record_from_json", "json_tuples"]
