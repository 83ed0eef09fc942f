"""/table, /win, /draw, /penalty, /undo: a live game's score sheet kept in the chat.

The sheet is ``quiz/sheet``: an append-only log per table in the shared database, replayed through
the table's ruleset. Each command here reads the words, names the players, and appends one entry
in one transaction (``SheetStore.append``), which also checks who may write:

* the four players when they are chat members (a mention, ``me``, or a Telegram ``@username``),
* the player who started the table (the scorekeeper, who enters for players known only by a name),
* the chat's admins; in a private chat or the console, whoever is there.

Anyone may read the sheet. Players are named by their name as given at start (any case), their
mention, ``me``, or their seat wind at the hand being played (E S W N, 东 南 西 北).
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable
from dataclasses import replace

# /table stats, top, history (past games); a tournament table's sheet (its end enters the table's result)
from bot.commands import table_history, table_stats, tournament_sheet
from bot.commands.common import hand_error, read_ruleset, score_error
from bot.commands.rulesets import commands_of
from bot.commands.sheet_view import enter_buttons, export, sheet_document, sheet_picture
from bot.commands.spec import ParamKind, ParamSpec, command, group, subcommand
from bot.commands.table_words import (
    ALIASES,
    DEDUCTED_WORDS,
    ME_WORDS,
    SEAT_WORDS,
    TO_WORDS,
    WinWords,
    folded_word,
    number_of,
)
from bot.i18n import plural_key
from bot.render.ruleset_words import ruleset_key
from bot.render.text_sheet import chase_text, row_text, sheet_text, status_text
from bot.render.views import view_of
from bot.replies import Reply, error_reply
from bot.rich import lines
from bot.session import CommandContext, Session
from bot.storage import chat_key
from quiz.sheet import mcr
from quiz.sheet.model import (
    Draw,
    End,
    EntryBody,
    Penalty,
    Player,
    Sheet,
    SheetError,
    TableStart,
    Undo,
    Win,
    Wind,
)
from quiz.sheet.rulesets import rules_for
from quiz.sheet.store import SheetStore, TableView
from scoring.hand import HandError, NotWinningHand
from scoring.rulesets import ruleset_of

MAX_NAME = 32
_LIST_SEPARATORS = re.compile(r"[,\uff0c\u3001\s]+")  # "P,Q", full-width commas, 、
_MENTION = re.compile(r"<@!?(\d+)>")
SEAT_ORDERS = ("given", "random")


def store_of(session: Session) -> SheetStore:
    return session.services.sheets


def _chat(session: Session) -> str:
    return chat_key(session.ctx.platform, session.ctx.chat_id)


def sheet_error(session: Session, error: SheetError, ruleset: str | None = None) -> Reply:
    """The refusal, in the words of the table's ``ruleset`` where it has its own (faan, tai)."""
    return error_reply(session.rich(ruleset_key(session.tr, f"sheet_error.{error.code}", ruleset), **error.params))


# ---------------------------------------------------------------------------------------- players

def player_of(word: str, ctx: CommandContext) -> Player:
    """A player as written at ``/table start``: a Discord mention, ``me``, or a name (a Telegram
    ``@username`` is kept as the name, and lets that account write)."""
    mention = _MENTION.fullmatch(word)
    if mention:
        return Player(word, mention.group(1))
    if folded_word(word) in ME_WORDS:
        return Player(ctx.user_name or ctx.user_id, ctx.user_id)
    name = unicodedata.normalize("NFKC", word).strip()
    if not name or len(name) > MAX_NAME or any(unicodedata.category(ch).startswith("C") for ch in name):
        raise SheetError("bad_name", name=name[:MAX_NAME])
    return Player(name)


def find_player(sheet: Sheet, word: str, ctx: CommandContext) -> int:
    """The index of the player ``word`` names; ``unknown_player`` when none."""
    players = sheet.start.players
    folded = folded_word(word)
    mention = _MENTION.fullmatch(word)
    for index, player in enumerate(players):
        if mention and player.user_id == mention.group(1):
            return index
        if folded_word(player.name) == folded or folded_word(player.name) == "@" + folded.lstrip("@"):
            return index
        if folded in ME_WORDS and player.user_id is not None and player.user_id == ctx.user_id:
            return index
    if folded in ME_WORDS:
        by_handle = _handle_player(sheet, ctx)
        if by_handle is not None:
            return by_handle
    seat = SEAT_WORDS.get(folded)
    hand = sheet.next_hand
    if seat is not None and hand is not None:
        return hand.seats.index(seat)
    if seat is not None and sheet.finished:  # seats are those of the next hand, and there is none
        raise SheetError("table_finished")
    raise SheetError("unknown_player", player=word[:MAX_NAME])


