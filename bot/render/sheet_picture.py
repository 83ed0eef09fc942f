"""The score sheet as a PNG: a table of every row and a small chart of the running totals.

Top to bottom: a title band (ruleset, where the game is: the next hand's number, prevailing wind
and dealer, or that it is over), a header with each player's name, seat wind and a dealer mark,
one line per row of the sheet (the hand, what happened, each player's change: gains green,
losses red, the winner's cell tinted, the discarder's outlined), the totals (and table points or
final scores once finished), then the chart, one coloured line per player (the header's colours).

Names may be in any script: the text face is ``fonts/FanbotSheetText-Regular.otf`` (a subset of
Noto Sans CJK, SIL OFL 1.1), so the picture is the same on every machine. Every label (winds,
hands as the ruleset's players read them: ``东 2``, ``東1局 1本場``) comes from the reader's catalogue,
and the hand column is as wide as its longest label. ``layout_sheet`` gives every cell and chart
point (what tests check); ``render_sheet_png`` draws it.
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bot.i18n import Translator
from bot.render.boxes import Box
from bot.render.text_sheet import wind_name
from bot.render.views import view_of
from quiz.sheet.model import HandState, Row, Sheet, Win

if TYPE_CHECKING:  # types only: Pillow itself loads with the first picture
    from PIL import Image, ImageDraw, ImageFont

TEXT_FONT_PATH = Path(__file__).with_name("fonts") / "FanbotSheetText-Regular.otf"

# Sizes at scale 1, in pixels.
MARGIN = 12
TITLE_H = 34
HEADER_H = 46
ROW_H = 24
HAND_W = 64
WHAT_W = 132
PLAYER_W = 104
TEXT_SIZE = 14
TITLE_SIZE = 16
CHART_H = 150
CHART_GAP = 14
#: colours of the PNG's palette
PALETTE = 64
#: a longer sheet shows its latest rows (the totals and the chart still count every row)
MAX_ROWS = 40

PAPER = (250, 248, 242)
FELT = (34, 102, 68)
ON_FELT = (250, 246, 233)
INK = (28, 28, 32)
FAINT = (120, 120, 128)
RULE = (214, 210, 198)
GAIN = (22, 125, 64)
LOSS = (200, 32, 38)
WIN_TINT = (255, 236, 170)
DEAL_IN_EDGE = (200, 32, 38)
#: one colour per player (index), in the header and the chart
PLAYER_COLOURS = ((32, 84, 168), (200, 32, 38), (22, 125, 64), (150, 90, 10))


@dataclass(frozen=True)
class Cell(Box):
    """One piece of text and where it goes. ``role``: title, status, header, seat, hand, what,
    delta, total, final or omitted; ``player`` is the column's player index, ``row`` the sheet row's
    ``seq`` for a row's cells."""

    text: str
    role: str
    player: int | None = None
    row: int | None = None
    #: the winner's cell (tinted) or the discarder's (outlined)
    mark: str = ""


@dataclass(frozen=True)
class Chart(Box):
    """The chart's frame, its value range and one polyline per player (index = player index)."""

    low: int
    high: int
    lines: tuple[tuple[tuple[int, int], ...], ...]
    #: the y of a running total of zero (None when zero is outside the range)
    zero_y: int | None


@dataclass(frozen=True)
class SheetLayout:
    width: int
    height: int
    cells: tuple[Cell, ...]
    chart: Chart

    def role(self, name: str) -> tuple[Cell, ...]:
        return tuple(cell for cell in self.cells if cell.role == name)


def running_totals(sheet: Sheet) -> list[tuple[int, ...]]:
    """Each player's total before the first row and after every row (the sheet's start points,
    0 where nobody starts with points, are the totals less every change)."""
    players = len(sheet.start.players)
    current = [sheet.totals[p] - sum(row.deltas[p] for row in sheet.rows) for p in range(players)]
    points = [tuple(current)]
    for row in sheet.rows:
        current = [current[p] + row.deltas[p] for p in range(players)]
        points.append(tuple(current))
    return points


def _what(row: Row, tr: Translator) -> str:
    kind = tr(f"sheet_ui.kind_{row.kind.value}")
    entry = row.entry
    if isinstance(entry, Win):
        if entry.fan is not None:
            return f"{kind} {entry.fan}"
        if entry.han is not None:
            return f"{kind} {entry.han}/{entry.fu}" if entry.fu else f"{kind} {entry.han}"
    return kind


