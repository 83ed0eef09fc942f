"""What the MCR scorer returns: the fans found, the sets that made them, the totals."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from json.encoder import encode_basestring

from scoring.hand import Hand, Meld, MeldKind
from scoring.notation import format_hand
from scoring.tiles import TILE_CODES, Tile, format_tiles

MINIMUM_POINTS = 8


@dataclass(frozen=True)
class FanDef:
    """One row of the fan table (``fans.tsv``)."""

    id: str
    points: int
    zh: str
    zh_hant: str
    en: str
    #: ids of the fans this one implies and therefore removes, as the reference applies them.
    excludes: tuple[str, ...] = ()
    #: the Chinese name the reference prints (the wait fans have a 独听・ prefix).
    reference_zh: str = ""
    seed002_excludes: str = field(default="", repr=False)
    seed004_excludes: str = field(default="", repr=False)
    note: str = field(default="", repr=False)


#: One occurrence of a fan: the sets (``Meld``) and single tiles (``Tile``) that make it.
#: A pair appears as its two tiles; a fan about the whole hand lists all its sets and the pair.
Occurrence = tuple[Meld | Tile, ...]


@dataclass(frozen=True)
class FanHit:
    """A fan scored ``count`` times, each time worth ``points``."""

    fan: FanDef
    count: int
    sets: tuple[Occurrence, ...] = ()

    @property
    def id(self) -> str:
        return self.fan.id

    @property
    def points(self) -> int:
        return self.fan.points

    @property
    def zh(self) -> str:
        return self.fan.zh

    @property
    def zh_hant(self) -> str:
        return self.fan.zh_hant

    @property
    def en(self) -> str:
        return self.fan.en

    @property
    def total(self) -> int:
        return self.fan.points * self.count

    def to_json(self) -> dict:
        fan = self.fan
        return {"id": fan.id, "points": fan.points, "count": self.count, "zh": fan.zh, "zh_hant": fan.zh_hant,
                "en": fan.en, "sets": [[item_text(item) for item in occurrence] for occurrence in self.sets]}


def _texts(kind: MeldKind, concealed: bool = False) -> tuple[str | None, ...]:
    """The text of the meld of this kind from every tile (None where there is none)."""
    out: list[str | None] = []
    for t in Tile:
        if kind is MeldKind.CHOW and (t.is_honor or t.rank > 7):
            out.append(None)
            continue
        text = format_tiles(Meld(kind, t, concealed).tiles)
        out.append("{" + text + "}" if concealed else text)
    return tuple(out)


# The text of every set and tile, made once: the JSON of a result only looks them up.
_CHOW, _PUNG = MeldKind.CHOW, MeldKind.PUNG
_CHOW_TEXT, _PUNG_TEXT = _texts(MeldKind.CHOW), _texts(MeldKind.PUNG)
_KONG_TEXT, _CONCEALED_KONG_TEXT = _texts(MeldKind.KONG), _texts(MeldKind.KONG, concealed=True)


def item_text(item: Meld | Tile) -> str:
    """``123m`` for a chow, ``555p`` for a pung, ``5p`` for a tile (honors as ``1z``...)."""
    if isinstance(item, Meld):
        kind = item.kind
        if kind is _CHOW:
            return _CHOW_TEXT[item.tile]
        if kind is _PUNG:
            return _PUNG_TEXT[item.tile]
        return (_CONCEALED_KONG_TEXT if item.concealed else _KONG_TEXT)[item.tile]
    return TILE_CODES[item]


_QUOTED_TILE = tuple('"' + TILE_CODES[t] + '"' for t in Tile)
_QUOTED_CHOW = tuple(None if text is None else '"' + text + '"' for text in _CHOW_TEXT)
_QUOTED_PUNG = tuple('"' + text + '"' for text in _PUNG_TEXT)
_QUOTED_KONG = tuple('"' + text + '"' for text in _KONG_TEXT)
_QUOTED_CONCEALED_KONG = tuple('"' + text + '"' for text in _CONCEALED_KONG_TEXT)

#: id(item) -> ``item_text(item)`` as a JSON string, for the sets and tiles met so far. The scorer
#: hands out the same few hundred set objects (and a tile is one of 34), so this stays small; it is
#: emptied past ``_ITEM_LIMIT`` entries in case some caller makes new sets for every hand.
_ITEM_JSON: dict[int, str] = {}
#: id(item) -> the JSON list of that one item (an occurrence of one set)
_ITEM_LIST: dict[int, str] = {}
#: the items keyed in ``_ITEM_JSON``, held so that their ids cannot be reused by other objects
_ITEM_HELD: list[Meld | Tile] = []
_ITEM_LIMIT = 4096


def _json_item(item: Meld | Tile) -> str:
    """``item_text`` as a JSON string (the texts hold no character JSON escapes), from tables."""
    if type(item) is Tile:
        return _QUOTED_TILE[item]
    if isinstance(item, Meld):
        kind = item.kind
        if kind is _CHOW:
            return _QUOTED_CHOW[item.tile]
        if kind is _PUNG:
            return _QUOTED_PUNG[item.tile]
        return (_QUOTED_CONCEALED_KONG if item.concealed else _QUOTED_KONG)[item.tile]
    return '"' + item_text(item) + '"'


def _occurrence_json(occurrence: Occurrence) -> str:
    """The JSON list of an occurrence's items, learning the items not met before."""
    if len(_ITEM_JSON) > _ITEM_LIMIT:
        _ITEM_JSON.clear()
        _ITEM_LIST.clear()
        _ITEM_HELD.clear()
    for item in occurrence:
        if id(item) not in _ITEM_JSON:
            _ITEM_HELD.append(item)
            text = _ITEM_JSON[id(item)] = _json_item(item)
            _ITEM_LIST[id(item)] = "[" + text + "]"
    return "[" + ", ".join([_ITEM_JSON[id(item)] for item in occurrence]) + "]"


