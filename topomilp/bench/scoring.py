"""Scoring against the optimum: the exact row's result (:class:`Optimum`), ratios to it,
and the check that no heuristic beats it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from topomilp.bench.rows import BenchRow
from topomilp.errors import VerificationError

#: relative slack of "a heuristic beats the optimum" (float noise of LP solvers)
BEAT_RTOL = 1e-6


def finite(x: Any) -> float | None:
    """``float(x)``, or None for None and non-finite values."""
    if x is None:
        return None
    x = float(x)
    return x if math.isfinite(x) else None


@dataclass
class Optimum:
    """What the exact row of a workload established (times in seconds)."""

    status: str | None = None
    time_s: float | None = None       #: incumbent (proven optimal when status == optimal)
    bound_s: float | None = None      #: lower bound on the optimal time

    @property
    def reference(self) -> tuple[float | None, str | None]:
        """``(time, basis)``: the proven optimum, else the best bound (marked)."""
        if self.status == "optimal" and self.time_s:
            return self.time_s, "optimal"
        if self.bound_s:
            return self.bound_s, "bound"
        return None, None

    @classmethod
    def from_row(cls, row: BenchRow) -> "Optimum":
        return cls(row.status, finite(row.comm_time_s), finite(row.bound_time_s))


def ratio_to_optimum(t: float | None, opt: Optimum) -> tuple[float | None, str | None]:
    """``(t / reference, basis)`` (see :attr:`Optimum.reference`), or ``(None, None)``."""
    ref, basis = opt.reference
    if t is None or ref is None:
        return None, None
    return t / ref, basis


def check_not_below(what: str, t: float | None, opt: Optimum) -> None:
    """A topology carrying the workload can never be faster than the lower bound: raise
    :class:`VerificationError` if ``t`` is."""
    if t is None or opt.bound_s is None:
        return
    if t < opt.bound_s * (1 - BEAT_RTOL):
        raise VerificationError(f"{what}: time {t!r} s is below the optimum's lower bound {opt.bound_s!r} s "
                                f"(status {opt.status}); a bug in a model, a verifier or the evaluator")


__all__ = ["BEAT_RTOL", "Optimum", "check_not_below", "finite", "ratio_to_optimum"]
