"""Rich text as a structure: the spans a reply is made of, never markup inside strings.

A ``Rich`` is a sequence of ``Span``: plain text, bold or italic text, inline code, a preformatted
block, a run of tiles, or text a user typed. Each adapter renders the spans natively and escapes
their text (Telegram HTML, Discord markdown, the terminal), so no span's text can become markup.

The catalogue's templates may use a light markdown (``**bold**``, ``*italic*``, `` `code` `` and
fenced blocks): ``rich_text`` reads that markup from the *template* and puts each value in as a span
of its own, so the values (a user's hand, a fan name they typed) are never read as markup.
"""

from __future__ import annotations

import enum
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace


class Kind(enum.Enum):
    """What a span holds; bold and italic are separate flags, since they combine with the kinds."""

    PLAIN = "plain"
    #: inline code: a notation to copy (``/waits 123m…``), a setting name
    CODE = "code"
    #: a preformatted block whose columns line up (the waits table)
    BLOCK = "block"
    #: a run of tiles (Unicode tiles or notation) shown as it is
    TILES = "tiles"
    #: text a user typed, echoed back: always literal
    USER = "user"
    #: the time left until a moment (``Span.at``, Unix seconds): the text says it as it was when written
    #: ("in 12 s"); a platform with live times shows it counting instead (Discord's ``<t:…:R>``)
    COUNTDOWN = "countdown"


@dataclass(frozen=True, slots=True)
class Span:
    text: str
    kind: Kind = Kind.PLAIN
    bold: bool = False
    italic: bool = False
    #: a countdown's moment (Unix seconds)
    at: float | None = None

    def same_style(self, other: Span) -> bool:
        return (self.kind, self.bold, self.italic, self.at) == (other.kind, other.bold, other.italic, other.at)


TextLike = "Rich | str"


@dataclass(frozen=True, slots=True)
class Rich:
    """Immutable rich text: ``plain("a") + bold("b")``, ``Rich.join("\\n", lines)``."""

    spans: tuple[Span, ...] = ()

    # ------------------------------------------------------------------ reading

    @property
    def plain(self) -> str:
        """The visible text, without any style (toasts, logs, length limits, tests)."""
        return "".join(span.text for span in self.spans)

    def __str__(self) -> str:
        return self.plain

    @property
    def markdown(self) -> str:
        """The spans written as light markdown (``**bold**``, ``_italic_``, `` `code` ``, fences),
        unescaped: a view for tests and logs that shows the structure. Nothing parses it back."""
        out = []
        for span in self.spans:
            if span.kind is Kind.BLOCK:
                out.append(f"```\n{span.text}\n```")
                continue
            body = f"`{span.text}`" if span.kind is Kind.CODE else span.text
            body = f"_{body}_" if span.italic else body
            out.append(f"**{body}**" if span.bold else body)
        return "".join(out)

    def __bool__(self) -> bool:
        return any(span.text for span in self.spans)

    def __len__(self) -> int:
        return sum(len(span.text) for span in self.spans)

    def __contains__(self, text: str) -> bool:
        return text in self.plain

    def __iter__(self) -> Iterator[Span]:
        return iter(self.spans)

    def has(self, kind: Kind | None = None, *, bold: bool | None = None, text: str | None = None) -> bool:
        """Whether some span is of ``kind`` / bold, and (when given) holds ``text``."""
        return any((kind is None or span.kind is kind) and (bold is None or span.bold is bold)
                   and (text is None or text in span.text) for span in self.spans)

    # ------------------------------------------------------------------ building

    def __add__(self, other: Rich | str) -> Rich:
        if isinstance(other, str):
            other = plain(other)
        if not isinstance(other, Rich):
            return NotImplemented
        return Rich(_merged((*self.spans, *other.spans)))

    def __radd__(self, other: str) -> Rich:
        if isinstance(other, str):
            return plain(other) + self
        return NotImplemented

    @staticmethod
    def join(separator: Rich | str, parts: Iterable[Rich | str]) -> Rich:
        out: list[Span] = []
        sep = as_rich(separator).spans
        for index, part in enumerate(parts):
            if index:
                out += sep
            out += as_rich(part).spans
        return Rich(_merged(out))

    def strip(self) -> Rich:
        """Without the white space at both ends."""
        text = self.plain
        start = len(text) - len(text.lstrip())
        return self.slice(start, len(text.rstrip()))

    def styled(self, *, bold: bool | None = None, italic: bool | None = None) -> Rich:
        """The same text with bold / italic set on every span."""
        return Rich(tuple(replace(span, bold=span.bold if bold is None else bold,
                                  italic=span.italic if italic is None else italic) for span in self.spans))

    # ------------------------------------------------------------------ cutting

    def slice(self, start: int, end: int | None = None) -> Rich:
        """The spans between two offsets of ``plain`` (a span cut in two keeps its style)."""
        end = len(self) if end is None else end
        out: list[Span] = []
        position = 0
        for span in self.spans:
            low, high = position, position + len(span.text)
            position = high
            if high <= start or low >= end:
                continue
            out.append(_piece(span, low, start, end))
        return Rich(tuple(out))

    def lines(self) -> list[Rich]:
        """The text cut at its line breaks (a block cut there stays a block on each side).

        Each line is ``slice`` of its offsets, found in one pass over the spans (a message of many lines is
        cut in linear time): an empty line inside a span keeps that span's style, as an empty piece of it."""
        bounds, start = [], 0
        for index, char in enumerate(self.plain):
            if char == "\n":
                bounds.append((start, index))
                start = index + 1
        bounds.append((start, len(self)))
        starts, ends, position = [], [], 0
        for span in self.spans:
            starts.append(position)
            position += len(span.text)
            ends.append(position)
        out, first = [], 0
        for start, end in bounds:
            while first < len(self.spans) and ends[first] <= start:  # spans wholly before this line
                first += 1
            last = first
            while last < len(self.spans) and starts[last] < end:
                last += 1
            out.append(Rich(tuple(_piece(self.spans[i], starts[i], start, end) for i in range(first, last))))
        return out

    def split(self, limit: int, size: Callable[[Rich], int] | None = None) -> list[Rich]:
        """Pieces of at most ``limit`` (as ``size`` measures a piece: its rendered length on the
        platform; the visible length by default), cut at line breaks where possible. Each piece
        is whole spans, so its rendering opens and closes every tag it uses."""
        measure = size or len
        if measure(self) <= limit:
            return [self]
        pieces: list[Rich] = []
        current: Rich | None = None
        for line in self.lines():
            candidate = line if current is None else _joined(current, line)
            if measure(candidate) <= limit:
                current = candidate
                continue
            if current is not None:
                pieces.append(current)
            current = None
            while measure(line) > limit:
                cut = _longest_prefix(line, limit, measure)
                pieces.append(line.slice(0, cut))
                line = line.slice(cut)
            current = line
        if current is not None and (current or not pieces):
            pieces.append(current)
        return pieces


