"""Text written into a CSV file that a spreadsheet shows as it is: every CSV the bot writes (the score
sheet, the tournament's results and seating) passes its user text through ``safe_text``.

A cell starting with ``=``, ``+``, ``-``, ``@`` (or a tab or carriage return) is read by Excel,
LibreOffice and Google Sheets as a formula (OWASP's CSV injection): such text gets a leading
apostrophe, so a name never becomes a formula, as it never becomes markup.
"""

from __future__ import annotations

import re

#: what starts a formula in Excel, LibreOffice and Google Sheets (OWASP's list for CSV injection)
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_USERNAME = re.compile(r"@[A-Za-z0-9_]{1,32}")


def safe_text(text: str) -> str:
    """``text`` as a cell that a spreadsheet shows as it is. A Telegram ``@username`` (letters,
    digits, underscores) stays as it is: it can call no function."""
    if _USERNAME.fullmatch(text):
        return text
    return "'" + text if text.startswith(FORMULA_STARTS) else text


__all__ = ["FORMULA_STARTS", "safe_text"]
