"""The waits of a hand as readable text, in English, Chinese or both (``fanbot waits`` and ``/waits``).

A ruleset of points: a table with one row per wait (tiles left, the four totals, whether the minimum
is reached without flowers), then the fans of each wait on a discard and what changes when it is
self-drawn. A ruleset of han: each wait with the yaku, han/fu and points for ron and tsumo. Not ready: the shanten and
the useful tiles. 14 tiles: the discard table, with the waits of each discard that leaves the hand
ready. Labels are the catalogue's ``render.text_waits.*`` messages.
"""

from __future__ import annotations

from bot.i18n import BILINGUAL, LANGUAGES, error_text, language_info, plural_key
from bot.render.formats import display_width, pad
from bot.render.labels import labels as renderer_labels
from bot.render.labels import parts
from bot.render.names import reads_latin, short_name
from bot.render.views import counts_han, view_of
from bot.rich import Rich, block, bold, lines
from glossary import get_entry
from glossary.sections import default_section
from scoring.hand import PartialHand
from scoring.mcr.waits import WinScore
from scoring.shanten import Shape, complete_shapes
from scoring.tiles import Tile
from scoring.waits import WaitsReport, report


def labels(language: str) -> dict[str, str]:
    """key -> template of the catalogue's ``render.text_waits.*`` in ``language``."""
    return renderer_labels("text_waits", language)


class _Words:
    """Label lookup for one language, or for several side by side (``both``: English and Chinese).

    A value passed to a label may be a function of a one-language ``_Words``, so that a sentence
    in the bilingual mode reads "English sentence / 中文句子" rather than mixing languages inside.
    Names follow ``languages.toml`` (``bot/render/names.py``): no language is a branch here.
    """

    def __init__(self, language: str | tuple[str, ...], section: str | None = None) -> None:
        """``section``: the glossary section the fans and yaku are named from (the first one's by default)."""
        self.parts = parts(language)
        self.language = self.parts[0] if len(self.parts) == 1 else language
        self.section = default_section() if section is None else section

    def single(self, language: str) -> _Words:
        return self if self.parts == (language,) else _Words((language,), self.section)

    def __call__(self, key: str, **values: object) -> str:
        texts = []
        for lang in self.parts:
            one = self.single(lang)
            resolved = {k: (v(one) if callable(v) else v) for k, v in values.items()}
            texts.append(labels(lang)[key].format(**resolved))
        return " / ".join(dict.fromkeys(texts))

    def counted(self, key: str, count: int):
        """A counted phrase (``1 wait``, ``2 waits``) by the catalogue's plural forms of each
        language: a value for ``__call__``, resolved in the language of the sentence around it."""

        def phrase(one: _Words) -> str:
            form = plural_key(one.language, f"render.text_waits.{key}", count).rsplit(".", 1)[1]
            return labels(one.language)[key][form].format(count=count)

        return phrase

    def _characters(self) -> str | None:
        """The language whose characters name things here (None: English names only)."""
        return next((code for code in self.parts if not reads_latin(code)), None)

    def tile(self, tile: Tile) -> str:
        code = self._characters()
        if code is None:
            return tile.code
        return f"{tile.code} {tile.zh.translate(str.maketrans(language_info(code).tile_names))}"

    def _named(self, names: dict[str, str], latin: str) -> str:
        code = self._characters()
        if code is None:
            return latin
        native = short_name(names, code)
        return f"{latin} {native}" if len(self.parts) > 1 else native

    def fan(self, hit) -> str:
        names = {"zh_hans": hit.zh, "zh_hant": hit.zh_hant, "en": hit.en, "ja": get_entry(self.section, hit.id).ja}
        return self._named(names, hit.en)

    def yaku(self, yaku) -> str:
        """A yaku: its romaji for readers of English names (as players say it), else its name."""
        names = {"zh_hans": yaku.zh_hans, "zh_hant": yaku.zh_hant, "en": yaku.en,
                 "ja": get_entry(self.section, yaku.id).ja}
        return self._named(names, yaku.romaji or yaku.en)

    def error(self, error) -> str:
        """The scorer's ``HandError`` in the text's language (English in a text of both)."""
        return self("error", message=error_text(error, self.parts[0] if len(self.parts) == 1 else "en"))

    def shape(self, shape: Shape) -> str:
        return self(f"shape_{shape.value}")


def _table(rows: list[list[str]], header_rows: int = 1) -> list[str]:
    """Aligned columns (display width, so Chinese counts double); numbers right-aligned below the header."""
    widths = [max(display_width(row[i]) for row in rows) for i in range(len(rows[0]))]
    out = []
    for r, row in enumerate(rows):
        cells = [pad(cell, widths[i], right=r >= header_rows and i > 0) for i, cell in enumerate(row)]
        out.append("  ".join(cells).rstrip())
    return out


