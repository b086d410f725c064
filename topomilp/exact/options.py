"""How a solve runs: one frozen :class:`SolveOptions` instead of ``backend, time_limit,
threads, seed`` repeated through every signature (scipy's ``milp(options=...)``).

>>> SolveOptions(time_limit=5).with_backend("highs")
SolveOptions(backend='highs', time_limit=5.0, threads=1, seed=0)
>>> SolveOptions(threads=0)
Traceback (most recent call last):
...
topomilp.errors.TopomilpInputError: threads: must be an integer >= 1 (got 0)
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from topomilp.errors import TopomilpInputError
from topomilp.utils import check_int, is_real

#: Backends :func:`topomilp.exact.solve` accepts (``auto``: the problem's strongest method).
BACKENDS = ("auto", "highs", "cbc", "cpsat")
#: Backends that solve the PuLP (MILP / LP) model.
PULP_BACKENDS = ("highs", "cbc")


@dataclass(frozen=True)
class SolveOptions:
    """The settings of one exact solve.

    * ``backend``: one of :data:`BACKENDS`;
    * ``time_limit``: seconds for the whole call (model building, starts, the backend,
      verification: :mod:`topomilp.exact.deadline`);
    * ``threads``: the backend's threads (>= 1);
    * ``seed``: the backend's random seed (>= 0)."""

    backend: str = "auto"
    time_limit: float = 60.0
    threads: int = 1
    seed: int = 0

    def __post_init__(self) -> None:
        if self.backend not in BACKENDS:
            raise TopomilpInputError("backend", f"must be one of {BACKENDS}", self.backend)
        t = self.time_limit
        if not is_real(t) or not (math.isfinite(t) and t > 0):
            raise TopomilpInputError("time_limit", "must be a positive number of seconds", t)
        object.__setattr__(self, "time_limit", float(t))
        check_int("threads", self.threads, 1)
        check_int("seed", self.seed, 0)

    def with_backend(self, backend: str) -> "SolveOptions":
        """The same options with another backend."""
        return dataclasses.replace(self, backend=backend)

    def with_time_limit(self, seconds: float) -> "SolveOptions":
        """The same options with another time limit."""
        return dataclasses.replace(self, time_limit=seconds)


__all__ = ["BACKENDS", "PULP_BACKENDS", "SolveOptions"]
