"""``fanbot web``: the web calculator and its JSON API alone, without a chat bot.

It listens on ``--listen`` (default ``WEB_LISTEN``, else 127.0.0.1:8090) until SIGTERM or Ctrl-C, and
serves the tournaments' standings pages (``/standings/<key>``) from the bot's database.
Inside ``fanbot all|telegram|discord|console`` the same server runs when ``WEB_LISTEN`` is set, and beside
Telegram the Mini App's "Send to chat" can post through the running bot.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys

from bot.commands import REGISTRY
from bot.config import Config, ConfigError, listen_address, setup_logging
from bot.services import build_services
from bot.web.server import run_web


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--listen", metavar="HOST:PORT",
                        help="where to listen (default WEB_LISTEN, else 127.0.0.1:8090)")
    parser.add_argument("--env-file", default=".env", help="settings file read under the environment (default .env)")


def run(args: argparse.Namespace) -> int:
    try:
        config = Config.from_env(env_file=args.env_file)
        listen = listen_address(args.listen, "--listen", "127.0.0.1:8090")
    except ConfigError as error:
        print(f"fanbot: {error}", file=sys.stderr)
        return 2
    setup_logging(config)
    try:
        asyncio.run(_serve(config, listen))
    except ConfigError as error:
        print(f"fanbot: {error}", file=sys.stderr)
        return 2
    return 0


async def _serve(config: Config, listen) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    services = build_services(config, REGISTRY)  # the tournaments' standings pages
    try:
        await run_web(config, stop, listen=listen, tournaments=services.tournaments)
    finally:
        services.close()
