"""Hong Kong's words in the notation: its declarations, flower tiles and flower wins (``HkFlags``).

Registered as the ``vocabulary`` of its ``NotationRules`` (``scoring/hk/ruleset.py``). ``flowers=`` is read
here, not as the shared count: ``flowers=f1f5`` names the tiles (seat flowers match by number), ``flowers=0``
says there are none.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from types import MappingProxyType

from scoring.hand import Hand, HandError, RulesetFlags
from scoring.hk.flags import DECLARATIONS, FLOWER_WINS, HkFlags, as_extras, flags_of

_WORDS = MappingProxyType({
    **{word.replace("_", "-"): word for word in DECLARATIONS},
    "海底撈月": "last_tile", "海底捞月": "last_tile", "河底撈魚": "last_tile", "河底捞鱼": "last_tile",
    "槓上自摸": "kong_replacement", "杠上自摸": "kong_replacement",
    "槓上槓自摸": "double_kong_replacement", "杠上杠自摸": "double_kong_replacement",
    "花上自摸": "flower_replacement", "搶槓": "robbing_kong", "抢杠": "robbing_kong",
    "天糊": "heavenly", "天胡": "heavenly", "地糊": "earthly", "地胡": "earthly",
})
_KEYS = MappingProxyType({"flowers": "flower_tiles", "flower": "flower_tiles", "flower-win": "flower_win",
                          "花糊": "flower_win"})
_FLOWER_TILES = re.compile(r"(?:f[1-8])+")


def _flowers(text: str) -> tuple[int, ...]:
    value = text.strip().lower()
    if value == "0":
        return ()
    if not _FLOWER_TILES.fullmatch(value):
        raise HandError("hk_bad_flowers", value=text)
    numbers = [int(n) for n in value[1::2]]
    if len(set(numbers)) != len(numbers):
        raise HandError("hk_flower_twice", value=text)
    return tuple(sorted(numbers))


class HkVocabulary:
    """Hong Kong's flag words, read into ``HkFlags`` and checked against the hand."""

    words: Mapping[str, str] = _WORDS
    keys: Mapping[str, str] = _KEYS
    conditions: Mapping[str, tuple[str, bool]] = MappingProxyType({})
    picker_flags: Mapping[str, str] = MappingProxyType({})

    def read(self, flags: AbstractSet[str], values: Mapping[str, str]) -> RulesetFlags:
        flowers = _flowers(values["flower_tiles"]) if "flower_tiles" in values else ()
        flower_win = values.get("flower_win", "").strip().lower()
        if flower_win and flower_win not in FLOWER_WINS:
            raise HandError("hk_bad_flower_win", value=flower_win, allowed=", ".join(FLOWER_WINS))
        return as_extras(HkFlags(flowers=flowers, flowers_said="flower_tiles" in values, flower_win=flower_win,
                                 **{word: word in flags for word in DECLARATIONS}))

    def check(self, hand: Hand) -> None:
        ctx, f = hand.context, flags_of(hand)
        replacement = f.kong_replacement or f.double_kong_replacement or f.flower_replacement
        if replacement and not ctx.self_drawn:
            raise HandError("hk_replacement_needs_tsumo")
        if f.kong_replacement and f.double_kong_replacement:
            raise HandError("hk_two_replacements")
        if (f.kong_replacement or f.double_kong_replacement) and not any(m.is_kong for m in hand.melds):
            raise HandError("kong_without_kong")
        if f.robbing_kong and ctx.self_drawn:
            raise HandError("discard_win_self_drawn", word="robbing-kong")
        if f.heavenly and f.earthly:
            raise HandError("hk_heavenly_and_earthly")
        if f.heavenly and not ctx.self_drawn:
            raise HandError("tenhou_chiihou_need_tsumo")
        wanted = {"eight": 8, "seven-robs-one": 7}.get(f.flower_win)
        if wanted is not None and len(f.flowers) != wanted:
            raise HandError("hk_flower_win_count", wanted=wanted, held=len(f.flowers))


VOCABULARY = HkVocabulary()
