"""Regular lifts of small base graphs (voltage graphs) scored exactly by their symmetry
(formulations/scale_bounds.md, "Lifts: the orbit LP", equations (S9)-(S12)).

A lift has ``n = k m`` nodes: node ``v + k a`` is the copy ``a`` (in Z_m) of base vertex
``v`` (``0 <= v < k``). Its arcs come in *slots*: slot ``j`` of a layer ``(pi, g)`` (a
permutation ``pi`` of the base vertices and a voltage ``g[v]`` in Z_m per vertex) sends
``v + k a -> pi(v) + k (a + g[v])``; under duplex every layer also has its reverse slot.
Every node has one arc per slot, so ``d`` slots give a ``d``-regular graph. Z_m acts
freely by ``x -> x + k mod n`` and maps slot ``j`` arcs to slot ``j`` arcs. Unlike
Cayley graphs of small groups, lifts of a base with ``k`` vertices have cycle rank
``k (d/2 - 1) + 1``: their balls grow exponentially at the sizes of interest, the
standard construction of large (degree, diameter) graphs.

When the traffic is invariant under that action (``mp[x + k, y + k] = mp[x, y]``: uniform
all-to-all, ``dlrm_like``) an optimal routing can be taken invariant too, so the routing
LP shrinks to one commodity per base vertex (the orbit LP (S9)-(S12), ``k n d`` flow
variables instead of ``n^2 d``). AllReduce over all nodes runs on the rings along slots
whose arcs form one Hamiltonian cycle (layer 0's base cycle with a voltage sum coprime to
``m`` always does). :func:`lift_bounds` adds the any-ring-order relaxation (S13).

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import all_to_all
>>> c, w = Cluster(16, 4), all_to_all(16)
>>> lift = Lift(4, 4, ((1, 2, 3, 0), (2, 3, 0, 1)), ((0, 0, 0, 1), (1, 1, 2, 2)), True)
>>> r = lift_routing(lift, c, w)
>>> round(r.time_s * 1e3, 3), round(r.lp_time_s * 1e3, 3)        # ms
(9.28, 9.28)
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.heuristics.flowpaths import rings_along, shared_ring_plan, source_flow_paths
from topomilp.model import Cluster, Topology, Workload
from topomilp.routing import Routing, ShortestPathRouting
from topomilp.traffic import AllReducePlan

log = logging.getLogger(__name__)

#: relative tolerance of the invariance check
INVARIANCE_TOL = 1e-9


# --------------------------------------------------------------------------- the family
@dataclass(frozen=True)
class Lift:
    """A lift with ``k`` base vertices and group Z_m: ``perms[l][v]`` and
    ``volts[l][v]`` are layer ``l``'s permutation and voltages; ``duplex`` adds every
    layer's reverse slot."""

    k: int
    m: int
    perms: tuple[tuple[int, ...], ...]
    volts: tuple[tuple[int, ...], ...]
    duplex: bool

    def __post_init__(self) -> None:
        if self.k < 1 or self.m < 1:
            raise TopomilpInputError("lift", "k and m must be >= 1", (self.k, self.m))
        if len(self.perms) != len(self.volts) or not self.perms:
            raise TopomilpInputError("lift", "needs one voltage vector per layer, at least one layer")
        for p, g in zip(self.perms, self.volts):
            if sorted(p) != list(range(self.k)) or len(g) != self.k or not all(0 <= x < self.m for x in g):
                raise TopomilpInputError("lift", "each layer: a permutation of range(k), voltages in [0, m)")

    @property
    def n(self) -> int:
        return self.k * self.m

    @cached_property
    def heads(self) -> np.ndarray:
        """``heads[x, j]``: the head of slot ``j``'s arc out of node ``x``."""
        k, m, n = self.k, self.m, self.n
        x = np.arange(n)
        v, a = x % k, x // k
        cols = []
        for p, g in zip(self.perms, self.volts):
            pa, ga = np.asarray(p), np.asarray(g)
            cols.append(pa[v] + k * ((a + ga[v]) % m))
            if self.duplex:
                pinv = np.argsort(pa)
                cols.append(pinv[v] + k * ((a - ga[pinv[v]]) % m))
        return np.stack(cols, axis=1)

    @cached_property
    def loopless(self) -> bool:
        return not (self.heads == np.arange(self.n)[:, None]).any()

    def topology(self, cluster: Cluster) -> Topology:
        links = np.zeros((self.n, self.n), dtype=np.int64)
        np.add.at(links, (np.repeat(np.arange(self.n), self.heads.shape[1]), self.heads.ravel()), 1)
        return Topology(links, cluster.link_model, f"lift[k={self.k},m={self.m}]")

    def ring_slots(self) -> list[int]:
        """Slots whose arcs form one cycle through all nodes (a ring along the slot)."""
        out = []
        for j in range(self.heads.shape[1]):
            x, steps = int(self.heads[0, j]), 1
            while x != 0 and steps <= self.n:
                x, steps = int(self.heads[x, j]), steps + 1
            if steps == self.n:
                out.append(j)
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"k": self.k, "m": self.m, "perms": [list(p) for p in self.perms],
                "volts": [list(g) for g in self.volts], "duplex": self.duplex}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Lift":
        return cls(int(data["k"]), int(data["m"]), tuple(tuple(int(x) for x in p) for p in data["perms"]),
                   tuple(tuple(int(x) for x in g) for g in data["volts"]), bool(data["duplex"]))