def _joined(first: Rich, second: Rich) -> Rich:
    """Two lines again: the line break inside a block when both sides are the block's."""
    if first.spans and second.spans and first.spans[-1].kind is Kind.BLOCK is second.spans[0].kind:
        return Rich(_merged((*first.spans, Span("\n", Kind.BLOCK), *second.spans)))
    return first + "\n" + second


def _piece(span: Span, low: int, start: int, end: int) -> Span:
    """The part of ``span`` (which starts at offset ``low``) between the offsets ``start`` and ``end``."""
    return replace(span, text=span.text[max(start, low) - low:end - low])


def _longest_prefix(line: Rich, limit: int, measure: Callable[[Rich], int]) -> int:
    """How many characters of ``line`` fit in ``limit`` (at least one, so cutting always moves on)."""
    low, high = 1, len(line)
    while low < high:
        middle = (low + high + 1) // 2
        if measure(line.slice(0, middle)) <= limit:
            low = middle
        else:
            high = middle - 1
    return low


def _merged(spans: Iterable[Span]) -> tuple[Span, ...]:
    """Neighbouring spans of one style joined, empty ones dropped (so renderers never write
    ``**a****b**``, and two blocks side by side are one)."""
    out: list[Span] = []
    for span in spans:
        if not span.text:
            continue
        if out and out[-1].same_style(span):
            out[-1] = replace(out[-1], text=out[-1].text + span.text)
        else:
            out.append(span)
    return tuple(out)


# ---------------------------------------------------------------------- constructors


def as_rich(value: Rich | str) -> Rich:
    return value if isinstance(value, Rich) else plain(str(value))


def plain(text: str) -> Rich:
    return Rich((Span(text),)) if text else Rich()


def bold(value: Rich | str) -> Rich:
    return as_rich(value).styled(bold=True)


def italic(value: Rich | str) -> Rich:
    return as_rich(value).styled(italic=True)


def code(text: str) -> Rich:
    return Rich((Span(text, Kind.CODE),)) if text else Rich()


def block(text: str) -> Rich:
    return Rich((Span(text, Kind.BLOCK),)) if text else Rich()


def tiles(text: str) -> Rich:
    return Rich((Span(text, Kind.TILES),)) if text else Rich()


def countdown(text: str, at: float) -> Rich:
    """The time left until ``at`` (Unix seconds), written as ``text`` where it cannot count live."""
    return Rich((Span(text, Kind.COUNTDOWN, at=at),)) if text else Rich()


