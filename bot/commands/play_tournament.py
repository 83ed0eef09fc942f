"""/play at a tournament's table: in the table's thread or topic (or ``/play table=N`` in a chat without
threads) the game seats the table's players of the round being played, in their seat winds, under the
tournament's ruleset and preset, and starts at once: no lobby, since the seating is known. A player who is
not there is timed out and played automatically (marked away) until they press a button.

Only the table's players (or an admin) open it, and only they act, being its only seats. A seat without an
account (a player added by name, a substitute) cannot be played by a person: an admin opening the table
with ``ai=…`` lets the AI take such seats, and the seats of players who leave; otherwise there is no AI and
such a table is refused (a person who leaves is played automatically). The game's end enters the table's
result (``quiz/play/tournament_result.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.commands.tournament_common import chat_of, read, seated_at, thread_table
from bot.session import Session
from quiz.play.model import AILevel, Options, PlayError, Seat
from quiz.tournament.events import TournamentError


@dataclass(frozen=True, slots=True)
class SeatedTable:
    """A tournament table as the chat table opens it: its seats (East first) and options."""

    seats: tuple[Seat, ...]
    options: Options


def tournament_table(session: Session, options: Options, table: int | None, ai: str | None) -> SeatedTable | None:
    """The table the command is typed for (its thread's, or ``table``), seated; None where the chat plays no
    tournament table (an ordinary ``/play``). ``PlayError`` or ``TournamentError`` when it may not be played."""
    here = thread_table(session)
    if table is None and here is None:
        return None
    view = read(session)
    if isinstance(view, TournamentError):
        if table is None:
            return None
        raise view
    t = view.tournament
    played = t.round(len(t.played)) if t.played else t.round(1)
    if table is None:
        if here is None or here[0] != played.number:  # the thread of an earlier round
            return None
        table = here[1]
    seated = played.table(table)
    admin = session.can_configure
    if not admin and seated_at(t, played, table, session.ctx.user_id) is None:
        raise PlayError("not_at_tournament_table", table=table)
    if ai is not None and not admin:
        raise PlayError("ai_director")
    entry = played.results.get(table)
    if entry is not None and entry.confirmed:
        raise TournamentError("already_confirmed", table=table)
    seats = []
    for player in seated.players:
        name = t.seat_name(played.number, player)
        user = None if (played.number, player) in t.replaced else t.entrants[player].user_id
        if user is None and ai is None:
            raise PlayError("tournament_no_account", name=name)
        seats.append(Seat(name, user, ai=user is None))
    link = (chat_of(session), played.number, table)
    chosen = Options(len(seats), options.move_seconds, options.hands, AILevel(ai or AILevel.PLAYER), options.coach,
                     t.ruleset, t.preset or None, link, ai_seats=ai is not None)
    return SeatedTable(tuple(seats), chosen)


__all__ = ["SeatedTable", "tournament_table"]
