"""/play: a game of the fan-counting rules played in the chat, four seats of people and AI.

``/play [seats]`` opens a table in the chat (its one message, edited as the game goes); people join
with its button, AI fills the empty seats, and the game starts when the people seats are full (or
when the opener starts it). Each person's hand and choices come privately: on Telegram in their
private chat (the "my hand" button is a deep link that opens it), on Discord as an ephemeral reply
with a button per choice. A person who does not decide in the table's time gets the automatic move
(discard the drawn tile, pass) and is marked away until they take the seat back; a person who leaves
hands the seat to an AI. Every hand's result goes on the chat's score sheet. ``/play export`` gives
the game log as JSON lines; ``/play stop`` ends the table.

The game is ``quiz/play`` over the engine; what the chat is shown is ``play_board``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.commands.common import RULES
from bot.commands.play_tournament import tournament_table
from bot.commands.spec import ParamKind, ParamSpec, action, group, subcommand
from bot.commands.tournament_common import failure
from bot.i18n import plural_key
from bot.render.play_views import play_view
from bot.replies import Document, Reply, error_reply
from bot.services.game_review import table_files
from bot.session import Session
from bot.storage import chat_key
from quiz.play.model import MAX_MOVE_SECONDS, MIN_MOVE_SECONDS, MOVE_SECONDS, AILevel, Options, PlayError, Status
from quiz.play.rules import ActionRefused
from quiz.play.rulesets import play_of
from quiz.play.store import MAX_HANDS
from quiz.tournament.events import TournamentError

#: the platform whose chat cannot show a table (no messages to edit, nobody else there)
CONSOLE = "console"
SEATS = ParamSpec("seats", "play.param_seats", kind=ParamKind.INTEGER, min_value=1, max_value=4, positional=True)
SECONDS = ParamSpec("seconds", "play.param_seconds", kind=ParamKind.INTEGER, min_value=int(MIN_MOVE_SECONDS),
                    max_value=int(MAX_MOVE_SECONDS), names=("time",))
HANDS = ParamSpec("hands", "play.param_hands", kind=ParamKind.INTEGER, min_value=1, max_value=MAX_HANDS)
AI = ParamSpec("ai", "play.param_ai", kind=ParamKind.CHOICE, choices=tuple(level.value for level in AILevel))
COACH = ParamSpec("coach", "play.param_coach", kind=ParamKind.CHOICE, choices=("on", "off"))
#: the ruleset played (a bare ruleset word too); without it the shared engine's, whatever the chat's setting
PLAY_RULES = replace(RULES, positional=True, default=None)
PRESET = ParamSpec("preset", "play.param_preset")
#: a game played by wind rounds (east-only or a half game) chooses its length instead of a count of hands
LENGTH = ParamSpec("length", "play.param_length")
TABLE = ParamSpec("table", "play.param_table", kind=ParamKind.INTEGER, min_value=1, max_value=999)


def board_of(session: Session):
    return session.services.play


def table_error(session: Session, error: PlayError) -> Reply:
    return error_reply(session.rich(f"play_table_error.{error.code}", **error.params))


@subcommand("new", "play.cmd_new", SEATS, SECONDS, HANDS, AI, COACH, PLAY_RULES, PRESET, TABLE, LENGTH)
def new(session: Session, seats: int | None = None, seconds: int | None = None, hands: int | None = None,
        ai: str | None = None, coach: str | None = None, rules: str | None = None,
        preset: str | None = None, table: int | None = None, length: str | None = None) -> list[Reply]:
    ctx = session.ctx
    if ctx.platform == CONSOLE:  # the terminal has a game of its own, turn by turn
        return [error_reply(session.rich("play.use_fanbot_play"))]
    sheet = session.services.sheets.view(chat_key(ctx.platform, ctx.chat_id))
    if sheet is not None and not sheet.sheet.finished and not sheet.table.start.option("played"):
        return [error_reply(session.rich("play_table_error.sheet_open"))]
    options = Options(people=seats or 4, move_seconds=float(seconds or MOVE_SECONDS),
                      hands=hands or MAX_HANDS, ai_level=AILevel(ai or AILevel.PLAYER), coach=coach == "on",
                      ruleset=rules, preset=preset, length=length)
    board = board_of(session)
    try:
        seated = tournament_table(session, options, table, ai)  # a tournament's table seats its players
        play = play_of(seated.options.ruleset if seated else rules)
        _check_length(play.lengths, hands, length)
        options = play.check(seated.options if seated else options)
        board.store.open(ctx.platform, ctx.chat_id, ctx.user_id, ctx.user_name or ctx.user_id, options,
                         seated.seats if seated else ())
    except PlayError as error:
        return [table_error(session, error)]
    except TournamentError as error:
        return failure(session, error)
    board.touch(ctx.platform, ctx.chat_id)
    return [Reply(text=session.rich("play.opened"), private=True, acknowledges=True)]


def _check_length(lengths: tuple[str, ...], hands: int | None, length: str | None) -> None:
    """A game played by wind rounds takes ``length=``, never a count of hands; a game of hands, no length."""
    if hands is not None and lengths:
        raise PlayError("hands_by_length", lengths="|".join(lengths))
    if length is not None and not lengths:
        raise PlayError("no_length")


@subcommand("hand", "play.cmd_hand")
def hand(session: Session) -> list[Reply]:
    table = board_of(session).store.table(session.ctx.platform, session.ctx.chat_id)
    if table is None:
        return [error_reply(session.rich("play_table_error.no_table"))]
    return _hand(session, table.id)


@subcommand("stop", "play.cmd_stop")
def stop(session: Session) -> list[Reply]:
    ctx = session.ctx
    board = board_of(session)
    table = board.store.table(ctx.platform, ctx.chat_id)
    if table is None:
        return [error_reply(session.rich("play_table_error.no_table"))]
    try:
        board.store.stop(table.id, None if not ctx.is_group else ctx.user_id)
    except PlayError as error:
        return [table_error(session, error)]
    board.touch(ctx.platform, ctx.chat_id)
    return [Reply(text=session.rich("play.stopped"), private=True, acknowledges=True)]


@subcommand("export", "play.cmd_export")
def export(session: Session) -> list[Reply]:
    """The chat's latest table as the files its ruleset writes: JSON lines, one per event, the format of
    ``fanbot play --log``, or another ruleset's own logs (tenhou.net/6 JSON and mjai lines)."""
    store = board_of(session).store
    table = store.last(session.ctx.platform, session.ctx.chat_id)
    if table is None or table.hand == 0:
        return [error_reply(session.rich("play_table_error.no_game"))]
    documents = [Document(data, name, kind) for name, kind, data in table_files(store, table)]
    key = plural_key(session.language, "play.exported", table.hand)
    text = session.rich(key, hands=table.hand)
    return [Reply(text=text, document=documents[0]),
            *(Reply(text=document.filename, document=document) for document in documents[1:])]


