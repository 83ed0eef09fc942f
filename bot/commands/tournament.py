"""/tournament: a club tournament run in the chat (docs/tournament.md).

Registration here (``new``, ``join`` and its button, ``add``, ``drop``, ``sub``, ``start``, ``end``,
``show``, ``page``); the rounds (``seat``, ``result``, ``confirm``, ``penalty``, ``standings``,
``export``) are ``tournament_play``. Every step is one event appended in one transaction
(``quiz.tournament.store``). The chat's admins run it (in a private chat and the console, whoever is
there); players join themselves and enter their own table's result.
"""

from __future__ import annotations

import random

from bot.commands import tournament_play as play
from bot.commands import tournament_sheet
from bot.commands.common import read_ruleset
from bot.commands.spec import ParamKind, ParamSpec, action, group, subcommand
from bot.commands.tournament_common import PREFIX, chat_of, failure, name_of, read, store_of, write
from bot.render.text_tournament import status_text
from bot.replies import Button, ButtonStyle, Reply, error_reply
from bot.rich import lines
from bot.session import Session
from quiz.sheet.riichi_settings import PRESETS
from quiz.tournament.events import Created, Dropped, Ended, Registered, Replaced, Started, TournamentError
from quiz.tournament.kinds import TOURNAMENT_KINDS, standings
from quiz.tournament.model import SeatingMethod
from quiz.tournament.state import MAX_ROUNDS, Tournament, folded
from quiz.tournament.store import TournamentView

MAX_TOURNAMENT_NAME = 64
#: a seed people can read out and type again (it is shown, so that anyone can seat the round again)
SEED_RANGE = (1, 999_999)


def join_buttons(session: Session, t: Tournament) -> tuple[tuple[Button, ...], ...]:
    if t.started or t.ended:
        return ()
    return ((Button(session.tr("tournament.button_join"), f"{PREFIX}:join", ButtonStyle.PRIMARY),),)


def _status(session: Session, view: TournamentView, *head) -> list[Reply]:
    t = view.tournament
    return [Reply(text=lines(*head, status_text(session.tr, t)), title=session.tr("tournament.title"),
                  buttons=join_buttons(session, t))]


@subcommand("new", "tournament.cmd_new",
            ParamSpec("rounds", "tournament.param_rounds", kind=ParamKind.INTEGER, min_value=1, max_value=MAX_ROUNDS,
                      error_values=(("low", 1),)),
            ParamSpec("seating", "tournament.param_seating", kind=ParamKind.CHOICE,
                      choices=tuple(m.value for m in SeatingMethod)),
            ParamSpec("preset", "tournament.param_preset", kind=ParamKind.CHOICE, choices=tuple(PRESETS)),
            ParamSpec("key", "tournament.param_seed", kind=ParamKind.INTEGER, min_value=SEED_RANGE[0],
                      max_value=SEED_RANGE[1], names=("seed",)),
            ParamSpec("name", "tournament.param_name", required=True, rest=True),
            usage_key="tournament.usage_new")
def new(session: Session, name: str, rounds: int | None = None, seating: str | None = None,
        preset: str | None = None, key: int | None = None) -> list[Reply]:
    if not session.can_configure:
        return failure(session, TournamentError("admins_only"))
    words = name.split()
    ruleset = session.settings.ruleset
    if len(words) > 1 and read_ruleset(words[-1]) is not None:  # "/tournament new Spring Cup riichi"
        ruleset = read_ruleset(words.pop())
    if ruleset not in TOURNAMENT_KINDS:
        return failure(session, TournamentError("no_such_ruleset", ruleset=str(ruleset)))
    title = " ".join(words)
    if not title or len(title) > MAX_TOURNAMENT_NAME or "=" in title:
        return failure(session, TournamentError("bad_name", name=title[:MAX_TOURNAMENT_NAME]))
    kind = TOURNAMENT_KINDS[str(ruleset)]
    created = Created(name=title, ruleset=str(ruleset), rounds=rounds or 4,
                      method=seating or SeatingMethod.NO_REPEAT.value,
                      seed=key or random.SystemRandom().randint(*SEED_RANGE),
                      preset=(preset or kind.default_preset) if kind.default_preset else "")
    try:
        view = store_of(session).create(chat_of(session), created, session.ctx.user_id)
    except TournamentError as error:
        return failure(session, error)
    return _status(session, view, session.rich("tournament.created"), session.rich("tournament.how_to_join"))


def _join_step(session: Session, name: str):
    ctx = session.ctx

    def step(t: Tournament) -> Registered:
        return Registered(t.new_player_id(), name_of(name or ctx.user_name or ctx.user_handle or ctx.user_id),
                          user_id=ctx.user_id)

    return step


@subcommand("join", "tournament.cmd_join", ParamSpec("name", "tournament.param_join_name", rest=True))
def join(session: Session, name: str = "") -> list[Reply]:
    """``join``: by the display name; ``join NAME`` by another (two members of the same name)."""
    return write(session, _join_step(session, name.strip()),
                 lambda view: _status(session, view, session.rich("tournament.joined", name=view.added[0].name)))


def join_pressed(session: Session) -> list[Reply]:
    """The join button: the registration message itself shows the new count (no new message)."""
    replies = join.handler(session)
    if replies and not replies[0].is_error:
        return [Reply(text=replies[0].text, title=replies[0].title, buttons=replies[0].buttons,
                      replace_message=True)]
    return replies


