"""The hand picture lays a claimed tile where the notation says it came from (``[555p,3]``: a pung from the
right, its turned tile at the right), and counts dora by the table's rule (three players: 1m points to 9m)."""

from __future__ import annotations

import random

import pytest

from bot.config import Config
from bot.core import BotCore
from bot.render import picture
from bot.render.picture import (
    CHAT_SCALE,
    DEPTH,
    FACE_H,
    MARGIN,
    TILE_W,
    layout_hand,
    render_hand_image,
    render_hand_png,
)
from bot.session import CommandContext
from scoring import riichi
from scoring.hand import HandError
from scoring.notation import parse_hand, parse_partial
from scoring.riichi import RiichiRules
from scoring.riichi.flags import flags_of
from scoring.tiles import Tile
from tests.bot.test_table_commands import sheet_of
from tests.migrated import migrated_url
from tests.scoring.riichi_table_samplers import three_player_hand


def _laid(text: str, ruleset: str = "mcr") -> tuple[list[Tile | None], list[int]]:
    """The first meld's tiles left to right, and the positions of those lying sideways."""
    boxes = layout_hand(parse_hand(text, ruleset)).group("meld0")
    return [b.tile for b in boxes], [i for i, b in enumerate(boxes) if b.sideways]


@pytest.mark.parametrize("claim, at", [("", 0), (",1", 0), (",2", 1), (",3", 2)])
def test_a_pungs_claimed_tile_lies_left_middle_or_right_as_it_came_from_left_across_or_right(claim, at):
    assert _laid(f"[555p{claim}] 123m456m11z22z2z") == ([Tile.P5] * 3, [at])


@pytest.mark.parametrize("claim, at", [("", 0), (",1", 0), (",2", 1), (",3", 3)])
def test_an_exposed_kongs_claimed_tile_lies_first_second_or_last(claim, at):
    assert _laid(f"[7777s{claim}] 123m456m11p22p2p") == ([Tile.S7] * 4, [at])


@pytest.mark.parametrize("claim, at", [(",5", 0), (",6", 1), (",7", 2)])
def test_an_added_kong_lies_as_its_pung_with_the_fourth_tile_on_the_sideways_one(claim, at):
    text = f"[7777s{claim}] 123m456m11p22p2p"
    layout = layout_hand(parse_hand(text))
    boxes = layout.group("meld0")
    lying, above = boxes[at], boxes[at + 1]
    assert [i for i, b in enumerate(boxes) if b.sideways] == [at, at + 1]
    assert (above.x, above.width, above.height) == (lying.x, lying.width, lying.height)
    assert above.y + above.height < lying.y and above.y >= MARGIN  # on it, inside the picture
    row = [b for b in boxes if b is not above]
    assert [b.x for b in row] == sorted(b.x for b in row) and len(row) == 3  # three wide, as the pung was
    plain = layout_hand(parse_hand("[7777s] 123m456m11p22p2p"))
    assert layout.height > plain.height and layout.width < plain.width
    assert all(b.y + b.height == layout.height - MARGIN for b in layout.tiles if b is not above)
    image = render_hand_image(parse_hand(text))
    assert image.size == (layout.width, layout.height)
    raw = image.crop((above.x + 6, above.y + 6, above.x + FACE_H - 6, above.y + above.height - 6)).tobytes()
    face = [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]
    assert sum(min(p) > 200 for p in face) / len(face) > 0.4  # its face up, light


@pytest.mark.parametrize("claim, order", [("", [Tile.M1, Tile.M2, Tile.M3]), (",1", [Tile.M1, Tile.M2, Tile.M3]),
                                          (",2", [Tile.M2, Tile.M1, Tile.M3]), (",3", [Tile.M3, Tile.M1, Tile.M2])])
def test_a_chows_claimed_tile_lies_first_and_the_two_from_the_hand_follow(claim, order):
    assert _laid(f"[123m{claim}] 456m789m11p22p2p") == (order, [0])


def test_a_concealed_kong_lies_flat_whatever_it_was_written_as():
    assert _laid("[7777s,0] 123m456m11p22p2p") == _laid("{7777s} 123m456m11p22p2p") == ([Tile.S7] * 4, [])


def test_a_claimed_red_five_is_drawn_red_and_sideways():
    boxes = layout_hand(parse_hand("[406p,2] [777z,3] 123m678s9s9s", "riichi")).group("meld0")
    assert [(b.tile, b.sideways, b.red_five) for b in boxes] == [
        (Tile.P5, True, True), (Tile.P4, False, False), (Tile.P6, False, False)]


