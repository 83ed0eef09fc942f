"""Score a parsed hand with the reference libraries (test-only): PyMahjongGB for MCR, `mahjong` for Riichi.

The glossary's example hands are checked with these as well as with the project's scorers, so
the examples stay right even while a scorer is being rewritten.
"""

from __future__ import annotations

from scoring.hand import Hand, MeldKind
from scoring.riichi.flags import flags_of
from scoring.tiles import Suit, Tile

# reference Chinese names (as MahjongGB prints them) -> our MCR ids
_MCR_REFERENCE_ZH_FIX = {"独听・边张": "edge_wait", "独听・嵌张": "closed_wait", "独听・单钓": "single_wait"}


def _gb_tile(tile: Tile) -> str:
    if tile.is_honor:
        if tile.is_wind:
            return f"F{tile - Tile.EAST + 1}"
        return {Tile.RED: "J1", Tile.GREEN: "J2", Tile.WHITE: "J3"}[tile]
    letter = {Suit.CHARACTERS: "W", Suit.BAMBOO: "T", Suit.DOTS: "B"}[tile.suit]
    return f"{letter}{tile.rank}"


def mcr_reference_fans(hand: Hand) -> dict[str, int]:
    """{fan id: count} as PyMahjongGB scores the hand (flowers included)."""
    import MahjongGB

    from glossary import entries

    pack = []
    for meld in hand.melds:
        if meld.kind is MeldKind.CHOW:
            pack.append(("CHI", _gb_tile(meld.middle), 1))
        elif meld.kind is MeldKind.PUNG:
            pack.append(("PENG", _gb_tile(meld.tile), 1))
        else:
            pack.append(("GANG", _gb_tile(meld.tile), 0 if meld.concealed else 1))
    ctx = hand.context
    result = MahjongGB.MahjongFanCalculator(
        tuple(pack), tuple(_gb_tile(t) for t in hand.concealed), _gb_tile(hand.win_tile), ctx.flowers,
        ctx.self_drawn, ctx.last_copy, ctx.kong, ctx.wall_last, ctx.seat_wind - Tile.EAST,
        ctx.round_wind - Tile.EAST)
    ids = {e.zh_hans: e.id for e in entries("mcr")}
    fans: dict[str, int] = {}
    for _points, name in result:
        fan_id = _MCR_REFERENCE_ZH_FIX.get(name) or ids[name]
        fans[fan_id] = fans.get(fan_id, 0) + 1
    return fans


# `mahjong` library yaku ids -> our Riichi ids
RIICHI_LIBRARY_IDS = {
    0: "menzen_tsumo", 1: "riichi", 3: "ippatsu", 4: "chankan", 5: "rinshan_kaihou", 6: "haitei_raoyue",
    7: "houtei_raoyui", 8: "double_riichi", 12: "pinfu", 13: "tanyao", 14: "iipeikou", 15: "yakuhai_haku",
    16: "yakuhai_hatsu", 17: "yakuhai_chun", 18: "yakuhai_seat_wind", 19: "yakuhai_seat_wind",
    20: "yakuhai_seat_wind", 21: "yakuhai_seat_wind", 22: "yakuhai_round_wind", 23: "yakuhai_round_wind",
    24: "yakuhai_round_wind", 25: "yakuhai_round_wind", 26: "sanshoku_doujun", 27: "ittsu", 28: "chanta",
    29: "honroutou", 30: "toitoi", 31: "sanankou", 32: "sankantsu", 33: "sanshoku_doukou", 34: "chiitoitsu",
    35: "shousangen", 36: "honitsu", 37: "junchan", 38: "ryanpeikou", 39: "chinitsu",
    100: "kokushi_musou", 101: "chuuren_poutou", 102: "suuankou", 103: "daisangen", 104: "shousuushii",
    105: "ryuuiisou", 106: "suukantsu", 107: "tsuuiisou", 108: "chinroutou", 111: "daisuushii",
    112: "kokushi_musou_13", 113: "suuankou_tanki", 114: "junsei_chuuren_poutou", 115: "tenhou", 116: "chiihou",
    120: "dora", 121: "aka_dora", 122: "ura_dora",
}


#: with has_aka_dora the library reads copy 0 of each five (5m, 5p, 5s) as the red one
_RED_FIVE_IDS = (16, 52, 88)


def riichi_reference_yaku(hand: Hand) -> set[str]:
    """Ids of the yaku (and dora kinds) the `mahjong` library awards; raises ValueError on its errors."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.meld import Meld

    pool = {t: [t * 4 + k for k in range(4)] for t in range(34)}
    red_left = list(hand.red_fives)

    def take(tile: Tile) -> int:
        ids = pool[int(tile)]
        if tile in red_left and ids[0] in _RED_FIVE_IDS:
            red_left.remove(tile)
            return ids.pop(0)
        plain = [x for x in ids if x not in _RED_FIVE_IDS]
        chosen = plain[0] if plain else ids[0]
        ids.remove(chosen)
        return chosen

    tiles: list[int] = []
    melds = []
    for meld in hand.melds:
        ids = [take(t) for t in meld.tiles]
        tiles.extend(ids)
        kind = {MeldKind.CHOW: Meld.CHI, MeldKind.PUNG: Meld.PON, MeldKind.KONG: Meld.KAN}[meld.kind]
        melds.append(Meld(meld_type=kind, tiles=ids, opened=not meld.concealed))
    tiles.extend(take(t) for t in hand.concealed)
    win = take(hand.win_tile)
    tiles.append(win)
    ctx, flags = hand.context, flags_of(hand)
    wind_of = {Tile.EAST: 27, Tile.SOUTH: 28, Tile.WEST: 29, Tile.NORTH: 30}
    config = HandConfig(
        is_tsumo=ctx.self_drawn, is_riichi=flags.riichi, is_ippatsu=flags.ippatsu,
        is_rinshan=ctx.kong and ctx.self_drawn, is_chankan=ctx.kong and not ctx.self_drawn,
        is_haitei=ctx.wall_last and ctx.self_drawn, is_houtei=ctx.wall_last and not ctx.self_drawn,
        is_daburu_riichi=flags.double_riichi, is_tenhou=flags.tenhou, is_chiihou=flags.chiihou,
        player_wind=wind_of[ctx.seat_wind], round_wind=wind_of[ctx.round_wind],
        options=OptionalRules(has_open_tanyao=True, has_aka_dora=True))
    dora = [int(t) * 4 + 3 for t in flags.dora_indicators]
    ura = [int(t) * 4 + 3 for t in flags.ura_indicators]
    result = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora or None,
                                                ura_dora_indicators=ura or None, config=config)
    if result.error:
        raise ValueError(result.error)
    return {RIICHI_LIBRARY_IDS[y.yaku_id] for y in result.yaku}
