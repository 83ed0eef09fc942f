"""The hand notation (spec notation.md): what it reads, what it refuses and how it says so."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.i18n import error_text
from scoring.hand import HandError, Meld, MeldKind, WinContext
from scoring.notation import (
    MAX_INPUT_LENGTH,
    format_hand,
    format_partial,
    parse_hand,
    parse_partial,
    parse_tiles,
)
from scoring.riichi.flags import flags_of
from scoring.tiles import Tile
from tests.deep import sized
from tests.scoring.random_hands import random_ready_hand, random_winning_hand

NINE_GATES = "1112345678999m5m"


def refused(text: str, ruleset: str = "mcr") -> str:
    """The English message of the HandError the parser raises; it must be one short line."""
    with pytest.raises(HandError) as raised:
        parse_hand(text, ruleset)
    message = error_text(raised.value, "en")
    assert message and "\n" not in message and len(message) <= 160, message
    return message


# ----------------------------------------------------------------------------- reading tiles


def test_digits_collect_until_a_suit_letter():
    assert parse_tiles("123m456p789s1234567z") == [Tile(i) for i in (0, 1, 2, 12, 13, 14, 24, 25, 26)] + [
        Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH, Tile.WHITE, Tile.GREEN, Tile.RED]


def test_z_honors_follow_tenhou_order_white_green_red():
    assert parse_tiles("567z") == [Tile.WHITE, Tile.GREEN, Tile.RED]


def test_honor_letters_are_the_chm_ones_upper_case_only():
    assert parse_tiles("ESWNPFC") == [Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH, Tile.WHITE, Tile.GREEN, Tile.RED]
    assert parse_tiles("11s") == [Tile.S1, Tile.S1]  # lower-case s stays bamboo


def test_chinese_honor_names_simplified_and_traditional():
    assert parse_tiles("东南西北白发中") == parse_tiles("1234567z")
    assert parse_tiles("東發") == [Tile.EAST, Tile.GREEN]


def test_unicode_mahjong_tiles():
    assert parse_tiles("\U0001F000\U0001F004\U0001F005\U0001F006") == [Tile.EAST, Tile.RED, Tile.GREEN, Tile.WHITE]
    assert parse_tiles("\U0001F007\U0001F010\U0001F019") == [Tile.M1, Tile.S1, Tile.P1]
    for tile in Tile:
        assert parse_tiles(tile.unicode) == [tile]


def test_full_width_input_is_normalized():
    assert parse_hand("１１１２３４５６７８９９９ｍ５ｍ") == parse_hand(NINE_GATES)


def test_red_five_reads_as_a_five():
    assert parse_tiles("0m0p0s") == [Tile.M5, Tile.P5, Tile.S5]


# ----------------------------------------------------------------------------- reading hands


def test_last_tile_written_is_the_winning_tile():
    hand = parse_hand(NINE_GATES)
    assert hand.win_tile is Tile.M5
    assert hand.concealed == tuple(parse_tiles("1112345678999m"))


def test_plus_names_the_winning_tile_anywhere():
    assert parse_hand("+5m 1112345678999m") == parse_hand(NINE_GATES)
    assert parse_hand("1112345678999m+5m") == parse_hand(NINE_GATES)
    assert parse_hand("1112345678999m +5m") == parse_hand(NINE_GATES)


def test_melds_concealed_kongs_and_flags():
    hand = parse_hand("[123m] [555p] {7777s} 2345s5s tsumo seat=S round=E flowers=2")
    assert hand.melds == (Meld(MeldKind.CHOW, Tile.M1), Meld(MeldKind.PUNG, Tile.P5),
                          Meld(MeldKind.KONG, Tile.S7, concealed=True))
    assert hand.concealed == (Tile.S2, Tile.S3, Tile.S4, Tile.S5)
    assert hand.win_tile is Tile.S5
    assert hand.context == WinContext(self_drawn=True, seat_wind=Tile.SOUTH, round_wind=Tile.EAST, flowers=2)


def test_exposed_kong_and_chow_written_in_any_order():
    hand = parse_hand("[3333p] [312s] 456m789mE+E")
    assert hand.melds == (Meld(MeldKind.KONG, Tile.P3), Meld(MeldKind.CHOW, Tile.S1))
    assert not hand.melds[0].concealed


def test_tokens_in_any_order_and_flags_case_insensitive():
    a = parse_hand("TSUMO seat=w [EEE] 11p 456p round=S Last 花3 23456s+7s")
    b = parse_hand("[111z] 11p456p23456s7s tsumo last seat=W round=S flowers=3")
    assert a == b


@pytest.mark.parametrize(("alias", "field"), [
    ("self", "self_drawn"), ("zimo", "self_drawn"), ("自摸", "self_drawn"),
    ("4th", "last_copy"), ("绝张", "last_copy"), ("絕張", "last_copy"),
    ("haitei", "wall_last"), ("海底", "wall_last"),
])
def test_flag_aliases(alias, field):
    hand = parse_hand(f"[123m] 456m789m11p45p 3p {alias}")
    assert getattr(hand.context, field)


def test_kong_aliases_on_a_hand_with_a_kong():
    for alias in ("kong", "rinshan", "chankan", "杠", "槓"):
        assert parse_hand(f"[1111m] 456m789m11p45p 3p tsumo {alias}").context.kong


def test_winds_by_letter_name_and_chinese():
    for written, wind in (("N", Tile.NORTH), ("north", Tile.NORTH), ("北", Tile.NORTH), ("4z", Tile.NORTH),
                          ("w", Tile.WEST), ("西", Tile.WEST)):
        assert parse_hand(f"{NINE_GATES} seat={written}").context.seat_wind is wind
        assert parse_hand(f"{NINE_GATES} round={written}").context.round_wind is wind


def test_flowers_zero_to_eight():
    for n in range(9):
        assert parse_hand(f"{NINE_GATES} flowers={n}").context.flowers == n
        assert parse_hand(f"{NINE_GATES} 花{n}").context.flowers == n


def test_wall_and_kong_on_a_self_drawn_replacement_tile():
    hand = parse_hand("[123m] [9999p] 56s678pWW7s tsumo kong wall")
    assert hand.context.kong and hand.context.wall_last and hand.context.self_drawn


def test_robbing_a_kong_of_a_tile_the_hand_does_not_hold():
    assert parse_hand("[123m] [345m] 56s678pWW7s kong last").context.kong


def test_last_is_allowed_when_the_copies_are_in_the_hands_own_melds():
    assert parse_hand("[123p] [888m] 67m678sFF8m tsumo last").context.last_copy


# ----------------------------------------------------------------------------- refusals


def test_unknown_character():
    message = refused("123x4m 1112345678999m")
    assert "unknown character 'x'" in message and "123x4m" in message


def test_unprintable_character_is_shown_by_code_point():
    assert "U+0007" in refused(NINE_GATES + "\x07")


def test_digits_without_a_suit():
    assert "digits '123' in '123' have no suit" in refused("123")
    assert "digits '45'" in refused("[EEE] 45 1112345678m")


def test_suit_letter_without_digits():
    assert "'m' in 'm123' has no digits before it" in refused("m123 1112345678999m")


def test_honor_digit_out_of_range():
    assert "8z" in refused("1112345678999m8z")
    assert "honors are 1z to 7z" in refused("0z1112345678999m")


@pytest.mark.parametrize("meld", ["[124m]", "[12m]", "[11m]", "[11111m]", "[EEW]", "[EFC]", "[789m1p]", "[891m]"])
def test_meld_that_is_not_a_chow_pung_or_kong(meld):
    assert f"'{meld}' is not a chow, pung or kong" in refused(f"{meld} 1112345678m")


def test_braces_are_for_concealed_kongs_only():
    assert "braces" in refused("{123m} 1112345678m")
    assert "braces" in refused("{555p} 1112345678m")


def test_empty_and_unbalanced_brackets():
    assert "empty meld" in refused("[ ] 1112345678999m") or "unbalanced" in refused("[ ] 1112345678999m")
    assert "unbalanced '['" in refused("[123m 1112345678m")
    assert "unbalanced ']'" in refused("123m] 1112345678m")


def test_fifth_copy_of_a_tile():
    assert refused("[1111m] 234567m22p33p+1m") == "5 copies of 1m: there are only 4 of each tile"
    assert "5 copies of 1z" in refused("EEEEE123m456p78s9s")


def test_wrong_tile_count_names_both_counts():
    assert refused("1112345678999m") == "counted 13, but a winning hand has 14 tiles, kongs counting 3"
    assert refused("[1111m] 22234567899m1p").startswith(
        "counted 15, but a winning hand has 14 tiles, kongs counting 3: the last tile written is the winning tile")
    assert refused("+5m") == "counted 1, but a winning hand has 14 tiles, kongs counting 3"


def test_four_of_a_kind_among_the_standing_tiles_is_shown_how_to_write_a_kong():
    assert refused("[1111m] 22223456789m1p") == ("counted 15, but a winning hand has 14 tiles, kongs counting 3: "
                                                 "write a kong in brackets, [2222m] or {2222m}")
    # four of a kind that does not explain the count (a tile hog) gets no such hint
    assert refused("11112345678m") == "counted 11, but a winning hand has 14 tiles, kongs counting 3"


def test_no_tiles_at_all():
    assert "no tiles" in refused("")
    assert "no tiles" in refused("   tsumo ")


def test_winning_tile_given_twice_or_not_one_tile():
    assert "given twice" in refused("111234567899m+5m+6m")
    assert "exactly one winning tile" in refused("111234567899m+56m")
    assert "exactly one winning tile" in refused("1112345678999m+")


def test_kong_flag_on_a_self_drawn_win_needs_a_kong():
    assert refused("[123m] [345m] 56s678pWW7s tsumo kong") == (
        "'kong' on a self-drawn win needs a declared kong in the hand")


def test_robbing_a_kong_of_a_tile_the_hand_holds():
    assert refused("[123m] [345m] 55s678pWW5s kong") == (
        "'kong' (robbing a kong) of 5s: the hand already holds a 5s")
    assert "already holds a 7s" in refused("[777s] [345m] 56s678pWW7s kong")


def test_robbing_a_kong_after_the_last_tile_of_the_wall():
    assert "'kong' and 'wall'" in refused("[123m] [345m] 56s678pWW7s kong wall")


def test_last_when_the_hand_holds_another_copy():
    assert refused("1235789m666888s5m last") == "'last': the hand holds another 5m, so 5m is not the last copy"


@pytest.mark.parametrize("value", ["C", "P", "X", "5", "", "eastern", "1m", "中"])
def test_seat_and_round_must_be_winds(value):
    assert f"seat={value}: expected a wind, one of E S W N" == refused(f"{NINE_GATES} seat={value}")
    assert f"round={value}: expected a wind" in refused(f"{NINE_GATES} round={value}")


@pytest.mark.parametrize("value", ["9", "-1", "10", "x", "", "1.5", "፩", "99999999999999999999"])
def test_flowers_outside_zero_to_eight(value):
    assert f"flowers={value}: expected a whole number from 0 to 8" == refused(f"{NINE_GATES} flowers={value}")


def test_setting_given_twice_with_different_values():
    assert "seat is given twice" in refused(f"{NINE_GATES} seat=S seat=W")
    assert parse_hand(f"{NINE_GATES} seat=S seat=S").context.seat_wind is Tile.SOUTH


def test_unknown_setting():
    assert refused(f"{NINE_GATES} colour=red") == "unknown setting 'colour=red'"


def test_riichi_flags_are_refused_in_mcr_and_mcr_flags_in_riichi():
    assert "Riichi flag" in refused(f"{NINE_GATES} riichi")
    assert "Riichi flag" in refused(f"{NINE_GATES} dora=1m")
    assert "MCR flag" in refused(f"{NINE_GATES} flowers=1", "riichi")


def test_input_length_cap():
    assert parse_hand(NINE_GATES + " " * (MAX_INPUT_LENGTH - len(NINE_GATES)))
    message = refused(NINE_GATES + " " * (MAX_INPUT_LENGTH + 1 - len(NINE_GATES)))
    assert message == f"input too long ({MAX_INPUT_LENGTH + 1} characters; at most {MAX_INPUT_LENGTH})"
    assert "input too long" in refused("x" * 100_000)


def test_unknown_ruleset_and_non_text():
    assert "unknown ruleset" in refused(NINE_GATES, "xyz")
    with pytest.raises(HandError, match="not_text"):
        parse_hand(12345)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- partial hands


def test_partial_hand_of_thirteen_or_fourteen_tiles():
    assert parse_partial("1112345678999m").tile_count == 13
    assert parse_partial("1112345678999m5m").tile_count == 14
    assert parse_partial("1112345678999m+5m").concealed.count(Tile.M5) == 2
    with pytest.raises(HandError) as raised:
        parse_partial("111234567899m")
    assert raised.value == HandError("tile_count_either", counted=12, one=13, other=14)


# ----------------------------------------------------------------------------- writing


def test_format_hand_normalizes_melds_first_sorted_standing_winning_last():
    hand = parse_hand("round=S 5s4s 3s2s {7777s} [555p] [123m] seat=S tsumo flowers=2 +5s")
    assert format_hand(hand) == "{7777s} [555p] [123m] 2345s5s tsumo seat=S round=S flowers=2"


def test_format_hand_honor_styles():
    hand = parse_hand("[EEE] 123m456p11sCC+C")
    assert format_hand(hand) == "[111z] 123m456p11s77z7z"
    assert format_hand(hand, honors="letters") == "[EEE] 123m456p11sCCC"
    assert format_hand(hand, honors="zh") == "[东东东] 123m456p11s中中中"


def test_generated_hands_survive_a_round_trip_in_every_honor_style():
    rng = random.Random(11)
    for _ in range(2000):
        hand = random_winning_hand(rng)
        for honors in ("z", "letters", "zh"):
            assert parse_hand(format_hand(hand, honors=honors)) == hand


def test_generated_ready_hands_survive_a_round_trip():
    rng = random.Random(12)
    for _ in range(500):
        ready = random_ready_hand(rng)
        assert parse_partial(format_partial(ready), sizes=(13,)) == ready


# ----------------------------------------------------------------------------- junk


HAND_PIECES = ["1112345678999m", "5m", "+5m", "[123m]", "[EEE]", "{1111p}", "[5555s]", "0m", "tsumo", "kong",
               "last", "wall", "seat=S", "round=北", "flowers=3", "花2", "riichi", "dora=1m", "EE", "中中",
               "\U0001F000", "[", "}", "+", "=", "፩", "flowers=", "seat=", "123", "m", "8z"]


@settings(max_examples=sized(300, 1500), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(
    st.text(max_size=80),
    st.text(alphabet="0123456789mpszESWNPFC[]{}+=: 东中花", max_size=60),
    st.lists(st.sampled_from(HAND_PIECES), max_size=10).map(" ".join),
))
def test_any_string_gives_a_hand_or_a_hand_error(text):
    for ruleset in ("mcr", "riichi"):
        try:
            hand = parse_hand(text, ruleset)
        except HandError as e:
            assert e.code and "\n" not in error_text(e, "en")
        else:
            if ruleset == "mcr":
                assert max(hand.counts()) <= 4
                assert parse_hand(format_hand(hand)).melds == hand.melds
        try:
            parse_partial(text, ruleset)
        except HandError:
            pass


def test_chinese_condition_names_say_how_the_tile_came():
    last_draw = parse_hand("123m456p789s123s5p+5p 妙手回春")
    assert last_draw.context.wall_last and last_draw.context.self_drawn
    last_claim = parse_hand("123m456p789s123s5p+5p 海底捞月")
    assert last_claim.context.wall_last and not last_claim.context.self_drawn
    replacement = parse_hand("[1111m] 456p789s123s5p+5p 杠上开花")
    assert replacement.context.kong and replacement.context.self_drawn
    assert flags_of(parse_hand("123m456p789s123s5p+5p 天和", "riichi")).tenhou


def test_a_discard_condition_contradicts_tsumo():
    with pytest.raises(HandError) as raised:
        parse_hand("123m456p789s123s5p+5p 海底捞月 tsumo")
    assert raised.value == HandError("discard_win_self_drawn", word="海底捞月")


def test_chinese_ranks_and_suits_read_as_tiles():
    written = parse_hand("一万二万三万 456筒 789條 123索 五饼五餅")
    assert written == parse_hand("123m456p789s123s5p5p")
    assert parse_hand("123萬456餅789条123s東東") == parse_hand("123m456p789s123s1z1z")


def test_a_red_five_is_an_error_in_mcr_and_a_five_with_aka_dora_in_riichi():
    # MCR's 144 tiles have no red fives: reading 0p as 5p would hide a typo (docs/notation.md)
    with pytest.raises(HandError) as raised:
        parse_hand("123m 406p 789s 111z 22z")
    assert raised.value.code == "red_five_in_mcr" and raised.value.params == {"tile": "0p", "plain": "5p"}
    with pytest.raises(HandError):
        parse_partial("123m 406p 789s 111z 2z", "mcr")
    assert parse_hand("123m 406p 789s 111z 22z", "riichi").red_fives == (Tile.P5,)
