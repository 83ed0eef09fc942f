"""The label files of the text renderers: every language has the same labels."""

from __future__ import annotations

import pytest

from bot.render.labels import LANGUAGES, labels

#: tables only Chinese has: English keeps the scorer's own fu reasons and limit names
CHINESE_ONLY = {"text_riichi": {"fu_reasons", "levels"}}


def _keys(table: dict, prefix: str = "") -> set[str]:
    keys = set()
    for key, value in table.items():
        keys |= _keys(value, f"{prefix}{key}.") if isinstance(value, dict) else {prefix + key}
    return keys


@pytest.mark.parametrize("renderer", ["text_riichi", "text_glossary"])
def test_every_language_has_the_same_labels(renderer):
    tables = labels(renderer)
    assert set(tables) == set(LANGUAGES)
    chinese_only = CHINESE_ONLY.get(renderer, set())
    english = _keys(tables["en"])
    assert not any(key.split(".")[0] in chinese_only for key in english)
    assert _keys(tables["zh_hans"]) == _keys(tables["zh_hant"])
    shared = {key for key in _keys(tables["zh_hans"]) if key.split(".")[0] not in chinese_only}
    assert shared == english, renderer


def test_every_label_is_text():
    for renderer in ("text_riichi", "text_glossary"):
        for language in LANGUAGES:
            tables = [labels(renderer)[language]]
            while tables:
                table = tables.pop()
                for value in table.values():
                    if isinstance(value, dict):
                        tables.append(value)
                    else:
                        assert isinstance(value, str) and value, (renderer, language, value)
