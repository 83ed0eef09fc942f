"""One append-only log: the score sheets' entries, the tournaments' events and the played hands'
decisions move, row for row, into ``event_log`` (its ``log`` column says which), and their three
tables go.

A decision's seat and action become its body, ``{"seat": 2, "action": {...}}`` with the action's
JSON as stored, and the action's kind its kind; its stream is "table id/hand".

Revision ID: 0007_event_log
Revises: 0006_play_tables
"""

import json

import sqlalchemy as sa
from alembic import op

from bot.db.columns import required
from bot.db.migrations.past_tables import numbered_log
from bot.db.migrations.past_tables import play_decisions as past_play_decisions

revision = "0007_event_log"
down_revision = "0006_play_tables"
branch_labels = None
depends_on = None

_COLUMNS = "log, stream, seq, kind, body, author, at"


def upgrade() -> None:
    op.create_table(
        "event_log",
        *required(sa.Text, "log", "stream"),
        *required(sa.Integer, "seq"),
        *required(sa.Text, "kind", "body"),
        sa.Column("author", sa.Text),
        *required(sa.Double, "at"),
        sa.PrimaryKeyConstraint("log", "stream", "seq"),
    )
    op.execute(f"INSERT INTO event_log ({_COLUMNS}) "
               "SELECT 'sheet', table_id, seq, kind, body, author, at FROM sheet_entries")
    op.execute(f"INSERT INTO event_log ({_COLUMNS}) "
               "SELECT 'tournament', tournament_id, seq, kind, body, author, at FROM tournament_events")
    # the action's kind, read from its JSON by each dialect's own function
    kind = ("json_extract(action, '$.kind')" if op.get_bind().dialect.name == "sqlite"
            else "(CAST(action AS json) ->> 'kind')")
    op.execute(f"INSERT INTO event_log ({_COLUMNS}) "
               f"SELECT 'play', table_id || '/' || CAST(hand AS TEXT), seq, COALESCE({kind}, 'decision'), "
               "'{\"seat\": ' || CAST(seat AS TEXT) || ', \"action\": ' || action || '}', author, at "
               "FROM play_decisions")
    op.drop_table("play_decisions")
    op.drop_table("tournament_events")
    op.drop_table("sheet_entries")


def downgrade() -> None:
    sheet_entries = numbered_log("sheet_entries", "table_id")
    tournament_events = numbered_log("tournament_events", "tournament_id")
    play_decisions = past_play_decisions()
    owners = {"sheet": (sheet_entries, "table_id"), "tournament": (tournament_events, "tournament_id")}
    bind = op.get_bind()
    for log, stream, seq, kind, body, author, at in bind.execute(sa.text(f"SELECT {_COLUMNS} FROM event_log")).all():
        if log in owners:
            table, owner = owners[log]
            bind.execute(sa.insert(table).values({owner: stream, "seq": seq, "kind": kind, "body": body,
                                                  "author": author, "at": at}))
        elif log == "play":
            table_id, _, hand = stream.rpartition("/")
            decision = json.loads(body)
            bind.execute(sa.insert(play_decisions).values(
                table_id=table_id, hand=int(hand), seq=seq, seat=decision["seat"],
                action=json.dumps(decision["action"]), author=author, at=at))
    op.drop_table("event_log")
