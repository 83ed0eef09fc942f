"""Every MCR fan: one hand that scores it (the exact fan list the reference gives), and for every
fan that excludes others, one test per excluded fan on a hand where that fan's condition holds.

Hands and expected fans come from rules.md §5 (checked against PyPI pymahjonggb).
"""

from __future__ import annotations

import pytest

from scoring.mcr import fan_table, score_hand
from scoring.notation import parse_hand

#: fan id -> (hand, the exact fans the reference scores for it)
EXAMPLES: dict[str, tuple[str, dict[str, int]]] = {
    "big_four_winds": (
        "[EEE] [SSSS] 55pWWWNN+N tsumo",
        {"big_four_winds": 1, "half_flush": 1, "two_concealed_pungs": 1, "melded_kong": 1, "self_drawn": 1},
    ),
    "big_three_dragons": (
        "[PPP] [FFF] 66999sCC+C tsumo",
        {
            "big_three_dragons": 1,
            "all_pungs": 1,
            "half_flush": 1,
            "two_concealed_pungs": 1,
            "pung_of_terminals_or_honors": 1,
            "self_drawn": 1,
        },
    ),
    "all_green": (
        "[234s] [666s] 33888sFF+F tsumo",
        {"all_green": 1, "dragon_pung": 1, "two_concealed_pungs": 1, "self_drawn": 1},
    ),
    "nine_gates": ("1112345678999m+9m tsumo", {"nine_gates": 1, "pure_straight": 1, "tile_hog": 1, "self_drawn": 1}),
    "four_kongs": (
        "{1111m} [2222s] [EEEE] [9999p] 5p+5p",
        {"four_kongs": 1, "prevalent_wind": 1, "seat_wind": 1, "pung_of_terminals_or_honors": 2},
    ),
    "seven_shifted_pairs": ("2233455667788s+4s", {"seven_shifted_pairs": 1, "all_simples": 1}),
    "thirteen_orphans": ("19m19s119pESWNFP+C tsumo", {"thirteen_orphans": 1, "self_drawn": 1}),
    "all_terminals": (
        "[111m] 1199s111999p+1s tsumo",
        {"all_terminals": 1, "triple_pung": 1, "three_concealed_pungs": 1, "self_drawn": 1},
    ),
    "little_four_winds": (
        "[EEE] [SSS] 23pWWWNN+1p tsumo seat=N round=S",
        {"little_four_winds": 1, "half_flush": 1, "outside_hand": 1, "prevalent_wind": 1, "self_drawn": 1},
    ),
    "little_three_dragons": (
        "[PPP] [999s] 345mCFFF+C",
        {"little_three_dragons": 1, "pung_of_terminals_or_honors": 1, "one_voided_suit": 1, "single_wait": 1},
    ),
    "all_honors": (
        "[EEE] [SSS] [FFF] WWNN+W tsumo seat=W round=W",
        {
            "little_four_winds": 1,
            "all_honors": 1,
            "dragon_pung": 1,
            "prevalent_wind": 1,
            "seat_wind": 1,
            "self_drawn": 1,
        },
    ),
    "four_concealed_pungs": (
        "111444888m888s5p+5p",
        {
            "four_concealed_pungs": 1,
            "double_pung": 1,
            "pung_of_terminals_or_honors": 1,
            "no_honors": 1,
            "single_wait": 1,
        },
    ),
    "pure_terminal_chows": (
        "[123p] 1235577899p+8p tsumo",
        {"pure_terminal_chows": 1, "closed_wait": 1, "self_drawn": 1},
    ),
    "quadruple_chow": (
        "[456s] [456s] [456s] 55m45s+6s tsumo",
        {
            "quadruple_chow": 1,
            "middle_tiles": 1,
            "all_fives": 1,
            "last_tile": 1,
            "all_chows": 1,
            "one_voided_suit": 1,
            "self_drawn": 1,
        },
    ),
    "four_pure_shifted_pungs": (
        "[111s] [222s] [444s] 333s2p+2p",
        {
            "four_pure_shifted_pungs": 1,
            "lower_four": 1,
            "pung_of_terminals_or_honors": 1,
            "one_voided_suit": 1,
            "single_wait": 1,
        },
    ),
    "four_pure_shifted_chows": (
        "[123m] [345m] 67789mCC+5m tsumo",
        {"four_pure_shifted_chows": 1, "half_flush": 1, "self_drawn": 1},
    ),
    "three_kongs": (
        "[2222p] [3333s] {CCCC} 1199m+9m tsumo",
        {
            "three_kongs": 1,
            "all_pungs": 1,
            "dragon_pung": 1,
            "two_concealed_pungs": 1,
            "pung_of_terminals_or_honors": 1,
            "self_drawn": 1,
        },
    ),
    "all_terminals_and_honors": (
        "[NNN] [999s] [CCC] 999m1p+1p tsumo seat=S",
        {
            "all_terminals_and_honors": 1,
            "all_types": 1,
            "dragon_pung": 1,
            "double_pung": 1,
            "single_wait": 1,
            "self_drawn": 1,
        },
    ),
    "seven_pairs": ("3355m335588s5pNN+5p tsumo", {"seven_pairs": 1, "self_drawn": 1}),
    "greater_honors_and_knitted_tiles": (
        "14m25s369pESWNFP+C tsumo",
        {"greater_honors_and_knitted_tiles": 1, "self_drawn": 1},
    ),
    "all_even_pungs": ("[444m] [666m] 22244s88p+4s", {"all_even_pungs": 1, "double_pung": 1}),
    "full_flush": (
        "[123s] [333s] 4567899s+6s tsumo",
        {"full_flush": 1, "tile_hog": 1, "short_straight": 1, "self_drawn": 1},
    ),
    "pure_triple_chow": ("[456p] [456p] 77m456pCC+C", {"pure_triple_chow": 1, "dragon_pung": 1, "one_voided_suit": 1}),
    "pure_shifted_pungs": ("[666p] 678s77888pWW+7p", {"pure_shifted_pungs": 1, "one_voided_suit": 1}),
    "upper_tiles": (
        "778899m777s8999p+7p tsumo",
        {"upper_tiles": 1, "fully_concealed_hand": 1, "pure_double_chow": 1, "mixed_double_chow": 1},
    ),
    "middle_tiles": (
        "44666m456s45556p+4m tsumo",
        {"middle_tiles": 1, "fully_concealed_hand": 1, "two_concealed_pungs": 1, "mixed_double_chow": 1},
    ),
    "lower_tiles": (
        "[111p] [111s] [222s] 11m33s+1m",
        {"lower_tiles": 1, "triple_pung": 1, "all_pungs": 1, "pung_of_terminals_or_honors": 3},
    ),
    "pure_straight": (
        "12345566789s22p+4s tsumo",
        {"pure_straight": 1, "fully_concealed_hand": 1, "all_chows": 1, "pure_double_chow": 1, "one_voided_suit": 1},
    ),
    "three_suited_terminal_chows": (
        "[123m] [789m] [123p] 55s89p+7p tsumo",
        {"three_suited_terminal_chows": 1, "edge_wait": 1, "self_drawn": 1},
    ),
    "pure_shifted_chows": (
        "[234p] 12334567pEE+5p tsumo",
        {"pure_shifted_chows": 1, "half_flush": 1, "short_straight": 1, "self_drawn": 1},
    ),
    "all_fives": (
        "[456s] [456s] [456s] 55m45s+6s tsumo",
        {
            "quadruple_chow": 1,
            "middle_tiles": 1,
            "all_fives": 1,
            "last_tile": 1,
            "all_chows": 1,
            "one_voided_suit": 1,
            "self_drawn": 1,
        },
    ),
    "triple_pung": (
        "{1111m} [1111p] 1113444s+5s tsumo",
        {
            "triple_pung": 1,
            "two_concealed_pungs": 1,
            "pung_of_terminals_or_honors": 3,
            "no_honors": 1,
            "self_drawn": 1,
            "concealed_kong_and_melded_kong": 1,
        },
    ),
    "three_concealed_pungs": (
        "1156667m222s888p+6m",
        {"three_concealed_pungs": 1, "concealed_hand": 1, "tile_hog": 1, "no_honors": 1},
    ),
    "lesser_honors_and_knitted_tiles": (
        "147m69s28pESWNFP+3s tsumo",
        {"lesser_honors_and_knitted_tiles": 1, "self_drawn": 1},
    ),
    "knitted_straight": ("[234p] 258m1478s369p+8s", {"knitted_straight": 1, "all_chows": 1, "single_wait": 1}),
    "upper_four": (
        "[678p] 789m6777s999p+6s",
        {"upper_four": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1},
    ),
    "lower_four": (
        "[234m] [234m] 12333s34p+2p",
        {"lower_four": 1, "all_chows": 1, "pure_double_chow": 1, "mixed_double_chow": 1},
    ),
    "big_three_winds": (
        "[EEE] [SSS] 78m55pWWW+9m tsumo seat=N round=N",
        {"big_three_winds": 1, "one_voided_suit": 1, "self_drawn": 1},
    ),
    "mixed_straight": (
        "123456m1178s456p+9s",
        {"mixed_straight": 1, "concealed_hand": 1, "all_chows": 1, "mixed_double_chow": 1},
    ),
    "reversible_tiles": (
        "[456s] [123p] [888p] 55s23p+1p",
        {"reversible_tiles": 1, "pure_double_chow": 1, "no_honors": 1},
    ),
    "mixed_triple_chow": ("[567m] 11m566778s56p+7p", {"mixed_triple_chow": 1, "all_chows": 1}),
    "mixed_shifted_pungs": ("[555m] 678m666s7799p+7p", {"mixed_shifted_pungs": 1, "no_honors": 1}),
    "chicken_hand": ("[123m] [345m] 56s678pWW+7s", {"chicken_hand": 1}),
    "last_tile_draw": ("[123m] [345m] 56s678pWW+7s tsumo wall", {"last_tile_draw": 1}),
    "last_tile_claim": ("[123m] [345m] 56s678pWW+7s wall", {"last_tile_claim": 1}),
    "out_with_replacement_tile": (
        "[123m] [9999p] 56s678pWW+7s tsumo kong",
        {"out_with_replacement_tile": 1, "pung_of_terminals_or_honors": 1, "melded_kong": 1},
    ),
    "robbing_the_kong": ("[123m] [345m] 56s678pWW+7s last kong", {"robbing_the_kong": 1}),
    "all_pungs": (
        "[333p] [444s] 11188mSS+8m tsumo",
        {"all_pungs": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1, "self_drawn": 1},
    ),
    "half_flush": ("[FFF] [789s] 11345sNN+1s", {"half_flush": 1, "dragon_pung": 1, "pung_of_terminals_or_honors": 1}),
    "mixed_shifted_chows": ("[234p] 23m345s45677p+1m", {"mixed_shifted_chows": 1, "all_chows": 1}),
    "all_types": ("[678m] [444s] [FFF] 234pW+W", {"all_types": 1, "dragon_pung": 1, "single_wait": 1}),
    "melded_hand": (
        "[234m] [345p] [234s] [CCCC] 1m+1m",
        {"melded_hand": 1, "dragon_pung": 1, "mixed_double_chow": 1, "melded_kong": 1},
    ),
    "two_concealed_kongs": (
        "{PPPP} {1111s} [345m] 6789p+9p",
        {"two_concealed_kongs": 1, "dragon_pung": 1, "pung_of_terminals_or_honors": 1},
    ),
    "two_dragon_pungs": (
        "[PPP] [FFF] 999s3335p+4p tsumo",
        {"two_dragon_pungs": 1, "pung_of_terminals_or_honors": 1, "one_voided_suit": 1, "self_drawn": 1},
    ),
    "outside_hand": (
        "[123p] [CCC] 999m7999p+8p tsumo",
        {
            "outside_hand": 1,
            "dragon_pung": 1,
            "two_terminal_chows": 1,
            "pung_of_terminals_or_honors": 1,
            "one_voided_suit": 1,
            "self_drawn": 1,
        },
    ),
    "fully_concealed_hand": (
        "234678m44556s55p+3s tsumo",
        {"fully_concealed_hand": 1, "all_chows": 1, "all_simples": 1},
    ),
    "two_melded_kongs": (
        "[PPPP] [2222s] 456s2466p+3p",
        {"two_melded_kongs": 1, "dragon_pung": 1, "one_voided_suit": 1, "closed_wait": 1},
    ),
    "last_tile": (
        "[123p] [888m] 67m678sFF+8m tsumo last",
        {"last_tile": 1, "tile_hog": 1, "mixed_double_chow": 1, "self_drawn": 1},
    ),
    "dragon_pung": ("[PPP] [789m] 34s123pSS+5s", {"all_types": 1, "dragon_pung": 1}),
    "prevalent_wind": (
        "{EEEE} 888m789s4567p+4p seat=S",
        {"prevalent_wind": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "concealed_kong": 1},
    ),
    "seat_wind": ("[SSS] 345m11567s45p+6p seat=S round=N", {"mixed_shifted_chows": 1, "seat_wind": 1}),
    "concealed_hand": (
        "234567m66s34567p+8p",
        {"concealed_hand": 1, "all_chows": 1, "all_simples": 1, "short_straight": 2},
    ),
    "all_chows": (
        "[345p] 345567m55s68p+7p tsumo",
        {
            "all_chows": 1,
            "all_simples": 1,
            "mixed_double_chow": 1,
            "short_straight": 1,
            "closed_wait": 1,
            "self_drawn": 1,
        },
    ),
    "tile_hog": (
        "[999m] 22789m89sCCC+7s",
        {
            "dragon_pung": 1,
            "tile_hog": 1,
            "mixed_double_chow": 1,
            "pung_of_terminals_or_honors": 1,
            "one_voided_suit": 1,
            "edge_wait": 1,
        },
    ),
    "double_pung": (
        "111444888m888s5p+5p",
        {
            "four_concealed_pungs": 1,
            "double_pung": 1,
            "pung_of_terminals_or_honors": 1,
            "no_honors": 1,
            "single_wait": 1,
        },
    ),
    "two_concealed_pungs": (
        "1235789m666888s+5m",
        {
            "concealed_hand": 1,
            "two_concealed_pungs": 1,
            "two_terminal_chows": 1,
            "one_voided_suit": 1,
            "no_honors": 1,
            "single_wait": 1,
        },
    ),
    "concealed_kong": (
        "{CCCC} 56m888s11234p+7m",
        {"dragon_pung": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "concealed_kong": 1},
    ),
    "all_simples": ("[345m] 22256s22456p+7s", {"mixed_shifted_chows": 1, "all_simples": 1}),
    "pure_double_chow": (
        "778899m777s8999p+7p tsumo",
        {"upper_tiles": 1, "fully_concealed_hand": 1, "pure_double_chow": 1, "mixed_double_chow": 1},
    ),
    "mixed_double_chow": (
        "778899m777s8999p+7p tsumo",
        {"upper_tiles": 1, "fully_concealed_hand": 1, "pure_double_chow": 1, "mixed_double_chow": 1},
    ),
    "short_straight": (
        "[123s] [333s] 4567899s+6s tsumo",
        {"full_flush": 1, "tile_hog": 1, "short_straight": 1, "self_drawn": 1},
    ),
    "two_terminal_chows": (
        "[123m] 55789m12789s+3s tsumo",
        {
            "all_chows": 1,
            "mixed_double_chow": 2,
            "two_terminal_chows": 1,
            "one_voided_suit": 1,
            "edge_wait": 1,
            "self_drawn": 1,
        },
    ),
    "pung_of_terminals_or_honors": (
        "[PPP] [FFF] 66999sCC+C tsumo",
        {
            "big_three_dragons": 1,
            "all_pungs": 1,
            "half_flush": 1,
            "two_concealed_pungs": 1,
            "pung_of_terminals_or_honors": 1,
            "self_drawn": 1,
        },
    ),
    "melded_kong": (
        "[9999s] [123p] [456s] 44s46p+5p tsumo",
        {
            "mixed_double_chow": 1,
            "short_straight": 1,
            "pung_of_terminals_or_honors": 1,
            "melded_kong": 1,
            "one_voided_suit": 1,
            "no_honors": 1,
            "closed_wait": 1,
            "self_drawn": 1,
        },
    ),
    "one_voided_suit": (
        "55678m12345789p+6p tsumo",
        {"pure_straight": 1, "fully_concealed_hand": 1, "all_chows": 1, "one_voided_suit": 1},
    ),
    "no_honors": (
        "{9999s} [123p] [456s] 44s46p+5p",
        {
            "concealed_kong": 1,
            "mixed_double_chow": 1,
            "short_straight": 1,
            "pung_of_terminals_or_honors": 1,
            "one_voided_suit": 1,
            "no_honors": 1,
            "closed_wait": 1,
        },
    ),
    "edge_wait": (
        "12789m33s234999p+3m tsumo",
        {
            "fully_concealed_hand": 1,
            "two_terminal_chows": 1,
            "pung_of_terminals_or_honors": 1,
            "no_honors": 1,
            "edge_wait": 1,
        },
    ),
    "closed_wait": (
        "3368m345678pFFF+7m",
        {
            "dragon_pung": 1,
            "concealed_hand": 1,
            "mixed_double_chow": 1,
            "short_straight": 1,
            "one_voided_suit": 1,
            "closed_wait": 1,
        },
    ),
    "single_wait": (
        "[FFF] [234p] 234mNPPP+N",
        {"two_dragon_pungs": 1, "mixed_double_chow": 1, "one_voided_suit": 1, "single_wait": 1},
    ),
    "self_drawn": (
        "[FFFF] 678999m22sCC+2s tsumo",
        {
            "dragon_pung": 1,
            "two_concealed_pungs": 1,
            "pung_of_terminals_or_honors": 1,
            "melded_kong": 1,
            "one_voided_suit": 1,
            "self_drawn": 1,
        },
    ),
    "flower_tiles": ("[123m] [345m] 56s678pWW+7s flowers=3", {"chicken_hand": 1, "flower_tiles": 3}),
    "concealed_kong_and_melded_kong": (
        "{1111m} [1111p] 1113444s+5s tsumo",
        {
            "triple_pung": 1,
            "two_concealed_pungs": 1,
            "pung_of_terminals_or_honors": 3,
            "no_honors": 1,
            "self_drawn": 1,
            "concealed_kong_and_melded_kong": 1,
        },
    ),
}

