"""A catalogue parsed once is kept beside it (``__pycache__``, as Python keeps bytecode) and read back by the
next process; a catalogue edited since is parsed afresh, and a folder the bot may not write to keeps nothing."""

from __future__ import annotations

import json
import shutil
import sys

import pytest

from bot import i18n

read = i18n.load_strings.__wrapped__  # past this process's own cache, as a new process reads it


@pytest.fixture
def locales(tmp_path, monkeypatch):
    folder = tmp_path / "locales"
    folder.mkdir()
    shutil.copy(i18n.catalogue_path("en"), folder / "en.po")
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return folder


def _kept(folder):
    return folder / "__pycache__" / "en.po.json"


def test_a_catalogue_read_once_is_kept_and_read_back_as_parsed(locales):
    parsed = read("en")
    assert parsed["help.title"]
    kept = json.loads(_kept(locales).read_text(encoding="utf-8"))
    assert kept["strings"] == parsed
    kept["strings"]["help.title"] = "read back"  # what the next read returns comes from the kept copy
    _kept(locales).write_text(json.dumps(kept), encoding="utf-8")
    assert read("en")["help.title"] == "read back"


def test_a_catalogue_edited_since_is_parsed_afresh(locales):
    read("en")
    with (locales / "en.po").open("a", encoding="utf-8") as source:
        source.write('\nmsgctxt "kept.new"\nmsgid "New"\nmsgstr "New"\n')
    assert read("en")["kept.new"] == "New"
    assert json.loads(_kept(locales).read_text(encoding="utf-8"))["strings"]["kept.new"] == "New"


def test_a_damaged_kept_copy_is_parsed_over(locales):
    expected = read("en")
    _kept(locales).write_text("{not json", encoding="utf-8")
    assert read("en") == expected
    assert json.loads(_kept(locales).read_text(encoding="utf-8"))["strings"] == expected


def test_nothing_is_kept_where_bytecode_may_not_be_written(locales, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert read("en")["help.title"]
    assert not (locales / "__pycache__").exists()


def test_a_folder_that_cannot_keep_it_still_answers(locales):
    (locales / "__pycache__").write_text("a file where the folder would be", encoding="utf-8")
    assert read("en")["help.title"]
    assert read("en")["help.title"]
    assert sorted(path.name for path in locales.iterdir()) == ["__pycache__", "en.po"]  # no temporary file left
