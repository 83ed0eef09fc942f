"""The discard analysis as readable text (``fanbot efficiency`` and, with the chat style, ``/efficiency``).

``render_efficiency(report, language, style)``: a head line (the best discard, or the 13-tile
hand's state), a table of the discards (what the hand is after each, the useful copies, the
good-shape copies, and the route to a ruleset's minimum or an open hand's yaku), then the details of the
best rows: the waits and their points, the fans that make the 8, the draws, the fans in reach.
``style="text"`` shows every discard and three rows in detail; ``style="chat"`` the best six and one.
Labels are the catalogue's ``efficiency.*`` messages; ``language`` is a catalogue language or
``both`` (English and Simplified Chinese, each line once in each).
"""

from __future__ import annotations

from bot.i18n import BILINGUAL, LANGUAGES, t
from bot.render.formats import number_text
from bot.render.text_waits import _table  # aligned columns as the waits text has them
from bot.render.text_waits import _Words as _WaitsWords  # tile and fan names as the waits text has them
from bot.render.views import view_of
from bot.rich import Rich, block, bold, lines
from scoring.efficiency import DiscardAnalysis, EfficiencyReport
from scoring.mcr import fan_table
from scoring.tiles import Tile

STYLES = {"text": (None, 3), "chat": (6, 1)}
_FANS = {fan.id: fan for fan in fan_table()}


class _Words:
    """Labels in one language, or in English and Simplified Chinese joined by `` / ``."""

    def __init__(self, language: str | tuple[str, ...], section: str | None = None) -> None:
        self._names = _WaitsWords(language, section)  # reads languages.toml: codes, display modes, names
        self.parts = self._names.parts

    def __call__(self, key: str, **values: object) -> str:
        return " / ".join(dict.fromkeys(t(lang, f"efficiency.{key}", **values) for lang in self.parts))

    def each(self, key: str, **values: object) -> list[str]:
        return [t(lang, f"efficiency.{key}", **values) for lang in self.parts]

    def tile(self, tile: Tile) -> str:
        return self._names.tile(tile)

    def fan(self, fan_id: str) -> str:
        return self._names.fan(_FANS[fan_id])


def _state(words: _Words, shanten: int) -> str:
    return words("state_ready") if shanten == 0 else words("state_shanten", n=shanten)


def _to_8(row: DiscardAnalysis) -> str:
    if row.winning_8 is not None:
        return f"{number_text(row.winning_8.discard)}/{number_text(row.winning_8.self_drawn)}"
    if row.expected_winning_8 is not None:
        return f"≈{number_text(row.expected_winning_8.discard)}/{number_text(row.expected_winning_8.self_drawn)}"
    return "—"


def _route(row: DiscardAnalysis) -> str:
    """The figure discards are ranked by on the way to a minimum (after the steps to ready), as it is compared."""
    return number_text(round(row.route_value, 1)) if row.shanten <= 1 else "—"


def _yaku(words: _Words, row: DiscardAnalysis) -> str:
    return "—" if row.keeps_yaku is None else words("yes" if row.keeps_yaku else "no")


def _has_minimum(ruleset: str) -> bool:
    """Whether wins must reach a minimum (8 points): the route to it is shown."""
    return view_of(ruleset).minimum_points is not None


def _discard_table(words: _Words, report: EfficiencyReport, limit: int | None) -> list[str]:
    mcr = _has_minimum(report.ruleset)
    open_hand = any(r.keeps_yaku is not None for r in report.discards)
    keys = ["header_discard", "header_after"] + (["header_route"] if mcr else [])
    keys += ["header_useful", "header_good"]
    keys += ["header_to8"] if mcr else (["header_yaku"] if open_hand else [])
    rows = [[cell for cell in (t(lang, f"efficiency.{k}") for k in keys)] for lang in words.parts]
    shown = report.discards if limit is None else report.discards[:limit]
    for row in shown:
        cells = [words.tile(row.tile), _state(words, row.shanten)] + ([_route(row)] if mcr else [])
        cells += [str(row.useful_count), "—" if row.good_shape_count is None else str(row.good_shape_count)]
        if mcr:
            cells.append(_to_8(row))
        elif open_hand:
            cells.append(_yaku(words, row))
        rows.append(cells)
    out = _table(rows, header_rows=len(words.parts))
    if len(shown) < len(report.discards):
        out.append(words("more", n=len(report.discards) - len(shown)))
    return out


