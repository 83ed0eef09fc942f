"""Rebuild ``FanbotTileGlyphs-Bold.otf``: the few ideographs the tile faces need, cut out of Noto Serif CJK.

Run once by a developer (not at install time): ``python bot/render/fonts/make_subset.py [SOURCE.ttc]``.
Needs fontTools and Noto Serif CJK Bold (Debian: ``apt-get install fonts-noto-cjk``). The result
is a SIL OFL 1.1 font like its source (see OFL.txt); it is renamed because it is a modified version.
"""

from __future__ import annotations

import sys
from pathlib import Path

GLYPHS = "一二三四五六七八九萬万東南西北中發发白"
SOURCE = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
#: index of Noto Serif CJK TC (Traditional Chinese glyph shapes, as printed on tiles) in the collection
TC_INDEX = 3
FAMILY = "Fanbot Tile Glyphs"


def rename(font, family: str, style: str) -> None:
    """Give a cut-down font its own names (the OFL asks a modified font not to keep its source's)."""
    postscript = f"{family.replace(' ', '')}-{style}"
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 16):
            names.setName(family, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (3, 4):
            names.setName(f"{family} {style}", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(postscript, record.nameID, record.platformID, record.platEncID, record.langID)
    names.names = [r for r in names.names if r.nameID not in (16, 17)]


def main(source: str = SOURCE) -> Path:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(source, fontNumber=TC_INDEX)
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=GLYPHS)
    subsetter.subset(font)
    rename(font, FAMILY, "Bold")
    out = Path(__file__).with_name("FanbotTileGlyphs-Bold.otf")
    font.save(out)
    return out


if __name__ == "__main__":
    print(main(*sys.argv[1:]))
