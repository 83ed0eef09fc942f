"""What makes the calculator an installable app that still opens at a table with no connection.

The web manifest (name, colours, icons) and the icons themselves, drawn as the chat pictures draw a tile (the
red dragon on the felt); ``static/sw.js`` is the service worker that keeps the page and its assets. A score
asked offline is not kept: the page says it needs the connection (``web.error_offline``).
"""

from __future__ import annotations

import functools
import io
import json

from PIL import Image, ImageDraw

from bot.i18n import t
from bot.render.picture import BACKGROUND, DEPTH, FACE_H, TILE_W, TileBox, draw_tile
from scoring.tiles import Tile

#: the icon sizes the manifest lists (Android's launcher and splash screen)
ICON_SIZES = (192, 512)
#: the tile on the icon
ICON_TILE = Tile.RED


@functools.cache
def icon_png(size: int) -> bytes:
    """A square icon of ``size`` pixels: one tile standing on the felt, as in the chat's pictures."""
    scale = max(1, round(size * 0.7 / (FACE_H + DEPTH)))
    width, height = TILE_W * scale, (FACE_H + DEPTH) * scale
    tile = Image.new("RGB", (width, height), BACKGROUND)
    draw_tile(ImageDraw.Draw(tile), TileBox(ICON_TILE, "standing", x=0, y=0, width=width, height=height), scale)
    icon = Image.new("RGB", (size, size), BACKGROUND)
    icon.paste(tile, ((size - width) // 2, (size - height) // 2))
    buffer = io.BytesIO()
    icon.save(buffer, format="PNG")
    return buffer.getvalue()


def _color(rgb: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{c:02x}" for c in rgb)


@functools.cache
def manifest_json(language: str = "en") -> bytes:
    """The web manifest, named in ``language``."""
    data = {
        "name": t(language, "web.title"), "short_name": "fanbot", "start_url": "/", "scope": "/",
        "display": "standalone", "background_color": _color(BACKGROUND), "theme_color": _color(BACKGROUND),
        "icons": [{"src": f"/static/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": "any"} for size in ICON_SIZES],
    }
    return json.dumps(data, ensure_ascii=False).encode()


__all__ = ["ICON_SIZES", "icon_png", "manifest_json"]
