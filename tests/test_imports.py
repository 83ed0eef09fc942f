"""Imports between the project's modules form no cycle, and sit at the top of the module.

The graph is read from the source (``ast``), so a cycle fails here even where Python would
tolerate it at run time. Every import counts, whether at the top, inside a function or under
``if TYPE_CHECKING:`` (a module that needs only a type of a module above it says what it needs with
a Protocol of its own). Every cycle is reported, as the modules that import each other and one loop
through them; ``CIRCLES_BEING_FIXED`` names the only packages whose circle is still allowed. An
import of a project module inside a function is allowed only in ``LAZY_IMPORTS``: each entry names
the heavy optional dependency it keeps out of a process that does not need it.
"""

from __future__ import annotations

import ast
from collections import deque
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tests import parsed

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scoring", "glossary", "quiz", "bot")
#: packages whose modules may still import each other in a circle while being untangled (none today; a package
#: named here must still have its circle); a circle reaching outside one of them still fails
CIRCLES_BEING_FIXED: tuple[str, ...] = ()

#: (importing module, imported module) -> why it is imported inside a function
LAZY_IMPORTS: dict[tuple[str, str], str] = {
    ("bot.cli", "scoring.mcr.scorer"): "the MCR core (~0.05 s), for `fanbot --version` to say whether it runs compiled",
    ("bot.cli", "scoring.waits"): "the waits table, likewise for `fanbot --version`",
    ("bot.cli", "bot.core_build.report"): "the compiled core's record (hashlib, json), likewise",
    ("bot.cli.run", "bot.adapters.discord"): "discord.py (with aiohttp): ~0.4 s of imports, `fanbot discord|all`",
    ("bot.cli.run", "bot.adapters.telegram"): "python-telegram-bot (httpx, apscheduler): ~0.4 s, `fanbot telegram|all`",
    ("bot.adapters.telegram.app", "bot.adapters.telegram.webhook"): "aiohttp (~20 MiB, 0.2 s): only "
                                                                    "TELEGRAM_WEBHOOK_URL mode",
    ("bot.cli.run", "bot.web.sending"): "the web calculator (aiohttp, the API): only with WEB_LISTEN",
    ("bot.cli.run", "bot.web.server"): "the web calculator's server, likewise only with WEB_LISTEN",
    ("bot.cli.score_mcr", "bot.render.styles"): "rich, for a text answer: `fanbot score --json --batch` starts "
                                                "without it",
    ("bot.cli.score_mcr", "bot.render.text_mcr"): "the renderer, glossary and rapidfuzz (~0.05 s): a text answer only",
    ("bot.cli.picture", "bot.render.picture"): "Pillow and the tile images: only `--png`, so `fanbot score "
                                               "--json --batch` starts without them",
    ("scoring.mcr.ruleset", "scoring.mcr.waits"): "the waits table and the shanten tables: `fanbot score --batch` "
                                                  "of MCR hands reads and scores without them",
    ("scoring.mcr.ruleset", "scoring.mcr.efficiency"): "the discard analysis and its route to 8, likewise",
    ("bot.cli.riichi_options", "scoring.riichi.options"): "the Riichi scorer behind the rule enums: read when a "
                                                          "--rules riichi choice is checked or the help is shown",
}


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    in_function: bool
    #: under ``if TYPE_CHECKING:`` (never run, still a dependency)
    type_only: bool = False


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


class _Collector(ast.NodeVisitor):
    def __init__(self, module: str, is_package: bool, modules: set[str]) -> None:
        self.module, self.is_package, self.modules = module, is_package, modules
        self.found: list[Import] = []
        self._depth = 0
        self._type_only = False

    def visit_FunctionDef(self, node: ast.AST) -> None:
        self._depth += 1
        self.generic_visit(node)
        self._depth -= 1

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test):
            self._type_only = True
            for child in node.body:
                self.visit(child)
            self._type_only = False
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(alias.name, node.lineno)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            package = self.module.split(".")
            if not self.is_package:
                package.pop()
            package = package[: len(package) - (node.level - 1)]
            base = ".".join([*package, *([base] if base else [])])
        for alias in node.names:
            # ``from bot import commands`` imports the module ``bot.commands``; ``from bot.i18n import t`` a name
            submodule = f"{base}.{alias.name}"
            self._add(submodule if submodule in self.modules else base, node.lineno)

    def _add(self, name: str, line: int) -> None:
        if name.split(".")[0] in PACKAGES and name != self.module:
            while name not in self.modules and "." in name:
                name = name.rpartition(".")[0]
            self.found.append(Import(self.module, name, line, self._depth > 0, self._type_only))


def native_modules() -> list[Path]:
    """The modules written for the compiler (``.pyx``): modules too, which ``ast`` cannot read."""
    return [p for package in PACKAGES for p in sorted((ROOT / package).rglob("*.pyx"))]


@cache
def project_imports() -> tuple[Import, ...]:
    """Every import between the project's modules, read once a run (the checks below share it)."""
    paths = [p for package in PACKAGES for p in sorted((ROOT / package).rglob("*.py"))]
    modules = {_module_name(p) for p in paths} | {_module_name(p) for p in native_modules()}
    found: list[Import] = []
    for path in paths:
        collector = _Collector(_module_name(path), path.name == "__init__.py", modules)
        collector.visit(parsed.tree(path))
        found += collector.found
    return tuple(found)


