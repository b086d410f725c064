"""Exact routing on a fixed topology (formulations/routing.md).

:class:`RoutingProblem` finds the routing (and, with ``allreduce="mutable"``, the
AllReduce ring shares) that minimises the communication time of design.md §2 on a
given topology:

* ``single_path=False`` — the LP (splittable flows, max concurrent throughput): source
  aggregated arc flows ``f^s_ij``, equations (R1)-(R5) of the document;
* ``single_path=True`` — each demand cut into ``chunks`` equal chunks, each chunk on one
  path (``chunks=1``: unsplittable), integer per-commodity arc flows, (R6)-(R9). The
  MILP (HiGHS, CBC) and CP-SAT solve the same model and must agree.

CP-SAT is integer-only: with ``single_path=False`` it solves the integral-chunk variant
and says so in ``ExactResult.discretisation``.

>>> from topomilp.model import Cluster, Topology
>>> from topomilp.workloads import all_to_all
>>> from topomilp.exact import solve
>>> c = Cluster(4, 2, bandwidth_gbps=8)
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> r = solve(RoutingProblem(t, c, all_to_all(4, bytes_per_pair=1e9)), backend="highs")
>>> r.status, round(r.objective, 6)      # 16 GB of hop-bytes over 8 unit arcs
('optimal', 2.0)

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433): routing over the chosen topology
(coin change for AllReduce, shortest path for MP) is the heuristic this LP bounds.
"""

from __future__ import annotations

import logging
import math
import numbers
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, ClassVar, Hashable, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact.base import CpsatModel, ExactProblem, PulpModel
from topomilp.exact import verify as V
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.routing import PathRouting, Routing
from topomilp.traffic import AllReducePlan, Ring, transfer_matrices

log = logging.getLogger(__name__)

ALLREDUCE_MODES = ("fixed", "mutable")
#: Largest integer weight CP-SAT gets per chunk before weights are rounded.
MAX_INT_WEIGHT = 10**8


# =========================================================================== shared data
def stride_rings(members: Sequence[int]) -> list[tuple[int, ...]]:
    """Coprime-stride rings of a group (design.md §4): for members ``m_0..m_{k-1}`` and
    each ``q`` in ``1..k-1`` with ``gcd(q, k) = 1`` the ring ``m_0, m_q, m_2q, ...``
    (``q`` and ``k-q`` are the two directions of one cycle)."""
    k = len(members)
    return [tuple(members[(i * q) % k] for i in range(k)) for q in range(1, k) if math.gcd(q, k) == 1]


def check_plan(workload: Workload, plan: AllReducePlan, candidates: Sequence[Any] | None) -> None:
    """Verifier step shared by ``routing`` and ``joint_topology``: ``plan`` is a valid
    plan of ``workload`` and, with ``candidates`` (per group, canonical rings), every ring
    of a group with traffic is one of its candidates. Raises :class:`VerificationError`."""
    try:
        plan.validate(workload)
    except TopomilpInputError as exc:
        raise VerificationError(f"plan is invalid: {exc}") from None
    if candidates is None:
        return
    for gi, rings in enumerate(plan.rings):
        group = workload.groups[gi]
        if group.bytes_per_member <= 0:
            continue
        for r in rings:
            if canonical_ring(r.order, group.members[0]) not in candidates[gi]:
                raise VerificationError(f"group {gi} uses a ring outside the candidate set: {r.order}")


def canonical_ring(order: Sequence[int], first: int) -> tuple[int, ...]:
    """The rotation of ``order`` that starts at ``first`` (rotations are the same ring)."""
    o = list(order)
    i = o.index(first)
    return tuple(o[i:] + o[:i])


