"""Issue 24, bugs 5 and 6: every label of the sheet picture comes from the reader's catalogue, and
Riichi hands read as Riichi players read them, never cut."""

from __future__ import annotations

import re

import pytest

from bot.i18n import LANGUAGES
from bot.render import sheet_picture
from bot.render.sheet_picture import layout_sheet, render_sheet_png
from quiz.sheet.log import replay
from quiz.sheet.model import Draw, Entry, Player, TableStart, Win, Wind
from quiz.sheet.riichi import RULES as RIICHI
from quiz.sheet.riichi_bet import RiichiBet
from scoring.rulesets import RulesetId
from tests.bot.sheet_samples import FULL_GAME, SAMPLE, mcr_sheet

_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: the Traditional (and Japanese) forms of characters the Simplified catalogue writes otherwise
_NOT_SIMPLIFIED = set("東風盤莊場")


def riichi_sheet(*bodies):
    start = TableStart(RulesetId.RIICHI, tuple(Player(n) for n in ("Ann", "Bob", "Cat", "Dan")), tuple(Wind))
    return replay(RIICHI, start, [Entry(i, b) for i, b in enumerate(bodies, 1)])


# dealer Ann wins (a repeat: East 1, 1 honba), then Cat wins (East 2), then a draw nobody was ready for
RIICHI_GAME = (Win(0, 1, han=2, fu=30), RiichiBet(1), Win(2, 1, han=3, fu=40), Draw())


def _labels(layout) -> list[str]:
    return [cell.text for cell in layout.cells if cell.player is None or cell.role in ("seat",)]


@pytest.mark.parametrize("sheet", [mcr_sheet(SAMPLE), mcr_sheet(FULL_GAME), riichi_sheet(*RIICHI_GAME)])
def test_the_english_picture_has_no_chinese_label(sheet) -> None:
    layout = layout_sheet(sheet, "en")
    assert not [label for label in _labels(layout) if _CJK.search(label)]


def test_the_simplified_chinese_picture_writes_simplified_characters_and_the_mcr_hand_as_pan() -> None:
    layout = layout_sheet(mcr_sheet(SAMPLE), "zh_hans")
    labels = _labels(layout)
    assert not [label for label in labels if _NOT_SIMPLIFIED & set(label)], labels
    status = layout.role("status")[0].text
    assert status.startswith("下一盘：南 6") and "东风圈" not in status and "東" not in status
    assert layout.role("header")[0].text == "盘"
    assert "局" not in "".join(labels)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_names_winds_in_its_own_words(language) -> None:
    layout = layout_sheet(mcr_sheet(SAMPLE), language)
    winds = {"en": "East", "zh_hans": "东", "zh_hant": "東", "ja": "東"}
    assert [cell.text for cell in layout.role("hand")][0] == f"{winds[language]} 1"


def test_riichi_hands_read_as_kyoku_and_honba() -> None:
    sheet = riichi_sheet(*RIICHI_GAME)
    english = [cell.text for cell in layout_sheet(sheet, "en").role("hand")]
    assert english == ["East 1", "East 1, 1 honba", "East 1, 1 honba", "East 2"]
    japanese = [cell.text for cell in layout_sheet(sheet, "ja").role("hand")]
    assert japanese == ["東1局", "東1局 1本場", "東1局 1本場", "東2局"]
    assert layout_sheet(sheet, "zh_hans").role("hand")[1].text == "东1局 1本场"
    assert layout_sheet(sheet, "en").role("status")[0].text.startswith("Next: East 3, 1 honba, dealer Cat")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scale", [1, 2])
def test_no_row_label_is_cut(language, scale) -> None:
    sheet = riichi_sheet(*RIICHI_GAME, Draw(), Draw(), Draw(), Win(1, 2, han=13))
    layout = layout_sheet(sheet, language, scale)
    font = sheet_picture._text_font(sheet_picture.TEXT_SIZE * scale)
    for cell in layout.role("hand"):
        assert font.getlength(cell.text) + 4 * scale <= cell.width - 2, cell.text
    for cell in layout.role("what"):  # what happened: drawn with 6 px each side
        assert font.getlength(cell.text) + 12 * scale <= cell.width - 2, cell.text
    assert render_sheet_png(sheet, language, scale).startswith(b"\x89PNG")
