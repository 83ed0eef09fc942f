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
from scoring.riichi.flags import DECLARATIONS, RiichiFlags, flags_of
from scoring.tiles import Tile

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
_COUNTER_RANGES = (("honba", 0, 99), ("paarenchan", 1, 6), ("kyoutaku", 0, 99), ("kita", 0, 4))


def _indicators(key: str, values: Mapping[str, str]) -> tuple[Tile, ...]:
    if key not in values:
        return ()
    plain = plain_tiles(values[key])
    return tuple(plain if plain is not None else parse_tiles(values[key], token=f"{key}={values[key]}"))


class RiichiVocabulary:
    """Riichi's flag words, read into ``RiichiFlags`` and checked against the hand."""

    words: Mapping[str, str] = _WORDS
    keys: Mapping[str, str] = _KEYS
    conditions: Mapping[str, tuple[str, bool]] = _CONDITIONS
    picker_flags: Mapping[str, str] = MappingProxyType({"R": "riichi", "I": "ippatsu"})

    def read(self, flags: AbstractSet[str], values: Mapping[str, str]) -> RulesetFlags:
        declared = {word: word in flags for word in DECLARATIONS}
        if not values and True not in declared.values():
            return NO_FLAGS  # what as_extras gives for flags that say nothing, without making them
        dora, ura = _indicators("dora", values), _indicators("ura", values)  # read first: their errors come first
        counters = {key: small_int(key, values[key], low, high) if key in values else 0
                    for key, low, high in _COUNTER_RANGES}
        if not (dora or ura or True in declared.values() or any(counters.values())):
            return NO_FLAGS
        # the frozen dataclass's own __init__ sets its 15 fields one by one: filled in one step, the same object
        made = _new(RiichiFlags)
        made.__dict__.update(declared, dora_indicators=dora, ura_indicators=ura, **counters)
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