def _details(words: _Words, row: DiscardAnalysis, ruleset: str, full: bool) -> list[str]:
    """The waits, the fans that make the 8, the draws or the fans in reach of one row, indented."""
    out = []
    if row.waits:
        waits = ", ".join(f"{words.tile(w.tile)}×{w.remaining} "
                          f"{'—' if w.discard_total is None else w.discard_total}/"
                          f"{'—' if w.self_drawn_total is None else w.self_drawn_total}" for w in row.waits)
        out.append(f"    {words('waits')}: {waits}")
    if row.fans_to_8:
        out.append(f"    {words('fans_to_8')}: " + ", ".join(f"{words.fan(f.fan)} {round(100 * f.share)}%"
                                                         for f in row.fans_to_8))
    if row.draws and full and _has_minimum(ruleset):
        out.append(f"    {words('draws')}:")
        for d in row.draws:
            target = words.tile(d.discard) if d.discard is not None else words("no_ready")
            out.append(f"      {words.tile(d.tile)}×{d.remaining} → {target}: "
                       f"{number_text(d.winning_8.discard)}/{number_text(d.winning_8.self_drawn)}")
    if row.fans_in_reach:
        out.append(f"    {words('in_reach')}: " + ", ".join(
            f"{words.fan(f.fan)} {f.points} ({words('missing', n=f.missing)})" for f in row.fans_in_reach[:5]))
    if not out and row.useful:
        out.append(f"    {words('header_useful')}: " + " ".join(f"{words.tile(u.tile)}×{u.remaining}"
                                                            for u in row.useful))
    return out


def render_efficiency(report: EfficiencyReport, language: str | tuple[str, ...] = BILINGUAL,
                      style: str = "text") -> str:
    """The whole answer for one hand as plain text lines (no markup)."""
    words = _Words(language, view_of(report.ruleset).glossary)
    limit, detailed = STYLES[style]
    out: list[str] = []
    if report.current is not None:
        row = report.current
        if row.shanten == 0:
            out.append(words("current_ready", left=sum(w.remaining for w in row.waits),
                             discard=number_text(row.winning_8.discard) if row.winning_8 else 0,
                             self_drawn=number_text(row.winning_8.self_drawn) if row.winning_8 else 0)
                       if _has_minimum(report.ruleset) else
                       words("current_ready_plain", left=row.useful_count))
        else:
            out.append(words("current_shanten", n=row.shanten, left=row.useful_count))
        out += [line[4:] for line in _details(words, row, report.ruleset, style == "text")]
        return "\n".join(out)
    best = report.discards[0]
    if report.shanten == -1:
        out.append(words("complete"))
    out.append(words("best", tile=words.tile(best.tile)))
    out += _discard_table(words, report, limit)
    out.append("")
    for row in report.discards[:detailed]:
        details = _details(words, row, report.ruleset, style == "text" and row is best)
        if details:
            out.append(f"{words.tile(row.tile)}:")
            out += details
    out.append(words(f"legend_{view_of(report.ruleset).words}"))
    if _has_minimum(report.ruleset):
        out.append(words("legend_route"))
    return "\n".join(out).rstrip()


def render_efficiency_for_bot(report: EfficiencyReport, language: str) -> Rich:
    """For the chat bot: the chat style in the chat's language, the head bold and the rest in a block
    (a block keeps the table's columns aligned in a proportional font)."""
    text = render_efficiency(report, language if language in LANGUAGES else "en", "chat")
    head, _, rest = text.partition("\n")
    return lines(bold(head), block(rest.strip())) if rest.strip() else bold(head)


__all__ = ["render_efficiency", "render_efficiency_for_bot", "BILINGUAL", "STYLES"]
