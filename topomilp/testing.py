"""Reference implementations for tests: brute force over every degree-``d`` topology of
a tiny cluster, and plain-Python scorers — the test oracle of the exact models.

Plain enumeration, deliberately simple (it checks the exact models, so it must be
obviously correct): :func:`regular_multigraphs` yields every link matrix with exactly
``d`` ports per node (no isomorphism reduction), and the scorers compute, for one
topology, the hop objectives and the optimal splittable routing time with
``scipy.optimize.linprog`` — a different LP code path from the PuLP/HiGHS models of
:mod:`topomilp.exact.routing` and :mod:`topomilp.exact.joint`.
:func:`bfs_distances_from` is a plain-Python breadth-first search to check
:func:`topomilp.utils.hop_distances` against.

>>> from topomilp.model import Cluster
>>> sum(1 for _ in regular_multigraphs(4, 2))   # 4-cycles (3) + two double links (3)
6
>>> best = min(hop_objective(t, "diameter") for t in regular_multigraphs(4, 3))
>>> best
1.0

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — the degree-``d`` topology space.
"""

from __future__ import annotations

import itertools
import math
from collections import deque
from typing import Iterator, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact.rings import stride_rings
from topomilp.model import Cluster, Topology, Workload, as_matrix
from topomilp.traffic import Ring
from topomilp.utils import check_int, hop_distances, is_integer

#: Largest ``n`` the enumeration accepts (the count grows super-exponentially).
MAX_BRUTE_N = 7


def regular_multigraphs(n: int, d: int, link_model: str = "duplex",
                        fixed: Sequence[Sequence[int]] | np.ndarray | None = None,
                        max_links: int | None = None) -> Iterator[Topology]:
    """Every ``n``-node topology with exactly ``d`` ports per node, in a deterministic
    (lexicographic) order.

    * ``duplex``: symmetric non-negative integer matrices, zero diagonal, row sums ``d``
      (parallel links allowed);
    * ``simplex``: non-negative integer matrices, zero diagonal, row sums = column
      sums = ``d``.

    ``fixed`` (an ``n x n`` link matrix) gives lower bounds: only topologies containing
    those links are yielded. ``max_links`` caps the links per node pair (``1``: simple
    graphs / digraphs only). No isomorphism reduction: every labelled matrix appears once.
    """
    if not is_integer(n) or not 2 <= n <= MAX_BRUTE_N:
        raise TopomilpInputError("n", f"brute force needs an integer 2 <= n <= {MAX_BRUTE_N}", n)
    check_int("d", d, 1)
    if link_model not in ("duplex", "simplex"):
        raise TopomilpInputError("link_model", "must be 'duplex' or 'simplex'", link_model)
    if max_links is not None and (not is_integer(max_links) or max_links < 1):
        raise TopomilpInputError("max_links", "must be an integer >= 1 or None", max_links)
    cap = d if max_links is None else max_links
    low = np.zeros((n, n), dtype=np.int64) if fixed is None else as_matrix("fixed", fixed, n, integer=True)
    if link_model == "duplex":
        low = np.maximum(low, low.T)
        if (n * d) % 2:
            return
        cells = [(i, j) for i in range(n) for j in range(i + 1, n)]
    else:
        cells = [(i, j) for i in range(n) for j in range(n) if i != j]
    out_left = [d] * n   # ports still free: duplex degree / simplex out-degree
    in_left = [d] * n    # simplex in-degree (unused under duplex)
    links = np.zeros((n, n), dtype=np.int64)

    def rec(k: int) -> Iterator[Topology]:
        if k == len(cells):
            if all(v == 0 for v in out_left) and all(v == 0 for v in in_left if link_model == "simplex"):
                yield Topology(links.copy(), link_model)
            return
        i, j = cells[k]
        # Once every cell of row i is decided, row i must be full.
        if link_model == "duplex":
            hi = min(out_left[i], out_left[j])
        else:
            hi = min(out_left[i], in_left[j])
        hi = min(hi, cap)
        for c in range(int(low[i, j]), hi + 1):
            links[i, j] = c
            out_left[i] -= c
            if link_model == "duplex":
                links[j, i] = c
                out_left[j] -= c
            else:
                in_left[j] -= c
            if _row_can_finish(k, i):
                yield from rec(k + 1)
            out_left[i] += c
            if link_model == "duplex":
                out_left[j] += c
                links[j, i] = 0
            else:
                in_left[j] += c
            links[i, j] = 0

    def _row_can_finish(k: int, i: int) -> bool:
        nxt = cells[k + 1][0] if k + 1 < len(cells) else n
        return nxt == i or out_left[i] == 0

    yield from rec(0)


def count_regular_multigraphs(n: int, d: int, link_model: str = "duplex") -> int:
    """How many topologies :func:`regular_multigraphs` yields."""
    return sum(1 for _ in regular_multigraphs(n, d, link_model))


# --------------------------------------------------------------------------- hop scorers
def bfs_distances_from(topology: Topology, s: int) -> list[float]:
    """Plain-Python BFS distances from ``s`` (a reference implementation for tests)."""
    n = topology.n
    dist = [math.inf] * n
    dist[s] = 0
    q = deque([s])
    while q:
        u = q.popleft()
        for v in np.nonzero(topology.links[u])[0]:
            if dist[v] == math.inf:
                dist[v] = dist[u] + 1
                q.append(int(v))
    return dist


