"""Proven optima of ``joint_topology`` for uniform all-to-all traffic by enumerating every
topology that could beat the best one found (formulations/uniform_enumeration.md).

:func:`topomilp.exact.solve` runs it first for every instance in scope (:func:`applies`)
when ``backend="auto"`` (:meth:`topomilp.exact.joint.model.JointTopology.solve_strategy`).

The MILP's bound for uniform traffic is the Moore hop bound (J6'); when no topology meets
it (n = 12, d = 4, duplex: the best is 63/64 of it), branch and bound does not move the
bound in 600 s. This module proves the optimum another way:

1. every unit of flow of a pair at hop distance ``h`` uses ``h`` arcs, so a topology of
   total hop distance ``W`` carries at most ``n d B / (b W)`` iterations per second (E1);
   a topology can only beat an incumbent ``lambda_0`` if ``W <= W_max`` (E2);
2. ``W`` exceeds ``n`` times the per-node Moore sum by the total *excess* (E3); with an
   excess budget below ``n``, some node has the Moore profile (E4): ``d`` distinct
   neighbours, every other node two hops away; where (E9) holds (:func:`excess_one_root`,
   e.g. n = 20, d = 3), below ``2 n`` some node has excess 0 or the one shape of excess 1;
3. so every candidate has a relabelled copy in the layered normal form (E5) — root 0, its
   neighbours ``1..d``, the rest — which :func:`low_hop_multigraphs` enumerates, pruned
   by (E6);
4. the copies are reduced to isomorphism classes (:func:`isomorphism_classes`, nauty's
   canonical forms) and each is routed by the exact routing LP (E7), level by level of excess,
   until no topology of the next level can beat the best one: that one is optimal (E8).

>>> from topomilp import Cluster
>>> from topomilp.workloads import all_to_all
>>> from topomilp.exact.joint import JointTopology
>>> r = solve_uniform_by_enumeration(JointTopology(Cluster(8, 3), all_to_all(8)))
>>> r.status, r.backend
('optimal', 'enumeration+highs')

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — the topology space; the Moore bound and
the layered (breadth-first) normal form are the classical degree/diameter arguments.
"""

from __future__ import annotations

import itertools
import logging
import math
import time
from typing import Callable, Iterator, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.base import ExactResult, backend_version, solve
from topomilp.exact.joint import balancedstart, canonical, digraphs, hamiltonian, shortcycles
from topomilp.exact.joint.blocks import (
    bipartite_blocks,
    block_is_canonical,
    canonical_automorphisms,
    exact_multigraphs,
    leaf_multigraphs,
)
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.canonical import IsomorphismClasses
from topomilp.exact.joint.dualbound import path_length_bound
from topomilp.exact.result import Answer, finish
from topomilp.exact.rings import relaxed_ring_throughput, ring_family, route_with_ring_generation
from topomilp.exact.routing import RoutingProblem, RoutingSolution
from topomilp.exact.status import Status
from topomilp.exact.timeplan import ENUMERATION
from topomilp.model import Topology
from topomilp.utils import hop_distances, is_real

log = logging.getLogger(__name__)

#: Most elements of the tree's automorphism group used for (E5a)-(E5b) (all of them up to
#: d = 8 at depth 2 and d = 4 at depth 3; a subset beyond, see :func:`_leaf_group`).
GROUP_CAP = 40320

#: Largest cluster the enumeration takes on (the coverage grid goes to 16 nodes).
MAX_NODES = 20

#: Largest degree accepted (scope 2 <= d <= 8). The symmetry group of the root's
#: tree acts on its leaves (E5a); at d = 8 and depth 2 it has 8! elements.
MAX_DEGREE = 8

#: Relative gap under which a routing counts as meeting the relaxation (R-8) or the exact
#: ring generation's value (the LPs' own tolerances; as the joint strategy's ``GENERATED_GAP``).
CERTIFY_GAP = 1e-7


# --------------------------------------------------------------------------- data
def moore_sum(n: int, d: int) -> int:
    """The smallest total hop distance from one node of a degree-``d`` duplex topology
    on ``n`` nodes (E3): ``sum(moore_levels(n, d, duplex=True))``.

    >>> moore_sum(12, 4)          # 4 one-hop + 7 two-hop destinations
    18
    >>> moore_sum(12, 3)          # 3 + 6 two-hop + 2 three-hop destinations
    21
    """
    return int(sum(moore_levels(n, d, duplex=True)))


