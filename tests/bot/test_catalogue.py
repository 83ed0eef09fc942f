"""The message catalogue: one gettext catalogue per language, all with the same messages.

``bot/locales/<code>.po`` for every language of ``bot/locales/languages.toml``; each message is
under a key (``msgctxt``) with the English text as ``msgid``. Every language has every message,
translated, with the same ``{fields}``; the files are exactly what ``python -m bot.locales update``
writes (so translators' tools and the repository agree); and the presentation layer keeps no
user-facing text of its own.
"""

from __future__ import annotations

import ast
import functools
import io
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from bot.i18n import LANGUAGES, LOCALE_DIR, catalogue_path, error_text, languages, load_strings, t
from bot.locales.__main__ import po_bytes, updated
from quiz.games import GameError
from quiz.generator import GeneratorError
from scoring.riichi import FuReason
from tests import parsed

ROOT = Path(__file__).resolve().parents[2]


def _fresh_catalogue(language: str):
    """``language``'s catalogue read from its file, the test's own to change."""
    with catalogue_path(language).open("rb") as handle:
        return read_po(handle)


@functools.cache
def _catalogue(language: str):
    """``language``'s catalogue, read once for the tests that only read it (a read takes a tenth of a second)."""
    return _fresh_catalogue(language)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_language_listed_has_a_catalogue_and_every_catalogue_is_listed():
    assert LANGUAGES[0] == "en"
    assert {path.stem for path in LOCALE_DIR.glob("*.po")} == set(LANGUAGES)
    for code, language in languages().items():
        assert _catalogue(code).locale_identifier == language.locale, code


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_every_message_with_the_same_fields(language):
    english = load_strings("en")
    strings = load_strings(language)  # translated and not fuzzy only
    assert set(strings) == set(english), sorted(set(english) ^ set(strings))[:10]
    different = [key for key, text in strings.items() if _fields(text) != _fields(english[key])]
    assert not different, different


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_translates_the_current_english_text(language):
    english = {m.context: m.id for m in _catalogue("en") if m.id}
    for message in _catalogue(language):
        if message.id:
            assert message.id == english[message.context], message.context
            assert ("python-brace-format" in message.flags) == bool(_fields(message.id)), message.context
    assert all(m.string == m.id for m in _catalogue("en") if m.id)


def _content(catalogue) -> tuple:
    """What a catalogue says, whatever the Babel release that wrote or reads it: headers, then messages in order."""
    headers = tuple((name, value) for name, value in catalogue.mime_headers if name != "Generated-By")
    messages = tuple((m.context, m.id, m.string, tuple(sorted(m.flags)), tuple(m.previous_id),
                      tuple(m.user_comments)) for m in catalogue if m.id)
    return headers, messages


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalogues_are_as_the_update_tool_writes_them(language):
    rewritten = read_po(io.BytesIO(po_bytes(updated(language, _catalogue("en"), _catalogue(language)))))
    assert _content(rewritten) == _content(_catalogue(language)), "run python -m bot.locales update"


def test_the_written_catalogue_carries_no_stamp_of_the_babel_release():
    for language in LANGUAGES:
        assert b"Generated-By" not in catalogue_path(language).read_bytes(), language
        assert b"Generated-By" not in po_bytes(_catalogue(language))


def test_a_catalogue_out_of_step_with_english_is_found():
    english = _catalogue("en")
    stale = _fresh_catalogue("ja")
    message = next(m for m in stale if m.context == "score.title_mcr")
    stale.delete(message.id, context=message.context)
    assert _content(updated("ja", english, stale)) != _content(_catalogue("ja"))


def test_a_changed_english_text_keeps_the_translation_as_fuzzy_until_checked():
    english = _fresh_catalogue("en")
    message = next(m for m in english if m.context == "score.title_mcr")
    english.delete(message.id, context=message.context)
    english.add("MCR hand score", "MCR hand score", context="score.title_mcr")
    catalogue = updated("zh_hans", english, _catalogue("zh_hans"))
    changed = catalogue.get("MCR hand score", context="score.title_mcr")
    assert changed.fuzzy and changed.string == t("zh_hans", "score.title_mcr")
    assert changed.previous_id == [message.id]


def test_a_key_missing_in_a_language_reads_in_english():
    assert t("zh_hans", "no.such.key") == "no.such.key"
    assert t("xx", "score.title_mcr") == t("en", "score.title_mcr")


# ----------------------------------------------------------------------------- no text in code

#: the presentation layer, the adapters and the command line: every text a user reads comes from
#: the catalogue (the command line's --help and argparse's usage errors are argparse's, in English
#: like argparse's own "usage:" and "options:"; see _argparse_help)
PRESENTATION = ["bot/commands", "bot/services", "bot/render", "bot/core.py", "bot/replies.py", "bot/adapters",
                "bot/cli"]
