"""Size guard of the exact models: how large a model will be, before it is built
(formulations/joint_topology.md, "Answers at any size").

:func:`estimate` counts the variables, constraints and nonzeros of a problem's model for
a backend from the instance data alone (closed forms of the flow models:
``joint_topology`` (J1)-(J8) / (C1)-(C8), ``routing`` (R1)-(R9)), and derives the memory
and the time the build needs from per-nonzero rates measured on the reference machine
(:data:`BUILD_S_PER_NONZERO`, :data:`BYTES_PER_NONZERO`; benchmarks/RESULTS.md, "Time
limits and size guard"). Problems without a closed form (the small combinatorial ones)
return ``None``: the deadline checks of the model builders still stop them.

:func:`too_large` is the guard :func:`topomilp.exact.base.solve_model` applies: a model
whose build alone would outlast the time limit, or whose memory would exceed
:data:`MEMORY_SHARE` of the machine's available memory, is not built; the solve returns
at once with status ``too_large``, the estimate and the best valid bound.
:func:`lp_seconds` (a rough interior-point time of the model's LP or LP relaxation) lets
the bench decide what is beyond exact reach.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import all_to_all
>>> from topomilp.exact.joint import JointTopology
>>> est = estimate(JointTopology(Cluster(1000, 4), all_to_all(1000)), "highs")
>>> est.variables, too_large(est, 5.0) is not None     # 1000 sources x 999000 arcs + links + lambda
(999499501, True)
"""

from __future__ import annotations

import math
import os
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from topomilp.errors import TopomilpInputError

#: Seconds per nonzero to build a model in Python (PuLP or OR-Tools' CP-SAT layer) and
#: hand it to the backend (HiGHS in process, CBC through an MPS file). Measured on the
#: reference machine (2 cores, loaded): 2.5-4.6 us per nonzero for PuLP, 4-5 for CP-SAT.
BUILD_S_PER_NONZERO = {"highs": 5e-6, "cbc": 7e-6, "cpsat": 6e-6}
#: Seconds per nonzero after the build and outside the backend's own clock: handing the
#: model over (HiGHS' copy, CBC's MPS file), reading the solution back, decoding and
#: verifying it. :func:`topomilp.exact.base.solve_model` keeps this much of the time limit
#: back from the backend.
POST_S_PER_NONZERO = {"highs": 3e-6, "cbc": 6e-6, "cpsat": 3e-6}
#: Bytes of memory per nonzero (Python objects plus the backend's copy), measured: PuLP
#: 225-530, CP-SAT 350-540 (the larger values on small models).
BYTES_PER_NONZERO = {"highs": 450, "cbc": 450, "cpsat": 600}
#: Interior-point time of an LP with ``nz`` nonzeros: ``LP_COEF * nz ** LP_EXPONENT``
#: seconds (HiGHS IPM, routing LPs of 1e5-4e5 nonzeros: 2.7 s and 25.6 s, loaded machine).
LP_COEF = 8.7e-8
LP_EXPONENT = 1.5
#: Share of the available memory one model may take.
MEMORY_SHARE = 0.5


@dataclass(frozen=True)
class SizeEstimate:
    """Size of one model before it is built (counts exact up to the few bookkeeping
    rows and columns; seconds and bytes from the measured rates)."""

    problem: str
    backend: str
    variables: int
    constraints: int
    nonzeros: int
    memory_bytes: int
    build_s: float

    def __post_init__(self) -> None:
        for name in ("variables", "constraints", "nonzeros", "memory_bytes"):
            v = getattr(self, name)
            if not isinstance(v, (int, np.integer)) or v < 0:
                raise TopomilpInputError(name, "must be an integer >= 0", v)
            object.__setattr__(self, name, int(v))
        if not (isinstance(self.build_s, (int, float)) and math.isfinite(self.build_s) and self.build_s >= 0):
            raise TopomilpInputError("build_s", "must be a finite number >= 0", self.build_s)
        object.__setattr__(self, "build_s", float(self.build_s))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SizeEstimate":
        if not isinstance(data, dict):
            raise TopomilpInputError("estimate", "must be a size-estimate object", data)
        try:
            return cls(str(data["problem"]), str(data["backend"]), int(data["variables"]),
                       int(data["constraints"]), int(data["nonzeros"]), int(data["memory_bytes"]),
                       float(data["build_s"]))
        except KeyError as exc:
            raise TopomilpInputError("estimate", f"misses field {exc}", data) from None

    def describe(self) -> str:
        """One line: ``1.0e+09 variables, ... nonzeros, ~450 GB, build ~5000 s``."""
        return (f"{self.variables:.3g} variables, {self.constraints:.3g} constraints, "
                f"{self.nonzeros:.3g} nonzeros, ~{_bytes(self.memory_bytes)}, build ~{self.build_s:.3g} s")


