"""Heavy pairs on direct links, the rest an expander: a fast design for skewed MP traffic
(formulations/scale_bounds.md, "Skewed traffic: heavy links plus an expander").

Construction, for a number ``k`` of *heavy ports* per node (``1 <= k <= d``):

1. **Heavy links** (E1): the pairs in decreasing order of their traffic (both directions
   summed under duplex links; ordered pairs under simplex) get one direct link while both
   ends have a heavy port left — a greedy ``k``-matching, the idea of TopologyFinder's
   Blossom rounds (Wang et al., TopoOpt, NSDI 2023) without its repeated matchings.
2. **Expander fill** (E2): every port still free is paired at random (seeded), avoiding
   self-loops and second links between the same pair where it can: a random regular
   graph on the leftover ports, a good expander for the light traffic.

Every ``k`` is built and the design with the smallest hop-bytes ``sum T_st dist(s, t)``
(the numerator of the topology's lower bound (S5)) among the connected ones is kept.

3. **Swap refinement** (E3), duplex links only and only while the hop-bytes bound is above
   the port bound (J5) (else it cannot lower the topology's bound): double-edge swaps
   ``v - y, x - z -> v - x, y - z`` that put a heavy far pair ``u .. x`` (``u`` a
   neighbour of ``v``) at two hops, each kept when the exact hop-bytes fall; at most
   :data:`REFINE_EVALS` swaps are evaluated (deterministic under the seed) within
   :data:`REFINE_SHARE` of the time limit.

The design is routed by multiplicative weights over shortest-path trees with the trees'
shares chosen by a small LP (:func:`~topomilp.heuristics.mwu_routing.mwu_routing`, (M1)-(M3)),
and more trees priced by that LP's duals (column generation (M4)).

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import skewed
>>> c, w = Cluster(16, 4), skewed(16, seed=0)
>>> r = skew_expander(c, w, seed=0)
>>> r.topology.meets_degree(c), r.info["heavy_ports"] in range(1, 5)
(True, True)
"""

from __future__ import annotations

import math
import time

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline
from topomilp.exact.timeplan import TOPOLOGY_SEARCH
from topomilp.heuristics.base import HeuristicResult
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.utils import check_int, hop_distances

#: multiplicative-weights rounds (trees per source) up to 128 nodes, and beyond
ROUNDS_SMALL, ROUNDS_LARGE = 48, 96
#: trees added by column generation (M4) after the rounds (each re-solves the share LP)
PRICED = 24
#: swaps (E3) evaluated by exact hop-bytes at most, and the share of the time limit they take
REFINE_EVALS, REFINE_SHARE = 300, 0.3
#: swaps proposed per draw of far pairs (E3), and screens allowed per exact evaluation
REFINE_BATCH, SCREENS_PER_EVAL = 64, 5


def applies(cluster: Cluster, workload: Workload) -> bool:
    """MP traffic of unequal volumes (skewed): uniform or absent MP is left to the
    Cayley graphs and the two-stage designs."""
    pos = np.asarray(workload.mp)[np.asarray(workload.mp) > 0]
    return cluster.d >= 2 and pos.size > 0 and float(np.ptp(pos)) > 0


def heavy_links(mp: np.ndarray, k: int, duplex: bool) -> np.ndarray:
    """(E1): one link per pair, heaviest first, while both ends have a heavy port left
    (duplex: a port is one link at a node; simplex: an out-port at the sender and an
    in-port at the receiver)."""
    n = mp.shape[0]
    links = np.zeros((n, n), dtype=np.int64)
    weight = mp + mp.T if duplex else mp.copy()
    src, dst = np.triu_indices(n, 1) if duplex else np.nonzero(~np.eye(n, dtype=bool))
    vals = weight[src, dst]
    order = np.argsort(-vals, kind="stable")
    out_left = np.full(n, k)
    in_left = out_left if duplex else np.full(n, k)   # duplex: one budget per node
    for o in order[vals[order] > 0].tolist():
        u, v = int(src[o]), int(dst[o])
        if out_left[u] > 0 and in_left[v] > 0:
            links[u, v] += 1
            out_left[u] -= 1
            in_left[v] -= 1
            if duplex:
                links[v, u] += 1
    return links


