"""/tournament's rounds: ``seat``, ``result``, ``confirm`` (and its button), ``penalty``,
``standings`` and ``export`` (docs/tournament.md; registration is ``bot/commands/tournament.py``).

A player enters their own table's four final scores; another player of that table confirms them
(a button under the entry, or ``confirm TABLE``); an admin's entry counts at once, and corrects
an entry already made. Messages in a group (docs/budgets.md): ``seat`` posts one (text and
picture), each entry one, each confirmation none (the button edits the entry's message).
"""

from __future__ import annotations

import io
import re
import unicodedata

from bot.commands.spec import ParamKind, ParamSpec, subcommand
from bot.commands.tournament_common import (
    PREFIX,
    SEAT_WORDS,
    TABLE_PARAM,
    failure,
    grid_picture,
    read,
    read_scores,
    seated_at,
    thread_table,
    write,
)
from bot.commands.tournament_threads import table_threads
from bot.render.text_tournament import mers_text, result_text, seating_text, standings_text
from bot.render.tournament_picture import seating_grid, standings_grid
from bot.replies import Button, ButtonStyle, Document, Reply
from bot.rich import Rich, lines
from bot.session import Session
from quiz.tournament.events import PenaltyGiven, ResultConfirmed, ResultEntered, Seated, TournamentError
from quiz.tournament.export import (
    Registration,
    ema_result_rows,
    seating_rows,
    write_ema_results,
    write_seating,
)
from quiz.tournament.kinds import Standing, kind_of, standings
from quiz.tournament.model import NeedsSubstitutes, Seating
from quiz.tournament.seating import next_round
from quiz.tournament.state import RoundState, Tournament, folded
from quiz.tournament.store import TournamentView

_FILE_NAME = re.compile(r"[^A-Za-z0-9]+")


# ---------------------------------------------------------------------------------------- seat

def _seat_step(t: Tournament) -> Seated:
    if not t.started:
        raise TournamentError("not_started")
    if len(t.played) >= t.rounds:
        raise TournamentError("all_rounds_played", rounds=t.rounds)
    if t.in_progress:
        raise TournamentError("round_in_progress", round=len(t.played))
    order = [s.player for s in standings(t)]
    order += [p for p in t.active if p not in order]  # stand-ins last
    seating = next_round(t.active, t.seating_history(), t.seed, t.method, standings=[p for p in order
                                                                                    if p in t.active])
    if isinstance(seating, NeedsSubstitutes):
        raise TournamentError("needs_substitutes", players=seating.players, substitutes=seating.substitutes)
    assert isinstance(seating, Seating), seating
    return Seated(seating.round_number, tuple(table.players for table in seating.tables), seating.seed)


def seating_replies(session: Session, t: Tournament, played: RoundState, threads: bool = False) -> list[Reply]:
    """The round's seating; ``threads``: with a thread per table (when the round was just seated)."""
    tr = session.tr
    picture = grid_picture(session, lambda: seating_grid(tr, t, played), "seating.png",
                           tr("tournament.picture_round", round=played.number, rounds=t.rounds, key=played.seed))
    return [Reply(text=seating_text(tr, t, played), title=session.tr("tournament.title"), picture=picture,
                  threads=table_threads(session, t, played) if threads else ())]


@subcommand("seat", "tournament.cmd_seat")
def seat(session: Session) -> list[Reply]:
    """Seat the next round (the seed shown, so that anyone can seat it again); with a round seated and
    not yet played, show its tables."""
    if not session.can_configure:
        view = read(session)
        if isinstance(view, TournamentError):
            return failure(session, view)
        current = view.tournament.current
        return failure(session, TournamentError("admins_only")) if current is None \
            else seating_replies(session, view.tournament, current)
    return write(session, _seat_step,
                 lambda view: seating_replies(session, view.tournament, view.tournament.played[-1], threads=True))


# ---------------------------------------------------------------------------------------- results

def confirm_buttons(session: Session, played: RoundState, table: int) -> tuple[tuple[Button, ...], ...]:
    entry = played.results.get(table)
    if entry is None or entry.confirmed:
        return ()
    return ((Button(session.tr("tournament.button_confirm"), f"{PREFIX}:confirm:{played.number}:{table}",
                    ButtonStyle.SUCCESS),),)


