"""Result objects of the multi-dimensional optimisers (frozen, with ``to_dict`` /
``from_dict``)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping

from topomilp.errors import TopomilpInputError
from topomilp.exact.status import Status

#: The statuses a multi-dimensional result takes: :class:`topomilp.exact.status.Status`
#: (the one vocabulary), without ``too_large`` (these models are always built).
STATUSES = tuple(s.value for s in Status if s is not Status.TOO_LARGE)
#: relative gap under which a result may be called optimal
GAP_TOL = 1e-6


def _num(v: Any) -> Any:
    """JSON-safe float (``inf`` / ``nan`` -> ``None``)."""
    if v is None:
        return None
    v = float(v)
    return v if math.isfinite(v) else None


def _tup(v: Any, cast=float) -> Any:
    return None if v is None else tuple(cast(x) for x in v)


@dataclass(frozen=True)
class Allocation:
    """One bandwidth allocation (a baseline, or a point of a sweep), scored by the
    independent evaluator. ``feasible`` says whether it meets every constraint; ``note``
    says which it breaks."""

    name: str
    bandwidth_GBps: tuple[float, ...]
    ports: tuple[int, ...] | None
    time_s: float
    cost: float
    objective: float
    feasible: bool
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "bandwidth_GBps": list(self.bandwidth_GBps),
                "ports": None if self.ports is None else list(self.ports), "time_s": _num(self.time_s),
                "cost": _num(self.cost), "objective": _num(self.objective), "feasible": self.feasible,
                "note": self.note}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Allocation":
        def f(v: Any) -> float:
            return math.inf if v is None else float(v)
        return cls(data["name"], _tup(data["bandwidth_GBps"]), _tup(data.get("ports"), int), f(data["time_s"]),
                   f(data["cost"]), f(data["objective"]), bool(data["feasible"]), data.get("note", ""))


@dataclass(frozen=True, eq=False)
class MDResult:
    """The certified answer of a multi-dimensional design problem.

    ``objective`` is the iteration time in seconds (``objective_kind="time"``) or time x
    cost; ``time_s`` and ``cost`` are always given with a solution. ``bound`` is a proven
    lower bound on the objective, ``gap = (objective - bound) / objective``. ``status`` is
    ``optimal`` only when the gap is proven <= :data:`GAP_TOL` (continuous) or the backend
    proved optimality (integer); every solution was re-checked by the independent
    evaluator (``verified``)."""

    method: str                    #: "continuous" or "integer"
    status: Status
    objective_kind: str
    model: str
    dims: tuple[str, ...]
    objective: float | None
    time_s: float | None
    cost: float | None
    bandwidth_GBps: tuple[float, ...] | None
    ports: tuple[int, ...] | None
    bound: float | None
    gap: float | None
    wall_s: float
    backend: str
    backend_version: str
    message: str = ""
    discretisation: str = ""
    verified: bool = False
    baselines: tuple[Allocation, ...] = ()

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise TopomilpInputError("status", f"must be one of {STATUSES}", self.status)
        object.__setattr__(self, "status", Status(self.status))
        if self.method not in ("continuous", "integer"):
            raise TopomilpInputError("method", "must be 'continuous' or 'integer'", self.method)

    @property
    def is_optimal(self) -> bool:
        return self.status == "optimal"

    def baseline(self, name: str) -> Allocation:
        for b in self.baselines:
            if b.name == name:
                return b
        raise KeyError(name)

    def speedup(self, name: str = "equal") -> float | None:
        """``time(baseline) / time(this)``."""
        if self.time_s is None or self.time_s <= 0:
            return None
        try:
            return self.baseline(name).time_s / self.time_s
        except KeyError:
            return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method, "status": self.status.value, "objective_kind": self.objective_kind,
            "model": self.model, "dims": list(self.dims), "objective": _num(self.objective),
            "time_s": _num(self.time_s), "cost": _num(self.cost),
            "bandwidth_GBps": None if self.bandwidth_GBps is None else list(self.bandwidth_GBps),
            "ports": None if self.ports is None else list(self.ports), "bound": _num(self.bound),
            "gap": _num(self.gap), "wall_s": self.wall_s, "backend": self.backend,
            "backend_version": self.backend_version, "message": self.message,
            "discretisation": self.discretisation, "verified": self.verified,
            "baselines": {b.name: b.to_dict() for b in self.baselines},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "MDResult":
        bl = data.get("baselines", {})
        return cls(
            data["method"], data["status"], data["objective_kind"], data["model"], tuple(data["dims"]),
            data["objective"], data["time_s"], data["cost"], _tup(data.get("bandwidth_GBps")),
            _tup(data.get("ports"), int), data.get("bound"), data.get("gap"), float(data["wall_s"]),
            data["backend"], data["backend_version"], data.get("message", ""), data.get("discretisation", ""),
            bool(data.get("verified", False)), tuple(Allocation.from_dict(v) for v in bl.values()))
