"""The page brings its own tile faces: the chat pictures' drawing recorded as SVG, its characters in the bot's own
tile font served as a web font, so honour keys and suit marks never depend on the system's Chinese fonts."""

from __future__ import annotations

import json

from aiohttp.test_utils import TestClient, TestServer
from PIL import ImageFont

from bot.render.picture import HONOR_GLYPHS
from bot.web.app import CSP, build_app
from bot.web.faces import FONT_FAMILY, FONT_FILE, FONT_URL, face_elements, faces_json
from scoring.tiles import Tile

#: a character the tile font does not have: what a missing glyph looks like in it
MISSING = "龍"


def _tile(code: str) -> Tile:
    return next(tile for tile in Tile if tile.code == code)


def _texts(tile: Tile, red: bool = False) -> list[str]:
    return [text for tag, _, text in face_elements(tile, red) if tag == "text"]


def test_each_face_is_the_chat_pictures_tile_honours_by_their_character_white_by_its_frame():
    for tile, glyph in HONOR_GLYPHS.items():
        assert _texts(tile) == [glyph]
    assert _texts(Tile.WHITE) == [] and sum(tag == "rect" for tag, _, _ in face_elements(Tile.WHITE)) == 4
    assert _texts(_tile("3m")) == ["三", "萬"]
    assert sum(tag == "ellipse" for tag, _, _ in face_elements(_tile("9p"))) == 9 * 3  # pip, ring, core
    red = {attrs["fill"] for tag, attrs, _ in face_elements(_tile("5p"), red_five=True) if tag == "ellipse"}
    assert red == {"#c82026", "#faf6e9"}  # a red five's pips are all red
    for tag, attrs, _ in face_elements(Tile.EAST):
        assert tag != "text" or attrs["font-family"] == FONT_FAMILY


def test_every_character_on_a_face_is_in_the_bots_tile_font():
    font = ImageFont.truetype(str(FONT_FILE), 40)

    def drawn(character: str) -> bytes:
        mask = font.getmask(character)
        return bytes(mask.getpixel((x, y)) for y in range(mask.size[1]) for x in range(mask.size[0]))

    missing = drawn(MISSING)
    faces = json.loads(faces_json())["faces"]
    characters = {text for elements in faces.values() for _, _, text in elements if text}
    assert {"東", "南", "西", "北", "發", "中", "萬", "一", "九"} <= characters
    for character in characters:
        assert drawn(character) != missing, character


async def test_the_faces_and_the_font_are_served_and_the_policy_lets_the_page_load_the_font():
    client = TestClient(TestServer(build_app()))
    await client.start_server()
    try:
        font = await client.get(FONT_URL)
        assert font.status == 200 and font.headers["Content-Type"] == "font/otf"
        assert await font.read() == FONT_FILE.read_bytes()
        faces = await (await client.get("/api/faces")).json()
        assert len(faces["faces"]) == 34 + 3 and {"0m", "0p", "0s", "7z"} <= set(faces["faces"])
        assert "font-src 'self'" in CSP
    finally:
        await client.close()
