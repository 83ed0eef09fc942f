"""Settings, games, rounds, answers, fan results and flashcards.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

from bot.db.columns import required

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "settings",
        *required(sa.Text, "scope", "scope_id", "key", "value"),
        *required(sa.Double, "updated_at"),
        sa.PrimaryKeyConstraint("scope", "scope_id", "key"),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Text, primary_key=True),
        *required(sa.Text, "chat_id", "mode", "ruleset"),
        *required(sa.Integer, "rounds_total"),
        *required(sa.Double, "round_seconds"),
        *required(sa.Text, "options", "status"),
        sa.Column("rounds_played", sa.Integer, nullable=False, server_default="0"),
        *required(sa.Double, "created_at"),
        sa.Column("finished_at", sa.Double),
    )
    op.create_index("games_chat", "games", ["chat_id", "status"])
    op.create_table(
        "rounds",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("game_id", sa.Text),
        *required(sa.Text, "chat_id"),
        *required(sa.Integer, "number"),
        *required(sa.Text, "question"),
        *required(sa.Double, "started_at", "deadline"),
        *required(sa.Text, "status"),
        sa.Column("winner_user_id", sa.Text),
        sa.Column("closed_at", sa.Double),
        sa.UniqueConstraint("game_id", "number"),
    )
    op.create_index("rounds_status", "rounds", ["status", "deadline"])
    op.create_index("rounds_chat", "rounds", ["chat_id", "started_at"])
    op.create_table(
        "answers",
        *required(sa.Text, "round_id", "user_id", "user_name", "chat_id", "text"),
        *required(sa.Double, "submitted_at"),
        *required(sa.Integer, "correct"),
        *required(sa.Double, "credit"),
        *required(sa.Integer, "points"),
        *required(sa.Text, "grade"),
        sa.PrimaryKeyConstraint("round_id", "user_id"),
    )
    op.create_index("answers_chat_user", "answers", ["chat_id", "user_id", "submitted_at"])
    op.create_table(
        "fan_results",
        *required(sa.Text, "round_id", "user_id", "chat_id", "fan_id", "outcome"),
        *required(sa.Double, "answered_at"),
        sa.PrimaryKeyConstraint("round_id", "user_id", "fan_id"),
    )
    op.create_index("fan_results_user", "fan_results", ["user_id", "fan_id"])
    op.create_table(
        "flashcards",
        *required(sa.Text, "user_id", "card_id"),
        *required(sa.Integer, "box"),
        *required(sa.Double, "due"),
        *required(sa.Integer, "reviews", "lapses"),
        sa.Column("last_review", sa.Double),
        sa.PrimaryKeyConstraint("user_id", "card_id"),
    )
    op.create_index("flashcards_due", "flashcards", ["user_id", "due"])


def downgrade() -> None:
    for table in ("flashcards", "fan_results", "answers", "rounds", "games", "settings"):
        op.drop_table(table)
