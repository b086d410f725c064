"""One time limit for a whole exact solve: model building, warm starts, the backend's
solve and the verification (formulations/joint_topology.md, "Answers at any size").

:func:`topomilp.exact.solve` opens a :func:`deadline_scope` of ``time_limit`` seconds;
everything that runs inside it — model builders (:class:`topomilp.exact.modelkit.Builder`
calls :func:`check`), the warm-start searches, nested exact solves (the routing LPs
that route a warm start), the enumeration proof — reads the same :class:`Deadline`
with :func:`current`. A nested scope never outlives its enclosing one: its end is the
earlier of the two.

Past the deadline, :func:`check` raises :class:`DeadlineExpired`;
:func:`topomilp.exact.base.solve_model` catches it and answers ``timeout`` (or
``feasible`` with the best warm start), with the best valid bound it knows. Hot loops
(the enumerations) check it through a :class:`Ticker`, which reads the clock only every
``every`` calls. How a method splits its time between its phases is a :class:`TimePlan`
(:mod:`topomilp.exact.timeplan` holds every plan and its tuned shares).

>>> with deadline_scope(5.0) as outer:
...     with deadline_scope(60.0) as inner:
...         inner.end == outer.end
True
>>> current() is None
True
"""

from __future__ import annotations

import contextlib
import contextvars
import math
import time
from dataclasses import dataclass
from typing import Any, Iterator

from topomilp.errors import TopomilpError, TopomilpInputError

#: Shortest time handed to a nested scope, a solve or a backend (a zero limit is invalid input).
MIN_SECONDS = 1e-3


class DeadlineExpired(TopomilpError):
    """The time limit of the enclosing exact solve has passed (control flow, caught by
    :func:`topomilp.exact.base.solve_model`; names what was running)."""


@dataclass(frozen=True)
class Deadline:
    """A point in ``time.perf_counter()`` time after which an exact solve must stop."""

    start: float
    end: float

    def __post_init__(self) -> None:
        if not (math.isfinite(self.start) and math.isfinite(self.end)) or self.end < self.start:
            raise TopomilpInputError("deadline", "must end after it starts", (self.start, self.end))

    @classmethod
    def after(cls, seconds: float) -> "Deadline":
        """The deadline ``seconds`` from now."""
        if not (isinstance(seconds, (int, float)) and math.isfinite(seconds) and seconds > 0):
            raise TopomilpInputError("time_limit", "must be a positive number of seconds", seconds)
        now = time.perf_counter()
        return cls(now, now + float(seconds))

    @property
    def limit(self) -> float:
        """Seconds from start to end."""
        return self.end - self.start

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def remaining(self) -> float:
        """Seconds left (0 when expired)."""
        return max(self.end - time.perf_counter(), 0.0)

    def expired(self) -> bool:
        return time.perf_counter() >= self.end

    def check(self, what: str = "") -> None:
        """Raise :class:`DeadlineExpired` when expired."""
        if self.expired():
            raise DeadlineExpired(f"time limit of {self.limit:.3g} s reached" + (f" while {what}" if what else ""))


_CURRENT: contextvars.ContextVar[Deadline | None] = contextvars.ContextVar("topomilp_deadline", default=None)


def current() -> Deadline | None:
    """The deadline of the innermost open :func:`deadline_scope` (None outside any)."""
    return _CURRENT.get()


def remaining(default: float = math.inf) -> float:
    """Seconds left of the current deadline (``default`` outside any scope)."""
    dl = _CURRENT.get()
    return default if dl is None else dl.remaining()


def expired() -> bool:
    """Whether the current deadline (if any) has passed."""
    dl = _CURRENT.get()
    return dl is not None and dl.expired()


def check(what: str = "") -> None:
    """Raise :class:`DeadlineExpired` when the current deadline (if any) has passed."""
    dl = _CURRENT.get()
    if dl is not None:
        dl.check(what)


class Ticker:
    """The current deadline, checked in a hot loop: calling the ticker counts a step and,
    every ``every`` steps (a power of two), raises :class:`DeadlineExpired` once the
    deadline of the scope it was made in has passed; :meth:`now` checks at once. Outside
    any scope it never raises.

    >>> with deadline_scope(60.0):
    ...     tick = Ticker(every=4)
    ...     for _ in range(10):
    ...         tick()
    >>> tick.steps
    10
    """

    __slots__ = ("_deadline", "_mask", "steps", "what")

    def __init__(self, every: int = 4096, what: str = "") -> None:
        if every < 1 or every & (every - 1):
            raise TopomilpInputError("every", "must be a power of two", every)
        self._deadline = _CURRENT.get()
        self._mask = every - 1
        self.steps = 0
        self.what = what

    def __call__(self) -> None:
        self.steps += 1
        if not self.steps & self._mask and self._deadline is not None:
            self._deadline.check(self.what)

    def now(self) -> None:
        """Check the deadline at once."""
        if self._deadline is not None:
            self._deadline.check(self.what)

    def expired(self) -> bool:
        """Whether the deadline has passed (no exception)."""
        return self._deadline is not None and self._deadline.expired()


def limit_highs(h: Any, seconds: float) -> None:
    """Let the ``highspy.Highs`` object ``h`` run at most ``seconds`` more (at least
    :data:`MIN_SECONDS`). HiGHS' run clock adds up over every ``run()`` of one object and
    its ``time_limit`` is read on that clock, so a loop that re-solves one model (column
    generation, class-by-class LPs) must add the time already spent: a plain
    ``time_limit = seconds`` stops the run at once when the earlier runs took longer."""
    h.setOptionValue("time_limit", float(h.getRunTime()) + max(float(seconds), MIN_SECONDS))


def linprog_options(seconds: float = math.inf) -> dict[str, float]:
    """``options`` for ``scipy.optimize.linprog(method="highs")``: a ``time_limit`` of the
    time left of the current deadline, at most ``seconds`` (at least :data:`MIN_SECONDS`);
    none outside any scope without ``seconds``. An LP stopped there has ``status`` 1 and
    no value to use.

    >>> linprog_options()
    {}
    >>> with deadline_scope(60.0):
    ...     0 < linprog_options(2.0)["time_limit"] <= 2.0
    True
    """
    left = min(remaining(), float(seconds))
    return {} if math.isinf(left) else {"time_limit": max(left, MIN_SECONDS)}


@contextlib.contextmanager
def deadline_scope(seconds: float) -> Iterator[Deadline]:
    """Open a deadline ``seconds`` from now, never later than the enclosing one."""
    new = Deadline.after(seconds)
    outer = _CURRENT.get()
    if outer is not None and outer.end < new.end:
        new = Deadline(new.start, max(outer.end, new.start))
    token = _CURRENT.set(new)
    try:
        yield new
    finally:
        _CURRENT.reset(token)


__all__ = ["MIN_SECONDS", "Deadline", "DeadlineExpired", "Ticker", "check", "current", "deadline_scope", "expired",
           "limit_highs", "linprog_options", "remaining"]
