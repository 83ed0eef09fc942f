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
from collections.abc import Callable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol, TypeVar

from scoring.hand import NO_FLAGS, Hand, PartialHand, RulesetFlags
from scoring.tiles import Tile


class RulesetId(enum.StrEnum):
    """The rulesets the project ships. A ruleset registered elsewhere (a test's variant) has a plain
    ``str`` id; a StrEnum member equals its text, so stored ``"mcr"`` reads as ``RulesetId.MCR``."""

    MCR = "mcr"
    RIICHI = "riichi"
    HK = "hk"
    TAIWAN = "taiwan"


#: where each built-in ruleset's definition lives (imported on the first lookup)
BUILT_IN: dict[str, str] = {RulesetId.MCR: "scoring.mcr.ruleset", RulesetId.RIICHI: "scoring.riichi.ruleset",
                           RulesetId.HK: "scoring.hk.ruleset", RulesetId.TAIWAN: "scoring.taiwan.ruleset"}
#: the ruleset a hand is read and scored in when the caller names none
DEFAULT_RULESET: str = RulesetId.MCR


class FlagVocabulary(Protocol):
    """The words of a ruleset's own flags (``RulesetFlags``) in the notation, and how they are read and checked."""

    #: flag word (lower case, in every language) -> the flag it sets
    words: Mapping[str, str]
    #: the key of a ``key=value`` word -> the setting it names
    keys: Mapping[str, str]
    #: a condition's name that also says how the tile came -> (the flag, self-drawn)
    conditions: Mapping[str, tuple[str, bool]]
    #: the declarations a hand picker offers as buttons: its event's letter (upper case, none of the picker's
    #: own) -> the flag word it writes, in the order the buttons show
    picker_flags: Mapping[str, str]

    def read(self, flags: AbstractSet[str], values: Mapping[str, str]) -> RulesetFlags:
        """The hand's flags from the flag words and settings it names (the checked ones of this ruleset)."""
        ...

    def check(self, hand: Hand) -> None:
        """Raise ``HandError`` when the declarations contradict the hand."""
        ...


class NoFlagWords:
    """The vocabulary of a ruleset without flags of its own: reads nothing, checks nothing."""

    words: Mapping[str, str] = MappingProxyType({})
    keys: Mapping[str, str] = MappingProxyType({})
    conditions: Mapping[str, tuple[str, bool]] = MappingProxyType({})
    picker_flags: Mapping[str, str] = MappingProxyType({})

    def read(self, flags: AbstractSet[str], values: Mapping[str, str]) -> RulesetFlags:
        return NO_FLAGS

    def check(self, hand: Hand) -> None:
        return None


class TableRules(Protocol):
    """A table's options in one ruleset (its own frozen dataclass); shared code passes them on unread."""


class Scored(Protocol):
    """What a ruleset's scorer and waits answer: a result the bot renders and ``--json`` writes."""

    def to_json(self) -> dict: ...


class ScoreHand(Protocol):
    def __call__(self, hand: Hand, options: TableRules | None = None) -> Scored: ...


class WaitsOf(Protocol):
    def __call__(self, partial: PartialHand, options: TableRules | None = None) -> Scored: ...


class DiscardRow(Protocol):
    """A row of the discard analysis (``scoring.efficiency.DiscardAnalysis``), as the ranking reads it."""

    @property
    def shanten(self) -> int: ...


Row = TypeVar("Row", bound=DiscardRow)


class EfficiencyRows(Protocol[Row]):
    """A ruleset's way of making and ranking the rows of ``scoring.efficiency.analyse``."""

    def analyse(self, counts: list[int], discard: Tile | None) -> Row:
        """The row of the 13 standing ``counts`` left after ``discard`` (None: the hand as it stands)."""
        ...

    def rank(self, row: Row) -> tuple:
        """The row's sort key, best first."""
        ...

    def complete(self, counts: list[int], rows: Sequence[Row]) -> bool:
        """Whether the 14 tiles already win."""
        ...


class RowsOf(Protocol):
    def __call__(self, partial: PartialHand, options: TableRules | None, route: bool) -> EfficiencyRows: ...


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
    #: plain tiles may take the fast reader and writer (no words of a ruleset's own flags to read or write)
    fast_text: bool = False
    #: the words of its own flags (``RulesetFlags``), when it has some
    vocabulary: FlagVocabulary = NoFlagWords()


@dataclass(frozen=True)
class TableOptions:
    """A ruleset's table options, written as words (Riichi's ``players:3,renhou:yakuman``)."""

    default: TableRules
    #: (words, the options so far) -> the options with the words applied; an error names the part not understood
    read: Callable[[str, TableRules], TableRules]
    #: options -> their words ("" for the default)
    text: Callable[[TableRules], str]
    #: the words it reads, for a help text
    allowed: Callable[[], str]


@dataclass(frozen=True)
class Ruleset:
    """One ruleset's core: what it is called and how its hands are read, scored and analysed.

    The entry points take the table's options (``TableOptions.default``'s type; ignored by a ruleset without) last."""

    id: str
    #: every word players write for it, in every language (lower case): ``国标``, ``日麻``, ``cn``
    aliases: tuple[str, ...]
    notation: NotationRules
    #: (hand, options) -> a result with ``to_json()``; raises ``HandError`` for a hand that does not score
    score: ScoreHand
    #: (13 or 14 tiles, options) -> ``scoring.waits.WaitsReport``
    waits: WaitsOf
    #: (13 or 14 tiles, options, route) -> the rows ``scoring.efficiency.analyse`` ranks
    efficiency_rows: RowsOf
    #: tiles of a complete hand (kongs counting three): the notation reads a winning hand of this many, a
    #: partial hand of this many or one fewer
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


def ruleset_names() -> tuple[str, ...]:
    """Every ruleset's id in ``ruleset_ids``' order, without loading a built-in (what an error lists)."""
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


__all__ = ["RulesetId", "Ruleset", "NotationRules", "TableOptions", "FlagVocabulary", "NoFlagWords", "TableRules",
           "Scored", "ScoreHand", "WaitsOf", "DiscardRow", "EfficiencyRows", "RowsOf", "DEFAULT_RULESET",
           "option_keys", "UnknownRuleset", "register", "unregister", "ruleset_of", "ruleset_ids", "ruleset_names",
           "rulesets", "is_ruleset", "read_ruleset_word", "BUILT_IN"]
