"""A PNG picture of a hand, drawn with Pillow from tile faces drawn here.

Layout, left to right: the standing tiles, the winning tile set apart (and outlined), then each
meld apart (a claimed meld shows its claimed tile turned sideways), the flowers (``flowers=N``),
then the dora and ura-dora indicators with, beside each, the count of tiles they make dora
(by the table's rule: with three players 1m points to 9m) and a red pip with the count of red fives.
A claimed tile lies where tables lay it and ChineseOfficialMahjongHelper draws it: a chow's claimed
tile (``[123m,2]``: the 2m) first, the two from the hand after it; a pung's or exposed kong's at the
left, in the middle (a kong: second) or at the right when it came from the left, across or right
(``[555p,3]``); an added kong (``[5555p,7]``) lies as its pung did, the fourth tile on the sideways
one. A meld written without its claim (``[123m]``, ``[555p]``) is drawn as claimed from
the left, its first tile turned. A concealed kong shows its two outer tiles face down. Characters show their number
over a red 萬, dots and bamboo their pips, 中 is red, 發 green, 白 a blue frame; red fives
are drawn in red. The few ideographs come from ``fonts/FanbotTileGlyphs-Bold.otf`` (a subset of
Noto Serif CJK, SIL OFL 1.1), shipped in the package, so the picture is the same on every machine.

``layout_hand`` gives every tile's box (what tests check); ``render_hand_png`` draws it.
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bot.render.boxes import Box
from scoring.hand import ClaimedFrom, Hand, Meld, MeldKind, PartialHand
from scoring.riichi.flags import flags_of
from scoring.riichi.rules.bonus import indicated_count
from scoring.tiles import Suit, Tile

if TYPE_CHECKING:  # types only: Pillow itself loads with the first picture
    from PIL import Image, ImageDraw, ImageFont

FONT_PATH = Path(__file__).with_name("fonts") / "FanbotTileGlyphs-Bold.otf"
#: digits and × for the counts of dora (the sheet picture's text face)
COUNT_FONT_PATH = Path(__file__).with_name("fonts") / "FanbotSheetText-Regular.otf"

# Sizes at scale 1, in pixels: tall enough to read on a phone when a chat shrinks the picture.
TILE_W = 54
FACE_H = 72
DEPTH = 7
TILE_GAP = 2
GROUP_GAP = 18
WIN_GAP = 24
MARGIN = 14
#: the width of a count after the dora or ura indicators
COUNT_W = 40
#: the winning tile is outlined with this colour
WIN_OUTLINE = (232, 160, 0)
#: a marked tile (the best discard of /efficiency) gets this outline and a pointer above it
MARK = (220, 40, 48)

BACKGROUND = (34, 102, 68)  # table felt
FACE = (250, 246, 233)
FACE_EDGE = (150, 144, 128)
SIDE = (221, 212, 188)
BACK = (28, 110, 160)
BACK_EDGE = (18, 70, 104)
INK = (28, 28, 32)
RED = (200, 32, 38)
GREEN = (22, 125, 64)
BLUE = (32, 84, 168)
#: a flower's petals and heart
PETAL = (214, 64, 120)
HEART = (236, 180, 30)

CHARACTER_NUMBERS = "一二三四五六七八九"
HONOR_GLYPHS = {Tile.EAST: "東", Tile.SOUTH: "南", Tile.WEST: "西", Tile.NORTH: "北", Tile.GREEN: "發",
                Tile.RED: "中"}
HONOR_COLORS = {Tile.GREEN: GREEN, Tile.RED: RED}


@dataclass(frozen=True)
class TileBox(Box):
    """Where one tile is drawn. ``group`` is ``standing``, ``win``, ``meld0``, ``meld1``…, ``flowers``,
    ``dora`` or ``ura``; ``tile`` is None for a flower; a ``sideways`` tile is turned a quarter to the left."""

    tile: Tile | None
    group: str
    face_down: bool = False
    red_five: bool = False
    sideways: bool = False


@dataclass(frozen=True)
class Count(Box):
    """A count drawn after a group of indicators: ``kind`` is ``dora``, ``red`` or ``ura``."""

    kind: str
    value: int


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    tiles: tuple[TileBox, ...]
    counts: tuple[Count, ...] = ()

    def group(self, name: str) -> tuple[TileBox, ...]:
        return tuple(t for t in self.tiles if t.group == name)


# ----------------------------------------------------------------------------- layout


#: where the claimed tile of an exposed pung (3 tiles) or kong (4) lies, by the seat it came from
_SIDEWAYS_AT = {(3, ClaimedFrom.LEFT): 0, (3, ClaimedFrom.ACROSS): 1, (3, ClaimedFrom.RIGHT): 2,
                (4, ClaimedFrom.LEFT): 0, (4, ClaimedFrom.ACROSS): 1, (4, ClaimedFrom.RIGHT): 3}


def laid_out(meld: Meld) -> tuple[tuple[Tile, ...], int | None]:
    """A meld's tiles in the order they lie in the row, and which of them lies sideways (None: none).
    An added kong (加杠) lies as the pung it was, its fourth tile on the sideways one (``layout_hand``)."""
    tiles = meld.tiles
    if meld.concealed:
        return tiles, None
    claimed = meld.claimed_tile
    if meld.kind is MeldKind.CHOW and claimed is not None:
        rest = list(tiles)
        rest.remove(claimed)
        return (claimed, *rest), 0
    if meld.added:
        tiles = tiles[:3]
    return tiles, _SIDEWAYS_AT[len(tiles), meld.claimed_from or ClaimedFrom.LEFT]


def layout_hand(hand: Hand | PartialHand, scale: int = 1, players: int = 4) -> Layout:
    """The box of every tile of the hand, in drawing order; ``players``: the table's, for the dora count."""
    tile_w, tile_h = TILE_W * scale, (FACE_H + DEPTH) * scale
    step = tile_w + TILE_GAP * scale
    margin = MARGIN * scale
    # an added kong's fourth tile lies on its sideways tile: two lying tiles stand higher than the row
    lift = (2 * tile_w + TILE_GAP * scale - tile_h) if any(m.added for m in hand.melds) else 0
    y = margin + lift
    x = margin
    boxes: list[TileBox] = []
    reds = list(hand.red_fives)

    counts: list[Count] = []

    def place(tile: Tile | None, group: str, face_down: bool = False, sideways: bool = False,
              stacked: bool = False) -> None:
        nonlocal x
        red = tile in reds and not face_down
        if red:
            reds.remove(tile)
        if stacked:  # on the tile placed last, which lies sideways
            below = boxes[-1]
            boxes.append(TileBox(tile, group, face_down, red, True, x=below.x, y=below.y - tile_w - TILE_GAP * scale,
                                 width=tile_h, height=tile_w))
        elif sideways:  # lying on its side, at the bottom of the row
            boxes.append(TileBox(tile, group, face_down, red, True, x=x, y=y + tile_h - tile_w, width=tile_h,
                                 height=tile_w))
            x += tile_h + TILE_GAP * scale
        else:
            boxes.append(TileBox(tile, group, face_down, red, x=x, y=y, width=tile_w, height=tile_h))
            x += step

    def count(kind: str, value: int) -> None:
        nonlocal x
        x += (GROUP_GAP // 2 - TILE_GAP) * scale
        counts.append(Count(kind, value, x=x, y=y, width=COUNT_W * scale, height=tile_h))
        x += COUNT_W * scale + TILE_GAP * scale

    for tile in hand.concealed:
        place(tile, "standing")
    if isinstance(hand, Hand):
        if hand.concealed:
            x += (WIN_GAP - TILE_GAP) * scale
        place(hand.win_tile, "win")
    for index, meld in enumerate(hand.melds):
        x += (GROUP_GAP - TILE_GAP) * scale
        tiles, sideways = laid_out(meld)
        hidden = meld.kind is MeldKind.KONG and meld.concealed
        for position, tile in enumerate(tiles):
            place(tile, f"meld{index}", face_down=hidden and position in (0, len(tiles) - 1),
                  sideways=position == sideways)
            if meld.added and position == sideways:
                place(tile, f"meld{index}", stacked=True)
    if hand.context.flowers:
        x += (GROUP_GAP - TILE_GAP) * scale
        for _ in range(hand.context.flowers):
            place(None, "flowers")
    copies = hand.counts()
    flags = flags_of(hand)
    for group, indicators in (("dora", flags.dora_indicators), ("ura", flags.ura_indicators)):
        if indicators:
            x += (GROUP_GAP - TILE_GAP) * scale
            for tile in indicators:
                place(tile, group)
            count(group, indicated_count(copies, indicators, players, flags.kita))
        if group == "dora" and hand.red_fives:
            count("red", len(hand.red_fives))
    width = x - TILE_GAP * scale + margin
    return Layout(width, tile_h + 2 * margin + lift, tuple(boxes), tuple(counts))


# ----------------------------------------------------------------------------- drawing


@functools.cache
def _font(size: int) -> ImageFont.FreeTypeFont:
    from PIL import ImageFont  # here: Pillow (~0.05 s) loads with the first picture, not at every start

    return ImageFont.truetype(str(FONT_PATH), size)


def render_hand_image(hand: Hand | PartialHand, scale: int = 1, marked: Tile | None = None,
                      players: int = 4) -> Image.Image:
    """The hand on the felt; ``marked``: the first standing copy of that tile is outlined and pointed at;
    ``players``: the table's (a three-player table counts dora by its own rule)."""
    from PIL import Image, ImageDraw  # as in _font

    layout = layout_hand(hand, scale, players)
    image = Image.new("RGB", (layout.width, layout.height), BACKGROUND)
    for box in layout.tiles:
        tile = _tile_image(box.tile, box.face_down, box.red_five, box.group == "win", scale)
        image.paste(tile.transpose(Image.Transpose.ROTATE_90) if box.sideways else tile, (box.x, box.y))
    draw = ImageDraw.Draw(image)
    for count in layout.counts:
        _count(draw, count, scale)
    target = next((b for b in layout.tiles if b.group == "standing" and b.tile == marked), None)
    if target is not None:
        _mark(draw, target, scale)
    return image


def _count(draw: ImageDraw.ImageDraw, count: Count, scale: int) -> None:
    """``×N`` on the felt, under a red pip for the red fives (the indicators before say which dora)."""
    from PIL import ImageFont  # as in _font

    cx, cy = count.x + count.width / 2, count.y + count.height / 2
    if count.kind == "red":
        r = 7 * scale
        draw.ellipse((cx - r, cy - 3 * r, cx + r, cy - r), fill=RED)
    font = ImageFont.truetype(str(COUNT_FONT_PATH), 20 * scale)
    draw.text((cx, cy + 6 * scale), f"×{count.value}", font=font, fill=FACE, anchor="mm")


def _mark(draw: ImageDraw.ImageDraw, box: TileBox, scale: int) -> None:
    x0, y0, x1, y1 = box.x, box.y, box.right - 1, box.bottom - 1
    draw.rounded_rectangle((x0, y0, x1, y1), 6 * scale, outline=MARK, width=3 * scale)
    cx, tip, size = (x0 + x1) / 2, y0 - 2 * scale, 6 * scale  # a pointer in the margin above the tile
    draw.polygon([(cx - size, tip - size), (cx + size, tip - size), (cx, tip)], fill=MARK)


@functools.cache
def _tile_image(tile: Tile | None, face_down: bool, red_five: bool, win: bool, scale: int) -> Image.Image:
    """One tile on the felt, drawn once: a hand pastes these instead of drawing every face again.

    Tiles never overlap (``TILE_GAP``), so pasting the whole box, felt corners included, gives
    the same pixels as drawing in place; a few dozen boxes per scale are ever drawn.
    """
    from PIL import Image, ImageDraw  # as in _font

    width, height = TILE_W * scale, (FACE_H + DEPTH) * scale
    image = Image.new("RGB", (width, height), BACKGROUND)
    box = TileBox(tile, "win" if win else "standing", face_down, red_five, x=0, y=0, width=width, height=height)
    draw_tile(ImageDraw.Draw(image), box, scale)
    return image


#: chat pictures are drawn at twice the base size, so they stay sharp when opened full size
CHAT_SCALE = 2


def render_hand_png(hand: Hand | PartialHand, scale: int = 1, marked: Tile | None = None, players: int = 4) -> bytes:
    """The PNG bytes of the hand picture (deterministic: same hand, same bytes)."""
    buffer = io.BytesIO()
    # zlib's default level: optimize=True saves 5-10 % for three times the time
    render_hand_image(hand, scale, marked, players).save(buffer, format="PNG")
    return buffer.getvalue()


def render_tiles_png(tiles: Sequence[Tile], scale: int = 1) -> bytes:
    """A plain row of tiles (no winning tile), e.g. for a glossary example or a discard list."""
    return render_hand_png(PartialHand((), tuple(tiles)), scale)


def draw_tile(draw: ImageDraw.ImageDraw, box: TileBox, scale: int = 1) -> None:
    x0, y0 = box.x, box.y
    x1, y1 = box.right - 1, box.bottom - 1
    face_bottom = y1 - DEPTH * scale
    radius = 6 * scale
    if box.face_down:
        draw.rounded_rectangle((x0, y0 + DEPTH * scale, x1, y1), radius, fill=SIDE, outline=FACE_EDGE, width=scale)
        draw.rounded_rectangle((x0, y0, x1, face_bottom), radius, fill=BACK, outline=BACK_EDGE, width=scale)
        return
    draw.rounded_rectangle((x0, y0 + DEPTH * scale, x1, y1), radius, fill=BACK, outline=BACK_EDGE, width=scale)
    outline = WIN_OUTLINE if box.group == "win" else FACE_EDGE
    draw.rounded_rectangle((x0, y0, x1, face_bottom), radius, fill=FACE, outline=outline,
                           width=3 * scale if box.group == "win" else scale)
    face = (x0 + 4 * scale, y0 + 4 * scale, x1 - 4 * scale, face_bottom - 4 * scale)
    _draw_face(draw, box.tile, face, scale, box.red_five)


def _draw_face(draw: ImageDraw.ImageDraw, tile: Tile | None, face: tuple[int, int, int, int], scale: int,
               red: bool) -> None:
    if tile is None:
        _flower(draw, face)
    elif tile.suit is Suit.CHARACTERS:
        _characters(draw, tile.rank, face, red)
    elif tile.suit is Suit.DOTS:
        _dots(draw, tile.rank, face, scale, red)
    elif tile.suit is Suit.BAMBOO:
        _bamboo(draw, tile.rank, face, scale, red)
    elif tile is Tile.WHITE:
        _white(draw, face, scale)
    else:
        _glyph(draw, HONOR_GLYPHS[tile], face, 0.5, 0.5, 0.78, HONOR_COLORS.get(tile, INK))


def _glyph(draw, text: str, face, fx: float, fy: float, size: float, color) -> None:
    x0, y0, x1, y1 = face
    width = x1 - x0
    font = _font(max(6, round(width * size)))
    draw.text((x0 + width * fx, y0 + (y1 - y0) * fy), text, font=font, fill=color, anchor="mm")


def _characters(draw, rank: int, face, red: bool) -> None:
    _glyph(draw, CHARACTER_NUMBERS[rank - 1], face, 0.5, 0.27, 0.62, RED if red else INK)
    _glyph(draw, "萬", face, 0.5, 0.72, 0.74, RED)


# Pip positions as fractions of the face, and their colours (the usual dot-tile patterns).
_DOTS: dict[int, list[tuple[float, float, tuple[int, int, int]]]] = {
    2: [(0.5, 0.27, GREEN), (0.5, 0.73, BLUE)],
    3: [(0.22, 0.2, BLUE), (0.5, 0.5, RED), (0.78, 0.8, GREEN)],
    4: [(0.28, 0.27, BLUE), (0.72, 0.27, GREEN), (0.28, 0.73, GREEN), (0.72, 0.73, BLUE)],
    5: [(0.25, 0.2, BLUE), (0.75, 0.2, GREEN), (0.5, 0.5, RED), (0.25, 0.8, GREEN), (0.75, 0.8, BLUE)],
    6: [(0.28, 0.17, GREEN), (0.72, 0.17, GREEN), (0.28, 0.55, RED), (0.72, 0.55, RED), (0.28, 0.85, RED),
        (0.72, 0.85, RED)],
    7: [(0.2, 0.12, GREEN), (0.5, 0.24, GREEN), (0.8, 0.36, GREEN), (0.28, 0.6, RED), (0.72, 0.6, RED),
        (0.28, 0.87, RED), (0.72, 0.87, RED)],
    8: [(0.28, y, BLUE) for y in (0.12, 0.37, 0.63, 0.88)] + [(0.72, y, BLUE) for y in (0.12, 0.37, 0.63, 0.88)],
    9: [(x, y, c) for y, c in ((0.17, BLUE), (0.5, RED), (0.83, GREEN)) for x in (0.2, 0.5, 0.8)],
}


def _dots(draw, rank: int, face, scale: int, red: bool) -> None:
    x0, y0, x1, y1 = face
    width, height = x1 - x0, y1 - y0
    if rank == 1:
        cx, cy, r = x0 + width / 2, y0 + height / 2, width * 0.44
        _pip(draw, cx, cy, r, RED if red else GREEN, scale)
        _pip(draw, cx, cy, r * 0.55, RED, scale)
        return
    radius = {2: 0.2, 3: 0.16, 4: 0.18, 5: 0.16, 6: 0.15, 7: 0.13, 8: 0.13, 9: 0.13}[rank] * width
    for fx, fy, color in _DOTS[rank]:
        _pip(draw, x0 + width * fx, y0 + height * fy, radius, RED if red else color, scale)


def _pip(draw, cx: float, cy: float, r: float, color, scale: int) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=color)
    inner = r * 0.62
    draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), fill=FACE)
    core = r * 0.3
    draw.ellipse((cx - core, cy - core, cx + core, cy + core), fill=color)


