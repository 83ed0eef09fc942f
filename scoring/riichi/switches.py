"""Riichi table rules as words: ``players:3,renhou:yakuman`` <-> ``RiichiRules``.

The words are those of ``fanbot score --rules riichi`` without the dashes in front (``--renhou
yakuman`` is ``renhou:yakuman``); a chat stores its table rules in this form. A part is ``name:value``
(or ``name=value``); an on/off rule may be written alone (``aotenjou``) or with ``no-`` (``no-aotenjou``).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, fields, replace

from scoring.riichi.options import (
    DaisharinRule,
    GreenDragonRule,
    KazoeLimit,
    RenhouRule,
    RiichiRules,
    SanmaTsumo,
)

DEFAULT = RiichiRules()
ON, OFF = ("on", "yes", "true", "1"), ("off", "no", "false", "0")
#: words that bring every rule back to its default
RESET_WORDS = ("default", "standard", "reset")


class SwitchError(ValueError):
    """A part of a rules text that is not a known rule or value; ``part`` is the text as written."""

    def __init__(self, part: str) -> None:
        super().__init__(part)
        self.part = part


@dataclass(frozen=True)
class Switch:
    """One rule word: the ``RiichiRules`` field it sets and the values it takes (field value by word)."""

    name: str
    field: str
    values: dict[str, object]

    @property
    def is_flag(self) -> bool:
        return set(self.values) == {"on", "off"}


def _flag(name: str, field: str, inverted: bool = False) -> Switch:
    return Switch(name, field, {"on": not inverted, "off": inverted})


def _choice(name: str, field: str, kind: type[enum.Enum]) -> Switch:
    return Switch(name, field, {member.value: member for member in kind})


SWITCHES: tuple[Switch, ...] = (
    Switch("players", "players", {"4": 4, "3": 3}),
    _choice("sanma-tsumo", "sanma_tsumo", SanmaTsumo),
    _choice("renhou", "renhou", RenhouRule),
    _choice("daisharin", "daisharin", DaisharinRule),
    _flag("daichisei", "daichisei"),
    _flag("sashikomi", "sashikomi"),
    _flag("paarenchan-needs-yaku", "paarenchan_needs_yaku"),
    _flag("open-pinfu-fu", "open_pinfu_fu"),
    _flag("pinfu-tsumo-fu", "pinfu_tsumo_fu"),
    _flag("aotenjou", "aotenjou"),
    Switch("yakuman-limit", "limit_six_yakuman", {"6": True, "none": False}),
    Switch("karaten", "karaten_ready", {"not-ready": False, "ready": True}),
    _flag("kiriage", "kiriage"),
    _flag("open-tanyao", "open_tanyao"),
    _choice("kazoe", "kazoe", KazoeLimit),
    _flag("double-yakuman", "double_yakuman"),
    _flag("tenhou-double", "tenhou_double"),
    _flag("suukantsu-double", "suukantsu_double"),
    _choice("ryuuiisou", "green_dragon", GreenDragonRule),
    Switch("double-wind-fu", "double_wind_pair_fu", {"4": 4, "2": 2}),
    _flag("blessing-best-wait", "blessing_best_wait"),
)
_BY_NAME = {switch.name: switch for switch in SWITCHES}
#: ``red-fives``: off (worth nothing), on, or a count per suit ``M/P/S`` (``1/2/1``: two red 5p)
RED_FIVES = "red-fives"
NAMES = (*(switch.name for switch in SWITCHES), RED_FIVES)
_COUNTS = re.compile(r"([0-4])[/.-]([0-4])[/.-]([0-4])")

assert {s.field for s in SWITCHES} | {"red_fives", "red_five_counts"} == {
    f.name for f in fields(RiichiRules)}, "every RiichiRules field has a word"


def parse_switches(text: str, base: RiichiRules = DEFAULT) -> RiichiRules:
    """``base`` with the rules written in ``text`` (parts apart by commas or spaces); ``SwitchError``
    names the first part not understood. A reset word starts again from the defaults."""
    rules = base
    for part in re.split(r"[\s,;，、]+", text.strip()):
        if part:
            rules = _apply(rules, part)
    try:
        return replace(rules)  # the combination checks of RiichiRules
    except ValueError:
        raise SwitchError(text.strip()) from None


def _apply(rules: RiichiRules, part: str) -> RiichiRules:
    word = part.lower().replace("_", "-")
    if word in RESET_WORDS:
        return DEFAULT
    name, sep, value = (piece.strip() for piece in re.match(r"([^:=：]*)([:=：]?)(.*)", word).groups())
    if not sep:  # a bare on/off word: "aotenjou", "no-aotenjou"
        name, value = (name[3:], "off") if name.startswith("no-") else (name, "on")
    if name == RED_FIVES:
        return _red_fives(rules, value, part)
    switch = _BY_NAME.get(name)
    if switch is None:
        raise SwitchError(part)
    if switch.is_flag:
        value = "on" if value in ON else "off" if value in OFF else value
    if value not in switch.values:
        raise SwitchError(part)
    return replace(rules, **{switch.field: switch.values[value]})


def _red_fives(rules: RiichiRules, value: str, part: str) -> RiichiRules:
    if value in ON:
        return replace(rules, red_fives=True)
    if value in OFF:
        return replace(rules, red_fives=False)
    counts = _COUNTS.fullmatch(value)
    if counts is None:
        raise SwitchError(part)
    return replace(rules, red_fives=True, red_five_counts=tuple(int(n) for n in counts.groups()))


def switch_text(rules: RiichiRules) -> str:
    """The rules that differ from the defaults, as ``parse_switches`` reads them ("" for the defaults)."""
    words: list[str] = []
    for switch in SWITCHES:
        current = getattr(rules, switch.field)
        if current != getattr(DEFAULT, switch.field):
            word = next(w for w, v in switch.values.items() if v == current)
            words.append(switch.name if switch.is_flag and word == "on" else
                         f"no-{switch.name}" if switch.is_flag else f"{switch.name}:{word}")
    if not rules.red_fives:
        words.append(f"no-{RED_FIVES}")
    elif rules.red_five_counts != DEFAULT.red_five_counts:
        words.append(f"{RED_FIVES}:" + "/".join(str(n) for n in rules.red_five_counts))
    return ",".join(words)


def allowed_text() -> str:
    """Every rule word with its values, for a "use ..." answer."""
    shown = [f"{s.name}" if s.is_flag else f"{s.name}:{'/'.join(s.values)}" for s in SWITCHES]
    return ", ".join([*shown, f"{RED_FIVES}:on/off/M/P/S"])
