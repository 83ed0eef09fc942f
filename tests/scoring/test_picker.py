"""The tile picker's model (``scoring/picker.py``): taps make the hand the notation writes, within the
rules of the tiles (four copies, fourteen tiles, melds of the last tile tapped), undo and clear, and
a state that a short string carries."""

from __future__ import annotations

import random

import pytest

from scoring.hand import MeldKind as HandMeldKind
from scoring.notation import format_hand, parse_hand, parse_partial
from scoring.picker import MAX_EVENTS, Flag, MeldKind, Picker, PickerRefused, Refusal, Step, offer_of
from scoring.tiles import Tile
from tests.deep import seeds, sized
from tests.scoring.random_hands import random_winning_hand


def tapped(ruleset: str, *events: str) -> Picker:
    picker = Picker(ruleset)
    for event in events:
        picker = picker.then(event)
    return picker


def refusal(picker: Picker, event: str) -> Refusal:
    with pytest.raises(PickerRefused) as caught:
        picker.then(event)
    return caught.value.code


def taps_of(hand) -> list[str]:
    """The taps a player makes for ``hand``: each meld (its first tile, then the meld), the standing
    tiles in a shuffled order, the winning tile last, then the flags."""
    taps = []
    for meld in hand.melds:
        kind = {HandMeldKind.CHOW: MeldKind.CHOW, HandMeldKind.PUNG: MeldKind.PUNG}.get(meld.kind)
        if kind is None:
            kind = MeldKind.CONCEALED_KONG if meld.concealed else MeldKind.KONG
        taps += [meld.tile.code, kind.value]
    standing = [t.code for t in hand.concealed]
    random.Random(len(standing)).shuffle(standing)
    taps += [*standing, hand.win_tile.code]
    ctx = hand.context
    flags = {Flag.SELF_DRAWN: ctx.self_drawn, Flag.LAST_COPY: ctx.last_copy, Flag.LAST_OF_WALL: ctx.wall_last,
             Flag.ON_KONG: ctx.kong}
    taps += [flag.value for flag, on in flags.items() if on]
    taps += [Step.SEAT.value] * (ctx.seat_wind - Tile.EAST) + [Step.ROUND.value] * (ctx.round_wind - Tile.EAST)
    taps += [Step.FLOWERS.value] * ctx.flowers
    return taps


@pytest.mark.parametrize("seed", seeds(25, "PICKER_SEED"))
def test_tapping_a_winning_hand_writes_that_hand(seed):
    rng = random.Random(seed)
    for _ in range(sized(150, 1500)):
        hand = random_winning_hand(rng)
        picker = tapped("mcr", *taps_of(hand))
        assert picker.tile_count == 14
        assert format_hand(parse_hand(picker.notation())) == format_hand(hand), picker.encoded
        assert Picker.decode("mcr", picker.encoded) == picker


@pytest.mark.parametrize("seed", seeds(7, "PICKER_TAPS_SEED"))
def test_random_taps_never_make_a_hand_the_tiles_forbid(seed):
    rng = random.Random(seed)
    events = [t.code for t in Tile] + ["0m", "0p", "0s", "*3m", *MeldKind, *Flag, "R", "I", *Step, "X"]
    for ruleset in ("mcr", "riichi"):
        picker = Picker(ruleset)
        for _ in range(sized(400, 4000)):
            before = picker
            if len(picker.events) >= 60:
                picker = picker.undo()
                continue
            try:
                picker = picker.then(rng.choice(events))
            except PickerRefused:
                continue
            built = picker.built
            assert picker.tile_count <= 14 and all(built.copies(t) <= 4 for t in Tile)
            assert Picker.decode(ruleset, picker.encoded).notation() == picker.notation()
            assert picker.undo() == before
            if picker.tile_count in (13, 14) and not built.dora:
                parse_partial(picker.notation(), ruleset)  # the notation reads (a flag may still not fit)


def test_melds_take_the_last_tile_tapped():
    picker = tapped("mcr", "3m", "C", "7z", "P", "9s", "K", "1p", "A", "5p")
    assert picker.notation() == "[345m] [777z] [9999s] {1111p} 5p"
    assert picker.tile_count == 13
    assert picker.winning.code == "5p"


def test_refusals_leave_the_hand_as_it_was():
    assert refusal(Picker("mcr"), "C") is Refusal.NO_TILE
    assert refusal(tapped("mcr", "8m"), "C") is Refusal.NO_CHOW
    assert refusal(tapped("mcr", "1z"), "C") is Refusal.NO_CHOW
    assert refusal(tapped("mcr", "5m", "5m", "5m", "5m"), "5m") is Refusal.FOUR_COPIES
    assert refusal(tapped("mcr", "5m", "5m", "5m"), "P") is Refusal.FOUR_COPIES
    assert refusal(tapped("mcr", "5m", "5m"), "K") is Refusal.FOUR_COPIES
    full = tapped("mcr", *"1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m 5m".split())
    assert refusal(full, "1p") is Refusal.HAND_FULL
    assert refusal(tapped("mcr", *"1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p".split()), "P") is Refusal.HAND_FULL
    assert refusal(Picker("mcr"), "R") is Refusal.NOT_OFFERED  # riichi is no MCR word
    assert refusal(Picker("mcr"), "0m") is Refusal.NOT_OFFERED  # nor a red five
    assert refusal(Picker("mcr"), "*1z") is Refusal.NOT_OFFERED
    assert refusal(Picker("riichi"), "L") is Refusal.NOT_OFFERED  # 和绝张 is no Riichi word
    assert refusal(Picker("riichi"), "F") is Refusal.NOT_OFFERED
    assert refusal(tapped("riichi", "0p"), "0p") is Refusal.RED_FIVE_TAKEN
    assert refusal(tapped("riichi", *["*1z"] * 5), "*2z") is Refusal.DORA_FULL
    with pytest.raises(PickerRefused):
        Picker("mcr").undo()


def test_undo_steps_back_and_clear_can_be_undone():
    picker = tapped("riichi", "2m", "0m", "R", "*4z", "S")
    assert picker.notation() == "2m0m riichi seat=S dora=4z"
    cleared = picker.clear()
    assert cleared.notation() == "" and cleared.tile_count == 0
    assert cleared.undo().notation() == picker.notation()
    assert picker.undo().undo().notation() == "2m0m riichi"


def test_the_state_is_a_short_string_and_junk_is_no_state():
    picker = tapped("riichi", *"2m 3m 4m 0p 5p 5p 6p 7p 3s 4s 5s 2z 2z 5p R T *1z".split())
    assert picker.encoded == "2m3m4m0p5p5p6p7p3s4s5s2z2z5pRT*1z"
    assert Picker.decode("riichi", picker.encoded).notation() == "234m05567p345s22z5p tsumo riichi dora=1z"
    for junk in ("5x", "8z", "Q", "5m5m5m5m5m", "1m" * (MAX_EVENTS + 1)):
        with pytest.raises((ValueError, PickerRefused)):
            Picker.decode("mcr", junk)


def test_what_a_ruleset_offers_comes_from_its_notation():
    mcr, riichi = offer_of("mcr"), offer_of("riichi")
    assert Flag.LAST_COPY in mcr.flags and mcr.flowers and not mcr.dora and not mcr.red_fives
    assert "R" in riichi.flags and riichi.dora and riichi.red_fives and not riichi.flowers
    assert mcr.hand_size == riichi.hand_size == 14
