"""Settings, games, rounds, answers, fan results and flashcards.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "settings",
        sa.Column("scope", sa.Text, nullable=False),
        sa.Column("scope_id", sa.Text, nullable=False),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("value", sa.Text, nullable=False),
        sa.Column("updated_at", sa.Double, nullable=False),
        sa.PrimaryKeyConstraint("scope", "scope_id", "key"),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("chat_id", sa.Text, nullable=False),
        sa.Column("mode", sa.Text, nullable=False),
        sa.Column("ruleset", sa.Text, nullable=False),
        sa.Column("rounds_total", sa.Integer, nullable=False),
        sa.Column("round_seconds", sa.Double, nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("rounds_played", sa.Integer, nullable=False, server_default="0"),
        sa.Column("created_at", sa.Double, nullable=False),
        sa.Column("finished_at", sa.Double),
    )
    op.create_index("games_chat", "games", ["chat_id", "status"])
    op.create_table(
        "rounds",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("game_id", sa.Text),
        sa.Column("chat_id", sa.Text, nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("started_at", sa.Double, nullable=False),
        sa.Column("deadline", sa.Double, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("winner_user_id", sa.Text),
        sa.Column("closed_at", sa.Double),
        sa.UniqueConstraint("game_id", "number"),
    )
    op.create_index("rounds_status", "rounds", ["status", "deadline"])
    op.create_index("rounds_chat", "rounds", ["chat_id", "started_at"])
    op.create_table(
        "answers",
        sa.Column("round_id", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text, nullable=False),
        sa.Column("user_name", sa.Text, nullable=False),
        sa.Column("chat_id", sa.Text, nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("submitted_at", sa.Double, nullable=False),
        sa.Column("correct", sa.Integer, nullable=False),
        sa.Column("credit", sa.Double, nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("grade", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("round_id", "user_id"),
    )
    op.create_index("answers_chat_user", "answers", ["chat_id", "user_id", "submitted_at"])
    op.create_table(
        "fan_results",
        sa.Column("round_id", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text, nullable=False),
        sa.Column("chat_id", sa.Text, nullable=False),
        sa.Column("fan_id", sa.Text, nullable=False),
        sa.Column("outcome", sa.Text, nullable=False),
        sa.Column("answered_at", sa.Double, nullable=False),
        sa.PrimaryKeyConstraint("round_id", "user_id", "fan_id"),
    )
    op.create_index("fan_results_user", "fan_results", ["user_id", "fan_id"])
    op.create_table(
        "flashcards",
        sa.Column("user_id", sa.Text, nullable=False),
        sa.Column("card_id", sa.Text, nullable=False),
        sa.Column("box", sa.Integer, nullable=False),
        sa.Column("due", sa.Double, nullable=False),
        sa.Column("reviews", sa.Integer, nullable=False),
        sa.Column("lapses", sa.Integer, nullable=False),
        sa.Column("last_review", sa.Double),
        sa.PrimaryKeyConstraint("user_id", "card_id"),
    )
    op.create_index("flashcards_due", "flashcards", ["user_id", "due"])


def downgrade() -> None:
    for table in ("flashcards", "fan_results", "answers", "rounds", "games", "settings"):
        op.drop_table(table)
