"""The page's tile faces: the chat pictures' own drawing (``bot.render.picture.draw_tile``), recorded as SVG.

``draw_tile`` draws on anything with the few ``ImageDraw`` calls it makes; ``SvgCanvas`` takes those calls down
as SVG elements instead of pixels, so a tile on the page is the tile of the chat's picture: the same pips, sticks,
bird and colours, its characters in the bot's own tile font (``bot/render/fonts``), which the page loads as a web
font: no system Chinese font is needed. ``GET /api/faces`` answers every tile's elements as JSON; the page builds
them with ``createElementNS`` (no markup is parsed).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field

from bot.render.picture import COUNT_FONT_PATH, DEPTH, FACE_H, FONT_PATH, TILE_W, TileBox, draw_tile
from scoring.tiles import Suit, Tile

#: the family name the page's ``@font-face`` gives the tile font
FONT_FAMILY = "Fanbot Tiles"
#: the URL the page loads it from
FONT_URL = "/static/tiles.otf"
FONT_FILE = FONT_PATH
#: the bot's own text face (the score sheet's: Latin, kana, the common ideographs), the page's last resort for
#: Chinese and Japanese words where the system has no such font
TEXT_FONT_FILE = COUNT_FONT_PATH
TEXT_FONT_URL = "/static/text.otf"
#: the size of a tile, face and edge (the chat picture's, at scale 1)
WIDTH, HEIGHT = TILE_W, FACE_H + DEPTH

Element = tuple[str, dict[str, str], str]
Color = tuple[int, int, int] | None


def _paint(color: Color) -> str:
    return "none" if color is None else "#" + "".join(f"{c:02x}" for c in color)


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


@dataclass
class SvgCanvas:
    """Records the ``ImageDraw`` calls of ``draw_tile`` as SVG elements: (tag, attributes, text)."""

    elements: list[Element] = field(default_factory=list)

    def _add(self, tag: str, text: str = "", **attrs: str) -> None:
        self.elements.append((tag, {k.replace("_", "-"): v for k, v in attrs.items()}, text))

    def _box(self, box) -> dict[str, str]:
        x0, y0, x1, y1 = box
        return {"x": _n(x0), "y": _n(y0), "width": _n(x1 - x0), "height": _n(y1 - y0)}

    def rounded_rectangle(self, box, radius: float, fill: Color = None, outline: Color = None,
                          width: int = 1) -> None:
        self._add("rect", **self._box(box), rx=_n(radius), fill=_paint(fill), stroke=_paint(outline),
                  stroke_width=str(width))

    def rectangle(self, box, fill: Color = None, outline: Color = None, width: int = 1) -> None:
        self._add("rect", **self._box(box), fill=_paint(fill), stroke=_paint(outline), stroke_width=str(width))

    def ellipse(self, box, fill: Color = None) -> None:
        x0, y0, x1, y1 = box
        self._add("ellipse", cx=_n((x0 + x1) / 2), cy=_n((y0 + y1) / 2), rx=_n((x1 - x0) / 2),
                  ry=_n((y1 - y0) / 2), fill=_paint(fill))

    def line(self, xy, fill: Color = None, width: int = 1) -> None:
        x0, y0, x1, y1 = xy
        self._add("line", x1=_n(x0), y1=_n(y0), x2=_n(x1), y2=_n(y1), stroke=_paint(fill), stroke_width=str(width),
                  stroke_linecap="round")

    def polygon(self, points, fill: Color = None) -> None:
        self._add("polygon", points=" ".join(f"{_n(x)},{_n(y)}" for x, y in points), fill=_paint(fill))

    def text(self, xy, text: str, font, fill: Color = None, anchor: str = "mm") -> None:
        x, y = xy
        self._add("text", text, x=_n(x), y=_n(y), font_size=str(font.size), font_family=FONT_FAMILY,
                  fill=_paint(fill), text_anchor="middle", dominant_baseline="central")


def face_elements(tile: Tile, red_five: bool = False) -> list[Element]:
    """The SVG elements of ``tile`` (a red five: ``red_five``) as the chat picture draws it."""
    canvas = SvgCanvas()
    box = TileBox(tile, "standing", red_five=red_five, x=0, y=0, width=WIDTH, height=HEIGHT)
    draw_tile(canvas, box)  # type: ignore[arg-type]
    return canvas.elements


def _code(tile: Tile, red_five: bool) -> str:
    return "0" + tile.code[1] if red_five else tile.code


@functools.cache
def faces_json() -> bytes:
    """Every tile's elements, and the red fives', by the page's tile code (``0m`` a red 5m), as JSON bytes."""
    faces = {_code(tile, red): face_elements(tile, red) for tile in Tile
             for red in ((False, True) if tile.suit is not Suit.HONORS and tile.rank == 5 else (False,))}
    data = {"width": WIDTH, "height": HEIGHT, "font": FONT_FAMILY, "faces": faces}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


__all__ = ["FONT_FAMILY", "FONT_FILE", "FONT_URL", "TEXT_FONT_FILE", "TEXT_FONT_URL", "SvgCanvas", "face_elements",
           "faces_json"]