def _signed(value: int) -> str:
    return f"+{value:,}" if value > 0 else f"{value:,}".replace("-", "−") if value < 0 else "0"


def _plain(value) -> str:
    """A total or a final figure (table points may be shared: 1.5, 2.33)."""
    if value == int(value):
        return f"{int(value):,}".replace("-", "−")
    return f"{float(value):,.2f}".rstrip("0").replace("-", "−")


def row_label(tr: Translator, sheet: Sheet, hand: HandState) -> str:
    """A hand as its players read it, in the reader's words: ``East 2`` (the hand's number in its
    round), or as the ruleset's sheet names hands: ``East 1, 1 honba`` / ``東1局 1本場`` (kyoku and honba)."""
    sheet_view = view_of(sheet.start.ruleset).sheet
    if sheet_view is not None:
        return sheet_view.hand_label(tr, sheet.start, hand)
    return tr("sheet_ui.picture_row_mcr", wind=wind_name(tr, hand.prevailing), number=hand.number)


def _column_width(labels: Sequence[str], least: int, pad: int, scale: int) -> int:
    """A column wide enough for its longest label (``pad`` each side), so that none is cut."""
    font = _text_font(TEXT_SIZE * scale)
    return max([least * scale, *(round(font.getlength(label)) + 2 * pad * scale + 4 for label in labels)])