def lift_invariant(workload: Workload, k: int) -> np.ndarray | None:
    """The rows ``mp[v, :]`` of the base vertices' copies 0 when the MP traffic is invariant
    under ``x -> x + k mod n`` and every AllReduce group with traffic spans all nodes;
    else None."""
    n = workload.n
    mp = np.asarray(workload.mp, dtype=float)
    sh = (np.arange(n) + k) % n
    if np.abs(mp[np.ix_(sh, sh)] - mp).max() > INVARIANCE_TOL * max(float(np.abs(mp).max()), 1e-300):
        return None
    if any(g.bytes_per_member > 0 and len(g.members) != n for g in workload.groups):
        return None
    return mp[:k].copy()


def distance_sums(lift: Lift, weights: np.ndarray | None = None) -> float:
    """The (weighted) hop-distance sum from the base vertices' copies 0 (``m`` times it is
    the graph's): the search's surrogate. ``inf`` when some node is unreachable."""
    n, k = lift.n, lift.k
    heads = lift.heads
    reach = np.zeros((k, n), dtype=bool)
    reach[np.arange(k), np.arange(k)] = True
    dist = np.where(reach, 0.0, np.inf)
    frontier, level = reach.copy(), 0
    while frontier.any():
        level += 1
        nxt = np.zeros_like(reach)
        r, c = np.nonzero(frontier)
        nxt[np.repeat(r, heads.shape[1]), heads[c].ravel()] = True
        nxt &= ~reach
        reach |= nxt
        dist[nxt] = level
        frontier = nxt
    if not reach.all():
        return math.inf
    return float(dist.sum() if weights is None else (weights * dist).sum())


