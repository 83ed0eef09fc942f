"""Yaku of how and when the hand was won: riichi, self-draw, the last tile, kongs, the blessings."""

from __future__ import annotations

from scoring.riichi.options import RenhouRule
from scoring.riichi.reading import HandFacts
from scoring.riichi.rules.registry import (
    BLESSING,
    CLOSED_HAND,
    KONG_WIN,
    LAST_TILE,
    NAGASHI,
    OPEN_RIICHI,
    PAARENCHAN,
    RENHOU,
    RIICHI,
    RON,
    TSUMO,
    closing_yaku,
    win_yaku,
)


@win_yaku(RIICHI)
def riichi(f: HandFacts) -> bool:
    """立直: a closed hand declared ready."""
    return f.riichi.riichi


@win_yaku(RIICHI)
def double_riichi(f: HandFacts) -> bool:
    """ダブル立直: riichi declared on the first turn, before any call."""
    return f.riichi.double_riichi


@win_yaku(OPEN_RIICHI)
def open_riichi(f: HandFacts) -> bool:
    """オープン立直: riichi declared with the hand shown."""
    return f.riichi.riichi and f.riichi.open_riichi


@win_yaku(OPEN_RIICHI)
def double_open_riichi(f: HandFacts) -> bool:
    """ダブルオープン立直: double riichi declared with the hand shown."""
    return f.riichi.double_riichi and f.riichi.open_riichi


@win_yaku(OPEN_RIICHI, RON)
def sashikomi(f: HandFacts) -> bool:
    """オープン立直放銃: a ron on a hand in open riichi, where the table makes it a yakuman."""
    r = f.riichi
    return f.rules.sashikomi and not f.tsumo and r.open_riichi and (r.riichi or r.double_riichi)


@win_yaku(RIICHI)
def ippatsu(f: HandFacts) -> bool:
    """一発: won within one go-around of declaring riichi, no call in between."""
    return f.riichi.ippatsu


@win_yaku(TSUMO, CLOSED_HAND)
def menzen_tsumo(f: HandFacts) -> bool:
    """門前清自摸和: a closed hand self-drawn."""
    return f.tsumo and not f.is_open


@win_yaku(TSUMO, KONG_WIN)
def rinshan_kaihou(f: HandFacts) -> bool:
    """嶺上開花: self-drawn with the replacement tile of a kong."""
    return f.tsumo and f.hand.context.kong


@win_yaku(RON, KONG_WIN)
def chankan(f: HandFacts) -> bool:
    """搶槓: won on the tile another player adds to a pung."""
    return not f.tsumo and f.hand.context.kong


@win_yaku(TSUMO, LAST_TILE)
def haitei_raoyue(f: HandFacts) -> bool:
    """海底摸月: self-drawn with the last tile of the wall."""
    return f.tsumo and f.hand.context.wall_last


@win_yaku(RON, LAST_TILE)
def houtei_raoyui(f: HandFacts) -> bool:
    """河底撈魚: won on the last discard."""
    return not f.tsumo and f.hand.context.wall_last


@win_yaku(BLESSING)
def tenhou(f: HandFacts) -> bool:
    """天和: the dealer's starting hand is complete (yakuman)."""
    return f.riichi.tenhou


@win_yaku(BLESSING)
def chiihou(f: HandFacts) -> bool:
    """地和: a non-dealer completes the hand with the first draw, before any call (yakuman)."""
    return f.riichi.chiihou


@win_yaku(RENHOU)
def renhou(f: HandFacts) -> bool:
    """人和: a non-dealer's ron before their first draw, no call made (5 han where it is a mangan)."""
    return f.riichi.renhou and f.rules.renhou is RenhouRule.MANGAN


@win_yaku(RENHOU)
def renhou_yakuman(f: HandFacts) -> bool:
    """人和 as a yakuman, where the table plays it so."""
    return f.riichi.renhou and f.rules.renhou is RenhouRule.YAKUMAN


@closing_yaku(PAARENCHAN)
def paarenchan(f: HandFacts, has_yaku: bool) -> int:
    """八連荘: the dealer's eighth win in a row (yakuman; worth the count written)."""
    count = f.riichi.paarenchan
    return count if count and (has_yaku or not f.rules.paarenchan_needs_yaku) else 0


@win_yaku(NAGASHI)
def nagashi_mangan(f: HandFacts) -> bool:
    """流し満貫: at a draw, every discard a terminal or honor and none claimed (paid as a mangan)."""
    return f.riichi.nagashi
