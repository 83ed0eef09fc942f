"""Alembic's entry point: migrations always run on the connection ``bot.db.engine.migrate`` hands over,
inside its transaction (and, on PostgreSQL, under its advisory lock)."""

from alembic import context

from bot.db.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
