"""The table presets (``presets.toml``), read and checked at import: the rule choices of each named table."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, fields
from importlib import resources

from scoring.riichi.options import KazoeLimit, RenhouRule, RiichiRules, SanmaTsumo


@dataclass(frozen=True)
class Preset:
    """One table's rules; each field is a key of ``presets.toml`` (see its comments for the sources)."""

    name: str
    source: str
    players: int
    start_points: int
    return_points: int
    uma: tuple[int, ...]
    oka_to_first: bool
    length: str
    extra_round: bool
    bankruptcy: bool
    last_dealer_stop: bool
    last_dealer_tenpai_stop: bool
    red_fives: bool
    open_tanyao: bool
    kuikae_ban: bool
    double_yakuman: bool
    kazoe_yakuman: bool
    kiriage: bool
    double_wind_fu: int
    kan_dora: bool
    open_kan_dora_late: bool
    ura_dora: bool
    ippatsu: bool
    riichi_needs_draw: bool
    multiple_ron: bool
    kokushi_robs_closed_kan: bool
    abort_nine_terminals: bool
    abort_four_winds: bool
    abort_four_riichi: bool
    abort_four_kans: bool
    abort_triple_ron: bool
    nagashi_mangan: bool
    noten_pool: int
    honba_value: int
    pao: bool
    nuki_dora: bool
    sanma_tsumo: str
    leftover_sticks_to_first: bool

    @property
    def scorer_rules(self) -> RiichiRules:
        """The scorer's options for this table."""
        return RiichiRules(
            double_yakuman=self.double_yakuman, open_tanyao=self.open_tanyao, red_fives=self.red_fives,
            kiriage=self.kiriage, kazoe=KazoeLimit.YAKUMAN if self.kazoe_yakuman else KazoeLimit.SANBAIMAN,
            double_wind_pair_fu=self.double_wind_fu, renhou=RenhouRule.OFF, players=self.players,
            sanma_tsumo=SanmaTsumo(self.sanma_tsumo),
            red_five_counts=(0 if self.players == 3 else 1, 1, 1) if self.red_fives else (0, 0, 0))

    @property
    def last_wind(self) -> int:
        """The last prevailing wind of the regular game: 0 east-only, 1 a half game (east and south)."""
        return 0 if self.length == "east" else 1


#: every key of a preset and its type (``source`` and the name aside, all are rule choices)
_TYPES = {"int": int, "bool": bool, "str": str, "tuple[int, ...]": tuple}
SCHEMA: dict[str, type] = {f.name: _TYPES[str(f.type)] for f in fields(Preset) if f.name != "name"}
LENGTHS = ("east", "south")


def _check(name: str, data: dict) -> Preset:
    missing, unknown = SCHEMA.keys() - data.keys(), data.keys() - SCHEMA.keys()
    if missing or unknown:
        raise ValueError(f"preset {name}: missing {sorted(missing)}, unknown {sorted(unknown)}")
    for key, kind in SCHEMA.items():
        value = tuple(data[key]) if kind is tuple else data[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValueError(f"preset {name}: {key} must be {kind.__name__}")
        data[key] = value
    preset = Preset(name=name, **data)
    if preset.players not in (3, 4) or len(preset.uma) != preset.players or sum(preset.uma) != 0:
        raise ValueError(f"preset {name}: players 3 or 4, one uma per player summing to 0")
    if preset.length not in LENGTHS or preset.noten_pool not in (0, 3000) or preset.honba_value not in (0, 100):
        raise ValueError(f"preset {name}: length east|south, noten_pool 0|3000, honba_value 0|100")
    if preset.nuki_dora and preset.players != 3:
        raise ValueError(f"preset {name}: nuki dora needs three players")
    SanmaTsumo(preset.sanma_tsumo)
    return preset


def _load() -> dict[str, Preset]:
    text = resources.files(__package__).joinpath("presets.toml").read_text(encoding="utf-8")
    return {name: _check(name, dict(data)) for name, data in tomllib.loads(text).items()}


PRESETS: dict[str, Preset] = _load()
DEFAULT_PRESET = "tenhou"


def preset_of(name: str) -> Preset:
    """The preset named ``name``; ``KeyError`` naming the known ones otherwise."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None