# --------------------------------------------------------------------------- the orbit LP
def orbit_lp(lift: Lift, rows: np.ndarray, ring_bytes: float, link_bytes_per_s: float,
             free_rings: bool = False, time_limit: float | None = None) -> tuple[float, np.ndarray, dict[int, float]]:
    """Solve the orbit LP of ``lift``: (S9)-(S12) (AllReduce of per-member volume
    ``ring_bytes`` on the rings along Hamiltonian slots, shares free), or with
    ``free_rings`` the relaxation (S13) (any ring order). ``rows[u, x]`` is the MP bytes
    from node ``u`` (base vertex ``u``, copy 0) to node ``x``. Returns ``(time, flow[u, x,
    j], ring shares by slot)``; raises :class:`TopomilpInputError` when HiGHS does not
    prove the optimum within ``time_limit`` seconds."""
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    k, n = lift.k, lift.n
    heads = lift.heads
    dd = heads.shape[1]
    rings = [] if ring_bytes <= 0 or free_rings else lift.ring_slots()
    if ring_bytes > 0 and not free_rings and not rings:
        raise TopomilpInputError("topology", "no slot's arcs form a ring through all nodes")
    w = np.asarray(rows, dtype=float).copy()
    w[np.arange(k), np.arange(k)] = 0.0
    scale = max(float(w.max()), float(ring_bytes), 1e-300)
    wn, rb = w / scale, ring_bytes / scale
    nf = k * n * dd
    n_ring = len(rings) if not free_rings else (k * n if rb > 0 else 0)
    nv = nf + n_ring + 1                                      # flows, ring shares / p, time
    col_t = nv - 1
    u, x, j = np.meshgrid(np.arange(k), np.arange(n), np.arange(dd), indexing="ij")
    u, x, j = u.ravel(), x.ravel(), j.ravel()
    fcol = (u * n + x) * dd + j
    # (S9) conservation of commodity u at node x: out - in (+ R p_ux under (S13)) = supply
    r_eq = [u * n + x, u * n + heads[x, j]]
    c_eq = [fcol, fcol]
    v_eq = [np.ones(nf), -np.ones(nf)]
    b_eq = -wn.ravel()
    b_eq[np.arange(k) * n + np.arange(k)] = wn.sum(axis=1)
    n_rows = k * n
    if free_rings and rb > 0:
        pu, px = np.divmod(np.arange(k * n), n)
        r_eq += [pu * n + px, k * n + pu, k * n + k + px % k]   # (S13): out-, in-distributions
        c_eq += [nf + np.arange(k * n)] * 3
        v_eq += [np.full(k * n, rb), np.ones(k * n), np.ones(k * n)]
        b_eq[np.arange(k) * n + np.arange(k)] += rb
        b_eq = np.concatenate([b_eq, np.ones(2 * k)])
        n_rows += 2 * k
    elif rings:                                               # (S11) ring shares sum to one
        r_eq.append(np.full(len(rings), n_rows))
        c_eq.append(nf + np.arange(len(rings)))
        v_eq.append(np.ones(len(rings)))
        b_eq = np.append(b_eq, 1.0)
        n_rows += 1
    a_eq = coo_matrix((np.concatenate(v_eq), (np.concatenate(r_eq), np.concatenate(c_eq))),
                      shape=(n_rows, nv)).tocsr()
    # (S10) every arc orbit (base vertex v = x mod k, slot j) carries at most 1 link x B x tau
    r_ub = [(x % k) * dd + j, np.arange(k * dd)]
    c_ub = [fcol, np.full(k * dd, col_t)]
    v_ub = [np.ones(nf), -np.ones(k * dd)]
    for i, s in enumerate(rings):
        r_ub.append(np.arange(k) * dd + s)
        c_ub.append(np.full(k, nf + i))
        v_ub.append(np.full(k, rb))
    a_ub = coo_matrix((np.concatenate(v_ub), (np.concatenate(r_ub), np.concatenate(c_ub))),
                      shape=(k * dd, nv)).tocsr()
    bounds = np.zeros((nv, 2))
    bounds[:, 1] = np.inf
    if free_rings and rb > 0:
        bounds[nf + np.arange(k) * n + np.arange(k), 1] = 0.0   # (S13) p_uu = 0
    c = np.zeros(nv)
    c[col_t] = 1.0                                            # (S12) minimise the time
    res = linprog(c, A_ub=a_ub, b_ub=np.zeros(k * dd), A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs",
                  options={} if time_limit is None else {"time_limit": max(float(time_limit), 0.01)})
    if res.status != 0:
        raise TopomilpInputError("topology", f"the orbit LP failed: {res.message}")
    flow = np.maximum(res.x[:nf], 0.0).reshape(k, n, dd) * scale
    shares = {s: float(res.x[nf + i]) for i, s in enumerate(rings)}
    return float(res.x[col_t]) * scale / link_bytes_per_s, flow, shares


