"""Every low-hop topology on SIMPLEX links (a ``d``-in / ``d``-out regular multi-digraph),
each at least once up to relabelling (formulations/simplex_enumeration.md, (D1)-(D8)).

The simplex counterpart of :func:`topomilp.exact.joint.enumeration.low_hop_multigraphs`:
a topology is an ``n x n`` integer arc matrix ``A`` (zero diagonal, ``A[i, j]`` arcs
``i -> j``, every row and column sum ``d``); ``dist(s, t)`` follows the arcs;
``W = sum_{s != t} dist(s, t)``; ``M = sum(moore_levels(n, d, duplex=False))``.

Normal form (the document has the proofs):

* **(D1)-(D2)** ``W = n M + sum_v e_v`` with every excess ``e_v >= 0``; below ``n`` some
  node (the root, relabelled 0) has the Moore profile: ``s_h = min(d^h, rest)`` nodes at
  ``h`` hops, ``d`` distinct out-neighbours.
* **(D3)** if level ``h + 1`` is full (``s_{h+1} = d s_h``), the ``d s_h`` arcs out of
  level ``h`` go to distinct nodes of level ``h + 1``, one into each: the root's out-tree
  through the last full level ``L`` (its *leaves*) is forced; labels are breadth-first,
  children consecutive.
* **(D4)** free: the out-rows of the leaves and of the last level (if partial); row sums
  ``d``, column sums ``d`` minus the tree's in-arcs, zero diagonal, every last-level node
  with an in-arc from a leaf.
* **(D5)** symmetry: the group ``G`` = (automorphisms of the out-tree) x (permutations of
  the last level) keeps the forced part; only matrices that are lexicographically at
  least as large as their images under chosen elements of ``G`` are kept (key: block
  ``B`` = leaves x last level column by column, then the leaves' other entries, then
  the last level's rows). The chosen elements: every tree automorphism with the
  column sort of ``B`` (D5a), the ones that keep ``B`` (D5b), and the swaps of two
  last-level nodes with equal ``B`` columns (D5c).
* **(D6)-(D7)** pruning: a node with ``d' < d`` distinct out-neighbours has
  ``e_v >= d - d'``; a node whose row is complete has ``e_v >=`` the greedy bound from
  its one-hop count and an upper bound on its two-hop count (every later level at most
  ``d`` times the previous one); cut when the summed bounds exceed the budget.

>>> graphs = list(low_hop_digraphs(6, 2, 0))     # out-distances 1, 1, 2, 2, 2 from every node
>>> all(total_hops(a) == 6 * moore_sum(6, 2) for a in graphs)
True
>>> len(isomorphism_classes(graphs))               # three classes, among them the Kautz digraph K(2, 2)
3
"""

from __future__ import annotations

import itertools
from typing import Callable, Iterator

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.joint.bounds import moore_levels
from topomilp.utils import small_vectors

#: Largest out-degree accepted (the same scope as the duplex enumeration).
MAX_DEGREE = 8

#: At most this many elements of the out-tree's automorphism group are used by (D5a)
#: (any subset of the group keeps the normal form complete; the whole group is used when
#: it is this small: every depth-2 case up to d = 7 with a partial last level).
GROUP_CAP = 5040

_INF = float("inf")


# --------------------------------------------------------------------------- data
def moore_sum(n: int, d: int) -> int:
    """``M``: the smallest out-distance sum of a node of an out-degree-``d`` digraph on
    ``n`` nodes (D1).

    >>> moore_sum(12, 3), moore_sum(6, 2)      # 3 + 2 * 8; 2 + 2 * 3
    (19, 8)
    """
    return int(sum(moore_levels(n, d, duplex=False)))


def level_sizes(n: int, d: int) -> list[int]:
    """The Moore level sizes ``s_1, ..., s_D`` (D2): ``s_h = min(d^h, rest)``.

    >>> level_sizes(12, 3), level_sizes(13, 3), level_sizes(8, 2)
    ([3, 8], [3, 9], [2, 4, 1])
    """
    lev = moore_levels(n, d, duplex=False)
    return [lev.count(h) for h in range(1, max(lev) + 1)]