def expander_fill(links: np.ndarray, d: int, duplex: bool, rng: np.random.Generator) -> np.ndarray:
    """(E2): pair the free ports at random (seeded), preferring pairs without a link yet,
    then a parallel link; a node left with only its own free ports takes them by splitting
    an existing link ``a - b`` into ``a - u - b``. Every node ends with exactly ``d`` ports."""
    links = links.copy()
    n = links.shape[0]
    outs = [int(x) for x in rng.permutation(np.repeat(np.arange(n), d - links.sum(axis=1)))]
    ins = outs if duplex else [int(x) for x in rng.permutation(np.repeat(np.arange(n), d - links.sum(axis=0)))]
    while outs:
        u = outs.pop()
        back = range(len(ins) - 1, -1, -1)                       # the last free port first
        pick = next((i for i in back if ins[i] != u and links[u, ins[i]] == 0), None)
        if pick is None:
            pick = next((i for i in back if ins[i] != u), None)
        if pick is not None:
            v = ins.pop(pick)
            links[u, v] += 1
            if duplex:
                links[v, u] += 1
            continue
        # only u's own ports are left: split a link a -> b (a, b != u) into a -> u -> b
        ins.remove(u)
        arcs = np.argwhere(links > 0)
        arcs = arcs[(arcs[:, 0] != u) & (arcs[:, 1] != u)]
        x, y = (int(t) for t in arcs[int(rng.integers(len(arcs)))])
        links[x, y] -= 1
        links[x, u] += 1
        links[u, y] += 1
        if duplex:
            links[y, x] -= 1
            links[u, x] += 1
            links[y, u] += 1
    return links


def refine(links: np.ndarray, mp: np.ndarray, rng: np.random.Generator, evals: int = REFINE_EVALS,
           until: float | None = None, floor: float = 0.0) -> tuple[np.ndarray, float, int, int]:
    """(E3) on a duplex design ``links``: ``(links, hop_bytes, swaps evaluated, swaps kept)``.
    Far pairs ``u, x`` (three hops or more) are drawn with probability proportional to
    ``(T_ux + T_xu)(dist(u, x) - 2)``; ``v`` is a random neighbour of ``u``, ``y`` of
    ``v`` and ``z`` of ``x``. A swap whose estimated gain (the three pairs brought closer
    minus the two removed links' pairs at three hops) is not positive is not evaluated, nor
    one whose change on the rows of ``u, v, x, y, z`` and their neighbours is not negative
    (the screen). Stops after ``evals`` exact evaluations or
    :data:`SCREENS_PER_EVAL` ``* evals`` screens, at ``until`` (``time.perf_counter()``),
    or once the hop-bytes are at most ``floor``. Every node keeps its degree."""
    def hop_bytes(m: np.ndarray) -> tuple[float, np.ndarray]:
        dist = hop_distances(m)
        return float((mp * dist).sum()), dist

    n = links.shape[0]
    links = links.copy()
    w = mp + mp.T
    cur, dist = hop_bytes(links)
    iu, ju = np.triu_indices(n, 1)
    nbrs = [np.nonzero(links[i])[0].tolist() for i in range(n)]
    done = kept = proposed = screened = 0
    screens = SCREENS_PER_EVAL * evals
    while done < evals and screened < screens and proposed < 200 * screens and math.isfinite(cur) and cur > floor:
        if until is not None and time.perf_counter() > until:
            break
        far = (w * np.maximum(dist - 2, 0))[iu, ju]
        if far.sum() <= 0:
            break
        for j in rng.choice(far.size, size=REFINE_BATCH, p=far / far.sum()).tolist():
            proposed += 1
            u, x = (int(iu[j]), int(ju[j])) if rng.random() < 0.5 else (int(ju[j]), int(iu[j]))
            v = nbrs[u][int(rng.integers(len(nbrs[u])))]
            ys = [t for t in nbrs[v] if t != u and t != x]
            zs = [t for t in nbrs[x] if t != v]
            if v == x or links[v, x] or not ys or not zs:
                continue
            y, z = ys[int(rng.integers(len(ys)))], zs[int(rng.integers(len(zs)))]
            if y == z or links[y, z]:
                continue
            gain = (w[v, x] * (dist[v, x] - 1) + w[y, z] * (dist[y, z] - 1) + w[u, x] * (dist[u, x] - 2)
                    - 2 * (w[v, y] + w[x, z]))
            if gain <= 0:
                continue
            new = links.copy()
            for a, b, step in ((v, y, -1), (x, z, -1), (v, x, 1), (y, z, 1)):
                new[a, b] += step
                new[b, a] += step
            # screen: the change of the hop-bytes of the pairs at the five nodes and their
            # neighbours (breadth-first search from those only) must be negative
            near = sorted({t for a in (u, v, x, y, z) for t in nbrs[a]} | {u, v, x, y, z})
            rows = hop_distances(new, near)
            screened += 1
            if float((w[near] * (rows - dist[near])).sum()) >= 0:
                if screened >= screens:
                    break
                continue
            hb, nd = hop_bytes(new)
            done += 1
            if hb < cur:
                links, cur, dist, kept = new, hb, nd, kept + 1
                for a in (v, y, x, z):
                    nbrs[a] = np.nonzero(links[a])[0].tolist()
                break
            if done >= evals or screened >= screens or (until is not None and time.perf_counter() > until):
                break
    return links, cur, done, kept


