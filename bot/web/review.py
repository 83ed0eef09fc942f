"""The web review page (issue 33, point 5): a game's log uploaded or pasted, its decisions shown as hand pictures.

``GET /review.html`` is the page (``static/review.html`` with ``review.js``, drawn with the calculator's tiles:
``tiles.js`` and ``show.js``); ``GET /api/review/words?lang=`` its words (``web.review_*`` of the catalogues);
``POST /api/review?player=&lang=`` takes the log itself as the body (a file's bytes, plain or gzip, or pasted
text: a log, a viewer link, a Tenhou log id or ``?log=`` link) and answers the review as ``fanbot review --json``
prints it (``scoring.review.json_form``), or ``{"error", "code"}`` with 400 in the asked language.

The app's rules hold here too (its middleware: the CSP, no cookie, the API's request budget). A review is heavier
than a score, so it has its own: a body of at most ``MAX_REVIEW_BODY`` (read from the stream, refused past it),
``REVIEW_BUDGET`` reviews per client, and ``REVIEWS_AT_ONCE`` running at a time (more: 503 with Retry-After),
each off the event loop.
"""

from __future__ import annotations

import asyncio
import functools
import json
from collections.abc import Callable

from aiohttp import web

from bot.calls import ATTACHMENT_LIMIT
from bot.i18n import error_text, language_of, t
from bot.ratelimit import RateLimiter
from bot.services.game_review import review_of_text
from bot.web.pages import static_file
from scoring.review.danger import DangerReason
from scoring.review.errors import LogError
from scoring.review.json_form import review_json
from scoring.review.review import review, seat_of
from scoring.review.source import read_log

#: the largest log taken: the chats' limit (a long game's log is ~0.3 MB; gzip it past this)
MAX_REVIEW_BODY = ATTACHMENT_LIMIT
#: reviews per client in a window of seconds (each weighs every decision of a game: up to a second or two)
REVIEW_BUDGET = (10, 60.0)
#: reviews computed at once (the bot is sized for two cores); one more is answered 503 at once
REVIEWS_AT_ONCE = 1
RETRY_AFTER_SECONDS = 2
#: the page's own files: the calculator's tiles.js and show.js draw its tiles
PAGE_FILES = {"review.html": "text/html", "review.js": "text/javascript", "review.css": "text/css"}
#: the page's own words, without their ``web.review_`` prefix
WORDS = ("title", "intro", "upload", "paste", "review", "player", "severity", "hands", "turn", "played", "best",
         "danger", "chart", "chart_shanten", "chart_danger", "working", "call", "pass", "riichi_declared", "dama",
         "error_too_large", "error_busy")
#: the chat's words of a review the page shows too: its page key -> the catalogue's key
SHARED = {"review_disclaimer": "review.disclaimer", "review_stats": "review.stats",
          "review_averages": "review.averages", "review_riichi": "review.riichi_mark",
          **{f"review_severity_{s}": f"review.severity_{s}" for s in ("ok", "minor", "major")},
          **{f"review_danger_{r}": f"review.danger_{r}" for r in DangerReason}}


@functools.cache
def words_json(language: str) -> bytes:
    """The page's words in ``language`` (its templates: the page fills them), as JSON bytes."""
    words = {**{f"review_{key}": f"web.review_{key}" for key in WORDS}, **SHARED}
    return json.dumps({"ui": {name: t(language, key) for name, key in words.items()}},
                      ensure_ascii=False, separators=(",", ":")).encode()


def reviewed_json(source: bytes, player: str | None, language: str) -> tuple[dict, bool]:
    """The review of the log ``source`` as JSON, or its error in ``language``; whether it is a review."""
    try:
        text = source.decode("utf-8").strip() if source[:2] != b"\x1f\x8b" else ""
        if text and "\n" not in text and len(text) < 4096:  # one line: a link or a log id, maybe a fetch
            reviewed = review_of_text(text, player)
        else:
            game = read_log(source)
            reviewed = review(game, seat_of(game, player))
    except UnicodeDecodeError:
        return _error(LogError("not_text"), language), False
    except LogError as error:
        return _error(error, language), False
    return review_json(reviewed), True


def _error(error: LogError, language: str) -> dict:
    return {"error": error_text(error, language), "code": error.code}


def routes(key: Callable[[web.Request], str], clock: Callable[[], float] | None = None) -> list[web.RouteDef]:
    """The page, its words and ``POST /api/review``; ``key`` names the client a review counts against."""
    limiter = RateLimiter(*REVIEW_BUDGET, **({"clock": clock} if clock else {}))
    files = {name: static_file(name) for name in PAGE_FILES}
    running = [0]

    def static(name: str):
        async def serve(_request: web.Request) -> web.Response:  # fetched again when it changed: no-cache
            return web.Response(body=files[name], content_type=PAGE_FILES[name], charset="utf-8",
                                headers={"Cache-Control": "no-cache"})
        return serve

    async def words(request: web.Request) -> web.Response:
        response = web.Response(body=words_json(language_of(request.query.get("lang", "")[:32], default="en")),
                                content_type="application/json", charset="utf-8")
        response.headers["Cache-Control"] = "public, max-age=3600"
        return response

    async def answer(request: web.Request) -> web.Response:
        language = language_of(request.query.get("lang", "")[:32], default="en")
        verdict = limiter.check(key(request))
        if not verdict.allowed:
            return _refused("rate_limited", 429, t(language, "web.error_rate_limited"), verdict.retry_after)
        body = await _read(request)
        if body is None:
            return _refused("too_large", 413, t(language, "web.review_error_too_large"))
        if running[0] >= REVIEWS_AT_ONCE:
            return _refused("busy", 503, t(language, "web.review_error_busy"), RETRY_AFTER_SECONDS)
        running[0] += 1
        try:
            player = request.query.get("player", "")[:64] or None
            data, ok = await asyncio.to_thread(reviewed_json, body, player, language)
        finally:
            running[0] -= 1
        return web.Response(text=json.dumps(data, ensure_ascii=False), status=200 if ok else 400,
                            content_type="application/json")

    return [web.get("/review.html", static("review.html")), web.get("/static/review.js", static("review.js")),
            web.get("/static/review.css", static("review.css")), web.get("/api/review/words", words),
            web.post("/api/review", answer)]


async def _read(request: web.Request) -> bytes | None:
    """The body, read from the stream (the app's own cap is the JSON API's); None past ``MAX_REVIEW_BODY``."""
    if request.content_length is not None and request.content_length > MAX_REVIEW_BODY:
        return None
    chunks, size = [], 0
    while chunk := await request.content.read(64 * 1024):
        size += len(chunk)
        if size > MAX_REVIEW_BODY:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


def _refused(code: str, status: int, message: str, retry_after: float | None = None) -> web.Response:
    response = web.Response(text=json.dumps({"error": message, "code": code}, ensure_ascii=False), status=status,
                            content_type="application/json")
    if retry_after is not None:
        response.headers["Retry-After"] = str(max(1, round(retry_after)))
    return response


__all__ = ["routes", "reviewed_json", "MAX_REVIEW_BODY", "REVIEW_BUDGET"]
