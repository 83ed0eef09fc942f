"""The tile picker's text: the hand as it stands (notation and Unicode tiles), what the last tap said,
then the live result (the /score, /waits or /efficiency answer of the same hand, made by those commands),
or below 13 tiles how to go on."""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.names import honor_names, reads_latin
from bot.render.text_hand import BACK
from bot.rich import Rich, lines, rich_text, tiles
from scoring.picker import WINDS, MeldKind, Picker


def picker_unicode(picker: Picker) -> str:
    """``🀇🀈🀉 🀙🀙🀙 🀐🀑🀒🀓 🀔``: melds, standing tiles in order, then the winning tile apart."""
    groups = []
    for meld in picker.built.melds:
        faces = [p.tile.unicode for p in meld.tiles]
        if meld.kind is MeldKind.CONCEALED_KONG:
            faces[0] = faces[-1] = BACK
        groups.append("".join(faces))
    standing = "".join(p.tile.unicode for p in picker.standing())
    if standing:
        groups.append(standing)
    if picker.winning is not None:
        groups.append(picker.winning.tile.unicode)
    return " ".join(groups)


def wind_name(index: int, language: str) -> str:
    """A wind as players of ``language`` name it: E S W N, or 东南西北 in their script."""
    return WINDS[index] if reads_latin(language) else honor_names(language)[index]


def render_picker(picker: Picker, language: str, result: Rich | None, note: Rich | None = None) -> Rich:
    """The picker's message: the note of the last tap, then the result, or the hand and how to go on."""
    tr = Translator(language)
    head = [note] if note is not None else []
    if result is not None:
        return lines(*head, result)
    notation = picker.notation()
    hand = [rich_text(tr, "score.hand_line", hand=notation), tiles(picker_unicode(picker))] if notation else []
    return lines(*head, *hand, rich_text(tr, "calc.hint"))


__all__ = ["picker_unicode", "render_picker", "wind_name"]
