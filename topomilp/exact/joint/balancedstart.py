"""Balanced diameter-2 graphs by a link-swap search scored by the routing LP
(formulations/joint_topology.md, (J10j)): a start that meets the Moore bound (J6') for
uniform all-to-all traffic under duplex links where no Cayley graph does.

A ``d``-regular simple graph of diameter 2 meets (J6') exactly when its traffic can be
routed on shortest paths (one hop, or two through a common neighbour) with every arc
equally full. Symmetry (an arc-transitive graph) is one way to get there, not the only
one: at ``n = 18, d = 6`` and ``d = 5`` none of the Cayley graphs of the groups of (J10f)
does, while an LP-scored swap search reaches graphs that do (at d = 5 with no
automorphism but the identity).

* :func:`applies` — the scope: duplex, uniform MP traffic and nothing else, Moore depth 2;
* :func:`balanced_graph` — one seeded run: from the circulant ``C_n(1, ..., d/2)`` (plus
  ``n/2`` at odd ``d``) made diameter 2 by the *repair* (random swaps ``a-b, c-e ->
  a-c, b-e`` of a simple graph, kept while the number of ordered pairs more than two
  hops apart does not grow), then kicks: one random swap, the repair, and the two-hop
  LP's throughput (:func:`~topomilp.exact.joint.starts.two_hop_uniform_throughput`) over
  the Moore value as the score, kept by a Metropolis test; it stops at score 1;
* :func:`balanced_start` — that graph routed by the routing LP and kept only if it meets
  the problem's bound (then the enumeration or the MILP proves it optimal at once);
* :func:`deep_applies`, :func:`deep_graph`, :func:`deep_start` — (J10l), the same idea at
  Moore depth 3 (``d >= 4``): a hop-sum annealing
  (:func:`~topomilp.exact.joint.hopanneal.anneal_graph_hops`), then kicks scored by the
  full uniform routing LP (:func:`~topomilp.exact.joint.swapsearch.uniform_throughput`),
  restricted to graphs of hop sum at most ``n M +`` :data:`DEEP_SLACK`; the best graph is
  the start whether or not it meets the bound.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import deadline as DL
from topomilp.exact.joint import hamiltonian
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.digraphs import hop_sum
from topomilp.exact.joint.hopanneal import anneal_graph_hops
from topomilp.exact.joint.solution import JointSolution
from topomilp.exact.joint.starts import circulant_links, two_hop_uniform_throughput
from topomilp.exact.joint.swapsearch import uniform_throughput
from topomilp.model import Topology

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

log = logging.getLogger(__name__)

#: Kicks per preferred seed (each: one random swap, the far-pair repair, one two-hop LP of
#: a few ms).
STEPS = 400
#: Kicks for the generic :data:`SEEDS`: at n = 18, d = 6 seeds 0, 1, 2 meet the bound
#: after 5, 10 and 21 kicks; where no run does (d = 4 at n = 8..16, n = 20, d = 5) 400
#: kicks cost up to 3 s of CPU that the enumeration needs, 30 about 0.2 s.
GENERIC_STEPS = 30
#: Repair swaps per kick (kept when the far-pair count does not grow); the start's repair
#: gets 20 times as many.
REPAIR_TRIES = 200
#: Temperature of the acceptance test on the LP score (scores are fractions of the Moore
#: value): a kick that lowers the score by ``x`` is kept with probability ``exp(-x / T)``.
TEMPERATURE = 0.002
#: Seeds tried first where measured (the search is otherwise generic): at n = 18, d = 5
#: seeds 0..13 at 400 kicks reached the Moore value only at seeds 6 (362 kicks, 2.7 s of
#: CPU) and 13 (129 kicks, 1.0 s); at d = 6 seed 0 reaches it at once (formulations/joint_topology.md, (J10j)).
PREFERRED_SEEDS: dict[tuple[int, int], tuple[int, ...]] = {(18, 5): (13,)}
#: Seeds tried after the preferred ones; each restarts from the circulant.
SEEDS = (0,)
#: Relative tolerance of "meets the Moore value".
TOL = 1e-9


#: Directed Hamiltonian cycles searched for the ring mix (one AllReduce over all nodes).
MAX_CYCLES = 400
#: Depth-first steps per cycle search (then the search counts as failed).
DFS_STEPS = 2000
#: Failed cycle searches before giving up (the Petersen graph has no Hamiltonian cycle).
MAX_FAILURES = 10

#: (J10l) annealing steps of the hop sum before the LP-scored kicks (about 0.4 s at n = 18,
#: d = 4; every seed reaches W = 566 there, 740 = n M or 744 at n = 20).
DEEP_ANNEAL_STEPS = 20_000
#: (J10l) kicks per seed; a kick whose graph has a hop sum above ``n M + DEEP_SLACK`` costs
#: one breadth-first pass and no LP.
DEEP_KICKS = 1500
#: (J10l) the hop sums the kicks may visit: ``W <= n M + DEEP_SLACK``. A balanced Moore graph
#: (W = n M) has no neighbour of its own hop sum (no single swap keeps girth 5 at n = 20,
#: d = 4), so the path to it leads through a few units of excess.
DEEP_SLACK = 20
#: (J10l) temperature of the Metropolis test on the LP score (as :data:`TEMPERATURE`).
DEEP_TEMPERATURE = 0.001
#: (J10l) seeds tried first where measured; then :data:`DEEP_SEEDS`. At n = 20, d = 4 seeds
#: 0..7 at 1500 kicks reached the Moore value only at seed 3 (0.6 s of CPU); the others
#: stopped at 0.9876-0.9946 (2-6 s each; 6000 kicks did not help seeds 0, 1: 0.9946).
DEEP_PREFERRED: dict[tuple[int, int], tuple[int, ...]] = {(20, 4): (3,)}
#: (J10l) generic seeds, each from its own annealed graph, until the bound, the deadline or
#: :data:`DEEP_STALE` seeds in a row that do not improve the best score.
DEEP_SEEDS = tuple(range(16))
#: (J10l) seeds in a row without a better score that end the search (at n = 18, d = 4
#: seeds 0..5 all stop at 0.9625, W = 578).
DEEP_STALE = 3


def applies(problem: "JointTopology") -> bool:
    """The scope of (J10f) (:func:`~topomilp.exact.joint.hamiltonian.moore_applies`:
    duplex, uniform MP traffic, at most one AllReduce over all nodes in any ring order, no
    fixed links, no hop limit) where a simple ``d``-regular graph of diameter 2 is
    conceivable: ``d < n - 1 <= d^2`` and ``n d`` even."""
    c = problem.cluster
    return hamiltonian.moore_applies(problem) and c.d < c.n - 1 <= c.d * c.d and (c.n * c.d) % 2 == 0


class _Search:
    """One seeded run of (J10j) on ``d``-regular simple graphs with ``n`` nodes."""

    def __init__(self, n: int, d: int, seed: int) -> None:
        self.n, self.d = n, d
        self.rng = np.random.default_rng(seed)
        self.eye = np.eye(n, dtype=np.int64)
        self.moore = d / sum(moore_levels(n, d, duplex=True))

    def far(self, m: np.ndarray) -> int:
        """Ordered pairs more than two hops apart."""
        return int(((m + m @ m + self.eye) == 0).sum())

    def swap(self, m: np.ndarray) -> np.ndarray:
        """A random swap ``a-b, c-e -> a-c, b-e`` that keeps the graph simple."""
        edges = np.argwhere(np.triu(m))
        while True:
            i, j = self.rng.choice(len(edges), 2, replace=False)
            (a, b), (c, e) = edges[i], edges[j]
            if self.rng.random() < 0.5:
                c, e = e, c
            if len({a, b, c, e}) == 4 and not m[a, c] and not m[b, e]:
                x = m.copy()
                x[a, b] = x[b, a] = x[c, e] = x[e, c] = 0
                x[a, c] = x[c, a] = x[b, e] = x[e, b] = 1
                return x

    def repair(self, m: np.ndarray, tries: int) -> np.ndarray | None:
        """Random swaps kept when the far-pair count does not grow, until it is 0
        (diameter 2) or ``tries`` are spent (then ``None``)."""
        f = self.far(m)
        for _ in range(tries):
            if f == 0:
                return m
            x = self.swap(m)
            g = self.far(x)
            if g <= f:
                m, f = x, g
        return m if f == 0 else None

    def score(self, m: np.ndarray) -> float:
        """The two-hop LP's uniform throughput over the Moore value (1 = meets it)."""
        t = two_hop_uniform_throughput(m)
        return 0.0 if t is None else t / self.moore

    def run(self, steps: int) -> np.ndarray | None:
        n, d = self.n, self.d
        strides = list(range(1, d // 2 + 1)) + ([n // 2] if d % 2 else [])
        links = self.repair(circulant_links(n, strides, "duplex"), 20 * REPAIR_TRIES)
        if links is None:
            return None
        best = self.score(links)
        for _ in range(steps):
            if best >= 1 - TOL or DL.expired():
                break
            cand = self.repair(self.swap(links), REPAIR_TRIES)
            if cand is None:
                continue
            s = self.score(cand)
            if s >= best or self.rng.random() < math.exp((s - best) / TEMPERATURE):
                links, best = cand, s
        return links if best >= 1 - TOL else None


def balanced_graph(n: int, d: int, seed: int = 0, steps: int = STEPS) -> np.ndarray | None:
    """The link matrix of a simple ``d``-regular graph on ``n`` nodes of diameter 2 whose
    two-hop routing loads every arc equally (it meets the Moore value
    ``d / sum(moore_levels)`` per unit pair demand), found by one seeded run of the
    search of the module docstring within ``steps`` kicks; ``None`` if none was reached
    (or at the deadline).

    >>> m = balanced_graph(18, 6)
    >>> m.sum(axis=1).tolist() == [6] * 18, int(m.max())
    (True, 1)
    """
    if not (1 <= d < n - 1 <= d * d) or (n * d) % 2:
        raise TopomilpInputError("n, d", "needs d < n - 1 <= d^2 and n d even", (n, d))
    return _Search(n, d, seed).run(steps)


def deep_applies(problem: "JointTopology") -> bool:
    """The scope of (J10l): that of (J10f) (:func:`~topomilp.exact.joint.hamiltonian.moore_applies`)
    at Moore depth exactly 3 (``d + d (d - 1) < n - 1 <= d + d (d - 1) + d (d - 1)^2``),
    ``n d`` even and ``d >= 4``. (At ``d = 3`` the depth-3 rows of the coverage grid,
    n = 12..20, are proven by the enumeration, which needs the time.)"""
    c = problem.cluster
    n, d = c.n, c.d
    return (hamiltonian.moore_applies(problem) and d >= 4 and (n * d) % 2 == 0
            and d + d * (d - 1) < n - 1 <= d + d * (d - 1) + d * (d - 1) ** 2)


class _DeepSearch(_Search):
    """One seeded run of (J10l)."""

    def __init__(self, n: int, d: int, seed: int) -> None:
        super().__init__(n, d, seed)
        self.seed = seed
        self.nm = n * sum(moore_levels(n, d, duplex=True))
        self.top = self.nm + DEEP_SLACK

    def score(self, m: np.ndarray) -> float | None:       # type: ignore[override]
        """The uniform routing LP's throughput over the Moore value (1 = meets it);
        ``None`` when the deadline stops the LP."""
        q = uniform_throughput(m)
        return None if q is None else q / self.moore

    def run(self, steps: int) -> tuple[float, np.ndarray | None]:  # type: ignore[override]
        n = self.n
        w0, links = anneal_graph_hops(n, self.d, DEEP_ANNEAL_STEPS, self.seed)
        first = None if DL.expired() else self.score(links)     # no LP past the deadline
        if first is None:                    # the annealing took the time, or the deadline cut the LP
            self.annealed = (w0, 0.0, links)
            return 0.0, links
        cur = first
        best = (cur, links)
        self.annealed = (w0, cur, links)                 # the annealing's graph: (W, score, links)
        for _ in range(steps):
            if best[0] >= 1 - TOL or DL.expired():
                break
            cand = self.swap(links)
            masks = [int(sum(1 << int(v) for v in np.nonzero(row)[0])) for row in cand]
            w = hop_sum(masks, n, self.top)
            # Metropolis: keep iff s >= cur + T ln(u); s <= n M / W (E1), so a kick whose
            # hop sum already fails the test needs no LP
            need = cur + DEEP_TEMPERATURE * math.log(max(float(self.rng.random()), 1e-300))
            if w > self.top or self.nm / w < need:
                continue
            s = self.score(cand)
            if s is None:                    # the deadline cut its LP
                break
            if s >= need:
                links, cur = cand, s
                if cur > best[0]:
                    best = (cur, links)
        return best


def deep_graph(n: int, d: int, seed: int = 0, kicks: int = DEEP_KICKS) -> tuple[float, np.ndarray]:
    """(J10l) one seeded run: the hop-sum annealing
    (:func:`~topomilp.exact.joint.hopanneal.anneal_graph_hops`, :data:`DEEP_ANNEAL_STEPS`),
    then ``kicks`` random swaps ``a-b, c-e -> a-c, b-e`` of a simple graph, each kept only
    if the hop sum stays at most ``n M +`` :data:`DEEP_SLACK` and then by a Metropolis test
    (:data:`DEEP_TEMPERATURE`) on the score, the uniform routing LP's throughput
    (:func:`~topomilp.exact.joint.swapsearch.uniform_throughput`) over the Moore value
    ``d / M``. Returns ``(score, links)`` of the best graph visited (score 1: it meets
    (J6')); it stops at score 1 or at the deadline (score 0 when the deadline ends the
    annealing or stops its LP: the graph was not scored; a kick whose LP it stops is
    dropped). Heuristic only.

    >>> score, m = deep_graph(12, 3, kicks=20)      # depth 3 at n = 12, d = 3
    >>> 0 < score <= 1, m.sum(axis=1).tolist() == [3] * 12, int(m.max())
    (True, True, 1)
    """
    if not (2 <= d < n - 1) or (n * d) % 2:
        raise TopomilpInputError("n, d", "needs 2 <= d < n - 1 and n d even", (n, d))
    return _DeepSearch(n, d, seed).run(kicks)


Candidate = tuple[float, np.ndarray, int, str]


def deep_search(problem: "JointTopology") -> list[Candidate]:
    """(J10l) the graphs to route, as ``(score, links, seed, kind)``: the best graph of the
    LP-scored kicks over the seeds (:data:`DEEP_PREFERRED` of ``(n, d)``, then
    :data:`DEEP_SEEDS`; it stops at the first that meets the Moore value, at the deadline,
    or after :data:`DEEP_STALE` seeds in a row that do not improve the best score), and,
    with an AllReduce group and unless it meets the Moore value, the annealing's graph of
    least ``W`` (ties: higher score) if it is another graph: the uniform score ranks the MP
    traffic only, and at n = 18, d = 4 ``dlrm_like`` routes the ``W = 566`` graph at
    13.284 ms against 13.523 for the best-scored one. ``[]`` outside :func:`deep_applies`
    or if no seed ran. Not routed (:func:`deep_route`), so a caller can route them after
    the phase that bounds the search."""
    if not deep_applies(problem):
        return []
    c = problem.cluster
    best: Candidate | None = None
    low: tuple[float, float, np.ndarray, int] | None = None
    stale = 0
    for seed in DEEP_PREFERRED.get((c.n, c.d), ()) + DEEP_SEEDS:
        if DL.expired() or stale >= DEEP_STALE:
            break
        run = _DeepSearch(c.n, c.d, seed)
        score, links = run.run(DEEP_KICKS)
        w0, s0, m0 = run.annealed
        if low is None or (w0, -s0) < (low[0], -low[1]):
            low = (w0, s0, m0, seed)
        stale += 1
        if best is None or score > best[0] * (1 + TOL):
            best, stale = (score, links, seed, "LP-scored"), 0
        if best[0] >= 1 - TOL:
            break
    if best is None:
        return []
    out = [best]
    if problem.workload.groups and low is not None and best[0] < 1 - TOL and not np.array_equal(low[2], best[1]):
        out.append((low[1], low[2], low[3], "hop-annealed"))
    return out


def deep_route(problem: "JointTopology", found: list[Candidate]) -> JointSolution | None:
    """The best of the graphs ``(score, links, seed, kind)`` of :func:`deep_search`, each
    routed by the routing LP (in order; it stops at one that meets the problem's bound).
    With an AllReduce group and a graph at the Moore value, its rings are first the
    support of a uniform mix of its directed Hamiltonian cycles (:func:`uniform_ring_mix`,
    as in :func:`balanced_start`); otherwise, or if that fails, the routing LP's own
    rings. ``None`` if none can be routed. Once one is routed, none more after the
    deadline. A start only: it may or may not meet the problem's bound."""
    ub = problem.throughput_upper_bound()
    out: JointSolution | None = None
    for score, links, seed, kind in found:
        if out is not None and DL.expired():        # one start in hand: no routing past the deadline
            break
        topo = Topology(links, "duplex", name=f"{kind} low-hop graph (seed {seed})")
        sol = None
        if problem.workload.groups and score >= 1 - TOL:
            rings = uniform_ring_mix(links, hamiltonian_cycles(links, seed))
            sol = None if rings is None else hamiltonian.route_rings(problem, topo, rings)
        if sol is None:
            try:
                sol = problem.start_solution(topo)
            except (TopomilpInputError, VerificationError) as exc:      # a start is optional
                log.debug("%s is no start: %s", topo.name, exc)
                continue
        log.info("joint_topology warm start: %s, %.4f of the Moore value, throughput %.6g", topo.name, score,
                 sol.throughput)
        if out is None or sol.throughput > out.throughput:
            out = sol
        if out.throughput >= ub * (1 - TOL):
            break
    return out


def deep_start(problem: "JointTopology") -> JointSolution | None:
    """(J10l) :func:`deep_search` then :func:`deep_route` (``None`` if either gives
    nothing)."""
    return deep_route(problem, deep_search(problem))


def hamiltonian_cycles(links: np.ndarray, seed: int = 0, count: int = MAX_CYCLES) -> list[tuple[int, ...]]:
    """Up to ``count`` distinct directed Hamiltonian cycles of the graph ``links`` (node
    orders starting at 0), each by a seeded randomised depth-first search that visits the
    neighbour with the fewest unvisited neighbours first (random ties) and gives up after
    :data:`DFS_STEPS` steps; the searches stop after :data:`MAX_FAILURES` failures in all."""
    n = links.shape[0]
    nbrs = [np.nonzero(links[u])[0].tolist() for u in range(n)]
    rng = np.random.default_rng(seed)
    out: dict[tuple[int, ...], None] = {}
    failures = 0
    while len(out) < count and failures < MAX_FAILURES and not DL.expired():
        path, used, steps = [0], [False] * n, 0
        used[0] = True
        stack = [iter(_order(nbrs, 0, used, rng))]
        while stack and steps < DFS_STEPS:
            steps += 1
            if len(path) == n:
                if links[path[-1], 0]:
                    break
                used[path.pop()] = False
                stack.pop()
                continue
            nxt = next(stack[-1], None)
            if nxt is None:
                stack.pop()
                used[path.pop()] = False
                continue
            path.append(nxt)
            used[nxt] = True
            stack.append(iter(_order(nbrs, nxt, used, rng)))
        if len(path) == n and links[path[-1], 0]:
            out.setdefault(tuple(path), None)
        else:
            failures += 1
    return list(out)


def _order(nbrs: list[list[int]], u: int, used: list[bool], rng: np.random.Generator) -> list[int]:
    free = [v for v in nbrs[u] if not used[v]]
    rng.shuffle(free)
    return sorted(free, key=lambda v: sum(not used[w] for w in nbrs[v]))


def uniform_ring_mix(links: np.ndarray, cycles: list[tuple[int, ...]]) -> list[tuple[int, ...]] | None:
    """The cycles of a convex combination of ``cycles`` that puts ``1 / d`` of the ring on
    every arc, or ``None`` if there is none among them: the LP of (J10e)
    (:func:`~topomilp.exact.joint.hamiltonian.uniform_mix`) with the graph's arcs in place
    of a Cayley graph's generators (a basic solution, so at most ``n d`` cycles)."""
    if not cycles:
        return None
    n, d = links.shape[0], int(links[0].sum())
    arc = -np.ones((n, n), dtype=np.int64)
    arc[links > 0] = np.arange(int((links > 0).sum()))
    uses = np.zeros((len(cycles), int((links > 0).sum())), dtype=np.int64)   # rows sum to n
    for j, cyc in enumerate(cycles):
        uses[j, arc[list(cyc), list(cyc[1:] + cyc[:1])]] = 1
    w = hamiltonian.uniform_mix(uses, d)
    return None if w is None else [c for c, x in zip(cycles, w) if x > 1e-12]


def balanced_start(problem: "JointTopology") -> JointSolution | None:
    """(J10j) the first graph of :func:`balanced_graph` (the :data:`PREFERRED_SEEDS` of
    ``(n, d)`` at :data:`STEPS` kicks, then :data:`SEEDS` at :data:`GENERIC_STEPS`) that
    meets the problem's bound (J6') once routed by the routing LP; with an AllReduce
    group its rings are the support of a uniform mix of its directed Hamiltonian cycles
    (:func:`uniform_ring_mix`: every arc carries ``1 / d`` of the ring, so the ring adds
    the same load to every arc and the two-hop balance of the MP traffic is kept).
    ``None`` if none does."""
    if not applies(problem):
        return None
    c = problem.cluster
    ub = problem.throughput_upper_bound()
    preferred = PREFERRED_SEEDS.get((c.n, c.d), ())
    for seed in preferred + SEEDS:
        if DL.expired():
            return None
        links = balanced_graph(c.n, c.d, seed, STEPS if seed in preferred else GENERIC_STEPS)
        if links is None:
            continue
        topo = Topology(links, "duplex", name=f"balanced diameter-2 (seed {seed})")
        if problem.workload.groups:
            rings = uniform_ring_mix(links, hamiltonian_cycles(links, seed))
            sol = None if rings is None else hamiltonian.route_rings(problem, topo, rings)
        else:
            try:
                sol = problem.start_solution(topo)
            except (TopomilpInputError, VerificationError) as exc:      # a start is optional
                log.debug("balanced graph seed %d is no start: %s", seed, exc)
                sol = None
        if sol is not None and sol.throughput >= ub * (1 - TOL):
            log.info("joint_topology warm start: balanced diameter-2 graph (seed %d) meets the bound", seed)
            return sol
    return None


__all__ = ["DEEP_ANNEAL_STEPS", "DEEP_KICKS", "DEEP_PREFERRED", "DEEP_SEEDS", "DEEP_SLACK", "DEEP_STALE",
           "DEEP_TEMPERATURE", "DFS_STEPS", "GENERIC_STEPS", "MAX_CYCLES", "MAX_FAILURES", "PREFERRED_SEEDS",
           "REPAIR_TRIES", "SEEDS", "STEPS", "TEMPERATURE", "TOL", "applies", "balanced_graph", "balanced_start",
           "deep_applies", "deep_graph", "deep_route", "deep_search", "deep_start", "hamiltonian_cycles",
           "uniform_ring_mix"]
