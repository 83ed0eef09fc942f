"""A round's table threads: one per table where the platform has threads (a Discord channel's, a
Telegram forum's topics), opened under the seating message, named "Round R · Table T", its first
message the table's seats with its players mentioned (so they are notified and join it). Commands
typed inside one reach the channel's tournament, and ``result`` and ``confirm`` there need no table
number: the thread's key (``tournament_common.thread_key``) says which round and table
(docs/tournament.md)."""

from __future__ import annotations

from bot.commands.tournament_common import thread_key
from bot.render.text_tournament import table_thread_text
from bot.replies import Reply, SideThread
from bot.session import Session
from quiz.tournament.state import RoundState, Tournament

#: Discord's limit for a thread's name
NAME_LIMIT = 100


def table_threads(session: Session, t: Tournament, played: RoundState) -> tuple[SideThread, ...]:
    """One thread per table of the round; its message mentions the players who joined with their
    account and sit there themselves (a substitute playing a seat has no account here)."""
    tr = session.tr
    threads = []
    for table in played.tables:
        seated = [t.entrants[player] for player in table.players
                  if t.entrants[player].user_id and (played.number, player) not in t.replaced]
        members = tuple(entrant.user_id for entrant in seated)
        name = tr("tournament.thread_name", round=played.number, table=table.number)[:NAME_LIMIT]
        message = Reply(text=table_thread_text(tr, t, played, table.number), title=tr("tournament.title"))
        threads.append(SideThread(name, thread_key(played.number, table.number), message, members,
                                  tuple(entrant.name for entrant in seated)))
    return tuple(threads)
