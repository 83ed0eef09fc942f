"""The core knows no particular command: inline mode and completions come from the command specs, the
services (storage, quiz engine, clock, metrics) are built by the entry point and reach handlers through
their session, and no module fills a table of another module."""

from __future__ import annotations

import ast
from pathlib import Path

from bot import commands
from bot.commands import MODULES, REGISTRY, help_cmd, score
from bot.commands.spec import Inline, ParamSpec, Registry, command
from bot.config import Config
from bot.core import BotCore
from bot.replies import Option, Reply
from bot.services import build_services
from bot.session import CommandContext
from tests import parsed
from tests.migrated import migrated_url

ROOT = Path(__file__).resolve().parents[2]
CTX = CommandContext("console", "chat1", "user1", "Player", locale="en-US")


def _config(tmp_path) -> Config:
    return Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0))


def _registry_of_two() -> Registry:
    """A bot of two made-up commands: one reads the whole inline query, one answers per candidate."""
    registry = Registry()

    def candidates(query: str, language: str, limit: int) -> list[Option]:
        return [Option(f"{query} #{i}", f"{query}{i}") for i in range(limit)]

    @command("shout", "cmd.help", ParamSpec("text", "param.hand", rest=True),
             inline=Inline(accepts=lambda query: query.isupper(), icon="!"), registry=registry)
    def shout(session, text: str) -> list[Reply]:
        return [Reply(text=text + "!")]

    @command("echo", "cmd.help", ParamSpec("text", "param.hand", rest=True, autocomplete="words",
                                           complete=candidates),
             inline=Inline(candidates=candidates), registry=registry)
    def echo(session, text: str) -> list[Reply]:
        return [Reply(text=text)]

    return registry


async def test_inline_mode_and_completions_come_from_the_specs_of_whatever_commands_there_are(tmp_path):
    config = _config(tmp_path)
    core = BotCore(config, build_services(config, _registry_of_two()))
    try:
        [shouted] = await core.inline(CTX, "HEY")
        assert (shouted.key, shouted.title, str(shouted.reply.text)) == ("shout", "! HEY", "HEY!")
        echoed = await core.inline(CTX, "hey", fans=2)
        assert [(r.key, r.title) for r in echoed] == [("echo:hey0", "hey #0"), ("echo:hey1", "hey #1")]
        assert core.commands.completer("words")("a", "en", 1) == [Option("a #0", "a0")]
        assert core.autocomplete_fans("a", CTX) == []  # no command here completes fans
    finally:
        core.close()


async def test_handlers_reach_the_services_the_entry_point_built_through_their_session(tmp_path):
    config = _config(tmp_path)
    now = [1_800_000_000.0]
    services = build_services(config, REGISTRY, clock=lambda: now[0])
    core = BotCore(config, services)
    try:
        session = core.session(CTX)
        assert session.services is services and session.services.clock() == now[0]
        assert core.storage is services.storage and core.quiz is services.quiz
        [reply] = await core.handle(CTX, "help")  # /help lists the commands it is handed
        assert all(f"/{spec.name}" in str(reply.text) for spec in services.commands.specs())
    finally:
        core.close()


def test_each_service_keeps_the_clock_the_entry_point_gave(tmp_path):
    now = [1_800_000_000.0]
    services = build_services(_config(tmp_path), REGISTRY, clock=lambda: now[0])
    core = BotCore(_config(tmp_path), services)
    try:
        now[0] += 60
        assert services.quiz.clock() == services.quiz.daily.clock() == services.owed.clock() == now[0]
        assert core.owed is services.owed  # the owed results are the services', not the core's own
    finally:
        core.close()


def test_the_registry_follows_the_order_it_is_given_not_the_order_of_imports():
    assert Registry.of(help_cmd, score).names()[:3] == ["help", "score", "waits"]
    firsts = [next(iter(Registry.of(module).commands), None) for module in MODULES]
    assert [name for name in firsts if name] == [name for name in REGISTRY.commands if name in firsts]
    assert commands.REGISTRY.specs()[0].name == "score"


def _module_names(tree: ast.Module) -> set[str]:
    """The names a module binds to what project modules define (``from bot.commands import score``)."""
    names = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in PACKAGES:
            names |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {(alias.asname or alias.name).split(".")[0] for alias in node.names
                      if alias.name.split(".")[0] in PACKAGES}
    return names


PACKAGES = ("scoring", "glossary", "quiz", "bot")
MUTATORS = {"append", "extend", "insert", "update", "add", "setdefault", "__setitem__"}


def _root(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def test_no_module_of_the_bot_fills_a_table_of_another_module_at_import():
    # (quiz/hands/mcr_recipes still fills its registry's RECIPES from its recipe modules)
    found = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        tree = parsed.tree(path)
        modules = _module_names(tree)
        for node in tree.body:  # what runs at import
            targets = []
            if isinstance(node, ast.Assign | ast.AugAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                targets = [t for t in targets if isinstance(t, ast.Subscript | ast.Attribute)]
            elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                func = node.value.func
                if isinstance(func, ast.Attribute) and func.attr in MUTATORS:
                    targets = [func.value]
            found += [f"{path.relative_to(ROOT)}:{node.lineno}" for t in targets if _root(t) in modules]
    assert found == []