def check_size(n: int, d: int) -> None:
    """``2 <= d <= MAX_DEGREE`` and ``d < n - 1`` (with ``d = n - 1`` the digraph is
    complete)."""
    if not isinstance(d, (int, np.integer)) or not 2 <= d <= MAX_DEGREE:
        raise TopomilpInputError("d", f"enumeration needs 2 <= d <= {MAX_DEGREE}", d)
    if not isinstance(n, (int, np.integer)) or not d < n - 1:
        raise TopomilpInputError("n", "enumeration needs d < n - 1 (with d = n - 1 the digraph is complete)", n)


def total_hops(arcs: np.ndarray) -> float:
    """``W``: the sum of directed hop distances over ordered pairs (``inf`` if not
    strongly connected).

    >>> total_hops(np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]]))      # directed 3-cycle
    9.0
    """
    a = np.asarray(arcs)
    outs = [sum(1 << int(j) for j in np.nonzero(a[i])[0]) for i in range(a.shape[0])]
    w = _hop_sum(outs, a.shape[0], None)
    return float(w)


def hop_sum(outs: list[int], n: int, bound: int | None = None) -> float:
    """``W`` from out-neighbour bitmasks (bit ``j`` of ``outs[i]``: an arc ``i -> j``);
    ``inf`` if not strongly connected or, with ``bound``, as soon as the partial sum
    exceeds ``bound`` (then the true ``W`` is larger than ``bound``).

    >>> hop_sum([0b010, 0b100, 0b001], 3), hop_sum([0b010, 0b100, 0b001], 3, bound=5)
    (9, inf)
    """
    return _hop_sum(outs, n, bound)


def _hop_sum(outs: list[int], n: int, bound: int | None) -> float:
    """Total directed hop distance from out-neighbour bitmasks (``inf`` if not strongly
    connected, or as soon as the partial sum exceeds ``bound``)."""
    full = (1 << n) - 1
    total = 0
    for s in range(n):
        seen = frontier = 1 << s
        h = 0
        while frontier:
            h += 1
            nxt = 0
            f = frontier
            while f:
                low = f & -f
                nxt |= outs[low.bit_length() - 1]
                f ^= low
            nxt &= ~seen
            total += h * nxt.bit_count()
            seen |= nxt
            frontier = nxt
        if seen != full:
            return _INF
        if bound is not None and total > bound:
            return _INF
    return total


def out_tree(n: int, d: int) -> tuple[np.ndarray, list[int], list[int], list[list[int]]]:
    """(D3) the forced part: the arc matrix of the root's out-tree through the last full
    level (node 0 and every node of a level ``< L`` with ``d`` single arcs to its
    children), the leaves (level ``L``), the last level's nodes (possibly none) and the
    children lists of the internal tree nodes. Nodes are numbered level by level,
    children consecutive.

    >>> arcs, leaves, last, children = out_tree(12, 3)
    >>> leaves, last, int(arcs.sum())
    ([1, 2, 3], [4, 5, 6, 7, 8, 9, 10, 11], 3)
    >>> arcs, leaves, last, children = out_tree(7, 2)      # level 2 full: 1 + 2 + 4 nodes
    >>> leaves, last, children
    ([3, 4, 5, 6], [], [[1, 2], [3, 4], [5, 6]])
    """
    sizes = level_sizes(n, d)
    full_last = sizes[-1] == d ** len(sizes)
    n_full = len(sizes) if full_last else len(sizes) - 1                  # L
    arcs = np.zeros((n, n), dtype=np.int64)
    children: list[list[int]] = []
    prev, start = [0], 1
    for h in range(n_full):
        cur = list(range(start, start + sizes[h]))
        for i, u in enumerate(prev):
            kids = cur[i * d:(i + 1) * d]
            children.append(kids)
            arcs[u, kids] = 1
        prev, start = cur, start + sizes[h]
    return arcs, prev, list(range(start, n)), children


