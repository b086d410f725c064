"""The shared modelling kit of the exact models (docs/design.md §4).

The pieces several formulations build from — one home each, so the models stay the
same where they claim to be the same:

* AllReduce candidate rings (the families themselves: :mod:`topomilp.exact.rings`):
  :func:`candidate_rings`, :func:`plan_from_shares`, :func:`check_plan`;
* integer data for CP-SAT: :func:`integer_weights`, :func:`lcm_scaled`,
  :func:`split_chunks`;
* one model-building routine for PuLP and CP-SAT: :class:`Builder`; flow blocks
  (conservation, plain or hop-layered): :class:`FlowFamily`, :func:`add_flows`,
  :func:`start_values`, :func:`fill_missing`;
* topology variables: :func:`link_pairs` (the decision index), :func:`pair_of`,
  :func:`add_degree_constraints` (exactly ``d`` ports per node),
  :func:`links_from_values` (decoding), :func:`fixed_link_matrix` (``fixed_links``);
* reading solutions: :func:`pulp_value`, :func:`cpsat_value`, :func:`accept_better`;
* (de)serialisation of plans and routings: :func:`plan_to_list`, :func:`plan_from_list`,
  :func:`routing_to_dict`, :func:`routing_from_dict`.

Used by :mod:`topomilp.exact.routing` (formulations/routing.md),
:mod:`topomilp.exact.joint` (formulations/joint_topology.md),
:mod:`topomilp.exact.min_hops_topology`, :mod:`topomilp.exact.stride_selection` and
:mod:`topomilp.exact.mp_matching`.

>>> integer_weights([1e6, 2.5e6, 4e6])             # ints * unit = values
([2, 5, 8], 500000.0, True)
>>> link_pairs(3, duplex=True), pair_of(2, 0, duplex=True)
([(0, 1), (0, 2), (1, 2)], (0, 2))
>>> from topomilp.model import AllReduceGroup
>>> candidate_rings(Workload(3, groups=(AllReduceGroup((0, 1, 2), 1.0),)), "any")
(((0, 1, 2), (0, 2, 1)),)
"""

from __future__ import annotations

import logging
import math
import numbers
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Hashable, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import deadline as DL
from topomilp.exact import verify as V
from topomilp.exact.base import ABS_ZERO, ExactProblem
from topomilp.exact.rings import canonical_ring, ring_family
from topomilp.model import Cluster, Topology, Workload, as_matrix
from topomilp.routing import PathRouting, Routing
from topomilp.traffic import AllReducePlan, Ring

log = logging.getLogger(__name__)

#: Default largest integer :func:`integer_weights` gives a value before it rounds.
MAX_INT_WEIGHT = 10**8


# =========================================================================== shared data
def check_plan(workload: Workload, plan: AllReducePlan, candidates: Sequence[Any] | None) -> None:
    """Verifier step shared by ``routing`` and ``joint_topology``: ``plan`` is a valid
    plan of ``workload`` (every ring a cyclic order of exactly its group's members, the
    shares of each group summing to one) and, with ``candidates`` (per group, canonical
    rings, or ``None`` for a group that may use any cyclic order), every ring of a group
    with traffic is one of its candidates. Raises :class:`VerificationError`."""
    try:
        plan.validate(workload)
    except TopomilpInputError as exc:
        raise VerificationError(f"plan is invalid: {exc}") from None
    if candidates is None:
        return
    for gi, rings in enumerate(plan.rings):
        group = workload.groups[gi]
        if group.bytes_per_member <= 0 or candidates[gi] is None:
            continue
        for r in rings:
            if canonical_ring(r.order, group.members[0]) not in candidates[gi]:
                raise VerificationError(f"group {gi} uses a ring outside the candidate set: {r.order}")


def candidate_rings(workload: Workload, rings: Any = "any") -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per group, the rings a model lists outright for ``rings=`` (``"any"``, the default,
    ``"strides"``, or explicit orders added to the coprime-stride rings), duplicates
    removed (a ring and its rotations are the same ring):
    :func:`topomilp.exact.rings.ring_family`'s ``candidates``."""
    return tuple(gr.candidates for gr in ring_family(workload, rings))


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


