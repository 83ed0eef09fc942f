"""Suits: which of the three numbered suits and the two honor kinds the hand uses."""

from __future__ import annotations

from scoring.mcr.readings import TileSet
from scoring.mcr.rules.registry import SUITS, tiles_fan


@tiles_fan(SUITS)
def full_flush(t: TileSet) -> bool:
    """清一色: one numbered suit, no honors."""
    return t.suits == 1 and not t.honors


@tiles_fan(SUITS)
def half_flush(t: TileSet) -> bool:
    """混一色: one numbered suit plus honors."""
    return t.suits == 1 and t.honors


@tiles_fan(SUITS)
def one_voided_suit(t: TileSet) -> bool:
    """缺一门: exactly one of the three numbered suits missing (honors do not matter)."""
    return t.suits == 2


@tiles_fan(SUITS)
def no_honors(t: TileSet) -> bool:
    """无字: no winds or dragons."""
    return not t.honors


@tiles_fan(SUITS)
def all_types(t: TileSet) -> bool:
    """五门齐: all three suits, a wind and a dragon."""
    return t.suits == 3 and t.winds and t.dragons