def _total(score: WinScore, starred: bool) -> str:
    """The total with flowers; in parentheses when it misses 8 without flowers (the hand cannot be declared)."""
    if score.total is None:
        return "—"
    text = f"{score.total}{'*' if starred else ''}"
    return text if score.meets_minimum else f"({text})"


def _fan_list(words: _Words, score: WinScore) -> str:
    parts = []
    for hit in score.fans:
        times = f"×{hit.count}" if hit.count > 1 else ""
        parts.append(f"{words.fan(hit)} {hit.points}{times}")
    return ", ".join(parts)


def _fan_changes(words: _Words, before: WinScore, after: WinScore) -> str:
    old = {hit.id: hit for hit in before.fans}
    new = {hit.id: hit for hit in after.fans}
    changes = [f"+{words.fan(h)} {h.points * h.count}" for i, h in new.items()
               if i not in old or old[i].count != h.count]
    changes += [f"−{words.fan(h)} {h.points * h.count}" for i, h in old.items()
                if i not in new or new[i].count != h.count]
    return ", ".join(changes)


def _mcr_waits(words: _Words, waits, below_note: str) -> list[str]:
    """``below_note``: the note's key for a total under the minimum (the 8-point one, or any ruleset's)."""
    keys = ("header_wait", "header_left", "header_discard", "header_self", "header_last", "header_self_last")
    keys = keys[:2 + (len(waits[0].scores) if waits else 4)]  # two totals without last-copy scores
    rows = [[words.single(lang)(key) for key in keys] for lang in words.parts]
    for w in waits:
        star = not w.last_copy_possible
        totals = [_total(score, star and i >= 2) for i, score in enumerate(w.scores)]
        rows.append([words.tile(w.tile), str(w.remaining), *totals])
    lines = _table(rows, header_rows=len(words.parts))
    if any(not s.meets_minimum for w in waits for s in w.scores):
        lines.append(words(below_note))
    if any(not w.last_copy_possible for w in waits):
        lines.append(words("held_note"))
    if any(w.remaining == 0 for w in waits):
        lines.append(words("zero_note"))
    lines.append("")
    details: dict[tuple[str, ...], list] = {}  # waits that score alike are explained once
    for w in waits:
        if w.discard.result is None:
            detail = (words.error(w.discard.error),)
        else:
            change = _fan_changes(words, w.discard, w.self_drawn)
            detail = (_fan_list(words, w.discard), *([f"{words('fans_self_drawn')}: {change}"] if change else []))
        details.setdefault(detail, []).append(w)
    for detail, alike in details.items():
        first, *rest = detail
        lines.append(f"{_tiles_named(words, alike)}, {words('fans_on_discard')}: {first}")
        lines += [f"    {line}" for line in rest]
    return lines


def _tiles_named(words: _Words, waits) -> str:
    """One wait with its name (``3m 三万``); several by their codes (``1m 9m 1p``), named in the table above."""
    if len(waits) == 1:
        return words.tile(waits[0].tile)
    return " ".join(w.tile.code for w in waits)


def _riichi_value(words: _Words, score) -> str:
    if score.result is None:
        return words("no_yaku") if score.error.code == "no_yaku" else words.error(score.error)
    r = score.result
    names = ", ".join(_riichi_names(words, r))
    if r.is_yakuman:
        level = words("yakuman", n=r.yakuman_count)
    else:
        level = words("han_fu", han=r.han, fu=r.fu)
    return f"{level}: {r.points.total} ({names})"


def _riichi_names(words: _Words, result) -> list[str]:
    if result.is_yakuman:
        return [words.yaku(y.yaku) + (f" ×{y.multiplier}" if y.multiplier > 1 else "") for y in result.yakuman]
    return [f"{words.yaku(y.yaku)} {y.han}" for y in result.yaku]


def _riichi_waits(words: _Words, waits) -> list[str]:
    details: dict[tuple[str, str], list] = {}  # waits that score alike are shown once
    for w in waits:
        ron = f"    {words('header_ron')}: {_riichi_value(words, w.ron)}"
        tsumo = f"    {words('header_tsumo')}: {_riichi_value(words, w.tsumo)}"
        details.setdefault((ron, tsumo), []).append(w)
    lines = []
    for (ron, tsumo), alike in details.items():
        if len(alike) == 1:
            lines.append(f"{words.tile(alike[0].tile)} ({words('header_left')}: {alike[0].remaining})")
        else:
            lines.append(", ".join(f"{words.tile(w.tile)}×{w.remaining}" for w in alike))
        lines += [ron, tsumo]
    return lines


