"""Stride selection: the best ``m`` ring strides of a circulant (TotientPerms' oracle).

A ring of stride ``p`` over a group of ``k`` nodes (a coset of the subgroup generated
by ``n/k``) links every member ``u`` to ``u + p``; ``m`` strides give a circulant
(Cayley graph of Z_k). TotientPerms (TopoOpt, NSDI 2023, arXiv 2202.00433,
Algorithm 2) picks the strides on a geometric sequence; this module picks them
*optimally* for the diameter, the total hop count or the traffic-weighted hop count.

Distances in a circulant depend only on the residue ``t = v - u``, so a hop-layered
reachability model over residues is exact. The formulation, with the equation
numbers cited below, is ``formulations/stride_selection.md``.

>>> from topomilp.exact import solve
>>> r = solve(StrideSelection(n=12, m=2, objective="diameter", candidates="all"),
...           backend="cpsat", time_limit=10)
>>> r.status, r.objective
('optimal', 2.0)
"""

from __future__ import annotations

import itertools
import logging
import math
from collections import deque
from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact.base import CpsatModel, ExactProblem, PulpModel, objective_unit
from topomilp.exact.modelkit import integer_weights
from topomilp.model import LINK_MODELS, Topology, as_matrix
from topomilp.utils import check_int, hop_distances, is_integer

log = logging.getLogger(__name__)

OBJECTIVES = ("diameter", "total_hops", "weighted_hops")
CANDIDATE_SETS = ("coprime", "all")
#: CP-SAT objective coefficients are kept below this magnitude when real weights are scaled.
CPSAT_WEIGHT_SCALE = 1e9


# --------------------------------------------------------------------------- helpers
def residue_distances(k: int, generators: Sequence[int]) -> list[float]:
    """Hop distance from 0 to every residue of Z_k in the Cayley graph with the given
    generators (``inf`` where unreachable). Plain BFS, used for bounds and warm starts."""
    dist = [math.inf] * k
    dist[0] = 0
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for g in generators:
            v = (u + g) % k
            if dist[v] == math.inf:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


# --------------------------------------------------------------------------- solution
@dataclass(frozen=True)
class StrideSelectionSolution:
    """Chosen strides (in Z_n, ascending; under duplex the smaller of ``p``/``n-p``) and
    the hop distance from a node ``u`` to ``u + (n/k)*t`` for every residue ``t`` of Z_k."""

    strides: tuple[int, ...]
    distances: tuple[float, ...] = field(default=(), compare=False)
    objective: str = "diameter"
    value: float = math.nan

    @property
    def diameter(self) -> float:
        return float(max(self.distances)) if self.distances else math.nan

    @property
    def total_hops(self) -> float:
        return float(sum(self.distances))

    def to_dict(self) -> dict[str, Any]:
        return {"strides": list(self.strides), "distances": list(self.distances),
                "objective": self.objective, "value": self.value,
                "diameter": self.diameter, "total_hops": self.total_hops}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "StrideSelectionSolution":
        """The inverse of :meth:`to_dict` (``diameter`` and ``total_hops`` are derived)."""
        if not isinstance(data, dict) or "strides" not in data:
            raise TopomilpInputError("solution", "must be a stride_selection solution object with strides", data)
        return cls(tuple(int(p) for p in data["strides"]), tuple(data.get("distances", ())),
                   data.get("objective", "diameter"), float(data.get("value", math.nan)))


