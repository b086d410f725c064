"""Hamiltonian ring mixes on Cayley graphs (formulations/joint_topology.md, (J10e)): a
start that meets the port bound (J5) for an AllReduce over all nodes when ``d`` is odd.

With ``d`` even under duplex the coprime-stride circulant (J10c) splits the ring volume
over ``d`` arc-disjoint directed Hamiltonian rings. With ``d`` odd (``n`` even) some
port is a perfect matching, which no single ring can fill. Here the ring volume is
spread *fractionally*: on a Cayley graph ``Cay(G, S)`` (arcs ``x -> x s``), a directed
Hamiltonian cycle ``H`` that leaves ``c_s`` of its nodes by generator ``s``, together
with its ``n`` left translates ``t H`` at weight ``1 / n`` each, puts ``c_s / n`` of one
ring on every arc of generator ``s`` (J10e). A convex combination of such cycles whose
averaged counts are all ``n / d`` loads every arc with exactly ``1 / d`` of the ring:
the port bound (J5) is met, so the start is optimal (rings.md (R-7)).

* :func:`duplex_generator_sets` — inverse-closed generator sets of ``d`` ports;
* :func:`hamiltonian_cycle` — one directed Hamiltonian cycle (seeded randomised
  depth-first search with a preferred generator);
* :func:`uniform_mix` — the convex combination (one small LP), or ``None``;
* :func:`hamiltonian_mix` — the first Cayley graph of the :func:`~topomilp.exact.joint.starts.metacyclic_groups`
  of order ``n`` that has one, with its rings;
* :func:`hamiltonian_start` — that graph routed with those rings (a :class:`JointSolution`);
* :func:`moore_start` — (J10f) for uniform traffic (with or without one AllReduce over all
  nodes): the first Cayley graph with the Moore distance profile whose routing, with
  Hamiltonian translates as ring columns, meets the bound (J6').

>>> name, links, rings, weights = hamiltonian_mix(10, 3)
>>> links.sum(axis=1).tolist() == [3] * 10, abs(sum(weights) - 1) < 1e-9
(True, True)

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433), whose TotientPerms builds the AllReduce
from arc-disjoint Hamiltonian rings; here the rings are mixed fractionally.
"""

from __future__ import annotations

import itertools
import logging
from typing import TYPE_CHECKING, Iterator, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import deadline as DL
from topomilp.exact.base import solve
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.solution import JointSolution
from topomilp.exact.joint.starts import metacyclic_groups
from topomilp.exact.routing import RoutingProblem, RoutingSolution
from topomilp.model import Topology
from topomilp.utils import hop_distances

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

log = logging.getLogger(__name__)

#: Generator sets tried per group (each: up to :data:`CYCLES_PER_SET` cycles and one LP).
MAX_GENERATOR_SETS = 60
#: Hamiltonian cycles searched per generator set (``2 * d`` preference runs at most, then
#: seeded random orders).
CYCLES_PER_SET = 24
#: Depth-first steps allowed per cycle search.
DFS_STEPS = 4_000
#: Failed cycle searches after which a generator set is given up.
MAX_FAILURES = 3
#: Seconds the routing LP of the final start may take.
MIX_LP_SECONDS = 20.0
#: (J10f) most Moore-profile Cayley graphs routed.
MOORE_SCREENS = 4


