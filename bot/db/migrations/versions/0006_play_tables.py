"""Tables played in the chat: one row per table, and each hand's append-only log of decisions.

Revision ID: 0006_play_tables
Revises: 0005_tournament
"""

import sqlalchemy as sa
from alembic import op

from bot.db.columns import open_in_chat, required
from bot.db.migrations.past_tables import play_decisions

revision = "0006_play_tables"
down_revision = "0005_tournament"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("play_tables", *open_in_chat(
        ("platform", "chat_id"),
        *required(sa.Text, "status", "seats", "options", "seed"),
        sa.Column("hand", sa.Integer, nullable=False, server_default="0"),
        sa.Column("totals", sa.Text, nullable=False, server_default="[0, 0, 0, 0]"),
        sa.Column("version", sa.Integer, nullable=False, server_default="0"),
        sa.Column("deadline", sa.Double),
        sa.Column("posts", sa.Text, nullable=False, server_default="{}"),
        sa.Column("sheet_id", sa.Text),
    ))
    op.create_index("play_tables_due", "play_tables", ["platform", "status", "deadline"])
    play_decisions()


def downgrade() -> None:
    op.drop_table("play_decisions")
    op.drop_index("play_tables_due", table_name="play_tables")
    op.drop_table("play_tables")
