"""A hand built by taps, as the tile keyboards of the players' apps build it: the pure model behind the
chat pickers (``bot/commands/calc.py``), with no platform in it.

The state is the list of what was tapped (``events``), replayed to the hand; undo drops the last
event, and "clear" is an event too, so it can be undone. Each event is a short token, so the whole
state is a short string (``Picker.encoded``): ``"1m1m1m2m3mC5pPT"`` is 1m 1m 1m, a chow from 2m, a
pung of 5p, self-drawn.

* a tile (``5m``, ``0m`` for a red five): one more concealed tile, at most four copies in the hand;
  the last tile tapped outside a meld is the winning tile (as the notation writes it last);
* a meld (``C`` chow from, ``P`` pung, ``K`` kong, ``A`` concealed kong) of the last tile tapped;
* a flag toggled (``T`` self-drawn, ``L`` last copy, ``W`` last of the wall, ``G`` on a kong, or a
  declaration's letter that the ruleset's notation vocabulary gives), a value stepped (``S`` seat wind,
  ``O`` prevailing wind, ``F`` flowers), ``*5m`` a dora indicator, ``X`` clear.

What a ruleset offers (last copy, flowers, its declarations, dora, red fives) is read from its notation
(``scoring.rulesets``), never from its name.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from scoring.rulesets import ruleset_of
from scoring.tiles import Suit, Tile

#: the longest history kept (a whole hand with melds and flags is about 25 events)
MAX_EVENTS = 80
MAX_DORA = 5
_EVENT = re.compile(r"\*?[0-9][mpsz]|[A-Z]")


class MeldKind(enum.StrEnum):
    CHOW = "C"
    PUNG = "P"
    KONG = "K"
    CONCEALED_KONG = "A"


class Flag(enum.StrEnum):
    """The flags every ruleset's picker may offer; a ruleset's declarations come from its vocabulary."""

    SELF_DRAWN = "T"
    LAST_COPY = "L"
    LAST_OF_WALL = "W"
    ON_KONG = "G"


class Step(enum.StrEnum):
    """Values that step on at each tap, back to the first after the last."""

    SEAT = "S"
    ROUND = "O"
    FLOWERS = "F"


CLEAR = "X"
DORA = "*"
WINDS = ("E", "S", "W", "N")
MAX_FLOWERS = 8
#: the notation's word for each flag
FLAG_WORDS = {Flag.SELF_DRAWN: "tsumo", Flag.LAST_COPY: "last", Flag.LAST_OF_WALL: "wall", Flag.ON_KONG: "kong"}
#: the notation flag (``NotationRules.flags``) a ruleset must read for the picker to offer it
_NEEDS = {Flag.LAST_COPY: "last", Step.FLOWERS: "flowers", DORA: "dora"}
#: the letters that are not flags: melds, steps, clear
_NOT_FLAGS = frozenset({*MeldKind, *Step, CLEAR})


class Refusal(enum.StrEnum):
    """Why a tap changes nothing (each has its words in the catalogues: ``calc.refused_<code>``)."""

    FOUR_COPIES = "four_copies"
    HAND_FULL = "hand_full"
    NO_TILE = "no_tile"
    NO_CHOW = "no_chow"
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOT_OFFERED = "not_offered"
    TOO_MANY_TAPS = "too_many_taps"
    RED_FIVE_TAKEN = "red_five_taken"
    DORA_FULL = "dora_full"


class PickerRefused(Exception):
    def __init__(self, code: Refusal) -> None:
        super().__init__(code.value)
        self.code = code


@dataclass(frozen=True)
class PickedTile:
    """A tile as tapped: its kind and whether it is a red five."""

    tile: Tile
    red: bool = False

    @property
    def code(self) -> str:
        return f"0{self.tile.code[1]}" if self.red else self.tile.code

    @classmethod
    def read(cls, code: str) -> PickedTile:
        suit = code[1]
        if code[0] == "0":
            return cls(Tile(_SUIT_BASE[suit] + 4), red=True)
        return cls(Tile(_SUIT_BASE[suit] + int(code[0]) - 1))


_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27}


@dataclass(frozen=True)
class PickedMeld:
    kind: MeldKind
    tiles: tuple[PickedTile, ...]

    @property
    def notation(self) -> str:
        digits = "".join(t.code[0] for t in self.tiles)
        suit = self.tiles[0].tile.code[1]
        return f"{{{digits}{suit}}}" if self.kind is MeldKind.CONCEALED_KONG else f"[{digits}{suit}]"


@dataclass
class Built:
    """The hand the events make."""

    concealed: list[PickedTile] = field(default_factory=list)
    melds: list[PickedMeld] = field(default_factory=list)
    #: the letters of the flags set (a ``Flag`` or a declaration's letter)
    flags: set[str] = field(default_factory=set)
    seat: int = 0
    round: int = 0
    flowers: int = 0
    dora: list[PickedTile] = field(default_factory=list)

    @property
    def tile_count(self) -> int:
        """Tiles as a hand counts them: a kong counts three."""
        return len(self.concealed) + 3 * len(self.melds)

    def copies(self, tile: Tile) -> int:
        return (sum(p.tile == tile for p in self.concealed)
                + sum(p.tile == tile for m in self.melds for p in m.tiles))

    def reds(self, tile: Tile) -> int:
        return sum(p.red and p.tile == tile for p in (*self.concealed, *(q for m in self.melds for q in m.tiles)))


@dataclass(frozen=True)
class Offer:
    """What a ruleset's picker offers beyond the shared tiles, melds, flags and winds."""

    hand_size: int
    #: the letters of the flags offered, shared ones (``Flag``) first, then the ruleset's declarations
    flags: tuple[str, ...]
    flowers: bool
    dora: bool
    red_fives: bool
    #: each offered flag's letter -> its word in the notation (``tsumo``, a declaration's word)
    words: Mapping[str, str]


