"""Rebuild ``FanbotSheetText-Regular.otf``: the text face of the score-sheet picture.

Player names may be Latin, Chinese (simplified or traditional) or Japanese, so the face holds
Latin (up to Latin Extended-B), CJK punctuation, kana, full-width forms, every GB2312 and
JIS X 0208 ideograph and Big5's frequent ones (level 1): about 11,300 characters, 2.5 MB, cut out
of Noto Sans CJK SC Regular. A character outside it is drawn from the tile glyph font when that
has it, else as the font's missing-glyph box.

Run once by a developer (not at install time): ``python bot/render/fonts/make_text_font.py [SOURCE.ttc]``.
Needs fontTools and Noto Sans CJK (Debian: ``apt-get install fonts-noto-cjk``). The result is a
SIL OFL 1.1 font like its source (see OFL.txt); it is renamed because it is a modified version.
"""

from __future__ import annotations

import sys
from pathlib import Path

from bot.render.fonts.make_subset import rename

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
#: index of Noto Sans CJK SC in the collection
SC_INDEX = 2
FAMILY = "Fanbot Sheet Text"
OUT = Path(__file__).with_name("FanbotSheetText-Regular.otf")


def _double_byte(encoding: str, rows: range, cells: range) -> set[str]:
    found: set[str] = set()
    for high in rows:
        for low in cells:
            try:
                found.add(bytes([high, low]).decode(encoding))
            except UnicodeDecodeError:
                pass
    return found


def characters() -> str:
    ranges = ((0x20, 0x250), (0x2010, 0x2070), (0x2190, 0x2200), (0x2212, 0x2213), (0x25A0, 0x2600),
              (0x3000, 0x3100), (0xFF00, 0xFFF0))
    chars = {chr(code) for low, high in ranges for code in range(low, high)}
    chars |= _double_byte("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
    chars |= _double_byte("euc_jp", range(0xA1, 0xF5), range(0xA1, 0xFF))
    chars |= _double_byte("big5", range(0xA1, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])
    return "".join(sorted(chars))


def main(source: str = SOURCE) -> Path:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(source, fontNumber=SC_INDEX)
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters())
    subsetter.subset(font)
    rename(font, FAMILY, "Regular")
    font.save(OUT)
    return OUT


if __name__ == "__main__":
    print(main(*sys.argv[1:]))