@subcommand("add", "tournament.cmd_add",
            ParamSpec("ema", "tournament.param_ema"),
            ParamSpec("names", "tournament.param_names", required=True, rest=True),
            usage_key="tournament.usage_add")
def add(session: Session, names: str, ema: str | None = None) -> list[Reply]:
    """``add Ann`` / ``add Ann, Bo, Cy``: players without an account (or entered by the director)."""
    try:
        given = [name_of(part) for part in names.split(",") if part.strip()]
    except TournamentError as error:
        return failure(session, error)
    if not given:  # "add ,,,": no name among the commas
        return [error_reply(session.rich("tournament.usage_add"))]
    if ema and len(given) != 1:
        return failure(session, TournamentError("ema_one_name"))
    twice = next((name for i, name in enumerate(given) if folded(name) in map(folded, given[:i])), None)
    if twice is not None:  # "add Ann, Bo, ann": the list clashes with itself, not with the players registered
        return failure(session, TournamentError("name_twice", name=twice))

    def step(t: Tournament) -> list[Registered]:
        made = []
        for name in given:
            made.append(Registered(f"p{t.registered + len(made) + 1:03d}", name, ema=(ema or "")[:32]))
        return made

    return write(session, step, lambda view: _status(
        session, view, session.rich("tournament.added", names=", ".join(e.name for e in view.added))), admin=True)


@subcommand("drop", "tournament.cmd_drop", ParamSpec("name", "tournament.param_name_one", required=True, rest=True),
            usage_key="tournament.usage_drop")
def drop(session: Session, name: str) -> list[Reply]:
    return write(session, lambda t: Dropped(t.find(name).player),
                 lambda view: _status(session, view, session.rich("tournament.dropped", name=name)), admin=True)


@subcommand("sub", "tournament.cmd_sub", ParamSpec("words", "tournament.param_sub", required=True, rest=True),
            aliases=("substitute",), usage_key="tournament.usage_sub")
def sub(session: Session, words: str) -> list[Reply]:
    """``sub Zed``: a stand-in who fills a seat from the next round (never ranked); ``sub Zed for
    Ann``: Zed plays Ann's seat in the next round only (EMA rules count it for no one)."""
    name_words, _, absent = words.partition(" for ")
    try:
        name = name_of(name_words)
    except TournamentError as error:
        return failure(session, error)

    def step(t: Tournament):
        if absent.strip():
            return Replaced(t.find(absent.strip()).player, t.next_round, name)
        return Registered(t.new_player_id(), name, stand_in=True)

    def answer(view: TournamentView) -> list[Reply]:
        event = view.added[0]
        if isinstance(event, Replaced):
            head = session.rich("tournament.replaced", name=name, absent=view.tournament.entrants[event.player].name,
                                round=event.round_number)
        else:
            head = session.rich("tournament.stand_in", name=name)
        return _status(session, view, head)

    return write(session, step, answer, admin=True)


@subcommand("start", "tournament.cmd_start")
def start(session: Session) -> list[Reply]:
    return write(session, lambda t: Started(),
                 lambda view: _status(session, view, session.rich("tournament.started")), admin=True)


@subcommand("end", "tournament.cmd_end")
def end(session: Session) -> list[Reply]:
    def answer(view: TournamentView) -> list[Reply]:
        t = view.tournament
        return [*play.standings_replies(session, t, standings(t), session.rich("tournament.ended"))]

    return write(session, lambda t: Ended(), answer, admin=True)


@subcommand("show", "tournament.cmd_show", free_text="words")
def show(session: Session, words: str = "") -> list[Reply]:
    if words.strip():
        return [error_reply(session.rich("tournament.usage", word=words.split()[0][:MAX_TOURNAMENT_NAME]))]
    view = read(session, running=False)
    if isinstance(view, TournamentError):
        return [error_reply(lines(session.rich("tournament_error.no_tournament"),
                                  session.rich("tournament.usage_new")))]
    return _status(session, view)


@subcommand("page", "tournament.cmd_page")
def page(session: Session) -> list[Reply]:
    """The standings page's address (its key is the link's secret: told to admins only, privately)."""
    if not session.can_configure:
        return failure(session, TournamentError("admins_only"))
    view = read(session, running=False)
    if isinstance(view, TournamentError):
        return failure(session, view)
    path = f"/standings/{view.record.token}"  # on the web app's address (PUBLIC_URL, when the bot knows it)
    base = session.services.public_url
    return [Reply(text=session.rich("tournament.page", path=f"{base}{path}" if base else path), private=True)]


TOURNAMENT = group("tournament", "tournament.cmd_tournament", new, join, add, drop, sub, start, play.seat, play.result,
                   play.confirm, tournament_sheet.open_sheet, play.penalty, play.standings_cmd, play.export, end, show,
                   page,
                   aliases=("tourney",), default="show", fallback="show", admin_aware=True)


@action(PREFIX, admin_aware=True)
def pressed(session: Session, action_text: str, values) -> list[Reply]:
    """``tourney:join``; ``tourney:confirm:ROUND:TABLE``."""
    parts = action_text.split(":")
    if parts[1:2] == ["join"]:
        return join_pressed(session)
    if parts[1:2] == ["confirm"] and len(parts) == 4 and parts[2].isdigit() and parts[3].isdigit():
        return play.confirm_pressed(session, int(parts[2]), int(parts[3]))
    return [error_reply(session.rich("error.stale_button"))]
