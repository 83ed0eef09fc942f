"""What chat adapters remember across restarts and share between processes.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

from bot.db.columns import required

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "adapter_state",
        *required(sa.Text, "platform", "kind", "state_key", "value"),
        *required(sa.Double, "created_at"),
        sa.PrimaryKeyConstraint("platform", "kind", "state_key"),
    )
    op.create_index("adapter_state_created", "adapter_state", ["created_at"])


def downgrade() -> None:
    op.drop_table("adapter_state")
