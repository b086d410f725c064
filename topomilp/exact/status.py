"""The one status vocabulary of every solve in topomilp (:mod:`topomilp.exact` and
:mod:`topomilp.multidim`).

:class:`Status` is a ``str`` enum: a member *is* its string (``Status.OPTIMAL ==
"optimal"``), prints and formats as it (``f"{Status.OPTIMAL}"`` is ``optimal``), and
JSON writes it as it, so results read the same whether a caller compares with the enum or
with the string. Its ``repr`` is the string's too, so printed tuples of results stay as
they were before the enum (``('optimal', 2.0)``).

>>> Status("feasible") is Status.FEASIBLE, Status.OPTIMAL == "optimal"
(True, True)
>>> import json; json.dumps({"status": Status.TIMEOUT}), f"{Status.TOO_LARGE}"
('{"status": "timeout"}', 'too_large')
"""

from __future__ import annotations

from enum import Enum


class Status(str, Enum):
    """How a solve ended (README, "Exact solves: what a status means")."""

    OPTIMAL = "optimal"          #: proven optimal
    FEASIBLE = "feasible"        #: a verified solution, optimality not proven (bound and gap given)
    INFEASIBLE = "infeasible"    #: proven: there is no solution
    TIMEOUT = "timeout"          #: the time limit passed without a solution (best bound given)
    TOO_LARGE = "too_large"      #: the model was not built (the size guard's estimate given)
    ERROR = "error"              #: the backend failed; the message says how

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return repr(self.value)

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)

    @property
    def reports_best_bound(self) -> bool:
        """Statuses whose result reports the best bound known (the backend's, or one
        proven without a model): ``feasible``, ``timeout`` and ``too_large``."""
        return self in (Status.FEASIBLE, Status.TIMEOUT, Status.TOO_LARGE)


#: Every status, as strings, in the order of :class:`Status`.
STATUSES: tuple[str, ...] = tuple(s.value for s in Status)

__all__ = ["STATUSES", "Status"]
