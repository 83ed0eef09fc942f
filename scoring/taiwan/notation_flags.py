"""The Taiwanese ruleset's words in the notation: flower tiles, declarations, the dealer (``TaiwanFlags``).

Registered as the ``vocabulary`` of its ``NotationRules`` (``scoring/taiwan/ruleset.py``). ``last-tile``,
``kong-replacement`` and ``robbing-kong`` are its names for shared facts (the wall's last tile, a win on a
kong), so the shared checks apply to them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from types import MappingProxyType

from scoring.hand import Hand, HandError, RulesetFlags
from scoring.notation import small_int
from scoring.taiwan.flags import DECLARATIONS, FlowerWin, TaiwanFlags, as_extras, flags_of
from scoring.tiles import Tile

_WORDS = MappingProxyType({
    "dealer": "dealer", "莊家": "dealer", "庄家": "dealer", "親": "dealer",
    "from-dealer": "from_dealer", "放槍莊家": "from_dealer",
    # 海底撈月 is the shared notation's name of a last discard (a condition word): write last-tile with tsumo
    "last-tile": "wall", "河底撈魚": "wall", "河底捞鱼": "wall",
    "heavenly": "heavenly", "天胡": "heavenly", "earthly": "earthly", "地胡": "earthly",
    "human": "human", "人胡": "human",
    "ready-declared": "ready_declared", "ready": "ready_declared", "聽牌": "ready_declared", "听牌": "ready_declared",
    "heavenly-ready": "heavenly_ready", "天聽": "heavenly_ready", "天听": "heavenly_ready",
    "earthly-ready": "earthly_ready", "地聽": "earthly_ready", "地听": "earthly_ready",
})
_KEYS = MappingProxyType({
    "flowers": "flowers", "dealer_streak": "dealer_streak", "dealer-streak": "dealer_streak",
    "streak": "dealer_streak", "連莊": "dealer_streak", "连庄": "dealer_streak",
    "flower-win": "flower_win", "flower_win": "flower_win",
})
#: a condition's name that also says whether the tile was self-drawn (True) or claimed (False)
_CONDITIONS = MappingProxyType({
    "kong-replacement": ("kong", True), "robbing-kong": ("kong", False),
    "flower-replacement": ("flower_replacement", True), "花上開花": ("flower_replacement", True),
    "double-kong-replacement": ("double_kong_replacement", True), "槓上槓": ("double_kong_replacement", True),
})
#: flower tiles by their written names: f1-f8, or 春夏秋冬 (1-4) and 梅蘭菊竹 (5-8)
_FLOWER_NAMES = {**{f"f{n}": n for n in range(1, 9)},
                 **{name: n for n, name in enumerate("春夏秋冬梅蘭菊竹", start=1)}, "兰": 6}
_FLOWER_TOKEN = re.compile(r"f[1-8]|[春夏秋冬梅蘭兰菊竹]", re.IGNORECASE)
_FLOWER_WINS = {"eight": FlowerWin.EIGHT, "八仙過海": FlowerWin.EIGHT, "八仙过海": FlowerWin.EIGHT,
                "seven-robs-one": FlowerWin.SEVEN_ROBS_ONE, "七搶一": FlowerWin.SEVEN_ROBS_ONE,
                "七抢一": FlowerWin.SEVEN_ROBS_ONE}
#: the number of flowers each flower win holds
FLOWER_WIN_COUNTS = {FlowerWin.EIGHT: 8, FlowerWin.SEVEN_ROBS_ONE: 7}
#: declarations that cannot be said together (the opening wins and readies, the dealer and those only others win)
_CLASHES = (("heavenly", "earthly"), ("heavenly", "human"), ("earthly", "human"), ("heavenly", "ready_declared"),
            ("earthly", "ready_declared"), ("human", "ready_declared"), ("heavenly_ready", "earthly_ready"),
            ("dealer", "earthly"), ("dealer", "human"), ("dealer", "from_dealer"), ("dealer", "earthly_ready"))


def read_flowers(value: str) -> tuple[int, ...]:
    """``f1f5`` (or 春梅) as flower numbers 1-8; ``0`` for none. A flower written twice is refused."""
    if value == "0":
        return ()
    tokens = _FLOWER_TOKEN.findall(value)
    if "".join(tokens).lower() != value.lower():
        raise HandError("taiwan_bad_flowers", value=value)
    flowers = [_FLOWER_NAMES[token.lower()] for token in tokens]
    for flower in flowers:
        if flowers.count(flower) > 1:
            raise HandError("taiwan_flower_twice", flower=f"f{flower}")
    return tuple(sorted(flowers))


def _flower_win(value: str | None) -> FlowerWin:
    if value is None:
        return FlowerWin.NONE
    found = _FLOWER_WINS.get(value.lower())
    if found is None:
        raise HandError("taiwan_bad_flower_win", value=value)
    return found


class TaiwanVocabulary:
    """The Taiwanese flag words, read into ``TaiwanFlags`` and checked against the hand."""

    words: Mapping[str, str] = _WORDS
    keys: Mapping[str, str] = _KEYS
    conditions: Mapping[str, tuple[str, bool]] = _CONDITIONS
    picker_flags: Mapping[str, str] = MappingProxyType({"D": "dealer"})

    def read(self, flags: AbstractSet[str], values: Mapping[str, str]) -> RulesetFlags:
        flowers = read_flowers(values["flowers"]) if "flowers" in values else ()
        streak = small_int("dealer_streak", values["dealer_streak"], 0, 99) if "dealer_streak" in values else 0
        return as_extras(TaiwanFlags(flowers=flowers, flowers_said="flowers" in values, dealer_streak=streak,
                                     flower_win=_flower_win(values.get("flower_win")),
                                     **{word: word in flags for word in DECLARATIONS}))

    def check(self, hand: Hand) -> None:
        ctx, t = hand.context, flags_of(hand)
        for one, other in _CLASHES:
            if getattr(t, one) and getattr(t, other):
                raise HandError("taiwan_flags_clash", one=one.replace("_", "-"), other=other.replace("_", "-"))
        for word in ("heavenly", "earthly"):
            if getattr(t, word) and not ctx.self_drawn:
                raise HandError("taiwan_flag_needs_tsumo", flag=word)
        for word in ("human", "from_dealer"):
            if getattr(t, word) and ctx.self_drawn:
                raise HandError("taiwan_flag_needs_discard", flag=word.replace("_", "-"))
        # the dealer sits East (SkyEye-FAST/taiwan-mahjong WinContext: 天胡 and 天聽 East's, 地胡, 人胡, 地聽 not)
        for word in ("heavenly", "heavenly_ready"):
            if getattr(t, word) and ctx.seat_wind != Tile.EAST:
                raise HandError("taiwan_flag_needs_east", flag=word.replace("_", "-"))
        for word in ("earthly", "human", "earthly_ready"):
            if getattr(t, word) and ctx.seat_wind == Tile.EAST:
                raise HandError("taiwan_flag_not_east", flag=word.replace("_", "-"))
        for word in ("heavenly", "earthly", "human", "heavenly_ready", "earthly_ready"):
            if getattr(t, word) and hand.melds:
                raise HandError("taiwan_flag_needs_no_melds", flag=word.replace("_", "-"))
        if t.double_kong_replacement and sum(meld.is_kong for meld in hand.melds) < 2:
            raise HandError("taiwan_double_kong_needs_kongs")
        wanted = FLOWER_WIN_COUNTS.get(t.flower_win)
        if wanted is not None and len(t.flowers) != wanted:
            raise HandError("taiwan_flower_win_count", wanted=wanted, given=len(t.flowers))


VOCABULARY = TaiwanVocabulary()