# Bamboo sticks: (centre x, centre y, colour) as fractions of the face; sticks are upright.
_STICKS: dict[int, list[tuple[float, float, tuple[int, int, int]]]] = {
    2: [(0.5, 0.27, GREEN), (0.5, 0.73, BLUE)],
    3: [(0.5, 0.27, GREEN), (0.28, 0.73, BLUE), (0.72, 0.73, BLUE)],
    4: [(0.3, 0.27, GREEN), (0.7, 0.27, BLUE), (0.3, 0.73, BLUE), (0.7, 0.73, GREEN)],
    5: [(0.22, 0.27, GREEN), (0.78, 0.27, BLUE), (0.5, 0.5, RED), (0.22, 0.73, BLUE), (0.78, 0.73, GREEN)],
    6: [(x, y, GREEN) for y in (0.27, 0.73) for x in (0.2, 0.5, 0.8)],
    7: [(0.5, 0.15, RED)] + [(x, y, GREEN) for y in (0.5, 0.85) for x in (0.2, 0.5, 0.8)],
    8: [(x, y, GREEN) for y in (0.27, 0.73) for x in (0.14, 0.38, 0.62, 0.86)],
    9: [(x, y, RED if x == 0.5 else GREEN) for y in (0.17, 0.5, 0.83) for x in (0.2, 0.5, 0.8)],
}


