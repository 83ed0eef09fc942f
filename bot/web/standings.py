"""A tournament's standings as a page for a big screen: no login, an unguessable link
(``/standings/<token>``, the token made when the tournament was), refreshed by the browser itself.

Plain aiohttp and one self-contained HTML page (no script, no external asset); every name is escaped.
``routes(tournaments)`` gives the routes to add to the web app. ``?lang=zh_hans`` picks the language.
"""

from __future__ import annotations

import asyncio
import html
import re

from aiohttp import web

from bot.i18n import LANGUAGES, Translator
from bot.render.text_tournament import number, seat_name
from bot.render.views import view_of
from quiz.tournament.kinds import standings
from quiz.tournament.model import SEATS
from quiz.tournament.state import Tournament
from quiz.tournament.store import TournamentStore

#: seconds between the browser's reloads
REFRESH_SECONDS = 30
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")


def _cells(values, tag: str = "td") -> str:
    return "<tr>" + "".join(f"<{tag}>{html.escape(str(v))}</{tag}>" for v in values) + "</tr>"


def page_html(t: Tournament, language: str = "en") -> str:
    """The whole page: the standings, then the current round's tables (all text escaped)."""
    tr = Translator(language)
    table = standings(t)
    played = sum(1 for r in t.played if r.complete)
    rounds = [tr("tournament.col_round", round=r) for r in range(1, len(t.played) + 1)]
    columns = view_of(t.ruleset).tournament.columns  # the ruleset's own figures, between the name and the rounds
    head = [tr("tournament.col_place"), tr("tournament.col_name"), *map(tr, columns.titles), *rounds]
    rows = [[s.place, t.entrants[s.player].name, *map(number, columns.figures(s)), *map(number, s.rounds)]
            for s in table]
    parts = [f"<h1>{html.escape(tr('tournament.web_title', name=t.name))}</h1>",
             f"<h2>{html.escape(tr('tournament.picture_standings', played=played, rounds=t.rounds))}</h2>",
             "<table>", _cells(head, "th"), *(_cells(r) for r in rows), "</table>"]
    current = t.current
    if current is not None and not current.complete:
        title = tr("tournament.picture_round", round=current.number, rounds=t.rounds, key=current.seed)
        parts += [f"<h2>{html.escape(title)}</h2>",
                  "<table>", _cells([tr("tournament.col_table"), *(seat_name(tr, s) for s in SEATS)], "th")]
        for seated in current.tables:
            entry = current.results.get(seated.number)
            mark = "" if entry is None else " class=\"done\"" if entry.confirmed else " class=\"wait\""
            names = "".join(f"<td>{html.escape(t.seat_name(current.number, p))}</td>" for p in seated.players)
            parts.append(f"<tr><td{mark}>{seated.number}</td>{names}</tr>")
        parts.append("</table>")
    parts.append(f"<footer>{html.escape(tr('tournament.web_updated', seconds=REFRESH_SECONDS))}</footer>")
    return (f"<!doctype html><html lang=\"{html.escape(language)}\"><head><meta charset=\"utf-8\">"
            f"<meta http-equiv=\"refresh\" content=\"{REFRESH_SECONDS}\">"
            f"<meta name=\"viewport\" content=\"width=device-width\"><meta name=\"robots\" content=\"noindex\">"
            f"<title>{html.escape(t.name)}</title>"
            "<link rel=\"stylesheet\" href=\"/static/standings.css\"></head><body>"
            + "".join(parts) + "</body></html>")


def routes(store: TournamentStore) -> list[web.RouteDef]:
    """``GET /standings/{token}`` over the tournaments' ``store``: the page, or 404 for a token that names none."""

    async def standings_page(request: web.Request) -> web.Response:
        token = request.match_info["token"]
        if not _TOKEN.fullmatch(token):
            raise web.HTTPNotFound()
        view = await asyncio.to_thread(store.by_token, token)
        if view is None:
            raise web.HTTPNotFound()
        language = request.query.get("lang", "en")
        language = language if language in LANGUAGES else "en"
        body = await asyncio.to_thread(page_html, view.tournament, language)
        return web.Response(text=body, content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
                                     "X-Robots-Tag": "noindex"})

    return [web.get("/standings/{token}", standings_page)]
