"""The Riichi table's settings: the presets, and ``settings_of`` reading a table's options over them.

The table's settings are plain ``TableStart.options`` (``preset=mleague``, ``uma=30,10,-10,-30``,
...). Where the rule books differ the preset says which way, and ``docs/sheet_riichi.md`` cites
where each preset's numbers come from.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from functools import lru_cache

from quiz.sheet.model import SheetError, TableStart
from scoring.riichi.game.presets import preset_of
from scoring.riichi.options import KazoeLimit, RiichiRules, SanmaTsumo


class Ties(enum.StrEnum):
    """Players level on points at the end: they share the places' uma and oka, or the one who sat
    nearer the first dealer ranks higher."""

    SPLIT = "split"
    SEAT = "seat"


@dataclass(frozen=True, slots=True)
class RiichiSettings:
    """What a table plays: points, length, the end-of-game rules and the scorer's rules."""

    start_points: int = 25000
    #: the "return" or target: the final score counts from it; (return - start) x 4 is the oka to the top
    return_points: int = 30000
    #: uma by rank, in thousands (first to last: four places, or three in sanma)
    uma: tuple[int, ...] = (20, 10, -10, -20)
    #: 1 round (East only, tonpuusen) or 2 (East and South, hanchan)
    rounds: int = 2
    #: the game ends at once when a player's points fall below zero (tobi)
    bust: bool = True
    #: the last dealer's win or tenpai ends the game when it leaves them first (agari-yame)
    agariyame: bool = True
    ties: Ties = Ties.SEAT
    #: riichi sticks left on the table at the end go to the player in first place
    leftover_to_top: bool = True
    scoring: RiichiRules = RiichiRules()
    #: winners one discard may have: 1 head bump (atamahane), 2 double ron (a third aborts), 3 triple ron
    max_rons: int = 2
    #: nagashi mangan is paid (``/draw nagashi``)
    nagashi: bool = True
    #: abortive draws are played (``/draw abort``, ``/draw nine-terminals`` ...)
    aborts: bool = True
    #: the sheet ends the game by the rules above (length, bust, agari-yame); a sheet a chat table keeps
    #: (``played``) ends with the game, whose engine plays its preset's end (the extra round included)
    ends_itself: bool = True

    @property
    def oka(self) -> int:
        return len(self.uma) * (self.return_points - self.start_points)


#: the presets; docs/sheet_riichi.md gives each number's source
PRESETS: dict[str, RiichiSettings] = {
    "tenhou": RiichiSettings(),
    "mleague": RiichiSettings(uma=(30, 10, -10, -30), bust=False, agariyame=False, ties=Ties.SPLIT,
                              scoring=RiichiRules(double_wind_pair_fu=2), max_rons=1, nagashi=False, aborts=False),
    "wrc": RiichiSettings(start_points=30000, return_points=30000, uma=(15, 5, -5, -15), bust=True,
                          agariyame=False, ties=Ties.SPLIT,
                          scoring=RiichiRules(kazoe=KazoeLimit.SANBAIMAN, double_yakuman=False),
                          max_rons=1, nagashi=False, aborts=False),
    "ema": RiichiSettings(start_points=30000, return_points=30000, uma=(15, 5, -5, -15), bust=False,
                          agariyame=False, ties=Ties.SPLIT, max_rons=3, nagashi=False, aborts=False),
}
DEFAULT_PRESET = "tenhou"
#: what a three-player table (sanma) changes in every preset: the sanma points of Tenhou and Mahjong Soul, Mahjong
#: Soul's uma (riichi.wiki, "Majsoul", Ladder), and the
#: scorer's three-player rules (no 2m-8m, north as kita, tsumo loss as ``RiichiRules.sanma_tsumo``)
SANMA = {"start_points": 35000, "return_points": 40000, "uma": (15, 0, -15)}

#: option names a table may set, beside ``preset``
OPTION_NAMES = ("preset", "start", "return", "uma", "length", "bust", "agariyame", "ties", "tsumo", "played", "rons",
                "nagashi", "aborts", "scorer", "leftover")