def hop_objective(topology: Topology, objective: str = "weighted_hops", traffic: np.ndarray | None = None) -> float:
    """``"diameter"`` (max hops over ordered pairs of distinct nodes) or
    ``"weighted_hops"`` (``sum T_st dist / sum T_st``, uniform ``T`` by default);
    ``inf`` when a needed pair is unreachable."""
    n = topology.n
    dist = hop_distances(topology)
    off = ~np.eye(n, dtype=bool)
    if objective == "diameter":
        return float(dist[off].max())
    if objective != "weighted_hops":
        raise TopomilpInputError("objective", "must be 'weighted_hops' or 'diameter'", objective)
    t = np.where(off, 1.0, 0.0) if traffic is None else np.asarray(traffic, dtype=float)
    pos = t > 0
    if not np.all(np.isfinite(dist[pos])):
        return math.inf
    return float((t[pos] * dist[pos]).sum() / t[pos].sum())


# --------------------------------------------------------------------------- LP scorer
def min_time_lp(topology: Topology, cluster: Cluster, demand: np.ndarray | None = None,
                groups: Sequence[tuple[float, Sequence[Sequence[int]]]] = ()) -> float:
    """Optimal splittable (multi-path) routing time in seconds on ``topology``.

    ``demand`` is a fixed ``n x n`` byte matrix; each entry of ``groups`` is
    ``(ring_bytes, rings)``: a mutable AllReduce whose volume may be split over the
    given rings in any proportion. Solved with ``scipy.optimize.linprog`` (HiGHS via
    scipy) on the arc-commodity model, independently of the PuLP models.
    Returns ``inf`` when some demand cannot be routed.
    """
    from scipy.optimize import linprog

    n = topology.n
    dem = np.zeros((n, n)) if demand is None else np.asarray(demand, dtype=float)
    arcs = [(i, j) for i in range(n) for j in range(n) if topology.links[i, j] > 0]
    # commodities: (s, t) pairs of fixed demand, plus (g, u, v) ring transfers
    comms: list[tuple[int, int]] = [(int(s), int(t)) for s, t in np.argwhere(dem > 0)]
    ring_pairs: list[list[tuple[int, int]]] = []
    for _, rings in groups:
        pairs = sorted({(r[i], r[(i + 1) % len(r)]) for r in rings for i in range(len(r))})
        ring_pairs.append(pairs)
        comms.extend(pairs)
    scale = max([float(dem.max(initial=0.0))] + [float(rb) for rb, _ in groups] + [1e-300])
    A, m = len(arcs), len(comms)
    n_y = sum(len(r) for _, r in groups)
    nvar = 1 + m * A + n_y            # T, flows, ring shares
    rows_eq, b_eq, rows_ub = [], [], []
    # conservation for each commodity at each node
    ybase = 1 + m * A
    yoff = []
    off = 0
    for _, rings in groups:
        yoff.append(off)
        off += len(rings)
    def out_minus_in(c: int, v: int) -> np.ndarray:
        """Row of commodity ``c``'s net outflow at node ``v``."""
        row = np.zeros(nvar)
        for a, (i, j) in enumerate(arcs):
            if i == v:
                row[1 + c * A + a] += 1
            if j == v:
                row[1 + c * A + a] -= 1
        return row

    c_index = 0
    for (s, t) in [(int(s), int(t)) for s, t in np.argwhere(dem > 0)]:
        for v in range(n):
            rows_eq.append(out_minus_in(c_index, v))
            b_eq.append((dem[s, t] / scale) * ((v == s) - (v == t)))
        c_index += 1
    for gi, (rb, rings) in enumerate(groups):
        for (u, w) in ring_pairs[gi]:
            for v in range(n):
                row = out_minus_in(c_index, v)
                sign = (v == u) - (v == w)
                if sign:
                    for ri, r in enumerate(rings):
                        if (u, w) in {(r[i], r[(i + 1) % len(r)]) for i in range(len(r))}:
                            row[ybase + yoff[gi] + ri] -= sign * rb / scale
                rows_eq.append(row)
                b_eq.append(0.0)
            c_index += 1
        row = np.zeros(nvar)
        row[ybase + yoff[gi]: ybase + yoff[gi] + len(rings)] = 1.0
        rows_eq.append(row)
        b_eq.append(1.0)
    for a, (i, j) in enumerate(arcs):
        row = np.zeros(nvar)
        row[[1 + c * A + a for c in range(m)]] = 1.0
        row[0] = -float(topology.links[i, j])
        rows_ub.append(row)
    cost = np.zeros(nvar)
    cost[0] = 1.0
    res = linprog(cost, A_ub=np.array(rows_ub) if rows_ub else None, b_ub=np.zeros(len(rows_ub)) if rows_ub else None,
                  A_eq=np.array(rows_eq), b_eq=np.array(b_eq), bounds=[(0, None)] * nvar, method="highs")
    if res.status == 2:
        return math.inf
    if res.status != 0:
        raise RuntimeError(f"linprog failed: {res.message}")
    return float(res.x[0]) * scale / cluster.link_bytes_per_s