#: fan id -> (a hand where the fans it excludes would otherwise apply, those fans)
EXCLUSION_HANDS: dict[str, tuple[str, str]] = {
    "big_four_winds": (
        "[EEE] [SSSS] 55pWWWNN+N tsumo",
        "big_three_winds all_pungs prevalent_wind seat_wind pung_of_terminals_or_honors little_four_winds",
    ),
    "big_three_dragons": ("[PPP] [FFF] 66999sCC+C tsumo", "dragon_pung two_dragon_pungs little_three_dragons"),
    "all_green": ("[234s] [666s] 33888sFF+F tsumo", "half_flush one_voided_suit"),
    "nine_gates": ("1112345678999m+9m tsumo", "full_flush no_honors fully_concealed_hand one_voided_suit"),
    "four_kongs": (
        "{1111m} [2222s] [EEEE] [9999p] 5p+5p",
        "three_kongs all_pungs single_wait melded_kong concealed_kong two_melded_kongs",
    ),
    "seven_shifted_pairs": ("2233455667788s+4s", "seven_pairs full_flush concealed_hand no_honors single_wait"),
    "thirteen_orphans": (
        "19m19s119pESWNFP+C tsumo",
        "all_types fully_concealed_hand all_terminals_and_honors outside_hand",
    ),
    "all_terminals": (
        "[111m] [999p] 999m111p9s+9s",
        "double_pung all_pungs pung_of_terminals_or_honors no_honors outside_hand all_terminals_and_honors",
    ),
    "little_four_winds": (
        "[EEE] [SSS] 23pWWWNN+1p tsumo seat=N round=S",
        "big_three_winds pung_of_terminals_or_honors",
    ),
    "little_three_dragons": ("[PPP] [999s] 345mCFFF+C", "two_dragon_pungs dragon_pung"),
    "all_honors": (
        "[EEE] [SSS] [FFF] WWNN+W tsumo seat=W round=W",
        "all_pungs pung_of_terminals_or_honors all_terminals_and_honors outside_hand",
    ),
    "four_concealed_pungs": (
        "999s1155777999p+1p tsumo",
        "all_pungs fully_concealed_hand three_concealed_pungs two_concealed_pungs",
    ),
    "pure_terminal_chows": (
        "[123p] 1235577899p+8p tsumo",
        "full_flush pure_double_chow two_terminal_chows no_honors all_chows one_voided_suit",
    ),
    "quadruple_chow": ("[456s] [456s] [456s] 55m45s+6s tsumo", "pure_triple_chow pure_double_chow tile_hog"),
    "four_pure_shifted_pungs": ("[111s] [222s] [444s] 333s2p+2p", "pure_shifted_pungs all_pungs"),
    "four_pure_shifted_chows": (
        "[123p] [234p] 9s344556p+9s tsumo",
        "pure_shifted_chows short_straight two_terminal_chows",
    ),
    "three_kongs": (
        "[2222p] [3333s] {CCCC} 1199m+9m tsumo",
        "two_melded_kongs melded_kong concealed_kong concealed_kong_and_melded_kong",
    ),
    "all_terminals_and_honors": (
        "[NNN] [999s] [CCC] 999m1p+1p tsumo seat=S",
        "all_pungs outside_hand pung_of_terminals_or_honors",
    ),
    "seven_pairs": ("3355m335588s5pNN+5p tsumo", "fully_concealed_hand single_wait"),
    "greater_honors_and_knitted_tiles": (
        "14m25s369pESWNFP+C tsumo",
        "lesser_honors_and_knitted_tiles all_types fully_concealed_hand",
    ),
    "all_even_pungs": ("[444m] [666m] 22244s88p+4s", "all_pungs all_simples no_honors"),
    "full_flush": ("[123s] [333s] 4567899s+6s tsumo", "no_honors one_voided_suit half_flush"),
    "pure_triple_chow": ("[456p] [456p] 77m456pCC+C", "pure_double_chow"),
    "pure_shifted_pungs": ("[666p] 678s77888pWW+7p", "pure_triple_chow"),
    "upper_tiles": ("778899m777s8999p+7p tsumo", "upper_four no_honors"),
    "middle_tiles": ("44666m456s45556p+4m tsumo", "all_simples no_honors"),
    "lower_tiles": ("[111p] [111s] [222s] 11m33s+1m", "lower_four no_honors"),
    "pure_straight": ("12345566789s22p+4s tsumo", "short_straight two_terminal_chows"),
    "three_suited_terminal_chows": (
        "[123m] [789m] [123p] 55s89p+7p tsumo",
        "all_chows no_honors mixed_double_chow two_terminal_chows",
    ),
    "all_fives": ("[345m] 567m34s45556p+5s", "all_simples no_honors"),
    "triple_pung": ("{1111m} [1111p] 1113444s+5s tsumo", "double_pung"),
    "three_concealed_pungs": ("1156667m222s888p+6m", "two_concealed_pungs"),
    "lesser_honors_and_knitted_tiles": ("147m69s28pESWNFP+3s tsumo", "all_types fully_concealed_hand single_wait"),
    "upper_four": ("[678p] 789m6777s999p+6s", "no_honors"),
    "lower_four": ("[234m] [234m] 12333s34p+2p", "no_honors"),
    "big_three_winds": ("[EEE] [SSS] 78m55pWWW+9m tsumo seat=N round=N", "pung_of_terminals_or_honors"),
    "reversible_tiles": ("[456s] [123p] [888p] 55s23p+1p", "one_voided_suit"),
    "mixed_triple_chow": ("[567m] 11m566778s56p+7p", "mixed_double_chow"),
    "last_tile_draw": ("[123m] [345m] 56s678pWW+7s tsumo wall", "self_drawn"),
    "out_with_replacement_tile": ("[123m] [9999p] 56s678pWW+7s tsumo kong", "self_drawn"),
    "robbing_the_kong": ("[123m] [345m] 56s678pWW+7s last kong", "last_tile"),
    "half_flush": ("[FFF] [789s] 11345sNN+1s", "one_voided_suit"),
    "melded_hand": ("[234m] [345p] [234s] [CCCC] 1m+1m", "single_wait"),
    "two_concealed_kongs": ("{PPPP} {1111s} [345m] 6789p+9p", "concealed_kong two_concealed_pungs"),
    "two_dragon_pungs": ("[PPP] [FFF] 999s3335p+4p tsumo", "dragon_pung"),
    "fully_concealed_hand": ("234678m44556s55p+3s tsumo", "self_drawn concealed_hand"),
    "two_melded_kongs": ("[PPPP] [2222s] 456s2466p+3p", "melded_kong"),
    "dragon_pung": ("[PPP] [789m] 34s123pSS+5s", "pung_of_terminals_or_honors"),
    "prevalent_wind": ("{EEEE} 888m789s4567p+4p seat=S", "pung_of_terminals_or_honors"),
    "seat_wind": ("[SSS] 345m11567s45p+6p seat=S round=N", "pung_of_terminals_or_honors"),
    "all_chows": ("[345p] 345567m55s68p+7p tsumo", "no_honors"),
    "all_simples": ("[345m] 22256s22456p+7s", "no_honors"),
    "edge_wait": ("1233m456p789sEEE+3m", "closed_wait single_wait"),
    "closed_wait": ("4556m123p789sEEE+5m", "single_wait"),
    "concealed_kong_and_melded_kong": ("[PPPP] {2222s} 456s2466p+3p", "melded_kong concealed_kong two_melded_kongs"),
}

