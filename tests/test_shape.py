"""The shape of the code: a ruleset is asked, not named; modules stay small.

* Outside a ruleset's own modules, code asks the rulesets' registries (``scoring.rulesets`` and the
  layers' own: ``quiz.rulesets``, ``quiz.sheet.rulesets``, ``bot.render.views``, ``glossary.SECTIONS``)
  instead of comparing with a ruleset's name. A comparison with ``"mcr"``/``"riichi"`` (or a
  ``RulesetId``/``Ruleset`` member) is counted with ``ast``; at most ``MAX_NAME_COMPARISONS`` remain.
  A ruleset's own modules are those named for it: its package (``scoring/mcr/``) or a module whose
  name has it as a word (``quiz/ruleset_riichi.py``, ``bot/render/text_mcr.py``, ``quiz/sheet/mcr.py``).
* No module of ``bot/``, ``quiz/`` or ``glossary/`` is over ``MAX_LINES`` lines.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scoring", "glossary", "quiz", "bot")
RULESET_NAMES = frozenset({"mcr", "riichi"})
#: the enum members that name a ruleset (``RulesetId.MCR``, the sheet's ``Ruleset.RIICHI``)
MEMBER_NAMES = frozenset({"MCR", "RIICHI"})
MAX_NAME_COMPARISONS = 5
MAX_LINES = 450


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
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
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


def test_modules_stay_short():
    long = []
    for package in ("bot", "quiz", "glossary"):
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            count = len(path.read_text(encoding="utf-8").splitlines())
            if count > MAX_LINES:
                long.append(f"{relative}: {count} lines")
    assert not long, f"modules over {MAX_LINES} lines (split them):\n" + "\n".join(long)


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