def _bamboo(draw, rank: int, face, scale: int, red: bool) -> None:
    x0, y0, x1, y1 = face
    width, height = x1 - x0, y1 - y0
    if rank == 1:
        _bird(draw, face, scale, red)
        return
    rows = 3 if rank in (7, 9) else 2
    stick_h = height / rows * 0.82
    stick_w = width * (0.15 if rank == 8 else 0.18)
    for fx, fy, color in _STICKS[rank]:
        _stick(draw, x0 + width * fx, y0 + height * fy, stick_w, stick_h, RED if red else color, scale)


def _stick(draw, cx: float, cy: float, w: float, h: float, color, scale: int) -> None:
    draw.rounded_rectangle((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), w / 2.5, fill=color)
    # the node in the middle and the light centre line make it read as bamboo
    draw.line((cx - w / 2, cy, cx + w / 2, cy), fill=FACE, width=max(1, scale))
    draw.line((cx, cy - h / 2 + w / 3, cx, cy + h / 2 - w / 3), fill=FACE, width=max(1, scale))


def _bird(draw, face, scale: int, red: bool) -> None:
    """1 bamboo: a small bird, as on most sets."""
    x0, y0, x1, y1 = face
    w, h = x1 - x0, y1 - y0
    body = RED if red else GREEN
    # tail feathers
    for dx in (-0.22, 0.0, 0.22):
        draw.line((x0 + w * 0.5, y0 + h * 0.62, x0 + w * (0.5 + dx), y0 + h * 0.95), fill=BLUE, width=3 * scale)
    draw.ellipse((x0 + w * 0.2, y0 + h * 0.3, x0 + w * 0.8, y0 + h * 0.72), fill=body)
    draw.ellipse((x0 + w * 0.34, y0 + h * 0.38, x0 + w * 0.62, y0 + h * 0.6), fill=BLUE)
    draw.ellipse((x0 + w * 0.55, y0 + h * 0.08, x0 + w * 0.85, y0 + h * 0.32), fill=RED)
    eye = w * 0.04
    ex, ey = x0 + w * 0.73, y0 + h * 0.18
    draw.ellipse((ex - eye, ey - eye, ex + eye, ey + eye), fill=FACE)
    draw.polygon([(x0 + w * 0.84, y0 + h * 0.17), (x0 + w * 0.98, y0 + h * 0.21), (x0 + w * 0.84, y0 + h * 0.25)],
                 fill=INK)


def _flower(draw, face) -> None:
    """A flower tile: five petals round a golden heart."""
    x0, y0, x1, y1 = face
    cx, cy, w = (x0 + x1) / 2, (y0 + y1) / 2, x1 - x0
    petal, reach = w * 0.2, w * 0.24
    for dx, dy in ((0, -1), (0.95, -0.31), (0.59, 0.81), (-0.59, 0.81), (-0.95, -0.31)):
        px, py = cx + dx * reach, cy + dy * reach
        draw.ellipse((px - petal, py - petal, px + petal, py + petal), fill=PETAL)
    heart = w * 0.13
    draw.ellipse((cx - heart, cy - heart, cx + heart, cy + heart), fill=HEART)


def _white(draw, face, scale: int) -> None:
    x0, y0, x1, y1 = face
    w, h = x1 - x0, y1 - y0
    outer = (x0 + w * 0.12, y0 + h * 0.1, x1 - w * 0.12, y1 - h * 0.1)
    inner = (x0 + w * 0.22, y0 + h * 0.18, x1 - w * 0.22, y1 - h * 0.18)
    draw.rectangle(outer, outline=BLUE, width=3 * scale)
    draw.rectangle(inner, outline=BLUE, width=scale)