def offer_of(ruleset: str) -> Offer:
    rules = ruleset_of(ruleset)
    reads = rules.notation.flags
    shared = {f: FLAG_WORDS[f] for f in Flag if f not in _NEEDS or _NEEDS[f] in reads}
    words = shared | dict(rules.notation.vocabulary.picker_flags)
    return Offer(rules.hand_size, tuple(words), _NEEDS[Step.FLOWERS] in reads, _NEEDS[DORA] in reads,
                 rules.notation.red_fives, words)


@dataclass(frozen=True)
class Picker:
    """A hand being picked in ``ruleset``: the events so far (see the module's docstring)."""

    ruleset: str
    events: tuple[str, ...] = ()

    @classmethod
    def decode(cls, ruleset: str, encoded: str) -> Picker:
        """The picker ``encoded`` names; ``ValueError`` for anything not written by ``encoded``."""
        events = tuple(_EVENT.findall(encoded))
        if "".join(events) != encoded or len(events) > MAX_EVENTS:
            raise ValueError("not a picker's events")
        picker = cls(ruleset, events)
        built = Built()
        for event in events:  # each one checked as a tap is, on one hand built as it goes
            _check(built, picker.offer, event)
            _apply(built, event)
        picker.__dict__["built"] = built  # the cached_property's value: replayed once, not per event
        return picker

    @property
    def encoded(self) -> str:
        return "".join(self.events)

    @cached_property
    def offer(self) -> Offer:
        return offer_of(self.ruleset)

    @cached_property
    def built(self) -> Built:
        built = Built()
        for event in self.events:
            _apply(built, event)
        return built

    # ------------------------------------------------------------------ taps

    def tap_tile(self, code: str) -> Picker:
        return self.then(code)

    def dora(self, code: str) -> Picker:
        return self.then(DORA + code)

    def meld(self, kind: MeldKind) -> Picker:
        return self.then(kind.value)

    def toggle(self, flag: str) -> Picker:
        """``flag`` (a ``Flag`` or a declaration's letter) set or unset; ``ValueError`` for no flag's letter."""
        if not _is_flag(flag):
            raise ValueError(f"not a flag: {flag!r}")
        return self.then(flag)

    def step(self, what: Step) -> Picker:
        return self.then(what.value)

    def clear(self) -> Picker:
        return self.then(CLEAR)

    def undo(self) -> Picker:
        if not self.events:
            raise PickerRefused(Refusal.NOTHING_TO_UNDO)
        return Picker(self.ruleset, self.events[:-1])

    def then(self, event: str) -> Picker:
        """The picker after one more event; ``PickerRefused`` when it cannot be (the state stays as it was)."""
        if len(self.events) >= MAX_EVENTS:
            raise PickerRefused(Refusal.TOO_MANY_TAPS)
        _check(self.built, self.offer, event)
        return Picker(self.ruleset, (*self.events, event))

    # ------------------------------------------------------------------ what it makes

    @property
    def tile_count(self) -> int:
        return self.built.tile_count

    @property
    def winning(self) -> PickedTile | None:
        """The last tile tapped outside a meld: the winning tile once the hand is full."""
        concealed = self.built.concealed
        return concealed[-1] if concealed else None

    def standing(self) -> list[PickedTile]:
        """The concealed tiles in tile order, the winning tile left out (it is written last)."""
        concealed = self.built.concealed
        return sorted(concealed[:-1], key=lambda p: (p.tile, not p.red))

    def notation(self) -> str:
        """The hand in fanbot notation (``docs/notation.md``): melds, standing tiles, the winning tile, flags."""
        built = self.built
        parts = [m.notation for m in built.melds]
        if built.concealed:
            parts.append(_group(self.standing()) + (self.winning.code if self.winning else ""))
        parts += [word for flag, word in self.offer.words.items() if flag in built.flags]
        if built.seat:
            parts.append(f"seat={WINDS[built.seat]}")
        if built.round:
            parts.append(f"round={WINDS[built.round]}")
        if built.flowers:
            parts.append(f"flowers={built.flowers}")
        if built.dora:
            parts.append("dora=" + _group(built.dora))
        return " ".join(parts)


