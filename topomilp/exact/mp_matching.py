"""MP matching: the best degree-``d_mp`` multigraph for model-parallel traffic.

TopologyFinder (TopoOpt, NSDI 2023, arXiv 2202.00433, Algorithm 1) builds its MP links
with ``d_mp`` rounds of maximum-weight matching, discounting a pair's weight to
``T/(c+1)`` once it holds ``c`` links. Summed over the rounds, a pair holding ``x``
links earns ``T * H(x)`` (``H`` the harmonic number,
:func:`topomilp.utils.matching_utility`), so the rounds greedily maximise
``sum_e T_e H(x_e)`` over ``d_mp``-regular multigraphs. This module maximises that
utility exactly (``objective="harmonic"``) or minimises the traffic-weighted hop count
over the union of fixed links and chosen links (``objective="weighted_hops"``).

The formulation, with the equation numbers cited below, is
``formulations/mp_matching.md``.

>>> import numpy as np
>>> from topomilp.exact import solve
>>> T = np.array([[0, 5, 1, 1], [5, 0, 1, 1], [1, 1, 0, 5], [1, 1, 5, 0]])
>>> r = solve(MPMatching(4, 1, T), backend="highs", time_limit=10)
>>> r.status, r.objective           # pairs {0,1} and {2,3}: 10 + 10
('optimal', 20.0)
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact.base import CpsatModel, ExactProblem, PulpModel, objective_unit
from topomilp.exact.modelkit import integer_weights, link_pairs, pair_of
from topomilp.model import LINK_MODELS, Topology, as_matrix
from topomilp.utils import check_int, check_optional_int, hop_distances, matching_utility

log = logging.getLogger(__name__)

OBJECTIVES = ("harmonic", "weighted_hops")


@dataclass(frozen=True)
class MPMatchingSolution:
    """Chosen MP links (``n x n`` counts; symmetric under duplex) and their score."""

    links: tuple[tuple[int, ...], ...]
    objective: str = "harmonic"
    value: float = math.nan

    def matrix(self) -> np.ndarray:
        return np.array(self.links, dtype=np.int64)

    def to_dict(self) -> dict[str, Any]:
        return {"links": [list(r) for r in self.links], "objective": self.objective, "value": self.value}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "MPMatchingSolution":
        """The inverse of :meth:`to_dict` (the solution still has to be verified)."""
        if not isinstance(data, dict) or "links" not in data:
            raise TopomilpInputError("solution", "must be an mp_matching solution object with links", data)
        return cls(tuple(tuple(int(v) for v in row) for row in data["links"]), data.get("objective", "harmonic"),
                   float(data.get("value", math.nan)))


@dataclass(frozen=True, eq=False)
class MPMatching(ExactProblem):
    """Choose integer link multiplicities ``x_e`` so that every node has exactly ``d_mp``
    chosen links (simplex: ``d_mp`` out and ``d_mp`` in), no self-loops, at most
    ``max_multiplicity`` (default ``d_mp``) links per pair/arc.

    * ``weights``: ``n x n`` MP bytes ``T`` (duplex pairs use ``T + T^T``);
    * ``objective``: ``"harmonic"`` (maximise ``sum_e T_e H(x_e)``) or ``"weighted_hops"``
      (minimise ``sum_{s,t} T[s][t] * hops(s, t)`` on ``fixed_links + chosen links``);
    * ``fixed_links``: links already placed on *other* ports (e.g. AllReduce rings), kept as
      they are; they shorten paths for ``weighted_hops`` and do not count in the harmonic
      utility (TopoOpt discounts MP links only).
    """

    n: int
    d_mp: int
    weights: Any
    objective: str = "harmonic"
    fixed_links: Any = None
    link_model: str = "duplex"
    max_multiplicity: int | None = None

    name: ClassVar[str] = "mp_matching"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")
    default_backend: ClassVar[str] = "highs"
    solution_class: ClassVar[type] = MPMatchingSolution

    # ------------------------------------------------------------------ validation
    def __post_init__(self) -> None:
        for key, minimum in (("n", 2), ("d_mp", 1)):
            object.__setattr__(self, key, check_int(key, getattr(self, key), minimum))
        n = self.n
        if self.link_model not in LINK_MODELS:
            raise TopomilpInputError("link_model", f"must be one of {LINK_MODELS}", self.link_model)
        if self.objective not in OBJECTIVES:
            raise TopomilpInputError("objective", f"must be one of {OBJECTIVES}", self.objective)
        if self.link_model == "duplex" and (n * self.d_mp) % 2:
            raise TopomilpInputError("d_mp", "n*d_mp must be even under the duplex link model", (n, self.d_mp))
        w = as_matrix("weights", self.weights, n)
        if w.sum() <= 0:
            raise TopomilpInputError("weights", "must have a positive entry")
        object.__setattr__(self, "weights", w)
        object.__setattr__(self, "max_multiplicity", check_optional_int("max_multiplicity",
                                                                         self.max_multiplicity, 1))
        if self.fixed_links is not None:
            raw = self.fixed_links.links if isinstance(self.fixed_links, Topology) else self.fixed_links
            f = as_matrix("fixed_links", raw, n, integer=True)
            if self.link_model == "duplex" and not np.array_equal(f, f.T):
                raise TopomilpInputError("fixed_links", "must be symmetric under the duplex link model")
            object.__setattr__(self, "fixed_links", f)
        elif self.objective == "weighted_hops":
            object.__setattr__(self, "fixed_links", None)

    # ------------------------------------------------------------------ data
    @property
    def sense(self) -> str:  # type: ignore[override]
        """``"max"`` for the harmonic utility, ``"min"`` for weighted hops."""
        return "max" if self.objective == "harmonic" else "min"

    @property
    def duplex(self) -> bool:
        return self.link_model == "duplex"

    @property
    def cap(self) -> int:
        """Largest multiplicity per pair/arc."""
        return self.d_mp if self.max_multiplicity is None else min(self.d_mp, self.max_multiplicity)

    def pairs(self) -> list[tuple[int, int]]:
        """Decision index ``e``: pairs ``a < b`` (duplex) or arcs ``a != b`` (simplex)."""
        return link_pairs(self.n, self.duplex)

    def pair_weight(self, e: tuple[int, int]) -> float:
        a, b = e
        t = self.weights
        return float(t[a, b] + t[b, a]) if self.duplex else float(t[a, b])

    def fixed(self) -> np.ndarray:
        return np.zeros((self.n, self.n), dtype=np.int64) if self.fixed_links is None else self.fixed_links

    def demands(self) -> list[tuple[int, int]]:
        """Ordered pairs with MP bytes (weighted_hops)."""
        t = self.weights
        return [(int(s), int(d)) for s, d in np.argwhere(t > 0)]

    def start_links(self) -> np.ndarray:
        """A connected ``d_mp``-regular start: rings of stride 1 (+ the antipodal matching
        when ``d_mp`` is odd under duplex). Gives the layer bound H."""
        n, d = self.n, self.d_mp
        x = np.zeros((n, n), dtype=np.int64)
        u = np.arange(n)
        if not self.duplex:
            np.add.at(x, (u, (u + 1) % n), d)
            return x
        if n == 2:
            x[0, 1] = x[1, 0] = d
            return x
        rings, odd = divmod(d, 2)
        np.add.at(x, (u, (u + 1) % n), rings)
        np.add.at(x, ((u + 1) % n, u), rings)
        if odd:
            np.add.at(x, (u, (u + n // 2) % n), 1)
        return x

    def weighted_hops_of(self, links: np.ndarray) -> float:
        dist = hop_distances(Topology(self.fixed() + links, self.link_model))
        t = self.weights
        if np.any((t > 0) & ~np.isfinite(dist)):
            return math.inf
        return float((t * np.where(t > 0, dist, 0.0)).sum())

    def layers(self) -> int:
        """H for weighted_hops: every traffic pair of an optimal solution is within H hops
        (formulation §Bounds)."""
        n = self.n
        start = self.start_links()
        if self.cap < start.max():
            return n - 1
        ub = self.weighted_hops_of(start)
        if not math.isfinite(ub):
            return n - 1
        t = self.weights
        total = float(t.sum())
        worst = 1
        for s, d in self.demands():
            slack = ub - (total - t[s, d])              # the other pairs need >= 1 hop each
            worst = max(worst, int(math.floor(slack / t[s, d] * (1 + 1e-12))))
        return max(1, min(n - 1, worst))

    # ------------------------------------------------------------------ MILP (PuLP)
    def build_pulp(self) -> PulpModel:
        import pulp

        # -- data
        pairs, cap, n = self.pairs(), self.cap, self.n
        sense = pulp.LpMaximize if self.objective == "harmonic" else pulp.LpMinimize
        prob = pulp.LpProblem("mp_matching", sense)

        # -- variables: x_e (1)
        x = {e: prob.add_variable(f"x_{e[0]}_{e[1]}", 0, cap, cat=pulp.LpInteger) for e in pairs}

        # -- constraints: degree (2) / (3)
        for v in range(n):
            if self.duplex:
                prob += pulp.lpSum(x[e] for e in pairs if v in e) == self.d_mp, f"degree_{v}"
            else:
                prob += pulp.lpSum(x[e] for e in pairs if e[0] == v) == self.d_mp, f"out_{v}"
                prob += pulp.lpSum(x[e] for e in pairs if e[1] == v) == self.d_mp, f"in_{v}"

        extra: dict[str, dict] = {}
        if self.objective == "harmonic":
            extra = self._pulp_harmonic(pulp, prob, x)
        else:
            extra = self._pulp_hops(pulp, prob, x)

        def decode() -> MPMatchingSolution:
            links = np.zeros((n, n), dtype=np.int64)
            for (a, b), var in x.items():
                links[a, b] = int(round(var.value() or 0))
                if self.duplex:
                    links[b, a] = links[a, b]
            return self._solution(links)

        def set_start(solution: Any) -> None:
            val = self._assignment(solution)
            for e, var in x.items():
                var.setInitialValue(val["x", e])
            for kind, vars_ in extra.items():
                for key, var in vars_.items():
                    var.setInitialValue(val[(kind, *key)])

        return PulpModel(prob, decode, set_start, objective_scale=1.0 / self._weight_scale())

    def _weight_scale(self) -> float:
        """The largest traffic weight (1 without traffic): the MILP's objective unit."""
        return objective_unit(np.ravel(self.weights))

    def _pulp_harmonic(self, pulp: Any, prob: Any, x: dict) -> dict:
        # -- variables: y_ec (4); constraints (5), (6); objective (7)
        cap = self.cap
        y = {(e, c): prob.add_variable(f"y_{e[0]}_{e[1]}_{c}", cat=pulp.LpBinary)
             for e in x for c in range(1, cap + 1)}
        for e in x:
            prob += x[e] == pulp.lpSum(y[e, c] for c in range(1, cap + 1)), f"incr_{e[0]}_{e[1]}"
            for c in range(2, cap + 1):
                prob += y[e, c] <= y[e, c - 1], f"order_{e[0]}_{e[1]}_{c}"
        ws = self._weight_scale()                   # objective in units of the largest weight
        prob += pulp.lpSum(self.pair_weight(e) / ws / c * y[e, c] for e, c in y if self.pair_weight(e))
        return {"y": {(e, c): v for (e, c), v in y.items()}}

    def _hop_index(self) -> tuple[int, list[int], list[tuple[int, int]]]:
        H = self.layers()
        sources = sorted({s for s, _ in self.demands()})
        arcs = [(u, v) for u in range(self.n) for v in range(self.n) if u != v]
        return H, sources, arcs

    def _edge_of(self, u: int, v: int) -> tuple[int, int]:
        return pair_of(u, v, self.duplex)

    def _pulp_hops(self, pulp: Any, prob: Any, x: dict) -> dict:
        # -- data
        H, sources, arcs = self._hop_index()
        f = self.fixed()
        n, t = self.n, self.weights
        # -- variables: z_uv (8), r_svh (9), a_suvh (10)
        z = {e: prob.add_variable(f"z_{e[0]}_{e[1]}", 0, 1) for e in x}

        def link(u: int, v: int) -> Any:   # arc u->v usable: fixed link, or chosen link
            return 1 if f[u, v] > 0 else z[self._edge_of(u, v)]

        r = {(s, v, h): prob.add_variable(f"r_{s}_{v}_{h}", 0, 1)
             for s in sources for v in range(n) if v != s for h in range(1, H + 1)}

        def reach(s: int, v: int, h: int) -> Any:
            return 1 if v == s else (0 if h == 0 else r[s, v, h])

        a = {(s, u, v, h): prob.add_variable(f"a_{s}_{u}_{v}_{h}", 0, 1)
             for s in sources for (u, v) in arcs if v != s for h in range(1, H + 1)}
        # -- constraints (11): z_e = [x_e >= 1]
        for e in x:
            prob += z[e] <= x[e], f"z_le_x_{e[0]}_{e[1]}"
            prob += self.cap * z[e] >= x[e], f"z_ge_x_{e[0]}_{e[1]}"
        # (12): a = reach(s,u,h-1) AND link(u,v)
        for (s, u, v, h), var in a.items():
            prob += var <= reach(s, u, h - 1), f"a_le_r_{s}_{u}_{v}_{h}"
            prob += var <= link(u, v), f"a_le_z_{s}_{u}_{v}_{h}"
            prob += var >= reach(s, u, h - 1) + link(u, v) - 1, f"a_ge_{s}_{u}_{v}_{h}"
        # (13): r = r_prev OR any a; (14): traffic pairs reached by layer H
        for (s, v, h), var in r.items():
            ins = [a[s, u, v, h] for u in range(n) if u != v]
            prob += var >= reach(s, v, h - 1), f"r_mono_{s}_{v}_{h}"
            for i, av in enumerate(ins):
                prob += var >= av, f"r_ge_a_{s}_{v}_{h}_{i}"
            prob += var <= reach(s, v, h - 1) + pulp.lpSum(ins), f"r_le_{s}_{v}_{h}"
        for s, d in self.demands():
            prob += r[s, d, H] == 1, f"reach_{s}_{d}"
        # -- objective (15)
        ws = self._weight_scale()                   # objective in units of the largest weight
        prob += pulp.lpSum(float(t[s, d]) / ws * (1 - reach(s, d, h)) for s, d in self.demands() for h in range(H))
        return {"z": z, "r": r, "a": a}

    # ------------------------------------------------------------------ CP-SAT
    def build_cpsat(self) -> CpsatModel:
        from ortools.sat.python import cp_model

        # -- data
        pairs, cap, n = self.pairs(), self.cap, self.n
        model = cp_model.CpModel()

        # -- variables (1)
        x = {e: model.NewIntVar(0, cap, f"x_{e[0]}_{e[1]}") for e in pairs}

        # -- constraints (2) / (3)
        for v in range(n):
            if self.duplex:
                model.Add(sum(x[e] for e in pairs if v in e) == self.d_mp)
            else:
                model.Add(sum(x[e] for e in pairs if e[0] == v) == self.d_mp)
                model.Add(sum(x[e] for e in pairs if e[1] == v) == self.d_mp)

        if self.objective == "harmonic":
            extra, scale, disc = self._cpsat_harmonic(model, x)
        else:
            extra, scale, disc = self._cpsat_hops(cp_model, model, x)

        def decode(solver: Any) -> MPMatchingSolution:
            links = np.zeros((n, n), dtype=np.int64)
            for (a, b), var in x.items():
                links[a, b] = solver.Value(var)
                if self.duplex:
                    links[b, a] = links[a, b]
            return self._solution(links)

        def add_hint(solution: Any) -> None:
            val = self._assignment(solution)
            for e, var in x.items():
                model.AddHint(var, val["x", e])
            for kind, vars_ in extra.items():
                for key, var in vars_.items():
                    model.AddHint(var, val[(kind, *key)])

        return CpsatModel(model, decode, add_hint, objective_scale=scale, discretisation=disc)

    def _cpsat_coefficients(self) -> tuple[dict, float, str]:
        """Integer objective coefficients: ``T_e * L / c`` with ``L = lcm(1..cap)`` (exact for
        integer weights), or ``T_st`` for weighted hops; real weights are scaled and rounded."""
        if self.objective == "harmonic":
            lcm = math.lcm(*range(1, self.cap + 1))
            keys = [(e, c) for e in self.pairs() for c in range(1, self.cap + 1)]
            vals = [self.pair_weight(e) * lcm / c for e, c in keys]
            ints, unit, exact = integer_weights(vals, limit=2 ** 52 / max(1, len(keys)))
            scale = lcm / unit
        else:
            keys = self.demands()
            ints, unit, exact = integer_weights([float(self.weights[s, d]) for s, d in keys],
                                                limit=2 ** 52 / max(1, len(keys) * self.n))
            scale = 1.0 / unit
        disc = "" if exact else (f"objective weights scaled by {scale:.6g} and rounded to integers; the "
                                 "optimum is for the rounded weights, the objective is recomputed exactly")
        return dict(zip(keys, ints)), scale, disc

    def _cpsat_harmonic(self, model: Any, x: dict) -> tuple[dict, float, str]:
        cap = self.cap
        coef, scale, disc = self._cpsat_coefficients()
        y = {(e, c): model.NewBoolVar(f"y_{e[0]}_{e[1]}_{c}") for e in x for c in range(1, cap + 1)}
        for e in x:                                              # (5), (6)
            model.Add(x[e] == sum(y[e, c] for c in range(1, cap + 1)))
            for c in range(2, cap + 1):
                model.Add(y[e, c] <= y[e, c - 1])
        model.Maximize(sum(coef[e, c] * y[e, c] for e, c in y if coef[e, c]))  # (7)
        return {"y": y}, scale, disc

    def _cpsat_hops(self, cp_model: Any, model: Any, x: dict) -> tuple[dict, float, str]:
        H, sources, arcs = self._hop_index()
        f = self.fixed()
        n = self.n
        coef, scale, disc = self._cpsat_coefficients()
        one, zero = model.NewConstant(1), model.NewConstant(0)
        z = {e: model.NewBoolVar(f"z_{e[0]}_{e[1]}") for e in x}   # (8)

        def link(u: int, v: int) -> Any:
            return one if f[u, v] > 0 else z[self._edge_of(u, v)]

        r = {(s, v, h): model.NewBoolVar(f"r_{s}_{v}_{h}")        # (9)
             for s in sources for v in range(n) if v != s for h in range(1, H + 1)}

        def reach(s: int, v: int, h: int) -> Any:
            return one if v == s else (zero if h == 0 else r[s, v, h])

        a = {(s, u, v, h): model.NewBoolVar(f"a_{s}_{u}_{v}_{h}")  # (10)
             for s in sources for (u, v) in arcs if v != s for h in range(1, H + 1)}
        for e in x:                                                # (11)
            model.Add(z[e] <= x[e])
            model.Add(self.cap * z[e] >= x[e])
        for (s, u, v, h), var in a.items():                       # (12)
            model.Add(var <= reach(s, u, h - 1))
            model.Add(var <= link(u, v))
            model.Add(var >= reach(s, u, h - 1) + link(u, v) - 1)
        for (s, v, h), var in r.items():                          # (13)
            ins = [a[s, u, v, h] for u in range(n) if u != v]
            model.Add(var >= reach(s, v, h - 1))
            for av in ins:
                model.Add(var >= av)
            model.Add(var <= reach(s, v, h - 1) + sum(ins))
        for s, d in self.demands():                               # (14)
            model.Add(r[s, d, H] == 1)
        model.Minimize(sum(coef[s, d] * (1 - reach(s, d, h)) for s, d in self.demands() for h in range(H)))
        return {"z": z, "r": r, "a": a}, scale, disc

    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        """As the base check, widened by the rounding error of CP-SAT's scaled weights."""
        tol = self.verify_rtol * max(1.0, abs(recomputed)) + 1e-9
        if backend == "cpsat":
            coef, scale, disc = self._cpsat_coefficients()
            if disc:
                if self.objective == "harmonic":
                    err = sum(abs(self.pair_weight(e) / c - v / scale) for (e, c), v in coef.items())
                else:
                    err = sum(abs(float(self.weights[s, d]) - v / scale) for (s, d), v in coef.items()) * self.n
                tol += err
        if abs(backend_objective - recomputed) > tol:
            raise VerificationError(f"{self.name}/{backend}: backend objective {backend_objective!r} but "
                                    f"the verifier recomputes {recomputed!r}")

    # ------------------------------------------------------------------ warm start / verify
    def _assignment(self, solution: Any) -> dict[tuple, int]:
        links = solution.matrix() if isinstance(solution, MPMatchingSolution) else np.asarray(solution)
        val: dict[tuple, int] = {}
        for e in self.pairs():
            val["x", e] = int(links[e])
            for c in range(1, self.cap + 1):
                val["y", e, c] = int(links[e] >= c)
            val[("z", *e)] = int(links[e] > 0)
        if self.objective == "weighted_hops":
            H, sources, arcs = self._hop_index()
            g = self.fixed() + links
            dist = hop_distances(Topology(g, self.link_model))
            for s in sources:
                for v in range(self.n):
                    if v == s:
                        continue
                    for h in range(1, H + 1):
                        val["r", s, v, h] = int(dist[s, v] <= h)
                        for u in range(self.n):
                            if u != v:
                                val["a", s, u, v, h] = int(dist[s, u] <= h - 1 and g[u, v] > 0)
        return val

    def _solution(self, links: np.ndarray) -> MPMatchingSolution:
        value = (matching_utility(links, self.weights, self.link_model) if self.objective == "harmonic"
                 else self.weighted_hops_of(links))
        return MPMatchingSolution(tuple(tuple(int(v) for v in row) for row in links), self.objective, value)

    def topology(self, solution: MPMatchingSolution) -> Topology:
        """Fixed links + chosen MP links."""
        return Topology(self.fixed() + solution.matrix(), self.link_model, name="mp_matching")

    def verify(self, solution: Any) -> float:
        """Check degrees, symmetry, self-loops and multiplicities of the chosen links, then
        recompute the harmonic utility or the weighted hops (with
        :func:`topomilp.utils.hop_distances`) from scratch."""
        if not isinstance(solution, MPMatchingSolution):
            raise VerificationError("mp_matching: solution must be an MPMatchingSolution")
        x = solution.matrix()
        n = self.n
        if x.shape != (n, n) or np.any(x < 0) or np.any(np.diag(x) != 0):
            raise VerificationError("mp_matching: links must be an n x n non-negative matrix without self-loops")
        if self.duplex and not np.array_equal(x, x.T):
            raise VerificationError("mp_matching: duplex links must be symmetric")
        if x.max() > self.cap:
            raise VerificationError(f"mp_matching: a pair holds {x.max()} links, the cap is {self.cap}")
        if np.any(x.sum(axis=1) != self.d_mp) or np.any(x.sum(axis=0) != self.d_mp):
            raise VerificationError(f"mp_matching: every node needs exactly d_mp={self.d_mp} MP links")
        t = self.weights
        if self.objective == "harmonic":
            total = 0.0
            for a in range(n):
                for b in range(n):
                    if a != b and (not self.duplex or a < b):
                        te = t[a, b] + t[b, a] if self.duplex else t[a, b]
                        total += te * sum(1.0 / c for c in range(1, int(x[a, b]) + 1))
            return float(total)
        dist = hop_distances(Topology(self.fixed() + x, self.link_model))
        if np.any((t > 0) & ~np.isfinite(dist)):
            raise VerificationError("mp_matching: a traffic pair is unreachable")
        return float((t[t > 0] * dist[t > 0]).sum())

    # ------------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        return {"problem": self.name, "n": self.n, "d_mp": self.d_mp, "weights": self.weights.tolist(),
                "objective": self.objective, "link_model": self.link_model,
                "fixed_links": None if self.fixed_links is None else self.fixed_links.tolist(),
                "max_multiplicity": self.max_multiplicity}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "MPMatching":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name or not {
                "n", "d_mp", "weights"} <= set(data):
            raise TopomilpInputError("mp_matching", "must be a JSON object with 'n', 'd_mp' and 'weights'", data)
        return cls(n=data["n"], d_mp=data["d_mp"], weights=data["weights"],
                   objective=data.get("objective", "harmonic"), fixed_links=data.get("fixed_links"),
                   link_model=data.get("link_model", "duplex"), max_multiplicity=data.get("max_multiplicity"))
