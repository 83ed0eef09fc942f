"""The score sheet as people look at it and take it away: the picture ``/table`` sends, the button
that starts entering a hand, and ``/table export`` (a CSV file).

``bot/commands/table.py`` declares ``/table`` and puts these in its replies; the buttons' flow is
``bot/commands/sheet_buttons.py``. Nothing here writes to the sheet.
"""

from __future__ import annotations

import re

from bot.commands.spec import subcommand
from bot.i18n import listed
from bot.render.picture import CHAT_SCALE
from bot.render.sheet_csv import csv_filename, render_sheet_csv
from bot.render.sheet_picture import render_sheet_png
from bot.replies import Button, ButtonStyle, Document, Picture, Reply, error_reply
from bot.rich import lines
from bot.session import Session
from bot.storage import chat_key
from quiz.sheet.model import Sheet
from quiz.sheet.store import TableView

#: the action prefix of the sheet's buttons
PREFIX = "sheet_ui"
#: how much of a table's id the buttons carry (a chat has one open table; 64 bits tell them apart)
TABLE_TAG = 16


def table_tag(view: TableView) -> str:
    return view.table.id[:TABLE_TAG]


#: a player named by a Discord mention: the start keeps ``<@id>``, which a chat renders as the member
#: but a button label, the picture and the CSV cannot
_MENTION = re.compile(r"<@!?(\d+)>")
#: adapter-state kind of a member's display name as last seen writing to a sheet
NAME_STATE = "sheet_display_name"


def learn_name(session: Session, sheet: Sheet) -> None:
    """Remember the caller's display name when they are a player named by a mention."""
    ctx = session.ctx
    if not ctx.user_name:
        return
    for player in sheet.start.players:
        if player.user_id == ctx.user_id and _MENTION.fullmatch(player.name):
            storage = session.services.storage
            if storage.recall_state(ctx.platform, NAME_STATE, ctx.user_id) != ctx.user_name:
                storage.remember_state(ctx.platform, NAME_STATE, ctx.user_id, ctx.user_name)


def display_names(session: Session, sheet: Sheet) -> tuple[str, ...]:
    """Each player's name for labels, pictures and files: a mention becomes the member's display
    name once the bot has seen them write, else stays the mention."""
    names = []
    for player in sheet.start.players:
        name = player.name
        if player.user_id is not None and _MENTION.fullmatch(name):
            seen = session.services.storage.recall_state(session.ctx.platform, NAME_STATE, player.user_id)
            if isinstance(seen, str) and seen:
                name = seen
        names.append(name)
    return tuple(names)


def sheet_picture(session: Session, sheet: Sheet) -> Picture | None:
    """The sheet's PNG, drawn only when an adapter sends it; None when the chat turned pictures off."""
    if not session.pictures:
        return None
    language = session.language
    names = display_names(session, sheet)
    totals = listed(language, (f"{name} {t}" for name, t in zip(names, sheet.totals, strict=True)))
    alt = session.tr("sheet_ui.picture_alt", rows=len(sheet.rows), totals=totals)
    return Picture(filename="sheet.png", alt_text=alt,
                   draw=lambda: render_sheet_png(sheet, language, CHAT_SCALE, names))


def enter_buttons(session: Session, view: TableView) -> tuple[tuple[Button, ...], ...]:
    """The button that starts entering the next hand; none once the game is over. (Shown with the
    sheet, so the caller's display name is learnt here too, for the labels and the picture.)"""
    learn_name(session, view.sheet)
    if view.sheet.finished or view.sheet.next_hand is None:
        return ()
    action = f"{PREFIX}:enter:{table_tag(view)}:{view.table.last_seq}"
    return ((Button(session.tr("sheet_ui.button_enter"), action, ButtonStyle.PRIMARY),),)


def sheet_document(session: Session, view: TableView) -> Document:
    return Document(render_sheet_csv(view.sheet, session.language, display_names(session, view.sheet)),
                    csv_filename(view.sheet, view.table.id[:8]), "text/csv")


@subcommand("export", "sheet_ui.cmd_export", aliases=("csv",))
def export(session: Session) -> list[Reply]:
    """``/table export``: the open table's sheet as a CSV file; with none open, the last ended one's."""
    store = session.services.sheets
    chat = chat_key(session.ctx.platform, session.ctx.chat_id)
    view = store.view(chat)
    ended = view is None
    if ended:
        view = store.last_ended(chat)
    if view is None:
        return [error_reply(session.rich("sheet_error.no_table"))]
    sheet = view.sheet
    learn_name(session, sheet)
    text = session.rich("sheet_ui.export_caption", rows=len(sheet.rows), hands=sheet.hands_played)
    if ended:
        text = lines(session.rich("sheet_history.export_ended"), text)
    return [Reply(text=text, document=sheet_document(session, view))]
