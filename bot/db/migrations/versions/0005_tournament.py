"""Club tournaments: one row per tournament, one row per event of its append-only log.

Revision ID: 0005_tournament
Revises: 0004_score_sheet
"""

import sqlalchemy as sa
from alembic import op

from bot.db.columns import open_in_chat, required
from bot.db.migrations.past_tables import numbered_log

revision = "0005_tournament"
down_revision = "0004_score_sheet"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("tournaments", *open_in_chat(
        ("chat_id",),
        sa.Column("token", sa.Text, nullable=False, unique=True),
        *required(sa.Text, "name"),
        sa.Column("last_seq", sa.Integer, nullable=False, server_default="0"),
        sa.Column("author", sa.Text),
    ))
    op.create_index("tournaments_chat", "tournaments", ["chat_id", "created_at"])
    numbered_log("tournament_events", "tournament_id")


def downgrade() -> None:
    op.drop_table("tournament_events")
    op.drop_index("tournaments_chat", table_name="tournaments")
    op.drop_table("tournaments")
