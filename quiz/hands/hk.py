"""Quiz Hong Kong hands: 14 tiles with flower tiles, built toward a pattern of ``scoring/hk/patterns.tsv``.

Each pattern's recipe is the kit's recipe for its sets plus its conditions; the flowers and declarations are
``scoring.hk.flags.HkFlags``. The patterns are hk-mahjong 3.2.0's (HSKPeter/hk-mahjong-hand-calculation),
as the pattern table cites; a hand is kept when it meets the default preset's 3-faan minimum.
"""

from __future__ import annotations

from quiz.hands.patterned import FlowerDraw, PatternHands, Recipe
from scoring.hk.flags import HkFlags
from scoring.hk.scorer import score_hand
from scoring.rulesets import RulesetId
from scoring.tiles import Tile

#: each pattern of the table, as the kit builds it (but no_flowers: a house option, off in the default preset)
HK_RECIPES: dict[str, Recipe] = {
    "common_hand": Recipe("all_chows"),
    "all_in_triplets": Recipe("all_pungs"),
    "mixed_one_suit": Recipe("half_flush"),
    "all_one_suit": Recipe("full_flush"),
    "mixed_orphans": Recipe("all_terminals_and_honors"),
    "small_dragons": Recipe("little_three_dragons"),
    "dragon_pung": Recipe("dragon_pung"),
    "seat_wind": Recipe("seat_wind"),
    "round_wind": Recipe("prevalent_wind"),
    "seat_flower": Recipe(flowers=FlowerDraw.SEAT),
    "flower_set": Recipe(flowers=FlowerDraw.SET),
    "self_drawn": Recipe(self_drawn=True),
    "fully_concealed": Recipe(closed=True),
    "robbing_kong": Recipe("robbing_the_kong"),
    "last_tile": Recipe("last_tile_draw"),
    "kong_replacement": Recipe("out_with_replacement_tile"),
    "flower_hand": Recipe(flowers=FlowerDraw.SEVEN),
    "thirteen_orphans": Recipe("thirteen_orphans"),
    "all_kongs": Recipe("four_kongs"),
    "orphans": Recipe("all_terminals"),
    "nine_gates": Recipe("nine_gates"),
    "all_honors": Recipe("all_honors"),
    "great_dragons": Recipe("big_three_dragons"),
    "great_winds": Recipe("big_four_winds"),
    "small_winds": Recipe("little_four_winds"),
    "double_kong_replacement": Recipe("two_melded_kongs", self_drawn=True, declared=("double_kong_replacement",)),
    "kaan_kaan": Recipe("all_pungs", closed=True, self_drawn=True),
    "heavenly": Recipe(closed=True, self_drawn=True, seat=Tile.EAST, declared=("heavenly",)),
    "earthly": Recipe(closed=True, self_drawn=True, seat=Tile.SOUTH, declared=("earthly",)),
    "eight_immortals": Recipe(flowers=FlowerDraw.EIGHT),
}
#: the main pattern of an untargeted hand by difficulty (None: the filled sets and flowers decide)
HK_MAINS: dict[str, dict[str | None, float]] = {
    "easy": {None: 10, "common_hand": 6, "dragon_pung": 6, "seat_wind": 3, "round_wind": 3, "self_drawn": 4,
             "fully_concealed": 4, "seat_flower": 4},
    "normal": {None: 8, "common_hand": 5, "all_in_triplets": 5, "mixed_one_suit": 6, "dragon_pung": 5,
               "seat_wind": 2, "round_wind": 2, "seat_flower": 3, "flower_set": 1, "self_drawn": 3,
               "fully_concealed": 3, "small_dragons": 1, "all_one_suit": 1, "mixed_orphans": 0.5,
               "last_tile": 0.3, "robbing_kong": 0.3, "kong_replacement": 0.5},
    "hard": {"all_in_triplets": 6, "mixed_one_suit": 6, "all_one_suit": 4, "small_dragons": 3, "mixed_orphans": 2,
             "flower_set": 2, "kong_replacement": 1, "flower_hand": 0.5,
             # limit hands now and then
             "great_dragons": 0.7, "kaan_kaan": 0.7, "thirteen_orphans": 0.4, "small_winds": 0.3, "great_winds": 0.2,
             "all_honors": 0.2, "orphans": 0.2, "nine_gates": 0.1, "all_kongs": 0.05, "eight_immortals": 0.1},
}


def _flags(flowers: tuple[int, ...], flower_win: str, declared: tuple[str, ...]) -> HkFlags:
    return HkFlags(flowers=flowers, flowers_said=True, flower_win=flower_win, **dict.fromkeys(declared, True))


HK_HANDS = PatternHands(
    ruleset=RulesetId.HK, sets=4, recipes=HK_RECIPES, mains=HK_MAINS, flags=_flags,
    score=lambda hand: score_hand(hand).to_json(),
    found=lambda answer: {p["id"] for p in answer["patterns"]})

