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
from typing import Any

import numpy as np

from topomilp.errors import TopomilpError, TopomilpInputError
from topomilp.heuristics.base import HeuristicResult, add_ring, finish_topology, ring_cost
from topomilp.heuristics.ringplan import borrowed_order, rings_with_shares
from topomilp.heuristics.totientperms import (
    candidate_strides,
    coset_base,
    select_strides,
    stride_ring,
)
from topomilp.model import Cluster, Workload, check_instance
from topomilp.routing import CoinChangeRouting, ShortestPathRouting, coin_change_table
from topomilp.traffic import AllReducePlan, Ring
from topomilp.utils import check_int, hop_distances, is_integer, matching_utility

log = logging.getLogger(__name__)

MODES: tuple[str, ...] = ("paper", "reference")
MATCHINGS: tuple[str, ...] = ("auto", "blossom", "sparse")
#: ``matching="auto"`` runs full Blossom up to this many nodes, the sparse variant above.
AUTO_BLOSSOM_MAX_N = 64
#: partners per node kept by the sparse candidate graph
DEFAULT_SPARSE_K = 8
#: total weight of all tie-break preferences in one round, relative to the smallest
#: positive traffic weight
TIE_WEIGHT = 1e-9


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


# --------------------------------------------------------------------------- matching rounds
class _Matcher:
    """Repeated maximum-weight matchings (duplex) / assignments (simplex) on the residual
    ports, with TopoOpt's discount ``T / (c + 1)``."""

    def __init__(self, links: np.ndarray, ring_links: np.ndarray, plan_links: np.ndarray, residual_out: np.ndarray,
                 residual_in: np.ndarray, mp: np.ndarray, duplex: bool, variant: str, sparse_k: int,
                 seed: int):
        self.links = links
        self.ring_links = ring_links
        self.plan_links = plan_links      # links of the groups' own rings (the plan uses them)
        self.res_out = residual_out
        self.res_in = residual_in
        self.duplex = duplex
        self.variant = variant
        self.sparse_k = sparse_k
        self.n = links.shape[0]
        self.weights = np.asarray(mp + mp.T if duplex else mp, dtype=float)
        self.count = np.zeros((self.n, self.n), dtype=np.int64)   # MP + fill links per pair/arc
        self.rng = np.random.default_rng(seed)
        self.perm = self.rng.permutation(self.n)                  # seeded tie-break order
        self.rank = np.empty(self.n, dtype=np.int64)
        self.rank[self.perm] = np.arange(self.n)
        pos = self.weights[self.weights > 0]
        self.eps = TIE_WEIGHT * (float(pos.min()) if pos.size else 1.0) / self.n
        self.rounds = 0
        self.utility = 0.0
        # the tie-break preference on every pair (not only zero-weight ones): exact Blossom and
        # small assignments; the sparse variant's seeded candidate keys already break ties
        self.tie_all = variant == "blossom" or (variant == "assignment" and self.n <= AUTO_BLOSSOM_MAX_N)

    # -- tie-break preference: far apart (unreachable first) in the current topology
    def _preference(self, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
        """In [0, 1]: the hop distance over ``n`` (``n`` when unreachable), plus a seeded
        jitter below half a distance step, so equal distances are not broken by Blossom's
        node order (that order pairs components two by two into hypercube-like clumps)."""
        dist = hop_distances(self.links, np.asarray(rows))[:, cols]   # links are symmetric under duplex
        step = np.where(np.isfinite(dist), np.minimum(dist, self.n), self.n)
        jitter = self.rng.random(step.shape) * 0.5
        if self.duplex and step.shape[0] == step.shape[1]:
            jitter = np.triu(jitter, 1) + np.triu(jitter, 1).T
        return (step + jitter) / (self.n + 0.5)

    def _discounted(self) -> np.ndarray:
        return self.weights / (self.count + 1)

    def run_round(self, into: np.ndarray) -> int:
        """One round on the nodes with free ports; adds links to ``self.links`` and to
        ``into``; returns the number of links added."""
        added = self._round_duplex(into) if self.duplex else self._round_simplex(into)
        if added:
            self.rounds += 1
        return added

    def _round_duplex(self, into: np.ndarray) -> int:
        """Step 1: maximum-weight matching on the positive-weight candidate pairs (all of
        them for ``"blossom"``, each node's ``sparse_k`` heaviest for ``"sparse"``).
        Step 2: the nodes step 1 left unmatched are paired among themselves by a
        maximum-cardinality matching (traffic weight plus the tie-break preference): on a
        complete graph that is exactly the maximum-weight perfect matching of TopoOpt, and
        the sparse variant is never forced onto a worse matching just to stay perfect."""
        free = np.nonzero(self.res_out > 0)[0]
        free = free[np.argsort(self.rank[free], kind="stable")]    # seeded order
        m = free.size
        if m < 2:
            return 0
        disc = self._discounted()[np.ix_(free, free)]
        if self.variant == "blossom":
            iu, ju = np.nonzero(np.triu(disc > 0, 1))
        else:
            iu, ju = self._topk_edges(disc)
        w1 = disc[iu, ju]
        if iu.size and self.tie_all:  # equal weights: far apart first (else uniform traffic clumps)
            w1 = w1 + self.eps * self._preference(free, free)[iu, ju]
        mate = self._blossom(m, iu, ju, w1, maxcardinality=False)
        rest = np.setdiff1d(np.arange(m), np.fromiter((x for e in mate for x in e), dtype=np.int64))
        rest = rest[np.argsort(self.rank[free[rest]], kind="stable")]
        if rest.size >= 2:
            sub = disc[np.ix_(rest, rest)]
            r = rest.size
            if self.variant == "blossom" or r <= AUTO_BLOSSOM_MAX_N:
                i2, j2 = np.triu_indices(r, 1)
            else:
                i2, j2 = self._topk_edges(sub, backbone=True)
            w = sub[i2, j2]
            zero = w <= 0
            if self.tie_all or zero.any():
                pref = self.eps * self._preference(free[rest], free[rest])[i2, j2]
                w = w + pref if self.tie_all else np.where(zero, pref, w)
            mate |= {(int(rest[a]), int(rest[b])) for a, b in self._blossom(r, i2, j2, w, maxcardinality=True)}
        pairs = sorted((min(free[a], free[b]), max(free[a], free[b])) for a, b in mate)
        for a, b in pairs:
            self.utility += float(self.weights[a, b] / (self.count[a, b] + 1))
            for x, y in ((a, b), (b, a)):
                self.links[x, y] += 1
                into[x, y] += 1
                self.count[x, y] += 1
            self.res_out[[a, b]] -= 1
        self.res_in[:] = self.res_out
        return len(pairs)

    @staticmethod
    def _blossom(m: int, iu: np.ndarray, ju: np.ndarray, w: np.ndarray, maxcardinality: bool) -> set:
        import networkx as nx

        if iu.size == 0:
            return set()
        g = nx.Graph()
        g.add_nodes_from(range(m))
        g.add_weighted_edges_from(zip(iu.tolist(), ju.tolist(), np.asarray(w, dtype=float).tolist()))
        return {(min(a, b), max(a, b)) for a, b in nx.max_weight_matching(g, maxcardinality=maxcardinality)}

    def _topk_edges(self, disc: np.ndarray, backbone: bool = False) -> tuple[np.ndarray, np.ndarray]:
        """Sparse candidate edges (local indices, i < j): each node's ``sparse_k`` heaviest
        positive partners (ties broken by a seeded random key per pair), and with
        ``backbone`` a Hamiltonian cycle ``0, s, 2s, ...`` over the nodes (``s`` the
        largest step ``<= m/2`` coprime to ``m``), so a perfect matching exists for even
        ``m``."""
        m = disc.shape[0]
        k = min(self.sparse_k, m - 1)
        d = disc.copy()
        np.fill_diagonal(d, -1.0)
        # dense rank of each weight, then a seeded random key below one rank step
        rank = np.unique(d, return_inverse=True)[1].reshape(m, m).astype(np.int64)
        key = rank * m + self.rng.integers(0, m, size=(m, m))
        order = np.argpartition(-key, k - 1, axis=1)[:, :k] if k < m - 1 else np.argsort(-key, axis=1)[:, :k]
        rows = np.repeat(np.arange(m), k)
        cols = order.ravel()
        keep = d[rows, cols] > 0
        rows, cols = rows[keep], cols[keep]
        if backbone:
            step = max(s for s in range(1, m // 2 + 1) if math.gcd(s, m) == 1) if m > 2 else 1
            cyc = (np.arange(m) * step) % m
            rows = np.concatenate([rows, cyc])
            cols = np.concatenate([cols, np.roll(cyc, -1)])
        lo, hi = np.minimum(rows, cols), np.maximum(rows, cols)
        ok = lo != hi
        key = np.unique(lo[ok] * m + hi[ok])
        return key // m, key % m

    def _round_simplex(self, into: np.ndarray) -> int:
        from scipy.optimize import linear_sum_assignment

        rows = np.nonzero(self.res_out > 0)[0]
        cols = np.nonzero(self.res_in > 0)[0]
        rows = rows[np.argsort(self.rank[rows], kind="stable")]
        cols = cols[np.argsort(self.rank[cols], kind="stable")]
        if rows.size == 0 or cols.size == 0:
            return 0
        w = self._discounted()[np.ix_(rows, cols)]
        zero = w <= 0
        if self.tie_all or zero.any():
            pref = self.eps * self._preference(rows, cols)
            w = w + pref if self.tie_all else np.where(zero, pref, w)
        self_pair = rows[:, None] == cols[None, :]
        big = (float(w.max()) + 1.0) * (rows.size + 1)
        w = np.where(self_pair, -big, w)
        ri, ci = linear_sum_assignment(w, maximize=True)
        arcs = sorted((int(rows[i]), int(cols[j])) for i, j in zip(ri, ci) if rows[i] != cols[j])
        for a, b in arcs:
            self.utility += float(self.weights[a, b] / (self.count[a, b] + 1))
            self.links[a, b] += 1
            into[a, b] += 1
            self.count[a, b] += 1
            self.res_out[a] -= 1
            self.res_in[b] -= 1
        return len(arcs)

    # -- connectivity: degree-preserving 2-switches between components
    def connect(self, demand: np.ndarray, mp_links: np.ndarray, fill: np.ndarray) -> tuple[int, bool]:
        """Merge components until every pair with ``demand > 0`` is connected: take the
        heaviest disconnected demand pair ``(s, t)``, a non-ring link ``a-b`` in the
        component of ``s`` and ``c-d`` in that of ``t`` (least marginal utility
        ``T_e / x_e`` first) and replace them by ``a-c, b-d`` (simplex: ``a->b, c->d`` by
        ``a->d, c->b``, which always merges). Degrees are unchanged. Returns the number of
        switches and whether every demand pair is now connected."""
        from scipy.sparse import csr_matrix
        from scipy.sparse.csgraph import connected_components

        def labels() -> np.ndarray:
            return connected_components(csr_matrix(self.links > 0), directed=not self.duplex,
                                        connection="weak")[1]

        switches = 0
        need = demand > 0
        for _ in range(self.n):
            lab = labels()
            bad = need & (lab[:, None] != lab[None, :])
            if not bad.any():
                return switches, True
            cand = np.argwhere(bad)
            s, t = cand[np.lexsort((cand[:, 1], cand[:, 0], -demand[cand[:, 0], cand[:, 1]]))[0]]
            merged = False
            for e1 in self._switch_links(lab == lab[s]):
                for e2 in self._switch_links(lab == lab[t]):
                    undo = self._switch(e1, e2, mp_links, fill)
                    after = labels()
                    if after[s] == after[t] and after[e1[0]] == after[e1[1]] == after[e2[0]] == after[e2[1]]:
                        merged = True
                        break
                    self._unswitch(undo)
                if merged:
                    break
            if not merged:
                return switches, False
            switches += 1
        return switches, False

    def _switch_links(self, inside: np.ndarray, limit: int = 6) -> list[tuple[int, int]]:
        free = (self.links - self.ring_links) > 0
        free &= inside[:, None] & inside[None, :]
        if self.duplex:
            free = np.triu(free, 1)
        idx = np.argwhere(free)
        if not idx.size:
            return []
        a, b = idx[:, 0], idx[:, 1]
        marginal = self.weights[a, b] / np.maximum(self.count[a, b], 1)
        order = np.lexsort((b, a, -self.links[a, b], marginal))[:limit]
        return [(int(a[i]), int(b[i])) for i in order]

    def _switch(self, e1: tuple[int, int], e2: tuple[int, int], mp_links: np.ndarray,
                fill: np.ndarray) -> list[tuple[np.ndarray, int, int, int]]:
        (a, b), (c, d) = e1, e2
        undo: list[tuple[np.ndarray, int, int, int]] = []

        def bump(mat: np.ndarray, i: int, j: int, delta: int) -> None:
            pairs = ((i, j), (j, i)) if self.duplex else ((i, j),)
            for x, y in pairs:
                mat[x, y] += delta
                undo.append((mat, x, y, delta))

        cats = []
        for i, j in (e1, e2):
            cat = fill if fill[i, j] > 0 else mp_links
            cats.append(cat)
            for mat in (self.links, cat, self.count):
                bump(mat, i, j, -1)
        dst = mp_links if cats[0] is mp_links and cats[1] is mp_links else fill
        new = ((a, c), (b, d)) if self.duplex else ((a, d), (c, b))
        for i, j in new:
            for mat in (self.links, dst, self.count):
                bump(mat, i, j, +1)
        return undo

    @staticmethod
    def _unswitch(undo: list[tuple[np.ndarray, int, int, int]]) -> None:
        for mat, x, y, delta in reversed(undo):
            mat[x, y] -= delta

    # -- the last resort: one node v with free ports and nobody to pair with
    def swap_in(self, fill: np.ndarray, mp_links: np.ndarray) -> int:
        swaps = 0
        while True:
            outs = np.nonzero(self.res_out > 0)[0]
            ins = np.nonzero(self.res_in > 0)[0]
            if outs.size == 0 and ins.size == 0:
                return swaps
            v = int(outs[0]) if outs.size else int(ins[0])
            if self.duplex and (outs.size != 1 or self.res_out[v] < 2):
                raise TopomilpError(f"internal: residual ports cannot be paired: {outs.tolist()}")
            if not self.duplex and (outs.tolist() != [v] or ins.tolist() != [v]):
                raise TopomilpError(f"internal: residual ports cannot be paired: {outs.tolist()} / {ins.tolist()}")
            a, b = self._swap_victim(v)
            src = fill if fill[a, b] > 0 else mp_links
            for x, y in (((a, b), (b, a)) if self.duplex else ((a, b),)):
                self.links[x, y] -= 1
                if self.ring_links[x, y] > self.links[x, y]:
                    self.ring_links[x, y] -= 1
                    if self.plan_links[x, y] > self.ring_links[x, y]:
                        self.plan_links[x, y] -= 1
                elif src[x, y] > 0:
                    src[x, y] -= 1
                    self.count[x, y] -= 1
            new = ((a, v), (v, b)) if not self.duplex else ((a, v), (v, a), (v, b), (b, v))
            for x, y in new:
                self.links[x, y] += 1
                fill[x, y] += 1
                self.count[x, y] += 1
            if self.duplex:
                self.res_out[v] -= 2
                self.res_in[v] -= 2
            else:
                self.res_out[v] -= 1
                self.res_in[v] -= 1
            swaps += 1

    def _swap_victim(self, v: int) -> tuple[int, int]:
        """The link ``a-b`` (``a->b``) with ``a, b != v`` to split: a non-ring link if one
        exists, else a link of the reference's connectivity ring (splitting it keeps it a
        ring, through ``v``), else a group's ring link; least weight first, then smallest
        ``(a, b)``."""
        for pool in (self.links - self.ring_links, self.links - self.plan_links, self.links):
            cand = pool > 0
            cand[v, :] = False
            cand[:, v] = False
            if self.duplex:
                cand = np.triu(cand, 1)
            idx = np.argwhere(cand)
            if idx.size:
                w = self.weights[idx[:, 0], idx[:, 1]]
                best = np.lexsort((idx[:, 1], idx[:, 0], w))[0]
                return int(idx[best, 0]), int(idx[best, 1])
        raise TopomilpError(f"internal: no link to split for the last free ports of node {v}")


# --------------------------------------------------------------------------- the algorithm
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
    d_ar, split_notes = _split_degree(cluster, workload, mode, d_allreduce)
    notes += split_notes
    d_mp = d - d_ar
    budget = d_ar // cost

    # -- group sizes with traffic
    by_size: dict[int, list[int]] = defaultdict(list)
    for gi, g in enumerate(workload.groups):
        if g.bytes_per_member > 0:
            by_size[g.k].append(gi)
    w_paper = {k: sum(workload.groups[i].total_bytes for i in gis) for k, gis in by_size.items()}
    w_ref = {k: sum(workload.groups[i].ring_bytes for i in gis) for k, gis in by_size.items()}

    # -- rings per group size (+ the reference's connectivity ring)
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
    mirror_aware = mode == "paper"
    strides: dict[int, list[int]] = {}
    for k, r in sorted(rings_per_size.items()):
        if r > 0:
            strides[k] = select_strides(candidate_strides(k, k), r, duplex,
                                        modulus=k if mirror_aware else None, on_shortage=on_shortage)
            if len(set(strides[k])) < len(strides[k]):
                notes.append(f"group size {k} has fewer distinct ring strides than its {r} ring(s): "
                             f"reused as parallel rings {strides[k]}")
    conn_strides: list[int] = []
    if conn_rings:
        conn_strides = select_strides(candidate_strides(n, n), conn_rings, duplex,
                                      modulus=n if mirror_aware else None, on_shortage=on_shortage)

    # -- AllReduce rings
    links = np.zeros((n, n), dtype=np.int64)
    used = np.zeros(n, dtype=np.int64)
    own: dict[int, list[tuple[int, ...]]] = defaultdict(list)
    skipped: list[tuple[int, int]] = []
    zn_strides: set[int] = set()
    size_order = sorted(by_size, key=lambda k: (-w_paper[k], k))
    for k in size_order:
        for gi in by_size[k]:
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
    ring_links = links.copy()

    # -- MP rounds, then fill rounds on whatever is left
    variant = "assignment" if not duplex else (
        ("blossom" if n <= AUTO_BLOSSOM_MAX_N else "sparse") if matching == "auto" else matching)
    res = np.full(n, d, dtype=np.int64) - used
    matcher = _Matcher(links, ring_links, plan_links, res.copy(), res.copy(), np.asarray(workload.mp, dtype=float),
                       duplex, variant, int(sparse_k), int(seed))
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
    # -- connectivity: every MP pair, and the members of groups left without a ring
    demand = np.asarray(workload.mp, dtype=float).copy()
    for gi, g in enumerate(workload.groups):
        if g.bytes_per_member > 0 and not own.get(gi):
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

    topology = finish_topology(links, cluster, f"topology_finder[{mode}]")
    mp_routing = ShortestPathRouting(topology)

    # -- coins: ring strides present at every node (with mirrors under duplex)
    idx = np.arange(n)
    coins = sorted({c for s in zn_strides for c in ((s, (n - s) % n) if duplex else (s,))
                    if c and (links[idx, (idx + c) % n] > 0).all()})
    table = coin_change_table(n, coins) if coins else {}

    # -- plan
    both_ways = duplex and mode == "paper"
    dist_cache: list[np.ndarray] = []
    rings_plan: list[tuple[Ring, ...]] = []
    without: list[int] = []
    for gi, g in enumerate(workload.groups):
        if g.bytes_per_member <= 0:
            rings_plan.append((Ring(g.members, 1.0),))
            continue
        orders = own.get(gi)
        if not orders:
            without.append(gi)
            orders = [borrowed_order(g.members, n, table, topology, both_ways, dist_cache)]
        rings_plan.append(rings_with_shares(orders, both_ways))
    plan = AllReducePlan(tuple(rings_plan))
    if without:
        notes.append(f"{len(without)} group(s) without a ring of their own route over other links")

    ar_routing_name = "shortest-path"
    ar_routing: Any = mp_routing
    if coins and workload.groups:
        residues = {(b - a) % n for gi, rings in enumerate(plan.rings)
                    if workload.groups[gi].bytes_per_member > 0
                    for r in rings if r.share > 0 for a, b in r.arcs()}
        if residues and all(t in table for t in residues):
            ar_routing = CoinChangeRouting(n, coins)
            ar_routing_name = "coin-change"

    info: dict[str, Any] = {
        "mode": mode, "matching": variant, "seed": int(seed),
        "d_allreduce": d_ar, "d_mp": d_mp,
        "rings": {k: r for k, r in sorted(rings_per_size.items())},
        "strides": {k: list(v) for k, v in sorted(strides.items())},
        "strides_zn": {k: sorted({(q * (n // k)) % n for q in v}) for k, v in sorted(strides.items())
                       if all(coset_base(workload.groups[gi].members, n) for gi in by_size[k])},
        "connectivity_stride": conn_strides[0] if conn_strides else None,
        "coins": coins, "ar_routing": ar_routing_name,
        "matching_rounds": mp_rounds, "fill_rounds": fill_rounds, "swaps": swaps,
        "matching_utility": matching_utility(mp_links, workload.mp, cluster.link_model),
        "round_utility": round_utility, "switches": switches, "mp_links": mp_links, "fill_links": fill_links,
        "skipped_rings": skipped, "groups_without_ring": without,
        "note": "; ".join(notes),
    }
    return HeuristicResult(name=f"topology_finder[{mode}]", topology=topology, plan=plan,
                           ar_routing=ar_routing, mp_routing=mp_routing,
                           build_s=time.perf_counter() - t0, info=info)
