"""Riichi's side of the quiz's policy: which yaku a hand is built around at each difficulty, and
whether a scored hand looks like its difficulty."""

from __future__ import annotations

from scoring.hand import Hand

#: the yaku a beginner meets first (easy hands score only these, and dora)
EASY_RIICHI_YAKU = frozenset({
    "riichi", "menzen_tsumo", "pinfu", "tanyao", "iipeikou", "yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun",
    "yakuhai_seat_wind", "yakuhai_round_wind", "dora", "aka_dora", "ura_dora",
})
#: the 2-3 han yaku a hard hand is built around
HARD_RIICHI_YAKU = frozenset({
    "chanta", "junchan", "sanshoku_doujun", "ittsu", "toitoi", "sanankou", "honitsu", "chinitsu", "ryanpeikou",
    "chiitoitsu",
})
#: main yaku of an untargeted hand, by difficulty (None: whatever the filled sets give)
RIICHI_MAINS: dict[str, dict[str | None, float]] = {
    "easy": {"riichi": 30, "menzen_tsumo": 10, "pinfu": 14, "tanyao": 16, "iipeikou": 6, "yakuhai_haku": 3,
             "yakuhai_hatsu": 3, "yakuhai_chun": 3, "yakuhai_seat_wind": 2, "yakuhai_round_wind": 2},
    "normal": {
        "riichi": 30, "tanyao": 14, "yakuhai_haku": 4, "yakuhai_hatsu": 4, "yakuhai_chun": 4,
        "yakuhai_seat_wind": 3, "yakuhai_round_wind": 3, "pinfu": 8, "iipeikou": 4, "honitsu": 5, "toitoi": 3,
        "chiitoitsu": 4, "ittsu": 3, "sanshoku_doujun": 3, "chanta": 2, "menzen_tsumo": 6, "chinitsu": 1,
        "sanankou": 1, "junchan": 1, "shousangen": 0.5, "honroutou": 0.3, None: 4,
    },
    "hard": {
        "chanta": 8, "junchan": 6, "sanshoku_doujun": 8, "ittsu": 8, "toitoi": 8, "sanankou": 6, "honitsu": 10,
        "chinitsu": 5, "ryanpeikou": 4, "chiitoitsu": 6, "sankantsu": 1, "sanshoku_doukou": 1, "shousangen": 2,
        "honroutou": 1,
        # yakuman now and then (about one hand in twenty)
        "daisangen": 1, "suuankou": 1.5, "kokushi_musou": 1, "shousuushii": 0.5, "tsuuiisou": 0.3,
        "chinroutou": 0.2, "ryuuiisou": 0.2, "chuuren_poutou": 0.2,
    },
}
#: kan weight of the sets by difficulty (easy hands have none)
RIICHI_KONG_WEIGHT = {"easy": 0.0, "normal": 0.02, "hard": 0.15}


def riichi_difficulty_ok(answer: dict, hand: Hand, difficulty: str, target: str | None = None) -> bool:
    """Whether a Riichi hand fits the difficulty; a target's own yaku never counts against it.

    Easy: closed, no kan, only the common yaku and dora. Hard: a 2-3 han yaku, a yakuman, a kan
    or several dora. Normal: anything.
    """
    ids = riichi_ids(answer) - {target}
    kans = any(m.is_kong for m in hand.melds)
    if difficulty == "easy":
        closed = hand.is_closed or (target is not None and target not in EASY_RIICHI_YAKU)
        return closed and not kans and ids <= EASY_RIICHI_YAKU and not answer["yakuman"]
    if difficulty == "hard":
        dora = sum(y["han"] for y in answer["yaku"] if y["id"] in ("dora", "aka_dora", "ura_dora"))
        return bool(ids & HARD_RIICHI_YAKU) or bool(answer["yakuman"]) or kans or dora >= 3 or target is not None
    return True


def riichi_ids(answer: dict) -> set[str]:
    return {y["id"] for y in answer.get("yaku", [])} | {y["id"] for y in answer.get("yakuman", [])}