def check_size(n: int, d: int) -> None:
    """The layered normal form (E5) needs ``2 <= d <= MAX_DEGREE`` and ``d < n - 1`` (a
    complete graph has nothing to choose); any Moore depth (E5)."""
    if not 2 <= d <= MAX_DEGREE:
        raise TopomilpInputError("d", f"enumeration needs 2 <= d <= {MAX_DEGREE}", d)
    if not d < n - 1:
        raise TopomilpInputError("n", "enumeration needs d < n - 1 (with d = n - 1 the topology is complete)", n)


def level_sizes(n: int, d: int) -> list[int]:
    """The sizes ``s_1, ..., s_D`` of the breadth-first levels of a node with the Moore
    profile (E4): ``s_h = d (d-1)^(h-1)`` while the other nodes last, the rest in the
    last level.

    >>> level_sizes(12, 3), level_sizes(12, 4), level_sizes(10, 3)
    ([3, 6, 2], [4, 7], [3, 6])
    """
    lev = moore_levels(n, d, duplex=True)
    return [lev.count(h) for h in range(1, max(lev) + 1)]


def _leaf_group(d: int, depth: int, cap: int = GROUP_CAP) -> list[tuple[int, ...]]:
    """(E5a) the automorphisms of the root's tree of ``depth`` full levels (branching ``d``
    at the root, ``d - 1`` below), as permutations of its leaves (level ``depth``,
    numbered in breadth-first order): the root's children permuted, and below each
    node its children, independently. ``d! ((d-1)!)^d ...`` elements; at most ``cap`` of
    them (the identity first): a subset of the group keeps (E5a)-(E5b) valid, it only
    removes fewer relabelled copies. Stops at the current deadline
    (:class:`~topomilp.exact.deadline.DeadlineExpired`: 31 104 elements at d = 4, 0.05 s
    of CPU, rebuilt by every excess level at n = 20, d = 4)."""
    tick = DL.Ticker(every=1024, what="listing the Moore tree's automorphisms")

    def sub(branch: int, h: int) -> Iterator[tuple[int, ...]]:
        if h == 0:
            yield (0,)
            return
        below = list(itertools.islice(sub(d - 1, h - 1), cap))
        size = len(below[0])
        for top in itertools.permutations(range(branch)):
            for inner in itertools.product(below, repeat=branch):
                tick()
                yield tuple(top[c] * size + inner[c][x] for c in range(branch) for x in range(size))

    return list(itertools.islice(sub(d, depth), cap))


