"""The bot's poll table in the migrations (it was created by the bot at start before), and the end of
the hand-written ``schema_version`` bookkeeping (Alembic's ``alembic_version`` replaces it).

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    tables = set(sa.inspect(op.get_bind()).get_table_names())
    if "bot_polls" not in tables:
        op.create_table(
            "bot_polls",
            sa.Column("platform", sa.Text, nullable=False),
            sa.Column("poll_id", sa.Text, nullable=False),
            sa.Column("chat_id", sa.Text, nullable=False),
            sa.Column("action", sa.Text, nullable=False),
            sa.Column("created", sa.Double, nullable=False),
            sa.PrimaryKeyConstraint("platform", "poll_id"),
        )
    if "schema_version" in tables:
        op.drop_table("schema_version")


def downgrade() -> None:
    op.drop_table("bot_polls")