def _tree_automorphisms(n: int, d: int, children: list[list[int]]) -> Iterator[list[int]]:
    """(D5) automorphisms of the out-tree (each internal node's children permuted,
    subtrees carried along), as permutations of all ``n`` nodes (the last level fixed);
    the identity first."""
    internal = range(len(children))              # breadth-first labels: node i's children are children[i]
    perms = list(itertools.permutations(range(d)))
    for choice in itertools.product(perms, repeat=len(children)):
        p = list(range(n))
        for v in internal:                                                 # breadth-first
            kids, image = children[v], children[p[v]]
            pi = choice[v]
            for j, c in enumerate(kids):
                p[c] = image[pi[j]]
        yield p


# --------------------------------------------------------------------------- bounds
def _greedy_bound(n: int, d: int, a1: int, a2: int, moore: int) -> float:
    """(D7) the smallest out-distance sum, minus ``M``, of a node with ``a1`` nodes at one
    hop and at most ``a2`` at two hops, every later level at most ``d`` times the previous."""
    rem = n - 1 - a1
    s = a1
    a = min(rem, a2)
    s += 2 * a
    rem -= a
    prev, h = a, 2
    while rem > 0:
        if prev == 0:
            return _INF
        h += 1
        a = min(rem, d * prev)
        s += h * a
        rem -= a
        prev = a
    return s - moore


# --------------------------------------------------------------------------- B blocks
def _b_blocks(m: int, k: int, d: int, budget: int) -> Iterator[tuple[tuple[int, ...], ...]]:
    """(D4) block ``B`` (leaves x last level) as its ``k`` columns, non-increasing (D5a):
    every column sum in ``1..d`` (each last-level node has an in-arc from a leaf and
    in-degree ``d``), every row sum ``<= d``, multi-arc cost ``sum (x - 1)^+ <= budget``
    (D6)."""
    cols = small_vectors(m, d)
    cost = [sum(x - 1 for x in c if x > 1) for c in cols]
    rows = [0] * m
    cur: list[tuple[int, ...]] = []

    def rec(j: int, start: int, spent: int) -> Iterator[tuple[tuple[int, ...], ...]]:
        if j == k:
            yield tuple(cur)
            return
        for idx in range(start, len(cols)):
            c = cols[idx]
            s = spent + cost[idx]
            if s > budget or any(rows[i] + c[i] > d for i in range(m)):
                continue
            for i in range(m):
                rows[i] += c[i]
            cur.append(c)
            yield from rec(j + 1, idx, s)
            cur.pop()
            for i in range(m):
                rows[i] -= c[i]

    yield from rec(0, 0, 0)


def _b_stabiliser(b: tuple[tuple[int, ...], ...], leaves: list[int], last: list[int],
                  autos: list[list[int]]) -> list[list[int]] | None:
    """(D5a) ``None`` unless ``B`` (columns, non-increasing) is at least its image under
    every listed tree automorphism followed by the column sort; else (D5b) the elements
    ``q`` (automorphism, then the stable column sort) whose image of ``B`` is ``B``
    itself, as node maps ``q`` (the image matrix is ``A[q][:, q]``), identity excluded.
    Past the current deadline (checked every 4096 automorphisms) it raises
    :class:`~topomilp.exact.deadline.DeadlineExpired`."""
    pos = {v: i for i, v in enumerate(leaves)}
    k = len(b)
    out = []
    tick = DL.Ticker(every=1 << 12, what="checking blocks B")
    for q in autos:
        tick()
        rows = [pos[q[v]] for v in leaves]
        image = [tuple(col[r] for r in rows) for col in b]
        order = sorted(range(k), key=lambda c: image[c], reverse=True)    # stable
        sorted_image = [image[c] for c in order]
        if sorted_image > list(b):
            return None
        if sorted_image == list(b):
            full = list(q)
            for c in range(k):
                full[last[c]] = last[order[c]]
            if full != list(range(len(full))):
                out.append(full)
    return out


