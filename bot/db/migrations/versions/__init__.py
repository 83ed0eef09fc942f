"""One file per schema change, oldest first; ``bot.db.engine.HEAD_REVISION`` names the newest."""