def circles(imports: list[Import]) -> list[list[str]]:
    """The modules that import each other in a circle (each a strongly connected component of two or more),
    sorted (Tarjan's algorithm)."""
    graph: dict[str, set[str]] = {}
    for imp in imports:
        graph.setdefault(imp.importer, set()).add(imp.imported)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in sorted(graph.get(module, ())):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            component = []
            while not component or component[-1] != module:
                component.append(stack.pop())
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


def loop_through(circle: list[str], imports: list[Import]) -> str:
    """One shortest loop from the circle's first module back to it, with the line of each import."""
    inside = set(circle)
    edges: dict[str, list[Import]] = {}
    for imp in imports:
        if imp.importer in inside and imp.imported in inside:
            edges.setdefault(imp.importer, []).append(imp)
    start = circle[0]
    came: dict[str, Import] = {}
    queue = deque([start])
    while queue:
        module = queue.popleft()
        for imp in edges.get(module, ()):
            if imp.imported == start:
                steps = [imp]
                while steps[0].importer != start:
                    steps.insert(0, came[steps[0].importer])
                return " -> ".join(f"{i.importer}:{i.line}{' (type only)' if i.type_only else ''}" for i in steps) \
                    + f" -> {start}"
            if imp.imported not in came and imp.imported != start:
                came[imp.imported] = imp
                queue.append(imp.imported)
    return " -> ".join(circle)


def _being_fixed(circle: list[str]) -> bool:
    return any(all(m == package or m.startswith(package + ".") for m in circle) for package in CIRCLES_BEING_FIXED)


def test_project_modules_import_each_other_without_a_cycle():
    imports = project_imports()
    wrong = [f"{', '.join(circle)}\n  e.g. {loop_through(circle, imports)}"
             for circle in circles(imports) if not _being_fixed(circle)]
    assert not wrong, "modules importing each other in a circle (type-only imports count):\n" + "\n".join(wrong)


def test_every_circle_being_fixed_is_still_there():
    left = {package for package in CIRCLES_BEING_FIXED
            if not any(_being_fixed(circle) and circle[0].startswith(package) for circle in circles(project_imports()))}
    assert not left, f"no circle left in {sorted(left)}: take it out of CIRCLES_BEING_FIXED"


def test_project_modules_are_imported_at_the_top_of_a_module():
    inside = [f"{i.importer}:{i.line} imports {i.imported}" for i in project_imports()
              if i.in_function and (i.importer, i.imported) not in LAZY_IMPORTS]
    assert not inside, "imports inside functions (move them up, or justify them in LAZY_IMPORTS):\n" + "\n".join(inside)


def test_every_allowed_lazy_import_still_exists():
    lazy = {(i.importer, i.imported) for i in project_imports() if i.in_function}
    assert not set(LAZY_IMPORTS) - lazy, "stale LAZY_IMPORTS entries"


def test_the_cycle_check_sees_a_cycle_through_a_function_level_import_or_a_type_checking_one():
    # the checker itself: a function-level import closing a loop is a cycle, and so is a TYPE_CHECKING one
    a = ast.parse("from bot import b\n")
    b = ast.parse("def f():\n    from bot import a\nif TYPE_CHECKING:\n    from bot import c\n")
    c = ast.parse("from bot import d\n")
    d = ast.parse("if TYPE_CHECKING:\n    from bot.c import C\n")
    modules = {"bot", "bot.a", "bot.b", "bot.c", "bot.d"}
    found = []
    for name, tree in (("bot.a", a), ("bot.b", b), ("bot.c", c), ("bot.d", d)):
        collector = _Collector(name, False, modules)
        collector.visit(tree)
        found += collector.found
    assert {(i.importer, i.imported, i.type_only) for i in found} == {
        ("bot.a", "bot.b", False), ("bot.b", "bot.a", False), ("bot.b", "bot.c", True), ("bot.c", "bot.d", False),
        ("bot.d", "bot.c", True)}
    assert circles(found) == [["bot.a", "bot.b"], ["bot.c", "bot.d"]]
    assert loop_through(["bot.c", "bot.d"], found) == "bot.c:1 -> bot.d:2 (type only) -> bot.c"


def _third_party_imports(path: Path) -> set[str]:
    found = set()
    for node in parsed.nodes(path):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_the_quiz_holds_no_sql_and_knows_nothing_of_the_bot():
    # the database is the bot's layer (bot/db): the quiz keeps records and says what it needs of a store
    # (quiz/ports.py), even under TYPE_CHECKING
    wrong = [f"{path.relative_to(ROOT)} imports {name}" for path in sorted((ROOT / "quiz").rglob("*.py"))
             for name in _third_party_imports(path) & {"sqlalchemy", "alembic", "psycopg", "sqlite3", "bot"}]
    assert not wrong, "\n".join(wrong)


def test_the_database_layer_uses_nothing_of_the_bot_above_it():
    # bot.db sits under the bot's services and commands: it may use the quiz's records, never them
    wrong = [f"{i.importer}:{i.line} imports {i.imported}" for i in project_imports()
             if i.importer.startswith("bot.db") and i.imported.startswith("bot")
             and not (i.imported == "bot.db" or i.imported.startswith("bot.db."))]
    assert not wrong, "\n".join(wrong)


def test_a_native_module_imports_no_project_module():
    # Its Python-level imports would be invisible to the cycle check above; the tables it needs are handed
    # to it by the module that loads it (``scoring.mcr.scorer`` binds ``scoring.mcr.kernel``).
    for path in native_modules():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            words = line.split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                assert words[1].split(".")[0] not in PACKAGES, f"{path.name}:{number}: {line.strip()}"

