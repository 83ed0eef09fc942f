"""The Telegram webhook server: Telegram's POSTs handed to PTB's ``Application.process_update``, answered 200
only once the update is handled.

PTB's own webhook server answers 200 as soon as an update is queued, so a worker killed before handling
it loses the update (Telegram never posts again what got a 200). This is PTB's documented
custom-webhook pattern instead (our own small aiohttp server feeding the application), with the
acknowledgement after the handling:

* a request without the ``X-Telegram-Bot-Api-Secret-Token`` of ``TELEGRAM_WEBHOOK_SECRET`` gets 403;
* each update id is claimed in the shared database (``BotStorage.claim_delivery``) by this worker for
  ``CLAIM_LEASE`` seconds, renewed while it is handled. Another worker getting the same update meanwhile
  answers 503, so Telegram posts it again later: by then it is done (200, nothing more) or its claimer
  died and the lease ran out (the next worker takes it over and handles it);
* the same update posted to this worker again while it is handled here waits for that handling.

A worker killed mid-update therefore costs a delay of up to the lease, never the update; one killed
after handling and before marking it done (a few milliseconds) may answer it twice.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import os
import uuid

from aiohttp import web
from telegram import Update
from telegram.ext import Application

from bot.db.engine import StorageError, StorageFault
from bot.storage import BotStorage, Delivery

log = logging.getLogger("fanbot.telegram")

#: seconds a worker's claim on an update holds without renewal; another worker takes the update over after
CLAIM_LEASE = 10.0
#: how often a claim is renewed while its update is handled
RENEW_EVERY = CLAIM_LEASE / 3
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


class WebhookServer:
    """Serves ``path`` on ``host:port`` for ``application``; ``start()`` then ``stop()``.

    ``handle_delay``: seconds to wait between claiming an update and handling it (0; a test's window to
    kill a worker in)."""

    def __init__(self, application: Application, storage: BotStorage, *, host: str, port: int, path: str,
                 secret: str, handle_delay: float = 0.0) -> None:
        self.application = application
        self.storage = storage
        self.host, self.port, self.path = host, port, "/" + path.lstrip("/")
        self._secret = secret.encode()
        #: tells this worker's claims from the others' (and from a restarted self's)
        self.worker = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self._handling: dict[int, asyncio.Future] = {}
        self._runner: web.AppRunner | None = None
        self.handle_delay = handle_delay

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post(self.path, self._on_post)
        # on stop, updates being handled get a few seconds to finish (the others are posted again)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=5.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
        except OSError:
            await self._runner.cleanup()
            self._runner = None
            raise

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _on_post(self, request: web.Request) -> web.Response:
        given = request.headers.get(SECRET_HEADER, "").encode()
        if not hmac.compare_digest(given, self._secret):
            return web.Response(status=403)
        try:
            data = json.loads(await request.read())
            if not isinstance(data, dict) or type(data.get("update_id")) is not int:
                raise ValueError("no update_id")
            update = Update.de_json(data, self.application.bot)
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            log.warning("webhook request is not an update: %s", type(error).__name__)
            return web.Response(status=400)
        running = self._handling.get(update.update_id)
        if running is not None:  # posted again while this worker has it: answered as the first one is
            return _response(await asyncio.shield(running))
        done = asyncio.get_running_loop().create_future()
        self._handling[update.update_id] = done
        status = 500
        try:
            status = await self._take(update)
        finally:
            del self._handling[update.update_id]
            done.set_result(status)
        return _response(status)

    async def _take(self, update: Update) -> int:
        """Claim, handle and mark the update done; the HTTP status to answer Telegram with."""
        claim = await self._claim(update.update_id)
        if claim is Delivery.DONE:
            log.info("update %s was delivered again: answered once already", update.update_id)
            return 200
        if claim is Delivery.BUSY:  # another worker has it; if that one dies, a later delivery takes it over
            return 503
        await self._handle(update)
        return 200

    async def _claim(self, update_id: int) -> Delivery | None:
        try:
            return await asyncio.to_thread(self.storage.claim_delivery, "telegram", update_id, self.worker,
                                           CLAIM_LEASE)
        except StorageFault:  # full, read-only, damaged: logged once by the storage, however many updates
            return None  # (handled without its claim: answered twice, at worst, rather than never)
        except StorageError as error:  # answered twice, at worst, rather than never
            log.warning("could not check update %s against redelivery: %s", update_id, error)
            return None

    async def _handle(self, update: Update) -> None:
        renewing = asyncio.create_task(self._renew(update.update_id))
        try:
            if self.handle_delay:
                await asyncio.sleep(self.handle_delay)
            await self.application.process_update(update)  # handler errors go to the error handler
        finally:
            renewing.cancel()
        try:
            await asyncio.to_thread(self.storage.finish_delivery, "telegram", update.update_id)
        except StorageFault:  # logged once by the storage when the fault began
            pass
        except StorageError as error:  # acknowledged anyway: Telegram does not post it again after a 200
            log.warning("could not mark update %s handled: %s", update.update_id, error)

    async def _renew(self, update_id: int) -> None:
        while True:
            await asyncio.sleep(RENEW_EVERY)
            try:
                await asyncio.to_thread(self.storage.renew_delivery, "telegram", update_id, self.worker, CLAIM_LEASE)
            except StorageFault:  # logged once by the storage when the fault began
                pass
            except StorageError as error:
                log.warning("could not renew the claim on update %s: %s", update_id, error)


def _response(status: int) -> web.Response:
    # 503: Telegram posts the update again later (by then done, or its claimer's lease has run out)
    return web.Response(status=status, headers={"Retry-After": "1"} if status == 503 else None)
