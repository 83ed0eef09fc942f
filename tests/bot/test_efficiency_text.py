"""The text of the discard analysis (``bot/render/text_efficiency.py``): table, details, styles, languages."""

from __future__ import annotations

import pytest

from bot.render.text_efficiency import render_efficiency, render_efficiency_for_bot
from bot.rich import Kind, Rich
from scoring.efficiency import analyse
from scoring.mcr.efficiency import mcr_rank
from scoring.notation import parse_partial


def _text(hand: str, language: str = "en", style: str = "text", ruleset: str = "mcr") -> str:
    return render_efficiency(analyse(parse_partial(hand, ruleset), ruleset), language, style)


def test_the_table_has_a_row_per_distinct_discard_in_text_style() -> None:
    text = _text("123m456p789s1122z5m")
    rows = [line for line in text.splitlines() if line[:2] in {"5m", "1z", "2z", "1m", "2m", "3m", "4p", "5p",
                                                                  "6p", "7s", "8s", "9s"}]
    assert len([r for r in rows if "shanten" in r or "ready" in r]) == 12


def test_chat_style_shows_six_rows_and_says_how_many_more() -> None:
    text = _text("123m456p789s1122z5m", style="chat")
    assert "… and 6 more" in text
    assert "draw →" not in text


def test_the_ready_row_lists_its_waits_and_the_fans_that_make_eight() -> None:
    text = _text("123m456p789s1122z5m")
    assert "1z×2 14/16" in text and "2z×2 11/13" in text
    assert "Mixed Straight 100%" in text


def test_a_far_hand_lists_the_fans_in_reach() -> None:
    assert "Mixed Straight 8 (1 missing)" in _text("123m456p7s1135z59s2p")


def test_a_thirteen_tile_hand_is_described_as_it_stands() -> None:
    text = _text("123m456p789s1122z", "zh_hans")
    assert text.splitlines()[0] == "听牌：和张剩 4 张；够 8 番：点和 4 张，自摸 4 张"


@pytest.mark.parametrize("language", ["en", "zh_hans", "zh_hant", "ja", "both"])
def test_every_language_renders_every_kind_of_row(language: str) -> None:
    english = {hand: _text(hand, "en") for hand in _EVERY_KIND_OF_ROW}
    for hand in _EVERY_KIND_OF_ROW:
        text = _text(hand, language)
        # the same table, row for row, in the language's words: the tiles and figures stay
        assert len(text.splitlines()) >= len(english[hand].splitlines()) - 1, hand
        for tile in ("5m", "1z") if hand == "123m456p789s1122z5m" else ():
            assert tile in text
        assert (text == english[hand]) == (language == "en"), hand


_EVERY_KIND_OF_ROW = ("123m456p789s1122z5m", "123m456p7s1135z59s2p", "123m456p789s1122z", "12m456p789s11z2236m")


def test_an_open_riichi_hand_shows_whether_it_keeps_a_yaku() -> None:
    text = _text("[123m] 456p789s1122z5m seat=S round=S", ruleset="riichi")
    header = text.splitlines()[1]
    assert header.split()[-1] == "Yaku"


def test_the_chat_reply_is_rich_text_with_a_bold_head_and_the_table_in_a_block() -> None:
    rich = render_efficiency_for_bot(analyse(parse_partial("123m456p789s1122z5m")), "en")
    assert isinstance(rich, Rich)
    head, *rest = list(rich)
    assert head.bold and head.text == "Best discard: 5m"
    assert rich.has(Kind.BLOCK, text="5m           ready      4       4           —       4/4")
    assert rich.has(Kind.BLOCK, text="1z×2 14/16, 2z×2 11/13")
    assert not rich.has(Kind.BLOCK, bold=True)


def test_a_ready_riichi_hand_of_thirteen_tiles_says_ready() -> None:
    assert _text("123m456p789s1122z", "en", ruleset="riichi").splitlines()[0] == "Ready: 4 winning copies left"


@pytest.mark.parametrize("hand", ["1235m456p789s1z2p44s", "123m456p789s1122z5m", "2347m3345p6799s1z5s"])
def test_the_mcr_table_shows_the_figure_it_ranks_by(hand: str) -> None:
    # the hand ranked 1z (≈4.6 in "To 8") above 2p (≈5.1): the Route column is what is compared
    report = analyse(parse_partial(hand, "mcr"), "mcr")
    text = render_efficiency(report, "en", "text")
    header = next(line for line in text.splitlines() if line.startswith("Discard"))
    assert header.split()[:3] == ["Discard", "After", "Route"]
    shown, tiles = {}, {row.tile.code for row in report.discards}
    for line in text.splitlines():
        cells = line.split()
        if len(cells) >= 4 and cells[1] in ("ready", "1-shanten") and cells[0] in tiles:
            shown[cells[0]] = float(cells[2])
    steps = {row.tile.code: mcr_rank(row)[0] for row in report.discards}
    ranked = [row for row in report.discards if row.shanten <= 1 and steps[row.tile.code] == 1]
    assert len(ranked) >= 2 and all(row.tile.code in shown for row in ranked)
    figures = [shown[row.tile.code] for row in ranked]
    assert figures == sorted(figures, reverse=True)  # best first, by the figure shown
    assert all(abs(shown[row.tile.code] - row.route_value) <= 0.051 for row in ranked)
    assert "Route: what the rows are ranked by" in text


@pytest.mark.parametrize("ruleset", ["mcr", "riichi"])
def test_every_column_of_the_discard_table_is_explained_in_words_below_it(ruleset: str) -> None:
    report = analyse(parse_partial("123m456p789s1122z5m", ruleset), ruleset)
    text = render_efficiency(report, "en", "text")
    header = next(line for line in text.splitlines() if line.startswith("Discard"))
    legend = text.rsplit("\n\n", 1)[-1]
    for column in ("Useful", "Good shape", *(("Route", "To 8") if ruleset == "mcr" else ())):
        assert column in header and f"{column}: " in legend, column
    if ruleset == "mcr":
        assert "8 fan" in legend and "8 points" not in legend  # MCR totals are fan, as everywhere