@dataclass(frozen=True)
class McrResult:
    """The best reading of a winning hand under MCR.

    The scorer makes ``fans`` (the hits with their sets as melds and tiles) when they are first read
    (``pending``): the waits table and the discard analysis read only the totals of most results."""

    hand: Hand
    fans: tuple[FanHit, ...]

    @classmethod
    def pending(cls, hand: Hand, make_fans: Callable[[], tuple[FanHit, ...]], total: int,
                total_without_flowers: int) -> McrResult:
        """A result whose totals are known and whose ``fans`` are ``make_fans()``, made once when first read."""
        result = object.__new__(cls)
        state = result.__dict__
        state["hand"] = hand
        state["_make_fans"] = make_fans
        state["_totals"] = (total, total_without_flowers)
        return result

    def __getattr__(self, name: str):
        # Reached only for an attribute that is not set: the fans of a pending result.
        state = self.__dict__
        if name == "fans" and "_make_fans" in state:
            fans = state["fans"] = state["_make_fans"]()
            state.pop("_make_fans", None)  # only once made: a maker that fails can be asked again
            return fans
        raise AttributeError(name)

    def __getstate__(self) -> dict:
        return {"hand": self.hand, "fans": self.fans}

    @property
    def total(self) -> int:
        """All points, flowers included."""
        totals = self.__dict__.get("_totals")
        return totals[0] if totals is not None else sum(hit.total for hit in self.fans)

    @property
    def total_without_flowers(self) -> int:
        totals = self.__dict__.get("_totals")
        if totals is not None:
            return totals[1]
        return sum(hit.total for hit in self.fans if hit.id != "flower_tiles")

    @property
    def meets_minimum(self) -> bool:
        """Whether the hand may be declared: 8 points without flowers."""
        return self.total_without_flowers >= MINIMUM_POINTS

    def counts(self) -> dict[str, int]:
        """``{fan id: count}``, the form the reference comparison uses."""
        return {hit.id: hit.count for hit in self.fans}

    def to_json(self) -> dict:
        return {"ruleset": "mcr", "hand": format_hand(self.hand), "total": self.total,
                "meets_minimum": self.meets_minimum, "fans": [hit.to_json() for hit in self.fans]}

    def to_json_text(self) -> str:
        """``json.dumps(self.to_json(), ensure_ascii=False)``, written from pieces made once per fan,
        set and tile (what a batch prints: no dicts built only to be encoded)."""
        fans = []
        seen: dict[int, str] = {}
        item_json = _ITEM_JSON
        item_list = _ITEM_LIST
        fan_text = _FAN_TEXT
        for hit in self.fans:
            fan = hit.fan
            head, tail = fan_text.get(fan.id) or _fan_text(fan)
            texts = []
            for o in hit.sets:
                if not o:  # a fan naming no set (flowers, self-drawn)
                    texts.append("[]")
                    continue
                if len(o) == 1:  # one set or tile: its list is looked up whole
                    text = item_list.get(id(o[0]))
                    texts.append(text or _occurrence_json(o))
                    continue
                # Several fans name the same occurrence (the whole hand): its text is made once.
                text = seen.get(id(o))
                if text is None:
                    try:
                        text = "[" + ", ".join([item_json[id(item)] for item in o]) + "]"
                    except KeyError:
                        text = _occurrence_json(o)
                    seen[id(o)] = text
                texts.append(text)
            fans.append(f"{head}{hit.count}{tail}[{', '.join(texts)}]}}")
        return (f'{{"ruleset": "mcr", "hand": {_encode(format_hand(self.hand))}, "total": {self.total}, '
                f'"meets_minimum": {"true" if self.meets_minimum else "false"}, '
                f'"fans": [{", ".join(fans)}]}}')


#: a str as a JSON string, as json.dumps(..., ensure_ascii=False) writes it
_encode = encode_basestring
#: fan id -> the JSON text of a fan before its count and between its count and its sets
_FAN_TEXT: dict[str, tuple[str, str]] = {}


def _fan_text(fan: FanDef) -> tuple[str, str]:
    head = f'{{"id": {_encode(fan.id)}, "points": {fan.points}, "count": '
    tail = f', "zh": {_encode(fan.zh)}, "zh_hant": {_encode(fan.zh_hant)}, "en": {_encode(fan.en)}, "sets": '
    _FAN_TEXT[fan.id] = (head, tail)
    return head, tail
