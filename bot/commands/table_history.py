"""/table history [N]: the chat's past games, and one of them as its final sheet (text, picture, CSV).

A subcommand of /table (``bot/commands/table.py`` puts it in its group). Games are numbered from
the latest ended one (1) back; a table ended with nothing entered is no game and is not listed.
"""

from __future__ import annotations

from datetime import UTC, datetime

from bot.commands.sheet_view import sheet_document, sheet_picture
from bot.commands.spec import ParamKind, ParamSpec, subcommand
from bot.i18n import listed, plural_key
from bot.render.text_sheet import sheet_text
from bot.render.views import view_of
from bot.replies import Reply, error_reply
from bot.rich import lines
from bot.session import Session
from bot.storage import chat_key
from quiz.sheet.store import TableView

#: the games /table history lists
LISTED = 20


def past_games(session: Session) -> list[TableView]:
    """The chat's ended games, the latest first (empty tables left out)."""
    store = session.services.sheets
    views = (store.table_view(table.id) for table in store.ended(chat_key(session.ctx.platform,
                                                                          session.ctx.chat_id)))
    return [view for view in views if view is not None and view.sheet.is_game]


def final_sheet_reply(session: Session, view: TableView, heading: object = None) -> Reply:
    """A game's final sheet: its text, with the picture and the CSV file where the platform takes them."""
    text = sheet_text(view.sheet, session.language)
    return Reply(text=lines(heading, text) if heading is not None else text, title=session.tr("sheet.title_short"),
                 picture=sheet_picture(session, view.sheet), document=sheet_document(session, view))


def _line(session: Session, number: int, view: TableView) -> object:
    sheet = view.sheet
    ended = datetime.fromtimestamp(view.table.ended_at or view.table.created_at, UTC).strftime("%Y-%m-%d")
    winners = [sheet.names[s.player] for s in sheet.standings if s.rank == 1]
    return session.rich("sheet_history.line", number=number, date=ended,
                        ruleset=session.tr(f"ruleset.{view_of(sheet.start.ruleset).words}"),
                        players=listed(session.language, sheet.names), top=listed(session.language, winners),
                        hands=sheet.hands_played)


@subcommand("history", "sheet_history.cmd_table_history",
            ParamSpec("game", "sheet_history.param_game", kind=ParamKind.INTEGER, min_value=1, positional=True,
                      error_key="sheet_history.bad_game"),
            aliases=("past", "games"))
def history(session: Session, game: int | None = None) -> list[Reply]:
    games = past_games(session)
    if not games:
        return [error_reply(session.rich("sheet_history.none"))]
    if game is None:
        shown = [_line(session, number, view) for number, view in enumerate(games[:LISTED], 1)]
        return [Reply(text=lines(session.rich("sheet_history.title", count=len(games)), *shown,
                                 session.rich("sheet_history.how_to_export")),
                      title=session.tr("sheet.title_short"))]
    if not 1 <= game <= len(games):
        key = plural_key(session.language, "sheet_history.no_such_game", len(games))
        return [error_reply(session.rich(key, game=game, count=len(games)))]
    return [final_sheet_reply(session, games[game - 1], _line(session, game, games[game - 1]))]
