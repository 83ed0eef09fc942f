"""The rulesets the bot scores in: one ``Ruleset`` registered per ruleset, asked by everything else.

A ruleset's core definition (its words, hand size, notation dialect, scorer, waits and efficiency
entry points) lives in its own package (``scoring/mcr/ruleset.py``, ``scoring/riichi/ruleset.py``) and
registers itself here. The bot's layers keep their own parts (renderers, quiz kinds, sheet rules)
in registries of their own, keyed by the same id (``docs/rulesets.md``).

The built-in definitions are loaded on the first lookup, by module name: the scorers import the
notation, and the notation asks this registry for a ruleset's dialect, so importing them here
would close a loop.
"""

from __future__ import annotations

import enum
import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any


class RulesetId(enum.StrEnum):
    """The rulesets the project ships. A ruleset registered elsewhere (a test's variant) has a plain
    ``str`` id; a StrEnum member equals its text, so stored ``"mcr"`` reads as ``RulesetId.MCR``."""

    MCR = "mcr"
    RIICHI = "riichi"


#: where each built-in ruleset's definition lives (imported on the first lookup)
BUILT_IN: dict[str, str] = {RulesetId.MCR: "scoring.mcr.ruleset", RulesetId.RIICHI: "scoring.riichi.ruleset"}


@dataclass(frozen=True)
class NotationRules:
    """The dialect of the notation (``docs/notation.md``) a ruleset reads and writes."""

    #: the flag words and ``key=value`` keys it reads beyond the shared ones (tsumo, wall, kong, seat, round)
    flags: frozenset[str]
    #: the ``HandError`` for a flag word of another ruleset (given the word)
    foreign_flag: Callable[[str], Exception]
    #: ``0m`` is a red five (else refused as a typo)
    red_fives: bool = False
    #: the declarations (riichi, ippatsu, tenhou, ...) are checked against the hand
    declarations: bool = False
    #: plain tiles may take the fast reader and writer (no Riichi words to read or write)
    fast_text: bool = False


@dataclass(frozen=True)
class TableOptions:
    """A ruleset's table options, written as words (Riichi's ``players:3,renhou:yakuman``)."""

    default: Any
    #: (words, the options so far) -> the options with the words applied; an error names the part not understood
    read: Callable[[str, Any], Any]
    #: options -> their words ("" for the default)
    text: Callable[[Any], str]
    #: the words it reads, for a help text
    allowed: Callable[[], str]


@dataclass(frozen=True)
class Ruleset:
    """One ruleset's core: what it is called and how its hands are read, scored and analysed.

    The entry points take the table's options (``RiichiRules`` for Riichi; ignored by MCR) last."""

    id: str
    #: every word players write for it, in every language (lower case): ``国标``, ``日麻``, ``cn``
    aliases: tuple[str, ...]
    notation: NotationRules
    #: (hand, options) -> a result with ``to_json()``; raises ``HandError`` for a hand that does not score
    score: Callable[[Any, Any], Any]
    #: (13 or 14 tiles, options) -> ``scoring.waits.WaitsReport``
    waits: Callable[[Any, Any], Any]
    #: (13 or 14 tiles, options, route) -> the rows ``scoring.efficiency.analyse`` ranks
    efficiency_rows: Callable[[Any, Any, bool], Any]
    #: tiles of a complete hand (kongs counting three)
    hand_size: int = 14
    #: the options a table chooses (a chat setting named by the ruleset's id); ``None``: it has none
    options: TableOptions | None = None
    #: the built-in ruleset it varies (its id), if any: for readers, not for lookups
    variant_of: str | None = None


_REGISTRY: dict[str, Ruleset] = {}


class UnknownRuleset(KeyError):
    """No ruleset is registered under that id."""


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset (its id and aliases must be free); returns it, for ``MCR = register(Ruleset(...))``."""
    if ruleset.id in _REGISTRY:
        raise ValueError(f"ruleset '{ruleset.id}' is registered already")
    taken = {alias for other in _REGISTRY.values() for alias in (other.id, *other.aliases)}
    clashes = sorted(taken & {ruleset.id, *ruleset.aliases})
    if clashes:
        raise ValueError(f"ruleset '{ruleset.id}': {', '.join(clashes)} already name another ruleset")
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def unregister(ruleset_id: str) -> None:
    """Remove a ruleset registered with ``register`` (a test's variant); the built-ins stay."""
    if ruleset_id in BUILT_IN:
        raise ValueError(f"ruleset '{ruleset_id}' is built in")
    _REGISTRY.pop(ruleset_id, None)


def _load_built_in(only: str | None = None) -> None:
    for ruleset_id, module in BUILT_IN.items():
        if only is None or only == ruleset_id:
            importlib.import_module(module)


def ruleset_of(ruleset_id: str) -> Ruleset:
    """The ruleset registered under ``ruleset_id``; ``UnknownRuleset`` for none."""
    found = _REGISTRY.get(ruleset_id)
    if found is None:
        _load_built_in(ruleset_id)  # that one only: an MCR run loads no Riichi scorer
        found = _REGISTRY.get(ruleset_id)
    if found is None:
        raise UnknownRuleset(ruleset_id)
    return found


def is_ruleset(ruleset_id: object) -> bool:
    return isinstance(ruleset_id, str) and ruleset_id in ruleset_ids()


def ruleset_ids() -> tuple[str, ...]:
    """Every registered ruleset's id: the built-ins in ``BUILT_IN``'s order (whichever loaded first), then
    the others in the order they were registered."""
    _load_built_in()
    return (*BUILT_IN, *(ruleset_id for ruleset_id in _REGISTRY if ruleset_id not in BUILT_IN))


def rulesets() -> Iterator[Ruleset]:
    """Every registered ruleset, in ``ruleset_ids``' order."""
    yield from tuple(_REGISTRY[ruleset_id] for ruleset_id in ruleset_ids())


def option_keys() -> tuple[str, ...]:
    """The rulesets whose tables choose options (each a chat setting under the ruleset's id)."""
    return tuple(r.id for r in rulesets() if r.options is not None)


def read_ruleset_word(word: str) -> str | None:
    """The id of the ruleset a word names (its id or an alias, any case); ``None`` for none."""
    word = word.strip().lower()
    for ruleset in rulesets():
        if word == ruleset.id or word in ruleset.aliases:
            return ruleset.id
    return None


__all__ = ["RulesetId", "Ruleset", "NotationRules", "TableOptions", "option_keys", "UnknownRuleset", "register",
           "unregister", "ruleset_of",
           "ruleset_ids", "rulesets", "is_ruleset", "read_ruleset_word", "BUILT_IN"]