def _handle_player(sheet: Sheet, ctx: CommandContext) -> int | None:
    handle = folded_word(ctx.user_handle)
    if not handle:
        return None
    for index, player in enumerate(sheet.start.players):
        if folded_word(player.name) == "@" + handle.lstrip("@"):
            return index
    return None


def may_write(view: TableView, ctx: CommandContext) -> bool:
    if not ctx.is_group or ctx.is_admin or view.table.author == ctx.user_id:
        return True
    if any(player.user_id == ctx.user_id for player in view.table.start.players):
        return True
    return _handle_player(view.sheet, ctx) is not None


def _guard(ctx: CommandContext) -> Callable[[TableView], None]:
    def check(view: TableView) -> None:
        if not may_write(view, ctx):
            raise SheetError("not_at_table")

    return check


# ---------------------------------------------------------------------------------------- writing

def _append(session: Session, body: EntryBody | Callable[[Sheet], EntryBody],
            previous: Sheet | None = None) -> list[Reply]:
    """Append one entry and answer with what it did. An entry that names players is built from the
    sheet first (names, seat winds), then written checked against the sheet of its own transaction."""
    store = store_of(session)
    try:
        if callable(body):
            before = store.view(_chat(session))
            if before is None:
                raise SheetError("no_table")
            _guard(session.ctx)(before)  # an outsider hears that first, not that a name is unknown
            body = body(before.sheet)
        view = store.append(_chat(session), body, session.ctx.user_id, guard=_guard(session.ctx))
    except SheetError as error:
        return [sheet_error(session, error)]
    return answer_entry(session, view, body, previous)


def answer_entry(session: Session, view: TableView, entry: EntryBody, previous: Sheet | None = None) -> list[Reply]:
    """The reply to an entry just written: the row it made (or what an undo took back, read from the
    ``previous`` sheet when given) and the status."""
    sheet = view.sheet
    language = session.language
    if isinstance(entry, Undo) and previous is not None and len(previous.rows) == len(sheet.rows) + 1:
        text = lines(session.rich("sheet.undone_row"),
                     row_text(previous.rows[-1], previous, language), status_text(sheet, language))
    elif isinstance(entry, Undo):
        text = lines(session.rich("sheet.undone", entries=len(sheet.rows)), status_text(sheet, language))
    elif isinstance(entry, End):
        text = lines(session.rich("sheet.ended"), status_text(sheet, language))
    else:
        text = lines(*(row_text(row, sheet, language) for row in sheet.last_rows), status_text(sheet, language))
    if sheet.finished and sheet.is_game:  # over: the final sheet goes with it (picture and CSV file)
        return [Reply(text=text, title=session.tr("sheet.title_short"), picture=sheet_picture(session, sheet),
                      document=sheet_document(session, view))]
    return [Reply(text=text, title=session.tr("sheet.title_short"))]


# ---------------------------------------------------------------------------------------- /table

@subcommand("start", "sheet.cmd_table_start",
            ParamSpec("seats", "sheet.param_seats", kind=ParamKind.CHOICE, choices=SEAT_ORDERS,
                      error_key="sheet.bad_seats_option"),
            ParamSpec("players", "sheet.param_players", required=True, rest=True),
            aliases=ALIASES["table_start"], usage_key="sheet.usage_start")
def start(session: Session, players: str, seats: str | None = None) -> list[Reply]:
    words = players.split()
    ruleset = ruleset_of(session.settings.ruleset).id  # as registered (a built-in one's id is a RulesetId)
    if words and read_ruleset(words[0]) is not None:  # "/table start riichi A B C": the ruleset first
        ruleset = ruleset_of(read_ruleset(words.pop(0))).id
    options = [tuple(word.split("=", 1)) for word in words if "=" in word]
    names = [word for word in words if "=" not in word]
    try:
        seated = rules_for(ruleset).traits.players
    except SheetError as error:  # a ruleset that keeps no score sheet
        return [sheet_error(session, error)]
    if len(names) not in seated:
        return [error_reply(lines(session.rich(
            plural_key(session.language, "sheet_start.players", len(names)), count=len(names),
            ruleset=session.tr(f"ruleset.{view_of(ruleset).words}"),
            seated=session.tr(f"sheet_start.seated_{view_of(ruleset).words}")),
            session.rich("sheet.usage_start")))]
    try:
        people = tuple(player_of(word, session.ctx) for word in names)
        winds = list(Wind)[:len(people)]  # a three-player table has no north seat
        if seats == "random":
            random.SystemRandom().shuffle(winds)
        begin = TableStart(ruleset, people, tuple(winds), tuple((k.lower(), v) for k, v in options))
        view = store_of(session).start(_chat(session), begin, session.ctx.user_id)
    except SheetError as error:
        return [sheet_error(session, error)]
    text = lines(session.rich("sheet.started"), sheet_text(view.sheet, session.language),
                 session.rich("sheet.how_to_enter" if rules_for(ruleset).traits.by_fan
                              else "sheet_riichi.how_to_enter"))
    return [Reply(text=text, title=session.tr("sheet.title_short"), buttons=enter_buttons(session, view))]


