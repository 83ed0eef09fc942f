"""The shape of the code: a ruleset is asked, not named; modules stay small.

* Outside a ruleset's own modules, code asks the rulesets' registries (``scoring.rulesets`` and the
  layers' own: ``quiz.rulesets``, ``quiz.sheet.rulesets``, ``bot.render.views``, ``glossary.SECTIONS``)
  instead of comparing with a ruleset's name. A comparison with ``"mcr"``/``"riichi"`` (or a
  ``RulesetId``/``Ruleset`` member) is counted with ``ast``; at most ``MAX_NAME_COMPARISONS`` remain.
  A ruleset's own modules are those named for it: its package (``scoring/mcr/``) or a module whose
  name has it as a word (``quiz/ruleset_riichi.py``, ``bot/render/text_mcr.py``, ``quiz/sheet/mcr.py``).
* Outside a ruleset's own files and the registries (``REGISTRIES``), no file names a ruleset at all:
  not as a literal (``"mcr"``), an enum member (``.RIICHI``), an upper-case word (``MCR``, comments
  too) or a name (``McrStanding``). Files that still do are counted; at most ``MAX_NAMING_FILES``.
* No module of ``scoring/``, ``bot/``, ``quiz/`` or ``glossary/`` is over ``MAX_LINES`` lines.
* The shared scoring core (``SHARED_CORE``) names no ruleset at all, not even in a word of its text: it
  reaches a ruleset's notation words, flags, waits and rankings through its ``Ruleset``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests import parsed

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scoring", "glossary", "quiz", "bot")
RULESET_NAMES = frozenset({"mcr", "riichi"})
#: the enum members that name a ruleset (``RulesetId.MCR``, the sheet's ``Ruleset.RIICHI``)
MEMBER_NAMES = frozenset({"MCR", "RIICHI"})
MAX_NAME_COMPARISONS = 3
MAX_LINES = 450
#: the modules of the scoring core every ruleset shares (the registry, ``scoring/rulesets.py``, names the built-ins)
SHARED_CORE = ("scoring/hand.py", "scoring/tiles.py", "scoring/errors.py", "scoring/waits.py", "scoring/shanten.py",
               "scoring/shanten_regular.py", "scoring/notation", "scoring/efficiency")
_A_RULESETS_NAME = re.compile(r"""["'](mcr|riichi)["']|\b(Mcr|Riichi)\w*|\b(MCR|RIICHI)\b""")
#: a ruleset named: a quoted id, an enum member, the upper-case word, or a name that starts with it
RULESET_NAMED = re.compile(r"""["'](mcr|riichi)["']|\.(MCR|RIICHI)\b|\b(Mcr|Riichi)[A-Za-z_]*|\b(MCR|RIICHI)\b""")
#: the registries, which import (and so name) the built-in rulesets' parts; the lead fixes the names of
#: the tournament's registry after merging
REGISTRIES = frozenset({
    "scoring/rulesets.py", "glossary/sections.py", "quiz/rulesets.py", "quiz/sheet/rulesets.py",
    "quiz/tournament/kinds.py", "bot/render/views.py", "bot/commands/rulesets.py", "bot/commands/__init__.py",
    "scoring/game/registry.py", "scoring/review/formats.py", "quiz/play/rulesets.py", "bot/render/play_views.py",
})
#: files outside the rulesets' own and the registries that still name a ruleset: none, comments included
MAX_NAMING_FILES = 0


def _named(node: ast.AST) -> str | None:
    """The ruleset a comparison's operand names: a literal, an enum member, or a tuple holding one."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in RULESET_NAMES:
        return node.value
    if isinstance(node, ast.Attribute) and node.attr in MEMBER_NAMES:
        return node.attr.lower()
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return next((name for name in map(_named, node.elts) if name), None)
    return None


def _own(path: Path, ruleset: str) -> bool:
    return any(ruleset in part.split("_") for part in path.with_suffix("").parts)


def name_comparisons(root: Path = ROOT) -> list[str]:
    """``path:line: code`` of every comparison with a ruleset's name outside that ruleset's modules."""
    found = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            relative = path.relative_to(root)
            for node in parsed.nodes(path):
                if isinstance(node, ast.Compare):
                    operands = [node.left, *node.comparators]
                elif isinstance(node, ast.MatchValue):
                    operands = [node.value]
                else:
                    continue
                for name in filter(None, map(_named, operands)):
                    if not _own(relative, name):
                        found.append(f"{relative}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_few_comparisons_with_a_rulesets_name_remain():
    found = name_comparisons()
    assert len(found) <= MAX_NAME_COMPARISONS, (
        f"{len(found)} comparisons with a ruleset's name (at most {MAX_NAME_COMPARISONS}): ask the ruleset "
        "registries instead (docs/rulesets.md)\n" + "\n".join(found))


def test_the_counter_sees_literals_members_and_tuples_but_not_other_words():
    tree = ast.parse('a == "mcr"\nb is RulesetId.RIICHI\nc in ("x", "riichi")\nd == "regional"\ne < f.riichi\n')
    seen = [_named(o) for n in ast.walk(tree) if isinstance(n, ast.Compare) for o in (n.left, *n.comparators)]
    assert [s for s in seen if s] == ["mcr", "riichi", "riichi"]
    assert _own(Path("quiz/ruleset_riichi.py"), "riichi") and _own(Path("scoring/mcr/scorer.py"), "mcr")
    assert not _own(Path("quiz/grading.py"), "mcr") and not _own(Path("scoring/riichi/x.py"), "mcr")


def _naming_candidates(root: Path) -> list[Path]:
    """The code ``files_naming_a_ruleset`` reads: Python of the packages and the web page's scripts."""
    paths = [path for package in PACKAGES for path in (root / package).rglob("*.py")]
    return sorted(paths + list((root / "bot" / "web" / "static").rglob("*.js")))


def files_naming_a_ruleset(root: Path = ROOT) -> dict[str, int]:
    """``path -> places`` of every file that names a ruleset outside the rulesets' own files and the registries."""
    found = {}
    for path in _naming_candidates(root):
        relative = path.relative_to(root)
        if relative.as_posix() in REGISTRIES or any(_own(relative, name) for name in RULESET_NAMES):
            continue
        places = sum(len(RULESET_NAMED.findall(line)) for line in path.read_text(encoding="utf-8").splitlines())
        if places:
            found[relative.as_posix()] = places
    return found


def test_few_files_outside_the_rulesets_name_one():
    found = files_naming_a_ruleset()
    listed = "\n".join(f"{places} {path}" for path, places in sorted(found.items(), key=lambda item: -item[1]))
    assert len(found) <= MAX_NAMING_FILES, (
        f"{len(found)} files name a ruleset outside the rulesets' own files and the registries (at most "
        f"{MAX_NAMING_FILES}): move what is a ruleset's into its files, ask the registries (docs/rulesets.md)\n"
        + listed)


def test_the_naming_counter_sees_quotes_members_words_and_names_but_not_other_words():
    text = 'a = "mcr"\nb = Flag.RIICHI\n# MCR counts fan\nx: McrStanding\nc = "mcr_noflowers"\nd = ruleset_mcr\n'
    assert [m.group(0) for m in RULESET_NAMED.finditer(text)] == ['"mcr"', ".RIICHI", "MCR", "McrStanding"]
    assert not RULESET_NAMED.search("MCR_VIEW = view\nriichi bets\nRIICHI_KINDS")


def test_modules_stay_short():
    long = []
    for package in ("scoring", "bot", "quiz", "glossary"):
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            count = len(path.read_text(encoding="utf-8").splitlines())
            if count > MAX_LINES:
                long.append(f"{relative}: {count} lines")
    assert not long, f"modules over {MAX_LINES} lines (split them):\n" + "\n".join(long)


def test_the_shared_scoring_core_names_no_ruleset():
    named = []
    for shared in SHARED_CORE:
        paths = [ROOT / shared] if shared.endswith(".py") else sorted((ROOT / shared).rglob("*.py"))
        for path in paths:
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if _A_RULESETS_NAME.search(line):
                    named.append(f"{path.relative_to(ROOT).as_posix()}:{number}: {line.strip()}")
    assert not named, "the shared core names a ruleset (ask its Ruleset instead):\n" + "\n".join(named)


def test_the_game_engine_and_the_native_kernel_stay_short():
    paths = [*(ROOT / "scoring" / "game").rglob("*.py"), *(ROOT / "scoring" / "mcr" / "game").rglob("*.py"),
             *(ROOT / "scoring").rglob("*.pyx"), *(ROOT / "scoring").rglob("*.pxi")]
    long = [f"{p.relative_to(ROOT).as_posix()}: {n} lines" for p in sorted(paths)
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES]
    assert not long, f"modules over {MAX_LINES} lines (split them):\n" + "\n".join(long)


def test_the_shared_game_engine_names_no_ruleset():
    """``scoring/game/`` is every ruleset's; a ruleset's table rules are its own package, found in the registry."""
    named = [p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "scoring" / "game").rglob("*.py"))
             if p.name != "registry.py" and re.search(r"\b(mcr|riichi)\b", p.read_text(encoding="utf-8"), re.I)]
    assert not named, named


def test_the_files_docs_rulesets_names_exist():
    text = (ROOT / "docs" / "rulesets.md").read_text(encoding="utf-8")
    named = {path for path in re.findall(r"`([\w/]+\.py)`", text) if "xyz" not in path}
    assert len(named) >= 12
    assert not [path for path in named if not (ROOT / path).is_file()]
