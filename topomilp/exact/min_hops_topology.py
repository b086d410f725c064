"""Degree-``d`` topology with the fewest hops (formulations/min_hops_topology.md).

:class:`MinHopsTopology` chooses integer links ``x_ij`` (exactly ``d`` ports per node)
minimising either the traffic-weighted mean hop count
``sum_st T_st dist(s, t) / sum_st T_st`` (uniform ``T`` by default: the mean hops) or
the diameter. Hop distances come from hop-layered reachability ``r[s, t, h]`` ("t is
within h hops of s"), equations (H1)-(H11). The same model runs on HiGHS, CBC and
CP-SAT (it is integral already: nothing is discretised).

>>> from topomilp.model import Cluster
>>> from topomilp.exact import solve
>>> r = solve(MinHopsTopology(Cluster(5, 4), objective="diameter"), backend="cpsat", time_limit=10)
>>> r.status, r.objective          # d = n - 1: the complete graph
('optimal', 1.0)

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — the latency side of TopologyFinder
(MP links chosen to shorten the paths of heavy pairs).
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import verify as V
from topomilp.exact.base import CpsatModel, ExactProblem, PulpModel
from topomilp.exact.modelkit import (
    Builder,
    accept_better,
    add_degree_constraints,
    cpsat_value,
    fixed_link_matrix,
    integer_weights,
    link_pairs,
    links_from_values,
    pair_of,
    pulp_value,
)
from topomilp.model import Cluster, Topology, Workload, as_matrix
from topomilp.routing import ShortestPathRouting
from topomilp.traffic import transfer_matrices
from topomilp.utils import hop_distances, unreachable_pair

log = logging.getLogger(__name__)

OBJECTIVES = ("weighted_hops", "diameter")


def moore_bound(d: int, h: int, duplex: bool) -> int:
    """Most nodes within ``h`` hops of a node of degree ``d`` (itself included):
    duplex ``1 + d + d(d-1) + ... + d(d-1)^(h-1)``, simplex ``1 + d + ... + d^h``."""
    if duplex:
        return 1 + sum(d * (d - 1) ** (i - 1) for i in range(1, h + 1))
    return sum(d ** i for i in range(h + 1))


@dataclass(frozen=True, eq=False)
class MinHopsSolution:
    """A verified topology with its hop statistics; ``objective`` is the optimised one."""

    topology: Topology
    objective: float
    diameter: float
    mean_hops: float
    weighted_hops: float

    def to_dict(self) -> dict[str, Any]:
        return {"topology": self.topology.to_dict(), "objective": self.objective, "diameter": self.diameter,
                "mean_hops": self.mean_hops, "weighted_hops": self.weighted_hops}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "MinHopsSolution":
        """The inverse of :meth:`to_dict` (the solution still has to be verified)."""
        if not isinstance(data, dict) or "topology" not in data:
            raise TopomilpInputError("solution", "must be a min_hops_topology solution object with a topology", data)
        return cls(Topology.from_dict(data["topology"]), float(data["objective"]), float(data["diameter"]),
                   float(data["mean_hops"]), float(data["weighted_hops"]))


@dataclass(frozen=True, eq=False)
class MinHopsTopology(ExactProblem):
    """Min traffic-weighted hops (or diameter) over degree-``d`` topologies.

    * ``traffic``: ``n x n`` weights ``T_st`` (or a Workload: its transfers under the
      default plan); ``None`` = uniform over all ordered pairs;
    * ``fixed_links``: links that must be kept (counted in the degree);
    * ``symmetry_breaking``: ``None`` (default) applies (H9) exactly when it is valid
      (no fixed links, traffic invariant under relabelling the nodes other than 0);
      ``False`` never; ``True`` demands it (an error when it would not be valid).
    """

    cluster: Cluster
    traffic: Any = None
    objective: str = "weighted_hops"
    fixed_links: Any = None
    symmetry_breaking: bool | None = None

    name: ClassVar[str] = "min_hops_topology"
    sense: ClassVar[str] = "min"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")
    default_backend: ClassVar[str] = "cpsat"
    solution_class: ClassVar[type] = MinHopsSolution

    def __post_init__(self) -> None:
        if not isinstance(self.cluster, Cluster):
            raise TopomilpInputError("cluster", "must be a Cluster", self.cluster)
        n = self.cluster.n
        if self.objective not in OBJECTIVES:
            raise TopomilpInputError("objective", f"must be one of {OBJECTIVES}", self.objective)
        if self.traffic is None:
            t = np.ones((n, n)) - np.eye(n)
        elif isinstance(self.traffic, Workload):
            if self.traffic.n != n:
                raise TopomilpInputError("traffic", f"workload has n={self.traffic.n}, cluster has n={n}")
            ar, mp = transfer_matrices(self.traffic)
            t = ar + mp
        else:
            t = np.array(as_matrix("traffic", self.traffic, n), dtype=float)
        if t.sum() <= 0:
            raise TopomilpInputError("traffic", "must have a positive entry")
        t.setflags(write=False)
        object.__setattr__(self, "_T", t)
        object.__setattr__(self, "_fixed", fixed_link_matrix(self.cluster, self.fixed_links))
        if self.symmetry_breaking not in (None, True, False):
            raise TopomilpInputError("symmetry_breaking", "must be None, True or False", self.symmetry_breaking)
        valid = self._fixed is None and self._relabelling_invariant()
        if self.symmetry_breaking is True and not valid:
            raise TopomilpInputError("symmetry_breaking", "is only valid without fixed links and for traffic "
                                     "invariant under relabelling nodes 1..n-1")
        object.__setattr__(self, "_sym", valid if self.symmetry_breaking is None else bool(self.symmetry_breaking))

    def _relabelling_invariant(self) -> bool:
        """``T[p(i), p(j)] = T[i, j]`` for every permutation ``p`` fixing node 0, i.e.
        all entries among nodes 1..n-1 equal, all ``T[0, j]`` equal, all ``T[j, 0]`` equal."""
        t, n = self._T, self.cluster.n
        if n < 3:
            return True
        inner = t[1:, 1:][~np.eye(n - 1, dtype=bool)]
        return bool(np.all(inner == inner[0]) and np.all(t[0, 1:] == t[0, 1]) and np.all(t[1:, 0] == t[1, 0]))

    @property
    def traffic_matrix(self) -> np.ndarray:
        return self._T

    def cheap_bound(self) -> float:
        """A lower bound proven without a model (formulations/min_hops_topology.md, "Bound
        without a model"): the smallest diameter any degree-``d`` topology can have, or
        the per-source Moore bound on the weighted hops."""
        from topomilp.exact.joint.bounds import moore_hop_bytes

        n, d, duplex = self.cluster.n, self.cluster.d, self.cluster.duplex
        if self.objective == "diameter":
            h = 1
            while moore_bound(d, h, duplex) < n and h < n - 1:
                h += 1
            return float(h)
        t = self._T
        return sum(moore_hop_bytes(t[s], d, duplex) for s in range(n)) / float(t.sum())

    def _need(self) -> np.ndarray:
        """Ordered pairs that must be connected: all for the diameter, traffic pairs otherwise."""
        n = self.cluster.n
        off = ~np.eye(n, dtype=bool)
        return off if self.objective == "diameter" else (self._T > 0) & off

    # ------------------------------------------------------------------ model
    def _build(self, kind: str, lib: Any) -> tuple[Any, Builder, dict[str, Any]]:
        # --- data
        c = self.cluster
        n, d = c.n, c.d
        H = n - 1                                    # any needed distance is <= n - 1
        need = self._need()
        fixed = self._fixed
        pairs = link_pairs(n, c.duplex)

        def pair(i: int, j: int) -> tuple[int, int]:
            return pair_of(i, j, c.duplex)

        if kind == "pulp":
            model = lib.LpProblem("min_hops_topology", lib.LpMinimize)
        else:
            model = lib.CpModel()
        b = Builder(kind, model, lib)

        # --- variables
        x = {p: b.var(f"x_{p[0]}_{p[1]}", int(fixed[p]) if fixed is not None else 0, d, True) for p in pairs}
        a = {p: b.var(f"a_{p[0]}_{p[1]}", 1 if fixed is not None and fixed[p] > 0 else 0, 1, True) for p in pairs}
        r: dict[tuple[int, int, int], Any] = {}
        for s in range(n):
            for t in range(n):
                for h in range(H + 1):
                    if s == t:
                        r[(s, t, h)] = 1
                    elif h == 0:
                        r[(s, t, h)] = 0
                    else:
                        r[(s, t, h)] = b.var(f"r_{s}_{t}_{h}", 0, 1, True)
        wv: dict[tuple[int, int, int, int], Any] = {}

        # --- constraints
        add_degree_constraints(b, x, n, d, c.duplex, numbered=False)    # (H1) degree
        for p in pairs:                                                 # (H2) a_p = [x_p > 0]
            b.add(a[p] <= x[p], "adj_lo")
            b.add(x[p] <= d * a[p], "adj_hi")
        for s in range(n):
            for t in range(n):
                if s == t:
                    continue
                b.add(r[(s, t, 1)] <= a[pair(s, t)], "reach1")          # (H3) one hop
                for h in range(2, H + 1):
                    terms = [r[(s, t, h - 1)], a[pair(s, t)]]
                    for u in range(n):
                        if u in (s, t):
                            continue
                        wv[(s, u, t, h)] = b.var(f"w_{s}_{u}_{t}_{h}", 0, 1, kind == "cpsat")
                        b.add(wv[(s, u, t, h)] <= a[pair(u, t)], "w_adj")          # (H5)
                        b.add(wv[(s, u, t, h)] <= r[(s, u, h - 1)], "w_reach")     # (H5)
                        terms.append(wv[(s, u, t, h)])
                    b.add(r[(s, t, h)] <= b.sum(terms), "reach")                   # (H4)
                    b.add(r[(s, t, h - 1)] <= r[(s, t, h)], "monotone")            # (H6)
                if need[s, t]:
                    b.add(r[(s, t, H)] == 1, "connected")                          # (H7)
        for s in range(n):                                              # (H8) Moore bound
            for h in range(1, H):
                mb = moore_bound(d, h, c.duplex)
                if mb < n:
                    b.add(b.sum([r[(s, t, h)] for t in range(n) if t != s]) <= mb - 1, "moore")
        if self._sym:                                                   # (H9) symmetry breaking
            for j in range(1, n - 1):
                b.add(a[pair(0, j)] >= a[pair(0, j + 1)], "sym")
        dist = {(s, t): b.sum([1 - r[(s, t, h)] for h in range(H)])
                for s in range(n) for t in range(n) if s != t}
        return model, b, {"x": x, "a": a, "r": r, "w": wv, "dist": dist, "H": H, "pairs": pairs, "pair": pair}

    def build_pulp(self) -> PulpModel:
        import pulp

        model, b, v = self._build("pulp", pulp)
        n = self.cluster.n
        T = self._T
        # --- objective (H10 / H11)
        if self.objective == "weighted_hops":
            tot = float(T.sum())
            model += b.sum([float(T[s, t]) / tot * e for (s, t), e in v["dist"].items() if T[s, t] > 0])
            D = None
        else:
            D = b.var("D", 1, n - 1, True)
            for e in v["dist"].values():
                b.add(e <= D, "diam")
            model += D

        def decode() -> MinHopsSolution:
            return self._solution({p: pulp_value(x) for p, x in v["x"].items()})

        def set_start(start: Any) -> None:
            for var, val in self._start_values(start, v, D).items():
                var.setInitialValue(val)

        return PulpModel(model, decode, set_start, "")

    def build_cpsat(self) -> CpsatModel:
        from ortools.sat.python import cp_model

        model, b, v = self._build("cpsat", cp_model)
        n = self.cluster.n
        T = self._T
        scale = 1.0
        D = None
        if self.objective == "weighted_hops":
            keys = [(s, t) for (s, t) in v["dist"] if T[s, t] > 0]
            wt, _, exact = integer_weights([float(T[s, t]) for s, t in keys])
            model.Minimize(sum(wi * v["dist"][k] for wi, k in zip(wt, keys)))
            scale = float(sum(wt))
            disc = "" if exact else ("traffic weights rounded to multiples of 1e-8 of the largest (at least one "
                                   "unit each); the objective is recomputed exactly")
        else:
            D = model.NewIntVar(1, n - 1, "D")
            for e in v["dist"].values():
                model.Add(e <= D)
            model.Minimize(D)
            disc = ""

        def decode(solver: Any) -> MinHopsSolution:
            val = cpsat_value(solver)
            return self._solution({p: val(x) for p, x in v["x"].items()})

        def add_hint(start: Any) -> None:
            for var, val in self._start_values(start, v, D).items():
                model.AddHint(var, int(round(val)))

        return CpsatModel(model, decode, add_hint, objective_scale=scale, discretisation=disc)

    # ------------------------------------------------------------------ helpers
    def _links(self, xval: dict[tuple[int, int], float]) -> Topology:
        return links_from_values(xval, self.cluster.n, self.cluster.link_model, "min_hops_topology")

    def _stats(self, topo: Topology) -> tuple[float, float, float, float]:
        """``(objective, diameter, mean hops, weighted hops)`` through the evaluator."""
        ev = V.evaluate_routing(topo, self.cluster, [(self._T, ShortestPathRouting(topo))]) \
            if self._connected_for_traffic(topo) else None
        from topomilp.evaluate import hop_statistics

        diameter, mean = hop_statistics(topo)
        weighted = ev.weighted_hops if ev is not None else math.inf
        return (weighted if self.objective == "weighted_hops" else diameter), diameter, mean, weighted

    def _connected_for_traffic(self, topo: Topology) -> bool:
        return unreachable_pair(hop_distances(topo), self._T) is None

    def _solution(self, xval: dict[tuple[int, int], float]) -> MinHopsSolution:
        topo = self._links(xval)
        obj, diam, mean, weighted = self._stats(topo)
        return MinHopsSolution(topo, obj, diam, mean, weighted)

    def _start_values(self, start: Any, v: dict[str, Any], D: Any) -> dict[Any, float]:
        topo = start.topology if isinstance(start, MinHopsSolution) else start
        if not isinstance(topo, Topology):
            topo = getattr(start, "topology", None)
        if not isinstance(topo, Topology):
            raise TopomilpInputError("warm_start", "must be a MinHopsSolution, a Topology or have a .topology", start)
        n = self.cluster.n
        dist = hop_distances(topo)
        out: dict[Any, float] = {}
        for p, var in v["x"].items():
            out[var] = float(topo.links[p])
            out[v["a"][p]] = float(topo.links[p] > 0)
        for (s, t, h), var in v["r"].items():
            if not isinstance(var, int):
                out[var] = float(dist[s, t] <= h)
        for (s, u, t, h), var in v["w"].items():
            out[var] = float(topo.links[v["pair"](u, t)] > 0 and dist[s, u] <= h - 1)
        if D is not None:
            off = dist[~np.eye(n, dtype=bool)]
            out[D] = float(min(off.max(), n - 1)) if np.all(np.isfinite(off)) else float(n - 1)
        return out

    # ------------------------------------------------------------------ verify
    def verify(self, solution: Any) -> float:
        """Re-check a :class:`MinHopsSolution`: degree exactly ``d``, fixed links kept,
        needed pairs connected, objective recomputed with the evaluator's hop
        statistics equals the claimed one. Returns the objective."""
        if not isinstance(solution, MinHopsSolution):
            raise VerificationError(f"not a MinHopsSolution: {solution!r}")
        V.check_topology(solution.topology, self.cluster, self._fixed)
        if unreachable_pair(hop_distances(solution.topology), self._need()) is not None:
            raise VerificationError("topology leaves a needed pair unreachable")
        obj, diam, mean, weighted = self._stats(solution.topology)
        V.check_value("objective", solution.objective, obj)
        V.check_value("diameter", solution.diameter, diam)
        return obj

    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        """An incumbent may under-report reachability (``r`` below its bound), so the true
        objective may be better than the backend's, never worse."""
        accept_better(self, backend_objective, recomputed, backend)

    # ------------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        return {"problem": self.name, "cluster": self.cluster.to_dict(),
                "traffic": None if self.traffic is None else self._T.tolist(), "objective": self.objective,
                "fixed_links": None if self._fixed is None else self._fixed.tolist(),
                "symmetry_breaking": self.symmetry_breaking}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "MinHopsTopology":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name or "cluster" not in data:
            raise TopomilpInputError("problem", f"must be a {cls.name!r} instance object with a cluster", data)
        return cls(Cluster.from_dict(data["cluster"]), data.get("traffic"), data.get("objective", "weighted_hops"),
                   data.get("fixed_links"), data.get("symmetry_breaking"))