def _bytes(b: float) -> str:
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if b < 1024 or unit == "TB":
            return f"{b:.3g} {unit}"
        b /= 1024
    return f"{b:.3g} TB"  # pragma: no cover


def available_memory() -> int:
    """Bytes of memory available to a new model: ``MemAvailable`` of /proc/meminfo, else
    the physical memory (``os.sysconf``), else 4 GiB."""
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.sysconf("SC_PAGE_SIZE")) * int(os.sysconf("SC_PHYS_PAGES"))
    except (AttributeError, ValueError, OSError):
        return 4 << 30


def _finish(problem: Any, backend: str, nv: int, nc: int, nz: int) -> SizeEstimate:
    fam = "cpsat" if backend == "cpsat" else backend if backend in BUILD_S_PER_NONZERO else "highs"
    return SizeEstimate(problem.name, backend, nv, nc, nz, nz * BYTES_PER_NONZERO[fam] + 200 * nv,
                        nz * BUILD_S_PER_NONZERO[fam])


def _sources(workload: Any, mp: np.ndarray) -> tuple[int, int]:
    """(nodes sending MP bytes, nodes sending ring bytes)."""
    ar = set()
    for g in workload.groups:
        if g.bytes_per_member > 0:
            ar.update(int(m) for m in g.members)
    return int(np.count_nonzero(mp.sum(axis=1) > 0)), len(ar)


def _ring_terms(workload: Any, rings: Any) -> tuple[int, int]:
    """(ring-share variables, their nonzeros) of the candidate rings the models list
    (:func:`topomilp.exact.rings.ring_family`; generated rings are not listed)."""
    try:
        from topomilp.exact.rings import ring_family

        fam = ring_family(workload, "any" if rings is None else rings)
    except (ImportError, TopomilpInputError, TypeError, ValueError):
        return 0, 0
    nv = nz = 0
    for g, gr in zip(workload.groups, fam):
        if g.bytes_per_member <= 0 or getattr(gr, "generated", False):
            continue
        k = len(set(g.members))
        nv += len(gr.candidates)
        nz += len(gr.candidates) * (1 + 2 * k)
    return nv, nz


def _joint(problem: Any, backend: str) -> SizeEstimate:
    """``joint_topology``: (J1)-(J8) for PuLP, (C1)-(C8) for CP-SAT."""
    c, w = problem.cluster, problem.workload
    n, d = c.n, c.d
    arcs = n * (n - 1)
    pairs = arcs // 2 if c.duplex else arcs
    mp = np.asarray(w.mp, dtype=float)
    s_mp, s_ar = _sources(w, mp)
    cands = getattr(problem, "candidate_rings", None) or [[tuple(g.members)] for g in w.groups]
    groups = [gi for gi, g in enumerate(w.groups) if g.bytes_per_member > 0]
    ring_vars, ring_nz = _ring_terms(w, problem.rings)
    H = problem.mp_hop_limit
    if backend == "cpsat":
        ring_pairs = sum(len({(o[i], o[(i + 1) % len(o)]) for o in cands[gi] for i in range(len(o))})
                         for gi in groups)
        comm = int(np.count_nonzero(mp)) + ring_pairs
        flow = comm * arcs * (H or 1)
        nv = flow + pairs * (d + 2) + ring_vars + 2
        nc = comm * n * (H or 1) + arcs * (d + 1) + pairs * 2 + 2 * n
        nz = flow * (3 + d) + pairs * (d + 4)
        return _finish(problem, backend, nv, nc, nz)
    sources = max(s_mp, s_ar) if H is None else s_mp + s_ar
    flow = sources * arcs if H is None else s_mp * arcs * H + s_ar * arcs
    nv = flow + pairs + ring_vars + 1
    nc = (sources * n if H is None else s_mp * n * H + s_ar * n) + arcs + 2 * n + len(groups) + 3
    nz = 3 * flow + arcs + 2 * pairs + ring_nz
    return _finish(problem, backend, nv, nc, nz)


