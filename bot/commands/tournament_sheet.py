"""A tournament table kept hand by hand on the chat's score sheet: ``/tournament table N`` opens
the sheet (``/table``, ``/win``... as for any game) with the table's four players in their seats,
and ``/table end`` enters the sheet's final scores as the table's result, which another player of
the table confirms as usual (an admin's end counts at once).

The link is an event of the tournament's log (``SheetOpened``); a chat keeps one open sheet at a
time, so in a group one table at a time plays on the sheet (the others enter their results). The
sheet lives where it is played: in a table's thread (Discord) that thread, so every table can keep
its own sheet at once, and there ``/tournament table`` needs no number.
"""

from __future__ import annotations

from bot.commands.sheet_view import enter_buttons
from bot.commands.spec import subcommand
from bot.commands.tournament_common import TABLE_PARAM, failure, read, seated_at, thread_table, write
from bot.commands.tournament_play import result_replies
from bot.render.text_sheet import sheet_text
from bot.replies import Reply
from bot.rich import lines
from bot.session import Session
from bot.storage import chat_key
from quiz.sheet.model import Player, SheetError, TableStart, Wind
from quiz.tournament.events import ResultEntered, SheetOpened, TournamentError
from quiz.tournament.state import Tournament
from scoring.rulesets import RulesetId


@subcommand("table", "tournament.cmd_table",
            TABLE_PARAM,
            usage_key="tournament.usage_table")
def open_sheet(session: Session, table: int | None = None) -> list[Reply]:
    view = read(session)
    if isinstance(view, TournamentError):
        return failure(session, view)
    t = view.tournament
    here = thread_table(session)
    if table is None and here is not None and here[0] == len(t.played):  # the thread of a table of this round
        table = here[1]
    if table is None:
        return failure(session, TournamentError("table_usage"))
    try:
        played = t.round(len(t.played)) if t.played else t.round(1)
        seated = played.table(table)
        if not session.can_configure and seated_at(t, played, table, session.ctx.user_id) is None:
            raise TournamentError("not_at_table", table=table)
    except TournamentError as error:
        return failure(session, error)
    players = tuple(Player(t.seat_name(played.number, p), None if (played.number, p) in t.replaced
                           else t.entrants[p].user_id) for p in seated.players)
    options = (("preset", t.preset),) if t.preset else ()
    start = TableStart(RulesetId(t.ruleset), players, tuple(Wind), options)
    try:
        opened = session.services.sheets.start(
            sheet_chat(session), start, session.ctx.user_id)
    except SheetError as error:
        return [Reply(text=session.rich(f"sheet_error.{error.code}", **error.params), private=True, is_error=True)]
    number = played.number

    def answer(_view) -> list[Reply]:
        text = lines(session.rich("tournament.sheet_opened", table=table, round=number),
                     sheet_text(opened.sheet, session.language))
        return [Reply(text=text, title=session.tr("sheet.title_short"), buttons=enter_buttons(session, opened))]

    return write(session, lambda _t: SheetOpened(number, table, opened.table.id), answer)


def sheet_chat(session: Session) -> str:
    """Where the table's sheet is kept: the chat it is played in (a table's thread is a chat of its
    own, whose tournament is its channel's)."""
    return chat_key(session.ctx.platform, session.ctx.chat_id)


def fed(session: Session) -> list[Reply]:
    """After ``/table end``: the ended sheet's final scores as its tournament table's result, when the
    sheet was opened for one that has no result yet; nothing otherwise."""
    ended = session.services.sheets.last_ended(sheet_chat(session))
    view = read(session)
    if ended is None or isinstance(view, TournamentError) or ended.table.id not in view.tournament.sheets:
        return []
    round_number, table = view.tournament.sheets[ended.table.id]
    if view.tournament.round(round_number).results.get(table) is not None:
        return []
    scores = tuple(ended.sheet.totals)
    admin = session.can_configure

    def step(t: Tournament) -> ResultEntered:
        return ResultEntered(round_number, table, scores, session.ctx.user_id, confirmed=admin)

    return write(session, step, lambda after: result_replies(session, after, round_number, table))
