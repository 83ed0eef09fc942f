"""Column helpers shared by the schema and the migration scripts.

The migrations use them too, so they define nothing that changes with the schema: a change here would
change what every old migration builds.
"""

from __future__ import annotations

from sqlalchemy import Column
from sqlalchemy.types import TypeEngine


def required(kind: type[TypeEngine], *names: str) -> list[Column]:
    """Columns of one type that always hold a value, in the order named."""
    return [Column(name, kind, nullable=False) for name in names]
