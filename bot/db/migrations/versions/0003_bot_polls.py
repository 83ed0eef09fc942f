"""The bot's poll table in the migrations (it was created by the bot at start before), and the end of
the hand-written ``schema_version`` bookkeeping (Alembic's ``alembic_version`` replaces it).

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

from bot.db.columns import required

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    tables = set(sa.inspect(op.get_bind()).get_table_names())
    if "bot_polls" not in tables:
        op.create_table(
            "bot_polls",
            *required(sa.Text, "platform", "poll_id", "chat_id", "action"),
            *required(sa.Double, "created"),
            sa.PrimaryKeyConstraint("platform", "poll_id"),
        )
    if "schema_version" in tables:
        op.drop_table("schema_version")


def downgrade() -> None:
    op.drop_table("bot_polls")