@subcommand("show", "sheet.cmd_table_show", aliases=ALIASES["table_show"], free_text="words")
def show(session: Session, words: str = "") -> list[Reply]:
    if words.strip():  # "/table foo": no such subcommand
        return [error_reply(session.rich("sheet.usage_table", word=words.split()[0][:MAX_NAME]))]
    view = store_of(session).view(_chat(session))
    if view is None:
        return [error_reply(session.rich("sheet_error.no_table"))]
    return [Reply(text=sheet_text(view.sheet, session.language), title=session.tr("sheet.title_short"),
                  picture=sheet_picture(session, view.sheet), buttons=enter_buttons(session, view))]


@subcommand("end", "sheet.cmd_table_end", aliases=ALIASES["table_end"])
def end(session: Session) -> list[Reply]:
    replies = _append(session, End())
    return replies if replies[0].is_error else [*replies, *tournament_sheet.fed(session)]


@subcommand("chase", "sheet.cmd_table_chase", aliases=ALIASES["table_chase"])
def chase(session: Session) -> list[Reply]:
    view = store_of(session).view(_chat(session))
    if view is None:
        return [error_reply(session.rich("sheet_error.no_table"))]
    if not rules_for(view.sheet.start.ruleset).traits.chases:
        return [error_reply(session.rich("sheet_error.not_in_ruleset", what="chase"))]
    if view.sheet.finished:
        return [error_reply(session.rich("sheet_error.table_finished"))]
    figures = mcr.chase(view.sheet.totals)
    return [Reply(text=chase_text(figures, view.sheet, session.language), title=session.tr("sheet.title_short"))]


TABLE = group("table", "sheet.cmd_table", start, show, end, chase, export, table_stats.stats, table_stats.top,
              table_history.history,
              aliases=ALIASES["table"], default="show", fallback="show", admin_aware=True)


# ---------------------------------------------------------------------------------------- /win


@command("win", "sheet.cmd_win", ParamSpec("text", "sheet.param_win", required=True, rest=True),
         aliases=ALIASES["win"], usage_key="sheet.usage_win", admin_aware=True)
def win(session: Session, text: str) -> list[Reply]:
    words = WinWords(text)
    if words.winner is None or (words.numbers is None and not words.hand):
        view = store_of(session).view(_chat(session))  # a table's ruleset writes its wins its own way
        usage = ruleset_key(session.tr, "sheet.usage_win", view.sheet.start.ruleset if view else None)
        return [error_reply(session.rich(usage))]
    if words.self_drawn and words.loser is not None:
        return [sheet_error(session, SheetError("self_drawn_with_loser"))]
    store = store_of(session)
    view = store.view(_chat(session))
    if view is None:
        return [sheet_error(session, SheetError("no_table"))]
    sheet = view.sheet
    shown: list[Reply] = []
    try:
        if not may_write(view, session.ctx):
            raise SheetError("not_at_table")
        winner = find_player(sheet, words.winner, session.ctx)
        loser = find_player(sheet, words.loser, session.ctx) if words.loser is not None else None
        names = {folded_word(player.name) for player in sheet.start.players}
        other = next((w for w in words.hand.split() if folded_word(w) in names), None)
        if other is not None and not rules_for(sheet.start.ruleset).traits.several_winners:
            raise SheetError("one_winner", player=other[:MAX_NAME])  # "/win Ann 8 from Bo and Cy": not a hand
        if words.numbers is not None:
            entry = _numbers_win(sheet, winner, loser, words.numbers, words.false_win)
        else:
            reader = commands_of(sheet.start.ruleset).read_hand
            if reader is None:
                raise SheetError("not_in_ruleset", what="hand")
            entry, shown = reader(session, sheet, winner, loser, words.hand, words.false_win)
        if words.liable is not None:
            if not rules_for(sheet.start.ruleset).traits.liability:
                raise SheetError("not_in_ruleset", what=words.liable)
            entry = replace(entry, liable=find_player(sheet, words.liable, session.ctx))
        view = store.append(_chat(session), entry, session.ctx.user_id, guard=_guard(session.ctx))
    except SheetError as error:
        return [*_hand_shown(shown, error), sheet_error(session, error, sheet.start.ruleset)]
    except NotWinningHand as error:
        return [score_error(session, error)]
    except HandError as error:
        return [hand_error(session, error)]
    return [*shown, *answer_entry(session, view, entry)]