def candidate_rings(workload: Workload, rings: Any = None) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per group: its coprime-stride rings (both directions) plus the user's ``rings[g]``
    (each a member order or a :class:`Ring`), duplicates removed (a ring and its rotations
    are the same ring)."""
    groups = workload.groups
    if rings is not None:
        try:
            rings = [list(rs) for rs in rings]
        except TypeError:
            raise TopomilpInputError("rings", "must be one sequence of rings per AllReduce group", rings) from None
        if len(rings) != len(groups):
            raise TopomilpInputError("rings", f"needs one ring list per AllReduce group ({len(groups)})", len(rings))
    out = []
    for gi, g in enumerate(groups):
        cands = list(stride_rings(g.members))
        for r in (rings[gi] if rings is not None else ()):
            order = r.order if isinstance(r, Ring) else r
            try:
                order = tuple(int(x) for x in order)
            except (TypeError, ValueError):
                raise TopomilpInputError("rings", "a ring must be a sequence of node indices", r) from None
            if sorted(order) != sorted(g.members):
                raise TopomilpInputError("rings", f"a ring of group {gi} must visit exactly its members once", order)
            cands.append(order)
        seen, uniq = set(), []
        for o in cands:
            c = canonical_ring(o, g.members[0])
            if c not in seen:
                seen.add(c)
                uniq.append(c)
        out.append(tuple(uniq))
    return tuple(out)


def ring_pairs(order: Sequence[int]) -> list[tuple[int, int]]:
    """Transfers of one ring: ``order[i] -> order[i+1]`` (cyclic)."""
    return [(order[i], order[(i + 1) % len(order)]) for i in range(len(order))]


def plan_from_shares(workload: Workload, rings: Sequence[Sequence[tuple[int, ...]]],
                     shares: Sequence[Sequence[float]], tol: float = 1e-9) -> AllReducePlan:
    """An :class:`AllReducePlan` from ring shares (normalised to sum 1 per group; rings
    with a zero share left out). Groups without traffic run their member order."""
    out = []
    for gi, g in enumerate(workload.groups):
        ys = [max(float(y), 0.0) for y in shares[gi]] if gi < len(shares) else []
        total = sum(ys)
        if g.bytes_per_member <= 0 or total <= tol:
            out.append((Ring(g.members, 1.0),))
            continue
        out.append(tuple(Ring(r, y / total) for r, y in zip(rings[gi], ys) if y > tol * total))
    return AllReducePlan(tuple(out))


def integer_weights(values: Sequence[float]) -> tuple[list[int], float, bool]:
    """Integers proportional to ``values`` (> 0): ``(ints, unit, exact)`` with
    ``values[i] ~= ints[i] * unit``. Exact when the values have a small common measure,
    otherwise rounded so that the largest is :data:`MAX_INT_WEIGHT` (``exact=False``)."""
    fr = [Fraction(float(v)).limit_denominator(10**6) for v in values]
    if fr and all(abs(float(f) - float(v)) <= 1e-12 * abs(float(v)) for f, v in zip(fr, values)):
        den = 1
        for f in fr:
            den = den * f.denominator // math.gcd(den, f.denominator)
        nums = [int(f * den) for f in fr]
        g = 0
        for x in nums:
            g = math.gcd(g, x)
        g = g or 1
        ints = [x // g for x in nums]
        if max(ints) <= MAX_INT_WEIGHT:
            return ints, g / den, True
    top = max(float(v) for v in values)
    unit = top / MAX_INT_WEIGHT
    return [max(1, int(round(float(v) / unit))) for v in values], unit, False


def lcm_scaled(weights: Sequence[int], unit: float, divisors: Any) -> tuple[list[int], float]:
    """Integer weights multiplied by ``lcm(divisors)`` (and the unit divided by it): then
    ``load / k`` is an integer for every ``k`` in ``divisors`` whenever the model's integer
    max-load ``T`` must satisfy ``load <= k T`` — ``T`` is never rounded up."""
    m = 1
    for k in divisors:
        m = m * int(k) // math.gcd(m, int(k))
    return [int(x) * m for x in weights], unit / m


# =========================================================================== model builders
class Builder:
    """A tiny adapter so one model-building routine serves PuLP and CP-SAT."""

    def __init__(self, kind: str, model: Any, lib: Any):
        self.kind, self.model, self.lib = kind, model, lib
        self.count = 0

    def var(self, name: str, lb: float = 0, ub: float | None = None, integer: bool = False) -> Any:
        if self.kind == "pulp":
            cat = self.lib.LpInteger if integer else self.lib.LpContinuous
            return self.model.add_variable(name, lb, ub, cat=cat)
        if ub is None:
            raise TopomilpInputError("model", "CP-SAT variables need an upper bound", name)
        return self.model.NewIntVar(int(math.ceil(lb)), int(math.floor(ub)), name)

    def add(self, constraint: Any, name: str = "") -> Any:
        self.count += 1
        if self.kind == "pulp":
            self.model += (constraint, f"{name}_{self.count}" if name else None)
            return None
        return self.model.Add(constraint)

    def sum(self, terms: Sequence[Any]) -> Any:
        terms = list(terms)
        if self.kind == "pulp":
            return self.lib.lpSum(terms)
        return self.lib.LinearExpr.Sum(terms) if terms else 0


@dataclass
class FlowFamily:
    """Arc flows of a set of commodities. ``key -> source``; sinks are linear expressions
    (fixed numbers or model variables). Plain: ``f[key][(i, j)]``; hop-layered
    (``hop_limit=H``): ``f[key][(i, j, h)]`` (arc i->j as the h-th hop) and
    ``term[key][(t, h)]`` (amount reaching t after exactly h hops)."""

    source: dict[Hashable, int]
    sinks: dict[Hashable, dict[int, Any]]
    arcs: list[tuple[int, int]]
    hop_limit: int | None
    f: dict[Hashable, dict[tuple, Any]]
    term: dict[Hashable, dict[tuple[int, int], Any]]

    def arc_flow(self, b: Builder, key: Hashable) -> dict[tuple[int, int], Any]:
        """Total flow of ``key`` on each arc (summed over hops)."""
        if self.hop_limit is None:
            return self.f[key]
        out: dict[tuple[int, int], list] = defaultdict(list)
        for (i, j, _), v in self.f[key].items():
            out[(i, j)].append(v)
        return {a: b.sum(out.get(a, [])) for a in self.arcs}

    def decode(self, value: Callable[[Any], float], key: Hashable, tol: float = V.FLOW_TOL,
               allowed: Any = None) -> dict[int, list[tuple[tuple[int, ...], float]]]:
        """Read the flows of ``key`` and decompose them into paths ``{t: [(path, amount)]}``
        (conservation is checked first). Flows on arcs outside ``allowed`` (e.g. arcs whose
        link count decoded to 0: solver noise within the capacity tolerance) are read as 0;
        a real flow there then breaks conservation and is reported."""
        s = self.source[key]

        def val(arc: tuple[int, int], v: Any) -> float:
            return 0.0 if allowed is not None and arc not in allowed else float(value(v))

        if self.hop_limit is None:
            flows = {a: val(a, v) for a, v in self.f[key].items()}
            sinks = {t: float(value(e)) for t, e in self.sinks[key].items()}
            V.check_conservation(s, flows, sinks, tol)
            return V.decompose(s, flows, sinks, tol)
        flows = {((i, h - 1), (j, h)): val((i, j), v) for (i, j, h), v in self.f[key].items()}
        sinks = {th: float(value(v)) for th, v in self.term[key].items()}
        for t, e in self.sinks[key].items():
            got = sum(a for (tt, _), a in sinks.items() if tt == t)
            if abs(got - float(value(e))) > tol * max(1.0, abs(got)):
                raise VerificationError(f"hop-layered flow delivers {got} of {float(value(e))} to {t}")
        V.check_conservation((s, 0), flows, sinks, tol)
        layered = V.decompose((s, 0), flows, sinks, tol)
        out: dict[int, list] = defaultdict(list)
        for (t, _), plist in layered.items():
            for p, a in plist:
                out[t].append((tuple(v for v, _ in p), a))
        return dict(out)


def add_flows(b: Builder, tag: str, n: int, arcs: Sequence[tuple[int, int]],
              commodities: dict[Hashable, tuple[int, dict[int, Any]]], hop_limit: int | None,
              ub: float | None, integer: bool) -> FlowFamily:
    """Flow variables and conservation constraints (R1/R6 in the documents) for
    ``commodities = {key: (source, {sink: amount expression})}``."""
    fam = FlowFamily({}, {}, list(arcs), hop_limit, {}, {})
    out_arcs: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for i, j in arcs:
        out_arcs[i].append((i, j))
    for key, (s, sinks) in commodities.items():
        fam.source[key] = s
        fam.sinks[key] = sinks
        total = b.sum(list(sinks.values()))
        if hop_limit is None:
            f = {(i, j): b.var(f"f_{tag}_{key}_{i}_{j}", 0, ub, integer) for i, j in arcs}
            fam.f[key] = f
            for v in range(n):
                out_v = b.sum([f[(v, j)] for (_, j) in out_arcs[v]])
                in_v = b.sum([f[a] for a in arcs if a[1] == v])
                rhs = total if v == s else -sinks[v] if v in sinks else 0
                if not out_arcs[v] and not any(a[1] == v for a in arcs):
                    if v == s or v in sinks:       # isolated node with demand: infeasible
                        b.add(0 * f[arcs[0]] == rhs, f"isolated_{tag}")
                    continue
                b.add(out_v - in_v == rhs, f"cons_{tag}")
            continue
        H = hop_limit
        f = {}
        for h in range(1, H + 1):
            for i, j in arcs:
                if h == 1 and i != s:
                    continue
                f[(i, j, h)] = b.var(f"f_{tag}_{key}_{i}_{j}_{h}", 0, ub, integer)
        term = {(t, h): b.var(f"a_{tag}_{key}_{t}_{h}", 0, ub, integer) for t in sinks for h in range(1, H + 1)}
        fam.f[key], fam.term[key] = f, term
        b.add(b.sum([f[(s, j, 1)] for (_, j) in out_arcs[s]]) == total, f"hop_src_{tag}")
        for h in range(1, H + 1):
            for v in range(n):
                inflow = [f[(i, v, h)] for (i, vv) in arcs if vv == v and (i, v, h) in f]
                outflow = [f[(v, j, h + 1)] for (_, j) in out_arcs[v] if (v, j, h + 1) in f]
                rhs = ([term[(v, h)]] if (v, h) in term else []) + outflow
                if inflow or rhs:
                    b.add(b.sum(inflow) == b.sum(rhs), f"hop_cons_{tag}")
        for t, amount in sinks.items():
            b.add(b.sum([term[(t, h)] for h in range(1, H + 1)]) == amount, f"hop_sink_{tag}")
    return fam


def start_values(fam: FlowFamily, key: Hashable, paths: Sequence[tuple[Sequence[int], float]],
                 values: dict[Any, float]) -> None:
    """Accumulate the flow values of ``paths`` (with amounts) of commodity ``key`` into
    ``values`` (variable -> value), for warm starts."""
    for p, a in paths:
        arcs = [(i, j) if fam.hop_limit is None else (i, j, h)
                for h, (i, j) in enumerate(zip(p[:-1], p[1:]), start=1)]
        if any(arc not in fam.f[key] for arc in arcs):
            continue                        # a path the model cannot express (too long)
        for arc in arcs:
            var = fam.f[key][arc]
            values[id(var)] = values.get(id(var), 0.0) + a
        if fam.hop_limit is not None:
            var = fam.term[key].get((p[-1], len(p) - 1))
            if var is not None:
                values[id(var)] = values.get(id(var), 0.0) + a


def split_chunks(fractions: Sequence[float], k: int) -> list[int]:
    """Largest-remainder rounding of ``fractions`` (summing to 1) to ``k`` chunks."""
    raw = [max(f, 0.0) * k for f in fractions]
    base = [int(math.floor(x)) for x in raw]
    order = sorted(range(len(raw)), key=lambda i: -(raw[i] - base[i]))
    for i in order[: k - sum(base)]:
        base[i] += 1
    return base


def fill_missing(paths: dict, demand: np.ndarray, topology: Topology) -> dict:
    """Give every positive demand without decoded paths a shortest path. A solver's
    tolerances (~1e-7 of the largest demand) can leave a tiny demand with (numerically)
    no flow; the evaluator then scores the completed routing, so this can only make the
    verified time worse, never hide an error (the topology must still connect the pair)."""
    missing = [(int(s), int(t)) for s, t in np.argwhere(np.asarray(demand) > 0)
               if not sum(a for _, a in paths.get((int(s), int(t)), ()))]
    if not missing:
        return paths
    from topomilp.routing import ShortestPathRouting

    sp = ShortestPathRouting(topology)
    out = dict(paths)
    for s, t in missing:
        try:
            out[(s, t)] = [(sp.path(s, t), 1.0)]
        except TopomilpInputError as exc:
            raise VerificationError(f"demand {s}->{t} has no flow and no path: {exc}") from None
        log.debug("demand %d->%d carried no decoded flow; completed with a shortest path", s, t)
    return out


def pulp_value(x: Any) -> float:
    """Value of a number, PuLP variable or PuLP expression after a solve (None -> 0)."""
    if isinstance(x, numbers.Number):
        return float(x)
    v = x.value()
    return 0.0 if v is None else float(v)


def cpsat_value(solver: Any) -> Callable[[Any], float]:
    """Value reader of a solved CP-SAT model (numbers pass through)."""
    return lambda x: float(x) if isinstance(x, numbers.Number) else float(solver.Value(x))


def accept_better(problem: ExactProblem, backend_objective: float, recomputed: float, backend: str) -> None:
    """Backend objective check that accepts a recomputed objective *better* than the
    backend's: dropping flow cycles, or an unsaturated incumbent, can only improve the
    evaluated time (the verifier scores the solution actually returned)."""
    tol = problem.verify_rtol * max(1.0, abs(recomputed)) + 1e-9
    worse = recomputed < backend_objective - tol if problem.sense == "max" else recomputed > backend_objective + tol
    if worse or not math.isfinite(recomputed):
        raise VerificationError(f"{problem.name}/{backend}: backend objective {backend_objective!r} but the "
                                f"verifier recomputes {recomputed!r}")
    if abs(backend_objective - recomputed) > tol:
        log.info("%s/%s: verified objective %r improves on the backend's %r (cycles or slack removed)",
                 problem.name, backend, recomputed, backend_objective)


# =========================================================================== serialisation
def plan_to_list(plan: AllReducePlan | None) -> list | None:
    if plan is None:
        return None
    return [[{"order": list(r.order), "share": r.share} for r in rs] for rs in plan.rings]


def plan_from_list(data: Any) -> AllReducePlan | None:
    if data is None:
        return None
    try:
        return AllReducePlan(tuple(tuple(Ring(tuple(r["order"]), r.get("share", 1.0)) for r in rs) for rs in data))
    except (TypeError, KeyError, AttributeError):
        raise TopomilpInputError("plan", "must be a list (per group) of {order, share} objects", data) from None


def routing_to_dict(routing: Routing | None) -> Any:
    if routing is None:
        return None
    if isinstance(routing, PathRouting):
        return [{"s": s, "t": t, "paths": [[list(p), f] for p, f in pl]} for (s, t), pl in sorted(routing.routes.items())]
    return type(routing).__name__


def check_optional_int(field: str, value: Any, minimum: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < minimum:
        raise TopomilpInputError(field, f"must be None or an integer >= {minimum}", value)
    return int(value)


# =========================================================================== the problem
@dataclass(frozen=True, eq=False)
class RoutingSolution:
    """A verified routing: ``routing`` carries every transfer (AllReduce under ``plan``
    and MP); ``time_s`` is its evaluated communication time, ``throughput = 1/time_s``."""

    topology: Topology
    plan: AllReducePlan | None
    routing: PathRouting
    time_s: float
    throughput: float
    chunks: int | None = None       #: chunks per demand (integer variant), None for the LP

    def to_dict(self) -> dict[str, Any]:
        return {"topology": self.topology.to_dict(), "plan": plan_to_list(self.plan),
                "routing": routing_to_dict(self.routing), "time_s": self.time_s,
                "throughput": self.throughput, "chunks": self.chunks}


@dataclass(frozen=True, eq=False)
class RoutingProblem(ExactProblem):
    """Min-time routing of ``workload`` on the fixed ``topology`` (formulations/routing.md).

    * ``allreduce="fixed"``: AllReduce transfers follow ``plan`` (default: member order);
      ``"mutable"``: ring shares are optimised over ``rings`` (default: each group's
      coprime-stride rings in both directions, plus any user rings).
    * ``single_path``: each demand in ``chunks`` equal chunks, each on one path.
    * ``hop_limit``: every path has at most this many hops.

    Objective: communication time in seconds (``sense="min"``).
    """

    topology: Topology
    cluster: Cluster
    workload: Workload
    plan: AllReducePlan | None = None
    allreduce: str = "fixed"
    rings: Any = None
    single_path: bool = False
    chunks: int = 1
    hop_limit: int | None = None

    name: ClassVar[str] = "routing"
    sense: ClassVar[str] = "min"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")

    def __post_init__(self) -> None:
        check_instance(self.cluster, self.workload, self.topology)
        if self.topology.link_model != self.cluster.link_model:
            raise TopomilpInputError("topology", f"link model must be the cluster's ({self.cluster.link_model})",
                                     self.topology.link_model)
        if not self.topology.links.any():
            raise TopomilpInputError("topology", "has no links: nothing can be routed")
        if self.allreduce not in ALLREDUCE_MODES:
            raise TopomilpInputError("allreduce", f"must be one of {ALLREDUCE_MODES}", self.allreduce)
        if self.plan is not None:
            if not isinstance(self.plan, AllReducePlan):
                raise TopomilpInputError("plan", "must be an AllReducePlan", self.plan)
            self.plan.validate(self.workload)
        if self.rings is not None and self.allreduce != "mutable":
            raise TopomilpInputError("rings", "candidate rings need allreduce='mutable'", self.rings)
        object.__setattr__(self, "_cands", candidate_rings(self.workload, self.rings))
        if not isinstance(self.single_path, bool):
            raise TopomilpInputError("single_path", "must be True or False", self.single_path)
        object.__setattr__(self, "chunks", check_optional_int("chunks", self.chunks, 1))
        if self.chunks is None:
            raise TopomilpInputError("chunks", "must be an integer >= 1", None)
        object.__setattr__(self, "hop_limit", check_optional_int("hop_limit", self.hop_limit, 1))

    # ------------------------------------------------------------------ data
    def _mutable_groups(self) -> list[int]:
        if self.allreduce != "mutable":
            return []
        return [gi for gi, g in enumerate(self.workload.groups) if g.bytes_per_member > 0]

    def _fixed_demand(self) -> np.ndarray:
        """Bytes s->t not subject to choice: MP, plus AllReduce under ``plan`` when fixed."""
        ar, mp = transfer_matrices(self.workload, self.plan)
        return mp + ar if self.allreduce == "fixed" else mp

    def _norm(self) -> float:
        vals = [float(self._fixed_demand().max(initial=0.0))]
        vals += [self.workload.groups[gi].ring_bytes for gi in self._mutable_groups()]
        return max(vals)

    def _arcs(self) -> list[tuple[int, int]]:
        return [(int(i), int(j)) for i, j in np.argwhere(self.topology.links > 0)]

    def _commodities(self) -> list[tuple[Hashable, int, int, float, int | None]]:
        """Integer variant: ``(key, s, t, bytes per chunk, group or None)``."""
        K = self.chunks
        out = []
        dem = self._fixed_demand()
        for s, t in np.argwhere(dem > 0):
            out.append((f"d{s}_{t}", int(s), int(t), float(dem[s, t]) / K, None))
        for gi in self._mutable_groups():
            rb = self.workload.groups[gi].ring_bytes
            pairs = sorted({p for r in self._cands[gi] for p in ring_pairs(r)})
            for u, v in pairs:
                out.append((f"g{gi}_{u}_{v}", u, v, rb / K, gi))
        return out

    # ------------------------------------------------------------------ PuLP
    def build_pulp(self) -> PulpModel:
        import pulp

        if self.single_path:
            return self._build_integer("pulp", pulp)
        n, B = self.cluster.n, self.cluster.link_bytes_per_s
        norm = self._norm()
        dem = self._fixed_demand() / norm
        arcs = self._arcs()
        groups = self._mutable_groups()
        prob = pulp.LpProblem("routing_lp", pulp.LpMinimize)
        b = Builder("pulp", prob, pulp)

        # --- variables
        T = b.var("T", 0)                                                  # max arc utilisation
        y = {gi: [b.var(f"y_{gi}_{r}", 0) for r in range(len(self._cands[gi]))] for gi in groups}

        # --- demand of source s to t: fixed part + chosen ring transfers
        sinks: dict[int, dict[int, Any]] = defaultdict(dict)
        for s, t in np.argwhere(dem > 0):
            sinks[int(s)][int(t)] = float(dem[s, t])
        for gi in groups:
            rb = self.workload.groups[gi].ring_bytes / norm
            for r, order in enumerate(self._cands[gi]):
                for u, v in ring_pairs(order):
                    sinks[u][v] = sinks[u].get(v, 0) + rb * y[gi][r]

        # --- constraints
        for gi in groups:                                                   # (R2) shares sum to 1
            b.add(b.sum(y[gi]) == 1, f"share_{gi}")
        fam = add_flows(b, "s", n, arcs, {s: (s, sk) for s, sk in sorted(sinks.items())},
                        self.hop_limit, None, False)                        # (R1)/(R4) conservation
        flows = {s: fam.arc_flow(b, s) for s in fam.source}
        for i, j in arcs:                                                   # (R3) capacity
            b.add(b.sum([flows[s][(i, j)] for s in flows]) <= int(self.topology.links[i, j]) * T, f"cap_{i}_{j}")

        # --- objective (R5): time in seconds = T * norm / B (the model minimises T, O(1))
        prob += T

        def decode() -> RoutingSolution:
            shares = [[float(v.varValue or 0.0) for v in y.get(gi, [])] for gi in range(len(self.workload.groups))]
            paths: dict[tuple[int, int], list] = defaultdict(list)
            for s in fam.source:
                for t, pl in fam.decode(pulp_value, s).items():
                    paths[(s, t)].extend(pl)
            return self._solution(shares, paths, None)

        def set_start(start: Any) -> None:
            routing, shares = self._start_routing(start)
            values: dict[int, float] = {}
            for gi in groups:
                for v, sh in zip(y[gi], shares[gi]):
                    v.setInitialValue(sh)
            demand = self._demand_for(shares) / norm
            for s in fam.source:
                for t in range(n):
                    if demand[s, t] > 0:
                        start_values(fam, s, [(p, demand[s, t] * fr) for p, fr in routing.paths(s, t)], values)
            for key in fam.f:
                for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                    var.setInitialValue(values.get(id(var), 0.0))
            load = self._start_time(routing, shares)
            T.setInitialValue(load * B / norm)

        return PulpModel(prob, decode, set_start, "", objective_scale=B / norm)

    # ------------------------------------------------------------------ integer variant
    def _build_integer(self, kind: str, lib: Any) -> Any:
        """Integral chunks (R6)-(R9): per-commodity integer arc flows in chunks."""
        n, B, K = self.cluster.n, self.cluster.link_bytes_per_s, self.chunks
        arcs = self._arcs()
        groups = self._mutable_groups()
        comms = self._commodities()
        if kind == "pulp":
            model = lib.LpProblem("routing_chunks", lib.LpMinimize)
            norm = max(c[3] for c in comms)
            w = [c[3] / norm for c in comms]
            unit, exact = norm, True
        else:
            model = lib.CpModel()
            w, unit, exact = integer_weights([c[3] for c in comms])
            # load <= L_ij T with integer T: scale the weights by the lcm of the link counts
            # so that load / L_ij is an integer whenever it is T (no rounding of T)
            w, unit = lcm_scaled(w, unit, {int(v) for v in self.topology.links.ravel() if v > 0})
        b = Builder(kind, model, lib)
        total = sum(w) * K * n

        # --- variables
        T = b.var("T", 0, total, kind == "cpsat")                     # max load per link (weight units)
        z = {gi: [b.var(f"z_{gi}_{r}", 0, K, True) for r in range(len(self._cands[gi]))] for gi in groups}

        # --- constraints
        for gi in groups:                                              # (R7) K chunks over the rings
            b.add(b.sum(z[gi]) == K, f"chunks_{gi}")
        commodities = {}
        for idx, (key, s, t, _, gi) in enumerate(comms):
            if gi is None:
                count = K
            else:
                count = b.sum([z[gi][r] for r, o in enumerate(self._cands[gi]) if (s, t) in ring_pairs(o)])
            commodities[idx] = (s, {t: count})
        fam = add_flows(b, "c", n, arcs, commodities, self.hop_limit, K, True)   # (R6) conservation
        flows = {c: fam.arc_flow(b, c) for c in fam.source}
        for i, j in arcs:                                              # (R8) capacity
            load = b.sum([w[c] * flows[c][(i, j)] for c in flows])
            b.add(load <= int(self.topology.links[i, j]) * T, f"cap_{i}_{j}")

        parts = [] if self.single_path else [
            f"integral chunks: each demand split into {K} equal chunk(s), each on one path "
            "(the splittable LP optimum may be lower)"]
        if not exact:
            parts.append("chunk sizes rounded to multiples of 1e-8 of the largest (at least one unit each); "
                         "the optimum is for the rounded sizes, the objective is recomputed exactly")
        disc = "; ".join(parts)

        def decode_with(value: Callable[[Any], float]) -> RoutingSolution:
            shares = [[value(v) / K for v in z.get(gi, [])] for gi in range(len(self.workload.groups))]
            paths: dict[tuple[int, int], list] = defaultdict(list)
            for c, (key, s, t, per_chunk, _) in enumerate(comms):
                for tt, pl in fam.decode(value, c, tol=1e-6).items():
                    for p, a in pl:
                        if abs(a - round(a)) > 1e-6:
                            raise VerificationError(f"commodity {key} routes a fractional chunk count {a}")
                        paths[(s, tt)].append((p, round(a) * per_chunk))
            return self._solution(shares, paths, K)

        def hint_values(start: Any) -> tuple[dict[int, float], list[list[int]], float]:
            routing, shares = self._start_routing(start)
            counts = [split_chunks(shares[gi], K) for gi in range(len(self.workload.groups))]
            values: dict[int, float] = {}
            for c, (key, s, t, _, gi) in enumerate(comms):
                if gi is None:
                    cnt = K
                else:
                    cnt = sum(counts[gi][r] for r, o in enumerate(self._cands[gi]) if (s, t) in ring_pairs(o))
                pl = routing.paths(s, t)
                split = split_chunks([fr for _, fr in pl], cnt) if cnt else []
                start_values(fam, c, [(p, k) for (p, _), k in zip(pl, split) if k], values)
            t_est = self._start_time(routing, [[x / K for x in cs] for cs in counts]) * B / unit
            return values, counts, t_est

        if kind == "pulp":
            prob = model
            prob += T                                                 # (R9) time = T * unit / B

            def set_start(start: Any) -> None:
                values, counts, t_est = hint_values(start)
                for gi in groups:
                    for v, k in zip(z[gi], counts[gi]):
                        v.setInitialValue(k)
                for key in fam.f:
                    for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                        var.setInitialValue(round(values.get(id(var), 0.0)))
                T.setInitialValue(t_est)

            return PulpModel(prob, lambda: decode_with(pulp_value), set_start, disc, objective_scale=B / unit)

        model.Minimize(T)                                              # (R9)

        def add_hint(start: Any) -> None:
            values, counts, t_est = hint_values(start)
            for gi in groups:
                for v, k in zip(z[gi], counts[gi]):
                    model.AddHint(v, int(k))
            for key in fam.f:
                for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                    model.AddHint(var, int(round(values.get(id(var), 0.0))))
            model.AddHint(T, int(math.ceil(t_est - 1e-9)))

        return CpsatModel(model, lambda solver: decode_with(cpsat_value(solver)), add_hint,
                          objective_scale=B / unit, discretisation=disc)

    def build_cpsat(self) -> CpsatModel:
        from ortools.sat.python import cp_model

        return self._build_integer("cpsat", cp_model)

    # ------------------------------------------------------------------ helpers
    def _demand_for(self, shares: Sequence[Sequence[float]]) -> np.ndarray:
        """Total bytes s->t for the given ring shares (fractions of each group)."""
        dem = np.array(self._fixed_demand(), dtype=float)
        for gi in self._mutable_groups():
            rb = self.workload.groups[gi].ring_bytes
            for order, y in zip(self._cands[gi], shares[gi]):
                for u, v in ring_pairs(order):
                    dem[u, v] += rb * y
        return dem

    def _plan(self, shares: Sequence[Sequence[float]]) -> AllReducePlan:
        if self.allreduce == "fixed":
            return self.plan or AllReducePlan.default(self.workload)
        return plan_from_shares(self.workload, self._cands, shares)

    def _solution(self, shares: Sequence[Sequence[float]], paths: dict, chunks: int | None) -> RoutingSolution:
        plan = self._plan(shares)
        ar, mp = transfer_matrices(self.workload, plan)
        routing = V.paths_to_routing(self.cluster.n, fill_missing(paths, ar + mp, self.topology), ar + mp)
        ev = V.evaluate_routing(self.topology, self.cluster, [(ar, routing), (mp, routing)])
        thr = math.inf if ev.time_s == 0 else 1.0 / ev.time_s
        return RoutingSolution(self.topology, plan if self.workload.groups else None, routing, ev.time_s, thr, chunks)

    def _start_routing(self, start: Any) -> tuple[Routing, list[list[float]]]:
        """``(routing, shares)`` of a warm start: a RoutingSolution, or any Routing (ring
        shares then spread evenly over the candidate rings)."""
        ng = len(self.workload.groups)
        if isinstance(start, RoutingSolution):
            shares = [[0.0] * len(self._cands[gi]) for gi in range(ng)]
            if start.plan is not None:
                for gi, rings in enumerate(start.plan.rings):
                    for r in rings:
                        c = canonical_ring(r.order, self.workload.groups[gi].members[0])
                        if c in self._cands[gi]:
                            shares[gi][self._cands[gi].index(c)] += r.share
            shares = [[x / sum(s) for x in s] if sum(s) > 0 else [1.0 / len(s)] * len(s) for s in shares]
            return start.routing, shares
        if isinstance(start, Routing):
            return start, [[1.0 / len(self._cands[gi])] * len(self._cands[gi]) for gi in range(ng)]
        raise TopomilpInputError("warm_start", "must be a RoutingSolution or a Routing", start)

    def _start_time(self, routing: Routing, shares: Sequence[Sequence[float]]) -> float:
        """Time (seconds) of a warm start, for the objective variable."""
        dem = self._demand_for(shares)
        try:
            return V.evaluate_routing(self.topology, self.cluster, [(dem, routing)]).time_s
        except (VerificationError, TopomilpInputError):
            return 0.0

    # ------------------------------------------------------------------ verify
    def verify(self, solution: Any) -> float:
        """Re-check a :class:`RoutingSolution`: same topology, plan valid (mutable: only
        candidate rings), routing covers every transfer within the hop limit, time
        recomputed by the evaluator equals ``solution.time_s``. Returns the time."""
        if not isinstance(solution, RoutingSolution):
            raise VerificationError(f"not a RoutingSolution: {solution!r}")
        if solution.topology != self.topology:
            raise VerificationError("solution topology differs from the problem's")
        plan = solution.plan or AllReducePlan.default(self.workload)
        if self.allreduce == "fixed":
            check_plan(self.workload, plan, None)
            want = self.plan or AllReducePlan.default(self.workload)
            if transfer_matrices(self.workload, want)[0].tolist() != transfer_matrices(self.workload, plan)[0].tolist():
                raise VerificationError("allreduce='fixed' but the solution changed the plan")
        else:
            check_plan(self.workload, plan, self._cands)
        ar, mp = transfer_matrices(self.workload, plan)
        V.check_routing_demands(solution.routing, ar + mp, "routing")
        if self.hop_limit is not None:
            hops = solution.routing.hop_stats(ar + mp)[1]
            if hops > self.hop_limit:
                raise VerificationError(f"a path has {hops} hops > hop_limit {self.hop_limit}")
        if self.single_path and self.allreduce == "fixed" and isinstance(solution.routing, PathRouting):
            for (s, t), pl in solution.routing.routes.items():
                for _, fr in pl:
                    k = fr * self.chunks
                    if abs(k - round(k)) > 1e-6:
                        raise VerificationError(f"demand {s}->{t} is split in a fraction {fr} that is not "
                                                f"a multiple of 1/{self.chunks}")
        ev = V.evaluate_routing(self.topology, self.cluster, [(ar, solution.routing), (mp, solution.routing)])
        V.check_value("time_s", solution.time_s, ev.time_s)
        return ev.time_s

    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        accept_better(self, backend_objective, recomputed, backend)

    # ------------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        return {"problem": self.name, "topology": self.topology.to_dict(), "cluster": self.cluster.to_dict(),
                "workload": self.workload.to_dict(), "plan": plan_to_list(self.plan),
                "allreduce": self.allreduce,
                "rings": None if self.rings is None else [[list(getattr(r, "order", r)) for r in rs]
                                                          for rs in self.rings],
                "single_path": self.single_path, "chunks": self.chunks, "hop_limit": self.hop_limit}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "RoutingProblem":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name:
            raise TopomilpInputError("problem", f"must be a {cls.name!r} instance object", data)
        for key in ("topology", "cluster", "workload"):
            if key not in data:
                raise TopomilpInputError(key, "is required in a routing instance")
        return cls(Topology.from_dict(data["topology"]), Cluster.from_dict(data["cluster"]),
                   Workload.from_dict(data["workload"]), plan_from_list(data.get("plan")),
                   data.get("allreduce", "fixed"), data.get("rings"), data.get("single_path", False),
                   data.get("chunks", 1), data.get("hop_limit"))