#: literals that are not messages: words a user may type (read, never written) and tile faces
NOT_MESSAGES = {
    ("bot/commands/common.py", "国标"), ("bot/commands/common.py", "國標"), ("bot/commands/common.py", "日麻"),
    ("bot/commands/common.py", "立直"),
    ("bot/services/chat_quiz.py", "本周"), ("bot/services/chat_quiz.py", "本週"),
    ("bot/services/chat_quiz.py", "周"), ("bot/services/chat_quiz.py", "週"),
    ("bot/commands/settings_cmd.py", "on, off, auto"),
}
#: files drawing tile faces (glyphs, not words) or making the font subset
GLYPHS = {"bot/render/picture.py", "bot/render/fonts/make_subset.py", "bot/render/fonts/make_text_font.py",
          "bot/render/text_waits.py"}
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_SENTENCE = re.compile(r"[A-Za-z]{2,}(?:[ ,'’]+[A-Za-z]{2,}){2,}")  # three words or more
_DEVELOPER_ERRORS = {"ValueError", "TypeError", "KeyError", "RuntimeError", "AssertionError", "ConfigError"}


#: argparse's own texts: --help lines, metavars, and the errors of a type= converter (argparse
#: writes them after its English "error:"); SUBCOMMANDS is the --help table of bot/cli/__init__.py
_ARGPARSE_KEYWORDS = {"help", "description", "metavar", "epilog", "usage"}


def _argparse_help(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Call):
        return [k.value for k in node.keywords if k.arg in _ARGPARSE_KEYWORDS]
    if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Attribute):
        return list(node.exc.args) if node.exc.func.attr == "ArgumentTypeError" else []
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "SUBCOMMANDS":
        return [node.value] if node.value is not None else []
    return []


def _not_user_facing(tree: ast.AST) -> set[int]:
    """ids of the constants in docstrings, log calls, programming-error raises and argparse's help."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        parts: list[ast.AST] = _argparse_help(node)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                parts.append(first.value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and isinstance(
                node.func.value, ast.Name) and node.func.value.id in ("log", "logging", "logger"):
            parts += node.args
        elif isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(
                node.exc.func, ast.Name) and node.exc.func.id in _DEVELOPER_ERRORS:
            parts += node.exc.args
        skipped |= {id(inner) for part in parts for inner in ast.walk(part)}
    return skipped


def _literals(path: Path) -> list[tuple[int, str]]:
    tree = parsed.tree(path)
    skipped = _not_user_facing(tree)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped
            and (_CJK.search(node.value) or _SENTENCE.search(node.value))]


def test_no_user_facing_text_is_left_in_the_presentation_code():
    files = [path for name in PRESENTATION for path in (
        sorted((ROOT / name).rglob("*.py")) if (ROOT / name).is_dir() else [ROOT / name])]
    assert len(files) > 15
    found = []
    for path in files:
        where = path.relative_to(ROOT).as_posix()
        if where in GLYPHS:
            continue
        found += [f"{where}:{line}: {text[:60]!r}" for line, text in _literals(path)
                  if (where, text) not in NOT_MESSAGES]
    assert not found, ("put these texts in bot/locales/en.po (then python -m bot.locales update):\n"
                       + "\n".join(found))


def test_the_scan_finds_a_sentence_or_chinese_in_code(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Docstrings are fine."""\nimport logging\nlog = logging.getLogger()\n'
                      'log.info("a log line is fine too")\nTEXT = "Your answer is right"\nZH = "对"\n'
                      'OK = "snake_case_key"\n', encoding="utf-8")
    assert [text for _, text in _literals(sample)] == ["Your answer is right", "对"]


# ----------------------------------------------------------------------------- coded errors of quiz/


@functools.cache
def _coded_error_sites(name: str) -> tuple[tuple[str, str, frozenset[str]], ...]:
    """(where, code, param names) of every ``<name>(...)`` in quiz/: the code literal, params keywords (read once
    for every language's test)."""
    found = []
    for path in sorted((ROOT / "quiz").rglob("*.py")):
        for node in parsed.nodes(path):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name:
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                assert len(node.args) == 1 and isinstance(node.args[0], ast.Constant), where
                assert all(k.arg for k in node.keywords), where
                found.append((where, node.args[0].value, frozenset(k.arg for k in node.keywords)))
    return tuple(found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("error, namespace, least", [(GameError, "game_error", 15),
                                                     (GeneratorError, "generator_error", 6)])
def test_every_coded_error_of_quiz_is_in_every_catalogue_with_its_params(language, error, namespace, least):
    assert error.namespace == namespace
    sites = _coded_error_sites(error.__name__)
    assert len(sites) >= least
    strings = load_strings(language)
    problems = [f"{where}: {namespace}.{code}" for where, code, params in sites
                if _fields(strings.get(f"{namespace}.{code}", "{missing}")) != params]
    assert not problems, problems
    codes = {code for _, code, _ in sites}
    assert {key for key in strings if key.startswith(f"{namespace}.")} == {f"{namespace}.{c}" for c in codes}


def test_a_game_error_reads_in_the_users_language():
    error = GameError("bad_rounds", rounds=0, low=1, high=100)
    assert error_text(error, "en") == "rounds must be 1 to 100, not 0"
    assert error_text(error, "ja") == "問題数は 1〜100 にしてください（0 ではなく）"
    assert error_text(error, "zh_hant") == "題數必須是 1 到 100，不是 0"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_fu_reason_of_the_riichi_scorer_has_its_words_in_every_catalogue(language):
    strings = load_strings(language)
    assert [r for r in FuReason if f"render.text_riichi.fu_reasons.{r}" not in strings] == []