#: riichi sticks left at the end: to the first place, or lost
_LEFTOVER = {"top": True, "first": True, "lost": False}
_LENGTHS = {"hanchan": 2, "tonpuu": 1, "tonpuusen": 1, "east": 1}
_SWITCH = {"on": True, "yes": True, "true": True, "1": True, "off": False, "no": False, "false": False, "0": False}


def settings_of(options: tuple[tuple[str, str], ...] | dict[str, str], players: int = 4) -> RiichiSettings:
    """The settings a table's options give (the preset, then each option over it) for ``players``
    (3: sanma); SheetError ``bad_option`` names an option that cannot be read."""
    if isinstance(options, dict):
        options = tuple(options.items())
    return _settings(options, players)  # a table's options are one tuple for its whole life: cached as they are


def table_settings(start: TableStart) -> RiichiSettings:
    """The settings of a table: its options, for as many players as it seats."""
    return settings_of(start.options, len(start.players))


@lru_cache(maxsize=256)
def _settings(options: tuple[tuple[str, str], ...], players: int = 4) -> RiichiSettings:
    values = dict(options)  # a name given twice: the last one counts
    name = values.get("preset", DEFAULT_PRESET).lower()
    if name not in PRESETS:
        raise SheetError("unknown_preset", preset=name, presets=", ".join(PRESETS))
    settings = PRESETS[name]
    if players == 3:
        settings = dataclasses.replace(settings, **SANMA, scoring=dataclasses.replace(settings.scoring, players=3))
    changes: dict[str, object] = {}
    for key, value in values.items():
        if key == "preset":
            continue
        if key == "played":  # the hands were played at a chat table (quiz/play): its game ends the sheet
            changes["ends_itself"] = False
            continue
        if key not in OPTION_NAMES:
            raise SheetError("bad_option", option=key, value=value)
        changes.update(_option(key, value.strip().lower(), players))
    if "scoring" in changes and players == 3:
        changes["scoring"] = dataclasses.replace(changes["scoring"], players=3)
    if "sanma_tsumo" in changes:  # a scorer's rule: who pays the missing north's share of a tsumo
        scoring = changes.get("scoring", settings.scoring)
        changes["scoring"] = dataclasses.replace(scoring, sanma_tsumo=changes.pop("sanma_tsumo"))
    settings = dataclasses.replace(settings, **changes)
    if settings.start_points <= 0 or settings.return_points < settings.start_points:
        raise SheetError("bad_option", option="return", value=str(settings.return_points))
    return settings


def _option(key: str, value: str, players: int = 4) -> dict[str, object]:
    try:
        if key in ("start", "return"):
            points = int(value.replace(",", "").replace("_", ""))
            if not 1000 <= points <= 1_000_000 or points % 100:
                raise ValueError(value)
            return {"start_points" if key == "start" else "return_points": points}
        if key == "uma":
            uma = tuple(int(part) for part in value.replace("/", ",").split(","))
            if len(uma) == 2 and players == 4:  # "10,20" or "20,10": the usual short form, second and first's
                low, high = sorted(abs(u) for u in uma)
                uma = (high, low, -low, -high)
            if len(uma) != players or sum(uma) != 0 or list(uma) != sorted(uma, reverse=True):
                raise ValueError(value)
            return {"uma": uma}
        if key == "length":
            return {"rounds": _LENGTHS[value]}
        if key == "scorer":  # a played table's: the scorer's rules of the game's preset (scoring/riichi/game)
            return {"scoring": preset_of(value).scorer_rules}
        if key == "rons" and value in ("1", "2", "3"):
            return {"max_rons": int(value)}
        if key in ("bust", "agariyame", "nagashi", "aborts"):
            return {key: _SWITCH[value]}
        if key == "ties":
            return {"ties": Ties(value)}
        if key == "leftover":
            return {"leftover_to_top": _LEFTOVER[value]}
        if key == "tsumo" and players == 3:  # tsumo=tsumo-son or tsumo=north-bisection
            return {"sanma_tsumo": SanmaTsumo(value)}
    except (ValueError, KeyError):
        pass
    raise SheetError("bad_option", option=key, value=value)
