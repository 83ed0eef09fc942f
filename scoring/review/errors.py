"""The errors of reading a game log: a code and its parameters, the words in the catalogues."""

from __future__ import annotations

from scoring.errors import CodedError


class LogError(CodedError):
    """``LogError("truncated", format="mjai")``: a source that is no game log this reader takes."""

    namespace = "log_error"


__all__ = ["LogError"]