def test_the_turned_tile_at_the_right_lies_on_the_felt_with_its_face_up():
    hand = parse_hand("[555p,3] 123m456m11z22z2z")
    layout = layout_hand(hand)
    boxes = layout.group("meld0")
    lying = boxes[2]
    assert (lying.width, lying.height) == (FACE_H + DEPTH, TILE_W)
    assert boxes[0].x < boxes[1].x < lying.x and lying.x + lying.width == layout.width - MARGIN
    image = render_hand_image(hand)
    raw = image.crop((lying.x + 4, MARGIN, lying.x + lying.width - 4, lying.y - 2)).tobytes()
    felt = [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]
    assert sum(p == picture.BACKGROUND for p in felt) / len(felt) > 0.95
    # the same tiles claimed from the left draw another picture
    assert render_hand_png(hand) != render_hand_png(parse_hand("[555p,1] 123m456m11z22z2z"))


def _counts(text: str, players: int) -> list[tuple[str, int]]:
    return [(c.kind, c.value) for c in layout_hand(parse_hand(text, "riichi"), players=players).counts]


def test_a_three_player_picture_counts_a_1m_indicator_as_pointing_to_9m():
    text = "111m999m123p456s7z7z riichi seat=S dora=1m ura=9m"
    assert _counts(text, players=3) == [("dora", 3), ("ura", 3)]  # 1m -> 9m, 9m -> 1m
    assert _counts(text, players=4) == [("dora", 0), ("ura", 3)]  # 1m -> 2m, 9m -> 1m
    assert _counts("111m999m123p456s7z7z riichi seat=S dora=8m", players=4) == [("dora", 3)]


def test_a_three_player_picture_counts_the_norths_set_aside_when_north_is_dora():
    text = "111m999m123p456s7z7z seat=S dora=3z kita=2"
    assert _counts(text, players=3) == [("dora", 2)]
    # a hand not yet won (13 tiles) is counted the same way
    partial = parse_partial("111m999m123p456s7z seat=S dora=1m kita=1", "riichi")
    assert [(c.kind, c.value) for c in layout_hand(partial, players=3).counts] == [("dora", 3)]


def test_the_three_player_picture_counts_the_dora_the_scorer_counts():
    rng = random.Random(2412)
    rules = RiichiRules(players=3)
    compared = 0
    for _ in range(300):
        hand = three_player_hand(rng)
        try:
            result = riichi.score_hand(hand, rules)
        except HandError:
            continue
        if result.yakuman or not flags_of(hand).dora_indicators:
            continue
        scored = sum(y.han for y in result.yaku if y.yaku.id == "dora")
        [drawn] = [c.value for c in layout_hand(hand, players=3).counts if c.kind == "dora"]
        assert drawn == scored, hand
        compared += 1
    assert compared > 100


# --------------------------------------------------------------------------- in the chat


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(10_000, 60.0)))
    yield core
    core.close()


def _member(chat: str = "g1", admin: bool = True) -> CommandContext:
    return CommandContext("telegram", chat, "u1", "Ann", is_group=True, is_admin=admin, locale="en")


async def test_a_three_player_chat_draws_score_and_waits_with_the_three_player_dora_count(core):
    await core.handle(_member(), "settings", "riichi players:3")
    text = "111m999m123p456s7z7z riichi tsumo seat=S dora=1m"
    [scored] = await core.handle(_member(), "score", text + " rules=riichi")
    hand = parse_hand(text, "riichi")
    assert scored.picture.png == render_hand_png(hand, CHAT_SCALE, None, 3) != render_hand_png(hand, CHAT_SCALE)
    [waits] = await core.handle(_member(), "waits", "111m999m123p456s7z seat=S dora=1m rules=riichi")
    partial = parse_partial("111m999m123p456s7z seat=S dora=1m", "riichi")
    assert waits.picture.png == render_hand_png(partial, CHAT_SCALE, None, 3)
    [elsewhere] = await core.handle(_member("g2"), "score", text + " rules=riichi")  # a four-player chat
    assert elsewhere.picture.png == render_hand_png(hand, CHAT_SCALE, None, 4)


async def test_a_hand_won_at_a_three_player_table_is_drawn_with_the_three_player_dora_count(core):
    await core.handle(_member(), "table", "start riichi me Bo Cy")
    replies = await core.handle(_member(), "win", "Bo 111m999m123p777z4s4s dora=1m from Cy")
    assert not replies[-1].is_error, replies[-1].text.plain
    [drawn] = [reply.picture for reply in replies if reply.picture is not None]
    hand = parse_hand(sheet_of(core).rows[-1].entry.hand, "riichi")
    assert flags_of(hand).dora_indicators == (Tile.M1,)
    assert drawn.png == render_hand_png(hand, CHAT_SCALE, None, 3) != render_hand_png(hand, CHAT_SCALE, None, 4)


async def test_a_claimed_meld_keeps_its_claim_in_the_chats_answer(core):
    [scored] = await core.handle(_member(), "score", "[555p,3] 123m456m11z22z2z")
    assert "[555p,3]" in scored.text.plain
    assert scored.picture.png == render_hand_png(parse_hand("[555p,3] 123m456m11z22z2z"), CHAT_SCALE)
