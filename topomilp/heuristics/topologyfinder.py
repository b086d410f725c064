"""TopologyFinder (TopoOpt, NSDI 2023, arXiv 2202.00433, Algorithm 1).

Splits each node's ``d`` ports between AllReduce rings (TotientPerms strides, see
:mod:`topomilp.heuristics.totientperms`) and model-parallel (MP) links from repeated
maximum-weight matchings, then routes AllReduce transfers by coin change over the ring
strides and MP transfers on shortest paths.

Two modes (docs/topoopt-reference.md):

``mode="paper"`` (default) — what the paper intends:

1. **Degree split.** ``d_allreduce = round(T_ar / (T_ar + T_mp) * d)`` with ``T_ar`` the
   network bytes of all rings (``sum k * 2(k-1)/k * S``) and ``T_mp`` the MP bytes;
   at least one ring (2 ports under duplex, 1 under simplex) when there is AllReduce
   traffic, a multiple of 2 under duplex (rounded to the nearest even number), and —
   topomilp's addition, so MP traffic is never left without links — at most ``d - 1``
   (rounded down to even) when there is MP traffic and ``d`` leaves room after one ring;
   ``d_mp = d - d_allreduce``. ``d_allreduce=`` forces a split (even under duplex).
2. **Rings per group size** proportional to ``W[k] = sum over groups of size k of
   k * 2(k-1)/k * S`` (the bytes of the size-``k`` rings; for cosets ``n`` times one
   node's ring load — the released code sums per-member volumes, which favours small
   groups by ``n/k``), largest remainder (ties: heavier ``W``, then smaller ``k``), and
   at least one ring per group size when the budget allows. For each size, TotientPerms
   strides in the group's own index space (its member list ``m_0 .. m_{k-1}``: stride
   ``q`` is the ring ``m_0, m_q, m_2q, ...``; a coset listed in ascending order gets the
   circulant stride ``q * n/k``, as the exact models' candidate rings do), a
   bidirectional ring counting once under duplex; a size given more rings than it has distinct strides
   reuses them as parallel rings (``on_shortage="reuse"``, the default here, because
   TopologyFinder must return a topology for every valid cluster; ``"raise"`` gives
   TotientPerms' error). Each group gets the rings of its size as long as every member
   still has ring budget (``d_allreduce``); otherwise the ring is skipped for that group
   (overlapping groups of one size) and listed in ``info["skipped_rings"]``.
3. **MP links**: ``d_mp`` rounds of maximum-weight matching on the symmetrised weights
   ``T + T^T`` (duplex; networkx Blossom), a pair's weight discounted to ``T/(c+1)`` once
   it holds ``c`` MP links. A round is a maximum-weight matching on the positive pairs,
   completed by pairing the nodes it leaves unmatched among themselves — on a complete
   graph this is exactly the maximum-weight perfect matching (``n`` even). The weights of
   the matched pairs over all rounds add up to the *matching utility*
   ``sum_e T_e * H(x_e)`` (``H`` the harmonic number; :func:`topomilp.utils.matching_utility`),
   ``info["round_utility"]``. Odd ``n``
   (duplex): each round is a maximum-weight, maximum-cardinality matching, one node sits
   out, ``info["note"]`` says so. Under simplex a round is a directed assignment
   (:func:`scipy.optimize.linear_sum_assignment` on the discounted directed weights, self
   pairs forbidden): every node gains one out- and one in-port.
   Ties between equal weights (uniform traffic) are broken by a weight far below any
   traffic weight (``1e-9`` of the smallest positive weight in total) that prefers pairs
   far apart in the current topology (unreachable first; equal distances by a seeded
   jitter), on every pair for exact Blossom and small assignments: Blossom's own node
   order clumps uniform traffic (docs/topoopt-reference.md §3.3).
4. **Leftover ports** (nodes outside every group, odd ``n``, skipped rings, a ``d`` too
   small for a ring, odd ``d`` without MP traffic) are filled by further rounds of the
   same matching on the residual ports ("fill" rounds). Zero-weight pairs are chosen by
   the same tie-break weight.
   When only one node ``v`` still has free ports (possible with odd ``n``), a link ``a-b``
   not touching it is replaced by ``a-v, v-b`` (``a->v, v->b`` under simplex), preferring
   non-ring links of least weight. Every result meets the degree exactly.
5. **Connectivity.** Repeated matchings can leave components (e.g. heavy pairs matched
   again and again) although traffic crosses them. While a pair with MP traffic (or the
   members of a group without a ring of its own) sits in two components, two non-ring
   links ``a-b`` and ``c-d``, one in each, of least marginal utility ``T_e / x_e``, are
   replaced by ``a-c, b-d`` (``a->d, c->b`` under simplex): degrees are unchanged and the
   components merge (``info["switches"]``). With ``d = 1`` (or no non-ring link) this is
   impossible and ``info["note"]`` says so; evaluating such traffic then raises.

``mode="reference"`` — the released code's choices, without its crashes: ``d_mp = 0``
(every port a ring can use goes to rings: ``d`` rounded down to even under duplex), the
heaviest group size (by ``sum over groups of 2(k-1)/k * S``,
ties: larger ``k``) takes every ring (the released code inverts the proportional share),
one ring is moved to a ring of stride ``cj[n][0] = 1`` over all nodes when no ring spans
all ``n`` nodes (the released code tests whether a *group* spans all nodes; when that
group gets no ring its coin change never terminates), strides by the released selection
rule verbatim (mirror pairs allowed),
and the AllReduce plan uses one direction per stride. Ports the released code would leave
unused (odd ``d`` under duplex, nodes outside the groups) go to fill rounds as above.
Without AllReduce groups, every ring is a TotientPerms ring over all nodes.

Routing (both modes): each group's volume is split equally over its rings; under duplex
in paper mode both directions of each ring carry half of that share (a duplex link carries
both ways, so this halves the load per arc); reference mode and simplex use one direction.
Groups with no ring of their own use, among their candidate strides, the one with the
fewest coins (smallest on ties) — or, when the coin set cannot route them, the fewest
shortest-path hops. AllReduce transfers are routed by
:class:`~topomilp.routing.CoinChangeRouting` over the ring strides that exist at every
node (with their mirrors under duplex) when every transfer's residue is generated by them,
else by :class:`~topomilp.routing.ShortestPathRouting` (identical for transfers between ring
neighbours); ``info["ar_routing"]`` says which. MP uses shortest paths.

Matching (duplex): ``"blossom"`` runs networkx Blossom on all positive pairs of the nodes
with free ports (exact; about ``n^3``: ~1 s per round at n=128 with dense weights);
``"sparse"`` keeps each node's ``sparse_k`` heaviest partners (ties broken by a seeded
random key), and pairs what is left over on a candidate graph that includes a Hamiltonian
cycle, so the round stays perfect; with at most ``sparse_k`` positive partners per node it
equals ``"blossom"`` exactly, with dense skewed weights it was within 0.3 % in
``benchmarks/heuristics_perf.py``. ``"auto"`` uses Blossom up to ``AUTO_BLOSSOM_MAX_N``
nodes and sparse above. ``seed`` only breaks ties between equal weights.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import dlrm_like
>>> c = Cluster(12, 4)
>>> r = topology_finder(c, dlrm_like(12))
>>> r.info["d_allreduce"], r.info["d_mp"], r.info["strides"], r.topology.meets_degree(c)
(2, 2, {12: [1]}, True)
"""