def _routing(problem: Any, backend: str) -> SizeEstimate:
    """``routing``: the LP (R1)-(R5), or the integral-chunk model (R6)-(R9)."""
    from topomilp.traffic import transfer_matrices

    n = problem.cluster.n
    arcs = int(np.count_nonzero(np.asarray(problem.topology.links)))
    mutable = problem.allreduce == "mutable"
    ar, mp = transfer_matrices(problem.workload, problem.plan)
    dem = mp if mutable else mp + ar
    H = problem.hop_limit or 1
    if backend == "cpsat" or problem.single_path:
        ring_pairs = sum(len(g.members) * (len(g.members) - 1) for g in problem.workload.groups
                         if g.bytes_per_member > 0) if mutable else 0
        flow = (int(np.count_nonzero(dem)) + ring_pairs) * arcs * H
        comm = int(np.count_nonzero(dem)) + ring_pairs
        return _finish(problem, backend, flow + 1, comm * n * H + arcs, 3 * flow)
    s_mp, s_ar = _sources(problem.workload, np.asarray(dem, dtype=float))
    sources = max(s_mp, s_ar if mutable else 0)
    flow = sources * arcs * H
    ring_vars, ring_nz = _ring_terms(problem.workload, problem.rings) if mutable else (0, 0)
    groups = sum(1 for g in problem.workload.groups if g.bytes_per_member > 0) if mutable else 0
    return _finish(problem, backend, flow + 1 + ring_vars, sources * n * H + arcs + groups,
                   3 * flow + arcs + ring_nz)


_ESTIMATORS = {"joint_topology": _joint, "routing": _routing}


def estimate(problem: Any, backend: str) -> SizeEstimate | None:
    """The :class:`SizeEstimate` of ``problem``'s model for ``backend`` (``"highs"``,
    ``"cbc"`` or ``"cpsat"``), or ``None`` for problems without a closed form."""
    fn = _ESTIMATORS.get(getattr(problem, "name", ""))
    return None if fn is None else fn(problem, backend)


def too_large(est: SizeEstimate | None, seconds: float, memory: int | None = None) -> str | None:
    """Why the model of ``est`` cannot be built within ``seconds`` or in
    :data:`MEMORY_SHARE` of ``memory`` bytes (default: :func:`available_memory`), or
    ``None`` when it can (or nothing is known)."""
    if est is None:
        return None
    mem = available_memory() if memory is None else memory
    if est.memory_bytes > MEMORY_SHARE * mem:
        return (f"the model needs ~{_bytes(est.memory_bytes)}, more than {MEMORY_SHARE:.0%} of the "
                f"{_bytes(mem)} available")
    if est.build_s > seconds:
        return f"building the model takes ~{est.build_s:.3g} s, more than the {seconds:.3g} s left"
    return None


#: Seconds to hand a built PuLP model to the backend, per (variable, integer variable,
#: nonzero): HiGHS' in-process copy (its per-column integrality calls dominate: 2.4 s for
#: 73152 integer columns and 2e5 nonzeros), CBC's MPS file.
HANDOVER_S = {"highs": (5e-6, 2.5e-5, 3e-6), "cbc": (5e-6, 0.0, 4e-6)}


def handover_seconds(prob: Any, backend: str) -> float:
    """Estimated seconds before the backend's own clock starts for the built PuLP model
    ``prob`` (counted from the model: variables, integer variables, nonzeros)."""
    rates = HANDOVER_S.get(backend)
    if rates is None:
        return 0.0
    variables = prob.variables()
    ints = sum(1 for v in variables if v.cat == "Integer")
    nz = sum(len(c) for c in prob.constraints())
    return rates[0] * len(variables) + rates[1] * ints + rates[2] * nz


def lp_seconds(est: SizeEstimate) -> float:
    """A rough interior-point time of the model's LP (or LP relaxation), in seconds."""
    return LP_COEF * float(est.nonzeros) ** LP_EXPONENT


__all__ = ["BUILD_S_PER_NONZERO", "BYTES_PER_NONZERO", "LP_COEF", "LP_EXPONENT", "MEMORY_SHARE",
           "HANDOVER_S", "POST_S_PER_NONZERO", "SizeEstimate", "handover_seconds",
           "available_memory", "estimate", "lp_seconds", "too_large"]