def _useful_line(words: _Words, useful) -> str:
    return f"{words('useful')}: " + " ".join(f"{words.tile(u.tile)}×{u.remaining}" for u in useful)


def render_report(result: WaitsReport, language: str | tuple[str, ...] = BILINGUAL) -> str:
    """The whole answer for one hand as text lines (no markdown)."""
    words = _Words(language, view_of(result.ruleset).glossary)
    lines: list[str] = []
    if result.awaiting_draw:
        if result.shanten == 0:
            left = sum(w.remaining for w in result.waits)
            lines.append(words("ready", waits=words.counted("wait_count", len(result.waits)),
                               unseen=words.counted("tiles_unseen", left)))
            lines.append("")
            below_note = "below_note" if view_of(result.ruleset).minimum_points is not None else "below_minimum_note"
            lines += (_riichi_waits(words, result.waits) if counts_han(result.ruleset)
                      else _mcr_waits(words, result.waits, below_note))
        else:
            left = sum(u.remaining for u in result.useful)
            lines.append(words("shanten", n=result.shanten, unseen=words.counted("useful_unseen", left)))
            lines.append(_useful_line(words, result.useful))
        return "\n".join(lines).rstrip()
    if result.shanten == -1:
        shapes = ", ".join(words.shape(s) for s in _complete_shapes(result))
        lines.append(words("complete", shapes=shapes))
    else:
        lines.append(words("shanten_after_discard", n=result.shanten) if result.shanten > 0
                     else words("ready_after_discard"))
    lines.append(words("discard_table"))
    shown_waits = False
    for row in result.discards:
        option = row.option
        n = option.shanten

        def state(one: _Words, n: int = n) -> str:
            return one("discard_ready") if n == 0 else one("discard_shanten", n=n)

        lines.append(words("discard_row", tile=words.tile(option.tile), shanten=state,
                           unseen=words.counted("useful_unseen", option.useful_remaining)))
        if option.shanten == 0 and row.waits:
            shown_waits = True
            lines.append(f"    {words('discard_waits')}: " + ", ".join(_short_wait(words, w, result.ruleset)
                                                                    for w in row.waits))
        else:
            lines.append("    " + _useful_line(words, option.useful))
    if shown_waits:  # say what the two numbers after each wait are
        view = view_of(result.ruleset)
        lines.append(words(f"discard_legend_{view.words}"))
        if view.minimum_points is not None and any(not s.meets_minimum for row in result.discards for w in row.waits
                                           for s in (w.discard, w.self_drawn)):
            lines.append(words("below_note"))
    return "\n".join(lines).rstrip()


def _complete_shapes(result: WaitsReport) -> list[Shape]:
    if result.tile_count != 14:  # the special shapes are 14 tiles; a larger hand completes in sets and a pair
        return [Shape.REGULAR]
    counts = [0] * 34
    for t in result.hand.concealed:
        counts[t] += 1
    return list(complete_shapes(counts, len(result.hand.melds)))


def _short_wait(words: _Words, wait, ruleset: str) -> str:
    if not counts_han(ruleset):  # a total of points on a discard and self-drawn
        totals = f"{_total(wait.discard, False)}/{_total(wait.self_drawn, False)}"
        return f"{words.tile(wait.tile)}×{wait.remaining}: {totals}"
    ron = wait.ron.points if wait.ron.result is not None else "—"
    tsumo = wait.tsumo.points if wait.tsumo.result is not None else "—"
    return f"{words.tile(wait.tile)}×{wait.remaining}: {ron}/{tsumo}"


def render_waits(partial: PartialHand, ruleset: str, language: str | tuple[str, ...] = BILINGUAL,
                 rules: object = None) -> str:
    """``rules``: the table's options (a han table's karaten, the scoring of each wait); the defaults when absent."""
    return render_report(report(partial, ruleset, rules), language)


def render_waits_for_bot(partial: PartialHand, ruleset: str, language: str, rules: object = None) -> Rich:
    """For the chat bot: the same text in the chat's language, its first line bold and the tables
    in a block (a block keeps their columns aligned in a chat's proportional font)."""
    text = render_waits(partial, ruleset, language if language in LANGUAGES else "en", rules)
    head, _, rest = text.partition("\n")
    return lines(bold(head), block(rest.strip())) if rest.strip() else bold(head)


__all__ = ["render_report", "render_waits", "render_waits_for_bot", "labels", "LANGUAGES", "BILINGUAL"]