# --------------------------------------------------------------------------- enumeration
def low_hop_digraphs(n: int, d: int, max_excess: int, *, exact: bool = False,
                     stats: dict | None = None,
                     limit: Callable[[], int] | None = None) -> Iterator[np.ndarray]:
    """Every loopless ``d``-in / ``d``-out regular multi-digraph on ``n`` nodes with
    total directed hop distance ``W <= n * moore_sum(n, d) + max_excess`` (``exact``:
    ``W ==``), each at least once up to relabelling, as arc matrices (int64) in the
    normal form (D3)-(D5) of formulations/simplex_enumeration.md.

    Needs ``0 <= max_excess < n`` (D2), ``2 <= d <= 8`` and ``d < n - 1``; any Moore
    depth. The current deadline (:mod:`topomilp.exact.deadline`) stops the enumeration early.
    ``limit`` (not with ``exact``), read before each block ``B``, may lower the budget
    while it runs; graphs beyond it are skipped. ``stats`` (a dict), when given,
    receives ``candidates`` (normal-form digraphs built) and ``complete`` (``False``
    when the deadline stopped it).

    >>> sum(1 for _ in low_hop_digraphs(7, 2, 3))    # 7 = 1 + 2 + 4: no digraph comes within 3 of Moore
    0
    >>> len(isomorphism_classes(low_hop_digraphs(7, 2, 4)))
    3
    """
    check_size(n, d)
    if not isinstance(max_excess, (int, np.integer)) or not 0 <= max_excess < n:
        raise TopomilpInputError("max_excess", "must be an integer with 0 <= max_excess < n (D2)", max_excess)
    moore = moore_sum(n, d)
    w_moore = n * moore
    tree, leaves, last, children = out_tree(n, d)
    m, k = len(leaves), len(last)
    autos = list(itertools.islice(_tree_automorphisms(n, d, children), GROUP_CAP))
    leaf_set, last_set = set(leaves), set(last)
    nonlast = [v for v in range(n) if v not in last_set]
    free_rows = leaves + last                                                  # (D4) in this order
    lb_memo: dict[tuple[int, int], float] = {}
    tick = DL.Ticker(every=1 << 14, what="enumerating digraphs")
    count = 0
    if stats is not None:
        stats["complete"] = False
        stats["candidates"] = 0

    def lb(a1: int, a2: int) -> float:
        key = (a1, a2)
        v = lb_memo.get(key)
        if v is None:
            v = lb_memo[key] = _greedy_bound(n, d, a1, a2, moore)
        return v

    try:
        for b in _b_blocks(m, k, d, max_excess):
            tick.now()                                                          # every block, not only in fill
            stab = _b_stabiliser(b, leaves, last, autos)                        # (D5a)
            if stab is None:
                continue
            cap_budget = max_excess if limit is None or exact else min(max_excess, int(limit()))
            b_cost = sum(x - 1 for c in b for x in c if x > 1)
            if cap_budget < b_cost:
                continue
            found, built = _complete(n, d, tree, leaves, last, nonlast, leaf_set, free_rows, b, stab,
                                     cap_budget, w_moore, exact, lb, tick)
            count += built
            if stats is not None:
                stats["candidates"] = count
            yield from found
    except DL.DeadlineExpired:
        if stats is not None:
            stats["candidates"] = count
        return
    if stats is not None:
        stats["candidates"] = count
        stats["complete"] = True


def _complete(n, d, tree, leaves, last, nonlast, leaf_set, free_rows, b, stab, budget, w_moore, exact,
              lb, tick) -> tuple[list[np.ndarray], int]:
    """(D4)-(D7) every completion of the rows of the leaves and of the last level for
    block ``B = b``: rows filled node by node with in-degree capacities, pruned by the
    summed excess bounds (D6)-(D7) and the lexicographic conditions (D5b)-(D5c)."""
    return _Completion(n, d, tree, leaves, last, nonlast, leaf_set, free_rows, b, stab, budget, w_moore,
                       exact, lb, tick).run()


