"""A tournament round's seating and its standings as PNG pictures: a title band, a header, one line
per table or player (the score sheet's face and colours, so names in any script draw the same on
every machine). ``seating_grid`` and ``standings_grid`` give the cells (what tests check);
``render_grid_png`` draws them."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from bot.i18n import Translator
from bot.render.formats import number
from bot.render.sheet_picture import FAINT, FELT, INK, ON_FELT, PALETTE, PAPER, RULE, _fitted, _text_font
from bot.render.text_tournament import STANDINGS_LINES, seat_name
from bot.render.views import view_of
from quiz.tournament.kinds import Standing
from quiz.tournament.model import SEATS
from quiz.tournament.state import RoundState, Tournament

MARGIN = 12
TITLE_H = 34
ROW_H = 24
TEXT_SIZE = 14
TITLE_SIZE = 16
#: a picture lists at most this many lines (a 128-player field's standings: the top, the rest in the file)
MAX_LINES = 64
DONE = (22, 125, 64)
WAITING = (200, 120, 20)


@dataclass(frozen=True)
class Grid:
    """``widths`` in pixels at scale 1; ``marks[i]`` colours row i ("done", "waiting" or "")."""

    title: str
    subtitle: str
    header: tuple[str, ...]
    widths: tuple[int, ...]
    rows: tuple[tuple[str, ...], ...]
    marks: tuple[str, ...] = ()


def seating_grid(tr: Translator, t: Tournament, played: RoundState) -> Grid:
    header = (tr("tournament.col_table"), *(seat_name(tr, seat) for seat in SEATS))
    rows, marks = [], []
    for table in played.tables[:MAX_LINES]:
        rows.append((str(table.number), *(t.seat_name(played.number, p) for p in table.players)))
        entry = played.results.get(table.number)
        marks.append("" if entry is None else "done" if entry.confirmed else "waiting")
    return Grid(t.name, tr("tournament.picture_round", round=played.number, rounds=t.rounds, key=played.seed),
                header, (56, 150, 150, 150, 150), tuple(rows), tuple(marks))


def standings_grid(tr: Translator, t: Tournament, standings: Sequence[Standing]) -> Grid:
    played = sum(1 for r in t.played if r.complete)
    rounds = tuple(tr("tournament.col_round", round=r) for r in range(1, len(t.played) + 1))
    columns = view_of(t.ruleset).tournament.columns
    header = (tr("tournament.col_place"), tr("tournament.col_name"), *(tr(key) for key in columns.titles), *rounds)
    rows = tuple((str(s.place), t.entrants[s.player].name, *(number(v) for v in columns.figures(s)),
                  *(number(p) for p in s.rounds)) for s in standings[:MAX_LINES])
    widths = (48, 170, *columns.widths, *(columns.round_width,) * len(rounds))
    return Grid(t.name, tr("tournament.picture_standings", played=played, rounds=t.rounds), header, widths, rows)


def render_grid_png(grid: Grid, scale: int = 1) -> bytes:
    from PIL import Image, ImageDraw  # here: Pillow (~0.05 s) loads with the first picture, not at every start

    s = scale
    width = (2 * MARGIN + sum(grid.widths)) * s
    height = (TITLE_H + ROW_H * (len(grid.rows) + 1) + MARGIN) * s
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    text, bold = _text_font(TEXT_SIZE * s), _text_font(TITLE_SIZE * s)
    draw.rectangle((0, 0, width, TITLE_H * s), fill=FELT)
    pad = 6 * s
    middle = TITLE_H * s // 2
    draw.text((MARGIN * s, middle), _fitted(draw, grid.title, bold, width // 2), font=bold, fill=ON_FELT, anchor="lm")
    draw.text((width - MARGIN * s, middle), _fitted(draw, grid.subtitle, text, width // 2 - pad), font=text,
              fill=ON_FELT, anchor="rm")
    colours = {"done": DONE, "waiting": WAITING}
    for line, cells in enumerate((grid.header, *grid.rows)):
        y = (TITLE_H + ROW_H * line) * s
        x = MARGIN * s
        mark = grid.marks[line - 1] if line and line - 1 < len(grid.marks) else ""
        if line:
            draw.line((MARGIN * s, y, width - MARGIN * s, y), fill=RULE, width=s)
        for column, (cell, cell_width) in enumerate(zip(cells, grid.widths, strict=False)):
            w = cell_width * s
            font = bold if line == 0 else text
            fill = FAINT if line == 0 else colours.get(mark, INK) if column == 0 else INK
            shown = _fitted(draw, cell, font, w - 2 * pad)
            draw.text((x + pad, y + ROW_H * s // 2), shown, font=font, fill=fill, anchor="lm")
            x += w
    buffer = io.BytesIO()
    image.quantize(PALETTE, method=Image.Quantize.FASTOCTREE).save(buffer, format="PNG")
    return buffer.getvalue()


__all__ = ["Grid", "seating_grid", "standings_grid", "render_grid_png", "STANDINGS_LINES"]
