"""Exception types of topomilp.

Every error a user can cause with bad input is a :class:`TopomilpInputError`, a
``ValueError`` subclass that names the offending field and the rule it broke, so
callers can catch ``ValueError`` and the CLI can print one clear line.
"""

from __future__ import annotations


class TopomilpError(Exception):
    """Base class of every error raised by topomilp."""


class TopomilpInputError(TopomilpError, ValueError):
    """Bad input: names the field and the rule that was broken.

    >>> try:
    ...     raise TopomilpInputError("n", "must be an integer >= 2", 1)
    ... except ValueError as e:
    ...     print(e)
    n: must be an integer >= 2 (got 1)
    """

    def __init__(self, field: str, rule: str, value: object = ...) -> None:
        self.field = field
        self.rule = rule
        self.value = value
        msg = f"{field}: {rule}"
        if value is not ...:
            text = repr(value)
            if len(text) > 80:
                text = text[:77] + "..."
            msg += f" (got {text})"
        super().__init__(msg)


class BackendUnavailableError(TopomilpError, RuntimeError):
    """A solver backend is missing or cannot be loaded (names the backend and why)."""

    def __init__(self, backend: str, reason: str) -> None:
        self.backend = backend
        self.reason = reason
        super().__init__(f"backend {backend!r} is unavailable: {reason}")


class VerificationError(TopomilpError, AssertionError):
    """An exact solution failed the independent re-check. This is a bug in topomilp
    (or in a solver): it is raised loudly, never returned as a result."""
