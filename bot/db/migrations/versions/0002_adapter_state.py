"""What chat adapters remember across restarts and share between processes.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "adapter_state",
        sa.Column("platform", sa.Text, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("state_key", sa.Text, nullable=False),
        sa.Column("value", sa.Text, nullable=False),
        sa.Column("created_at", sa.Double, nullable=False),
        sa.PrimaryKeyConstraint("platform", "kind", "state_key"),
    )
    op.create_index("adapter_state_created", "adapter_state", ["created_at"])


def downgrade() -> None:
    op.drop_table("adapter_state")
