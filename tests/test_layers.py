"""Handlers, pages and adapters get their stores from the services (``bot/services/``, built once with the
injected clock): none of them builds a store or reaches through the storage to its database (``storage.db``)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the layers above the services
ABOVE_THE_SERVICES = ("bot/commands", "bot/web", "bot/adapters", "bot/render")
#: the stores the services build
STORES = frozenset({"SheetStore", "TournamentStore", "PlayStore"})


def reaches_into_the_database(source: str) -> list[int]:
    """The lines that build a store or read ``<something>.storage.db`` / ``storage.db``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "db":
            owner = node.value
            if (isinstance(owner, ast.Name) and owner.id == "storage") or (
                    isinstance(owner, ast.Attribute) and owner.attr == "storage"):
                found.append(node.lineno)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in STORES:
            found.append(node.lineno)
    return found


def test_no_handler_builds_a_store_or_reaches_through_the_storage():
    wrong = dict.fromkeys(f"{path.relative_to(ROOT)}:{line}" for folder in ABOVE_THE_SERVICES
                          for path in sorted((ROOT / folder).rglob("*.py"))
                          for line in reaches_into_the_database(path.read_text(encoding="utf-8")))
    assert not wrong, "ask session.services for the store instead:\n" + "\n".join(wrong)


def test_the_check_sees_a_store_built_and_a_reach_through():
    source = ("a = SheetStore(session.services.storage.db)\nb = storage.db.settings\nc = session.services.sheets\n"
              "d = self.db\n")
    assert sorted(reaches_into_the_database(source)) == [1, 1, 2]  # the store and its reach on line 1, then line 2


#: the module that hands the database's repositories out (the storage keeps its own as ``self.db``)
DATABASE_OWNERS = ("bot/services/__init__.py",)


def reaches_through_to_the_database(source: str) -> list[int]:
    """The lines that read ``<something>.db`` of an object other than ``self``."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Attribute)
                  and node.attr == "db" and not (isinstance(node.value, ast.Name) and node.value.id == "self"))


def test_only_the_services_builder_reaches_through_to_the_database():
    wrong = [f"{path.relative_to(ROOT)}:{line}" for path in sorted((ROOT / "bot").rglob("*.py"))
             if path.relative_to(ROOT).parts[:2] != ("bot", "db") and str(path.relative_to(ROOT)) not in DATABASE_OWNERS
             for line in reaches_through_to_the_database(path.read_text(encoding="utf-8"))]
    assert not wrong, "give the service its repositories in build_services instead:\n" + "\n".join(wrong)


def test_a_reach_through_is_seen_and_a_storage_keeping_its_own_database_is_not():
    assert reaches_through_to_the_database("a = storage.db.games\nb = self.db.games\nc = quiz.storage.db\n") == [1, 3]