def moore_tree(n: int, d: int) -> tuple[np.ndarray, list[int], list[int], list[tuple[int, ...]]]:
    """(E5) the forced part of a topology whose node 0 has the Moore profile: the link
    matrix of its breadth-first tree through the full levels (every node of level ``h``
    joined by one link to ``d - 1`` children, node 0 to ``d``), the leaves (the last full
    level), the last level's nodes (the rest, possibly none) and the tree's
    automorphisms on the leaves (:func:`_leaf_group`). Nodes are numbered level by level.

    >>> links, leaves, last, group = moore_tree(12, 3)
    >>> leaves, last, len(group), int(links.sum()) // 2
    ([4, 5, 6, 7, 8, 9], [10, 11], 48, 9)
    """
    sizes = level_sizes(n, d)
    full, rest = (sizes[:-1], sizes[-1]) if len(sizes) > 1 else (sizes, 0)
    links = np.zeros((n, n), dtype=np.int64)
    start, prev = 1, [0]
    for size in full:
        cur = list(range(start, start + size))
        per = size // len(prev)
        for i, v in enumerate(cur):
            u = prev[i // per]
            links[u, v] = links[v, u] = 1
        prev, start = cur, start + size
    return links, prev, list(range(start, start + rest)), _leaf_group(d, len(full))


def total_hops(links: np.ndarray) -> float:
    """``W``: the sum of hop distances over ordered pairs (``inf`` if disconnected).

    >>> total_hops(np.ones((3, 3), dtype=int) - np.eye(3, dtype=int))
    6.0
    """
    return float(hop_distances(links).sum())


# --------------------------------------------------------------------------- enumeration
def _within_budget(a_b: np.ndarray, completions: Sequence[Sequence[tuple[int, int, int]]], last: Sequence[int],
                   eye: np.ndarray, bound: float, exact: bool) -> Iterator[np.ndarray]:
    """The link matrices ``a_b`` completed by each of ``completions`` (links among the
    ``last`` nodes) whose total hop distance is at most ``bound`` (``exact``: equal to
    it), screened in one batch by the (E6) lower bound on ``W`` before the exact count."""
    n = len(a_b)
    batch = np.repeat(a_b[None], len(completions), axis=0)
    idx = np.array([(g, last[i], last[j], v) for g, links in enumerate(completions) for i, j, v in links],
                   dtype=np.int64).reshape(-1, 4)
    batch[idx[:, 0], idx[:, 1], idx[:, 2]] = idx[:, 3]
    batch[idx[:, 0], idx[:, 2], idx[:, 1]] = idx[:, 3]
    adj = (batch > 0).astype(np.int64)
    two = (adj + adj @ adj + eye) > 0
    d1 = adj.sum(axis=2)
    r2 = two.sum(axis=2)
    lower = (d1 + 2 * (r2 - 1 - d1) + 3 * (n - r2)).sum(axis=1)       # (E6) lower bound on W
    for g in np.nonzero(lower <= bound)[0]:
        w = total_hops(batch[g])
        if w == bound or (w < bound and not exact):
            yield batch[g].copy()


def excess_one_root(n: int, d: int) -> bool:
    """(E9) whether a node of excess exactly 1 has only one shape, the Moore tree with one
    last-level node moved a level down: the last Moore level ``s_D`` cannot gain a node
    from a level ``D - 1`` one short, ``s_D + 1 > (d - 1) (s_{D-1} - 1)`` (``s_0 = 1``).
    Then every graph of excess below ``2 n`` is in the normal form (E4)-(E5), (E9).

    >>> excess_one_root(20, 3), excess_one_root(8, 3), excess_one_root(12, 3), excess_one_root(18, 4)
    (True, True, False, False)
    """
    sizes = [1] + level_sizes(n, d)
    return sizes[-1] + 1 > (d - 1) * (sizes[-2] - 1)


def max_budget(n: int, d: int) -> int:
    """The excess budgets the normal form covers are ``0 .. max_budget - 1``: ``2 n`` when
    a root of excess 1 has one shape (E9), else ``n`` (E4).

    >>> max_budget(20, 3), max_budget(12, 3)
    (40, 12)
    """
    return 2 * n if excess_one_root(n, d) else n


def low_hop_multigraphs(n: int, d: int, max_excess: int, *, exact: bool = False,
                        stats: dict | None = None,
                        limit: Callable[[], int] | None = None) -> Iterator[np.ndarray]:
    """Every loopless ``d``-regular multigraph on ``n`` nodes with total hop distance
    ``W <= n * moore_sum(n, d) + max_excess`` (``exact``: ``W ==``), each at least once
    up to relabelling, as symmetric link matrices in the layered normal form (E5): node 0
    has the Moore profile, its breadth-first tree (:func:`moore_tree`) is fixed, the
    links among its leaves, between the leaves and the last level, and inside the last
    level are enumerated, pruned by (E6)-(E6''). Needs ``0 <= max_excess < n`` (E4), or
    ``< 2 n`` where (E9) holds (:func:`max_budget`): from ``max_excess >= n`` on, a second
    pass roots the graphs at a node of excess 1 (one last-level node adjacent to no leaf).
    The current deadline stops it early. ``limit`` (not with ``exact``), read before each
    block, may lower the budget while it runs (a better incumbent found meanwhile).
    ``stats`` (a dict) receives ``candidates`` (normal-form graphs built) and
    ``complete`` (``False`` when the deadline stopped it).

    >>> sum(1 for _ in low_hop_multigraphs(10, 3, 0))      # the Petersen graph, once
    1
    >>> len(isomorphism_classes(low_hop_multigraphs(12, 3, 0)))    # depth 3: profile 3, 6, 2
    2
    """
    check_size(n, d)
    if not 0 <= max_excess < max_budget(n, d):
        raise TopomilpInputError("max_excess", f"must satisfy 0 <= max_excess < {max_budget(n, d)} (E4), (E9)",
                                 max_excess)
    stats = {} if stats is None else stats
    stats.update(candidates=0, complete=False)
    for empty in (0, 1) if max_excess >= n else (0,):                  # (E4) root of excess 0, (E9) of 1
        if empty and not exact and limit is not None and limit() < n:
            break                               # (E4): every graph left has a root of excess 0
        if not (yield from _rooted(n, d, max_excess, exact, empty, stats, limit)):
            return
    stats["complete"] = True


def _rooted(n: int, d: int, max_excess: int, exact: bool, empty: int, stats: dict,
            limit: Callable[[], int] | None) -> Iterator[np.ndarray]:
    """The normal-form graphs of :func:`low_hop_multigraphs` whose root has excess
    ``empty`` (0: (E5); 1: (E9), the last ``empty`` last-level nodes adjacent to no leaf);
    adds to ``stats["candidates"]``; returns ``False`` when the deadline stopped it."""
    try:
        base, leaves, last, group = moore_tree(n, d)
    except DL.DeadlineExpired:
        return False
    m, k = len(leaves), len(last)
    depth, girth = len(level_sizes(n, d)), shortcycles.applies(n, d)   # (E6') short cycles at depth >= 3
    far_hops = depth if depth in (2, 3) else 0          # (E6) far pairs cost at depth 2, (E6'') at 3
    tree_nb = shortcycles.masks(base) if girth else None
    w_moore = n * moore_sum(n, d)
    eye = np.eye(n, dtype=np.int64)
    tick = DL.Ticker(every=1, what="enumerating")
    leaf_blocks = leaf_multigraphs(m, [d - 1] * m, max_excess, tree_nb, leaves, d * (k - empty))  # (E5) C
    while True:
        try:
            cedges = next(leaf_blocks, None)
            autos = None if cedges is None else canonical_automorphisms(cedges, m, group)
        except DL.DeadlineExpired:
            return False
        if cedges is None:
            break
        if autos is None:
            continue
        cdeg = [sum(v for (i, j), v in cedges.items() if c in (i, j)) for c in range(m)]
        colsum = [d - 1 - x for x in cdeg]
        if sum(colsum) < k - empty:
            continue
        c_multi = 2 * sum(1 for v in cedges.values() if v > 1)
        a_c = base.copy()
        for (i, j), v in cedges.items():
            a_c[leaves[i], leaves[j]] = a_c[leaves[j], leaves[i]] = v
        c_state = shortcycles.state(a_c) if girth else None                    # (E6') on C
        c_spent = c_multi + (c_state[1].bit_count() if girth else 0)
        blocks = bipartite_blocks(k, d, colsum, max_excess - c_spent, c_state and (*c_state, last, leaves), empty)
        while True:                                                             # (E5) block B
            try:
                rows = next(blocks, None)
            except DL.DeadlineExpired:
                return False
            if tick.expired():
                return False
            if rows is None:
                break
            if not block_is_canonical(rows, autos):
                continue
            b_spent = c_multi + 2 * sum(1 for r in rows for x in r if x > 1)
            resid = [d - sum(r) for r in rows]
            if sum(resid) % 2:
                continue
            a_b = a_c.copy()
            if k:
                a_b[np.ix_(last, leaves)] = np.array(rows)
                a_b[np.ix_(leaves, last)] = np.array(rows).T
            short = shortcycles.short_nodes(a_b) if girth else None             # (E6') on C and B
            b_spent += short.bit_count() if girth else 0
            nbrs = shortcycles.masks(a_b) if far_hops or girth else None
            twins = [rows[i] == rows[i + 1] for i in range(k - 1)]
            cap = max_excess if limit is None or exact else min(max_excess, limit())
            if cap < b_spent:
                continue
            bound = w_moore + cap
            charged = None
            if empty and nbrs is not None:                  # (E9b) the nodes charged so far: short, multi-link
                charged = (short or 0) | sum(1 << int(v) for v in np.nonzero((a_b > 1).any(axis=1))[0])
            gen = exact_multigraphs(resid, cap - b_spent, nbrs, n - k, twins, far_hops, short, charged)  # (E5) D
            while True:
                try:
                    completions = list(itertools.islice(gen, 4096))
                except DL.DeadlineExpired:
                    return False
                if tick.expired():
                    stats["candidates"] += len(completions)
                    return False
                if not completions:
                    break
                stats["candidates"] += len(completions)
                yield from _within_budget(a_b, completions, last, eye, bound, exact)
    return True


def isomorphism_classes(graphs: Iterator[np.ndarray] | Sequence[np.ndarray]) -> list[np.ndarray]:
    """One link matrix per isomorphism class of ``graphs`` (first seen), exactly
    (:class:`topomilp.exact.joint.canonical.IsomorphismClasses`: nauty's canonical forms).

    >>> len(isomorphism_classes(low_hop_multigraphs(10, 3, 0)))    # Petersen is unique
    1
    """
    return canonical.isomorphism_classes(graphs, directed=False)


# --------------------------------------------------------------------------- solve
def _check_problem(problem) -> tuple[float, float]:
    """The instance classes enumeration proves (document, "Scope"); returns the bytes per
    ordered pair ``b`` and the ring bytes ``R`` (E1): the AllReduce groups' ``k * ring_bytes``."""
    if getattr(problem, "name", None) != "joint_topology":
        raise TopomilpInputError("problem", "enumeration proves joint_topology instances only", type(problem).__name__)
    c, w = problem.cluster, problem.workload
    family = ring_family(w, problem.rings)
    ring = 0.0
    for g, fam in zip(w.groups, family):
        if g.bytes_per_member <= 0:
            continue
        if set(g.members) != set(range(c.n)) or not fam.free:
            raise TopomilpInputError("workload", "enumeration needs traffic that every relabelling keeps: "
                                     "AllReduce groups over all nodes in any ring order (rings='any')")
        ring += g.k * g.ring_bytes
    mp = np.asarray(w.mp, dtype=float)
    off = mp[~np.eye(c.n, dtype=bool)]
    if off.size == 0 or off.min() <= 0 or off.max() != off.min():
        raise TopomilpInputError("workload.mp", "enumeration needs uniform all-to-all traffic "
                                 "(the same positive bytes between every ordered pair)")
    if problem.fixed_links is not None or problem.mp_hop_limit is not None or problem.chunks is not None:
        raise TopomilpInputError("problem", "enumeration needs no fixed_links, mp_hop_limit or chunks")
    if c.n > MAX_NODES:
        raise TopomilpInputError("n", f"enumeration proves clusters of at most {MAX_NODES} nodes (beyond, the "
                                 "candidates run to millions; the MILP and its size guard answer)", c.n)
    (check_size if c.duplex else digraphs.check_size)(c.n, c.d)
    return float(off[0]), ring


def applies(problem) -> bool:
    """Whether :func:`solve_uniform_by_enumeration` accepts ``problem`` (document, "Scope")."""
    try:
        _check_problem(problem)
    except TopomilpInputError:
        return False
    return True


def _moore_sum(cluster) -> int:
    """The per-node Moore sum of the cluster's link model: (E3) duplex, (D1) simplex."""
    return (moore_sum if cluster.duplex else digraphs.moore_sum)(cluster.n, cluster.d)


def _excess_budget(problem, b: float, ring: float, throughput: float) -> int:
    """(E2)-(E3) the largest excess of a topology that could strictly beat ``throughput``:
    ``b W + R < n d B / lambda_0``."""
    c = problem.cluster
    w_limit = (c.n * c.d * c.link_bytes_per_s / throughput - ring) / b    # (E1)-(E2)
    w_max = math.ceil(w_limit * (1 - 1e-9)) - 1
    return w_max - c.n * _moore_sum(c)


def solve_uniform_by_enumeration(problem, *, incumbent=None, time_limit: float = 600.0,
                                 stats: dict | None = None) -> ExactResult:
    """Prove the optimum of a ``joint_topology`` instance with uniform all-to-all traffic
    on duplex links (formulations/uniform_enumeration.md, (E1)-(E8)).

    The topologies are enumerated by excess level ``e = 0, 2, 4, ...`` (duplex hop sums
    are even) until one is found (E8a), then in one pass over every excess up to the
    budget of the best one, a budget that shrinks whenever a better one is found (E8b);
    each new isomorphism class is routed by the exact routing LP as soon as it is found.
    ``incumbent`` (a topology or solution, optional; routed by
    :meth:`~topomilp.exact.joint.model.JointTopology.start_solution`; without one, the
    model's own :meth:`~topomilp.exact.joint.model.JointTopology.auto_start`, within
    :data:`topomilp.exact.timeplan.ENUMERATION`'s ``start`` phase, after the Moore-profile Cayley
    start (J10f) in its ``moore start`` phase where it applies; the better of the two kept)
    lowers the budget from the start; one that meets the bound ends the search at once. At
    Moore depth 3 with ``d >= 4`` the LP-scored low-hop graph (J10l) runs in its ``deep
    start`` phase before the model's own start (with a caller's start too, unless it meets
    the bound) and replaces whichever start it beats.

    Returns an :class:`ExactResult` (backend ``"enumeration+highs"``): ``optimal`` when
    every class that could beat the answer was routed to proven optimality within
    ``time_limit``; otherwise ``feasible`` with the Moore bound (J6') and its gap, and the
    reason in ``message`` (or ``timeout`` with no solution). The returned solution is
    re-checked by ``problem.verify``. ``stats`` (a dict), when given, receives
    ``levels`` (excess levels of (E8a), then the range ``"a..b"`` of (E8b)),
    ``candidates`` (normal-form graphs built),
    ``classes``, ``lps`` (routing LPs solved), ``wall_s``, and where they happened
    ``bounded`` (classes not routed: their (R-8) or HiGHS screen cannot beat the best)
    and ``certified`` (heuristic ring pricing made exact, (E7')).
    """
    b, ring = _check_problem(problem)
    if not is_real(time_limit) or not time_limit > 0:
        raise TopomilpInputError("time_limit", "must be a positive number of seconds", time_limit)
    t0 = time.perf_counter()
    with DL.deadline_scope(float(time_limit)) as dl:
        search = _Enumeration(problem, b, ring, dl)
        search.best = problem.start_solution(incumbent) if incumbent is not None else None
        if search.best is None and hamiltonian.moore_applies(problem):    # (J10f) in a phase of its own
            with ENUMERATION.phase("moore start", time_limit):
                search.best = hamiltonian.moore_start(problem) or balancedstart.balanced_start(problem)
        deep = None                                                      # (J10l) Moore depth 3, d >= 4
        if balancedstart.deep_applies(problem) and (search.best is None or
                                                    search.best.throughput < search.ub * (1 - 1e-9)):
            with ENUMERATION.phase("deep start", time_limit):            # also after a caller's start
                found = balancedstart.deep_search(problem)
            # routed after the phase, in the call's time (a search cut by its phase still counts)
            deep = None if dl.expired() else balancedstart.deep_route(problem, found)
            if deep is not None and (deep.throughput >= search.ub * (1 - 1e-9) or
                                     (search.best is not None and deep.throughput > search.best.throughput)):
                search.best = deep
        if search.best is None:                                          # (E8) the model's own start
            with ENUMERATION.phase("start", time_limit):
                search.best = problem.auto_start(moore=False)
            if deep is not None and (search.best is None or deep.throughput > search.best.throughput):
                search.best = deep
        level = search.first_levels()
        if search.best is not None and search.budget() >= level and not search.failure and not dl.expired():
            level = search.one_pass(level)
        message, proven = search.outcome(level)
    wall = time.perf_counter() - t0
    search.counts["classes"] = len(search.classes.representatives)
    search.counts["wall_s"] = wall
    if stats is not None:
        stats.update(search.counts)
    best, ub = search.best, search.ub
    if best is None:
        answer = Answer(Status.TIMEOUT, bound=ub, message=message)
    elif proven:
        answer = Answer(Status.OPTIMAL, solution=best, message=message)      # bound: the verified objective
    else:
        answer = Answer(Status.FEASIBLE, bound=ub, solution=best, message=message)
    return finish(problem, answer, backend="enumeration+highs", version=backend_version("highs"), wall_s=wall)


class _Enumeration:
    """The state of one enumeration proof: the best topology, the classes routed, the
    counters; (E7) :meth:`route`, (E8a) :meth:`first_levels`, (E8b) :meth:`one_pass`."""

    def __init__(self, problem, b: float, ring: float, dl: DL.Deadline) -> None:
        c = problem.cluster
        self.problem, self.b, self.ring, self.dl = problem, b, ring, dl
        self.n, self.d = c.n, c.d
        self.ub = problem.throughput_upper_bound()
        self.best = None
        self.counts: dict = {"levels": [], "candidates": 0, "classes": 0, "lps": 0}
        self.base = c.n * _moore_sum(c)
        self.classes = IsomorphismClasses(directed=not c.duplex)
        self.generate = low_hop_multigraphs if c.duplex else digraphs.low_hop_digraphs
        self.step = 2 if c.duplex else 1                                # duplex: W is even
        self.top = max_budget(c.n, c.d) if c.duplex else c.n            # budgets covered: (E4), (E9)
        self.failure: list[str] = []

    def route(self, a: np.ndarray, label: str) -> None:                 # (E7)
        c, problem = self.problem.cluster, self.problem
        topo = Topology(a, c.link_model, name=f"enumerated[{label}, class {len(self.classes.representatives)}]")
        if self.best is not None and path_length_bound(a, self.b, self.ring / self.n, c.link_bytes_per_s) <= \
                self.best.throughput * (1 + 1e-9):                      # (E7''): no LP at all
            self.counts["bounded"] = self.counts.get("bounded", 0) + 1
            return
        bound = self.relaxed_bound(a)                                   # generated rings only
        if bound is None:                        # else straight in HiGHS, exact: a screen before PuLP
            bound = problem.start_search.screen_throughput(a)
        if bound is not None and self.best is not None and bound <= self.best.throughput * (1 + 1e-9):
            self.counts["bounded"] = self.counts.get("bounded", 0) + 1  # cannot beat the best: no routing
            return
        if self.dl.expired():                   # no routing LP past the deadline: the level stays unfinished
            return
        res = solve(RoutingProblem(topo, c, problem.workload, allreduce="mutable", rings=problem.rings),
                    backend="highs", time_limit=max(self.dl.remaining(), DL.MIN_SECONDS))
        self.counts["lps"] += 1
        sol = res.solution if isinstance(res.solution, RoutingSolution) else None
        if res.status != "optimal" and sol is not None and bound is not None:
            sol, done = self.certify(topo, sol, bound)
            if done:
                return
        elif res.status != "optimal":
            sol = None
        if sol is None:
            if not self.dl.expired():           # else the deadline cut it: the level stays unfinished
                self.failure.append(f"routing LP of {topo.name} ended {res.status}: {res.message}")
            return
        if self.best is None or sol.throughput > self.best.throughput * (1 + 1e-9):       # (E8)
            self.best = problem.solution_class(topo, sol.plan, sol.routing, sol.routing, sol.time_s,
                                               sol.throughput)

    def relaxed_bound(self, a: np.ndarray) -> float | None:
        """(R-8) (formulations/rings.md) an upper bound on the throughput of every routing
        of ``a``, when some AllReduce group's rings are generated (else ``None``)."""
        problem = self.problem
        family, norm = problem.analysis.routing_family, problem.analysis.norm
        if not any(gr.generated for gr in family):
            return None
        groups = problem.workload.groups
        ring_bytes = [g.ring_bytes / norm if g.bytes_per_member > 0 else 0.0 for g in groups]
        q = relaxed_ring_throughput(a, problem.workload.mp / norm, family, ring_bytes)
        return None if q is None else q * problem.cluster.link_bytes_per_s / norm

    def certify(self, topo: Topology, sol: RoutingSolution, bound: float) -> tuple[RoutingSolution | None, bool]:
        """A routing ``sol`` of ``topo`` whose ring pricing was heuristic: exact when it
        meets the relaxation ``bound`` (R-8); else ring generation again with exact
        pricing up to 20 members (R-4), one group only. Returns ``(solution, done)``:
        the exact routing (``done`` false: route it on as usual), or ``done`` when the
        exact value cannot beat the best; ``(None, False)`` without a certificate."""
        if sol.throughput >= bound * (1 - CERTIFY_GAP):
            self.counts["certified"] = self.counts.get("certified", 0) + 1
            return sol, False
        problem, w = self.problem, self.problem.workload
        family, norm = problem.analysis.routing_family, problem.analysis.norm
        if len(w.groups) != 1 or len(w.groups[0].members) > 20:
            return None, False
        gen = route_with_ring_generation(topo.links, w.mp / norm, family, [w.groups[0].ring_bytes / norm],
                                         exact_up_to=20)
        if not gen.converged:
            return None, False
        exact = gen.throughput * problem.cluster.link_bytes_per_s / norm
        if self.best is not None and exact <= self.best.throughput * (1 + 1e-9):
            return None, True                                           # the class cannot beat the best
        res = solve(RoutingProblem(topo, problem.cluster, w, allreduce="mutable", rings=[list(gen.rings[0])]),
                    backend="highs", time_limit=max(self.dl.remaining(), DL.MIN_SECONDS))
        self.counts["lps"] += 1
        if res.status != "optimal" or not isinstance(res.solution, RoutingSolution) or \
                res.solution.throughput < exact * (1 - CERTIFY_GAP):
            return None, False
        self.counts["certified"] = self.counts.get("certified", 0) + 1
        return res.solution, False

    def budget(self) -> int:
        return self.n if self.best is None else _excess_budget(self.problem, self.b, self.ring,
                                                               self.best.throughput)

    def first_levels(self) -> int:
        """(E8a) levels e = 0, 2, ... until one holds a topology (or none can beat the
        best); the first level not finished."""
        n, d, counts, budget = self.n, self.d, self.counts, self.budget
        level, found = 0, False
        while not found and level < self.top and budget() >= level and not self.failure and not self.dl.expired():
            counts["levels"].append(level)
            gen_stats: dict = {}
            cut = False
            for a in self.generate(n, d, level, exact=True, stats=gen_stats):
                found = True
                if self.classes.add(a):
                    self.route(a, f"excess {level}")
                if self.failure or self.dl.expired():
                    cut = True
                    break
                if budget() < level:                                    # (E8a) nothing here can beat it
                    gen_stats["complete"] = True
                    break
            counts["candidates"] += gen_stats.get("candidates", 0)
            log.info("enumeration: excess %d: %d classes so far, best %s (bound %.6g)", level,
                     len(self.classes.representatives),
                     None if self.best is None else f"{self.best.throughput:.6g}", self.ub)
            if cut or not gen_stats.get("complete", False):
                break                                                   # level not finished
            level += self.step
        return level

    def one_pass(self, level: int) -> int:
        """(E8b) one pass over every excess from ``level`` up to the budget, which shrinks
        as the best improves; the first level not finished."""
        budget, base = self.budget, self.base
        top = min(budget(), self.top - 1)
        self.counts["levels"].append(f"{level}..{top}")
        gen_stats: dict = {}
        for a in self.generate(self.n, self.d, top, stats=gen_stats, limit=lambda: min(budget(), top)):
            w = total_hops(a)
            if w < base + level or w > base + budget():          # routed in (E8a) / cannot beat the best
                continue
            if self.classes.add(a):
                self.route(a, f"excess {int(w - base)}")
            if self.failure or self.dl.expired():
                break
        self.counts["candidates"] += gen_stats.get("candidates", 0)
        log.info("enumeration: excess %d..%d: %d classes in all, best %.6g (bound %.6g)", level, top,
                 len(self.classes.representatives), self.best.throughput, self.ub)
        return top + 1 if gen_stats.get("complete", False) else level

    def outcome(self, level: int) -> tuple[str, bool]:
        """The message and whether the best is proven optimal."""
        if self.failure:
            return self.failure[0], False
        if self.best is not None and self.budget() < level:
            return "", True
        if self.dl.expired():
            return "time limit reached while enumerating", False
        rule = "2n" if self.top > self.n else "n"
        return (f"the optimum may need excess >= {rule} = {self.top} ((E4), (E9)): not provable by enumeration",
                False)
