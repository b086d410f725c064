"""Low-hop simplex digraphs ranked by their routing: the start step (J10k) of
formulations/joint_topology.md for traffic invariant under every relabelling (uniform
all-to-all, ``dlrm_like``) on SIMPLEX links.

The annealing (J10g) ranks digraphs by their total hop distance ``W`` alone; where no
digraph meets the Moore bound (J6') the best ``W`` is not the best routing (at n = 12,
d = 3 the Kautz digraph has the Moore sum ``W = 228`` and routes uniform traffic at
5/33 per unit pair demand, a digraph with ``W = 232`` at 7/46). This module searches the
digraphs of low ``W`` by their exact uniform throughput: a best-first search over single
arc swaps ``a -> b, c -> e  =>  a -> e, c -> b`` (every in- and out-degree kept), each
new isomorphism class with ``W <= w_max`` routed by the uniform routing LP
(:func:`uniform_throughput`), the class of largest throughput expanded first. Heuristic
only: the caller routes the best classes by the exact routing LP of the problem, and a
start never changes an optimum or a proof.

>>> from topomilp.exact.joint.hopanneal import circulant_digraph
>>> round(uniform_throughput(circulant_digraph(5, 2)), 6)      # below its hop bound n d / W = 10/30
0.3
"""

from __future__ import annotations

import heapq
import itertools
import math
from typing import TYPE_CHECKING, Iterable

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.joint.canonical import IsomorphismClasses
from topomilp.exact.joint.digraphs import total_hops

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology
    from topomilp.exact.joint.solution import JointSolution

#: Classes expanded (all their arc swaps tried) at most by :func:`swap_search` in (J10k)
#: per pass (n = 12, d = 3: the 7/46 digraph is found at the 84th, about 2.5 s of CPU).
SWAP_EXPANSIONS = 100
#: The passes of (J10k): ``w_max`` this far below the largest ``W`` whose hop bound beats
#: the best start. With the largest alone (237 at n = 12, d = 3) the expansions go to
#: classes at ``W = 237`` and miss the 7/46 digraph (``W = 232``), which one below finds;
#: at n = 14, d = 3 the better digraphs are at the largest (``W = 346``).
SWAP_SLACKS = (1, 0)
#: The best classes of a pass routed by the problem's routing LP.
SWAP_ROUTED = 4
#: The best classes of a pass the next pass starts from.
SWAP_KEEP = 8
#: (J10k) runs from this many nodes (below, the enumeration proves the grid's rows) ...
SWAP_MIN_NODES = 12
#: ... up to this many (the routing LP of every class grows with ``n^2 d``).
SWAP_MAX_NODES = 16
#: Largest degree: at n = 16, d = 4 the search found nothing better in its 19 s and the
#: MILP, with that much less time, ended at 8.532 ms against 8.516 without it.
SWAP_MAX_DEGREE = 3

__all__ = ["SWAP_EXPANSIONS", "SWAP_KEEP", "SWAP_MAX_DEGREE", "SWAP_MAX_NODES", "SWAP_MIN_NODES", "SWAP_ROUTED",
           "SWAP_SLACKS", "applies", "arc_swaps", "swap_candidates", "swap_hop_sums", "swap_search", "swap_start",
           "uniform_throughput"]


def _check_digraph(links: np.ndarray) -> np.ndarray:
    """``links`` as an int64 0/1 arc matrix with a zero diagonal and equal degrees, or
    :class:`~topomilp.errors.TopomilpInputError`."""
    a = np.asarray(links)
    if a.ndim != 2 or a.shape[0] != a.shape[1] or a.shape[0] < 3:
        raise TopomilpInputError("links", "must be a square matrix on at least 3 nodes", a.shape)
    if not np.array_equal(a, a.astype(bool).astype(a.dtype)) or np.any(np.diag(a)):
        raise TopomilpInputError("links", "must be a 0/1 arc matrix with a zero diagonal", links)
    out, inn = a.sum(axis=1), a.sum(axis=0)
    if len(set(out.tolist()) | set(inn.tolist())) != 1:
        raise TopomilpInputError("links", "every in- and out-degree must be the same", (out.tolist(), inn.tolist()))
    return a.astype(np.int64)


