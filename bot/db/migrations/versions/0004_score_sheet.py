"""The table's score sheet: one row per table, one row per entry of its append-only log.

Revision ID: 0004_score_sheet
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

from bot.db.columns import open_in_chat, required
from bot.db.migrations.past_tables import numbered_log

revision = "0004_score_sheet"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("sheet_tables", *open_in_chat(
        ("chat_id",),
        *required(sa.Text, "ruleset", "start", "status"),
        sa.Column("last_seq", sa.Integer, nullable=False, server_default="0"),
        sa.Column("author", sa.Text),
        after=(sa.Column("result", sa.Text),),
    ))
    op.create_index("sheet_tables_chat", "sheet_tables", ["chat_id", "created_at"])
    numbered_log("sheet_entries", "table_id")


def downgrade() -> None:
    op.drop_table("sheet_entries")
    op.drop_index("sheet_tables_chat", table_name="sheet_tables")
    op.drop_table("sheet_tables")