def result_replies(session: Session, view: TournamentView, round_number: int, table: int,
                    replace: bool = False) -> list[Reply]:
    t = view.tournament
    played = t.round(round_number)
    replies = [Reply(text=result_text(session.tr, t, played, table), title=session.tr("tournament.title"),
                     buttons=confirm_buttons(session, played, table), replace_message=replace)]
    if played.complete and played.number == t.rounds:  # the last table of the last round: the standings,
        # in the tournament's chat even when that table confirmed in its thread
        replies += standings_replies(session, t, standings(t), in_parent=True)
    return replies


@subcommand("result", "tournament.cmd_result",
            ParamSpec("round_number", "tournament.param_round", kind=ParamKind.INTEGER, min_value=1, max_value=99,
                      names=("round",), error_key="tournament.bad_round"),
            ParamSpec("words", "tournament.param_result", required=True, rest=True),
            usage_key="tournament.usage_result")
def result(session: Session, words: str, round_number: int | None = None) -> list[Reply]:
    """``result TABLE NAME=SCORE ×4``; in a table's thread the table (and its round) go without saying."""
    parts = words.split()
    here = thread_table(session)
    if here is not None:
        round_number = round_number or here[0]
    if parts and parts[0].isdigit():
        table, parts = int(parts[0]), parts[1:]
    elif here is not None:
        table = here[1]
    else:
        return failure(session, TournamentError("result_usage"))
    admin = session.can_configure
    user_id = session.ctx.user_id
    where: list[int] = []

    def step(t: Tournament) -> ResultEntered:
        pairs = read_scores(parts)  # read once a tournament is found: without one, that is what is said
        played = t.round(round_number or len(t.played)) if t.played else t.round(1)
        players = played.table(table).players
        if not admin and seated_at(t, played, table, user_id) is None:
            raise TournamentError("not_at_table", table=table)
        scores = [0, 0, 0, 0]
        named = set()
        for name, score in pairs:
            seat = players.index(_at_table(t, played, table, name))
            if seat in named:
                raise TournamentError("named_twice", name=name)
            named.add(seat)
            scores[seat] = score
        kind_of(t).check_scores(scores, t.preset)
        where.append(played.number)
        return ResultEntered(played.number, table, tuple(scores), user_id, confirmed=admin)

    return write(session, step, lambda view: result_replies(session, view, where[0], table))


def _at_table(t: Tournament, played: RoundState, table: int, name: str) -> str:
    """The player id of the seat ``name`` names at the table: the player's name, the name of the
    substitute playing their seat that round, or the seat wind (E S W N, 东 南 西 北)."""
    wanted = folded(name)
    players = played.tables[table - 1].players
    for player in players:
        if wanted in (folded(t.entrants[player].name), folded(t.seat_name(played.number, player))):
            return player
    if wanted in SEAT_WORDS:
        return players[int(SEAT_WORDS[wanted])]
    raise TournamentError("not_at_this_table", name=name, table=table)


def _confirm(session: Session, round_number: int | None, table: int, replace: bool) -> list[Reply]:
    admin, user_id = session.can_configure, session.ctx.user_id
    where: list[int] = []

    def step(t: Tournament) -> ResultConfirmed:
        played = t.round(round_number or len(t.played)) if t.played else t.round(1)
        played.table(table)
        if not admin and seated_at(t, played, table, user_id) is None:
            raise TournamentError("not_at_table", table=table)
        where.append(played.number)
        return ResultConfirmed(played.number, table, user_id)

    return write(session, step, lambda view: result_replies(session, view, where[0], table, replace))


@subcommand("confirm", "tournament.cmd_confirm",
            TABLE_PARAM,
            usage_key="tournament.usage_confirm")
def confirm(session: Session, table: int | None = None) -> list[Reply]:
    """``confirm TABLE``; in a table's thread ``confirm`` alone."""
    here = thread_table(session)
    if here is not None:
        return _confirm(session, here[0], table or here[1], replace=False)
    if table is None:
        return failure(session, TournamentError("confirm_usage"))
    return _confirm(session, None, table, replace=False)


