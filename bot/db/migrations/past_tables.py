"""Tables of past revisions that more than one migration creates, frozen as those revisions had them.

Revisions 0004 to 0006 gave the score sheets, the tournaments and the played hands a log table each;
0007 moves them into ``event_log`` and its downgrade builds them again. Nothing here follows today's
schema (``bot/db/schema.py``): a change here would change what old migrations build.
"""

import sqlalchemy as sa
from alembic import op

from bot.db.columns import required


def numbered_log(name: str, owner: str) -> sa.Table:
    """The entry log of one kind of owner (a sheet, a tournament): its id, then the entries numbered from 1."""
    return op.create_table(
        name,
        *required(sa.Text, owner),
        *required(sa.Integer, "seq"),
        *required(sa.Text, "kind", "body"),
        sa.Column("author", sa.Text),
        *required(sa.Double, "at"),
        sa.PrimaryKeyConstraint(owner, "seq"),
    )


def play_decisions() -> sa.Table:
    """The decisions of the played hands, numbered from 1 in each hand."""
    return op.create_table(
        "play_decisions",
        *required(sa.Text, "table_id"),
        *required(sa.Integer, "hand", "seq", "seat"),
        *required(sa.Text, "action", "author"),
        *required(sa.Double, "at"),
        sa.PrimaryKeyConstraint("table_id", "hand", "seq"),
    )