def _hand_shown(shown: list[Reply], error: SheetError) -> list[Reply]:
    return shown if error.code == "false_win_unconfirmed" else []


def _numbers_win(sheet: Sheet, winner: int, loser: int | None, numbers: list[int], false_win: bool) -> Win:
    if rules_for(sheet.start.ruleset).traits.by_fan:
        if len(numbers) != 1:
            raise SheetError("one_fan_total", count=len(numbers))
        fan = numbers[0]
        if false_win:
            return Win(winner=winner, loser=loser, fan=fan, false_win=True)
        return Win(winner=winner, loser=loser, fan=fan)
    if len(numbers) > 2:
        raise SheetError("han_and_fu", count=len(numbers))
    han, fu = numbers[0], numbers[1] if len(numbers) > 1 else None
    return Win(winner=winner, loser=loser, han=han, fu=fu)


# ---------------------------------------------------------------------------------------- the others

@command("draw", "sheet.cmd_draw", ParamSpec("tenpai", "sheet.param_tenpai", names=("ready",)),
         aliases=ALIASES["draw"], admin_aware=True, free_text="words")
def draw(session: Session, tenpai: str | None = None, words: str = "") -> list[Reply]:
    """``/draw``; at a table whose draws pay the ready players, ``/draw Ann Cy`` as ``/draw tenpai=Ann,Cy``.
    A word that names no player is refused rather than dropped: it was meant as something."""
    named = [word for word in _LIST_SEPARATORS.split(f"{tenpai or ''} {words}") if word]

    def entry(sheet: Sheet) -> Draw:
        if named and not rules_for(sheet.start.ruleset).traits.draws_pay_ready:
            raise SheetError("draw_names_nobody", word=named[0][:MAX_NAME])
        own = commands_of(sheet.start.ruleset).read_draw(sheet, named, session.ctx)  # a ruleset's own draws
        return own or Draw(tenpai=tuple(sorted({_ready_player(sheet, word, session.ctx) for word in named})))

    return _append(session, entry)


def _ready_player(sheet: Sheet, word: str, ctx: CommandContext) -> int:
    try:
        return find_player(sheet, word, ctx)
    except SheetError as error:
        if error.code != "unknown_player":
            raise
        raise SheetError("draw_not_a_player", word=word[:MAX_NAME]) from None


@command("penalty", "sheet.cmd_penalty", ParamSpec("text", "sheet.param_penalty", required=True, rest=True),
         aliases=ALIASES["penalty"], usage_key="sheet.usage_penalty", admin_aware=True)
def penalty(session: Session, text: str) -> list[Reply]:
    words = text.split()
    to_word = None
    for index, word in enumerate(words):
        if folded_word(word) in TO_WORDS and index + 1 < len(words):
            to_word = words[index + 1]
            del words[index:index + 2]
            break
    deducted = any(folded_word(word) in DEDUCTED_WORDS for word in words)
    words = [word for word in words if folded_word(word) not in DEDUCTED_WORDS]
    points = number_of(words[1]) if len(words) == 2 else None
    if points is None:
        return [error_reply(session.rich("sheet.usage_penalty"))]

    def entry(sheet: Sheet) -> Penalty:
        player = find_player(sheet, words[0], session.ctx)
        to = find_player(sheet, to_word, session.ctx) if to_word is not None else None
        return Penalty(player=player, points=points, to=to, deducted=deducted)

    return _append(session, entry)


@command("undo", "sheet.cmd_undo", aliases=ALIASES["undo"], admin_aware=True)
def undo(session: Session) -> list[Reply]:
    before = store_of(session).view(_chat(session))  # to say what the undo takes back
    return _append(session, Undo(), before.sheet if before is not None else None)
