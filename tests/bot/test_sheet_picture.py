"""The score-sheet picture: what each cell says, the chart's lines, colours that carry meaning,
names in any script, and a PNG that is the same for the same sheet."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageStat

from bot.render import sheet_picture
from bot.render.sheet_picture import (
    CHART_H,
    GAIN,
    LOSS,
    MAX_ROWS,
    PLAYER_COLOURS,
    WIN_TINT,
    layout_sheet,
    render_sheet_image,
    render_sheet_png,
    running_totals,
)
from quiz.sheet.model import Draw, Penalty, Win
from quiz.sheet.riichi_bet import RiichiBet
from scoring.rulesets import RulesetId
from tests.bot.sheet_samples import FULL_GAME, SAMPLE, mcr_sheet


def _share(image: Image.Image, box, colour, tolerance: int = 40) -> float:
    """The share of the box's pixels within ``tolerance`` of ``colour`` in each of red, green and blue."""
    crop = image.crop(box).convert("RGB")
    near = [band.point(lambda value, want=want: 255 if abs(value - want) <= tolerance else 0)
            for band, want in zip(crop.split(), colour, strict=True)]
    every = ImageChops.multiply(ImageChops.multiply(near[0], near[1]), near[2])
    return every.histogram()[255] / (crop.width * crop.height)


def _box(cell):
    return (cell.x, cell.y, cell.x + cell.width, cell.y + cell.height)


def test_every_row_shows_each_players_change_in_the_players_column():
    sheet = mcr_sheet(SAMPLE)
    layout = layout_sheet(sheet)
    for row in sheet.rows:
        cells = sorted((c for c in layout.role("delta") if c.row == row.seq), key=lambda c: c.player)
        assert [c.text for c in cells] == [f"+{d}" if d > 0 else f"−{-d}" if d < 0 else "0" for d in row.deltas]
        headers = {c.player: c for c in layout.role("header") if c.player is not None}
        assert all(c.x == headers[c.player].x for c in cells)


def test_the_totals_line_adds_up_every_row():
    sheet = mcr_sheet(SAMPLE)
    totals = sorted((c for c in layout_sheet(sheet).role("total") if c.player is not None), key=lambda c: c.player)
    assert [c.text for c in totals] == [f"{t}".replace("-", "−") for t in sheet.totals]
    assert tuple(map(sum, zip(*(row.deltas for row in sheet.rows), strict=True))) == sheet.totals


def test_the_header_names_the_players_their_seat_winds_and_the_dealer():
    sheet = mcr_sheet(SAMPLE)
    hand = sheet.next_hand
    layout = layout_sheet(sheet)
    assert [c.text for c in layout.role("header") if c.player is not None] == ["Ann", "Bob", "Cat", "Dan"]
    seats = [c.text for c in sorted(layout.role("seat"), key=lambda c: c.player)]
    winds = ("East", "South", "West", "North")
    assert seats == [winds[hand.seats[p]] + (" ●" if p == hand.dealer else "") for p in range(4)]
    assert hand.number == 6 and sum("●" in seat for seat in seats) == 1
    assert layout.role("status")[0].text == f"Next: South 6, dealer {sheet.start.players[hand.dealer].name}"


def test_a_finished_mcr_sheet_shows_table_points_and_no_dealer():
    sheet = mcr_sheet(FULL_GAME)
    layout = layout_sheet(sheet)
    assert sheet.finished
    finals = {c.player: c.text for c in layout.role("final") if c.player is not None}
    assert finals == {s.player: str(int(s.final)) for s in sheet.standings}
    assert sorted(finals.values()) == ["0", "1", "2", "4"]
    assert not any("●" in c.text for c in layout.role("seat"))
    assert layout.role("status")[0].text == "Finished after 16 hands"


def test_a_finished_sheet_heads_its_columns_with_the_winds_the_players_started_in():
    sheet = mcr_sheet(FULL_GAME)
    assert sheet.rows[-1].hand.seats != sheet.start.seats  # the last hand was played in other seats
    seats = [c.text for c in sorted(layout_sheet(sheet).role("seat"), key=lambda c: c.player)]
    assert seats == ["East", "South", "West", "North"]