def confirm_pressed(session: Session, round_number: int, table: int) -> list[Reply]:
    """The confirm button: the entry's own message becomes the counted result (no new message)."""
    return _confirm(session, round_number, table, replace=True)


# ---------------------------------------------------------------------------------------- penalty

@subcommand("penalty", "tournament.cmd_penalty", ParamSpec("words", "tournament.param_penalty", required=True,
                                                           rest=True), usage_key="tournament.usage_penalty")
def penalty(session: Session, words: str) -> list[Reply]:
    """``penalty NAME POINTS``: taken from the offender's score or total (as the ruleset counts) this round."""
    parts = words.rsplit(maxsplit=1)
    points_word = unicodedata.normalize("NFKC", parts[-1]) if len(parts) == 2 else ""
    if not points_word.isdigit():
        return failure(session, TournamentError("penalty_usage"))
    points = int(points_word)

    def step(t: Tournament) -> PenaltyGiven:
        return PenaltyGiven(t.find(parts[0]).player, max(len(t.played), 1), points)

    def answer(view: TournamentView) -> list[Reply]:
        event = view.added[0]
        assert isinstance(event, PenaltyGiven)
        name = view.tournament.entrants[event.player].name
        return [Reply(text=session.rich("tournament.penalised", name=name, points=points, round=event.round_number),
                      title=session.tr("tournament.title"))]

    return write(session, step, answer, admin=True)


# ---------------------------------------------------------------------------------------- standings

def standings_replies(session: Session, t: Tournament, table: tuple[Standing, ...], *head: Rich,
                      in_parent: bool = False) -> list[Reply]:
    tr = session.tr
    picture = grid_picture(session, lambda: standings_grid(tr, t, table), "standings.png",
                           tr("tournament.picture_standings", played=sum(1 for r in t.played if r.complete),
                              rounds=t.rounds))
    return [Reply(text=lines(*head, standings_text(tr, t, table)), title=tr("tournament.title"), picture=picture,
                  in_parent=in_parent)]


@subcommand("standings", "tournament.cmd_standings", aliases=("ranking",))
def standings_cmd(session: Session) -> list[Reply]:
    view = read(session, running=False)
    if isinstance(view, TournamentError):
        return failure(session, view)
    return standings_replies(session, view.tournament, standings(view.tournament))


# ---------------------------------------------------------------------------------------- export

def _registrations(t: Tournament) -> dict[str, Registration]:
    return {p: Registration(p, e.name, e.ema) for p, e in t.entrants.items()}


def export_files(t: Tournament, table: tuple[Standing, ...]) -> tuple[bytes, bytes]:
    """The EMA results CSV and the seating CSV (as far as the tournament has gone)."""
    registrations = _registrations(t)
    results, seating = io.StringIO(), io.StringIO()
    write_ema_results(results, ema_result_rows(table, registrations), len(t.played))
    named = [tuple(_renamed(table_, t, number) for table_ in round_) for number, round_ in
             enumerate(t.seating_history(), start=1)]
    names = {**registrations, **{f"{n}:{p}": Registration(p, name) for (n, p), name in t.replaced.items()}}
    write_seating(seating, seating_rows(named, names))
    return results.getvalue().encode("utf-8"), seating.getvalue().encode("utf-8")


def _renamed(table, t: Tournament, round_number: int):
    """The table with a substitute's key where one played that round (the seating lists who sat)."""
    players = tuple(f"{round_number}:{p}" if (round_number, p) in t.replaced else p for p in table.players)
    return type(table)(table.number, players)


@subcommand("export", "tournament.cmd_export", aliases=("csv",))
def export(session: Session) -> list[Reply]:
    view = read(session, running=False)
    if isinstance(view, TournamentError):
        return failure(session, view)
    t = view.tournament
    table = standings(t)
    results, seating = export_files(t, table)
    stem = _FILE_NAME.sub("-", t.name).strip("-").lower() or "tournament"
    return [Reply(text=lines(session.rich("tournament.export_results", rounds=len(t.played)),
                             mers_text(session.tr, t, table)),
                  document=Document(results, f"{stem}-ema-results.csv", "text/csv")),
            Reply(text=session.rich("tournament.export_seating", rounds=len(t.played)),
                  document=Document(seating, f"{stem}-seating.csv", "text/csv"))]
