"""The hand picture: size, where each tile goes, colours that matter, and one golden image.

Set FANBOT_UPDATE_GOLDEN=1 to rewrite the golden PNG after an intended change of the drawing
(then look at it before committing).
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from bot.adapters.console import Console
from bot.config import Config
from bot.core import BotCore
from bot.render import picture, reply_parts
from bot.render.picture import (
    BACK,
    DEPTH,
    FACE_H,
    GROUP_GAP,
    MARGIN,
    TILE_GAP,
    TILE_W,
    WIN_GAP,
    layout_hand,
    render_hand_image,
    render_hand_png,
)
from bot.replies import Picture
from bot.session import CommandContext
from scoring.notation import parse_hand, parse_partial
from scoring.tiles import Tile
from tests.migrated import migrated_url

GOLDEN = Path(__file__).with_name("golden") / "hand_kong_dragons.png"
GOLDEN_HAND = "[123m] {7777z} 234p666z5s5s"


def _image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _colour_share(image: Image.Image, box, predicate) -> float:
    raw = image.crop(box).tobytes()
    pixels = [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]
    return sum(1 for p in pixels if predicate(p)) / len(pixels)


def _face_box(tile_box, inset: int = 8):
    return (tile_box.x + inset, tile_box.y + inset, tile_box.x + tile_box.width - inset,
            tile_box.y + FACE_H - inset)


def _is_red(p) -> bool:
    return p[0] > 150 and p[1] < 90 and p[2] < 90


def _is_green(p) -> bool:
    return p[1] > 90 and p[0] < 80 and p[2] < 110 and p[1] > p[0] + 40


def test_png_size_is_the_layout_size():
    hand = parse_hand(GOLDEN_HAND)
    image = _image(render_hand_png(hand))
    layout = layout_hand(hand)
    assert image.size == (layout.width, layout.height)
    # 15 tiles drawn (the kong shows 4), the chow's claimed tile lying on its side (as long as a tile
    # is tall); gaps of 2 px inside a group, wider between groups
    assert len(layout.tiles) == 15
    assert layout.height == FACE_H + DEPTH + 2 * MARGIN
    assert layout.width == (MARGIN * 2 + 14 * TILE_W + FACE_H + DEPTH + 11 * TILE_GAP + WIN_GAP + 2 * GROUP_GAP)


def test_standing_tiles_then_the_winning_tile_apart_then_the_melds():
    layout = layout_hand(parse_hand(GOLDEN_HAND))
    standing, win = layout.group("standing"), layout.group("win")
    chow, kong = layout.group("meld0"), layout.group("meld1")
    assert [b.tile for b in standing] == [Tile.P2, Tile.P3, Tile.P4, Tile.S5, Tile.GREEN, Tile.GREEN, Tile.GREEN]
    assert [b.tile for b in win] == [Tile.S5]
    assert [b.tile for b in chow] == [Tile.M1, Tile.M2, Tile.M3]
    assert [b.tile for b in kong] == [Tile.RED] * 4
    # neighbours in a group touch (a small gap); groups are set apart
    for group in (standing, chow, kong):
        for left, right in zip(group, group[1:], strict=False):
            assert right.x - (left.x + left.width) == TILE_GAP
    assert win[0].x - (standing[-1].x + TILE_W) == WIN_GAP
    assert chow[0].x - (win[0].x + TILE_W) == GROUP_GAP
    assert kong[0].x - (chow[-1].x + TILE_W) == GROUP_GAP
    # standing tiles stand on the row; the sideways tile lies on the same baseline
    assert all(b.y == MARGIN for b in layout.tiles if not b.sideways)
    assert all(b.y + b.height == MARGIN + FACE_H + DEPTH for b in layout.tiles)


def test_concealed_kong_shows_its_outer_tiles_face_down():
    layout = layout_hand(parse_hand(GOLDEN_HAND))
    assert [b.face_down for b in layout.group("meld1")] == [True, False, False, True]
    assert not any(b.face_down for b in layout.tiles if b.group != "meld1")
    image = render_hand_image(parse_hand(GOLDEN_HAND))
    down = layout.group("meld1")[0]
    assert _colour_share(image, _face_box(down), lambda p: p == BACK) > 0.95


def test_red_dragon_is_red_and_green_dragon_is_green():
    hand = parse_hand(GOLDEN_HAND)
    image = render_hand_image(hand)
    layout = layout_hand(hand)
    red_dragon = layout.group("meld1")[1]
    green_dragon = layout.group("standing")[4]
    assert _colour_share(image, _face_box(red_dragon), _is_red) > 0.08
    assert _colour_share(image, _face_box(red_dragon), _is_green) == 0
    assert _colour_share(image, _face_box(green_dragon), _is_green) > 0.08
    assert _colour_share(image, _face_box(green_dragon), _is_red) == 0


def test_characters_have_a_red_wan_under_a_dark_number():
    hand = parse_hand(GOLDEN_HAND)
    image = render_hand_image(hand)
    one = layout_hand(hand).group("meld0")[1]  # 2m, standing (1m, the claimed tile, lies on its side)
    top = (one.x + 6, one.y + 6, one.x + one.width - 6, one.y + FACE_H // 2 - 4)
    bottom = (one.x + 6, one.y + FACE_H // 2 + 2, one.x + one.width - 6, one.y + FACE_H - 6)
    assert _colour_share(image, top, lambda p: max(p) < 80) > 0.02
    assert _colour_share(image, bottom, _is_red) > 0.1


def test_the_winning_tile_is_outlined():
    hand = parse_hand(GOLDEN_HAND)
    image = render_hand_image(hand)
    win = layout_hand(hand).group("win")[0]
    assert image.getpixel((win.x + win.width // 2, win.y + 1)) == picture.WIN_OUTLINE


def test_red_fives_are_drawn_red_in_riichi():
    hand = parse_hand("123m406p789s234s5m +5m", "riichi")
    layout = layout_hand(hand)
    reds = [b for b in layout.tiles if b.red_five]
    assert [b.tile for b in reds] == [Tile.P5]
    image = render_hand_image(hand)
    plain = parse_hand("123m456p789s234s5m +5m", "riichi")
    plain_image = render_hand_image(plain)
    box = _face_box(reds[0])
    assert _colour_share(image, box, _is_red) > 0.1
    assert _colour_share(plain_image, box, _is_red) < _colour_share(image, box, _is_red) / 2


def test_a_hand_without_winning_tile_is_one_row():
    partial = parse_partial("1112345678999m")
    layout = layout_hand(partial)
    assert len(layout.tiles) == 13 and not layout.group("win")
    assert layout.width == 2 * MARGIN + 13 * TILE_W + 12 * TILE_GAP


def test_every_tile_face_draws_and_differs():
    from scoring.hand import PartialHand

    faces = set()
    for tile in Tile:
        image = render_hand_image(PartialHand((), (tile,)))
        faces.add(image.tobytes())
    assert len(faces) == 34


def test_scale_doubles_the_size():
    hand = parse_hand(GOLDEN_HAND)
    small, big = layout_hand(hand), layout_hand(hand, scale=2)
    assert (big.width, big.height) == (small.width * 2, small.height * 2)


def test_rendering_is_deterministic():
    hand = parse_hand(GOLDEN_HAND)
    assert render_hand_png(hand) == render_hand_png(hand)


def test_golden_image():
    image = render_hand_image(parse_hand(GOLDEN_HAND))
    if os.environ.get("FANBOT_UPDATE_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        image.save(GOLDEN, optimize=True)
    golden = Image.open(GOLDEN).convert("RGB")
    assert golden.size == image.size
    red, green, blue = ImageChops.difference(golden, image).split()
    diff = ImageChops.lighter(ImageChops.lighter(red, green), blue)  # the largest change of any channel
    changed = sum(1 for v in diff.tobytes() if v > 48)
    # FreeType or Pillow versions may move a few anti-aliased edge pixels, nothing more
    assert changed <= 0.002 * image.size[0] * image.size[1], f"{changed} pixels differ from {GOLDEN.name}"


@pytest.mark.parametrize("text", ["[123m] {7777z} 234p666z5s5s", "19m19p19s1234567z1m",
                                  "{1111m} {2222p} {3333s} {4444z} 5z5z"])
def test_pictures_of_any_shape_fit_their_layout(text):
    hand = parse_hand(text)
    image = _image(render_hand_png(hand))
    layout = layout_hand(hand)
    assert image.size == (layout.width, layout.height)
    assert max(b.x + b.width for b in layout.tiles) == layout.width - MARGIN


def test_text_fallback_in_unicode_tiles():
    from bot.render.text_hand import BACK as BACK_TILE
    from bot.render.text_hand import hand_to_unicode

    text = hand_to_unicode(parse_hand(GOLDEN_HAND))
    kong = BACK_TILE + Tile.RED.unicode * 2 + BACK_TILE
    assert text == f"🀇🀈🀉 {kong} 🀚🀛🀜🀔{Tile.GREEN.unicode * 3} 🀔"
    assert hand_to_unicode(parse_partial("1112345678999m")) == "🀇🀇🀇🀈🀉🀊🀋🀌🀍🀎🀏🀏🀏"


# --------------------------------------------------------------------------- drawn only when sent


async def test_the_hand_picture_is_drawn_only_when_an_adapter_reads_it(tmp_path, monkeypatch):
    drawn = []
    real = picture.render_hand_png
    monkeypatch.setattr(reply_parts, "render_hand_png", lambda *args: drawn.append(1) or real(*args))
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3")))
    try:
        [reply] = await core.handle(CommandContext("telegram", "1", "1"), "score", "1112345678999m5m")
        assert reply.picture is not None and not reply.picture.drawn and drawn == []
        Console(core, io.StringIO()).show([reply])  # a console that saves no pictures sends text only
        assert drawn == [] and not reply.picture.drawn
        assert reply.picture.png.startswith(b"\x89PNG") and drawn == [1]  # an adapter that sends it draws it
        assert reply.picture.png and drawn == [1]  # once
    finally:
        core.close()


def test_a_picture_that_cannot_be_drawn_leaves_the_text(caplog):
    def broken() -> bytes:
        raise OSError("no font")

    shown = Picture(draw=broken)
    assert shown.png is None and shown.drawn and "could not draw" in caplog.text


def _sideways(hand_text: str, ruleset: str = "mcr"):
    return [(b.group, b.tile) for b in layout_hand(parse_hand(hand_text, ruleset)).tiles if b.sideways]


def test_a_claimed_tile_lies_sideways_on_the_side_it_came_from():
    # a meld written without its claim is drawn as claimed from the left player (a chow always is): its
    # first tile turned; a concealed kong none (tests/bot/test_picture_claims.py: melds that say their claim)
    assert _sideways("[123m] {7777z} 234p666z5s5s") == [("meld0", Tile.M1)]
    assert _sideways("[555p] [7777s] [123m] 2345s5s") == [("meld0", Tile.P5), ("meld1", Tile.S7),
                                                           ("meld2", Tile.M1)]
    assert _sideways("{1111m} 406p77z555s23s1s", "riichi") == []
    hand = parse_hand(GOLDEN_HAND)
    box = layout_hand(hand).group("meld0")[0]
    assert (box.width, box.height) == (FACE_H + DEPTH, TILE_W)
    image = render_hand_image(hand)
    # the felt shows above the lying tile, and its face (light) fills its box
    above = (box.x + 4, MARGIN, box.x + box.width - 4, box.y - 2)
    assert _colour_share(image, above, lambda p: p == picture.BACKGROUND) > 0.95
    assert _colour_share(image, (box.x + 6, box.y + 6, box.x + FACE_H - 6, box.y + box.height - 6),
                         lambda p: min(p) > 200) > 0.4


def test_flowers_are_drawn_after_the_melds():
    plain, flowered = parse_hand("[123m] [555p] {7777s} 2345s5s"), parse_hand("[123m] [555p] {7777s} 2345s5s flowers=3")
    flowers = layout_hand(flowered).group("flowers")
    assert len(flowers) == 3 and not layout_hand(plain).group("flowers")
    assert all(b.tile is None for b in flowers)
    assert flowers[0].x > max(b.x for b in layout_hand(flowered).tiles if b.group.startswith("meld"))
    assert layout_hand(flowered).width == layout_hand(plain).width + GROUP_GAP + 3 * TILE_W + 2 * TILE_GAP
    image = _image(render_hand_png(flowered))
    petals = _colour_share(image, _face_box(flowers[0]), lambda p: abs(p[0] - picture.PETAL[0]) < 30
                           and abs(p[1] - picture.PETAL[1]) < 30 and abs(p[2] - picture.PETAL[2]) < 30)
    assert petals > 0.1


def test_dora_indicators_are_drawn_with_the_counts_of_dora_red_fives_and_ura():
    hand = parse_hand("{1111m} 406p77z555s23s1s riichi dora=3p ura=6z", "riichi")
    layout = layout_hand(hand)
    assert [b.tile for b in layout.group("dora")] == [Tile.P3]
    assert [b.tile for b in layout.group("ura")] == [Tile.GREEN]
    # 3p points to 4p (one in hand), 6z (Green) to Red (two), one red five
    assert [(c.kind, c.value) for c in layout.counts] == [("dora", 1), ("red", 1), ("ura", 2)]
    assert layout.counts[0].x > layout.group("dora")[-1].x
    assert layout.group("ura")[0].x > layout.counts[1].x + layout.counts[1].width
    assert max(c.x + c.width for c in layout.counts) == layout.width - MARGIN
    image = _image(render_hand_png(hand))
    assert image.size == (layout.width, layout.height)
    for count in layout.counts:  # the ×N is written in the felt's light ink
        box = (count.x, count.y, count.x + count.width, count.y + count.height)
        assert _colour_share(image, box, lambda p: min(p) > 200) > 0.01
    red = layout.counts[1]
    assert _colour_share(image, (red.x, red.y, red.x + red.width, red.y + red.height // 2), _is_red) > 0.02
    other = layout_hand(parse_hand("{1111m} 456p77z555s23s1s riichi dora=6p ura=6z", "riichi"))
    assert [(c.kind, c.value) for c in other.counts] == [("dora", 0), ("ura", 2)]
