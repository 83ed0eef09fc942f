"""The web calculator's aiohttp application: the page, its words, the JSON API and "Send to chat".

Every request is untrusted: bodies are capped (``MAX_BODY``), each client has a request budget
(``bot/ratelimit.py``), every answer carries a strict Content-Security-Policy (scripts only from this
server's own files, nothing inline, no other origin) and sets no cookie. The page shows user text
with ``textContent`` only.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from aiohttp import web

from bot.i18n import language_of
from bot.ratelimit import RateLimiter
from bot.web.api import COMMANDS, answer
from bot.web.body import MAX_BODY, BodyError, read_body
from bot.web.conditional import conditional_get
from bot.web.faces import FONT_FILE, FONT_URL, TEXT_FONT_FILE, TEXT_FONT_URL, faces_json
from bot.web.initdata import InitDataError, validate_init_data
from bot.web.install import ICON_SIZES, icon_png, manifest_json
from bot.web.offload import OFFLOADED, RETRY_AFTER_SECONDS, Offload
from bot.web.pages import static_file
from bot.web.review import routes as review_routes
from bot.web.rulesets import rulesets_json
from bot.web.sending import ChatLink, send_to_chat
from bot.web.words import words_json

log = logging.getLogger("fanbot.web")

STATIC = Path(__file__).with_name("static")
#: per client (address): requests to the API in a window of seconds; a tap costs one or two
API_BUDGET = (240, 60.0)
#: the web clients Telegram shows Mini Apps in (an iframe there; a web view on phones)
TELEGRAM_FRAMES = "https://web.telegram.org"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
       "connect-src 'self'; manifest-src 'self'; worker-src 'self'; "
       f"base-uri 'none'; form-action 'none'; frame-ancestors 'self' {TELEGRAM_FRAMES}")
#: the page's scripts, loaded in this order (each may use what the ones before it define)
SCRIPTS = ("tiles.js", "show.js", "telegram.js", "app.js")
_STATIC_FILES = {**dict.fromkeys(SCRIPTS, "text/javascript"), "app.css": "text/css", "index.html": "text/html",
                 "standings.css": "text/css", "sw.js": "text/javascript"}

ClientKey = Callable[[web.Request], str]


def client_key(request: web.Request) -> str:
    """The client a request counts against: its address (a proxy on this host passes the real one on)."""
    remote = request.remote or ""
    forwarded = request.headers.get("X-Forwarded-For", "")
    if forwarded and remote in ("127.0.0.1", "::1"):
        return forwarded.rsplit(",", 1)[-1].strip()[:64]
    return remote


@web.middleware
async def _headers(request: web.Request, handler):
    try:
        response = await handler(request)
    except web.HTTPException as error:  # a 404 or 405 too
        _secure(error.headers)
        raise
    _secure(response.headers)
    return response


def _secure(headers) -> None:
    headers["Content-Security-Policy"] = CSP
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Referrer-Policy"] = "no-referrer"
    headers.setdefault("Cache-Control", "no-store")


def _json(data: dict, status: int = 200) -> web.Response:
    return web.Response(text=json.dumps(data, ensure_ascii=False), status=status, content_type="application/json")


def error_response(code: str, status: int, message: str) -> web.Response:
    return _json({"error": message, "code": code}, status)


async def _body(request: web.Request) -> dict | web.Response:
    """The request's JSON object, or the error answer for a body that is not one."""
    try:
        return await read_body(request)
    except BodyError as refused:
        return error_response(refused.code, refused.status, refused.message)