def uniform_throughput(links: np.ndarray) -> float | None:
    """The largest ``lambda`` such that every ordered pair ``s != t`` can send
    ``lambda`` units at once over the arcs of ``links`` (arc ``i -> j`` with capacity
    ``links[i, j]``), any routing: the exact routing LP (R-1) of formulations/routing.md
    for unit uniform demand, with one flow per source (source-aggregated, exact for
    splittable flow), solved by HiGHS. ``0.0`` if some node cannot reach another;
    ``None`` when HiGHS stops at the enclosing solve's deadline (its time limit, from
    :mod:`topomilp.exact.deadline`): no value, the caller stops.

    >>> a = np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]])          # the directed 3-cycle
    >>> uniform_throughput(a)                                      # the arc 0 -> 1 carries 1 + 1 + 1
    0.3333333333333333
    """
    import highspy
    from scipy.sparse import coo_matrix

    a = np.asarray(links)
    n = a.shape[0]
    tail, head = np.nonzero(a > 0)
    m = len(tail)
    nv = n * m + 1                                    # f[s, arc] then lambda
    src = np.repeat(np.arange(n), m)
    arc = np.tile(np.arange(m), n)
    col = src * m + arc
    # conservation of source s at every node v != s: outflow - inflow + lambda = 0
    row_out = src * n + tail[arc]
    row_in = src * n + head[arc]
    keep_out, keep_in = tail[arc] != src, head[arc] != src
    rows = np.concatenate([row_out[keep_out], row_in[keep_in], np.arange(n * n), n * n + np.arange(m).repeat(n)])
    cols = np.concatenate([col[keep_out], col[keep_in], np.full(n * n, nv - 1),
                           (np.arange(n)[None, :] * m + np.arange(m)[:, None]).ravel()])
    vals = np.concatenate([np.ones(int(keep_out.sum())), -np.ones(int(keep_in.sum())), np.ones(n * n),
                           np.ones(n * m)])
    diag = np.arange(n) * n + np.arange(n)             # row (s, s) is dropped (implied by the others)
    live = ~np.isin(rows, diag)
    mat = coo_matrix((vals[live], (rows[live], cols[live])), shape=(n * n + m, nv)).tocsc()
    inf = highspy.kHighsInf
    lower = np.concatenate([np.zeros(n * n), np.full(m, -inf)])
    upper = np.concatenate([np.zeros(n * n), a[tail, head].astype(float)])
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("random_seed", 0)
    h.setOptionValue("presolve", "off")               # 3.9 ms against 7.8 at n = 12, d = 3
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = nv, n * n + m
    cost = np.zeros(nv)
    cost[-1] = -1.0
    lp.col_cost_ = cost
    lp.col_lower_ = np.zeros(nv)
    lp.col_upper_ = np.full(nv, inf)
    lp.row_lower_, lp.row_upper_ = lower, upper
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = mat.indptr
    lp.a_matrix_.index_ = mat.indices
    lp.a_matrix_.value_ = mat.data
    h.passModel(lp)
    DL.limit_highs(h, DL.remaining())
    h.run()
    status = h.getModelStatus()
    if status == highspy.HighsModelStatus.kTimeLimit:
        return None
    if status != highspy.HighsModelStatus.kOptimal:
        return 0.0
    return max(0.0, -float(h.getInfo().objective_function_value))


def arc_swaps(a: np.ndarray) -> np.ndarray:
    """Every arc swap of the 0/1 digraph ``a`` that keeps it loopless and without
    multi-arcs, as rows ``(p, q, r, s)``: arcs ``p -> q``, ``r -> s`` become ``p -> s``,
    ``r -> q``; each unordered pair of arcs once."""
    tail, head = np.nonzero(a > 0)
    x, y = np.triu_indices(len(tail), 1)
    p, q, r, s = tail[x], head[x], tail[y], head[y]
    ok = (p != r) & (p != s) & (r != q) & (a[p, s] == 0) & (a[r, q] == 0)
    return np.stack([p[ok], q[ok], r[ok], s[ok]], axis=1)


