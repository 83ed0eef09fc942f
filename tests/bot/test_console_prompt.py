"""The console's turn-taking: a prompt before each line on a terminal, none into a pipe, and a
request to type something shown once."""

from __future__ import annotations

import io

import pytest

from bot.adapters.console import Console
from bot.adapters.console.app import PROMPT
from bot.config import Config
from bot.core import BotCore
from bot.i18n import t
from tests.migrated import migrated_url

LOCALES = {"en": "en", "zh_hans": "zh-CN", "zh_hant": "zh-TW", "ja": "ja"}


class TerminalText(io.StringIO):
    """Text that says it is a terminal, as ``sys.stdin`` and ``sys.stdout`` do in an interactive session."""

    def isatty(self) -> bool:
        return True


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "console.sqlite3"), rate_limit=(1000, 60.0)))
    yield core
    core.close()


async def _session(core, lines: list[str], out: io.StringIO, stream: io.StringIO | None = None,
                   locale: str = "en") -> str:
    console = Console(core, out, user="me", locale=locale, color=False)
    await console.run(stream or io.StringIO("\n".join(lines) + "\n"))
    return out.getvalue()


async def test_a_terminal_session_shows_the_prompt_before_each_line(core):
    lines = ["/fan 清一色", "/score 1112345678999m5m"]
    shown = await _session(core, lines, TerminalText(), TerminalText("\n".join(lines) + "\n"))
    banner, _, rest = shown.partition("\n")
    # one prompt for each line typed, and one waiting for the next when the input ends
    assert rest.startswith(PROMPT) and shown.endswith("\n" + PROMPT)
    assert shown.count("\n" + PROMPT) == len(lines) + 1


async def test_a_piped_session_has_no_prompt(core):
    shown = await _session(core, ["/fan 清一色", "/score 1112345678999m5m"], io.StringIO())
    assert "\n" + PROMPT not in shown and "Nine Gates" in shown


@pytest.mark.parametrize("language", list(LOCALES))
async def test_the_type_the_hand_step_asks_once(core, language):
    # open a table, then: enter a hand -> the first player won -> on the next one's discard -> type the hand
    before = await _session(core, ["/table start A B C D", "1", "1", "1"], io.StringIO(), locale=LOCALES[language])
    [number] = [line.split("]", 1)[0].strip(" [") for line in before.splitlines()
                if line.startswith("  [") and line.endswith(t(language, "sheet_ui.button_type_hand"))]
    shown = await _session(core, ["/table", "1", "1", "1", number, "[123p] [777z] 999m7999p8p"],
                           io.StringIO(), locale=LOCALES[language])
    request = t(language, "sheet_ui.prompt_hand")
    assert shown.count(request) == 1
    assert "9" in shown.rsplit(request, 1)[1]  # the hand typed next was read and scored (9 fan)


WAIT_MENU = ["Show", *(f"{rank}m" for rank in range(1, 10))]


@pytest.mark.parametrize(("typed", "picked"), [("1m 4m", ["1m", "4m"]), ("14m", ["1m", "4m"]), ("9m", ["9m"]),
                                               ("1m, 7m", ["1m", "7m"])])
def test_tiles_typed_pick_the_choices_that_read_them(typed, picked):
    from bot.adapters.console.app import _tile_choices

    words = typed.replace(",", " ").split()
    assert [WAIT_MENU[i] for i in _tile_choices(words, WAIT_MENU)] == picked


@pytest.mark.parametrize("typed", ["14p", "1m 4p", "hello", "1 4", ""])
def test_tiles_not_offered_pick_nothing(typed):
    from bot.adapters.console.app import _tile_choices

    assert _tile_choices(typed.split(), WAIT_MENU) == []


async def test_the_waits_flashcard_takes_tiles_typed_in_the_console(core):
    first = await _session(core, ["/learn waits"], io.StringIO())
    suit = next(line for line in first.splitlines() if line.startswith("  [2] "))[-1]  # the menu's 1 of the suit
    typed = f"1{suit} 4{suit}"
    shown = await _session(core, ["/learn waits", typed], io.StringIO())  # the same card, not yet answered
    assert t("en", "console.hint") not in shown  # the tiles were read, not taken for an unknown line
    # the card's verdict names the typed tiles: as the waits found, or as "not a wait"
    verdict = shown.split("Waits flashcards")[2].split("\n\n")[0]
    assert f"1{suit}" in verdict and f"4{suit}" in verdict