def test_tied_players_show_the_table_points_they_share():
    sheet = mcr_sheet((Win(0, 1, fan=8), Win(2, 3, fan=8)), finished=True)  # 0 and 2 tie first, 1 and 3 last
    finals = {c.player: c.text for c in layout_sheet(sheet).role("final") if c.player is not None}
    assert finals == {0: "3", 2: "3", 1: "0.5", 3: "0.5"}


def test_the_what_column_says_how_each_hand_ended_and_its_fan():
    layout = layout_sheet(mcr_sheet(SAMPLE))
    assert [c.text for c in layout.role("what")] == [
        "won on discard 24", "self-drawn 8", "draw", "penalty", "won on discard 12", "won on discard 64"]


def test_labels_follow_the_readers_language():
    layout = layout_sheet(mcr_sheet(SAMPLE), "zh_hans")
    assert layout.role("title")[0].text == "国标麻将计分表"
    assert [c.text for c in layout.role("what")][:3] == ["点和 24", "自摸 8", "荒庄"]


def test_the_chart_has_one_line_per_player_through_every_running_total():
    sheet = mcr_sheet(SAMPLE)
    chart = layout_sheet(sheet).chart
    points = running_totals(sheet)
    assert points[0] == (0, 0, 0, 0) and points[-1] == sheet.totals
    assert len(chart.lines) == 4 and all(len(line) == len(sheet.rows) + 1 for line in chart.lines)
    for p, line in enumerate(chart.lines):
        xs = [x for x, _ in line]
        assert xs == sorted(xs) and len(set(xs)) == len(xs)
        # a higher total is drawn higher (smaller y), equal totals at the same height
        for (_, y0), (_, y1), a, b in zip(line, line[1:], points, points[1:], strict=False):
            assert (y1 < y0) == (b[p] > a[p]) and (y1 == y0) == (b[p] == a[p])
    assert chart.low == min(min(t) for t in points) and chart.high == max(max(t) for t in points)
    assert chart.zero_y is not None and chart.y < chart.zero_y < chart.y + CHART_H


def test_an_empty_sheet_draws_a_flat_chart_and_no_rows():
    sheet = mcr_sheet(())
    layout = layout_sheet(sheet)
    assert not layout.role("delta")
    assert all(len(line) == 1 for line in layout.chart.lines)
    assert Image.open(io.BytesIO(render_sheet_png(sheet))).size == (layout.width, layout.height)


def test_gains_are_green_losses_red_and_the_winners_cell_tinted():
    sheet = mcr_sheet(SAMPLE)
    layout = layout_sheet(sheet, scale=2)
    image = render_sheet_image(sheet, scale=2)
    first = {c.player: c for c in layout.role("delta") if c.row == 1}
    assert _share(image, _box(first[0]), WIN_TINT, 12) > 0.5  # Ann won: her cell is tinted
    assert _share(image, _box(first[2]), WIN_TINT, 12) == 0
    assert _share(image, _box(first[0]), GAIN) > 0.01 and _share(image, _box(first[0]), LOSS) == 0
    assert _share(image, _box(first[1]), LOSS) > 0.01 and _share(image, _box(first[1]), GAIN) == 0
    assert first[1].mark == "discarder" and first[0].mark == "winner" and first[3].mark == ""
    chart = layout.chart
    frame = (chart.x, chart.y, chart.x + chart.width, chart.y + chart.height)
    assert all(_share(image, frame, colour, 20) > 0.001 for colour in PLAYER_COLOURS)


def test_names_in_chinese_and_japanese_are_drawn_not_left_as_boxes():
    font = sheet_picture._text_font(28)
    missing = font.getmask("\U000f0000").getbbox()  # a private-use character: the font's missing glyph
    for name in ("张伟", "陳大文", "さくら", "ヨシコ", "Zoë"):
        assert font.getmask(name[0]).getbbox() != missing, name
    png = render_sheet_png(mcr_sheet(SAMPLE, names=("张伟", "陳大文", "さくら", "Zoë")), "ja", 2)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_long_name_is_cut_to_its_column():
    long = "Bartholomew-Maximilian"
    layout = layout_sheet(mcr_sheet(SAMPLE, names=("Ann", long, "Cat", "Dan")), scale=2)
    cell = next(c for c in layout.role("header") if c.player == 1)
    image = Image.new("RGB", (10, 10))
    from PIL import ImageDraw
    fitted = sheet_picture._fitted(ImageDraw.Draw(image), cell.text, sheet_picture._text_font(32), cell.width)
    assert fitted.endswith("…") and long.startswith(fitted[:-1])