def swap_hop_sums(a: np.ndarray, swaps: np.ndarray) -> np.ndarray:
    """The total hop distance ``W`` of ``a`` after each swap (rows of :func:`arc_swaps`),
    by breadth-first search on the whole batch at once (``inf`` where some node
    cannot reach another).

    >>> from topomilp.exact.joint.digraphs import total_hops
    >>> from topomilp.exact.joint.hopanneal import circulant_digraph
    >>> a = circulant_digraph(7, 2)
    >>> sw = arc_swaps(a)
    >>> b = a.copy(); p, q, r, s = sw[0]; b[p, q] = b[r, s] = 0; b[p, s] = b[r, q] = 1
    >>> float(swap_hop_sums(a, sw)[0]) == total_hops(b)
    True
    """
    n, k = a.shape[0], len(swaps)
    batch = np.repeat(a[None].astype(np.float32), k, axis=0)
    g = np.arange(k)
    p, q, r, s = swaps.T
    batch[g, p, q] = 0
    batch[g, r, s] = 0
    batch[g, p, s] = 1
    batch[g, r, q] = 1
    reach = np.repeat(np.eye(n, dtype=bool)[None], k, axis=0)
    w = np.zeros(k)
    count = reach.sum(axis=(1, 2))
    for h in range(1, n):
        reach = reach | (np.matmul(reach.astype(np.float32), batch) > 0)
        new = reach.sum(axis=(1, 2))
        w += h * (new - count)
        if np.array_equal(new, count):
            break
        count = new
    w[count < n * n] = math.inf
    return w


def swap_search(starts: Iterable[np.ndarray], w_max: float, expansions: int = SWAP_EXPANSIONS,
                keep: int = 8) -> list[tuple[float, float, np.ndarray]]:
    """(J10k) best-first search over arc swaps from the 0/1 ``d``-regular digraphs
    ``starts``: every isomorphism class met with total hop distance ``W <= w_max``
    gets its :func:`uniform_throughput`; the unexpanded class of largest throughput
    (ties: smaller ``W``, then first found) has all its swaps (:func:`arc_swaps`) tried
    next; at most ``expansions`` classes are expanded, and the search stops at the
    enclosing solve's deadline (a class whose LP the deadline stops is dropped). Returns
    the ``keep`` classes of largest throughput as ``(throughput, W, links)``, best first
    (the starts' own classes included, whatever their ``W``). Deterministic for given
    starts.

    >>> from topomilp.exact.joint.hopanneal import circulant_digraph
    >>> out = swap_search([circulant_digraph(7, 2)], w_max=80, expansions=3)
    >>> out[0][0] >= uniform_throughput(circulant_digraph(7, 2))
    True
    """
    if not (isinstance(expansions, int) and expansions >= 0):
        raise TopomilpInputError("expansions", "must be an integer >= 0", expansions)
    if not (isinstance(keep, int) and keep >= 1):
        raise TopomilpInputError("keep", "must be an integer >= 1", keep)
    classes = IsomorphismClasses(directed=True)
    heap: list[tuple[float, float, int, bytes]] = []
    found: list[tuple[float, float, int, np.ndarray]] = []
    counter = itertools.count()
    n = 0

    def add(m: np.ndarray, w: float) -> None:
        if classes.add(m):
            lam = uniform_throughput(m)
            if lam is None:                 # the deadline stopped its LP
                return
            c = next(counter)
            found.append((lam, w, c, m))
            heapq.heappush(heap, (-lam, w, c, m.tobytes()))

    for a in starts:
        a = _check_digraph(a)
        if n and a.shape[0] != n:
            raise TopomilpInputError("starts", "must all have the same number of nodes", a.shape)
        n = a.shape[0]
        add(a, total_hops(a))
    for _ in range(expansions):
        if not heap or DL.expired():
            break
        a = np.frombuffer(heapq.heappop(heap)[3], dtype=np.int64).reshape(n, n)
        sw = arc_swaps(a)
        if not len(sw):
            continue
        ws = swap_hop_sums(a, sw)
        for (p, q, r, s), w in zip(sw[ws <= w_max], ws[ws <= w_max]):
            b = a.copy()
            b[p, q] = b[r, s] = 0
            b[p, s] = b[r, q] = 1
            add(b, float(w))
            if DL.expired():
                break
    found.sort(key=lambda z: (-z[0], z[1], z[2]))
    return [(lam, w, m) for lam, w, _, m in found[:keep]]


