"""A meld may say what was claimed and from whom, as ChineseOfficialMahjongHelper writes it: ``[123m,2]`` (the
chow's 2nd tile), ``[555p,3]`` (a pung from the right). Optional: every hand written without it reads, prints
and scores as before; with it, the claim is kept through normalisation and JSON and changes no score."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from bot.i18n import LANGUAGES, error_text
from scoring import mcr, riichi
from scoring.hand import ADDED_KONG, ClaimedFrom, Hand, HandError, Meld, MeldKind
from scoring.notation import format_hand, format_partial, parse_hand, parse_partial
from scoring.tiles import Tile
from tests.deep import seeds
from tests.scoring.mcr_reference import reference_total
from tests.scoring.random_hands import random_winning_hand
from tests.scoring.riichi_random_hands import random_riichi_hand

LEFT, ACROSS, RIGHT = ClaimedFrom.LEFT, ClaimedFrom.ACROSS, ClaimedFrom.RIGHT


def _claims(text: str, ruleset: str = "mcr") -> list[tuple[MeldKind, ClaimedFrom | None, Tile | None, bool]]:
    return [(m.kind, m.claimed_from, m.claimed_tile, m.added) for m in parse_hand(text, ruleset).melds]


def test_a_chow_says_which_of_its_tiles_was_claimed_always_from_the_left():
    assert _claims("[123m,1] 456m789m11p22p2p") == [(MeldKind.CHOW, LEFT, Tile.M1, False)]
    assert _claims("[123m,2] 456m789m11p22p2p") == [(MeldKind.CHOW, LEFT, Tile.M2, False)]
    assert _claims("[123m,3] 456m789m11p22p2p") == [(MeldKind.CHOW, LEFT, Tile.M3, False)]
    # the number counts the tiles lowest first, however the chow is written
    assert _claims("[312m,2] 456m789m11p22p2p") == [(MeldKind.CHOW, LEFT, Tile.M2, False)]


def test_a_pung_or_kong_says_whom_it_came_from_one_left_two_across_three_right():
    assert _claims("[555p,1] [555s,2] [555m,3] 23m11z1m") == [
        (MeldKind.PUNG, LEFT, Tile.P5, False), (MeldKind.PUNG, ACROSS, Tile.S5, False),
        (MeldKind.PUNG, RIGHT, Tile.M5, False)]
    assert _claims("[7777s,1] [2222m,2] [4444p,3] 123p1z1z") == [
        (MeldKind.KONG, LEFT, Tile.S7, False), (MeldKind.KONG, ACROSS, Tile.M2, False),
        (MeldKind.KONG, RIGHT, Tile.P4, False)]
    # 5-7: a kong added to a pung claimed from 1-3 (加杠), as that app writes it
    assert _claims("[7777s,6] 123m456m11p22p2p") == [(MeldKind.KONG, ACROSS, Tile.S7, True)]
    # 0: that app's concealed kong, our {7777s}
    hand = parse_hand("[7777s,0] 123m456m11p22p2p")
    assert hand.melds == (Meld(MeldKind.KONG, Tile.S7, concealed=True),) and hand.is_closed
    assert format_hand(hand) == "{7777s} 123456m1122p2p"


def test_the_claim_is_read_in_every_spelling_the_notation_takes():
    written = ["[555p,3] 123m456m11z22z2z", "[555p3] 123m456m11z22z2z", "【555p，3】 123m456m11z22z2z",
               "[ 5 5 5 p , 3 ] 123m456m11z22z2z", "[555筒,3] 123m456m东东南南南"]
    assert {format_hand(parse_hand(text)) for text in written} == {"[555p,3] 123456m1122z2z"}
    assert _claims("[EEE,2] 123m456m11p22p2p") == [(MeldKind.PUNG, ACROSS, Tile.EAST, False)]
    assert _claims("[东东东,2] 123m456m11p22p2p") == _claims("[111z,2] 123m456m11p22p2p")


def test_the_claim_is_kept_through_normalisation_in_every_honour_style():
    hand = parse_hand("[EEE,3] [123m,2] {7777s} [5555p,5] 9p9p tsumo")
    assert format_hand(hand) == "[111z,3] [123m,2] {7777s} [5555p,5] 9p9p tsumo"
    assert format_hand(hand, honors="letters") == "[EEE,3] [123m,2] {7777s} [5555p,5] 9p9p tsumo"
    assert format_hand(hand, honors="zh") == "[东东东,3] [123m,2] {7777s} [5555p,5] 9p9p tsumo"
    for style in ("z", "letters", "zh"):
        assert parse_hand(format_hand(hand, honors=style)).melds == hand.melds
        assert [m.offer for m in parse_hand(format_hand(hand, honors=style)).melds] == [3, 2, 0, 5]
    partial = parse_partial("[123m,2] [555p,3] 456m7899m")
    assert format_partial(partial) == "[123m,2] [555p,3] 4567899m"
    assert [m.offer for m in partial.melds] == [2, 3]


def test_red_fives_and_the_claim_are_written_together_in_riichi():
    hand = parse_hand("[406p,2] [777z,3] 123m678s9s9s", "riichi")
    assert format_hand(hand, ruleset="riichi") == "[406p,2] [777z,3] 123m6789s9s"
    assert hand.melds[0].claimed_tile == Tile.P5 and hand.red_fives == (Tile.P5,)


def test_the_json_hand_keeps_the_claim():
    mcr_hand = parse_hand("[123m,2] [555p,3] [7777s,2] 2345s5s")
    assert mcr.score_hand(mcr_hand).to_json()["hand"] == "[123m,2] [555p,3] [7777s,2] 2345s5s"
    assert json.loads(mcr.score_hand(mcr_hand).to_json_text())["hand"] == "[123m,2] [555p,3] [7777s,2] 2345s5s"
    riichi_hand = parse_hand("[777z,3] 123m456p678s9s9s", "riichi")
    assert riichi.score_hand(riichi_hand).to_json()["hand"] == "[777z,3] 123m456p6789s9s"


def test_melds_compare_without_their_claim_so_scoring_cannot_see_it():
    assert Meld(MeldKind.PUNG, Tile.P5, offer=3) == Meld(MeldKind.PUNG, Tile.P5)
    assert hash(Meld(MeldKind.CHOW, Tile.M1, offer=2)) == hash(Meld(MeldKind.CHOW, Tile.M1))
    assert Meld(MeldKind.PUNG, Tile.P5, offer=3).notation() == "[555p,3]"
    assert Meld(MeldKind.KONG, Tile.P5, concealed=True).notation() == "{5555p}"


@pytest.mark.parametrize("text, code", [
    ("[123m,0] 456m789m11p22p2p", "claim_of_chow"),
    ("[123m,4] 456m789m11p22p2p", "claim_of_chow"),
    ("[555p,0] 456m789m11p22p2p", "claim_of_pung"),
    ("[555p,5] 456m789m11p22p2p", "claim_of_pung"),
    ("[5555p,4] 456m789m11p22p2p", "claim_of_kong"),
    ("[5555p,9] 456m789m11p22p2p", "claim_of_kong"),
    ("{5555p,1} 456m789m11p22p2p", "claim_in_braces"),
])
def test_a_claim_that_cannot_be_gets_a_short_answer_naming_the_meld_as_written(text, code):
    with pytest.raises(HandError) as raised:
        parse_hand(text)
    assert raised.value.code == code
    for language in LANGUAGES:
        message = error_text(raised.value, language)
        assert text.split()[0] in message and "\n" not in message and len(message) < 200


def test_two_digits_after_a_meld_are_still_digits_without_a_suit():
    with pytest.raises(HandError) as raised:
        parse_hand("[123m22] 456m789m11p2p2p")
    assert raised.value.code == "digits_without_suit"


def _with_claims(hand: Hand, rng: random.Random, chows: bool = True) -> Hand:
    """The hand with a random claim on each exposed meld (a kong sometimes added to a pung)."""
    melds = []
    for meld in hand.melds:
        if meld.concealed:
            melds.append(meld)
        elif meld.kind is MeldKind.CHOW:
            melds.append(replace(meld, offer=rng.randint(1, 3)) if chows else meld)
        else:
            added = ADDED_KONG if meld.is_kong and rng.random() < 0.3 else 0
            melds.append(replace(meld, offer=rng.randint(1, 3) + added))
    return replace(hand, melds=tuple(melds))


def _without(answer: dict) -> dict:
    return {key: value for key, value in answer.items() if key != "hand"}


@pytest.mark.parametrize("seed", seeds(2412, "CLAIMS_MCR_SEED"))
def test_claims_change_no_mcr_score_and_survive_the_round_trip(seed):
    rng = random.Random(seed)
    exposed = 0
    for _ in range(400):
        hand = random_winning_hand(rng)
        written = _with_claims(hand, rng)
        claimed = parse_hand(format_hand(written))
        exposed += any(m.offer for m in claimed.melds)
        assert [m.offer for m in claimed.melds] == [m.offer for m in written.melds]
        assert format_hand(parse_hand(format_hand(hand))) == format_hand(hand)  # the plain hand unchanged
        assert "," not in format_hand(hand)
        plain, with_claims = mcr.score_hand(hand), mcr.score_hand(claimed)
        assert _without(with_claims.to_json()) == _without(plain.to_json())
        assert with_claims.to_json()["hand"] == format_hand(claimed)
    assert exposed > 100


@pytest.mark.parametrize("seed", seeds(2414, "CLAIMS_REFERENCE_SEED"))
def test_the_reference_calculator_told_each_claim_scores_as_we_do(seed):
    # pymahjonggb takes ChineseOfficialMahjongHelper's offers: the claims reach it as written
    rng = random.Random(seed)
    told = 0
    for _ in range(300):
        hand = _with_claims(random_winning_hand(rng), rng)
        told += any(m.offer for m in hand.melds)
        ours = mcr.score_hand(parse_hand(format_hand(hand)))
        assert reference_total(hand) == ours.total, format_hand(hand)
    assert told > 80


@pytest.mark.parametrize("seed", seeds(2413, "CLAIMS_RIICHI_SEED"))
def test_claims_change_no_riichi_score(seed):
    rng = random.Random(seed)
    exposed = 0
    for _ in range(300):
        hand = random_riichi_hand(rng)
        claimed = parse_hand(format_hand(_with_claims(hand, rng), ruleset="riichi"), "riichi")
        assert claimed.melds == hand.melds
        exposed += any(m.offer for m in claimed.melds)
        try:
            plain = riichi.score_hand(hand).to_json()
        except HandError as error:  # no yaku: the claimed hand has none either
            with pytest.raises(HandError) as raised:
                riichi.score_hand(claimed)
            assert raised.value.code == error.code
            continue
        assert _without(riichi.score_hand(claimed).to_json()) == _without(plain)
    assert exposed > 50


def test_three_players_refuse_a_claim_from_across_where_no_one_sits():
    sanma = riichi.RiichiRules(players=3)
    with pytest.raises(HandError) as raised:
        riichi.score_hand(parse_hand("[777z,2] 111m999m123p4s4s seat=S", "riichi"), sanma)
    assert raised.value.code == "sanma_across"
    for claim in ("", ",1", ",3"):
        scored = riichi.score_hand(parse_hand(f"[777z{claim}] 111m999m123p4s4s seat=S", "riichi"), sanma)
        assert scored.han == riichi.score_hand(parse_hand("[777z] 111m999m123p4s4s seat=S", "riichi"), sanma).han
    assert riichi.score_hand(parse_hand("[777z,2] 111m999m123p4s4s seat=S", "riichi")).han  # four players: fine