# --------------------------------------------------------------------------- problem
@dataclass(frozen=True, eq=False)
class StrideSelection(ExactProblem):
    """Choose ``m`` ring strides for a group of ``k`` nodes (``k = group_size``, default
    ``n``: one group over all nodes; otherwise every coset of size ``k``, strides
    multiples of ``n/k``).

    * ``objective``: ``"diameter"`` (max hops), ``"total_hops"`` (sum of hops from one node
      to every other member of its group) or ``"weighted_hops"`` (sum over ``(u, v)`` of
      ``traffic[u][v] * hops(u, v)``; needs ``traffic``);
    * ``candidates``: ``"coprime"`` (TotientPerms' set ``(n/k)*q``, ``gcd(q, k) = 1``),
      ``"all"`` (every multiple of ``n/k``) or an explicit tuple of strides;
    * ``link_model``: ``"duplex"`` (a stride ``p`` links ``u`` to ``u+p`` and ``u-p``; ``p``
      and ``n-p`` are the same ring and counted once) or ``"simplex"`` (arcs ``u -> u+p``).

    The chosen circulant must be connected within each group.
    """

    n: int
    m: int
    objective: str = "diameter"
    candidates: Any = "coprime"
    group_size: int | None = None
    traffic: Any = None
    link_model: str = "duplex"

    name: ClassVar[str] = "stride_selection"
    sense: ClassVar[str] = "min"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")
    default_backend: ClassVar[str] = "cpsat"
    solution_class: ClassVar[type] = StrideSelectionSolution

    # ------------------------------------------------------------------ validation
    def __post_init__(self) -> None:
        n = check_int("n", self.n, 2)
        object.__setattr__(self, "n", n)
        object.__setattr__(self, "m", check_int("m", self.m, 1))
        if self.objective not in OBJECTIVES:
            raise TopomilpInputError("objective", f"must be one of {OBJECTIVES}", self.objective)
        if self.link_model not in LINK_MODELS:
            raise TopomilpInputError("link_model", f"must be one of {LINK_MODELS}", self.link_model)
        k = n if self.group_size is None else check_int("group_size", self.group_size, 2)
        if k > n or n % k:
            raise TopomilpInputError("group_size", f"must divide n={n}", self.group_size)
        object.__setattr__(self, "group_size", None if k == n else k)
        base = n // k
        if isinstance(self.candidates, str):
            if self.candidates not in CANDIDATE_SETS:
                raise TopomilpInputError("candidates", f"must be one of {CANDIDATE_SETS} or a tuple of strides",
                                         self.candidates)
        else:
            try:
                given = tuple(self.candidates)
            except TypeError:
                raise TopomilpInputError("candidates", "must be 'coprime', 'all' or a sequence of strides",
                                         self.candidates) from None
            clean = []
            for p in given:
                if not is_integer(p) or not (0 < p < n) or p % base:
                    raise TopomilpInputError("candidates", f"strides must be integers in [1, {n}) and multiples "
                                             f"of n/k={base}", p)
                clean.append(int(p))
            if not clean:
                raise TopomilpInputError("candidates", "must not be empty", given)
            object.__setattr__(self, "candidates", tuple(sorted(set(clean))))
        if self.m > len(self.rings()):
            raise TopomilpInputError("m", f"exceeds the {len(self.rings())} distinct candidate rings "
                                     f"{self.strides_of(self.rings())}", self.m)
        if self.objective == "weighted_hops":
            if self.traffic is None:
                raise TopomilpInputError("traffic", "is required by objective='weighted_hops'")
            t = as_matrix("traffic", self.traffic, n)
            if t.sum() <= 0:
                raise TopomilpInputError("traffic", "must have a positive entry")
            off = np.subtract.outer(np.arange(n), np.arange(n)) % base != 0
            if np.any(t[off] > 0):
                raise TopomilpInputError("traffic", f"must stay inside the groups (cosets of n/k={base}): "
                                         "the rings never connect different groups")
            object.__setattr__(self, "traffic", t)
        elif self.traffic is not None:
            raise TopomilpInputError("traffic", "is only used by objective='weighted_hops'")

    # ------------------------------------------------------------------ data
    @property
    def k(self) -> int:
        """Group size (number of residues)."""
        return self.n if self.group_size is None else self.group_size

    @property
    def base(self) -> int:
        return self.n // self.k

    @property
    def duplex(self) -> bool:
        return self.link_model == "duplex"

    def _rep(self, q: int) -> int:
        q %= self.k
        return min(q, self.k - q) if self.duplex else q

    def rings(self) -> tuple[int, ...]:
        """Distinct candidate rings as residues ``q`` of Z_k (stride ``(n/k)*q``)."""
        k = self.k
        if self.candidates == "coprime":
            qs = [q for q in range(1, k) if math.gcd(q, k) == 1]
        elif self.candidates == "all":
            qs = list(range(1, k))
        else:
            qs = [p // self.base for p in self.candidates]
        return tuple(sorted({self._rep(q) for q in qs}))

    def strides_of(self, qs: Sequence[int]) -> tuple[int, ...]:
        return tuple(sorted(self.base * q for q in qs))

    def generators(self, q: int) -> tuple[int, ...]:
        """Residues a ring ``q`` adds to the Cayley graph: ``+-q`` (duplex) or ``+q``."""
        return tuple(sorted({q % self.k, (-q) % self.k})) if self.duplex else (q % self.k,)

    def residue_weights(self) -> list[float]:
        """``W_t`` = hop weight of residue ``t`` (objective (11)): 1 for total hops,
        ``sum_u T[u][u + (n/k) t]`` for weighted hops."""
        k = self.k
        if self.objective != "weighted_hops":
            return [0.0] + [1.0] * (k - 1)
        n, base, t = self.n, self.base, self.traffic
        u = np.arange(n)
        return [float(t[u, (u + base * r) % n].sum()) for r in range(k)]

    def objective_of(self, distances: Sequence[float]) -> float:
        """Objective value of a residue distance vector (inf if disconnected)."""
        if self.objective == "diameter":
            return float(max(distances[1:]))
        if not all(math.isfinite(d) for d in distances):
            return math.inf
        if self.objective == "weighted_hops":
            w = self.residue_weights()
            return float(sum(wt * d for wt, d in zip(w[1:], distances[1:])))
        return float(sum(distances[1:]))

    def distances_of(self, qs: Sequence[int]) -> list[float]:
        gens = sorted({g for q in qs for g in self.generators(q)})
        return residue_distances(self.k, gens)

    def greedy(self) -> tuple[int, ...] | None:
        """A connected starting selection (greedy by objective), or None if the greedy
        finds none. Gives the layer bound H and a warm start."""
        rings = self.rings()
        chosen: list[int] = []
        for _ in range(self.m):
            best = None
            for q in rings:
                if q in chosen:
                    continue
                dist = self.distances_of(chosen + [q])
                reached = sum(math.isfinite(d) for d in dist)
                key = (self.objective_of(dist), -reached, q)
                if best is None or key < best[0]:
                    best = (key, q)
            chosen.append(best[1])
        dist = self.distances_of(chosen)
        return tuple(sorted(chosen)) if all(math.isfinite(d) for d in dist) else None

    def layers(self) -> int:
        """H: number of hop layers, enough to hold an optimal selection (formulation §Bounds)."""
        k = self.k
        start = self.greedy()
        if start is None:
            return k - 1
        ub = self.objective_of(self.distances_of(start))
        if self.objective == "diameter":
            return max(1, min(k - 1, int(ub)))
        w = self.residue_weights()[1:]
        wmin = min(w)
        if wmin <= 0:
            return k - 1
        best = 1
        for depth in range(1, k):
            if wmin * (depth * (depth + 1) / 2 + (k - 1 - depth)) <= ub * (1 + 1e-9):
                best = depth
        return best

    def symmetry_breaking(self) -> bool:
        """True when ring ``q = 1`` may be fixed (equation (9)): candidates are the units
        of Z_k and the objective is invariant under multiplying by a unit."""
        return self.candidates == "coprime" and self.objective in ("diameter", "total_hops")

    def residues(self) -> list[int]:
        """Residues carried by the model: all of 1..k-1 (simplex) or ``t <= k/2`` (duplex,
        ``dist(t) = dist(-t)``)."""
        k = self.k
        return list(range(1, k // 2 + 1)) if self.duplex else list(range(1, k))

    def multiplicity(self, t: int) -> int:
        """How many residues of Z_k the model residue ``t`` stands for (``t`` and ``-t``)."""
        return 1 if (not self.duplex or 2 * t == self.k) else 2

    def _merged_weights(self) -> dict[int, float]:
        w = self.residue_weights()
        if self.duplex:
            return {t: w[t] + (w[self.k - t] if 2 * t != self.k else 0.0) for t in self.residues()}
        return {t: w[t] for t in self.residues()}

    def ball(self, h: int) -> int:
        """Most residues other than 0 that ``m`` rings reach within ``h`` hops (the
        counting cut (12)): sums of at most ``h`` generators, ``C(h+m, m) - 1`` for simplex,
        the lattice points of an L1 ball of radius ``h`` in Z^m for duplex."""
        m = self.m
        if self.duplex:
            count = sum(2 ** i * math.comb(m, i) * math.comb(h, i) for i in range(m + 1))
        else:
            count = math.comb(h + m, m)
        return count - 1

    def _ball_cut(self, h: int) -> int:
        """Bound (12) in model residues: under duplex the reached set is symmetric, a model
        residue ``t < k/2`` stands for two reached residues and ``t = k/2`` for one."""
        b = self.ball(h)
        return min(len(self.residues()), (b + 1) // 2 if self.duplex else b)

    def _arcs(self, H: int) -> list[tuple[int, int, int, int]]:
        """``(t, h, g, q)``: residue ``t`` reached in layer ``h`` by generator ``g`` of ring ``q``."""
        out = []
        for h in range(1, H + 1):
            for t in self.residues():
                for q in self.rings():
                    for g in self.generators(q):
                        out.append((t, h, g, q))
        return out

    def _pred(self, t: int, g: int) -> int:
        """Model residue of ``t - g`` (0 = the source itself)."""
        p = (t - g) % self.k
        return self._rep(p) if p else 0

    # ------------------------------------------------------------------ warm start
    def _assignment(self, solution: StrideSelectionSolution, H: int) -> dict[tuple, int]:
        qs = self._solution_rings(solution)
        dist = self.distances_of(qs)
        val: dict[tuple, int] = {("s", q): int(q in qs) for q in self.rings()}
        for t in self.residues():
            for h in range(1, H + 1):
                val[("r", t, h)] = int(dist[t] <= h)
        for t, h, g, q in self._arcs(H):
            p = self._pred(t, g)
            val[("w", t, h, g, q)] = int(q in qs and dist[p] <= h - 1)
        for h in range(H):
            val[("z", h)] = int(any(dist[t] > h for t in self.residues()))
        return val

    def _solution_rings(self, solution: Any) -> tuple[int, ...]:
        strides = solution.strides if isinstance(solution, StrideSelectionSolution) else tuple(solution)
        return tuple(sorted({self._rep(int(p) // self.base) for p in strides}))

    # ------------------------------------------------------------------ MILP (PuLP)
    def build_pulp(self) -> PulpModel:
        import pulp

        # -- data
        k, H = self.k, self.layers()
        rings, res = self.rings(), self.residues()
        arcs = self._arcs(H)
        prob = pulp.LpProblem("stride_selection", pulp.LpMinimize)

        # -- variables: s_q (1), r_th (2), w_thg (3), z_h (4)
        s = {q: prob.add_variable(f"s_{q}", cat=pulp.LpBinary) for q in rings}
        r: dict[tuple[int, int], Any] = {(t, h): prob.add_variable(f"r_{t}_{h}", 0, 1)
                                         for t in res for h in range(1, H + 1)}

        def reach(t: int, h: int) -> Any:  # r_t0 = [t = 0] and r_0h = 1 are constants
            return 1 if t == 0 else (0 if h == 0 else r[t, h])

        w = {a: prob.add_variable("w_{}_{}_{}_{}".format(*a), 0, 1) for a in arcs}

        # -- constraints
        prob += pulp.lpSum(s.values()) == self.m, "strides_count"  # (5)
        for (t, h, g, q), var in w.items():                      # (6): w = s_q AND r_{t-g,h-1}
            p = self._pred(t, g)
            prob += var <= s[q], f"w_le_s_{t}_{h}_{g}_{q}"
            prob += var <= reach(p, h - 1), f"w_le_r_{t}_{h}_{g}_{q}"
            prob += var >= s[q] + reach(p, h - 1) - 1, f"w_ge_{t}_{h}_{g}_{q}"
        by_target: dict[tuple[int, int], list[Any]] = {}
        for (t, h, _g, _q), var in w.items():
            by_target.setdefault((t, h), []).append(var)
        for t in res:                                            # (7): r = r_prev OR any w
            for h in range(1, H + 1):
                prob += r[t, h] >= reach(t, h - 1), f"r_mono_{t}_{h}"
                for i, var in enumerate(by_target[t, h]):
                    prob += r[t, h] >= var, f"r_ge_w_{t}_{h}_{i}"
                prob += r[t, h] <= reach(t, h - 1) + pulp.lpSum(by_target[t, h]), f"r_le_{t}_{h}"
            prob += r[t, H] == 1, f"reach_all_{t}"               # (8)
        if self.symmetry_breaking() and 1 in s:                  # (9)
            prob += s[1] == 1, "symmetry_q1"
        for h in range(1, H):                                    # (12)
            if self._ball_cut(h) < len(res):
                prob += pulp.lpSum(r[t, h] for t in res) <= self._ball_cut(h), f"ball_{h}"

        # -- objective
        z: dict[int, Any] = {}
        obj_scale = 1.0
        if self.objective == "diameter":                         # (10)
            z = {h: prob.add_variable(f"z_{h}", 0, 1) for h in range(H)}
            for h in range(H):
                for t in res:
                    prob += z[h] >= 1 - reach(t, h), f"z_ge_{h}_{t}"
                prob += z[h] <= pulp.lpSum(1 - reach(t, h) for t in res), f"z_le_{h}"
            prob += pulp.lpSum(z.values())
        else:                                                    # (11)
            wt = self._merged_weights()                          # in units of the largest
            obj_scale = 1.0 / objective_unit(wt.values())
            prob += pulp.lpSum(wt[t] * obj_scale * (1 - reach(t, h)) for t in res for h in range(H) if wt[t])

        def decode() -> StrideSelectionSolution:
            qs = [q for q in rings if (s[q].value() or 0) > 0.5]
            return self._solution(qs)

        def set_start(solution: Any) -> None:
            val = self._assignment(solution, H)
            for key, var in itertools.chain(((("s", q), v) for q, v in s.items()),
                                            ((("r", *th), v) for th, v in r.items()),
                                            ((("w", *a), v) for a, v in w.items()),
                                            ((("z", h), v) for h, v in z.items())):
                var.setInitialValue(val[key])

        log.debug("stride_selection MILP: k=%d H=%d rings=%d arcs=%d", k, H, len(rings), len(arcs))
        return PulpModel(prob, decode, set_start, objective_scale=obj_scale)

    # ------------------------------------------------------------------ CP-SAT
    def build_cpsat(self) -> CpsatModel:
        from ortools.sat.python import cp_model

        # -- data
        H = self.layers()
        rings, res = self.rings(), self.residues()
        arcs = self._arcs(H)
        model = cp_model.CpModel()
        one, zero = model.NewConstant(1), model.NewConstant(0)

        # -- variables: s_q (1), r_th (2), w_thg (3), z_h (4)
        s = {q: model.NewBoolVar(f"s_{q}") for q in rings}
        r = {(t, h): model.NewBoolVar(f"r_{t}_{h}") for t in res for h in range(1, H + 1)}

        def reach(t: int, h: int) -> Any:
            return one if t == 0 else (zero if h == 0 else r[t, h])

        w = {a: model.NewBoolVar("w_{}_{}_{}_{}".format(*a)) for a in arcs}

        # -- constraints
        model.Add(sum(s.values()) == self.m)                     # (5)
        for (t, h, g, q), var in w.items():                      # (6)
            p = reach(self._pred(t, g), h - 1)
            model.Add(var <= s[q])
            model.Add(var <= p)
            model.Add(var >= s[q] + p - 1)
        by_target: dict[tuple[int, int], list[Any]] = {}
        for (t, h, _g, _q), var in w.items():
            by_target.setdefault((t, h), []).append(var)
        for t in res:                                            # (7)
            for h in range(1, H + 1):
                model.Add(r[t, h] >= reach(t, h - 1))
                for var in by_target[t, h]:
                    model.Add(r[t, h] >= var)
                model.Add(r[t, h] <= reach(t, h - 1) + sum(by_target[t, h]))
            model.Add(r[t, H] == 1)                              # (8)
        if self.symmetry_breaking() and 1 in s:                  # (9)
            model.Add(s[1] == 1)
        for h in range(1, H):                                    # (12)
            if self._ball_cut(h) < len(res):
                model.Add(sum(r[t, h] for t in res) <= self._ball_cut(h))

        # -- objective
        z: dict[int, Any] = {}
        scale, disc = 1.0, ""
        if self.objective == "diameter":                         # (10)
            z = {h: model.NewBoolVar(f"z_{h}") for h in range(H)}
            for h in range(H):
                for t in res:
                    model.Add(z[h] >= 1 - reach(t, h))
                model.Add(z[h] <= sum(1 - reach(t, h) for t in res))
            model.Minimize(sum(z.values()))
        else:                                                    # (11)
            wt = self._merged_weights()
            ints, unit, exact = integer_weights([wt[t] for t in res], limit=CPSAT_WEIGHT_SCALE)
            scale = 1.0 / unit
            if not exact:
                disc = (f"residue weights W_t scaled by {scale:.6g} and rounded to integers; "
                        "the optimum is for the rounded weights, the objective is recomputed exactly")
            iw = dict(zip(res, ints))
            model.Minimize(sum(iw[t] * (1 - reach(t, h)) for t in res for h in range(H) if iw[t]))

        def decode(solver: Any) -> StrideSelectionSolution:
            return self._solution([q for q in rings if solver.Value(s[q])])

        def add_hint(solution: Any) -> None:
            val = self._assignment(solution, H)
            for q, v in s.items():
                model.AddHint(v, val["s", q])
            for th, v in r.items():
                model.AddHint(v, val[("r", *th)])
            for a, v in w.items():
                model.AddHint(v, val[("w", *a)])
            for h, v in z.items():
                model.AddHint(v, val["z", h])

        return CpsatModel(model, decode, add_hint, objective_scale=scale, discretisation=disc)

    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        """As the base check, widened by the rounding error of CP-SAT's scaled weights."""
        tol = self.verify_rtol * max(1.0, abs(recomputed)) + 1e-9
        if backend == "cpsat" and self.objective == "weighted_hops":
            wt = self._merged_weights()
            ints, unit, exact = integer_weights([wt[t] for t in self.residues()], limit=CPSAT_WEIGHT_SCALE)
            if not exact:
                tol += sum(abs(a - i * unit) for a, i in zip(wt.values(), ints)) * self.k
        if abs(backend_objective - recomputed) > tol:
            raise VerificationError(f"{self.name}/{backend}: backend objective {backend_objective!r} but "
                                    f"the verifier recomputes {recomputed!r}")

    # ------------------------------------------------------------------ solution / verify
    def _solution(self, qs: Sequence[int]) -> StrideSelectionSolution:
        dist = self.distances_of(qs)
        return StrideSelectionSolution(self.strides_of(qs), tuple(dist), self.objective, self.objective_of(dist))

    def topology(self, solution: Any) -> Topology:
        """The circulant of the chosen strides on all ``n`` nodes (every coset)."""
        n = self.n
        links = np.zeros((n, n), dtype=np.int64)
        u = np.arange(n)
        for p in (solution.strides if isinstance(solution, StrideSelectionSolution) else solution):
            np.add.at(links, (u, (u + p) % n), 1)
            if self.duplex:
                np.add.at(links, ((u + p) % n, u), 1)
        return Topology(links, self.link_model, name="circulant")

    def verify(self, solution: Any) -> float:
        """Recompute the objective from the chosen strides with
        :func:`topomilp.utils.hop_distances` on the ``n``-node circulant."""
        if not isinstance(solution, StrideSelectionSolution):
            raise VerificationError("stride_selection: solution must be a StrideSelectionSolution")
        strides = solution.strides
        allowed = set(self.strides_of(self.rings()))
        if len(strides) != self.m or len(set(strides)) != self.m:
            raise VerificationError(f"stride_selection: needs {self.m} distinct strides, got {strides}")
        if not set(strides) <= allowed:
            raise VerificationError(f"stride_selection: strides {strides} not in the candidates {sorted(allowed)}")
        n, base = self.n, self.base
        dist = hop_distances(self.topology(solution))
        same = np.subtract.outer(np.arange(n), np.arange(n)) % base == 0
        np.fill_diagonal(same, False)
        inner = dist[same]
        if not np.all(np.isfinite(inner)):
            raise VerificationError(f"stride_selection: strides {strides} leave a group disconnected")
        if self.objective == "diameter":
            return float(inner.max())
        if self.objective == "total_hops":
            return float(inner.sum() / n)
        t = self.traffic
        return float((t[same] * inner).sum())

    # ------------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        t = self.traffic
        return {"problem": self.name, "n": self.n, "m": self.m, "objective": self.objective,
                "candidates": self.candidates if isinstance(self.candidates, str) else list(self.candidates),
                "group_size": self.group_size, "link_model": self.link_model,
                "traffic": None if t is None else np.asarray(t).tolist()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "StrideSelection":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name or not {"n", "m"} <= set(data):
            raise TopomilpInputError("stride_selection", "must be a JSON object with 'n' and 'm'", data)
        cand = data.get("candidates", "coprime")
        return cls(n=data["n"], m=data["m"], objective=data.get("objective", "diameter"),
                   candidates=cand if isinstance(cand, str) else tuple(cand),
                   group_size=data.get("group_size"), traffic=data.get("traffic"),
                   link_model=data.get("link_model", "duplex"))
