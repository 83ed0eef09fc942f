"""The table's score sheet: one row per table, one row per entry of its append-only log.

Revision ID: 0004_score_sheet
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_score_sheet"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sheet_tables",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("chat_id", sa.Text, nullable=False),
        sa.Column("open_chat", sa.Text, unique=True),
        sa.Column("ruleset", sa.Text, nullable=False),
        sa.Column("start", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("last_seq", sa.Integer, nullable=False, server_default="0"),
        sa.Column("author", sa.Text),
        sa.Column("created_at", sa.Double, nullable=False),
        sa.Column("ended_at", sa.Double),
        sa.Column("result", sa.Text),
    )
    op.create_index("sheet_tables_chat", "sheet_tables", ["chat_id", "created_at"])
    op.create_table(
        "sheet_entries",
        sa.Column("table_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("author", sa.Text),
        sa.Column("at", sa.Double, nullable=False),
        sa.PrimaryKeyConstraint("table_id", "seq"),
    )


def downgrade() -> None:
    op.drop_table("sheet_entries")
    op.drop_index("sheet_tables_chat", table_name="sheet_tables")
    op.drop_table("sheet_tables")
