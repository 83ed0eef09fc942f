"""One file per schema change, oldest first; ``quiz.database.HEAD_REVISION`` names the newest."""