def _group(tiles: list[PickedTile]) -> str:
    """Tiles written suit by suit in the order given: ``1123m55p``."""
    out = []
    for suit in ("m", "p", "s", "z"):
        digits = "".join(p.code[0] for p in tiles if p.tile.code[1] == suit)
        if digits:
            out.append(digits + suit)
    return "".join(out)


def _meld_tiles(built: Built, kind: MeldKind) -> tuple[PickedTile, ...]:
    """The meld ``kind`` makes of the last tile tapped; ``PickerRefused`` when it cannot be made."""
    if not built.concealed:
        raise PickerRefused(Refusal.NO_TILE)
    last = built.concealed[-1]
    tile = last.tile
    if kind is MeldKind.CHOW:
        if tile.suit is Suit.HONORS or tile.rank > 7:
            raise PickerRefused(Refusal.NO_CHOW)
        others = (PickedTile(Tile(tile + 1)), PickedTile(Tile(tile + 2)))
        if any(built.copies(o.tile) >= 4 for o in others):
            raise PickerRefused(Refusal.FOUR_COPIES)
        return (last, *others)
    size = 3 if kind is MeldKind.PUNG else 4
    if built.copies(tile) + size - 1 > 4:
        raise PickerRefused(Refusal.FOUR_COPIES)
    return (last, *(PickedTile(tile),) * (size - 1))


def _check(built: Built, offer: Offer, event: str) -> None:
    """``PickerRefused`` unless ``event`` can follow the hand ``built``."""
    if event.startswith(DORA):
        if not offer.dora:
            raise PickerRefused(Refusal.NOT_OFFERED)
        if len(built.dora) >= MAX_DORA:
            raise PickerRefused(Refusal.DORA_FULL)
        _check_tile_code(event[1:], offer)
        return
    if event[0].isdigit():
        picked = _check_tile_code(event, offer)
        if built.tile_count >= offer.hand_size:
            raise PickerRefused(Refusal.HAND_FULL)
        if built.copies(picked.tile) >= 4:
            raise PickerRefused(Refusal.FOUR_COPIES)
        if picked.red and built.reds(picked.tile):
            raise PickerRefused(Refusal.RED_FIVE_TAKEN)
        return
    if event in MeldKind._value2member_map_:
        kind = MeldKind(event)
        _meld_tiles(built, kind)
        if built.tile_count + 2 > offer.hand_size or len(built.melds) >= 4:
            raise PickerRefused(Refusal.HAND_FULL)
        return
    if _is_flag(event):
        if event not in offer.flags:
            raise PickerRefused(Refusal.NOT_OFFERED)
        return
    if event == Step.FLOWERS and not offer.flowers:
        raise PickerRefused(Refusal.NOT_OFFERED)
    if event not in (CLEAR, *Step):
        raise ValueError(f"not a picker event: {event!r}")


def _is_flag(event: str) -> bool:
    return len(event) == 1 and "A" <= event <= "Z" and event not in _NOT_FLAGS


def _check_tile_code(code: str, offer: Offer) -> PickedTile:
    if not re.fullmatch(r"[0-9][mps]|[1-7]z", code):
        raise ValueError(f"not a tile: {code!r}")
    picked = PickedTile.read(code)
    if picked.red and not offer.red_fives:
        raise PickerRefused(Refusal.NOT_OFFERED)
    return picked


def _apply(built: Built, event: str) -> None:
    if event.startswith(DORA):
        built.dora.append(PickedTile.read(event[1:]))
    elif event[0].isdigit():
        built.concealed.append(PickedTile.read(event))
    elif event in MeldKind._value2member_map_:
        kind = MeldKind(event)
        tiles = _meld_tiles(built, kind)
        built.concealed.pop()
        built.melds.append(PickedMeld(kind, tiles))
    elif _is_flag(event):
        built.flags ^= {event}
    elif event == Step.SEAT:
        built.seat = (built.seat + 1) % len(WINDS)
    elif event == Step.ROUND:
        built.round = (built.round + 1) % len(WINDS)
    elif event == Step.FLOWERS:
        built.flowers = (built.flowers + 1) % (MAX_FLOWERS + 1)
    elif event == CLEAR:
        fresh = Built()
        built.__dict__.update(fresh.__dict__)


__all__ = ["Picker", "PickedTile", "PickedMeld", "MeldKind", "Flag", "Step", "Refusal", "PickerRefused", "Offer",
           "offer_of", "WINDS", "MAX_EVENTS", "MAX_FLOWERS"]
