"""Riichi recipes: each yaku as the MCR recipe that builds its sets plus the conditions it needs.

``apply_riichi_recipe`` runs one on a ``Builder`` and returns the conditions the Riichi context
still needs (a forced riichi, double riichi, ippatsu, tenhou or chiihou).
"""

from __future__ import annotations

from quiz.hands.kit import Builder
from quiz.hands.mcr_recipes import apply
from quiz.hands.tiles import CHOW, T
from scoring.tiles import Tile

#: Riichi yaku -> the MCR recipe that builds its sets, plus conditions
RIICHI_RECIPES: dict[str, tuple[str | None, dict]] = {
    "riichi": (None, {"closed": True, "riichi": True}),
    "double_riichi": (None, {"closed": True, "double_riichi": True}),
    "ippatsu": (None, {"closed": True, "riichi": True, "ippatsu": True}),
    "menzen_tsumo": (None, {"closed": True, "self_drawn": True}),
    "pinfu": ("all_chows", {"closed": True}),
    "tanyao": ("all_simples", {}),
    "iipeikou": ("pure_double_chow", {"closed": True}),
    "yakuhai_haku": (None, {"pung": Tile.WHITE}),
    "yakuhai_hatsu": (None, {"pung": Tile.GREEN}),
    "yakuhai_chun": (None, {"pung": Tile.RED}),
    "yakuhai_seat_wind": ("seat_wind", {}),
    "yakuhai_round_wind": ("prevalent_wind", {}),
    "rinshan_kaihou": ("out_with_replacement_tile", {}),
    "chankan": ("robbing_the_kong", {}),
    "haitei_raoyue": ("last_tile_draw", {}),
    "houtei_raoyui": ("last_tile_claim", {}),
    "sanshoku_doujun": ("mixed_triple_chow", {}),
    "ittsu": ("pure_straight", {}),
    "chanta": ("outside_hand", {}),
    "junchan": ("outside_hand", {"no_honors": True}),
    "chiitoitsu": ("seven_pairs", {}),
    "toitoi": ("all_pungs", {}),
    "sanankou": ("three_concealed_pungs", {}),
    "sanshoku_doukou": ("triple_pung", {}),
    "sankantsu": ("three_kongs", {}),
    "honroutou": ("all_terminals_and_honors", {}),
    "shousangen": ("little_three_dragons", {}),
    "honitsu": ("half_flush", {}),
    "chinitsu": ("full_flush", {}),
    "ryanpeikou": (None, {"closed": True, "ryanpeikou": True}),
    "kokushi_musou": ("thirteen_orphans", {"win": "not_duplicate"}),
    "kokushi_musou_13": ("thirteen_orphans", {"win": "duplicate"}),
    "suuankou_tanki": ("four_concealed_pungs", {"win": "pair"}),
    "junsei_chuuren_poutou": ("nine_gates", {}),
    "tenhou": (None, {"closed": True, "self_drawn": True, "tenhou": True}),
    "chiihou": (None, {"closed": True, "self_drawn": True, "chiihou": True}),
    "daisangen": ("big_three_dragons", {}),
    "suuankou": ("four_concealed_pungs", {}),
    "shousuushii": ("little_four_winds", {}),
    "daisuushii": ("big_four_winds", {}),
    "tsuuiisou": ("all_honors", {}),
    "ryuuiisou": ("all_green", {}),
    "chinroutou": ("all_terminals", {}),
    "chuuren_poutou": ("nine_gates", {"win": "not_duplicate"}),
    "suukantsu": ("four_kongs", {}),
}
#: the conditions that are Riichi flags rather than rules of the construction
FLAG_CONDITIONS = ("riichi", "double_riichi", "ippatsu", "tenhou", "chiihou")


def apply_riichi_recipe(b: Builder, goal: str) -> dict[str, bool]:
    """Place the sets and rules of yaku ``goal``; returns the Riichi flags it forces."""
    rng = b.rng
    base, conditions = RIICHI_RECIPES[goal]
    if conditions.get("closed"):
        b.closed = True
    if "self_drawn" in conditions:
        b.self_drawn = conditions["self_drawn"]
    if conditions.get("no_honors"):
        b.pool = frozenset(t for t in Tile if not t.is_honor)
    if "pung" in conditions:
        b.pung(conditions["pung"])
    if conditions.get("ryanpeikou"):
        s1, s2 = rng.randrange(3), rng.randrange(3)
        r1, r2 = rng.randint(1, 7), rng.randint(1, 7)
        b.ensure([(CHOW, T(s1, r1)), (CHOW, T(s1, r1)), (CHOW, T(s2, r2)), (CHOW, T(s2, r2))])
    if base is not None:
        apply(b, base)
    if "win" in conditions:
        _riichi_win(b, conditions["win"])
    return {flag: True for flag in FLAG_CONDITIONS if conditions.get(flag)}


def _riichi_win(b: Builder, how: str) -> None:
    """Pick the winning tile for the yakuman whose double form depends on the wait."""
    if how == "pair":
        b.self_drawn, b.win = True, "pair"
        return
    tiles = b.loose
    duplicate = next(t for t in tiles if tiles.count(t) >= 2 and (tiles.count(t) != 3 or t.rank not in (1, 9)))
    if b.win_tile is not None:  # nine gates: the extra tile is the duplicate of 1112345678999
        duplicate = b.win_tile
    if how == "duplicate":
        b.win_tile = duplicate
    else:
        b.win_tile = b.rng.choice([t for t in tiles if t != duplicate])