class _Completion:
    """The search of :func:`_complete` for one block ``B``: the arc matrix ``A`` being
    filled and what it keeps per node — free out-ports ``need``, free in-ports ``cap``
    (``open_in``: the bitmask of nodes with one), out-neighbour bitmasks ``out``, complete
    rows ``done`` and their excess bounds ``contrib`` (D6)-(D7); the (D5b) elements still
    tied (``gs_live``) and the (D5c) swaps still undecided (``tied``)."""

    def __init__(self, n, d, tree, leaves, last, nonlast, leaf_set, free_rows, b, stab, budget, w_moore,
                 exact, lb, tick) -> None:
        self.n, self.d, self.leaves, self.last, self.nonlast = n, d, leaves, last, nonlast
        self.free_rows, self.stab, self.budget, self.exact, self.lb, self.tick = (
            free_rows, stab, budget, exact, lb, tick)
        A = [[int(x) for x in row] for row in tree]
        for c, col in enumerate(b):
            for i, x in enumerate(col):
                A[leaves[i]][last[c]] = x
        self.A = A
        self.need = [d - sum(row) for row in A]
        self.cap = [d - sum(A[r][c] for r in range(n)) for c in range(n)]
        self.out = [sum(1 << c for c in range(n) if A[r][c]) for r in range(n)]
        self.done = [self.need[r] == 0 and r not in leaf_set for r in range(n)]   # forced rows (D3)
        self.contrib = [0.0] * n                                                  # (D6)-(D7) per node
        for r in leaves:
            self.contrib[r] = sum(x - 1 for x in A[r] if x > 1)
        self.open_in = [sum(1 << c for c in range(n) if self.cap[c] > 0)]        # nodes with free in-ports
        self.node_bound = self._node_bound()
        for v in range(n):
            if self.done[v]:
                self.contrib[v] = self.node_bound(v)
        self.allowed = {r: [c for c in (nonlast if r in leaf_set else range(n)) if c != r] for r in free_rows}
        self.bound = w_moore + budget
        self.results: list[np.ndarray] = []
        self.built = 0
        self.gs_live: list[list[list[int]]] = [[]]                               # (D5b) still tied after C
        self.tied = [i for i in range(len(last) - 1) if b[i] == b[i + 1]]        # (D5c)
        self.last_pos = {v: i for i, v in enumerate(last)}

    def _node_bound(self) -> Callable[[int], float]:
        """(D7) the excess bound of a node whose row is complete, as a closure over the
        search's lists (called for every row completed and its in-neighbours)."""
        out, need, open_in, d, lb = self.out, self.need, self.open_in, self.d, self.lb

        def node_bound(v: int) -> float:
            ball = out[v] | (1 << v)
            a1 = out[v].bit_count()
            reach, extra = 0, 0
            f = out[v]
            while f:
                low = f & -f
                u = low.bit_length() - 1
                reach |= out[u]
                extra += need[u]
                f ^= low
            known = reach & ~ball
            if extra:                               # (D7) a new two-hop node needs a free in-port
                extra = min(extra, (open_in[0] & ~ball & ~known).bit_count())
            a2 = min(known.bit_count() + extra, d * a1)
            return lb(a1, a2)

        return node_bound

    def key_cmp(self, q: list[int], rows: list[int], cols) -> int:
        """Sign of (image key - key) over ``rows`` x ``cols`` (row-major), image ``A[q][:, q]``."""
        A = self.A
        for r in rows:
            qr, ar = A[q[r]], A[r]
            for c in cols:
                x, y = qr[q[c]], ar[c]
                if x != y:
                    return 1 if x > y else -1
        return 0

    def settle(self, a: int) -> list[int] | None:
        """(D5c) last-level row ``a`` (its index) is complete: the swaps it decides;
        ``None`` if one makes the key larger (prune)."""
        A, last = self.A, self.last
        decided = []
        for i in self.tied:
            li, lj = last[i], last[i + 1]
            if a == i:
                continue
            if a == i + 1:
                ri, rj = A[li], A[lj]
                sgn = 0
                for c in range(self.n):
                    sc = lj if c == li else li if c == lj else c
                    x, y = rj[sc], ri[c]
                    if x != y:
                        sgn = 1 if x > y else -1
                        break
            else:
                ra = A[last[a]]
                x, y = ra[lj], ra[li]
                sgn = 0 if x == y else (1 if x > y else -1)
            if sgn > 0:
                return None
            if sgn < 0:
                decided.append(i)
        return decided

    def finish(self) -> None:
        """Every row is full: keep the digraph if it is in normal form (D5b) and within
        the hop budget."""
        for q in self.gs_live[0]:                                               # (D5b) rows of the last level
            if self.key_cmp(q, self.last, range(self.n)) > 0:
                return
        self.built += 1
        w = _hop_sum(self.out, self.n, self.bound)
        if w == self.bound or (w < self.bound and not self.exact):
            self.results.append(np.array(self.A, dtype=np.int64))

    def run(self) -> tuple[list[np.ndarray], int]:
        """Fill the free rows in (D4) order: ``(digraphs kept, normal forms built)``. The
        recursion is three closures over local names (the hot loop of the proof)."""
        if sum(self.contrib) > self.budget:
            return self.results, 0
        A, n, m, need, cap, out = self.A, self.n, len(self.leaves), self.need, self.cap, self.out
        done, contrib, open_in, tied, last_pos, gs_live = (
            self.done, self.contrib, self.open_in, self.tied, self.last_pos, self.gs_live)
        stab, leaves, nonlast, free_rows, allowed = self.stab, self.leaves, self.nonlast, self.free_rows, self.allowed
        budget, tick = self.budget, self.tick
        node_bound, settle, key_cmp, finish = self.node_bound, self.settle, self.key_cmp, self.finish

        def complete_row(ri: int, r: int) -> None:
            old = {}
            done[r] = True
            old[r] = contrib[r]
            contrib[r] = node_bound(r)
            bit = 1 << r
            for v in range(n):
                if done[v] and v != r and out[v] & bit:
                    old[v] = contrib[v]
                    contrib[v] = node_bound(v)
            if sum(contrib) <= budget:
                decided: list[int] | None = []
                if r in last_pos:
                    decided = settle(last_pos[r])
                if decided is not None:
                    for t in decided:
                        tied.remove(t)
                    row(ri + 1)
                    tied.extend(decided)
                    tied.sort()
            for v, x in old.items():
                contrib[v] = x
            done[r] = False

        def fill(ri: int, r: int, cols: list[int], ci: int, left: int, mspent: int) -> None:
            tick()
            if left == 0:
                complete_row(ri, r)
                return
            if ci == len(cols):
                return
            avail = 0
            for c in cols[ci:]:
                avail += cap[c]
            if avail < left:
                return
            c = cols[ci]
            base = sum(contrib) - contrib[r]
            rowr = A[r]
            for v in range(min(left, cap[c]), -1, -1):
                s = mspent + (v - 1 if v > 1 else 0)
                if base + s > budget:
                    continue
                if v:
                    rowr[c] = v
                    cap[c] -= v
                    if not cap[c]:
                        open_in[0] &= ~(1 << c)
                    need[r] -= v
                    out[r] |= 1 << c
                    contrib[r] = s
                fill(ri, r, cols, ci + 1, left - v, s)
                if v:
                    rowr[c] = 0
                    cap[c] += v
                    open_in[0] |= 1 << c
                    need[r] += v
                    out[r] &= ~(1 << c)
                    contrib[r] = mspent

        def row(ri: int) -> None:
            saved = gs_live[0]
            if ri == m:                                                         # (D5b) the leaves' rows
                live = []
                for q in stab:
                    sgn = key_cmp(q, leaves, nonlast)
                    if sgn > 0:
                        return
                    if sgn == 0:
                        live.append(q)
                gs_live[0] = live
            if ri == len(free_rows):
                finish()
            else:
                r = free_rows[ri]
                fill(ri, r, allowed[r], 0, need[r], int(contrib[r]))
            gs_live[0] = saved

        row(0)
        return self.results, self.built


def isomorphism_classes(graphs) -> list[np.ndarray]:
    """One arc matrix per isomorphism class of ``graphs`` (first seen), by nauty's
    canonical forms when available (:mod:`topomilp.exact.joint.canonical`).

    >>> len(isomorphism_classes(low_hop_digraphs(6, 2, 2)))
    5
    """
    from topomilp.exact.joint.canonical import isomorphism_classes as classes

    return classes(graphs, directed=True)


__all__ = ["GROUP_CAP", "MAX_DEGREE", "check_size", "hop_sum", "isomorphism_classes", "level_sizes", "low_hop_digraphs",
           "moore_sum", "out_tree", "total_hops"]
