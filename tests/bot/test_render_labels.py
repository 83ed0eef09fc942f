"""The labels of the text renderers (``render.*`` in the catalogue): every language has the same labels."""

from __future__ import annotations

import pytest

from bot.render.labels import LANGUAGES, labels


def _keys(table: dict, prefix: str = "") -> set[str]:
    keys = set()
    for key, value in table.items():
        keys |= _keys(value, f"{prefix}{key}.") if isinstance(value, dict) else {prefix + key}
    return keys


@pytest.mark.parametrize("renderer", ["text_riichi", "text_glossary"])
def test_every_language_has_the_same_labels(renderer):
    tables = {language: labels(renderer, language) for language in LANGUAGES}
    english = _keys(tables["en"])
    assert english
    for language in LANGUAGES:
        assert _keys(tables[language]) == english, (renderer, language)


def test_every_label_is_text():
    for renderer in ("text_riichi", "text_glossary"):
        for language in LANGUAGES:
            tables = [labels(renderer, language)]
            while tables:
                table = tables.pop()
                for value in table.values():
                    if isinstance(value, dict):
                        tables.append(value)
                    else:
                        assert isinstance(value, str) and value, (renderer, language, value)


def test_a_text_in_english_and_chinese_reads_their_catalogues_alone():
    """A command's text in two languages parses two catalogues, not every one (a CLI start pays for each)."""
    from bot.i18n import load_strings
    from bot.render.text_waits import render_report
    from scoring.notation import parse_partial
    from scoring.waits import report

    load_strings.cache_clear()
    labels.cache_clear()
    render_report(report(parse_partial("1112345678999m")), "both")
    assert load_strings.cache_info().currsize == 2
