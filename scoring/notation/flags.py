"""The flags of the notation every ruleset shares (how and where the hand was won: ``WinContext``), and
how a flag word is looked up: the shared words, then the ruleset's own (``NotationRules.vocabulary``),
then, to name the mistake, every other ruleset's."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from scoring.hand import HandError, WinContext
from scoring.rulesets import NotationRules, rulesets
from scoring.tiles import HONOR_BY_CHINESE, HONOR_LETTERS, WINDS, Tile

_FLAG_WORDS = {
    "tsumo": "tsumo", "self": "tsumo", "zimo": "tsumo", "自摸": "tsumo",
    "last": "last", "4th": "last", "绝张": "last", "絕張": "last", "和绝张": "last", "和絕張": "last",
    "wall": "wall", "haitei": "wall", "houtei": "wall", "海底": "wall",
    "kong": "kong", "rinshan": "kong", "chankan": "kong", "杠": "kong", "槓": "kong", "kan": "kong",
}
_KEY_WORDS = {
    "seat": "seat", "round": "round", "prevalent": "round", "flowers": "flowers", "flower": "flowers",
    "门风": "seat", "門風": "seat", "自风": "seat", "自風": "seat", "圈风": "round", "圈風": "round",
    "场风": "round", "場風": "round",
    "seen": "seen", "visible": "seen", "已见": "seen", "已見": "seen", "见": "seen", "見": "seen", "見え": "seen",
}
#: the names of a winning condition that also say whether the tile was self-drawn (True) or claimed (False)
_CONDITION_WORDS: dict[str, tuple[str, bool]] = {
    "妙手回春": ("wall", True), "海底捞月": ("wall", False), "海底撈月": ("wall", False),
    "杠上开花": ("kong", True), "槓上開花": ("kong", True), "岭上开花": ("kong", True), "嶺上開花": ("kong", True),
    "抢杠": ("kong", False), "搶槓": ("kong", False), "抢杠和": ("kong", False), "搶槓和": ("kong", False),
}
#: the flags and settings every ruleset reads; the rest are read only by the rulesets whose
#: ``NotationRules.flags`` name them (``last`` and ``flowers`` among the shared facts)
_ALWAYS = frozenset({"tsumo", "wall", "kong", "seat", "round", "seen"})


@dataclass
class Flags:
    """The flag words and settings of a hand string, by the flag each names."""

    words: set[str] = field(default_factory=set)
    values: dict[str, str] = field(default_factory=dict)
    #: a condition named in words that says the tile was claimed (海底捞月, 抢杠), to check against tsumo
    claimed_by: str | None = None

    def add_condition(self, word: str, condition: tuple[str, bool]) -> None:
        flag, self_drawn = condition
        self.words.add(flag)
        if self_drawn:
            self.words.add("tsumo")
        else:
            self.claimed_by = word


def flag_parts(word: str) -> tuple[str, str] | None:
    """Split ``seat=E`` / ``花2`` into key and value; None when the word is no key=value flag."""
    if word.startswith("花") and len(word) > 1:
        return "flowers", word[2:].lstrip("=:") if word.startswith("花牌") else word[1:].lstrip("=:")
    if "=" in word or ":" in word:
        key, _, value = re.split(r"([=:])", word, maxsplit=1)
        return key.lower(), value
    return None


def setting_of(key: str, rules: NotationRules) -> str | None:
    """The setting a ``key=`` names: the ruleset's own (which may read a shared key its own way), shared, else
    another ruleset's (refused later)."""
    found = rules.vocabulary.keys.get(key) or _KEY_WORDS.get(key)
    if found is None:
        found = next((r.notation.vocabulary.keys[key] for r in rulesets() if key in r.notation.vocabulary.keys), None)
    return found


def read_flag_word(word: str, flags: Flags, rules: NotationRules, *, others: bool = False) -> bool:
    """Note the flag a word names (shared or the ruleset's own; with ``others``, any ruleset's); False if none."""
    lowered = word.lower()
    vocabularies = [r.notation.vocabulary for r in rulesets()] if others else [rules.vocabulary]
    for words, conditions in ((_FLAG_WORDS, _CONDITION_WORDS), *((v.words, v.conditions) for v in vocabularies)):
        if lowered in words:
            flags.words.add(words[lowered])
            return True
        if word in conditions:
            flags.add_condition(word, conditions[word])
            return True
    return False


def wind(key: str, value: str) -> Tile:
    v = value.strip()
    tile = HONOR_LETTERS.get(v.upper()) or HONOR_BY_CHINESE.get(v)
    if tile is None:
        by_name = {"east": Tile.EAST, "south": Tile.SOUTH, "west": Tile.WEST, "north": Tile.NORTH,
                   "1z": Tile.EAST, "2z": Tile.SOUTH, "3z": Tile.WEST, "4z": Tile.NORTH}
        tile = by_name.get(v.lower())
    if tile not in WINDS:
        raise HandError("bad_wind", key=key, value=value)
    return tile


def small_int(key: str, value: str, low: int, high: int) -> int:
    """The number a setting gives, within ``low``-``high``."""
    # isdigit() alone admits digits int() refuses, such as Ethiopic ፩
    if not (value.isascii() and value.isdigit()) or not low <= int(value) <= high:
        raise HandError("bad_number", key=key, value=value, low=low, high=high)
    return int(value)


def win_context(flags: Flags, rules: NotationRules) -> WinContext:
    """The shared facts the flags say, after refusing the flags of another ruleset."""
    named = (flags.words | set(flags.values)) - {"seen"}
    foreign = named - _ALWAYS - rules.flags
    if foreign:
        flag = sorted(foreign)[0].replace("_", "-")
        raise rules.foreign_flag(flag)
    if flags.claimed_by and "tsumo" in flags.words:
        raise HandError("discard_win_self_drawn", word=flags.claimed_by)
    values = flags.values
    # a shared key the ruleset's own vocabulary reads (flower tiles by name, not a count) is left to it
    own_keys = set(rules.vocabulary.keys.values())
    return WinContext(
        self_drawn="tsumo" in flags.words,
        last_copy="last" in flags.words,
        wall_last="wall" in flags.words,
        kong="kong" in flags.words,
        seat_wind=wind("seat", values["seat"]) if "seat" in values else Tile.EAST,
        round_wind=wind("round", values["round"]) if "round" in values else Tile.EAST,
        flowers=small_int("flowers", values["flowers"], 0, 8) if "flowers" in values and "flowers" not in own_keys
        else 0,
    )
