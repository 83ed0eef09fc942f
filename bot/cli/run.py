"""``fanbot console|discord|telegram|all``: run the bot.

``all`` (also plain ``fanbot``) starts every platform that has a token, and the console when none
has. Settings come from the environment and an optional ``.env`` (see ``bot/config.py``).
A missing token is a one-line error; SIGTERM and Ctrl-C stop cleanly.

The platform adapters are ``bot.adapters.discord.run_discord`` and
``bot.adapters.telegram.run_telegram``: ``async def run_x(config, core, stop: asyncio.Event)``
that run until ``stop`` is set (or the connection fails for good) and clean up before returning.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import logging
import os
import signal
import sys
from pathlib import Path

from bot.adapters.console import Console
from bot.cli.lang import environment_language, one_language, say
from bot.commands import REGISTRY
from bot.config import LEGACY_DATABASE_FILE, Config, ConfigError, setup_logging, user_data_folder
from bot.core import BotCore
from bot.db.engine import StorageError, parse_url, sqlite_path
from bot.i18n import LANGUAGES
from bot.metrics import serve
from bot.services import build_services

ADD_ARGUMENTS_TAKES_NAME = True
log = logging.getLogger("fanbot.run")


def add_arguments(parser: argparse.ArgumentParser, name: str = "all") -> None:
    parser.add_argument("--env-file", default=".env", help="settings file read under the environment (default .env)")
    if name in ("console", "all"):
        parser.add_argument("--save-pictures", metavar="DIR", type=Path,
                            help="console: save the hand pictures of the replies as PNG files in DIR")
        parser.add_argument("--chat", metavar="NAME",
                            help="console: the chat to speak in, shared by the terminals that name it "
                                 "(default: a chat of this terminal session's own)")
        parser.add_argument("--language", type=one_language,
                            help=f"console: reply language ({', '.join(LANGUAGES)}; default from LANG)")


def _fail(message: str) -> int:
    print(f"fanbot: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    try:
        config = Config.from_env(env_file=args.env_file)
    except ConfigError as error:
        return _fail(str(error))
    command = args.command or "all"
    if command == "all":
        platforms = [p for p in ("discord", "telegram") if getattr(config, f"{p}_token")]
    elif command == "console":
        platforms = []
    else:
        platforms = [command]
    for platform in platforms:
        try:
            config.require(platform)
        except ConfigError as error:
            return _fail(str(error))
    runners = []
    for platform in platforms:
        try:
            runners.append((platform, _adapter(platform)))
        except ImportError as error:
            return _fail(say((environment_language(),), "text.cli.no_adapter", platform=platform, error=error))
    setup_logging(config)
    if not platforms:
        logging.getLogger().setLevel(max(logging.WARNING, logging.getLogger().level))
        if "RATE_LIMIT" not in os.environ:
            # one local user typing or piping commands: the chat platforms' flood limit only gets in the way
            config = dataclasses.replace(config, rate_limit=(1_000_000, 1.0))
    where = _prepare_database_folder(config)
    try:  # the database, the quiz engine, the clock and the metrics, which commands reach through their session
        services = build_services(config, REGISTRY)
    except ConfigError as error:
        return _fail(str(error))
    if where:  # said once the database opened: a file that cannot be opened gets its one-line error alone
        print(f"fanbot: {where}", file=sys.stderr)
    core = BotCore(config, services)
    metrics_server = None
    if config.metrics_listen is not None:
        try:
            metrics_server = serve(config.metrics_listen, services.metrics, services.storage.health)
        except OSError as error:
            core.close()
            return _fail(f"METRICS_LISTEN={config.metrics_listen[0]}:{config.metrics_listen[1]}: {error}")
    try:
        return asyncio.run(_main(config, core, runners, args))
    finally:
        if metrics_server is not None:
            metrics_server.shutdown()
        core.close()


def _prepare_database_folder(config: Config) -> str | None:
    """Make the SQLite file's folder and say which file the bot keeps its data in: the default moved
    from the current folder to the user's data folder, and an operator must know which one is used."""
    try:
        path = sqlite_path(parse_url(config.database_url))
    except StorageError:
        return None  # a malformed URL: the storage reports it in its own words
    if path is None or path == ":memory:":
        return None
    language = (environment_language(),)
    if path == LEGACY_DATABASE_FILE:
        return say(language, "text.cli.data_legacy", path=Path(path).resolve(), folder=user_data_folder())
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # the storage names the file it cannot open
    return say(language, "text.cli.data_at", path=Path(path).resolve())


def _adapter(platform: str):
    """The runner of a platform's adapter, imported only when that platform runs: discord.py and
    python-telegram-bot (with aiohttp, httpx, apscheduler) take about 0.4 s each to import, which
    ``fanbot console`` and the one-shot subcommands do not need to pay."""
    if platform == "discord":
        from bot.adapters.discord import run_discord

        return run_discord
    from bot.adapters.telegram import run_telegram

    return run_telegram


async def _main(config: Config, core, runners, args) -> int:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # not on the main thread / not supported
            pass
    web = None
    options: dict[str, dict] = {}
    if config.web_listen is not None:  # the web calculator beside the bots; Telegram's Mini App posts through it
        from bot.web.sending import ChatLink
        from bot.web.server import start_web

        link = ChatLink()
        options["telegram"] = {"web": link}
        try:
            web = await start_web(config, link, tournaments=core.services.tournaments)
        except ConfigError as error:
            log.error("%s", error)
            return 2
    try:
        if not runners:  # the console, and beside it the calculator with WEB_LISTEN (no chat to send to)
            return await _console(core, args, stop)
        tasks = [asyncio.create_task(_run_adapter(name, runner, config, core, stop, options.get(name, {})),
                                     name=name) for name, runner in runners]
        log.info("running: %s", ", ".join(name for name, _ in runners))
        results = await asyncio.gather(*tasks)
    finally:
        if web is not None:
            await web.cleanup()
    return max(results)


async def _console(core, args, stop: asyncio.Event) -> int:
    picture_dir = getattr(args, "save_pictures", None)
    if picture_dir is not None:
        picture_dir.mkdir(parents=True, exist_ok=True)
    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure"):  # a stray byte must not end the session
            stream.reconfigure(errors="replace")
    console = Console(core, locale=getattr(args, "language", None), picture_dir=picture_dir,
                      chat=getattr(args, "chat", None))
    return await console.run(stop=stop)


async def _run_adapter(name: str, runner, config: Config, core, stop: asyncio.Event, options: dict) -> int:
    try:
        await runner(config, core, stop, **options)
        log.info("%s stopped", name)
        return 0
    except asyncio.CancelledError:
        return 0
    except Exception as error:  # one platform failing for good stops the process with a clear line
        log.error("%s stopped: %s", name, error, exc_info=log.isEnabledFor(logging.DEBUG))
        stop.set()
        return 1
