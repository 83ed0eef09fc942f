"""Running the web calculator: on its own (``fanbot web``) or beside the chat bots (``WEB_LISTEN``)."""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web

from bot.config import Config, ConfigError
from bot.web.app import build_app
from bot.web.offload import Offload, process_pool
from bot.web.sending import ChatLink
from bot.web.standings import routes as standings_routes
from quiz.tournament.store import TournamentStore

log = logging.getLogger("fanbot.web")
DEFAULT_LISTEN = ("127.0.0.1", 8090)


async def start_web(config: Config, link: ChatLink | None = None, listen: tuple[str, int] | None = None,
                    tournaments: TournamentStore | None = None) -> web.AppRunner:
    """The calculator listening on ``listen`` (default ``WEB_LISTEN``), with the tournaments' standings pages
    when it has their store (``tournaments``); the caller cleans the runner up."""
    host, port = listen or config.web_listen or DEFAULT_LISTEN
    routes = standings_routes(tournaments) if tournaments is not None else ()
    app = build_app(bot_token=config.telegram_token, link=link, routes=routes, offload=Offload(process_pool))
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
    except OSError as error:
        await runner.cleanup()
        raise ConfigError(f"WEB_LISTEN={host}:{port}: cannot listen there ({error.strerror})") from None
    log.info("web calculator on http://%s:%s/", host, port)
    return runner


async def run_web(config: Config, stop: asyncio.Event, link: ChatLink | None = None,
                  listen: tuple[str, int] | None = None, tournaments: TournamentStore | None = None) -> None:
    """Serve the calculator until ``stop`` is set."""
    runner = await start_web(config, link, listen, tournaments)
    try:
        await stop.wait()
    finally:
        await runner.cleanup()