def integer_weights(values: Sequence[float], limit: float = MAX_INT_WEIGHT) -> tuple[list[int], float, bool]:
    """Integers proportional to ``values`` (>= 0): ``(ints, unit, exact)`` with
    ``values[i] ~= ints[i] * unit``.

    Exact (``exact=True``) when the values are whole multiples of a common measure
    (found with fractions of denominator <= 10^6) and the largest multiple is at most
    ``limit``; ``unit`` is then the largest such measure. Otherwise the values are
    rounded to multiples of ``unit = max(values) / limit`` (a positive value to at least
    one unit, zero stays zero) and ``exact=False``: a discretisation the caller reports.
    CP-SAT objectives use ``objective_scale = 1 / unit``.

    >>> integer_weights([2.0, 4.0, 6.0])
    ([1, 2, 3], 2.0, True)
    >>> integer_weights([1.0, 2 ** 0.5 * 1e-4], limit=100)
    ([100, 1], 0.01, False)
    """
    vals = [float(v) for v in values]
    if not vals:
        return [], 1.0, True
    fr = [Fraction(v).limit_denominator(10**6) for v in vals]
    if all(abs(float(f) - v) <= 1e-12 * abs(v) for f, v in zip(fr, vals)):
        den = 1
        for f in fr:
            den = den * f.denominator // math.gcd(den, f.denominator)
        nums = [int(f * den) for f in fr]
        g = 0
        for x in nums:
            g = math.gcd(g, x)
        g = g or 1
        ints = [x // g for x in nums]
        if max(ints) <= limit:
            return ints, g / den, True
    top = max(abs(v) for v in vals)
    unit = top / limit if top > 0 else 1.0
    return [max(1, int(round(v / unit))) if v > 0 else int(round(v / unit)) for v in vals], unit, False


def lcm_scaled(weights: Sequence[int], unit: float, divisors: Any) -> tuple[list[int], float]:
    """Integer weights multiplied by ``lcm(divisors)`` (and the unit divided by it): then
    ``load / k`` is an integer for every ``k`` in ``divisors`` whenever the model's integer
    max-load ``T`` must satisfy ``load <= k T`` — ``T`` is never rounded up."""
    m = 1
    for k in divisors:
        m = m * int(k) // math.gcd(m, int(k))
    return [int(x) * m for x in weights], unit / m


# =========================================================================== topology variables
def link_pairs(n: int, duplex: bool) -> list[tuple[int, int]]:
    """The decision index of link variables ``x_p``: node pairs ``i < j`` (duplex) or
    arcs ``i != j`` (simplex)."""
    if duplex:
        return [(i, j) for i in range(n) for j in range(i + 1, n)]
    return [(i, j) for i in range(n) for j in range(n) if i != j]


def pair_of(i: int, j: int, duplex: bool) -> tuple[int, int]:
    """The index in :func:`link_pairs` of the link(s) carrying arc ``i -> j``."""
    return (min(i, j), max(i, j)) if duplex else (i, j)


def add_degree_constraints(b: "Builder", x: dict[tuple[int, int], Any], n: int, d: int, duplex: bool,
                           numbered: bool = True) -> None:
    """Exactly ``d`` ports per node ((J1), (H1) in the documents): duplex ``sum_u
    x[v, u] = d``; simplex ``d`` out and ``d`` in. Constraint names ``deg_v`` / ``out_v`` /
    ``in_v`` (``numbered=False``: without the node)."""
    def name(kind: str, v: int) -> str:
        return f"{kind}_{v}" if numbered else kind

    for v in range(n):
        if duplex:
            b.add(b.sum([x[pair_of(v, u, True)] for u in range(n) if u != v]) == d, name("deg", v))
        else:
            b.add(b.sum([x[(v, u)] for u in range(n) if u != v]) == d, name("out", v))
            b.add(b.sum([x[(u, v)] for u in range(n) if u != v]) == d, name("in", v))


def links_from_values(xval: dict[tuple[int, int], float], n: int, link_model: str, name: str) -> Topology:
    """Decode link variables (values rounded to integers; duplex pairs mirrored)."""
    m = np.zeros((n, n), dtype=np.int64)
    for (i, j), v in xval.items():
        m[i, j] = int(round(v))
        if link_model == "duplex":
            m[j, i] = m[i, j]
    return Topology(m, link_model, name=name)


def fixed_link_matrix(cluster: Cluster, fixed: Any) -> np.ndarray | None:
    """Validate ``fixed_links`` (an ``n x n`` link matrix or a Topology): the cluster's
    link model, symmetric under duplex, no node with more than ``d`` fixed ports."""
    if fixed is None:
        return None
    if isinstance(fixed, Topology):
        if fixed.link_model != cluster.link_model:
            raise TopomilpInputError("fixed_links", f"must use the cluster's link model ({cluster.link_model})",
                                     fixed.link_model)
        m = fixed.links
    else:
        m = as_matrix("fixed_links", fixed, cluster.n, integer=True)
    if m.shape != (cluster.n, cluster.n):
        raise TopomilpInputError("fixed_links", f"must be {cluster.n} x {cluster.n}", m.shape)
    if cluster.duplex and not np.array_equal(m, m.T):
        raise TopomilpInputError("fixed_links", "must be symmetric under the duplex link model")
    over = [int(v) for v in np.nonzero((m.sum(axis=1) > cluster.d) | (m.sum(axis=0) > cluster.d))[0]]
    if over:
        raise TopomilpInputError("fixed_links", f"exceed the degree d={cluster.d} at node(s) {over}",
                                 m.sum(axis=1).tolist())
    return m


# =========================================================================== model builders
class Builder:
    """A tiny adapter so one model-building routine serves PuLP and CP-SAT. Every 256th
    constraint and 4096th variable checks the solve's deadline
    (:func:`topomilp.exact.deadline.check`): the time limit covers model building."""

    def __init__(self, kind: str, model: Any, lib: Any):
        self.kind, self.model, self.lib = kind, model, lib
        self.count = 0
        self.nvars = 0

    def var(self, name: str, lb: float = 0, ub: float | None = None, integer: bool = False) -> Any:
        self.nvars += 1
        if not self.nvars & 0xFFF:
            DL.check("building the model")
        if self.kind == "pulp":
            cat = self.lib.LpInteger if integer else self.lib.LpContinuous
            return self.model.add_variable(name, lb, ub, cat=cat)
        if ub is None:
            raise TopomilpInputError("model", "CP-SAT variables need an upper bound", name)
        return self.model.NewIntVar(int(math.ceil(lb)), int(math.floor(ub)), name)

    def add(self, constraint: Any, name: str = "") -> Any:
        self.count += 1
        if not self.count & 0xFF:                  # the solve's time limit covers building
            DL.check("building the model")
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
    in_arcs: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for i, j in arcs:
        out_arcs[i].append((i, j))
        in_arcs[j].append((i, j))
    for key, (s, sinks) in commodities.items():
        fam.source[key] = s
        fam.sinks[key] = sinks
        total = b.sum(list(sinks.values()))
        if hop_limit is None:
            f = {(i, j): b.var(f"f_{tag}_{key}_{i}_{j}", 0, ub, integer) for i, j in arcs}
            fam.f[key] = f
            for v in range(n):
                out_v = b.sum([f[(v, j)] for (_, j) in out_arcs[v]])
                in_v = b.sum([f[a] for a in in_arcs[v]])
                rhs = total if v == s else -sinks[v] if v in sinks else 0
                if not out_arcs[v] and not in_arcs[v]:
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
    # relative at every scale (times of microseconds included), plus float zero
    tol = problem.verify_rtol * max(abs(recomputed), abs(backend_objective)) + ABS_ZERO
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
        return [{"s": s, "t": t, "paths": [[list(p), f] for p, f in pl]}
                for (s, t), pl in sorted(routing.routes.items())]
    return type(routing).__name__


def routing_from_dict(data: Any, n: int) -> PathRouting | None:
    """The inverse of :func:`routing_to_dict` for explicit routings on ``n`` nodes
    (``None`` stays ``None``); a routing stored by class name cannot be rebuilt."""
    if data is None:
        return None
    if not isinstance(data, list):
        raise TopomilpInputError("routing", "must be a list of {s, t, paths} objects to be rebuilt", data)
    try:
        routes = {(int(e["s"]), int(e["t"])): [(tuple(p), float(f)) for p, f in e["paths"]] for e in data}
    except (TypeError, KeyError, ValueError):
        raise TopomilpInputError("routing", "must be a list of {s, t, paths} objects", data) from None
    return PathRouting(n, routes)
