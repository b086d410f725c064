"""Circulant topologies scored exactly by their symmetry: the routing LP of
translation-invariant traffic on a Cayley graph of Z_n collapses to one source
(formulations/scale_bounds.md, "Circulants: the one-source LP", equations (S1)-(S4)).

A circulant on Z_n has ``links[u, u + g] = m_g`` for every node ``u`` and offset ``g``.
When the traffic is translation invariant too — ``mp[s, t]`` depends only on ``t - s``
(uniform all-to-all, ``dlrm_like``'s embedding outputs), and any AllReduce group spans
all nodes — averaging an optimal routing over the ``n`` translations gives an optimal
routing that is itself invariant (the LP is convex and the translations map feasible
routings to feasible routings of the same time). An invariant routing is fixed by the
flow of the commodity of source 0 alone, and the load of every arc ``y -> y + g`` is the
total flow of that commodity on arcs of offset ``g`` (S2). So the optimal time is a
linear program with ``n * |offsets|`` variables (S1)-(S4) instead of ``n^2 * |offsets|``
— 3456 variables at n = 432, d = 8, solved by HiGHS in a fraction of a second.

AllReduce over all nodes runs on the rings along offsets ``g`` coprime to ``n`` (each a
Hamiltonian cycle ``0, g, 2g, ...`` whose transfers are single hops on offset ``g``),
shares free (S3). That is a restriction of "any ring order", so with a group the LP
value is an upper bound on the topology's optimal time (exact without groups).

:func:`circulant_routing` returns the time, a :class:`CayleyRouting` (the invariant
flow, decomposed into paths per difference) and the ring plan, so the evaluator of
docs/design.md §2 re-checks the value.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import all_to_all
>>> from topomilp.heuristics.baselines import circulant
>>> c, w = Cluster(8, 2, bandwidth_gbps=8), all_to_all(8, bytes_per_pair=1e9)
>>> t = circulant(c, [1]).topology                  # the 8-ring
>>> r = circulant_routing(t, c, w)
>>> round(r.time_s, 9)                 # 8 x 16 hop-GB over 16 arcs of 1 GB/s
8.0
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.heuristics.flowpaths import rings_along, shared_ring_plan, source_flow_paths
from topomilp.model import Cluster, Topology, Workload
from topomilp.routing import Routing, ShortestPathRouting
from topomilp.traffic import AllReducePlan

#: relative tolerance of the invariance checks
INVARIANCE_TOL = 1e-9


# --------------------------------------------------------------------------- groups
def cyclic_table(n: int) -> np.ndarray:
    """Multiplication table of Z_n (``tab[x, g] = x + g mod n``, identity 0)."""
    idx = np.arange(n)
    return (idx[:, None] + idx[None, :]) % n


def metacyclic_table(m: int, k: int, r: int) -> np.ndarray:
    """Multiplication table of ``Z_m x|_r Z_k`` (``r^k = 1 mod m``): element ``a + m f``
    is ``(a, f)``, ``(a, f)(b, g) = (a + r^f b, f + g)``; identity 0 (vectorised; the same
    groups as :func:`topomilp.exact.joint.starts.metacyclic_groups`)."""
    if m < 1 or k < 1 or (m > 1 and pow(r, k, m) != 1 % m):
        raise TopomilpInputError("r", f"must satisfy r^k = 1 mod m (m={m}, k={k})", r)
    n = m * k
    idx = np.arange(n)
    a, f = idx % m, idx // m
    rpow = np.array([pow(r, e, m) if m > 1 else 0 for e in range(k)], dtype=np.int64)
    return (a[:, None] + rpow[f][:, None] * a[None, :]) % m + m * ((f[:, None] + f[None, :]) % k)


def group_inverse(tab: np.ndarray) -> np.ndarray:
    """``inv[g]``: the element with ``g inv[g] = 0``."""
    return np.argmax(tab == 0, axis=1)


def groups_of_order(n: int, count: int, rng: np.random.Generator) -> list[tuple[str, np.ndarray]]:
    """Z_n first, then up to ``count - 1`` other metacyclic groups of order ``n`` (direct
    products and semidirect products ``Z_m x|_r Z_k``, ``k >= 2``), a seeded sample."""
    out = [(f"Z{n}", cyclic_table(n))]
    specs = []
    for k in range(2, n):
        if n % k:
            continue
        m = n // k
        for r in range(1, m):
            if math.gcd(r, m) == 1 and pow(r, k, m) == 1 % m:
                specs.append((m, k, r))
    if specs and count > 1:
        pick = rng.choice(len(specs), size=min(count - 1, len(specs)), replace=False)
        for i in sorted(pick):
            m, k, r = specs[int(i)]
            out.append((f"Z{m}x|{r}Z{k}", metacyclic_table(m, k, r)))
    return out


# --------------------------------------------------------------------------- invariance
def circulant_offsets(links: np.ndarray, table: np.ndarray | None = None) -> dict[int, int] | None:
    """``{generator g: links per arc}`` when ``links`` is a Cayley (di)graph of the group
    with multiplication ``table`` (default Z_n: a circulant), i.e. ``links[x, x g]`` is the
    same for every ``x``; else None."""
    links = np.asarray(links)
    n = links.shape[0]
    tab = cyclic_table(n) if table is None else table
    idx = np.arange(n)
    row = links[0]
    for g in np.nonzero(row)[0]:
        if not (links[idx, tab[idx, g]] == row[g]).all():
            return None
    if int(links.sum()) != int(row.sum()) * n:
        return None
    return {int(g): int(row[g]) for g in np.nonzero(row)[0]}


def invariant_traffic(workload: Workload, table: np.ndarray | None = None) -> np.ndarray | None:
    """The row ``w[h] = mp[0, h]`` when ``mp[s, s h] = w[h]`` for all ``s, h`` in the group
    of ``table`` (default Z_n: ``mp[s, t]`` depends on ``t - s`` only) and every AllReduce
    group with traffic spans all nodes, else None."""
    n = workload.n
    mp = np.asarray(workload.mp, dtype=float)
    tab = cyclic_table(n) if table is None else table
    row = mp[0]
    scale = max(float(np.abs(mp).max()), 1e-300)
    for s in range(1, n):
        if np.abs(mp[s, tab[s]] - row).max() > INVARIANCE_TOL * scale:
            return None
    for g in workload.groups:
        if g.bytes_per_member > 0 and len(g.members) != n:
            return None
    return row.copy()


# --------------------------------------------------------------------------- routing
class CayleyRouting(Routing):
    """A routing invariant under the group of ``table`` (default Z_n): ``patterns[h]``
    lists ``(steps, fraction)`` — the generators walked from ``s`` to ``s h`` — for every
    element ``h``; a transfer ``s -> t`` uses the pattern of ``s^-1 t`` from ``s``."""

    def __init__(self, n: int, patterns: dict[int, list[tuple[tuple[int, ...], float]]],
                 table: np.ndarray | None = None):
        self.n = int(n)
        self.table = cyclic_table(self.n) if table is None else np.asarray(table)
        self.inverse = group_inverse(self.table)
        for h, plist in patterns.items():
            if abs(sum(f for _, f in plist) - 1.0) > 1e-6 or any(self._walk(0, st) != h for st, _ in plist):
                raise TopomilpInputError("patterns", f"paths of element {h} must reach it with shares summing to 1")
        self.patterns = {int(h): list(p) for h, p in patterns.items()}

    def _walk(self, s: int, steps: Sequence[int]) -> int:
        for g in steps:
            s = int(self.table[s, g])
        return s

    def _pattern(self, h: int) -> list[tuple[tuple[int, ...], float]]:
        if h not in self.patterns:
            raise TopomilpInputError("routing", f"has no path for group element {h}")
        return self.patterns[h]

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        n, tab = self.n, self.table
        d = np.asarray(demand, dtype=float)
        load = np.zeros((n, n))
        s = np.arange(n)
        for h in range(1, n):
            vals = d[s, tab[s, h]]
            if not vals.any():
                continue
            for steps, frac in self._pattern(h):
                x = s
                v = vals * frac
                for g in steps:
                    y = tab[x, g]
                    np.add.at(load, (x, y), v)
                    x = y
        return load

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        d = np.asarray(demand, dtype=float)
        s = np.arange(self.n)
        total, worst = 0.0, 0
        for h in range(1, self.n):
            b = float(d[s, self.table[s, h]].sum())
            if b <= 0:
                continue
            for steps, frac in self._pattern(h):
                if frac > 0:
                    total += b * frac * len(steps)
                    worst = max(worst, len(steps))
        return total, worst

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        out = []
        for steps, frac in self._pattern(int(self.table[self.inverse[s], t])):
            path = [s]
            for g in steps:
                path.append(int(self.table[path[-1], g]))
            out.append((tuple(path), frac))
        return out


class MixedRouting(Routing):
    """Every transfer split over several routings: ``weight`` of it on each ``routing``
    (weights sum to 1). With :class:`ValiantRouting` and a direct routing this is the
    direct/Valiant mix of :func:`mixed_valiant`."""

    def __init__(self, n: int, parts: Sequence[tuple[Routing, float]]):
        self.n = int(n)
        self.parts = [(r, float(wt)) for r, wt in parts if wt > 0]
        if abs(sum(wt for _, wt in self.parts) - 1.0) > 1e-9:
            raise TopomilpInputError("parts", "weights must sum to 1", [wt for _, wt in parts])

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        return sum(wt * r.arc_loads(demand) for r, wt in self.parts)

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        stats = [(wt, r.hop_stats(demand)) for r, wt in self.parts]
        return sum(wt * hb for wt, (hb, _) in stats), max(mh for _, (_, mh) in stats)

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        return [(p, f * wt) for r, wt in self.parts for p, f in r.paths(s, t)]


class ValiantRouting(Routing):
    """Valiant's load balancing over ``base``: a transfer ``s -> t`` goes to an
    intermediate node chosen uniformly among all ``n`` (``base`` routes both legs; the
    intermediate may be ``s`` or ``t``). Any traffic then loads the network like the
    row sums sent to everyone plus the column sums received from everyone."""

    def __init__(self, base: Routing):
        self.n = base.n
        self.base = base

    def _legs(self, demand: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        d = np.asarray(demand, dtype=float)
        n = self.n
        return (np.repeat(d.sum(axis=1)[:, None] / n, n, axis=1),
                np.repeat(d.sum(axis=0)[None, :] / n, n, axis=0))

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        first, second = self._legs(demand)
        np.fill_diagonal(first, 0.0)
        np.fill_diagonal(second, 0.0)
        return self.base.arc_loads(first) + self.base.arc_loads(second)

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        first, second = self._legs(demand)
        np.fill_diagonal(first, 0.0)
        np.fill_diagonal(second, 0.0)
        (h1, m1), (h2, m2) = self.base.hop_stats(first), self.base.hop_stats(second)
        return h1 + h2, m1 + m2

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        out = []
        for x in range(self.n):
            first = [((s,), 1.0)] if x == s else self.base.paths(s, x)
            second = [((x,), 1.0)] if x == t else self.base.paths(x, t)
            out += [(p1 + p2[1:], f1 * f2 / self.n) for p1, f1 in first for p2, f2 in second]
        return out


def mixed_valiant(base: Routing, topology: Topology, demand: np.ndarray,
                  steps: int = 10) -> tuple[MixedRouting, float]:
    """The mix ``(1 - a) base + a Valiant(base)`` with ``a`` in ``0, 1/steps, ..., 1``
    that minimises the busiest arc's load over its capacity for ``demand``; returns the
    routing and ``a``."""
    direct = base.arc_loads(demand)
    vlb_rt = ValiantRouting(base)
    vlb = vlb_rt.arc_loads(demand)
    cap = np.where(topology.links > 0, topology.links, 1.0)
    _, a = min((float((((1 - a) * direct + a * vlb) / cap).max()), float(a))
               for a in np.linspace(0.0, 1.0, steps + 1))
    return MixedRouting(base.n, [(base, 1.0 - a), (vlb_rt, a)]), float(a)


@dataclass(frozen=True, eq=False)
class CirculantRouting:
    """The one-source LP's answer: ``time_s`` (the evaluator's value), the invariant MP
    routing, the AllReduce plan (rings along generators of order ``n``), the LP value."""

    time_s: float
    lp_time_s: float
    mp_routing: CayleyRouting
    plan: AllReducePlan | None
    ring_shares: dict[int, float]
    ar_routing: Routing | None = None


def decompose_flow(tab: np.ndarray, gens: list[int], flow: np.ndarray, sinks: np.ndarray) -> dict:
    """Paths of the single-source flow ``flow[x, j]`` (on arc ``x -> x gens[j]``) from the
    identity to each ``h`` with ``sinks[h] > 0``, as generator sequences with their shares
    of ``sinks[h]`` (:func:`~topomilp.heuristics.flowpaths.source_flow_paths`; a step
    ``x -> y`` is the generator ``x^-1 y``, unique since ``x g`` differs for every ``g``)."""
    heads = tab[:, np.asarray(gens, dtype=np.int64)]
    inv = group_inverse(tab)
    paths = source_flow_paths(heads, flow, 0, np.asarray(sinks))
    return {h: [(tuple(int(tab[inv[x], y]) for x, y in zip(p[:-1], p[1:])), share) for p, share in plist]
            for h, plist in paths.items()}


def element_order(tab: np.ndarray, g: int) -> int:
    """The order of ``g`` in the group of ``tab``."""
    x, k = int(g), 1
    while x != 0:
        x = int(tab[x, g])
        k += 1
    return k


def circulant_lp(n: int, offsets: dict[int, int], w: np.ndarray, ring_bytes: float,
                 link_bytes_per_s: float,
                 table: np.ndarray | None = None) -> tuple[float, np.ndarray, dict[int, float]]:
    """Solve (S1)-(S4) on the Cayley graph with generators ``offsets`` (``{g: links per
    arc}``) of the group of ``table`` (default Z_n): ``(time, flow[x, j], ring shares by
    generator)``. ``w[h]`` is the MP bytes from the identity to ``h``; ``ring_bytes`` the
    per-member volume of one AllReduce over all nodes (0 without), carried by the rings
    along generators of order ``n``."""
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    tab = cyclic_table(n) if table is None else table
    gens = sorted(offsets)
    q = len(gens)
    ring_gens = [g for g in gens if element_order(tab, g) == n] if ring_bytes > 0 else []
    if ring_bytes > 0 and not ring_gens:
        raise TopomilpInputError("topology", "no generator has order n: no ring along one spans all nodes")
    scale = max(float(w.max()), float(ring_bytes), 1e-300)
    wn, rb = w / scale, ring_bytes / scale
    nf, nr = n * q, len(ring_gens)
    nv = nf + nr + 1                      # flows, ring shares, time
    col_t = nv - 1
    x = np.arange(n)
    # (S1) conservation at every element: out - in = supply
    rows = np.concatenate([np.concatenate([x, tab[x, g]]) for g in gens])
    cols = np.concatenate([np.concatenate([x * q + j, x * q + j]) for j in range(q)])
    vals = np.tile(np.concatenate([np.ones(n), -np.ones(n)]), q)
    # (S3) ring shares sum to one (row n)
    rows = np.concatenate([rows, np.full(nr, n)])
    cols = np.concatenate([cols, nf + np.arange(nr)])
    vals = np.concatenate([vals, np.ones(nr)])
    a_eq = coo_matrix((vals, (rows, cols)), shape=(n + 1, nv)).tocsr()
    b_eq = np.append(-wn, 1.0 if nr else 0.0)
    b_eq[0] = wn.sum() - wn[0]
    # (S2) every generator's arcs carry at most links x capacity x time
    ub_rows, ub_cols, ub_vals = [], [], []
    for j, g in enumerate(gens):
        ub_rows += [j] * n
        ub_cols += list(x * q + j)
        ub_vals += [1.0] * n
        if g in ring_gens:
            ub_rows.append(j)
            ub_cols.append(nf + ring_gens.index(g))
            ub_vals.append(rb)
        ub_rows.append(j)
        ub_cols.append(col_t)
        ub_vals.append(-float(offsets[g]))
    a_ub = coo_matrix((ub_vals, (ub_rows, ub_cols)), shape=(q, nv)).tocsr()
    c = np.zeros(nv)
    c[col_t] = 1.0        # (S4) minimise the time
    res = linprog(c, A_ub=a_ub, b_ub=np.zeros(q), A_eq=a_eq, b_eq=b_eq, bounds=(0, None), method="highs")
    if res.status != 0:
        raise TopomilpInputError("topology", f"the one-source LP failed: {res.message}")
    flow = res.x[:nf].reshape(n, q) * scale
    shares = {g: float(res.x[nf + r]) for r, g in enumerate(ring_gens)}
    return float(res.x[col_t]) * scale / link_bytes_per_s, flow, shares


def ring_relaxation_bound(n: int, offsets: dict[int, int], w: np.ndarray, ring_bytes: float,
                          link_bytes_per_s: float, table: np.ndarray | None = None) -> tuple[float, np.ndarray]:
    """Solve (S6): the one-source LP with the AllReduce volume ``ring_bytes`` sent from the
    identity to any distribution ``p`` of elements (``p`` free, summing to 1) — a lower
    bound on the time of any routing with AllReduce over all nodes in any ring order on
    this Cayley graph. Returns ``(time, p)``."""
    cols = np.eye(n)
    cols[0, 0] = 0.0                         # p_e = 0: a ring never sends to itself
    t, _, mix = ring_mix_lp(n, offsets, w, ring_bytes, link_bytes_per_s, cols[:, 1:], table)
    return t, np.concatenate([[0.0], mix])


def ring_mix_lp(n: int, offsets: dict[int, int], w: np.ndarray, ring_bytes: float, link_bytes_per_s: float,
                dists: np.ndarray, table: np.ndarray | None = None) -> tuple[float, np.ndarray, np.ndarray]:
    """The one-source LP with the AllReduce volume sent from the identity to the mix
    ``sum_j sigma_j dists[:, j]`` of distributions over the elements (``sigma >= 0``
    summing to 1): (S6) when the columns are the single elements, (S6') when they are the
    successor distributions of given rings. Returns ``(time, flow[x, j], sigma)``."""
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    tab = cyclic_table(n) if table is None else table
    gens = sorted(offsets)
    q = len(gens)
    c_n = dists.shape[1]
    scale = max(float(w.max()), float(ring_bytes), 1e-300)
    wn, rb = w / scale, ring_bytes / scale
    nf = n * q
    nv = nf + c_n + 1                     # flows, mix weights, time
    col_t = nv - 1
    x = np.arange(n)
    # (S6) conservation with the ring volume as traffic to the mix: out - in + R p_x = supply
    dr, dc = np.nonzero(dists)
    rows = np.concatenate([np.concatenate([x, tab[x, g]]) for g in gens] + [dr, np.full(c_n, n)])
    cols = np.concatenate([np.concatenate([x * q + j, x * q + j]) for j in range(q)]
                          + [nf + dc, nf + np.arange(c_n)])
    vals = np.concatenate([np.tile(np.concatenate([np.ones(n), -np.ones(n)]), q), rb * dists[dr, dc],
                           np.ones(c_n)])
    a_eq = coo_matrix((vals, (rows, cols)), shape=(n + 1, nv)).tocsr()
    b_eq = np.append(-wn, 1.0)
    b_eq[0] = wn.sum() - wn[0] + rb
    ub_rows = np.concatenate([np.full(n, j) for j in range(q)] + [np.arange(q)])
    ub_cols = np.concatenate([x * q + j for j in range(q)] + [np.full(q, col_t)])
    ub_vals = np.concatenate([np.ones(nf), -np.array([float(offsets[g]) for g in gens])])
    a_ub = coo_matrix((ub_vals, (ub_rows, ub_cols)), shape=(q, nv)).tocsr()
    c = np.zeros(nv)
    c[col_t] = 1.0
    res = linprog(c, A_ub=a_ub, b_ub=np.zeros(q), A_eq=a_eq, b_eq=b_eq, bounds=(0, None), method="highs")
    if res.status != 0:
        raise TopomilpInputError("topology", f"the ring LP failed: {res.message}")
    return float(res.x[col_t]) * scale / link_bytes_per_s, res.x[:nf].reshape(n, q) * scale, res.x[nf:nf + c_n]


def cayley_time_bounds(topology: Topology, cluster: Cluster, workload: Workload,
                       table: np.ndarray | None = None) -> tuple[float, float]:
    """``(upper, lower)`` on the optimal time of ``workload`` on the Cayley graph
    ``topology`` with optimal routing and any ring order: the evaluated one-source routing
    of :func:`circulant_routing` and the bound (S6) (equal: a certificate)."""
    n = cluster.n
    tab = cyclic_table(n) if table is None else table
    upper = circulant_routing(topology, cluster, workload, tab).time_s
    offsets = circulant_offsets(topology.links, tab)
    w = invariant_traffic(workload, tab)
    ring_bytes = float(sum(g.ring_bytes for g in workload.groups if g.bytes_per_member > 0))
    if ring_bytes == 0:
        return upper, circulant_lp(n, offsets, w, 0.0, cluster.link_bytes_per_s, tab)[0]
    lower, _ = ring_relaxation_bound(n, offsets, w, ring_bytes, cluster.link_bytes_per_s, tab)
    return upper, min(lower, upper)


def circulant_routing(topology: Topology, cluster: Cluster, workload: Workload,
                      table: np.ndarray | None = None) -> CirculantRouting:
    """The optimal invariant routing (and, with an AllReduce group over all nodes, the
    best mix of rings along generators of order ``n``) of ``workload`` on the Cayley graph
    ``topology`` of the group of ``table`` (default Z_n: a circulant); the returned
    ``time_s`` is the evaluator's value of it."""
    from topomilp.evaluate import evaluate_workload

    n = cluster.n
    tab = cyclic_table(n) if table is None else table
    offsets = circulant_offsets(topology.links, tab)
    w = invariant_traffic(workload, tab)
    if offsets is None or w is None:
        raise TopomilpInputError("topology", "needs a Cayley graph of the group and traffic invariant under it")
    groups = [g for g in workload.groups if g.bytes_per_member > 0]
    ring_bytes = float(sum(g.ring_bytes for g in groups))
    gens = sorted(offsets)
    along = ring_bytes > 0 and any(element_order(tab, g) == n for g in gens)
    if ring_bytes > 0 and not along and not w[1:].all():
        raise TopomilpInputError("topology", "no generator of order n and MP traffic that does not reach every node")
    orders: list[tuple[tuple[int, ...], float]] = []
    if ring_bytes > 0 and not along:            # no such generator: greedy rings, (S6')
        lp_t, flow, orders, sinks = _greedy_ring_mix(tab, gens, offsets, w, ring_bytes, cluster)
        shares: dict[int, float] = {}
        routing = CayleyRouting(n, decompose_flow(tab, gens, flow, sinks), tab)
    else:
        lp_t, flow, shares = circulant_lp(n, offsets, w, ring_bytes, cluster.link_bytes_per_s, tab)
        routing = CayleyRouting(n, decompose_flow(tab, gens, flow, w) if w.any() else {}, tab)
    orders += rings_along(tab, shares)          # rings along generators of order n
    plan = shared_ring_plan(workload, orders)
    ar = ShortestPathRouting(topology) if along or ring_bytes == 0 else routing
    ev = evaluate_workload(topology, cluster, workload, plan=plan, ar_routing=ar, mp_routing=routing)
    return CirculantRouting(ev.time_s, lp_t, routing, plan, shares, ar)


def _greedy_ring_mix(tab: np.ndarray, gens: list[int], offsets: dict[int, int], w: np.ndarray, ring_bytes: float,
                     cluster: Cluster) -> tuple[float, np.ndarray, list[tuple[tuple[int, ...], float]], np.ndarray]:
    """(S6'): one greedy ring per generator, each taken in all ``n`` translations ``a r``
    (so its transfers are invariant: the successor distribution ``p_r``), the rings'
    shares optimised with the routing by :func:`ring_mix_lp`. Returns the LP time, the
    flow, the plan's ``(order, share)`` list and the sinks of the flow."""
    n = tab.shape[0]
    inv = group_inverse(tab)
    rings = list(dict.fromkeys(greedy_ring(tab, gens, g) for g in gens))
    dists = np.zeros((n, len(rings)))
    for j, order in enumerate(rings):
        o = np.asarray(order)
        np.add.at(dists[:, j], tab[inv[o], np.roll(o, -1)], 1.0 / n)
    t, flow, sigma = ring_mix_lp(n, offsets, w, ring_bytes, cluster.link_bytes_per_s, dists, tab)
    sinks = w + ring_bytes * dists @ sigma
    sinks[0] = 0.0
    orders = [(tuple(int(v) for v in tab[a, np.asarray(order)]), float(sg) / n)
              for order, sg in zip(rings, sigma) if sg > 1e-12 for a in range(n)]
    return t, flow, orders, sinks


def greedy_ring(tab: np.ndarray, gens: Sequence[int], prefer: int | None = None) -> tuple[int, ...]:
    """A cyclic order of all elements built nearest-neighbour first in the Cayley graph
    with generators ``gens``: from each element the step by ``prefer`` when that leads to
    a new element, else the nearest new element (ties: the smallest). Most steps are one
    hop."""
    n = tab.shape[0]
    inv = group_inverse(tab)
    dist0 = offset_distances(n, gens, tab)
    order, free = [0], np.ones(n, dtype=bool)
    free[0] = False
    for _ in range(n - 1):
        x = order[-1]
        nxt = int(tab[x, prefer]) if prefer is not None else -1
        if nxt < 0 or not free[nxt]:
            nxt = int(np.argmin(np.where(free, dist0[tab[inv[x]]], np.inf)))
        order.append(nxt)
        free[nxt] = False
    return tuple(order)


# --------------------------------------------------------------------------- distances
def offset_distances(n: int, offsets: Sequence[int], table: np.ndarray | None = None) -> np.ndarray:
    """Hop distances from the identity in the Cayley digraph with generators ``offsets``
    of the group of ``table`` (default Z_n; inf: unreachable)."""
    tab = cyclic_table(n) if table is None else table
    dist = np.full(n, np.inf)
    dist[0] = 0
    frontier = np.array([0])
    gens = np.asarray(sorted({int(o) for o in offsets if o}), dtype=np.int64)
    k = 0
    while frontier.size:
        k += 1
        nxt = np.unique(tab[frontier[:, None], gens[None, :]].ravel())
        nxt = nxt[~np.isfinite(dist[nxt])]
        dist[nxt] = k
        frontier = nxt
    return dist


__all__ = ["CayleyRouting", "CirculantRouting", "MixedRouting", "ValiantRouting", "cayley_time_bounds",
           "circulant_lp", "ring_mix_lp", "ring_relaxation_bound",
           "circulant_offsets", "circulant_routing", "cyclic_table", "decompose_flow", "element_order",
           "greedy_ring", "group_inverse", "groups_of_order", "invariant_traffic", "metacyclic_table",
           "mixed_valiant", "offset_distances"]
