"""Quiz Taiwanese hands: 17 tiles (five sets and a pair) with flower tiles, built toward a pattern of
``scoring/taiwan/patterns.tsv`` (the Funclub 口袋麻將 table, as the pattern table cites).

Each pattern's recipe is the kit's recipe for its sets plus its conditions; the flowers and declarations are
``scoring.taiwan.flags.TaiwanFlags``. The default preset has no minimum: every winning hand is kept. The
dealer's patterns are 0 tai there and are not asked.
"""

from __future__ import annotations

from quiz.hands.patterned import FlowerDraw, PatternHands, Recipe
from scoring.rulesets import RulesetId
from scoring.taiwan.flags import FlowerWin, TaiwanFlags
from scoring.taiwan.scorer import score_hand
from scoring.tiles import Tile

#: a hand dealt without claims: the blessings and ready declarations (the dealer sits East)
_DEALT = {"closed": True, "seat": Tile.SOUTH}

#: each pattern of the table, as the kit builds it
TAIWAN_RECIPES: dict[str, Recipe] = {
    "heavenly_win": Recipe(closed=True, self_drawn=True, seat=Tile.EAST, declared=("heavenly",)),
    "earthly_win": Recipe(self_drawn=True, declared=("earthly",), **_DEALT),
    "heavenly_ready": Recipe(closed=True, seat=Tile.EAST, declared=("heavenly_ready",)),
    "big_four_winds": Recipe("big_four_winds"),
    "all_honors": Recipe("all_honors"),
    "human_win": Recipe(self_drawn=False, declared=("human",), **_DEALT),
    "earthly_ready": Recipe(declared=("earthly_ready",), **_DEALT),
    "eight_flowers": Recipe(flowers=FlowerDraw.EIGHT),
    "seven_robs_one": Recipe(flowers=FlowerDraw.SEVEN),
    "full_flush": Recipe("full_flush"),
    "small_four_winds": Recipe("little_four_winds"),
    "big_three_dragons": Recipe("big_three_dragons"),
    "five_concealed_triplets": Recipe("all_pungs", closed=True, self_drawn=True),
    "four_concealed_triplets": Recipe("three_concealed_pungs", concealed_pungs=1),
    "all_triplets": Recipe("all_pungs"),
    "half_flush": Recipe("half_flush"),
    "small_three_dragons": Recipe("little_three_dragons"),
    "concealed_self_draw": Recipe(closed=True, self_drawn=True),
    "pinfu": Recipe("all_chows", self_drawn=False, no_honors=True, flowers=FlowerDraw.NONE),
    "three_concealed_triplets": Recipe("three_concealed_pungs"),
    "all_from_others": Recipe(claimed=5, self_drawn=False, win="pair"),
    "concealed": Recipe(closed=True, self_drawn=False),
    "self_draw": Recipe(self_drawn=True),
    "half_from_others": Recipe(claimed=5, self_drawn=True, win="pair"),
    "replacement_win": Recipe("out_with_replacement_tile"),
    "last_draw": Recipe("last_tile_draw"),
    "last_discard": Recipe("last_tile_claim"),
    "robbing_kong": Recipe("robbing_the_kong"),
    "declared_ready": Recipe(closed=True, declared=("ready_declared",)),
    "single_wait": Recipe("single_wait"),
    "red_dragon": Recipe(pung=Tile.RED),
    "green_dragon": Recipe(pung=Tile.GREEN),
    "white_dragon": Recipe(pung=Tile.WHITE),
    "flower_set": Recipe(flowers=FlowerDraw.SET),
    "round_wind": Recipe("prevalent_wind"),
    "seat_wind": Recipe("seat_wind"),
    "seat_flower": Recipe(flowers=FlowerDraw.SEAT),
}
#: the main pattern of an untargeted hand by difficulty (None: the filled sets and flowers decide)
TAIWAN_MAINS: dict[str, dict[str | None, float]] = {
    "easy": {None: 10, "concealed": 4, "self_draw": 4, "concealed_self_draw": 3, "seat_flower": 4, "red_dragon": 2,
             "green_dragon": 2, "white_dragon": 2, "seat_wind": 2, "round_wind": 2, "pinfu": 3, "single_wait": 2},
    "normal": {None: 8, "concealed": 3, "self_draw": 3, "concealed_self_draw": 3, "seat_flower": 3, "flower_set": 1,
               "red_dragon": 2, "green_dragon": 2, "white_dragon": 2, "seat_wind": 2, "round_wind": 2, "pinfu": 3,
               "single_wait": 2, "half_flush": 4, "all_triplets": 3, "three_concealed_triplets": 1,
               "half_from_others": 1, "all_from_others": 1, "declared_ready": 1, "last_draw": 0.3,
               "last_discard": 0.3, "replacement_win": 0.5, "robbing_kong": 0.3, "small_three_dragons": 0.5},
    "hard": {"half_flush": 5, "full_flush": 3, "all_triplets": 4, "three_concealed_triplets": 3,
             "four_concealed_triplets": 1, "small_three_dragons": 2, "big_three_dragons": 1, "small_four_winds": 0.5,
             "all_from_others": 2, "flower_set": 2, "seven_robs_one": 0.3, "eight_flowers": 0.2,
             "five_concealed_triplets": 0.3, "human_win": 0.2, "earthly_ready": 0.2, "heavenly_ready": 0.2,
             "earthly_win": 0.1, "heavenly_win": 0.1, "big_four_winds": 0.1, "all_honors": 0.1},
}


def _flags(flowers: tuple[int, ...], flower_win: str, declared: tuple[str, ...]) -> TaiwanFlags:
    return TaiwanFlags(flowers=flowers, flowers_said=True, flower_win=FlowerWin(flower_win),
                       **dict.fromkeys(declared, True))


TAIWAN_HANDS = PatternHands(
    ruleset=RulesetId.TAIWAN, sets=5, recipes=TAIWAN_RECIPES, mains=TAIWAN_MAINS, flags=_flags,
    score=lambda hand: score_hand(hand).to_json(),
    found=lambda answer: {f["id"] for f in answer["fans"]})

