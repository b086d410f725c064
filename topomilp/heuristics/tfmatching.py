"""The matching rounds of TopologyFinder (TopoOpt, NSDI 2023, arXiv 2202.00433,
Algorithm 1, lines 7-12): repeated maximum-weight matchings (duplex) or assignments
(simplex) on the ports the rings leave, with TopoOpt's discount ``T / (c + 1)`` on a pair
holding ``c`` links, the fill rounds, the swap that gives the last free ports a link, and
the 2-switches that join components exchanging traffic. The rules, tie-breaks and
variants are described in :mod:`topomilp.heuristics.topologyfinder` (steps 3-5) and
docs/topoopt-reference.md §3.3.

>>> import numpy as np
>>> links = np.zeros((4, 4), dtype=np.int64)
>>> free = np.ones(4, dtype=np.int64)
>>> mp = np.array([[0, 5, 0, 0], [5, 0, 0, 0], [0, 0, 0, 1], [0, 0, 1, 0]], dtype=float)
>>> m = Matcher(links, links.copy(), links.copy(), free.copy(), free.copy(), mp, True, "blossom", 8, 0)
>>> into = np.zeros_like(links)
>>> m.run_round(into), int(into[0, 1]), int(into[2, 3])
(2, 1, 1)
"""

from __future__ import annotations

import math

import numpy as np

from topomilp.errors import TopomilpError
from topomilp.utils import hop_distances

#: ``matching="auto"`` runs full Blossom up to this many nodes, the sparse variant above.
AUTO_BLOSSOM_MAX_N = 64
#: total weight of all tie-break preferences in one round, relative to the smallest
#: positive traffic weight
TIE_WEIGHT = 1e-9



class Matcher:
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


__all__ = ["AUTO_BLOSSOM_MAX_N", "TIE_WEIGHT", "Matcher"]
