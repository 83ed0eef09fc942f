"""``Rich.lines``: the text cut at its line breaks, each line exactly the slice between two breaks."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.rich import Kind, Rich, Span, bold, plain

SPANS = st.lists(st.builds(Span, st.text(alphabet="ab \n", max_size=12), st.sampled_from(list(Kind)), st.booleans(),
                           st.booleans()), max_size=10).map(lambda spans: Rich(tuple(spans)))


def _sliced_at_each_break(text: Rich) -> list[Rich]:
    """The definition: ``slice`` between every two line breaks of the plain text."""
    breaks = [index for index, char in enumerate(text.plain) if char == "\n"]
    starts, ends = [0, *(b + 1 for b in breaks)], [*breaks, len(text)]
    return [text.slice(start, end) for start, end in zip(starts, ends, strict=True)]


@given(SPANS)
def test_each_line_is_the_slice_between_two_breaks(text):
    assert text.lines() == _sliced_at_each_break(text)


def test_an_empty_line_inside_a_block_is_an_empty_piece_of_the_block():
    block = Rich((Span("a\n\nb", Kind.BLOCK),))
    assert block.lines() == [Rich((Span("a", Kind.BLOCK),)), Rich((Span("", Kind.BLOCK),)),
                             Rich((Span("b", Kind.BLOCK),))]


def test_a_line_across_spans_keeps_each_style_and_the_breaks_are_dropped():
    text = plain("one\ntw") + bold("o\nthree") + plain("\n")
    assert text.lines() == [plain("one"), plain("tw") + bold("o"), bold("three"), Rich()]


def test_a_message_of_a_thousand_lines_is_cut_into_its_lines():
    text = Rich(tuple(Span(f"line {n}\n", Kind.PLAIN if n % 2 else Kind.CODE) for n in range(1000)))
    lines = text.lines()
    assert len(lines) == 1001 and lines[999] == Rich((Span("line 999", Kind.PLAIN),)) and lines[-1] == Rich()
