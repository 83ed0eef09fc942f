"""Riichi's words in the notation: its declarations, dora indicators and counters (``RiichiFlags``).

Registered as the ``vocabulary`` of its ``NotationRules`` (``scoring/riichi/ruleset.py``); the shared
notation reads the words every ruleset shares and asks this for the rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from types import MappingProxyType

from scoring.hand import NO_FLAGS, Hand, HandError, RulesetFlags
from scoring.notation import parse_tiles, small_int
from scoring.notation.tiles import plain_tiles
from scoring.riichi.flags import COUNTERS, DECLARATIONS, RiichiFlags, flags_of
from scoring.tiles import Tile, format_tiles

_WORDS = MappingProxyType({
    "riichi": "riichi", "double-riichi": "double_riichi", "doubleriichi": "double_riichi",
    "daburu": "double_riichi", "ippatsu": "ippatsu", "tenhou": "tenhou", "chiihou": "chiihou",
    "renhou": "renhou", "nagashi": "nagashi", "nagashi-mangan": "nagashi", "open-riichi": "open_riichi",
    "openriichi": "open_riichi", "流局满贯": "nagashi", "流局滿貫": "nagashi", "流し満貫": "nagashi",
    "开立直": "open_riichi", "開立直": "open_riichi", "オープン立直": "open_riichi", "オープンリーチ": "open_riichi",
    # the Chinese names players write for the same declarations
    "立直": "riichi", "两立直": "double_riichi", "兩立直": "double_riichi", "一发": "ippatsu", "一發": "ippatsu",
})
_KEYS = MappingProxyType({
    "dora": "dora", "ura": "ura", "honba": "honba",
    "宝牌": "dora", "寶牌": "dora", "本场": "honba", "本場": "honba",
    "paarenchan": "paarenchan", "八连庄": "paarenchan", "八連莊": "paarenchan", "八連荘": "paarenchan",
    "kyoutaku": "kyoutaku", "kyotaku": "kyoutaku", "sticks": "kyoutaku", "供托": "kyoutaku", "供託": "kyoutaku",
    "kita": "kita", "nuki": "kita", "拔北": "kita", "抜き北": "kita", "北抜き": "kita",
})
#: the names of a winning condition that also say whether the tile was self-drawn (True) or claimed (False)
_CONDITIONS = MappingProxyType({"天和": ("tenhou", True), "地和": ("chiihou", True), "人和": ("renhou", False)})
#: (setting, lowest, highest) of the counters
_new = object.__new__
_set = object.__setattr__
_COUNTER_RANGES = (("honba", 0, 99), ("paarenchan", 1, 6), ("kyoutaku", 0, 99), ("kita", 0, 4))


#: one indicator written plainly (``dora=3s``, the usual case) -> its tiles, looked up
_ONE_INDICATOR = MappingProxyType({format_tiles((tile,)): (tile,) for tile in Tile})
#: the declarations' flags
_DECLARED = frozenset(DECLARATIONS)
#: ``RiichiFlags``' fields when they say nothing: a hand's flags are these, copied, with what it says set
_BLANK_FIELDS = {**dict.fromkeys(DECLARATIONS, False), "dora_indicators": (), "ura_indicators": (),
                 **dict.fromkeys(COUNTERS, 0)}


def _indicators(key: str, values: Mapping[str, str]) -> tuple[Tile, ...]:
    if key not in values:
        return ()
    written = values[key]
    one = _ONE_INDICATOR.get(written)
    if one is not None:
        return one
    plain = plain_tiles(written)
    return tuple(plain if plain is not None else parse_tiles(written, token=f"{key}={written}"))


class RiichiVocabulary:
    """Riichi's flag words, read into ``RiichiFlags`` and checked against the hand."""

    words: Mapping[str, str] = _WORDS
    keys: Mapping[str, str] = _KEYS
    conditions: Mapping[str, tuple[str, bool]] = _CONDITIONS
    picker_flags: Mapping[str, str] = MappingProxyType({"R": "riichi", "I": "ippatsu"})

    def read(self, flags: AbstractSet[str], values: Mapping[str, str]) -> RulesetFlags:
        said = _DECLARED.intersection(flags)
        if not values and not said:
            return NO_FLAGS  # what as_extras gives for flags that say nothing, without making them
        fields = _BLANK_FIELDS.copy()
        fields["dora_indicators"] = dora = _indicators("dora", values)  # read first: their errors come first
        fields["ura_indicators"] = ura = _indicators("ura", values)
        counted = False
        for key, low, high in _COUNTER_RANGES:
            if key in values:
                fields[key] = count = small_int(key, values[key], low, high)
                counted = counted or count > 0
        if not (dora or ura or said or counted):
            return NO_FLAGS
        for word in said:
            fields[word] = True
        # the frozen dataclass's own __init__ sets its 15 fields one by one: filled in one step, the same object
        made = _new(RiichiFlags)
        _set(made, "__dict__", fields)  # its own dict: no copy of the fields into another
        return made

    def check(self, hand: Hand) -> None:
        ctx, r = hand.context, flags_of(hand)
        if r.riichi and r.double_riichi:
            raise HandError("riichi_and_double")
        if r.tenhou and r.chiihou:
            raise HandError("tenhou_and_chiihou")
        if (r.tenhou or r.chiihou) and not ctx.self_drawn:
            raise HandError("tenhou_chiihou_need_tsumo")
        if r.ippatsu and not (r.riichi or r.double_riichi):
            raise HandError("ippatsu_without_riichi")
        if (r.riichi or r.double_riichi) and not hand.is_closed:
            raise HandError("riichi_open_hand")
        if r.open_riichi and not (r.riichi or r.double_riichi):
            raise HandError("open_riichi_without_riichi")
        if r.renhou and ctx.self_drawn:
            raise HandError("renhou_tsumo")


VOCABULARY = RiichiVocabulary()