def workload_min_time_lp(topology: Topology, cluster: Cluster, workload: Workload,
                         rings: Sequence[Sequence[Sequence[int]]] | None = None) -> float:
    """Optimal time of ``workload`` on ``topology`` with splittable routing and mutable
    AllReduce (each group over its coprime-stride rings
    (:func:`topomilp.exact.rings.stride_rings`), or ``rings[g]``)."""
    groups = []
    for gi, g in enumerate(workload.groups):
        if g.bytes_per_member <= 0:
            continue
        rs = stride_rings(g.members) if rings is None else [tuple(r) for r in rings[gi]]
        groups.append((g.ring_bytes, rs))
    return min_time_lp(topology, cluster, workload.mp, groups)


def single_path_time(topology: Topology, cluster: Cluster, demand: np.ndarray, chunks: int = 1,
                     max_combinations: int = 2_000_000) -> float:
    """Optimal time when each demand is cut into ``chunks`` equal chunks, each on one
    simple path: enumerates every multiset of simple paths per demand (tiny cases only).
    Returns ``inf`` when a demand has no path."""
    import networkx as nx

    n = topology.n
    dem = np.asarray(demand, dtype=float)
    g = nx.DiGraph()
    g.add_nodes_from(range(n))
    g.add_edges_from((int(i), int(j)) for i, j in np.argwhere(topology.links > 0))
    options = []
    total = 1
    for s, t in np.argwhere(dem > 0):
        paths = [tuple(p) for p in nx.all_simple_paths(g, int(s), int(t))]
        if not paths:
            return math.inf
        combos = list(itertools.combinations_with_replacement(range(len(paths)), chunks))
        total *= len(combos)
        if total > max_combinations:
            raise TopomilpInputError("demand", "too many path combinations for brute force", total)
        loads = []
        for combo in combos:
            ld = {}
            for pi in combo:
                p = paths[pi]
                for a in zip(p[:-1], p[1:]):
                    ld[a] = ld.get(a, 0.0) + dem[s, t] / chunks
            loads.append(ld)
        options.append(loads)
    cap = topology.links * cluster.link_bytes_per_s
    best = math.inf
    for choice in itertools.product(*options):
        load: dict[tuple[int, int], float] = {}
        for ld in choice:
            for a, b in ld.items():
                load[a] = load.get(a, 0.0) + b
        t = max((b / cap[a] for a, b in load.items()), default=0.0)
        best = min(best, t)
    return best


def ring_demand(n: int, ring_bytes: float, rings: Sequence[Ring]) -> np.ndarray:
    """Byte matrix of ``rings`` (with shares) for a group sending ``ring_bytes`` per member."""
    out = np.zeros((n, n))
    for r in rings:
        for u, v in r.arcs():
            out[u, v] += ring_bytes * r.share
    return out


def uniform_pair_lp(links: np.ndarray) -> float:
    """Largest ``t`` such that every ordered pair ``s != t`` can send ``t`` at once over
    the arcs of ``links`` (arc ``i -> j`` of capacity ``links[i, j]``), any paths: one
    flow per source (exact for splittable uniform demand), conservation written for every
    node including the source, solved by ``scipy.optimize.linprog`` — independent of the
    solver's source-aggregated LP (:func:`topomilp.exact.joint.swapsearch.uniform_throughput`).

    >>> uniform_pair_lp(np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]]))    # the directed 3-cycle
    0.3333333333333333
    """
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    links = np.asarray(links)
    n = links.shape[0]
    arcs = np.argwhere(links > 0)
    na = len(arcs)
    rows, cols, vals = [], [], []
    for s in range(n):                       # conservation: out - in = t (n - 1) at s, -t elsewhere
        for a, (u, v) in enumerate(arcs):
            rows += [s * n + u, s * n + v]
            cols += [1 + s * na + a] * 2
            vals += [1.0, -1.0]
        for x in range(n):
            rows.append(s * n + x)
            cols.append(0)
            vals.append(-(n - 1.0) if x == s else 1.0)
    a_eq = coo_matrix((vals, (rows, cols)), shape=(n * n, 1 + n * na))
    cap = coo_matrix((np.ones(n * na), (np.tile(np.arange(na), n), 1 + np.arange(n * na))), shape=(na, 1 + n * na))
    cost = np.zeros(1 + n * na)
    cost[0] = -1.0
    res = linprog(cost, A_ub=cap, b_ub=links[arcs[:, 0], arcs[:, 1]].astype(float), A_eq=a_eq,
                  b_eq=np.zeros(n * n), bounds=(0, None), method="highs")
    if res.status != 0:
        raise RuntimeError(f"linprog failed: {res.message}")
    return float(-res.fun)


__all__ = ["MAX_BRUTE_N", "bfs_distances_from", "count_regular_multigraphs", "hop_objective", "min_time_lp",
           "regular_multigraphs", "ring_demand", "single_path_time", "uniform_pair_lp", "workload_min_time_lp"]