def applies(problem: "JointTopology") -> bool:
    """Whether (J10k) runs for ``problem`` (a :class:`~topomilp.exact.joint.model.JointTopology`):
    SIMPLEX links, traffic invariant under every relabelling (symmetry level 2, so
    isomorphic digraphs route alike) with MP bytes, no fixed links, no MP hop limit,
    ``SWAP_MIN_NODES <= n <= SWAP_MAX_NODES``, ``d <= SWAP_MAX_DEGREE`` and ``d < n - 1``."""
    c = problem.cluster
    an = problem.analysis
    return (not c.duplex and an.symmetry == 2 and an.fixed is None and problem.mp_hop_limit is None
            and float(problem.workload.mp.sum()) > 0 and SWAP_MIN_NODES <= c.n <= SWAP_MAX_NODES
            and c.d <= SWAP_MAX_DEGREE and c.d < c.n - 1)


def swap_candidates(problem: "JointTopology",
                    best: "JointSolution | None") -> list[tuple[float, float, np.ndarray]]:
    """(J10k) the search for ``problem`` (in scope: :func:`applies`) and its best start
    ``best`` (a routed :class:`~topomilp.exact.joint.model.JointSolution`, or ``None``):
    the starts of :func:`swap_search` are ``best``'s topology (if a 0/1 digraph) and the
    annealed low-hop digraphs (J10g). ``W_lim`` is the largest ``W`` whose hop bound
    ``n d / W`` exceeds the best uniform throughput among the starts; one pass of
    :func:`swap_search` per ``w_max`` in ``W_lim - 1, W_lim`` (:data:`SWAP_SLACKS`), the
    second from the first one's :data:`SWAP_KEEP` best classes. Returns the last pass's
    classes ``(uniform throughput, W, links)``, best first (a pass stopped by the
    deadline returns what it found)."""
    from topomilp.exact.joint.hopanneal import hop_annealed_digraphs

    c = problem.cluster
    starts = []
    if best is not None:
        m = np.asarray(best.topology.links)
        if m.max() <= 1:
            starts.append(m)
    starts += hop_annealed_digraphs(c.n, c.d)
    ref = max((q for q in map(uniform_throughput, starts) if q is not None), default=0.0)
    if ref <= 0:
        return []
    w_lim = math.ceil(c.n * c.d / ref * (1 - 1e-9)) - 1
    found: list[tuple[float, float, np.ndarray]] = []
    for slack in SWAP_SLACKS:
        if found and DL.expired():
            break
        found = swap_search(starts, w_lim - slack, SWAP_EXPANSIONS, keep=SWAP_KEEP)
        starts = [m for _, _, m in found]
    return found


def swap_start(problem: "JointTopology", best: "JointSolution | None",
               candidates: list[tuple[float, float, np.ndarray]] | None = None) -> "JointSolution | None":
    """(J10k): the :data:`SWAP_ROUTED` best of ``candidates`` (default:
    :func:`swap_candidates`) routed by the problem's routing LP
    (:meth:`~topomilp.exact.joint.startsearch.StartSearch.better_start`), until the
    deadline; returns the best of them and ``best``."""
    if candidates is None:
        candidates = swap_candidates(problem, best)
    search = problem.start_search
    for k, (_, w, m) in enumerate(candidates[:SWAP_ROUTED]):
        if DL.expired():
            break
        best = search.better_start(best, f"swap-searched digraph {k} (W = {int(w)})", m)
    return best