def user(text: str) -> Rich:
    """Text a user typed: shown literally, its invisible characters escaped (``shown``)."""
    return Rich((Span(shown(text), Kind.USER),)) if text else Rich()


#: invisible characters that change how the text around them reads: controls (but line breaks and
#: tabs), format characters (U+202E turns text around, ZWJ, the BOM), surrogates, private use
_HIDDEN = frozenset(("Cc", "Cf", "Cs", "Co"))


def shown(text: str) -> str:
    """``text`` with each invisible character written as its escape (``\\u202e``, ``\\x00``), so a
    name echoed back reads as what was typed and cannot reverse or hide the words after it."""
    if text.isprintable():
        return text
    return "".join(_escaped(ch) if ch not in "\n\t" and unicodedata.category(ch) in _HIDDEN else ch for ch in text)


def _escaped(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def lines(*parts: Rich | str) -> Rich:
    """Parts one per line."""
    return Rich.join("\n", parts)


# ---------------------------------------------------------------------- templates

_OPEN, _CLOSE = "\ue000", "\ue001"
_SLOT = re.compile(f"{_OPEN}(\\d+){_CLOSE}")
_FENCE = re.compile(r"```(?:[A-Za-z0-9_+-]*\n)?(.*?)\n?```|`([^`\n]+)`", re.S)
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", re.S)
_ITALIC = re.compile(r"(?<![*\w])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![*\w])")


def from_markup(template: str) -> Rich:
    """A trusted template's light markdown as spans (unbalanced markers stay literal)."""
    spans: list[Span] = []
    position = 0
    for match in _FENCE.finditer(template):
        spans += _inline(template[position:match.start()])
        if match.group(1) is not None:
            spans.append(Span(match.group(1), Kind.BLOCK))
        else:
            spans.append(Span(match.group(2), Kind.CODE))
        position = match.end()
    spans += _inline(template[position:])
    return Rich(_merged(spans))


def _inline(text: str, is_bold: bool = False) -> list[Span]:
    spans: list[Span] = []
    position = 0
    if not is_bold:
        for match in _BOLD.finditer(text):
            spans += _italics(text[position:match.start()], False)
            spans += _italics(match.group(1), True)
            position = match.end()
    spans += _italics(text[position:], is_bold)
    return spans


def _italics(text: str, is_bold: bool) -> list[Span]:
    spans: list[Span] = []
    position = 0
    for match in _ITALIC.finditer(text):
        spans.append(Span(text[position:match.start()], bold=is_bold))
        spans.append(Span(match.group(1), bold=is_bold, italic=True))
        position = match.end()
    spans.append(Span(text[position:], bold=is_bold))
    return spans


def fill(template: Rich, values: list[Rich]) -> Rich:
    """``template`` with each slot mark replaced by its value's spans, in the slot's style."""
    out: list[Span] = []
    for span in template.spans:
        position = 0
        for match in _SLOT.finditer(span.text):
            out.append(replace(span, text=span.text[position:match.start()]))
            out += _in_style(values[int(match.group(1))], span)
            position = match.end()
        out.append(replace(span, text=span.text[position:]))
    return Rich(_merged(out))


def _in_style(value: Rich, slot: Span) -> list[Span]:
    if slot.kind in (Kind.CODE, Kind.BLOCK):  # inside code everything is code
        return [replace(slot, text=value.plain)]
    return [replace(span, bold=span.bold or slot.bold, italic=span.italic or slot.italic) for span in value.spans]


def rich_text(translate: Callable[..., str], key: str, /, **values: object) -> Rich:
    """The catalogue string ``key`` (``translate`` is a ``bot.i18n.Translator``) as rich text.

    Numbers go to the catalogue as numbers (plural rules may read them); text and ``Rich`` values
    go in as slot marks that the template's markup cannot touch, and come back as their own spans.
    """
    slots: list[Rich] = []
    given: dict[str, object] = {}
    for name, value in values.items():
        if isinstance(value, int | float) and not isinstance(value, bool):
            given[name] = value
        else:
            given[name] = f"{_OPEN}{len(slots)}{_CLOSE}"
            slots.append(value if isinstance(value, Rich) else plain(shown(str(value))))
    return fill(from_markup(translate(key, **given)), slots)


def rich_translator(translate: Callable[..., str]) -> Callable[..., Rich]:
    """``rich_text`` bound to one translator: ``rt = rich_translator(tr); rt("quiz.right", points=2)``."""
    return lambda key, /, **values: rich_text(translate, key, **values)


__all__ = ["Kind", "Span", "Rich", "as_rich", "plain", "bold", "italic", "code", "block", "tiles", "countdown", "user",
           "shown",
           "lines", "from_markup", "fill", "rich_text",
           "rich_translator"]
