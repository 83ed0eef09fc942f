"""The Riichi AI's choices: efficiency, value, calls, and defence by the danger ladder."""

from __future__ import annotations

from scoring.review.danger import DangerReason
from scoring.riichi.ai.decide import Level, choose
from scoring.riichi.ai.hand_value import dora_of
from scoring.riichi.ai.hint import hint
from scoring.riichi.ai.view import Action, ActionKind, MeldKind, MeldView
from scoring.riichi.game.model import Act
from tests.scoring.riichi_ai_views import seat_view, tiles


def discards(view) -> list[Action]:
    return [Action(ActionKind.DISCARD, t) for t in dict.fromkeys(view.hand)]


def thrown(view, level: Level = Level.STRONG, riichi: bool = False) -> int | str:
    options = discards(view) + ([Action(ActionKind.RIICHI, t) for t in dict.fromkeys(view.hand)] if riichi else [])
    action = choose(view, options, level)
    return "riichi " + str(action.tile) if action.kind is ActionKind.RIICHI else action.tile


def one(text: str) -> int:
    return tiles(text)[0]


#: seat 1 declared riichi on its third discard
RIICHI_RIVER = {1: "9s1z5m", 2: "8p2z", 3: "7s4z"}


def test_basic_throws_the_isolated_honour_of_a_one_step_hand():
    view = seat_view("123m456p789s34m5s7z")
    assert thrown(view, Level.BASIC) == one("7z")


def test_strong_keeps_a_dora_honour_and_throws_the_other_isolated_honour():
    view = seat_view("123m456p789s34m6z7z", dora="6z")  # indicator 6z: 7z is dora
    assert thrown(view) == one("6z")


def test_strong_keeps_a_pair_of_value_honours_over_a_plain_pair():
    view = seat_view("123m456p78s55z22p9m", seat_wind=1)
    assert thrown(view) == one("9m")


def test_basic_riichis_whenever_it_may_and_strong_stays_dama_with_a_mangan():
    cheap = seat_view("234m567m345p66s78s1z")
    assert thrown(cheap, Level.BASIC, riichi=True) == f"riichi {one('1z')}"
    assert thrown(cheap, riichi=True) == f"riichi {one('1z')}"
    big = seat_view("234m0m67m345p66s78s1z", dora="5s")  # all simples, red five, two dora: mangan without riichi
    assert thrown(big, riichi=True) == one("1z")


def test_folding_throws_a_genbutsu_rather_than_a_live_middle_tile():
    view = seat_view("234m567p23s456s8p5m3p", rivers=RIICHI_RIVER, riichi={1: 2})  # one step away, 2,000 at best
    assert thrown(view, Level.BASIC) != one("5m")
    assert thrown(view) == one("5m")


def test_suji_beats_a_tile_without_suji_when_folding():
    rivers = {1: "4m1z9p"}  # 4m out: 7m and 1m are suji; nothing else
    view = seat_view("7m23568p3468s26m3m5s", rivers=rivers, riichi={1: 2})
    assert thrown(view) == one("7m")


def test_a_mangan_ready_hand_pushes_a_live_tile_against_a_riichi():
    view = seat_view("234m0m67m345p66s78s5p", rivers=RIICHI_RIVER, riichi={1: 2}, dora="5s")
    assert thrown(view) == one("5p")


def test_a_poor_two_step_hand_folds_against_a_riichi():
    hand = "123m456p13s57s8p9m2z6z"
    view = seat_view(hand, rivers={1: "5s3m"}, riichi={1: 1}, seat_wind=2)
    assert thrown(view) == one("5s")
    assert thrown(seat_view(hand, seat_wind=2)) != one("5s")  # with no threat it keeps its partial set


def test_three_open_melds_showing_a_yaku_are_a_threat_without_riichi():
    melds = tuple(MeldView(MeldKind.PON, tiles(t)) for t in ("222m", "777p", "333s"))
    view = seat_view("234m567p23s456s8p5m3p", rivers={2: "5m"}, melds={2: melds})
    assert hint(view)[0].danger is not None
    plain = tuple(MeldView(MeldKind.PON, tiles(t)) for t in ("111m", "777p", "333s"))  # no yaku shows
    assert hint(seat_view("234m567p23s456s8p5m3p", rivers={2: "5m"}, melds={2: plain}))[0].danger is None


def test_strong_pons_a_value_dragon_and_passes_a_yakuless_chi():
    pon = Action(ActionKind.PON, tiles=tiles("55z"))
    view = seat_view("55z123m45p789s13s9m", offered="5z", offered_by=2)
    assert choose(view, [pon, Action(ActionKind.PASS)]) == pon
    chi = Action(ActionKind.CHI, tiles=tiles("46p"))
    plain = seat_view("19m46p789s1z2z3z9p9s", offered="5p", offered_by=3)
    assert choose(plain, [chi, Action(ActionKind.PASS)]).kind is ActionKind.PASS


def test_a_win_is_always_taken():
    view = seat_view("123m456p789s11z23s", offered="4s", offered_by=1)
    ron = Action(ActionKind.RON)
    assert choose(view, [ron, Action(ActionKind.PASS)], Level.BASIC) == ron


def test_the_hint_reads_each_discard_and_its_danger_only_under_threat():
    calm = hint(seat_view("123m456p789s34m5s7z"))
    assert all(row.danger is None for row in calm) and calm[0].shanten == 1 and sum(r.chosen for r in calm) == 1
    threatened = {row.tile: row for row in hint(seat_view("234m567p23s456s8p5m3p", rivers=RIICHI_RIVER,
                                                          riichi={1: 2}))}
    assert threatened[one("5m")].danger.reason is DangerReason.GENBUTSU
    assert threatened[one("6p")].danger.reason is DangerReason.MIDDLE


def test_every_action_kind_is_a_word_of_the_table_so_that_its_actions_read_across():
    assert {kind.value for kind in ActionKind} <= {act.value for act in Act}


def test_dora_follow_their_indicators_in_suits_winds_dragons_and_three_player_manzu():
    assert [dora_of(one(t), 4) for t in ("9m", "4z", "7z", "0p")] == [one("1m"), one("1z"), one("5z"), one("6p")]
    assert dora_of(one("1m"), 3) == one("9m")
