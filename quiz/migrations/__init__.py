"""Alembic migrations of the shared database (run by ``quiz.database.migrate`` and ``fanbot db upgrade``)."""
