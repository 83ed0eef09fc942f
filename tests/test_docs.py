"""The hands written in README.md and docs/notation.md are read by the parser as written."""

import re
import shlex
from pathlib import Path

import pytest

from scoring.notation import parse_hand, parse_partial

ROOT = Path(__file__).resolve().parent.parent


def _code_blocks(text: str) -> list[str]:
    return re.findall(r"```[a-z]*\n(.*?)```", text, flags=re.S)


def _notation_examples() -> list[str]:
    text = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")
    first_block = _code_blocks(text.split("Examples:", 1)[1])[0]
    return [line for line in first_block.splitlines() if line.strip()]


@pytest.mark.parametrize("hand", _notation_examples())
def test_notation_examples_are_winning_hands(hand):
    parse_hand(hand)


def test_the_docs_give_hands_to_check():
    # an extraction that finds nothing would pass every test above
    assert len(_notation_examples()) >= 3
    commands = _readme_commands()
    assert {words[1] for words in commands} == {"score", "waits"}
    assert sum(1 for words in commands if "--batch" not in words) >= 4


def _readme_commands() -> list[list[str]]:
    commands = []
    for block in _code_blocks((ROOT / "README.md").read_text(encoding="utf-8")):
        for line in block.splitlines():
            line = line.split("  #", 1)[0].strip()
            if line.startswith("fanbot score") or line.startswith("fanbot waits"):
                commands.append(shlex.split(line))
    return commands


_OPTIONS_WITH_A_VALUE = {"--rules", "--jobs", "--lang", "--batch", "--png", "--players", "--karaten", "--renhou",
                         "--daisharin", "--yakuman-limit", "--red-fives", "--sanma-tsumo"}


@pytest.mark.parametrize("words", _readme_commands(), ids=" ".join)
def test_readme_hands_parse(words):
    options = [w for w in words[2:] if w.startswith("--")]
    # the words an option takes (--jobs 2, --lang ja) are no hands
    values = {i + 1 for i, w in enumerate(words) if w in _OPTIONS_WITH_A_VALUE}
    hands = [w for i, w in enumerate(words) if i >= 2 and i not in values and not w.startswith("--")
             and w not in ("hands.txt", "-")]
    ruleset = "riichi" if "--rules" in options else "mcr"
    assert hands or "--batch" in options, "a command of the README without a hand: the extraction missed it"
    for hand in hands:
        if words[1] == "waits":
            parse_partial(hand, ruleset)
        else:
            parse_hand(hand, ruleset)


def test_the_docs_speak_to_people_not_of_the_projects_history():
    for path in sorted((ROOT / "docs").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\bissues?\b|#\d+", text, flags=re.I), path.name
    unit = (ROOT / "deploy" / "fanbot.service").read_text(encoding="utf-8")
    assert "Documentation=file:" not in unit  # a path of one machine's install, which no install has


#: the pages for players, organisers and admins (the tournament guide up to its developers' section)
USER_PAGES = ("play.md", "setup.md", "sheet.md", "sheet_riichi.md", "web.md", "tournament.md")
#: a path of the project's code, tests, benchmarks or notes, or a Python file
CODE_PATH = re.compile(r"\b(?:bot|scoring|quiz|glossary|tests|spec|bench)/[\w./-]*|\b[\w/]+\.py\b")


@pytest.mark.parametrize("name", USER_PAGES)
def test_the_pages_for_people_name_no_code_path(name):
    text = (ROOT / "docs" / name).read_text(encoding="utf-8").split("\n## Inside")[0]
    assert not CODE_PATH.findall(text)  # where the code is: docs/internals.md


def test_the_code_path_check_sees_packages_and_modules_but_not_words():
    assert CODE_PATH.findall("see `bot/web/app.py`, state.py and bench/README.md") == \
        ["bot/web/app.py", "state.py", "bench/README.md"]
    assert not CODE_PATH.findall("deploy/fanbot.service, a bot / a quiz, fanbot.sqlite3")


def test_the_tournament_guide_opens_with_an_organisers_walkthrough_of_ten_steps():
    text = (ROOT / "docs" / "tournament.md").read_text(encoding="utf-8")
    first = text.split("\n## ", 2)[1]
    steps = re.findall(r"^\d+\. ", first, flags=re.M)
    assert first.startswith("Running a club night") and len(steps) == 10
    assert "`/tournament new" in first and "`/tournament export`" in first