from __future__ import annotations

import logging
import math
import time
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.heuristics.base import HeuristicResult, add_ring, finish_topology, ring_cost
from topomilp.heuristics.ringplan import borrowed_order, rings_with_shares
from topomilp.heuristics.tfmatching import AUTO_BLOSSOM_MAX_N, Matcher
from topomilp.heuristics.totientperms import (
    candidate_strides,
    coset_base,
    select_strides,
    stride_ring,
)
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.routing import CoinChangeRouting, ShortestPathRouting, coin_change_table
from topomilp.traffic import AllReducePlan, Ring
from topomilp.utils import check_int, is_integer, matching_utility

log = logging.getLogger(__name__)

MODES: tuple[str, ...] = ("paper", "reference")
MATCHINGS: tuple[str, ...] = ("auto", "blossom", "sparse")
#: partners per node kept by the sparse candidate graph
DEFAULT_SPARSE_K = 8


# --------------------------------------------------------------------------- helpers
def _check_choice(field_name: str, value: Any, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise TopomilpInputError(field_name, f"must be one of {allowed}", value)
    return value


def _largest_remainder(weights: dict[int, float], total: int) -> dict[int, int]:
    """Split ``total`` integer units proportionally to ``weights`` (largest remainder;
    ties: heavier weight, then smaller key)."""
    keys = sorted(weights, key=lambda k: (-weights[k], k))
    wsum = sum(weights.values())
    quota = {k: weights[k] / wsum * total for k in keys}
    alloc = {k: int(math.floor(quota[k])) for k in keys}
    rest = total - sum(alloc.values())
    for k in sorted(keys, key=lambda k: (-(quota[k] - alloc[k]), -weights[k], k))[:rest]:
        alloc[k] += 1
    return alloc


def _split_degree(cluster: Cluster, workload: Workload, mode: str, forced: Any) -> tuple[int, list[str]]:
    d, cost = cluster.d, ring_cost(cluster)
    cap = cost * (d // cost)
    notes: list[str] = []
    t_ar, t_mp = workload.allreduce_bytes, workload.mp_bytes
    if forced is not None:
        if not is_integer(forced) or not 0 <= forced <= d:
            raise TopomilpInputError("d_allreduce", f"must be an integer in [0, d={d}]", forced)
        if forced % cost:
            raise TopomilpInputError("d_allreduce", "must be even under the duplex link model (a ring "
                                     "costs 2 ports per node)", forced)
        return int(forced), notes
    if mode == "reference":
        return cap, notes
    if t_ar <= 0:
        return 0, notes
    if cap < cost:
        notes.append(f"d={d} leaves no room for a ring ({cost} ports under {cluster.link_model}); "
                     "AllReduce traffic rides on the matchings")
        return 0, notes
    if t_mp <= 0:
        return cap, notes
    raw = t_ar / (t_ar + t_mp) * d
    d_ar = cost * int(math.floor(raw / cost + 0.5))
    hi = max(cost, cost * ((d - 1) // cost))  # leave MP at least one port when d allows
    return min(max(d_ar, cost), hi, cap), notes




# --------------------------------------------------------------------------- the algorithm
@dataclass
class _Sizes:
    """Step 2's shares: the groups with traffic by size, their weights and rings."""

    by_size: dict[int, list[int]]              #: group size -> groups with traffic
    w_paper: dict[int, float]                  #: size -> ``W[k]`` (bytes of the size-k rings)
    rings_per_size: dict[int, int]
    conn_rings: int                            #: reference mode's ring over all nodes


@dataclass
class _Rings:
    """Step 2's result: the links of the rings and which group owns which ring."""

    links: np.ndarray
    used: np.ndarray                           #: ring ports used per node
    own: dict[int, list[tuple[int, ...]]]      #: group -> its ring orders
    skipped: list[tuple[int, int]]             #: (group or -1, stride) without budget
    zn_strides: set[int]                       #: the rings' strides in Z_n (coins)
    plan_links: np.ndarray                     #: links of the groups' own rings
    ring_links: np.ndarray                     #: every ring link


@dataclass
class _Matched:
    """Steps 3-5: the MP and fill links and what their rounds did."""

    variant: str
    mp_links: np.ndarray
    fill_links: np.ndarray
    mp_rounds: int
    fill_rounds: int
    swaps: int
    round_utility: float
    switches: int


def _ring_sizes(workload: Workload, mode: str, budget: int, n: int) -> _Sizes:
    """Step 2, the shares: rings per group size (paper: largest remainder on ``W[k]``, at
    least one per size when the budget allows; reference: the heaviest size takes all,
    one ring over all nodes when no group spans them)."""
    by_size: dict[int, list[int]] = defaultdict(list)
    for gi, g in enumerate(workload.groups):
        if g.bytes_per_member > 0:
            by_size[g.k].append(gi)
    w_paper = {k: sum(workload.groups[i].total_bytes for i in gis) for k, gis in by_size.items()}
    w_ref = {k: sum(workload.groups[i].ring_bytes for i in gis) for k, gis in by_size.items()}
    rings_per_size: dict[int, int] = {}
    conn_rings = 0
    if budget > 0:
        if mode == "paper" and by_size:
            rings_per_size = _largest_remainder(w_paper, budget)
            if budget >= len(by_size):
                for k in sorted(by_size, key=lambda k: (-w_paper[k], k)):
                    if rings_per_size[k] == 0:
                        donor = max(rings_per_size, key=lambda j: (rings_per_size[j], -w_paper[j], -j))
                        rings_per_size[donor] -= 1
                        rings_per_size[k] = 1
        elif mode == "reference":
            if by_size:
                heavy = max(by_size, key=lambda k: (w_ref[k], k))
                rings_per_size = {k: 0 for k in by_size}
                rings_per_size[heavy] = budget
                if heavy != n:  # no ring spans all nodes (the release tests groups, and hangs)
                    rings_per_size[heavy] -= 1
                    conn_rings = 1
            else:
                conn_rings = budget
        # paper mode without AllReduce traffic and a forced d_allreduce: the ports go to fill rounds
    return _Sizes(by_size, w_paper, rings_per_size, conn_rings)


def _ring_strides(sizes: _Sizes, n: int, duplex: bool, mode: str, on_shortage: str,
                  notes: list[str]) -> tuple[dict[int, list[int]], list[int]]:
    """Step 2, the strides: TotientPerms strides per group size (in the group's index
    space), and the reference mode's connectivity stride(s) over all nodes."""
    mirror_aware = mode == "paper"
    strides: dict[int, list[int]] = {}
    for k, r in sorted(sizes.rings_per_size.items()):
        if r > 0:
            strides[k] = select_strides(candidate_strides(k, k), r, duplex,
                                        modulus=k if mirror_aware else None, on_shortage=on_shortage)
            if len(set(strides[k])) < len(strides[k]):
                notes.append(f"group size {k} has fewer distinct ring strides than its {r} ring(s): "
                             f"reused as parallel rings {strides[k]}")
    conn_strides: list[int] = []
    if sizes.conn_rings:
        conn_strides = select_strides(candidate_strides(n, n), sizes.conn_rings, duplex,
                                      modulus=n if mirror_aware else None, on_shortage=on_shortage)
    return strides, conn_strides


def _lay_rings(workload: Workload, sizes: _Sizes, strides: dict[int, list[int]], conn_strides: list[int],
               n: int, d_ar: int, cost: int, duplex: bool, notes: list[str]) -> _Rings:
    """Step 2, the rings: each group gets the rings of its size while every member has
    ring budget left (heaviest size first), then the connectivity ring(s)."""
    links = np.zeros((n, n), dtype=np.int64)
    used = np.zeros(n, dtype=np.int64)
    own: dict[int, list[tuple[int, ...]]] = defaultdict(list)
    skipped: list[tuple[int, int]] = []
    zn_strides: set[int] = set()
    for k in sorted(sizes.by_size, key=lambda k: (-sizes.w_paper[k], k)):
        for gi in sizes.by_size[k]:
            members = workload.groups[gi].members
            base = coset_base(members, n)
            for q in strides.get(k, []):
                idx = np.asarray(members)
                if (used[idx] + cost > d_ar).any():
                    skipped.append((gi, q))
                    continue
                order = stride_ring(members, q).order
                add_ring(links, order, duplex)
                used[idx] += cost
                own[gi].append(order)
                if base is not None:
                    zn_strides.add((q * base) % n)
    plan_links = links.copy()
    for s in conn_strides:
        if (used + cost > d_ar).any():
            skipped.append((-1, s))
            continue
        add_ring(links, stride_ring(tuple(range(n)), s).order, duplex)
        used += cost
        zn_strides.add(s % n)
    if skipped:
        notes.append(f"{len(skipped)} ring(s) skipped: a member had no ring budget left "
                     "(groups of one size overlap)")
    return _Rings(links, used, own, skipped, zn_strides, plan_links, links.copy())


def _match(cluster: Cluster, workload: Workload, rings: _Rings, d_mp: int, matching: str, sparse_k: int,
           seed: int, notes: list[str]) -> _Matched:
    """Steps 3-5: ``d_mp`` MP rounds, fill rounds on whatever is left, the swap for the
    last free ports, then 2-switches for connectivity (every MP pair, and the members of
    groups left without a ring). Adds the links to ``rings.links``."""
    n, d, duplex = cluster.n, cluster.d, cluster.duplex
    variant = "assignment" if not duplex else (
        ("blossom" if n <= AUTO_BLOSSOM_MAX_N else "sparse") if matching == "auto" else matching)
    res = np.full(n, d, dtype=np.int64) - rings.used
    matcher = Matcher(rings.links, rings.ring_links, rings.plan_links, res.copy(), res.copy(),
                      np.asarray(workload.mp, dtype=float), duplex, variant, int(sparse_k), int(seed))
    mp_links = np.zeros((n, n), dtype=np.int64)
    for _ in range(d_mp):
        if not matcher.run_round(mp_links):
            break
    mp_rounds = matcher.rounds
    round_utility = matching_utility(mp_links, workload.mp, cluster.link_model)
    fill_links = np.zeros((n, n), dtype=np.int64)
    while matcher.res_out.any() or matcher.res_in.any():
        if not matcher.run_round(fill_links):
            break
    fill_rounds = matcher.rounds - mp_rounds
    swaps = matcher.swap_in(fill_links, mp_links)
    demand = np.asarray(workload.mp, dtype=float).copy()
    for gi, g in enumerate(workload.groups):
        if g.bytes_per_member > 0 and not rings.own.get(gi):
            mem = np.asarray(g.members)
            demand[mem, np.roll(mem, -1)] += g.ring_bytes
    switches, connected = matcher.connect(demand, mp_links, fill_links)
    if switches:
        notes.append(f"{switches} 2-switch(es) of matching links joined components that exchange traffic")
    if not connected:
        notes.append("some traffic crosses components that no switch of non-ring links can join "
                     f"(d={d} is too small)")
    if duplex and n % 2 and d_mp > 0:
        notes.append(f"n={n} is odd: every matching round is a maximum-weight (not perfect) matching; "
                     "the node left out gets its port in a fill round")
    if fill_rounds or swaps:
        notes.append(f"{int(fill_links.sum()) // (2 if duplex else 1)} leftover link(s) filled "
                     f"({fill_rounds} fill round(s), {swaps} swap(s))")
    return _Matched(variant, mp_links, fill_links, mp_rounds, fill_rounds, swaps, round_utility, switches)


def _ar_plan(workload: Workload, topology: Topology, rings: _Rings, duplex: bool, mode: str,
             mp_routing: Any, notes: list[str]) -> tuple[AllReducePlan, list[int], list[int], Any, str]:
    """Routing: the coins (ring strides present at every node, with their mirrors under
    duplex), each group's rings and shares (a borrowed order for a group without a ring),
    and coin-change routing when the coins generate every ring transfer.
    ``(plan, groups without a ring, coins, AllReduce routing, its name)``."""
    n, links = topology.n, rings.links
    idx = np.arange(n)
    coins = sorted({c for s in rings.zn_strides for c in ((s, (n - s) % n) if duplex else (s,))
                    if c and (links[idx, (idx + c) % n] > 0).all()})
    table = coin_change_table(n, coins) if coins else {}
    both_ways = duplex and mode == "paper"
    dist_cache: list[np.ndarray] = []
    rings_plan: list[tuple[Ring, ...]] = []
    without: list[int] = []
    for gi, g in enumerate(workload.groups):
        if g.bytes_per_member <= 0:
            rings_plan.append((Ring(g.members, 1.0),))
            continue
        orders = rings.own.get(gi)
        if not orders:
            without.append(gi)
            orders = [borrowed_order(g.members, n, table, topology, both_ways, dist_cache)]
        rings_plan.append(rings_with_shares(orders, both_ways))
    plan = AllReducePlan(tuple(rings_plan))
    if without:
        notes.append(f"{len(without)} group(s) without a ring of their own route over other links")
    if coins and workload.groups:
        residues = {(b - a) % n for gi, rs in enumerate(plan.rings)
                    if workload.groups[gi].bytes_per_member > 0
                    for r in rs if r.share > 0 for a, b in r.arcs()}
        if residues and all(t in table for t in residues):
            return plan, without, coins, CoinChangeRouting(n, coins), "coin-change"
    return plan, without, coins, mp_routing, "shortest-path"


def topology_finder(cluster: Cluster, workload: Workload, mode: str = "paper", seed: int = 0,
                    matching: str = "auto", *, d_allreduce: int | None = None,
                    on_shortage: str = "reuse", sparse_k: int = DEFAULT_SPARSE_K) -> HeuristicResult:

    """TopologyFinder (Algorithm 1 of TopoOpt) in ``mode="paper"`` or ``"reference"``
    (see the module docstring for every rule). Returns a :class:`HeuristicResult` whose
    topology uses exactly ``d`` ports per node (in = out = ``d`` under simplex).

    ``info`` holds: ``mode``, ``matching`` (the variant used), ``d_allreduce``, ``d_mp``,
    ``rings`` (rings per group size), ``strides`` (per group size, in the group's index
    space Z_k), ``strides_zn`` (the same as Z_n strides for coset group sizes),
    ``connectivity_stride`` (reference mode), ``coins``, ``ar_routing``,
    ``matching_rounds``, ``fill_rounds``, ``swaps``, ``switches``, ``round_utility``
    (``sum_e T_e H(x_e)`` right after the MP rounds), ``matching_utility`` (of the final MP
    links), ``mp_links`` / ``fill_links`` (``n x n`` numpy matrices), ``skipped_rings``,
    ``groups_without_ring``, ``note`` (everything unusual, in words).
    """
    t0 = time.perf_counter()
    check_instance(cluster, workload)
    mode = _check_choice("mode", mode, MODES)
    matching = _check_choice("matching", matching, MATCHINGS)
    on_shortage = _check_choice("on_shortage", on_shortage, ("raise", "reuse"))
    check_int("seed", seed, 0)
    check_int("sparse_k", sparse_k, 1)

    n, d, duplex = cluster.n, cluster.d, cluster.duplex
    cost = ring_cost(cluster)
    notes: list[str] = []
    d_ar, split_notes = _split_degree(cluster, workload, mode, d_allreduce)      # step 1
    notes += split_notes
    d_mp = d - d_ar
    sizes = _ring_sizes(workload, mode, d_ar // cost, n)                          # step 2
    strides, conn_strides = _ring_strides(sizes, n, duplex, mode, on_shortage, notes)
    rings = _lay_rings(workload, sizes, strides, conn_strides, n, d_ar, cost, duplex, notes)
    m = _match(cluster, workload, rings, d_mp, matching, sparse_k, seed, notes)  # steps 3-5
    topology = finish_topology(rings.links, cluster, f"topology_finder[{mode}]")
    mp_routing = ShortestPathRouting(topology)
    plan, without, coins, ar_routing, ar_routing_name = _ar_plan(workload, topology, rings, duplex, mode,
                                                                 mp_routing, notes)
    info: dict[str, Any] = {
        "mode": mode, "matching": m.variant, "seed": int(seed),
        "d_allreduce": d_ar, "d_mp": d_mp,
        "rings": {k: r for k, r in sorted(sizes.rings_per_size.items())},
        "strides": {k: list(v) for k, v in sorted(strides.items())},
        "strides_zn": {k: sorted({(q * (n // k)) % n for q in v}) for k, v in sorted(strides.items())
                       if all(coset_base(workload.groups[gi].members, n) for gi in sizes.by_size[k])},
        "connectivity_stride": conn_strides[0] if conn_strides else None,
        "coins": coins, "ar_routing": ar_routing_name,
        "matching_rounds": m.mp_rounds, "fill_rounds": m.fill_rounds, "swaps": m.swaps,
        "matching_utility": matching_utility(m.mp_links, workload.mp, cluster.link_model),
        "round_utility": m.round_utility, "switches": m.switches, "mp_links": m.mp_links,
        "fill_links": m.fill_links, "skipped_rings": rings.skipped, "groups_without_ring": without,
        "note": "; ".join(notes),
    }
    return HeuristicResult(name=f"topology_finder[{mode}]", topology=topology, plan=plan,
                           ar_routing=ar_routing, mp_routing=mp_routing,
                           build_s=time.perf_counter() - t0, info=info)
