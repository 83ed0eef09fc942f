"""A registry of one layer's parts of the rulesets, keyed by ruleset id (``docs/rulesets.md``).

Each layer keeps one (``bot.render.views``, ``glossary.sections``, ``bot.commands.rulesets``…): the
built-in parts are fixed; a part registered later (a test's variant) can be removed again.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Protocol, TypeVar


class Keyed(Protocol):
    """A ruleset's part in a layer: it knows the id it is registered under."""

    @property
    def id(self) -> str: ...


Part = TypeVar("Part", bound=Keyed)


class PartRegistry(Mapping[str, Part]):
    """Ruleset id -> one layer's part, in the order registered (the built-in ones first)."""

    def __init__(self, layer: str, built_in: Iterable[Part] = ()) -> None:
        """``layer``: the registry's module, named by the error of a second registration."""
        self._layer = layer
        self._parts: dict[str, Part] = {}
        for part in built_in:
            self.register(part)
        self._built_in = frozenset(self._parts)

    def register(self, part: Part) -> Part:
        if part.id in self._parts:
            raise ValueError(f"{self._layer}: ruleset '{part.id}' is registered already")
        self._parts[part.id] = part
        return part

    def unregister(self, ruleset_id: str) -> None:
        """Remove a part registered after the built-in ones; a built-in one stays."""
        if ruleset_id not in self._built_in:
            self._parts.pop(ruleset_id, None)

    def __getitem__(self, ruleset_id: str) -> Part:
        return self._parts[ruleset_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._parts)

    def __len__(self) -> int:
        return len(self._parts)


__all__ = ["PartRegistry", "Keyed"]