def duplex_generator_sets(tab: np.ndarray, d: int) -> Iterator[tuple[int, ...]]:
    """Sets ``S`` of distinct non-identity elements of the group with multiplication table
    ``tab`` (identity ``0``), closed under inverses, with ``d`` ports (an involution costs
    one port, a pair ``{g, g^-1}`` two), in lexicographic order of their slots.

    >>> tab = metacyclic_groups(6)[0][1]              # Z6 (as Z1 x| Z6)
    >>> list(duplex_generator_sets(tab, 3))[:2]
    [(3, 1, 5), (3, 2, 4)]
    """
    n = len(tab)
    inv = np.argmax(tab == 0, axis=1)
    invols = [g for g in range(1, n) if inv[g] == g]
    pairs = sorted({(min(g, int(inv[g])), max(g, int(inv[g]))) for g in range(1, n) if inv[g] != g})
    for k in range(d % 2, min(len(invols), d) + 1, 2):
        for inv_part in itertools.combinations(invols, k):
            for pair_part in itertools.combinations(pairs, (d - k) // 2):
                yield tuple(inv_part) + tuple(g for p in pair_part for g in p)


def hamiltonian_cycle(tab: np.ndarray, gens: Sequence[int], prefer: int | None, rng: np.random.Generator,
                      steps: int = DFS_STEPS) -> list[int] | None:
    """A directed Hamiltonian cycle of ``Cay(G, gens)`` from the identity, as the list of
    generator indices it takes at each of its ``n`` nodes (``None`` if the search runs
    out of ``steps``). Depth-first, trying at each node ``gens[prefer]`` first (if given)
    and the others in a seeded random order; a cycle biased towards one generator.

    >>> tab = metacyclic_groups(6)[0][1]
    >>> hamiltonian_cycle(tab, (1, 5), 0, np.random.default_rng(0))
    [0, 0, 0, 0, 0, 0]
    """
    n, k = len(tab), len(gens)
    visited = np.zeros(n, dtype=bool)
    visited[0] = True
    path, choice, orders = [0], [], []

    def order() -> list[int]:
        o = [int(i) for i in rng.permutation(k)]
        if prefer is not None:
            o.remove(prefer)
            o.insert(0, prefer)
        return o

    orders.append(order())
    for _ in range(steps):
        x = path[-1]
        if len(path) == n:
            closing = [i for i in orders[-1] if tab[x, gens[i]] == 0]
            if closing:
                return choice + [closing[0]]
        nxt = None
        while orders[-1]:
            i = orders[-1].pop(0)
            y = int(tab[x, gens[i]])
            if not visited[y] and len(path) < n:
                nxt = (i, y)
                break
        if nxt is None:                                  # backtrack
            if len(path) == 1:
                return None
            visited[path.pop()] = False
            choice.pop()
            orders.pop()
            continue
        i, y = nxt
        visited[y] = True
        path.append(y)
        choice.append(i)
        orders.append(order())
    return None


def uniform_mix(counts: np.ndarray, d: int) -> np.ndarray | None:
    """Weights ``w >= 0`` with ``counts.T @ w = n / d`` for every generator (so they sum
    to one), ``counts[j, s]`` the nodes at which cycle ``j`` takes generator ``s``
    (rows summing to ``n``): (J10e). ``None`` if there are none (one LP, HiGHS), or when
    the enclosing solve's deadline stops the LP.

    >>> counts = np.array([[3, 0, 3], [0, 3, 3], [6, 0, 0], [0, 6, 0]])
    >>> (counts.T @ uniform_mix(counts, 3)).round(9).tolist()
    [2.0, 2.0, 2.0]
    """
    from scipy.optimize import linprog

    n = int(counts[0].sum())
    target = np.full(counts.shape[1], n / d)
    res = linprog(np.zeros(len(counts)), A_eq=counts.T.astype(float), b_eq=target, bounds=(0, None),
                  method="highs", options=DL.linprog_options())
    if res.status != 0:
        return None
    w = np.clip(res.x, 0.0, None)
    return w if np.allclose(counts.T @ w, target, rtol=0, atol=1e-9 * n) else None


def _cycles(tab: np.ndarray, gens: Sequence[int], seed: int) -> list[list[int]]:
    """Up to :data:`CYCLES_PER_SET` distinct cycles: two searches preferring each
    generator, then unbiased ones; given up after :data:`MAX_FAILURES` failed searches."""
    rng = np.random.default_rng(seed)
    out: dict[tuple[int, ...], None] = {}
    prefs: list[int | None] = [i for i in range(len(gens)) for _ in (0, 1)]
    tries = failures = 0
    while len(out) < CYCLES_PER_SET and tries < 3 * CYCLES_PER_SET and failures < MAX_FAILURES:
        if DL.expired():
            break
        cyc = hamiltonian_cycle(tab, gens, prefs[tries] if tries < len(prefs) else None, rng)
        tries += 1
        if cyc is None:
            failures += 1
        else:
            out.setdefault(tuple(cyc), None)
    return [list(c) for c in out]


def _connected(tab: np.ndarray, gens: Sequence[int]) -> bool:
    seen = np.zeros(len(tab), dtype=bool)
    seen[0] = True
    frontier = [0]
    while frontier:
        nxt = {int(y) for x in frontier for y in tab[x, list(gens)]} - set(np.flatnonzero(seen).tolist())
        seen[list(nxt)] = True
        frontier = list(nxt)
    return bool(seen.all())


def hamiltonian_mix(n: int, d: int, seed: int = 0
                    ) -> tuple[str, np.ndarray, list[tuple[int, ...]], list[float]] | None:
    """The first Cayley graph (duplex, ``d`` ports) of the groups of order ``n`` of
    :func:`~topomilp.exact.joint.starts.metacyclic_groups` whose directed Hamiltonian
    cycles found (:func:`hamiltonian_cycle`) mix uniformly (:func:`uniform_mix`):
    ``(name, links, rings, weights)``, the rings the left translates of the cycles as node
    orders, each with its weight (summing to one), so that every arc carries exactly
    ``1 / d`` of one ring (J10e). ``None`` if none is found (at most
    :data:`MAX_GENERATOR_SETS` sets per group, until the deadline). Seeded."""
    for gname, tab in metacyclic_groups(n):
        for gens in itertools.islice(duplex_generator_sets(tab, d), MAX_GENERATOR_SETS):
            if DL.expired():
                return None
            if not _connected(tab, gens):
                continue
            cycles = _cycles(tab, gens, seed)
            if not cycles:
                continue
            counts = np.array([np.bincount(c, minlength=len(gens)) for c in cycles])
            w = uniform_mix(counts, d)
            if w is None:
                continue
            rings, weights = [], []
            for c, wj in zip(cycles, w):
                if wj > 0:
                    translates = _translates(tab, gens, c)
                    rings += translates
                    weights += [float(wj) / n] * len(translates)
            return f"cayley[{gname}]{tuple(gens)} hamiltonian mix", _cayley_links(tab, gens), rings, weights
    return None


def _cayley_links(tab: np.ndarray, gens: Sequence[int]) -> np.ndarray:
    n = len(tab)
    links = np.zeros((n, n), dtype=np.int64)
    for g in gens:
        np.add.at(links, (np.arange(n), tab[:, g]), 1)
    return links


def _translates(tab: np.ndarray, gens: Sequence[int], cycle: Sequence[int]) -> list[tuple[int, ...]]:
    """The ``n`` left translates ``t H`` (automorphisms of ``Cay(G, S)``) of the cycle
    ``H`` (generator indices from the identity) as node orders."""
    nodes = [0]
    for i in cycle[:-1]:
        nodes.append(int(tab[nodes[-1], gens[i]]))
    return [tuple(int(tab[t, x]) for x in nodes) for t in range(len(tab))]


def moore_applies(problem: "JointTopology") -> bool:
    """(J10f) is tried for duplex links, traffic invariant under every relabelling with MP
    traffic (uniform) and at most one AllReduce group (over all nodes, any ring order),
    no fixed links, no hop limit."""
    c, w, an = problem.cluster, problem.workload, problem.analysis
    return (c.duplex and an.symmetry == 2 and bool(np.any(w.mp > 0)) and len(w.groups) <= 1
            and an.fixed is None and problem.mp_hop_limit is None)


def moore_start(problem: "JointTopology", seed: int = 0) -> JointSolution | None:
    """(J10f) the first Cayley graph (the groups of (J10), inverse-closed generator sets of
    ``d`` distinct elements) whose every node has the Moore distance profile (one
    breadth-first search: vertex-transitive) and whose routing meets the problem's bound
    (J5)/(J6'): with an AllReduce group, the routing LP lists the left translates of up to
    :data:`CYCLES_PER_SET` directed Hamiltonian cycles as its rings (ring generation prices
    groups of more than 16 members heuristically and may miss them). At most
    :data:`MOORE_SCREENS` graphs are routed; ``None`` if none meets the bound."""
    if not moore_applies(problem):
        return None
    n, d = problem.cluster.n, problem.cluster.d
    moore = sum(moore_levels(n, d, duplex=True))
    ub = problem.throughput_upper_bound()
    screens = 0
    for gname, tab in metacyclic_groups(n):
        for gens in duplex_generator_sets(tab, d):
            if DL.expired() or screens >= MOORE_SCREENS:
                return None
            links = _cayley_links(tab, gens)
            dist = hop_distances(links, 0)
            if not np.all(np.isfinite(dist)) or dist.sum() > moore:
                continue
            screens += 1
            sol = _route(problem, Topology(links, "duplex", name=f"cayley[{gname}]{tuple(gens)} moore"),
                         tab, gens, seed)
            if sol is not None and sol.throughput >= ub * (1 - 1e-9):
                return sol
    return None


def _route(problem: "JointTopology", topo: Topology, tab: np.ndarray, gens: Sequence[int],
           seed: int) -> JointSolution | None:
    """``topo`` routed by the routing LP, its group's rings the translates of the
    Hamiltonian cycles found (none found: ``None``); verified."""
    rings = None
    if problem.workload.groups:
        rings = [r for c in _cycles(tab, gens, seed) for r in _translates(tab, gens, c)]
        if not rings:
            return None
    if rings is not None:
        return route_rings(problem, topo, rings)
    q = problem.start_search.screen_throughput(topo.links)           # the LP alone first: cheap
    if q is not None and q < problem.throughput_upper_bound() * (1 - 1e-9):
        return None
    try:
        return problem.start_solution(topo)
    except (TopomilpInputError, VerificationError) as exc:          # a start is optional
        log.debug("%s is no start: %s", topo.name, exc)
        return None


def applies(problem: "JointTopology") -> bool:
    """(J10e) is tried for duplex links, odd ``d``, even ``n``, traffic that is one
    AllReduce over all nodes in any ring order and nothing else, no fixed links."""
    c, w = problem.cluster, problem.workload
    return (c.duplex and c.d % 2 == 1 and c.n % 2 == 0 and not np.any(w.mp > 0) and len(w.groups) == 1
            and len(w.groups[0].members) == c.n and problem.analysis.free_rings and problem.analysis.fixed is None
            and problem.mp_hop_limit is None)


def hamiltonian_start(problem: "JointTopology", seed: int = 0) -> JointSolution | None:
    """(J10e) the topology of :func:`hamiltonian_mix` routed by the routing LP with its
    rings listed (a subset of "any"), or ``None`` (out of scope, none found, or the LP
    did not finish)."""
    if not applies(problem):
        return None
    found = hamiltonian_mix(problem.cluster.n, problem.cluster.d, seed)
    if found is None:
        return None
    name, links, rings, _ = found
    return route_rings(problem, Topology(links, problem.cluster.link_model, name=name), rings)


def route_rings(problem: "JointTopology", topo: Topology, rings: list[tuple[int, ...]]) -> JointSolution | None:
    """``topo`` routed by the routing LP with ``rings`` listed for the one group (a subset
    of "any"), verified; ``None`` if the LP gives no solution or a check fails."""
    try:
        prob = RoutingProblem(topo, problem.cluster, problem.workload, allreduce="mutable", rings=[rings])
        res = solve(prob, backend="highs", time_limit=min(MIX_LP_SECONDS, max(DL.remaining(1e6), 0.1)))
        if not isinstance(res.solution, RoutingSolution):
            return None
        s = res.solution
        sol = JointSolution(topo, s.plan, s.routing, s.routing, s.time_s, s.throughput)
        problem.verify(sol)
        return sol
    except (TopomilpInputError, VerificationError) as exc:          # a start is optional
        log.debug("%s is no start: %s", topo.name, exc)
        return None


__all__ = ["CYCLES_PER_SET", "DFS_STEPS", "MAX_FAILURES", "MAX_GENERATOR_SETS",
           "MIX_LP_SECONDS", "MOORE_SCREENS", "applies", "duplex_generator_sets",
           "hamiltonian_cycle", "hamiltonian_mix", "hamiltonian_start", "moore_applies", "moore_start", "route_rings",
           "uniform_mix"]
