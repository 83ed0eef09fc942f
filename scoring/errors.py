"""Errors a user can cause, as a code and parameters: the words are the presentation layer's."""

from __future__ import annotations


class CodedError(ValueError):
    """``CodedError("too_many_copies", tile="1m", count=5)``: what went wrong, as data.

    The packages below the bot keep no prose; the bot's catalogue has one message per code (in
    every language) that the params fill. ``str()`` gives the code and params, for logs and
    tracebacks. Errors compare by type, code and params, and pickle (for worker processes).
    """

    #: the catalogue's section for the codes of this kind of error (``hand_error.too_many_copies``)
    namespace = "error"

    def __init__(self, code: str, /, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        return f"{self.code} ({', '.join(f'{key}={value!r}' for key, value in self.params.items())})"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join([repr(self.code), *(f'{k}={v!r}' for k, v in self.params.items())])})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (other.code, other.params) == (self.code, self.params)

    def __hash__(self) -> int:
        return hash((self.code, tuple(self.params)))

    def __reduce__(self):  # the keyword params do not survive ValueError's pickling
        return _rebuild, (type(self), self.code, self.params)


def _rebuild(cls: type[CodedError], code: str, params: dict) -> CodedError:
    return cls(code, **params)