FANS = {fan.id: fan for fan in fan_table()}


def fans_of(text: str) -> dict[str, int]:
    return score_hand(parse_hand(text)).counts()


def test_every_fan_has_an_example():
    assert set(EXAMPLES) == set(FANS)


def _scores_test(fan_id: str):
    def test():
        text, expected = EXAMPLES[fan_id]
        got = fans_of(text)
        assert fan_id in got
        assert got == expected

    test.__doc__ = f"{FANS[fan_id].en} ({FANS[fan_id].zh}) is scored, with exactly the reference's other fans."
    return test


def _excludes_test(fan_id: str, excluded: str):
    def test():
        text, _ = EXCLUSION_HANDS[fan_id]
        got = fans_of(text)
        assert fan_id in got, f"{fan_id} should score on {text}"
        assert excluded not in got, f"{fan_id} should exclude {excluded} on {text}"
        assert excluded in FANS[fan_id].excludes, f"fans.tsv should list {excluded} under {fan_id}"

    test.__doc__ = f"{FANS[fan_id].en} excludes {FANS[excluded].en}."
    return test


for _fan_id in EXAMPLES:
    globals()[f"test_{_fan_id}_is_scored"] = _scores_test(_fan_id)
for _fan_id, (_hand, _excluded) in EXCLUSION_HANDS.items():
    for _x in _excluded.split():
        globals()[f"test_{_fan_id}_excludes_{_x}"] = _excludes_test(_fan_id, _x)


def test_every_fan_with_exclusions_has_an_exclusion_test():
    with_exclusions = {f.id for f in fan_table() if f.excludes}
    assert with_exclusions <= set(EXCLUSION_HANDS)


def test_fans_without_exclusions_list_none():
    for fan_id in (
        "pure_shifted_chows",
        "knitted_straight",
        "mixed_straight",
        "all_pungs",
        "all_types",
        "outside_hand",
        "concealed_hand",
        "tile_hog",
        "self_drawn",
    ):
        assert FANS[fan_id].excludes == ()


@pytest.mark.parametrize("fan_id", sorted(EXCLUSION_HANDS))
def test_exclusion_hand_scores_its_fan(fan_id):
    text, _ = EXCLUSION_HANDS[fan_id]
    assert fan_id in fans_of(text)