def layout_sheet(sheet: Sheet, language: str = "en", scale: int = 1,
                 names: Sequence[str] | None = None) -> SheetLayout:
    """Every cell of the picture and the chart's lines, at ``scale``; ``names`` replace the players'
    names as given at start (a Discord mention shown as the member's name)."""
    names = tuple(names) if names is not None else sheet.names
    tr = Translator(language)
    s = scale
    players = len(sheet.start.players)
    margin = MARGIN * s
    rows = sheet.rows[-(MAX_ROWS - 1):] if len(sheet.rows) > MAX_ROWS else sheet.rows
    labels = {row.seq: row_label(tr, sheet, row.hand) for row in rows}
    hand_w = _column_width(tuple(labels.values()), HAND_W, 2, s)
    what_w = _column_width([_what(row, tr) for row in rows], WHAT_W, 6, s)
    width = margin * 2 + hand_w + what_w + PLAYER_W * players * s
    cells: list[Cell] = []
    y = margin

    def column_x(player: int) -> int:
        return margin + hand_w + what_w + PLAYER_W * player * s

    # title band: the ruleset and where the game is
    title = tr(f"sheet_ui.picture_title_{view_of(sheet.start.ruleset).words}")
    nxt = sheet.next_hand
    if sheet.finished or nxt is None:
        status = tr.plural("sheet_ui.picture_finished", sheet.hands_played, hands=sheet.hands_played)
    else:
        status = tr(f"sheet_ui.picture_next_{view_of(sheet.start.ruleset).words}", hand=row_label(tr, sheet, nxt),
                    dealer=names[nxt.dealer])
    pot = dict(sheet.extras).get("pot", 0)
    if pot:  # bets left on the table
        status = f"{status} · {tr('sheet_ui.picture_pot', points=f'{pot:,}')}"
    half = (width - 2 * margin) // 2
    cells.append(Cell(title, "title", x=margin, y=y, width=half, height=TITLE_H * s))
    cells.append(Cell(status, "status", x=margin + half, y=y, width=width - 2 * margin - half, height=TITLE_H * s))
    y += TITLE_H * s

    # header: names, seat winds and the dealer
    cells.append(Cell(tr(f"sheet_ui.picture_hand_{view_of(sheet.start.ruleset).words}"), "header",
                      x=margin, y=y, width=hand_w + what_w, height=HEADER_H * s))
    playing = nxt is not None and not sheet.finished
    # a game being played heads its columns with the next hand's winds; a finished one with the winds
    # each player started in, as its text says ("Ann East · Bo South …")
    seats = nxt.seats if playing else sheet.start.seats
    dealer = nxt.dealer if playing else None
    for p in range(players):
        cells.append(Cell(names[p], "header", player=p,
                          x=column_x(p), y=y, width=PLAYER_W * s, height=HEADER_H * s * 3 // 5))
        seat = wind_name(tr, seats[p]) + (" ●" if dealer == p else "")
        cells.append(Cell(seat, "seat", player=p,
                          x=column_x(p), y=y + HEADER_H * s * 3 // 5, width=PLAYER_W * s, height=HEADER_H * s * 2 // 5))
    y += HEADER_H * s

    if len(sheet.rows) > len(rows):
        omitted = len(sheet.rows) - len(rows)
        cells.append(Cell(tr("sheet_ui.picture_omitted", count=omitted), "omitted",
                          x=margin, y=y, width=width - 2 * margin, height=ROW_H * s))
        y += ROW_H * s
    for row in rows:
        cells.append(Cell(labels[row.seq], "hand", row=row.seq, x=margin, y=y, width=hand_w, height=ROW_H * s))
        cells.append(Cell(_what(row, tr), "what", row=row.seq, x=margin + hand_w, y=y, width=what_w, height=ROW_H * s))
        entry = row.entry
        for p in range(players):
            mark = ""
            if isinstance(entry, Win):
                mark = "winner" if entry.winner == p else "discarder" if entry.loser == p else ""
            cells.append(Cell(_signed(row.deltas[p]), "delta", player=p, row=row.seq, mark=mark,
                              x=column_x(p), y=y, width=PLAYER_W * s, height=ROW_H * s))
        y += ROW_H * s

    # totals, and what the finished game gives
    cells.append(Cell(tr("sheet_ui.picture_total"), "total", x=margin, y=y, width=hand_w + what_w, height=ROW_H * s))
    for p in range(players):
        cells.append(Cell(_plain(sheet.totals[p]), "total", player=p,
                          x=column_x(p), y=y, width=PLAYER_W * s, height=ROW_H * s))
    y += ROW_H * s
    finals = {standing.player: standing.final for standing in sheet.standings if standing.final is not None}
    if finals:
        label = tr(f"sheet_ui.picture_final_{view_of(sheet.start.ruleset).words}")
        cells.append(Cell(label, "final", x=margin, y=y, width=hand_w + what_w, height=ROW_H * s))
        for p in range(players):
            if p in finals:
                cells.append(Cell(_plain(finals[p]), "final", player=p,
                                  x=column_x(p), y=y, width=PLAYER_W * s, height=ROW_H * s))
        y += ROW_H * s

    y += CHART_GAP * s
    chart = _chart(sheet, margin, y, width - 2 * margin, CHART_H * s, s)
    return SheetLayout(width, y + CHART_H * s + margin, tuple(cells), chart)


def _chart(sheet: Sheet, x: int, y: int, width: int, height: int, scale: int = 1) -> Chart:
    """Each player's line is drawn a line's width from the next (player 0 highest), so that when two
    players' totals are equal their lines run side by side instead of one hiding the other."""
    points = running_totals(sheet)
    values = [v for totals in points for v in totals]
    low, high = min(values), max(values)
    if low == high:
        low, high = low - 1, high + 1
    pad = max(4, height // 12)

    def to_y(value: int) -> int:
        return y + pad + round((high - value) * (height - 2 * pad) / (high - low))

    steps = max(1, len(points) - 1)
    players = len(sheet.start.players)
    lines = tuple(
        tuple((x + pad + round(i * (width - 2 * pad) / steps), to_y(totals[p]) + tie_offset(p, players, scale))
              for i, totals in enumerate(points))
        for p in range(players)
    )
    return Chart(low, high, lines, to_y(0) if low <= 0 <= high else None, x=x, y=y, width=width, height=height)


def tie_offset(player: int, players: int, scale: int = 1) -> int:
    """The player's line's shift in pixels, one line width (``2 * scale``) apart, centred on the value."""
    return (2 * player - (players - 1)) * scale


# ----------------------------------------------------------------------------- drawing


@functools.cache
def _text_font(size: int) -> ImageFont.FreeTypeFont:
    from PIL import ImageFont  # here: Pillow (~0.05 s) loads with the first picture, not at every start

    return ImageFont.truetype(str(TEXT_FONT_PATH), size)


def _fitted(draw: ImageDraw.ImageDraw, text: str, font, width: int) -> str:
    """``text`` cut with an ellipsis to ``width`` (a long name must not run into the next column)."""
    if draw.textlength(text, font=font) <= width:
        return text
    while text and draw.textlength(text + "…", font=font) > width:
        text = text[:-1]
    return text + "…"


def _draw_text(draw, cell: Cell, font, fill, align: str = "center", pad: int = 0) -> None:
    text = _fitted(draw, cell.text, font, cell.width - 2 * pad - 2)
    middle = cell.y + cell.height // 2
    if align == "left":
        draw.text((cell.x + pad, middle), text, font=font, fill=fill, anchor="lm")
    elif align == "right":
        draw.text((cell.right - pad, middle), text, font=font, fill=fill, anchor="rm")
    else:
        draw.text((cell.x + cell.width // 2, middle), text, font=font, fill=fill, anchor="mm")


def render_sheet_image(sheet: Sheet, language: str = "en", scale: int = 1,
                       names: Sequence[str] | None = None) -> Image.Image:
    from PIL import Image, ImageDraw  # as in _text_font

    layout = layout_sheet(sheet, language, scale, names)
    s = scale
    image = Image.new("RGB", (layout.width, layout.height), PAPER)
    draw = ImageDraw.Draw(image)
    text, bold_size = _text_font(TEXT_SIZE * s), _text_font(TITLE_SIZE * s)
    title = layout.role("title")[0]
    draw.rectangle((0, 0, layout.width, title.bottom), fill=FELT)
    pad = 6 * s
    for cell in layout.cells:
        colour = PLAYER_COLOURS[cell.player % len(PLAYER_COLOURS)] if cell.player is not None else INK
        if cell.role == "title":
            _draw_text(draw, cell, bold_size, ON_FELT, "left", pad)
        elif cell.role == "status":
            _draw_text(draw, cell, text, ON_FELT, "right", pad)
        elif cell.role == "header":
            _draw_text(draw, cell, bold_size, colour if cell.player is not None else FAINT,
                       "center" if cell.player is not None else "left", pad)
        elif cell.role == "seat":
            _draw_text(draw, cell, text, colour)
        elif cell.role == "hand":  # as wide as its label (_column_width): never cut
            _draw_text(draw, cell, text, INK, "left", 2 * s)
        elif cell.role == "what":
            _draw_text(draw, cell, text, FAINT, "left", pad)
        elif cell.role == "delta":
            box = (cell.x + s, cell.y + s, cell.right - 2 * s, cell.bottom - 2 * s)
            if cell.mark == "winner":
                draw.rectangle(box, fill=WIN_TINT)
            elif cell.mark == "discarder":
                draw.rectangle(box, outline=DEAL_IN_EDGE, width=s)
            value = cell.text
            fill = GAIN if value.startswith("+") else LOSS if value.startswith("−") else FAINT
            _draw_text(draw, cell, text, fill, "right", pad)
        elif cell.role in ("total", "final"):
            font = bold_size if cell.role == "total" else text
            _draw_text(draw, cell, font, INK if cell.player is not None else FAINT,
                       "right" if cell.player is not None else "left", pad)
        elif cell.role == "omitted":
            _draw_text(draw, cell, text, FAINT, "center")
        if cell.role in ("hand", "total", "omitted") and cell.x == MARGIN * s:
            draw.line((MARGIN * s, cell.y, layout.width - MARGIN * s, cell.y), fill=RULE, width=s)
    chart = layout.chart
    draw.rectangle((chart.x, chart.y, chart.right, chart.bottom), outline=RULE, width=s)
    if chart.zero_y is not None:
        draw.line((chart.x, chart.zero_y, chart.right, chart.zero_y), fill=RULE, width=s)
    for p, points in enumerate(chart.lines):
        colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
        if len(points) > 1:
            draw.line(points, fill=colour, width=2 * s, joint="curve")
        for px, py in points:
            draw.ellipse((px - 2 * s, py - 2 * s, px + 2 * s, py + 2 * s), fill=colour)
    for value, y in ((chart.high, chart.y + 2 * s), (chart.low, chart.bottom - 2 * s)):
        draw.text((chart.x + 4 * s, y), _plain(value), font=_text_font(11 * s), fill=FAINT,
                  anchor="la" if value == chart.high else "ld")
    return image


def render_sheet_png(sheet: Sheet, language: str = "en", scale: int = 1, names: Sequence[str] | None = None) -> bytes:
    """The PNG bytes of the sheet picture (deterministic: same sheet and language, same bytes)."""
    from PIL import Image  # as in _text_font

    buffer = io.BytesIO()
    # a palette of 64 colours holds the dozen inks and their antialiasing: a third of the bytes and
    # half the time of an RGB PNG (the encoder was two thirds of the drawing's time), same look
    image = render_sheet_image(sheet, language, scale, names).quantize(PALETTE, method=Image.Quantize.FASTOCTREE)
    image.save(buffer, format="PNG")
    return buffer.getvalue()

