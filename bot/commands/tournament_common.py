"""What the /tournament subcommands share: the store, who may do what, the words they read."""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Callable
from pathlib import Path

from bot.commands.spec import ParamKind, ParamSpec
from bot.render.picture import CHAT_SCALE
from bot.render.tournament_picture import Grid, render_grid_png
from bot.replies import Picture, Reply, error_reply
from bot.session import Session
from bot.storage import chat_key
from quiz.tournament.events import TournamentError
from quiz.tournament.state import MAX_NAME, Entrant, RoundState, Tournament
from quiz.tournament.store import Step, TournamentStore, TournamentView

#: the action prefix of the tournament's buttons
PREFIX = "tourney"
#: the table number a subcommand takes (in a table's thread it may be left out)
TABLE_PARAM = ParamSpec("table", "tournament.param_table", kind=ParamKind.INTEGER, min_value=1, max_value=999,
                        positional=True)
_SCORE = re.compile(r"^(.+?)[=:：]([-+−]?\d+)$")


def _seat_words() -> dict[str, int]:
    # the score sheet's words for the seats (E, east, 东...): a result may name seats instead of players
    with Path(__file__).with_name("table_words.toml").open("rb") as handle:
        seats = tomllib.load(handle)["seats"]
    return {unicodedata.normalize("NFKC", word).casefold(): index
            for index, wind in enumerate(("east", "south", "west", "north")) for word in seats[wind]}


#: a seat wind as players write it -> the seat's index (E S W N)
SEAT_WORDS = _seat_words()


def store_of(session: Session) -> TournamentStore:
    return session.services.tournaments


def chat_of(session: Session) -> str:
    """The tournament's chat: inside a thread, the chat the thread hangs from (a table's thread
    reaches its channel's tournament)."""
    return chat_key(session.ctx.platform, session.ctx.parent_chat_id or session.ctx.chat_id)


def thread_key(round_number: int, table: int) -> str:
    """The key of a table's thread (``SideThread.key``): what commands typed in it are told."""
    return f"{PREFIX}:{round_number}:{table}"


def thread_table(session: Session) -> tuple[int, int] | None:
    """(round, table) of the table thread the command was typed in; None elsewhere."""
    parts = session.ctx.thread_key.split(":")
    if len(parts) == 3 and parts[0] == PREFIX and parts[1].isdigit() and parts[2].isdigit():
        return int(parts[1]), int(parts[2])
    return None


def failure(session: Session, error: TournamentError) -> list[Reply]:
    return [error_reply(session.rich(f"tournament_error.{error.code}", **error.params))]


def write(session: Session, step: Step, answer: Callable[[TournamentView], list[Reply]],
          admin: bool = False) -> list[Reply]:
    """One step in one transaction, answered from the tournament after it; a refusal answers itself.

    ``admin``: only the chat's admins may take it (in a private chat and the console, whoever is there)."""
    if admin and not session.can_configure:
        return failure(session, TournamentError("admins_only"))
    try:
        view = store_of(session).write(chat_of(session), step, session.ctx.user_id)
    except TournamentError as error:
        return failure(session, error)
    return answer(view)


def read(session: Session, running: bool = True) -> TournamentView | TournamentError:
    """The running tournament (``running``), else the chat's last one too."""
    store = store_of(session)
    view = store.view(chat_of(session)) if running else store.latest(chat_of(session))
    return view if view is not None else TournamentError("no_tournament")


def name_of(word: str) -> str:
    """A player's or a tournament's name as typed, checked: no control characters, no ``=``."""
    name = unicodedata.normalize("NFKC", word).strip()
    if not name or len(name) > MAX_NAME or "=" in name or any(
            unicodedata.category(ch).startswith("C") for ch in name):
        raise TournamentError("bad_name", name=name[:MAX_NAME])
    return name


def read_scores(words: list[str]) -> list[tuple[str, int]]:
    """``NAME=SCORE`` four times (``Ann=12``, ``Bo:-8``); ``result_usage`` when they do not read."""
    pairs = []
    for word in words:
        match = _SCORE.match(unicodedata.normalize("NFKC", word))
        if match is None:
            raise TournamentError("result_usage")
        pairs.append((match.group(1), int(match.group(2).replace("−", "-"))))
    if len(pairs) != 4:
        raise TournamentError("four_scores", count=len(pairs))
    return pairs


def seated_at(t: Tournament, played: RoundState, table: int, user_id: str) -> Entrant | None:
    """The entrant of ``user_id`` when they play at the table that round themselves (no substitute)."""
    entrant = t.of_user(user_id)
    if entrant is None or entrant.player not in played.table(table).players:
        return None
    return None if (played.number, entrant.player) in t.replaced else entrant


def grid_picture(session: Session, grid: Callable[[], Grid], filename: str, alt: str) -> Picture | None:
    if not session.pictures:
        return None
    return Picture(filename=filename, alt_text=alt, draw=lambda: render_grid_png(grid(), CHAT_SCALE))