def build_app(*, bot_token: str | None = None, link: ChatLink | None = None,
              budget: tuple[int, float] = API_BUDGET, key: ClientKey = client_key,
              clock: Callable[[], float] | None = None, routes: Iterable[web.AbstractRouteDef] = (),
              offload: Offload | None = None) -> web.Application:
    """The application; ``bot_token`` checks Mini App ``initData``, ``link`` reaches the running Telegram bot,
    ``routes`` are other features' pages (the tournament standings), ``offload`` answers the discard advice
    away from the event loop (started and stopped with the app; None: on the loop, as tests do)."""
    limiter = RateLimiter(*budget, **({"clock": clock} if clock else {}))

    @web.middleware
    async def _budget(request: web.Request, handler):
        if request.path.startswith("/api/"):
            verdict = limiter.check(key(request))
            if not verdict.allowed:
                response = error_response("rate_limited", 429, "too many requests: wait a little")
                response.headers["Retry-After"] = str(max(1, round(verdict.retry_after)))
                return response
            init_data = request.headers.get("X-Telegram-Init-Data")
            if init_data is not None and bot_token and request.path != "/api/send":
                try:  # a request that says it comes from the Mini App must prove it
                    validate_init_data(init_data, bot_token)
                except InitDataError as refused:
                    return error_response(f"init_data_{refused.code}", 401, "Telegram's initData is forged or expired")
        return await handler(request)

    app = web.Application(middlewares=[_headers, conditional_get, _budget], client_max_size=MAX_BODY)
    link = link or ChatLink()
    pages = {name: static_file(name) for name in _STATIC_FILES}
    tile_font = FONT_FILE.read_bytes()

    def static(name: str):
        async def serve(_request: web.Request) -> web.Response:
            response = web.Response(body=pages[name], content_type=_STATIC_FILES[name], charset="utf-8")
            response.headers["Cache-Control"] = "no-cache"
            return response
        return serve

    def by_language(build: Callable[[str], bytes], content_type: str = "application/json"):
        async def serve(request: web.Request) -> web.Response:
            language = language_of(request.query.get("lang", "")[:32], default="en")
            response = web.Response(body=build(language), content_type=content_type, charset="utf-8")
            response.headers["Cache-Control"] = "public, max-age=3600"
            return response
        return serve

    def api(command: str):
        async def handle(request: web.Request) -> web.Response:
            body = await _body(request)
            if isinstance(body, web.Response):
                return body
            if offload is not None and command in OFFLOADED:
                result = await offload.answer(command, body)
                if result is None:
                    response = error_response("busy", 503, "too many analyses at once: wait a little")
                    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
                    return response
            else:
                result = answer(command, body)
            return _json(result.data, 200 if result.ok else 400)
        return handle

    async def send(request: web.Request) -> web.Response:
        body = await _body(request)
        if isinstance(body, web.Response):
            return body
        return await send_to_chat(link, bot_token, request.headers.get("X-Telegram-Init-Data", ""), body,
                                  error_response)

    app.router.add_get("/", static("index.html"))
    for script in SCRIPTS:
        app.router.add_get(f"/static/{script}", static(script))
    app.router.add_get("/static/app.css", static("app.css"))
    app.router.add_get("/static/standings.css", static("standings.css"))
    async def faces(_request: web.Request) -> web.Response:
        response = web.Response(body=faces_json(), content_type="application/json", charset="utf-8")
        response.headers["Cache-Control"] = "public, max-age=3600"
        return response

    async def font(_request: web.Request) -> web.Response:
        response = web.Response(body=tile_font, content_type="font/otf")
        response.headers["Cache-Control"] = "public, max-age=86400"
        return response

    def icon(size: int):
        async def serve(_request: web.Request) -> web.Response:
            response = web.Response(body=icon_png(size), content_type="image/png")
            response.headers["Cache-Control"] = "public, max-age=86400"
            return response
        return serve

    for size in ICON_SIZES:
        app.router.add_get(f"/static/icon-{size}.png", icon(size))
    app.router.add_get("/sw.js", static("sw.js"))  # at the root: the worker's scope is the whole page
    app.router.add_get("/manifest.webmanifest", by_language(manifest_json, "application/manifest+json"))
    async def text_font(_request: web.Request) -> web.FileResponse:
        response = web.FileResponse(TEXT_FONT_FILE, headers={"Content-Type": "font/otf"})
        response.headers["Cache-Control"] = "public, max-age=86400"
        return response

    app.router.add_get("/api/faces", faces)
    app.router.add_get(FONT_URL, font)
    app.router.add_get(TEXT_FONT_URL, text_font)
    app.router.add_get("/api/words", by_language(words_json))
    app.router.add_get("/api/rulesets", by_language(rulesets_json))
    for command in COMMANDS:
        app.router.add_post(f"/api/{command}", api(command))
    app.router.add_post("/api/send", send)
    app.router.add_routes(routes)  # pages of other features over the bot's storage (tournament standings)
    app.router.add_routes(review_routes(key, clock))  # the review page: a game's log weighed (bot/web/review.py)
    if offload is not None:
        async def start_pool(_app: web.Application) -> None:
            offload.start()

        async def stop_pool(_app: web.Application) -> None:
            await offload.stop()

        app.on_startup.append(start_pool)
        app.on_cleanup.append(stop_pool)
    return app