class LiftRouting(Routing):
    """A routing invariant under ``x -> x + k mod n``: ``patterns[u][t]`` lists ``(node
    path, fraction)`` from node ``u < k`` to ``t``; a transfer from ``u + k a`` to ``t + k a``
    takes those paths shifted by ``k a``."""

    def __init__(self, n: int, k: int, patterns: dict[int, dict[int, list[tuple[tuple[int, ...], float]]]]):
        if n % k:
            raise TopomilpInputError("k", "must divide n", k)
        self.n, self.k, self.m = int(n), int(k), int(n) // int(k)
        for u, per in patterns.items():
            for t, plist in per.items():
                if abs(sum(f for _, f in plist) - 1.0) > 1e-6 or any(p[0] != u or p[-1] != t for p, _ in plist):
                    raise TopomilpInputError("patterns", f"paths {u}->{t} must join them with shares summing to 1")
        self.patterns = patterns

    def _pattern(self, u: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        try:
            return self.patterns[u][t]
        except KeyError:
            raise TopomilpInputError("routing", f"has no path for {u}->{t} (up to the shift)") from None

    def _demands(self, demand: np.ndarray):
        d = np.asarray(demand, dtype=float)
        if d.shape != (self.n, self.n):
            raise TopomilpInputError("demand", f"must be {self.n} x {self.n}", d.shape)
        shift = self.k * np.arange(self.m)
        for u in range(self.k):
            src = u + shift
            for t in range(self.n):
                if t == u:
                    continue
                vals = d[src, (t + shift) % self.n]
                if vals.any():
                    yield u, t, shift, vals

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        load = np.zeros((self.n, self.n))
        for u, t, shift, vals in self._demands(demand):
            for path, frac in self._pattern(u, t):
                for a, b in zip(path[:-1], path[1:]):
                    load[(a + shift) % self.n, (b + shift) % self.n] += vals * frac
        return load

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        total, worst = 0.0, 0
        for u, t, _, vals in self._demands(demand):
            for path, frac in self._pattern(u, t):
                if frac > 0:
                    total += float(vals.sum()) * frac * (len(path) - 1)
                    worst = max(worst, len(path) - 1)
        return total, worst

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        u, a = s % self.k, s // self.k
        sh = self.k * a
        return [(tuple((x + sh) % self.n for x in p), f) for p, f in self._pattern(u, (t - sh) % self.n)]


@dataclass(frozen=True)
class LiftResult:
    """``time_s``: the evaluator's time of ``routing`` and ``plan`` on the lift;
    ``lp_time_s``: the orbit LP's value; ``shares``: ring share by slot."""

    time_s: float
    lp_time_s: float
    routing: LiftRouting
    plan: AllReducePlan | None
    ar_routing: Routing
    shares: dict[int, float]


def _ring_bytes(workload: Workload) -> float:
    return float(sum(g.ring_bytes for g in workload.groups if g.bytes_per_member > 0))


def lift_routing(lift: Lift, cluster: Cluster, workload: Workload, time_limit: float | None = None) -> LiftResult:
    """The optimal invariant routing of ``workload`` on ``lift`` (and the best mix of
    rings along its Hamiltonian slots), by the orbit LP (S9)-(S12); ``time_s`` is the
    evaluator's value of it (docs/design.md §2). ``time_limit`` bounds the LP."""
    from topomilp.evaluate import evaluate_workload

    if lift.n != cluster.n or lift.heads.shape[1] != cluster.d or lift.duplex != cluster.duplex:
        raise TopomilpInputError("lift", "must have the cluster's n, d and link model")
    rows = lift_invariant(workload, lift.k)
    if rows is None:
        raise TopomilpInputError("workload", "needs traffic invariant under the lift's shift")
    topo = lift.topology(cluster)
    ring_bytes = _ring_bytes(workload)
    lp_t, flow, shares = orbit_lp(lift, rows, ring_bytes, cluster.link_bytes_per_s, time_limit=time_limit)
    pats = {u: source_flow_paths(lift.heads, flow[u], u, rows[u]) for u in range(lift.k)}
    routing = LiftRouting(lift.n, lift.k, pats)
    plan = shared_ring_plan(workload, rings_along(lift.heads, shares))
    ar = ShortestPathRouting(topo)
    ev = evaluate_workload(topo, cluster, workload, plan=plan, ar_routing=ar, mp_routing=routing)
    return LiftResult(ev.time_s, lp_t, routing, plan, ar, shares)


def lift_bounds(lift: Lift, cluster: Cluster, workload: Workload) -> tuple[float, float]:
    """``(upper, lower)`` on the optimal time of ``workload`` on ``lift`` with optimal
    routing and any ring order: the evaluated routing of :func:`lift_routing` and the
    orbit LP's value (MP only: exact) or the relaxation (S13) (equal: a certificate)."""
    res = lift_routing(lift, cluster, workload)
    rows = lift_invariant(workload, lift.k)
    assert rows is not None
    rb = _ring_bytes(workload)
    if rb <= 0:
        return res.time_s, min(res.lp_time_s, res.time_s)
    low = orbit_lp(lift, rows, rb, cluster.link_bytes_per_s, free_rings=True)[0]
    return res.time_s, min(low, res.time_s)


# --------------------------------------------------------------------------- the search
#: lifts scored by the surrogate per hill climb and base size (a budget: deterministic
#: under the seed unless the time limit cuts it short)
CLIMB_EVALS = 4000
#: a climb restarts after this many rejected moves in a row
PATIENCE = 150
#: distinct lifts per base size scored by the orbit LP
LP_CANDIDATES = 2
#: base sizes tried (the smallest divisors ``k >= 4`` of ``n`` whose orbit LP fits VAR_CAP;
#: at n = 128-432 the small bases gave the best distance sums and the cheapest LPs)
BASE_SIZES = 2
#: flow variables ``k n d`` of the orbit LP at most (HiGHS: about 7 s at 14k on a loaded
#: 2-core machine)
VAR_CAP = 14_000
#: orbit-LP flow variables per second assumed when deciding whether a base size fits the
#: time left (measured on a loaded 2-core machine: 6912 in 2.7 s, 13824 in 7 s)
LP_VARS_PER_S = 3000.0


def base_sizes(n: int, d: int, count: int = BASE_SIZES) -> list[int]:
    """The ``count`` smallest ``k >= 4`` dividing ``n`` with ``n / k >= 2`` and ``k n d <=
    VAR_CAP`` (smaller ``k`` too when none is that large)."""
    ks = [k for k in range(2, n // 2 + 1) if n % k == 0 and k * n * d <= VAR_CAP]
    big = [k for k in ks if k >= 4]
    return (big or ks[::-1])[:count]


def _random_lift(k: int, m: int, layers: int, duplex: bool, rng: np.random.Generator) -> Lift:
    """Layer 0 is the base cycle ``v -> v + 1`` with voltage sum 1 (its lift is a ring
    through all nodes); the other layers are seeded random."""
    perms = [tuple((np.arange(k) + 1) % k)] + [tuple(int(v) for v in rng.permutation(k)) for _ in range(layers - 1)]
    volts = [tuple([0] * (k - 1) + [1])] + [tuple(int(v) for v in rng.integers(0, m, k)) for _ in range(layers - 1)]
    return Lift(k, m, tuple(tuple(int(v) for v in p) for p in perms), tuple(volts), duplex)


def _move(lift: Lift, rng: np.random.Generator) -> Lift:
    """One voltage changed, or (layers >= 1) two vertices' images swapped in a layer;
    layer 0 keeps its base cycle and a voltage sum coprime to ``m``."""
    k, m = lift.k, lift.m
    perms, volts = [list(p) for p in lift.perms], [list(g) for g in lift.volts]
    layer = int(rng.integers(len(perms)))
    if layer > 0 and k > 1 and rng.random() < 0.5:
        a, b = rng.choice(k, size=2, replace=False)
        perms[layer][a], perms[layer][b] = perms[layer][b], perms[layer][a]
    else:
        v = int(rng.integers(k))
        volts[layer][v] = int(rng.integers(m))
        if layer == 0 and math.gcd(sum(volts[0]) % m, m) != 1:
            return lift
    return Lift(k, m, tuple(tuple(p) for p in perms), tuple(tuple(g) for g in volts), lift.duplex)


def search_lifts(n: int, d: int, duplex: bool, k: int, weights: np.ndarray | None, rng: np.random.Generator,
                 until: float, evals: int = CLIMB_EVALS) -> list[tuple[float, Lift]]:
    """Seeded hill climb over lifts with ``k`` base vertices (``d / 2`` layers under
    duplex, ``d`` under simplex) on :func:`distance_sums`, restarted after
    :data:`PATIENCE` rejected moves, until ``evals`` lifts are scored or ``4 evals`` moves
    tried (or the clock reaches ``until``). Returns the loopless connected lifts met, best first."""
    if duplex and d % 2:
        return []
    layers = d // 2 if duplex else d
    m = n // k
    seen: dict[tuple, float] = {}
    lifts: dict[tuple, Lift] = {}

    def score(lift: Lift) -> float:
        key = (lift.perms, lift.volts)
        if key not in seen:
            seen[key] = distance_sums(lift, weights) if lift.loopless else math.inf
            lifts[key] = lift
        return seen[key]

    tries = 0                      # moves tried: a budget too when few distinct lifts exist
    while len(seen) < evals and tries < 4 * evals and time.perf_counter() < until:
        cur = _random_lift(k, m, layers, duplex, rng)
        best, fails = score(cur), 0
        while fails < PATIENCE and len(seen) < evals and tries < 4 * evals and time.perf_counter() < until:
            tries += 1
            cand = _move(cur, rng)
            if score(cand) < best:
                cur, best, fails = cand, score(cand), 0
            else:
                fails += 1
    ranked = sorted((v, key) for key, v in seen.items() if math.isfinite(v))
    return [(v, lifts[key]) for v, key in ranked]


def lift_candidates(cluster: Cluster, workload: Workload, rng: np.random.Generator, until: float,
                    info: dict[str, Any], evals: int = CLIMB_EVALS) -> list[tuple[str, LiftResult, Lift]]:
    """Lifts for ``workload`` (traffic invariant under the shifts of every tried base
    size): per base size of :func:`base_sizes` a climb of ``evals`` lifts at most in an
    equal share of the time to ``until``, its best :data:`LP_CANDIDATES` scored by the orbit LP; the best per base
    size returned as ``(name, result, lift)``."""
    n, d = cluster.n, cluster.d
    ks = [k for k in base_sizes(n, d) if lift_invariant(workload, k) is not None]
    out: list[tuple[str, LiftResult, Lift]] = []
    for i, k in enumerate(ks):
        left = until - time.perf_counter()
        if left <= 0:
            break
        share, need = left / (len(ks) - i), k * n * d / LP_VARS_PER_S
        if share < 1.5 * need:                   # its orbit LP would not fit: leave the time to others
            info.setdefault("lift_sets", {})[k] = f"skipped: orbit LP ~{need:.2g} s, {share:.2g} s left"
            continue
        rows = lift_invariant(workload, k)
        assert rows is not None
        weights = rows if rows.any() else None
        # the climb takes what the LPs leave of this base size's share (at least half)
        sets = search_lifts(n, d, cluster.duplex, k, weights, rng,
                            time.perf_counter() + max(share - LP_CANDIDATES * need, share / 2),
                            evals)[:LP_CANDIDATES]
        info.setdefault("lift_sets", {})[k] = len(sets)
        best: tuple[LiftResult, Lift] | None = None
        for _, lift in sets:
            if time.perf_counter() >= until:
                break
            try:
                res = lift_routing(lift, cluster, workload, time_limit=until - time.perf_counter())
            except TopomilpInputError as exc:
                log.info("lift k=%d skipped: %s", k, exc)
                continue
            if best is None or res.time_s < best[0].time_s:
                best = (res, lift)
        if best is not None:
            out.append((f"lift[k={k},m={n // k}]", best[0], best[1]))
    return out


__all__ = ["Lift", "LiftResult", "LiftRouting", "base_sizes", "distance_sums", "lift_bounds",
           "lift_bound", "lift_candidates", "lift_invariant", "lift_routing", "orbit_lp", "search_lifts"]


def lift_bound(lift: Lift, time_s: float, cluster: Cluster, workload: Workload, time_limit: float) -> dict[str, Any]:
    """The designer's facts about a winning lift of time ``time_s``: ``lift`` (as a dict)
    and, when it is solved within ``time_limit``, ``topology_lower_s`` (the orbit LP's
    value without AllReduce: exact; else the relaxation (S13)), ``topology_lower_how``
    and ``routing_gap``."""
    out: dict[str, Any] = {"lift": lift.to_dict()}
    rows = lift_invariant(workload, lift.k)
    if rows is None or time_limit <= 0.05:
        return out
    rb = _ring_bytes(workload)
    try:
        low = orbit_lp(lift, rows, rb, cluster.link_bytes_per_s, free_rings=rb > 0, time_limit=time_limit)[0]
    except TopomilpInputError:
        return out
    low = min(low, time_s)
    return {**out, "topology_lower_s": low, "topology_lower_how": "(S13)" if rb > 0 else "(S9)-(S12)",
            "routing_gap": time_s / low - 1.0}
