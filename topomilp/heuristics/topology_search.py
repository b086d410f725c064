"""``topology_search``: a designer for the ``joint_topology`` problem at TopoOpt's scale
(tens to hundreds of servers), where the exact model is out of reach.

It searches the structured families the small proven optima come from, scores candidates
exactly where that is cheap, and keeps TopoOpt's own constructions in the race
(formulations/scale_bounds.md, "The designer"):

1. **Cayley graphs** of Z_n (circulants) and, for uniform MP traffic, of other groups of
   order ``n`` (metacyclic ``Z_m x|_r Z_k``, a seeded sample of ``GROUPS - 1``): generator
   sets are searched by a seeded hill climb on the traffic-weighted distance sum from the
   identity (a BFS over the group table, microseconds per candidate: the surrogate), and
   the best ``LP_CANDIDATES`` sets per group are scored by the one-source LP (S1)-(S4) of
   :mod:`topomilp.heuristics.cayley` — the exact optimal routing for MP traffic invariant
   under the group (AllReduce: rings along generators of order ``n``, shares free; in
   groups without one, a greedy ring routed like MP). The best Cayley graph for uniform
   traffic is a candidate for any traffic (a good general-purpose expander).
   **Lifts** of small base graphs (:mod:`topomilp.heuristics.voltage`), for traffic
   invariant under their shift, are searched the same way and scored by the orbit LP
   (S9)-(S12), after the Cayley graphs, in their own seeded stream.
2. **A pool of constructions** for any traffic: :mod:`topomilp.heuristics.skew_expander`
   for skewed MP traffic (first, its routing takes a share of the time), the two-stage
   designs of :mod:`topomilp.heuristics.bicoset` and :mod:`topomilp.heuristics.partner_rings`
   where they apply (two pipeline stages), TotientPerms,
   TopologyFinder in paper
   mode (and with every feasible forced degree split when there are AllReduce groups),
   its reference mode and a seeded random regular graph; each scored with its own plan and
   routing and (``n <= ECMP_MAX_N``) with ECMP routing, the better kept.
3. **Re-scoring**, most promising first by the topology's own lower bound (S5): the best
   candidates whose time is not already an exact optimum of their topology are routed by
   multiplicative weights (:mod:`topomilp.heuristics.mwu_routing`, any size), then get the
   routing LP (:class:`~topomilp.exact.routing.RoutingProblem`, AllReduce rings in any
   order) while the size guard's estimate fits the time left; a routing replaces theirs
   when faster.

The time limit bounds the whole call (one :func:`~topomilp.exact.deadline.deadline_scope`;
inside an enclosing scope — the bench opens one per row — the earlier end wins; a step
that cannot be interrupted is not started when its expected cost does not fit). Every
random choice takes ``seed``. The result's time is the evaluator's value of the returned
topology, plan and routing (docs/design.md §2): an upper bound on the optimum.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import all_to_all
>>> c, w = Cluster(16, 4), all_to_all(16)
>>> r = topology_search(c, w, seed=0, time_limit=30)
>>> r.topology.meets_degree(c), round(r.info["time_s"] * 1e3, 3)    # ms; the bound is 8.32 ms
(True, 9.102)
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from topomilp.errors import TopomilpError, TopomilpInputError
from topomilp.exact import deadline
from topomilp.exact.timeplan import TOPOLOGY_SEARCH
from topomilp.heuristics import skew_expander
from topomilp.heuristics.base import HeuristicResult
from topomilp.heuristics.cayley import (
    cayley_time_bounds,
    circulant_lp,
    circulant_routing,
    element_order,
    group_inverse,
    groups_of_order,
    invariant_traffic,
    offset_distances,
)
from topomilp.heuristics.voltage import lift_bound
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.routing import ECMPRouting
from topomilp.utils import check_int

log = logging.getLogger(__name__)

#: time limit when neither the caller nor an enclosing deadline gives one (the bench's default)
DEFAULT_TIME_LIMIT = 30.0
#: generator sets scored by the surrogate per hill climb (a budget, so the search is
#: deterministic under its seed unless the time limit cuts it short)
CLIMB_EVALS = 3000
#: distinct generator sets per group scored by the one-source LP
LP_CANDIDATES = 4
#: groups of order n tried for uniform traffic (Z_n and a seeded sample of others)
GROUPS = 6
#: pool members are also scored with ECMP routing up to this many nodes (slow beyond)
ECMP_MAX_N = 128
#: TopologyFinder beyond ECMP_MAX_N nodes on dense MP traffic of unequal weights runs only
#: with this much time left (its sparse Blossom rounds took 35 s at n = 432, d = 8 on
#: ``skewed``, 1.3-1.7 s on ``hybrid``, ``dlrm_like`` and ``all_to_all``)
SLOW_BUILD_S = 60.0
#: candidates routed by multiplicative weights at most (their share of the time left:
#: :data:`~topomilp.exact.timeplan.TOPOLOGY_SEARCH`, phase "mwu")
MWU_CANDIDATES = 3
#: candidates given the exact routing LP at most
EXACT_CANDIDATES = 3
#: share of the time limit kept for the bound of a winning Cayley graph or lift (uniform
#: traffic at n = 432: 1.3-3 s on a loaded machine)
FINAL_RESERVE = 0.1


@dataclass(eq=False)
class Candidate:
    """A scored design: ``time_s`` is the evaluator's value of ``result``; ``exact``:
    that time is already the optimum of the topology's routing (no LP needed)."""

    name: str
    time_s: float
    result: HeuristicResult
    exact: bool = False
    notes: dict[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- Cayley graphs
def generator_links(tab: np.ndarray, gens: tuple[int, ...]) -> np.ndarray:
    """Links ``x -> x g`` for every ``g`` in ``gens`` (a multiset)."""
    n = tab.shape[0]
    links = np.zeros((n, n), dtype=np.int64)
    x = np.arange(n)
    for g in gens:
        np.add.at(links, (x, tab[x, g]), 1)
    return links


def search_generators(tab: np.ndarray, d: int, duplex: bool, w: np.ndarray, rng: np.random.Generator,
                      until: float, ring_order: bool = False,
                      evals: int = CLIMB_EVALS) -> list[tuple[float, tuple[int, ...]]]:
    """Seeded hill climb over generator sets of the group of ``tab``: ``d // 2`` pairs
    ``{g, g^-1}`` (``g != g^-1``) plus one involution for odd ``d`` under duplex, ``d``
    distinct elements under simplex (with ``ring_order``: elements of order ``n`` only),
    on the distance sum from the identity weighted by ``w`` (uniform when ``w`` is 0),
    restarted from seeded random sets until ``evals`` distinct sets are scored (or the
    clock reaches ``until``, which only a binding time limit does). Returns ``(surrogate,
    generators with inverses)`` of every connected set met, best first."""
    n = tab.shape[0]
    inv = group_inverse(tab)
    elems = np.arange(1, n)
    if ring_order:
        elems = np.array([g for g in elems if element_order(tab, int(g)) == n], dtype=np.int64)
    if duplex:
        pool = elems[elems < inv[elems]]
        invols = [int(g) for g in range(1, n) if inv[g] == g]
        k, extra = d // 2, ([invols[int(rng.integers(len(invols)))]] if d % 2 and invols else [])
        if d % 2 and not invols:
            return []
    else:
        pool, k, extra = elems, d, []
    if k == 0 or pool.size < k:
        return [] if k else [(0.0, tuple(extra))]
    weights = w if w[1:].any() else np.ones(n)
    seen: dict[tuple[int, ...], float] = {}

    def full(reps: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(list(reps) + ([int(inv[g]) for g in reps] if duplex else []) + extra))

    def score(reps: tuple[int, ...]) -> float:
        if reps not in seen:
            dist = offset_distances(n, full(reps), tab)
            seen[reps] = float((weights * dist).sum()) if np.isfinite(dist).all() else math.inf
        return seen[reps]

    first = True
    while time.perf_counter() < until and len(seen) < evals:
        cur = tuple(sorted(int(x) for x in (pool[:k] if first else rng.choice(pool, size=k, replace=False))))
        first = False
        best = score(cur)
        improved = True
        while improved and time.perf_counter() < until and len(seen) < evals:
            improved = False
            for i in range(k):
                for s in rng.choice(pool, size=min(pool.size, 24), replace=False):
                    cand = tuple(sorted(cur[:i] + (int(s),) + cur[i + 1:]))
                    if int(s) in cur or score(cand) >= best:
                        continue
                    cur, best, improved = cand, score(cand), True
                    break
        if len(seen) >= math.comb(int(pool.size), k):
            break
    return sorted((v, full(r)) for r, v in seen.items() if math.isfinite(v))


def _cayley_candidates(cluster: Cluster, workload: Workload, rng: np.random.Generator,
                       dl: deadline.Deadline, info: dict[str, Any]) -> list[Candidate]:
    """Cayley graphs scored by the one-source LP: for traffic invariant under Z_n (any
    group when the MP traffic is uniform), and the best one for uniform traffic."""
    n, d, duplex = cluster.n, cluster.d, cluster.duplex
    w_cyc = invariant_traffic(workload)
    uniform_mp = w_cyc is not None and bool(w_cyc[1:].all()) and np.ptp(w_cyc[1:]) == 0
    need_ring = any(g.bytes_per_member > 0 for g in workload.groups)
    general = w_cyc is None and not skew_expander.applies(cluster, workload)   # skewed: skew_expander's
    groups = groups_of_order(n, GROUPS if (uniform_mp or general) else 1, rng)
    runs: list[tuple[str, np.ndarray, bool]] = []
    for gname, tab in groups:
        runs.append((gname, tab, False))
        if need_ring and gname == groups[0][0]:
            runs.append((gname, tab, True))       # every generator a ring over all nodes
    per_run = TOPOLOGY_SEARCH.share("climb") * dl.remaining() / len(runs)
    out: list[Candidate] = []
    for gname, tab, ring_order in runs:
        if dl.expired():
            break
        w = invariant_traffic(workload, tab) if w_cyc is not None else None
        sets = search_generators(tab, d, duplex, w if w is not None else np.zeros(n), rng,
                                 time.perf_counter() + per_run, ring_order)[:LP_CANDIDATES]
        info.setdefault("cayley_sets", {})[gname + (" (rings)" if ring_order else "")] = len(sets)
        best: tuple[float, tuple[int, ...]] | None = None
        for _, gens in sets:
            if w is None or dl.expired():
                best = best or (math.inf, gens)
                break
            offs: dict[int, int] = {}
            for g in gens:
                offs[g] = offs.get(g, 0) + 1
            cyc = gname == groups[0][0]
            try:
                t, _, _ = circulant_lp(n, offs, w, float(sum(g.ring_bytes for g in workload.groups
                                                              if g.bytes_per_member > 0)) if cyc else 0.0,
                                       cluster.link_bytes_per_s, tab)
            except TopomilpInputError:
                continue
            if best is None or t < best[0]:
                best = (t, gens)
        if best is None:
            continue
        topo = Topology(generator_links(tab, best[1]), cluster.link_model, f"cayley[{gname}]")
        name = f"cayley[{gname}]{list(best[1])}"
        try:
            if w is not None:
                cr = circulant_routing(topo, cluster, workload, tab)
                res = HeuristicResult(name, topo, plan=cr.plan, ar_routing=cr.ar_routing, mp_routing=cr.mp_routing)
                out.append(Candidate(name, cr.time_s, res, exact=not need_ring, notes={"table": tab}))
            else:                                   # a general-purpose expander for any traffic
                t, res = _score_topology(topo, cluster, workload)
                obl = oblivious_cayley(topo, tab, cluster, workload)
                out.append(Candidate(name, *min((t, res), obl, key=lambda x: x[0])))
        except TopomilpInputError as exc:
            info.setdefault("cayley_failed", {})[name] = str(exc)
    return out


def oblivious_cayley(topo: Topology, tab: np.ndarray, cluster: Cluster,
                     workload: Workload) -> tuple[float, HeuristicResult]:
    """Any traffic on a Cayley graph routed obliviously: the optimal invariant routing of
    uniform traffic (the one-source LP with ``w = 1``: every pair ``s -> t`` over the
    paths of ``s^-1 t``) mixed with Valiant's two-leg routing over it in the proportion
    that suits the traffic best (:func:`~topomilp.heuristics.cayley.mixed_valiant`);
    AllReduce on the topology's ring plan, same routing. Scored by the evaluator."""
    from topomilp.heuristics.cayley import CayleyRouting, circulant_offsets, decompose_flow, mixed_valiant
    from topomilp.traffic import transfer_matrices

    n = cluster.n
    offs = circulant_offsets(topo.links, tab)
    w = np.ones(n)
    w[0] = 0.0
    _, flow, _ = circulant_lp(n, offs, w, 0.0, cluster.link_bytes_per_s, tab)
    rt = CayleyRouting(n, decompose_flow(tab, sorted(offs), flow, w), tab)
    plan = HeuristicResult(topo.name, topo).plan_for(workload)
    ar, mp = transfer_matrices(workload, plan)
    mixed, a = mixed_valiant(rt, topo, ar + mp)
    res = HeuristicResult(topo.name, topo, plan=plan, ar_routing=mixed, mp_routing=mixed, info={"valiant": a})
    return res.evaluate(cluster, workload).time_s, res


def _lift_candidates(cluster: Cluster, workload: Workload, seed: int, dl: deadline.Deadline,
                     info: dict[str, Any]) -> list[Candidate]:
    """Lifts scored by the orbit LP (S9)-(S12) (:mod:`topomilp.heuristics.voltage`), their
    own seeded stream so the Cayley search does not shift them."""
    from topomilp.heuristics.voltage import lift_candidates

    need_ring = any(g.bytes_per_member > 0 for g in workload.groups)
    until = time.perf_counter() + TOPOLOGY_SEARCH.share("lifts") * dl.remaining()
    out = []
    for name, lr, lift in lift_candidates(cluster, workload, np.random.default_rng([seed, 1]), until, info):
        topo = lift.topology(cluster)
        res = HeuristicResult(name, topo, plan=lr.plan, ar_routing=lr.ar_routing, mp_routing=lr.routing)
        out.append(Candidate(name, lr.time_s, res, exact=not need_ring, notes={"lift": lift}))
    return out


# --------------------------------------------------------------------------- the pool
def _pool(cluster: Cluster, workload: Workload, seed: int) -> list[tuple[str, Callable[[], HeuristicResult]]]:
    from topomilp.heuristics import bicoset, partner_rings
    from topomilp.heuristics.baselines import random_regular, totient_perms_topology
    from topomilp.heuristics.topologyfinder import topology_finder

    step = 2 if cluster.duplex else 1
    out: list[tuple[str, Callable[[], HeuristicResult]]] = []
    if skew_expander.applies(cluster, workload):         # first: its routing takes a share of the time
        out.append(("skew_expander", lambda: skew_expander.skew_expander(cluster, workload, seed)))
    if bicoset.applies(cluster, workload):
        out.append(("bicoset", lambda: bicoset.bicoset_design(cluster, workload)))
    if partner_rings.applies(cluster, workload):
        out.append(("partner_rings", lambda: partner_rings.partner_rings_design(cluster, workload, seed)))
    out += [
        ("totient_perms", lambda: totient_perms_topology(cluster, workload, seed)),
        ("random_regular", lambda: random_regular(cluster, seed)),
        ("topology_finder", lambda: topology_finder(cluster, workload, mode="paper", seed=seed)),
        ("topology_finder_ref", lambda: topology_finder(cluster, workload, mode="reference", seed=seed)),
    ]
    if workload.groups:
        for d_ar in range(step, cluster.d + 1, step):
            out.append((f"topology_finder[d_allreduce={d_ar}]",
                        lambda d_ar=d_ar: topology_finder(cluster, workload, mode="paper", seed=seed,
                                                          d_allreduce=d_ar)))
    return out


def _score_topology(topo: Topology, cluster: Cluster, workload: Workload,
                    res: HeuristicResult | None = None) -> tuple[float, HeuristicResult]:
    """The better of ``res``'s own plan and routing (if given) and ECMP routing (for
    ``n <= ECMP_MAX_N``; shortest paths beyond) with the topology's ring plan."""
    best: tuple[float, HeuristicResult] | None = None
    if res is not None:
        best = (res.evaluate(cluster, workload).time_s, res)
    if res is None or cluster.n <= ECMP_MAX_N:
        rt = ECMPRouting(topo) if cluster.n <= ECMP_MAX_N else None
        base = res if res is not None else HeuristicResult(topo.name, topo)
        alt = HeuristicResult(base.name, topo, plan=base.plan_for(workload), ar_routing=rt, mp_routing=rt,
                              info=base.info)
        t = alt.evaluate(cluster, workload).time_s
        if best is None or t < best[0]:
            best = (t, alt)
    assert best is not None
    return best


# --------------------------------------------------------------------------- re-scoring
def _mwu_rescore(cand: Candidate, cluster: Cluster, workload: Workload, until: float) -> None:
    """Route ``cand``'s plan by multiplicative weights (:func:`~topomilp.heuristics.mwu_routing.mwu_routing`)
    until ``until`` at most; keep that routing when faster."""
    from topomilp.heuristics.mwu_routing import mwu_routing
    from topomilp.traffic import transfer_matrices

    topo = cand.result.topology
    plan = cand.result.plan_for(workload)
    ar, mp = transfer_matrices(workload, plan)
    try:
        rt = mwu_routing(topo, ar + mp, until=until)
        res = HeuristicResult(cand.name, topo, plan=plan, ar_routing=rt, mp_routing=rt)
        t = res.evaluate(cluster, workload).time_s
    except TopomilpInputError as exc:
        cand.notes["mwu"] = f"n/a ({exc})"
        return
    cand.notes["mwu"] = t
    if t < cand.time_s:
        cand.time_s, cand.result = t, res


def topology_lower_bound(topo: Topology, cluster: Cluster, workload: Workload) -> float:
    """A lower bound on the time of ``workload`` on ``topo`` with any routing and any
    ring order (formulations/scale_bounds.md, (S5)): hop-bytes over total arc capacity,
    each MP pair at its hop distance and each AllReduce member's ring volume at one hop
    at least, and the busiest node's bytes out (or in) over its ports."""
    from topomilp.utils import hop_distances

    mp = np.asarray(workload.mp, dtype=float)
    dist = hop_distances(topo.links)
    pos = mp > 0
    if not np.isfinite(dist[pos]).all():
        return math.inf
    ring = np.zeros(cluster.n)
    for g in workload.groups:
        if g.bytes_per_member > 0:
            ring[list(g.members)] += g.ring_bytes
    b = cluster.link_bytes_per_s
    hop_bytes = float((mp[pos] * dist[pos]).sum()) + float(ring.sum())
    cap = float(topo.links.sum()) * b           # arc i->j carries links[i][j] * B
    out = float((mp.sum(axis=1) + ring).max()) / (cluster.d * b)
    inn = float((mp.sum(axis=0) + ring).max()) / (cluster.d * b)
    return max(hop_bytes / cap, out, inn)


def _exact_rescore(cand: Candidate, cluster: Cluster, workload: Workload, dl: deadline.Deadline) -> None:
    """Solve the routing LP of ``cand``'s topology when its estimate fits; keep its
    routing when faster (``cand`` is updated in place; ``notes["exact"]`` says what ran)."""
    from topomilp.exact import sizing, solve
    from topomilp.exact.routing import RoutingProblem

    kw: dict[str, Any] = {"allreduce": "mutable"} if workload.groups else {}
    try:
        problem = RoutingProblem(topology=cand.result.topology, cluster=cluster, workload=workload, **kw)
        est = sizing.estimate(problem, problem.default_backend)
    except TopomilpInputError as exc:
        cand.notes["exact"] = f"n/a ({exc})"
        return
    left = dl.remaining()
    share = TOPOLOGY_SEARCH.share("exact routing")
    need = est.build_s + sizing.lp_seconds(est) if est is not None else 0.0
    if est is not None and (sizing.too_large(est, share * left) is not None or need > share * left):
        cand.notes["exact"] = f"skipped: routing LP estimated at {need:.3g} s > {share} x {left:.3g} s left"
        return
    try:
        res = solve(problem, time_limit=max(0.9 * dl.remaining(), 0.1))
    except TopomilpInputError as exc:
        cand.notes["exact"] = f"n/a ({exc})"
        return
    cand.notes["exact"] = res.status
    if res.solution is None:
        return
    out = HeuristicResult(cand.name, cand.result.topology, plan=res.solution.plan, ar_routing=res.solution.routing,
                          mp_routing=res.solution.routing)
    t = out.evaluate(cluster, workload).time_s
    if t < cand.time_s:
        cand.time_s, cand.result = t, out
    cand.exact = res.status == "optimal"


# --------------------------------------------------------------------------- the designer
def topology_search(cluster: Cluster, workload: Workload, seed: int = 0,
                    time_limit: float | None = None) -> HeuristicResult:
    """Design a topology for ``workload`` on ``cluster`` within ``time_limit`` seconds
    (default: the enclosing deadline's time left, at most :data:`DEFAULT_TIME_LIMIT`);
    see the module docstring. ``info``: ``family`` (the candidate that won), ``candidates``
    (name -> evaluated time, or why it is missing), ``exact`` (name -> status of its
    routing LP, or why it was skipped), ``mwu`` (name -> time with routing by multiplicative
    weights), ``cayley_sets``, ``time_s``, ``search_s``; when a Cayley graph wins on traffic
    invariant under its group, ``table`` (the group), ``topology_lower_s`` (the bound (S6) on
    that topology's optimal routing, any ring order) and ``routing_gap`` (0: certified);
    when a lift wins, ``lift`` (its :class:`~topomilp.heuristics.voltage.Lift` as a dict),
    ``topology_lower_s`` ((S13), when it fits the time left) and ``topology_lower_how``."""
    t0 = time.perf_counter()
    check_instance(cluster, workload)
    seed = check_int("seed", seed, 0)
    if time_limit is None:
        time_limit = max(min(deadline.remaining(DEFAULT_TIME_LIMIT), DEFAULT_TIME_LIMIT), 0.05)
    rng = np.random.default_rng(seed)
    info: dict[str, Any] = {"seed": seed, "candidates": {}, "exact": {}, "mwu": {}}
    cands: list[Candidate] = []
    # the bound (S6) / (S13) of a winning Cayley graph or lift runs after the search: keep
    # FINAL_RESERVE of the time for it when the traffic is invariant (a winner may have one)
    reserve = FINAL_RESERVE * time_limit if invariant_traffic(workload) is not None else 0.0
    with deadline.deadline_scope(time_limit - reserve) as dl:
        cands += _cayley_candidates(cluster, workload, rng, dl, info)
        cands += _lift_candidates(cluster, workload, seed, dl, info)
        last = 0.0
        fallback: HeuristicResult | None = None
        pos = np.asarray(workload.mp)[np.asarray(workload.mp) > 0]
        dense_varied = cluster.n > ECMP_MAX_N and pos.size > 16 * cluster.n and float(np.ptp(pos)) > 0
        for name, build in _pool(cluster, workload, seed):
            slow = name.startswith("topology_finder") and dense_varied
            if cands and (dl.remaining() <= last or (slow and dl.remaining() < SLOW_BUILD_S)):
                info["candidates"][name] = "skipped (time limit)"   # it would not fit
                continue
            t1 = time.perf_counter()
            try:
                res = build()
                fallback = fallback or res
                t, res = _score_topology(res.topology, cluster, workload, res)
            except TopomilpInputError as exc:     # the construction does not apply / cannot carry it
                info["candidates"][name] = f"n/a ({exc})"
                continue
            last = time.perf_counter() - t1
            cands.append(Candidate(name, t, res))
        if not cands:        # nothing carries the traffic (e.g. d = 1): a topology all the same
            if fallback is None:
                raise TopomilpError("topology_search: no candidate applies to this cluster")
            cands.append(Candidate(fallback.name, math.inf, fallback, exact=True))
        # re-scoring, most promising first (by the topology's own lower bound (S5)): routing
        # by multiplicative weights, then the exact routing LP where its estimate fits
        lbs = {id(c): topology_lower_bound(c.result.topology, cluster, workload) for c in cands}
        todo = sorted((c for c in cands if not c.exact), key=lambda c: (lbs[id(c)], c.time_s))
        for i, c in enumerate(todo[:MWU_CANDIDATES]):
            if dl.expired():
                break
            if lbs[id(c)] < min(x.time_s for x in cands) * (1 - 1e-9):
                _mwu_rescore(c, cluster, workload, time.perf_counter() + TOPOLOGY_SEARCH.share("mwu") * dl.remaining()
                             / (MWU_CANDIDATES - i))
                info["mwu"][c.name] = c.notes.get("mwu")
        todo = sorted(todo, key=lambda c: (lbs[id(c)], c.time_s))
        for c in todo[:EXACT_CANDIDATES]:
            if dl.expired():
                break
            if lbs[id(c)] >= min(x.time_s for x in cands) * (1 - 1e-9):
                continue                       # its routing LP cannot beat the best time
            _exact_rescore(c, cluster, workload, dl)
            info["exact"][c.name] = c.notes.get("exact")
    for c in cands:
        info["candidates"][c.name] = c.time_s
    best = min(cands, key=lambda c: c.time_s)
    info.update(family=best.name, time_s=best.time_s)
    if "lift" in best.notes:        # invariant traffic on a lift: the bound (S13) of its routing
        left = time_limit - (time.perf_counter() - t0)
        info.update(lift_bound(best.notes["lift"], best.time_s, cluster, workload, left))
    if "table" in best.notes:       # invariant traffic on a Cayley graph: the bound (S6) of its routing
        ub, lb = cayley_time_bounds(best.result.topology, cluster, workload, best.notes["table"])
        info.update(topology_lower_s=lb, routing_gap=best.time_s / lb - 1.0, table=best.notes["table"])
    info["search_s"] = time.perf_counter() - t0
    res = best.result
    topo = Topology(res.topology.links, cluster.link_model, f"topology_search[{best.name}]")
    return HeuristicResult("topology_search", topo, plan=res.plan_for(workload), ar_routing=res.ar_routing,
                           mp_routing=res.mp_routing, build_s=time.perf_counter() - t0, info=info)


__all__ = ["DEFAULT_TIME_LIMIT", "Candidate", "generator_links", "search_generators", "topology_search"]
