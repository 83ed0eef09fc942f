"""Alembic migrations of the shared database (run by ``bot.db.engine.migrate`` and ``fanbot db upgrade``)."""
