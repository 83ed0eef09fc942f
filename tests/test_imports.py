"""Imports between the project's modules form no cycle, and sit at the top of the module.

The graph is read from the source (``ast``), so a cycle fails here even where Python would
tolerate it at run time. Every import a module executes counts, whether at the top or inside a
function; imports under ``if TYPE_CHECKING:`` never run and do not count. An import of a project
module inside a function is allowed only in ``LAZY_IMPORTS``: each entry names the heavy optional
dependency it keeps out of a process that does not need it.
"""

from __future__ import annotations

import ast
import graphlib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scoring", "glossary", "quiz", "bot")

#: (importing module, imported module) -> why it is imported inside a function
LAZY_IMPORTS: dict[tuple[str, str], str] = {
    ("bot.cli", "scoring.mcr.scorer"): "the MCR core (~0.05 s), for `fanbot --version` to say whether it runs compiled",
    ("bot.cli", "scoring.waits"): "the waits table, likewise for `fanbot --version`",
    ("bot.cli.run", "bot.adapters.discord"): "discord.py (with aiohttp): ~0.4 s of imports, `fanbot discord|all`",
    ("bot.cli.run", "bot.adapters.telegram"): "python-telegram-bot (httpx, apscheduler): ~0.4 s, `fanbot telegram|all`",
    ("bot.adapters.telegram.app", "bot.adapters.telegram.webhook"): "aiohttp (~20 MiB, 0.2 s): only "
                                                                    "TELEGRAM_WEBHOOK_URL mode",
    ("bot.cli.run", "bot.web.sending"): "the web calculator (aiohttp, the API): only with WEB_LISTEN",
    ("bot.cli.run", "bot.web.server"): "the web calculator's server, likewise only with WEB_LISTEN",
    ("bot.cli.score", "bot.cli.score_riichi"): "the Riichi scorer and renderer (~0.08 s): only `--rules riichi`",
    ("bot.cli.score", "bot.render.styles"): "rich, for a text answer: `fanbot score --json --batch` starts without it",
    ("bot.cli.score", "bot.render.text_mcr"): "the renderer, glossary and rapidfuzz (~0.05 s): a text answer only",
    ("bot.cli.picture", "bot.render.picture"): "Pillow and the tile images: only `--png`, so `fanbot score "
                                               "--json --batch` starts without them",
    ("scoring.mcr.ruleset", "scoring.waits"): "the waits and the Riichi scorer they import: `fanbot score --batch` "
                                              "of MCR hands reads and scores without them",
    ("scoring.mcr.ruleset", "scoring.efficiency.analyse"): "the discard analysis (and the Riichi scorer), likewise",
    ("bot.cli.riichi_options", "scoring.riichi.options"): "the Riichi scorer behind the rule enums: read when a "
                                                          "--rules riichi choice is checked or the help is shown",
}


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    in_function: bool


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

    def visit_FunctionDef(self, node: ast.AST) -> None:
        self._depth += 1
        self.generic_visit(node)
        self._depth -= 1

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test):
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
            self.found.append(Import(self.module, name, line, self._depth > 0))


def native_modules() -> list[Path]:
    """The modules written for the compiler (``.pyx``): modules too, which ``ast`` cannot read."""
    return [p for package in PACKAGES for p in sorted((ROOT / package).rglob("*.pyx"))]


def project_imports() -> list[Import]:
    paths = [p for package in PACKAGES for p in sorted((ROOT / package).rglob("*.py"))]
    modules = {_module_name(p) for p in paths} | {_module_name(p) for p in native_modules()}
    found: list[Import] = []
    for path in paths:
        collector = _Collector(_module_name(path), path.name == "__init__.py", modules)
        collector.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        found += collector.found
    return found


def test_project_modules_import_each_other_without_a_cycle():
    graph: dict[str, set[str]] = {}
    for imp in project_imports():
        graph.setdefault(imp.importer, set()).add(imp.imported)
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as error:
        cycle = " -> ".join(error.args[1])
        raise AssertionError(f"import cycle: {cycle}") from None


def test_project_modules_are_imported_at_the_top_of_a_module():
    inside = [f"{i.importer}:{i.line} imports {i.imported}" for i in project_imports()
              if i.in_function and (i.importer, i.imported) not in LAZY_IMPORTS]
    assert not inside, "imports inside functions (move them up, or justify them in LAZY_IMPORTS):\n" + "\n".join(inside)


def test_every_allowed_lazy_import_still_exists():
    lazy = {(i.importer, i.imported) for i in project_imports() if i.in_function}
    assert not set(LAZY_IMPORTS) - lazy, "stale LAZY_IMPORTS entries"


def test_the_cycle_check_sees_a_cycle_through_a_function_level_import():
    # the checker itself: a function-level import closing a loop is a cycle, a TYPE_CHECKING one is not
    a = ast.parse("from bot import b\n")
    b = ast.parse("def f():\n    from bot import a\nif TYPE_CHECKING:\n    from bot import c\n")
    modules = {"bot", "bot.a", "bot.b", "bot.c"}
    edges = {}
    for name, tree in (("bot.a", a), ("bot.b", b)):
        collector = _Collector(name, False, modules)
        collector.visit(tree)
        edges[name] = {i.imported for i in collector.found}
    assert edges == {"bot.a": {"bot.b"}, "bot.b": {"bot.a"}}


def _third_party_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
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


class _EveryImport(_Collector):
    """Imports under ``if TYPE_CHECKING:`` too: modules that name each other's types are still a circle."""

    def visit_If(self, node: ast.If) -> None:
        self.generic_visit(node)


def test_the_adapters_and_what_they_deliver_name_each_other_without_a_circle_even_for_types():
    # a module beneath the adapter that needs its type gets a Protocol (``bot.adapters.discord.callbacks``)
    paths = [p for package in PACKAGES for p in sorted((ROOT / package).rglob("*.py"))]
    modules = {_module_name(p) for p in paths}
    inside = {m for m in modules if m.startswith("bot.adapters") or m in ("bot.outbox", "bot.core")}
    graph: dict[str, set[str]] = {}
    for path in paths:
        if _module_name(path) in inside:
            collector = _EveryImport(_module_name(path), path.name == "__init__.py", modules)
            collector.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
            graph[collector.module] = {i.imported for i in collector.found if i.imported in inside}
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as error:
        raise AssertionError(f"import circle: {' -> '.join(error.args[1])}") from None