def skew_expander(cluster: Cluster, workload: Workload, seed: int = 0,
                  time_limit: float | None = None) -> HeuristicResult:
    """The design of the module docstring: the best heavy-port count ``k`` by hop-bytes,
    routed by multiplicative weights (at most the share of phase "skew routing" of
    :data:`~topomilp.exact.timeplan.TOPOLOGY_SEARCH` of ``time_limit``, default the
    enclosing deadline's time left; the swaps (E3) at most :data:`REFINE_SHARE` of it).
    ``info``: ``heavy_ports``, ``hop_bytes`` (per ``k``; ``inf``: disconnected), ``seed``,
    ``trees``, and after (E3) ``refined_hop_bytes``, ``swaps_evaluated``, ``swaps_kept``."""
    t0 = time.perf_counter()
    check_instance(cluster, workload)
    seed = check_int("seed", seed, 0)
    if not applies(cluster, workload):
        raise TopomilpInputError("workload", "needs MP traffic of unequal volumes (skewed)")
    d, duplex = cluster.d, cluster.duplex
    mp = np.asarray(workload.mp, dtype=float)
    scores: dict[int, float] = {}
    best: tuple[float, int, np.ndarray] | None = None
    for k in range(1, d + 1):
        rng = np.random.default_rng([seed, k])                 # one stream per k: order-free
        links = expander_fill(heavy_links(mp, k, duplex), d, duplex, rng)
        dist = hop_distances(links)
        hb = float((mp * dist)[mp > 0].sum()) if np.isfinite(dist).all() else math.inf
        scores[k] = hb
        if best is None or hb < best[0]:
            best = (hb, k, links)
    assert best is not None
    if not math.isfinite(best[0]):
        raise TopomilpInputError("d", "no heavy-port count gives a connected design", d)
    hb, k, links = best
    if time_limit is None:
        time_limit = deadline.remaining(60.0)
    info: dict = {"heavy_ports": k, "hop_bytes": scores, "seed": seed}
    # (E3) while the hop-bytes bound is above the port bound (J5): at most `floor` it cannot help
    floor = float(links.sum()) / d * max(mp.sum(axis=1).max(), mp.sum(axis=0).max())
    if duplex and hb > floor:
        links, hb, done, kept = refine(links, mp, np.random.default_rng([seed, d + 1]),
                                       until=t0 + REFINE_SHARE * max(float(time_limit), 0.0), floor=floor)
        info.update(refined_hop_bytes=hb, swaps_evaluated=done, swaps_kept=kept)
    name = f"skew_expander[k={k}{',refined' if info.get('swaps_kept') else ''}]"
    return route(Topology(links, cluster.link_model, name), cluster, workload, time_limit, t0, info)


def route(topo: Topology, cluster: Cluster, workload: Workload, time_limit: float | None, t0: float,
          info: dict) -> HeuristicResult:
    """``topo`` with its ring plan, routed by multiplicative weights with reweighted trees and
    :data:`PRICED` more trees by column generation (M4)."""
    from topomilp.heuristics.mwu_routing import mwu_routing
    from topomilp.traffic import transfer_matrices

    if time_limit is None:
        time_limit = deadline.remaining(60.0)
    plan = HeuristicResult(topo.name, topo).plan_for(workload)
    ar, mp = transfer_matrices(workload, plan)
    rounds = ROUNDS_SMALL if cluster.n <= 128 else ROUNDS_LARGE
    until = t0 + TOPOLOGY_SEARCH.share("skew routing") * max(float(time_limit), 0.0)
    rt = mwu_routing(topo, ar + mp, rounds=rounds, until=until, priced=PRICED)
    info = dict(info, trees=sum(1 for x in rt.weights if x > 0))
    return HeuristicResult("skew_expander", topo, plan=plan, ar_routing=rt, mp_routing=rt,
                           build_s=time.perf_counter() - t0, info=info)


__all__ = ["PRICED", "REFINE_BATCH", "REFINE_EVALS", "REFINE_SHARE", "ROUNDS_LARGE", "ROUNDS_SMALL",
           "SCREENS_PER_EVAL", "applies", "expander_fill", "heavy_links", "refine", "skew_expander"]