PLAY = group("play", "cmd.play", new, hand, stop, export, default="new", fallback="new")


# ---------------------------------------------------------------------------------------- buttons

@action("play")
def play_action(session: Session, action_text: str, values: Sequence[str]) -> list[Reply]:
    """``play:join|start|leave|back|hand:<table>``, ``play:m:<table>:<point>:<move>`` and
    ``play:review:<table>:<hand>`` (the coach's review of a hand, for the presser's seat)."""
    parts = action_text.split(":")
    if len(parts) < 3:
        return [error_reply(session.rich("error.stale_button"))]
    verb, table_id = parts[1], parts[2]
    board = board_of(session)
    user = session.ctx.user_id
    try:
        if verb == "m" and len(parts) == 5 and parts[3].isdigit():
            return _move(session, table_id, int(parts[3]), parts[4])
        if verb == "hand":
            return _hand(session, table_id)
        if verb == "review" and len(parts) == 4 and parts[3].isdigit():
            return [board.review_reply(session.tr, table_id, int(parts[3]), user)]
        changes = {"join": lambda: board.store.join(table_id, user, session.ctx.user_name or user),
                   "start": lambda: board.store.start(table_id, user),
                   "leave": lambda: board.store.leave(table_id, user),
                   "back": lambda: board.store.back(table_id, user)}
        if verb not in changes:
            return [error_reply(session.rich("error.stale_button"))]
        moved = changes[verb]()
    except PlayError as error:
        return [table_error(session, error)]
    board.touch(moved.table.platform, moved.table.chat_id)
    return [Reply(text=session.rich(f"play.done_{verb}"), private=True)]


def _hand(session: Session, table_id: str) -> list[Reply]:
    board = board_of(session)
    table = board.store.by_id(table_id)
    seat = table.seat_of(session.ctx.user_id) if table is not None else None
    if table is not None and table.status is Status.LOBBY and seat is not None:
        return [Reply(text=session.rich("play.hand_in_lobby"), private=True)]
    if table is None or table.status is not Status.PLAYING:
        return [error_reply(session.rich("play_table_error.not_playing"))]
    if seat is None:
        return [error_reply(session.rich("play_table_error.not_seated"))]
    now = board.store.hand(table)
    return [board.hand_reply(session.tr, table, now, seat)]


def _move(session: Session, table_id: str, point: int, code: str) -> list[Reply]:
    board = board_of(session)
    table = board.store.by_id(table_id)
    if table is None:
        raise PlayError("no_table")
    seat = table.seat_of(session.ctx.user_id)
    if seat is None:
        raise PlayError("not_seated")
    view = play_view(table)
    move = view.move_of(code, seat)
    try:
        moved = board.store.act(table_id, session.ctx.user_id, point, move)
    except ActionRefused:
        raise PlayError("illegal") from None
    board.touch(moved.table.platform, moved.table.chat_id)
    table = moved.table
    if moved.now is None or table.status is not Status.PLAYING or moved.ended_hands:
        return [Reply(text=session.rich("play.played", move=view.move_text(session.tr, move, table)), private=True,
                      replace_message=True)]
    reply = board.hand_reply(session.tr, table, moved.now, seat, replace_message=True)
    return [replace(reply, text=session.rich("play.played_then", move=view.move_text(session.tr, move, table),
                                             hand=reply.text))]


__all__ = ["PLAY", "play_action"]
