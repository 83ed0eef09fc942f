"""Club tournaments: one row per tournament, one row per event of its append-only log.

Revision ID: 0005_tournament
Revises: 0004_score_sheet
"""

import sqlalchemy as sa
from alembic import op

revision = "0005_tournament"
down_revision = "0004_score_sheet"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("chat_id", sa.Text, nullable=False),
        sa.Column("open_chat", sa.Text, unique=True),
        sa.Column("token", sa.Text, nullable=False, unique=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("last_seq", sa.Integer, nullable=False, server_default="0"),
        sa.Column("author", sa.Text),
        sa.Column("created_at", sa.Double, nullable=False),
        sa.Column("ended_at", sa.Double),
    )
    op.create_index("tournaments_chat", "tournaments", ["chat_id", "created_at"])
    op.create_table(
        "tournament_events",
        sa.Column("tournament_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("author", sa.Text),
        sa.Column("at", sa.Double, nullable=False),
        sa.PrimaryKeyConstraint("tournament_id", "seq"),
    )


def downgrade() -> None:
    op.drop_table("tournament_events")
    op.drop_index("tournaments_chat", table_name="tournaments")
    op.drop_table("tournaments")