def test_a_long_sheet_shows_its_latest_rows_and_counts_the_rest():
    bodies = [Penalty(p % 4, 3) for p in range(MAX_ROWS + 5)] + [Win(0, 1, fan=8)]
    sheet = mcr_sheet(bodies)
    layout = layout_sheet(sheet)
    shown = {c.row for c in layout.role("delta")}
    assert len(shown) == MAX_ROWS - 1 and max(shown) == len(bodies)
    assert layout.role("omitted")[0].text == f"… {len(bodies) - MAX_ROWS + 1} earlier rows"
    assert len(layout.chart.lines[0]) == len(bodies) + 1  # the chart still has every row


def test_the_same_sheet_gives_the_same_png_and_another_sheet_another():
    one = render_sheet_png(mcr_sheet(SAMPLE), "en", 2)
    assert render_sheet_png(mcr_sheet(SAMPLE), "en", 2) == one
    assert render_sheet_png(mcr_sheet((*SAMPLE, Draw())), "en", 2) != one


def test_a_riichi_sheet_shows_han_and_fu_honba_and_the_pot_left_on_the_table():
    from quiz.sheet.log import replay
    from quiz.sheet.model import Entry, Player, TableStart, Wind
    from quiz.sheet.riichi import RULES

    start = TableStart(RulesetId.RIICHI, tuple(Player(n) for n in ("Ann", "Bob", "Cat", "Dan")), tuple(Wind))
    bodies = [RiichiBet(1), Win(1, 2, han=3, fu=40), Draw(tenpai=(0,)), RiichiBet(3)]
    sheet = replay(RULES, start, [Entry(i, b) for i, b in enumerate(bodies, 1)])
    layout = layout_sheet(sheet)
    assert [c.text for c in layout.role("what")] == ["riichi", "won on discard 3/40", "draw", "riichi"]
    assert [c.text for c in layout.role("hand")][-1] == "East 3, 1 honba"  # as Riichi players read it
    assert layout.role("status")[0].text.endswith("pot 1,000")
    assert running_totals(sheet)[0] == (25_000,) * 4  # the chart starts at the start points


def test_the_png_is_a_small_palette_image_that_looks_like_the_drawing():
    sheet = mcr_sheet(FULL_GAME)
    png = render_sheet_png(sheet, "en", 2)
    opened = Image.open(io.BytesIO(png))
    assert opened.mode == "P" and len(png) < 150_000
    drawn = render_sheet_image(sheet, "en", 2)
    assert opened.size == drawn.size
    difference = ImageChops.difference(opened.convert("RGB"), drawn)
    assert max(ImageStat.Stat(difference).mean) < 2  # palette steps on antialiased edges only
    assert max(high for _, high in difference.getextrema()) < 96


def test_tied_players_lines_run_side_by_side_and_both_show():
    sheet = mcr_sheet((Win(0, 1, fan=8), Win(2, 3, fan=8)))  # Ann and Cat tie, so do Bob and Dan
    chart = layout_sheet(sheet, scale=2).chart
    last = [line[-1] for line in chart.lines]
    assert sheet.totals[0] == sheet.totals[2] and sheet.totals[1] == sheet.totals[3]
    assert last[0][1] != last[2][1] and last[1][1] != last[3][1]
    assert abs(last[0][1] - last[2][1]) >= 2 * 2  # at least a line's width apart: neither hides the other
    assert [sheet_picture.tie_offset(p, 4, 2) for p in range(4)] == [-6, -2, 2, 6]
    image = render_sheet_image(sheet, scale=2)
    x = (chart.lines[0][-2][0] + chart.lines[0][-1][0]) // 2
    column = [image.getpixel((x, y)) for y in range(chart.y, chart.y + chart.height)]
    for p in range(4):
        assert any(all(abs(a - b) <= 30 for a, b in zip(pixel, PLAYER_COLOURS[p], strict=True)) for pixel in column), p
