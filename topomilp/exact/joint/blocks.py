"""The blocks of the layered normal form (E5) of formulations/uniform_enumeration.md, one
generator each: the links among the root's leaves (block C, :func:`leaf_multigraphs`,
kept only when canonical under the tree's automorphisms, :func:`canonical_automorphisms`,
(E5a)), between the leaves and the last level (block B, :func:`bipartite_blocks`, (E5b),
(E5c)), and inside the last level (block D, :func:`exact_multigraphs`, pruned by (E6)).
:func:`topomilp.exact.joint.enumeration.low_hop_multigraphs` puts them together. Each
stops at the solve's deadline (:class:`~topomilp.exact.deadline.Ticker`).
"""

from __future__ import annotations

import itertools
from typing import Iterator, Sequence

from topomilp.exact import deadline as DL
from topomilp.exact.joint.shortcycles import new_short
from topomilp.utils import small_vectors


def leaf_multigraphs(m: int, caps: Sequence[int], budget: int, nbrs: Sequence[int] | None = None,
                     index: Sequence[int] = (), slack: int | None = None) -> Iterator[dict[tuple[int, int], int]]:
    """Loopless multigraphs on ``m`` nodes with degree ``<= caps[i]`` and at most
    ``budget // 2`` multi-links (E6), as ``{(i, j): multiplicity}``. With ``nbrs`` (the
    neighbour bitmasks of the rest of the graph, leaf ``i`` being node ``index[i]``
    there), each node that comes to lie on a cycle of length 3 or 4 also costs 1 (E6').
    ``slack``: the most free ports ``sum(caps) - 2 * links`` left over (the last level can
    take at most ``d k`` links, (E5)); checked as each node's degree becomes final. Past
    the deadline it raises :class:`~topomilp.exact.deadline.DeadlineExpired` (the first
    block at n = 20, d = 4, excess 0 takes 1.2 million steps, 1.75 s of CPU)."""
    pairs = list(itertools.combinations(range(m), 2))
    closes = {p: [i - 1] for p, (i, j) in enumerate(pairs) if j == i + 1 and i > 0}  # nodes now final
    closes[len(pairs)] = list(range(max(m - 2, 0), m))
    deg = [0] * m
    cur: dict[tuple[int, int], int] = {}
    nb = list(nbrs) if nbrs is not None else None
    short = [0]
    tick = DL.Ticker(what="enumerating block C")
    steps = 0

    def rec(p: int, spent: int, free: int) -> Iterator[dict[tuple[int, int], int]]:
        nonlocal steps
        steps += 1
        if not steps & 4095:                  # the deadline every 4096 steps (a Ticker call each: 7 % slower)
            tick.now()
        if slack is not None and p in closes:
            free += sum(caps[x] - deg[x] for x in closes[p])
            if free > slack:
                return
        if p == len(pairs):
            yield dict(cur)
            return
        i, j = pairs[p]
        for v in range(min(caps[i] - deg[i], caps[j] - deg[j]) + 1):
            s = spent + (2 if v > 1 else 0)
            if s > budget:
                break
            was = short[0]
            if v and nb is not None:                              # (E6') short cycles through i - j
                u, w = index[i], index[j]
                marks = new_short(nb, u, w) & ~was
                s += marks.bit_count()
                if s > budget:
                    continue
                short[0] = was | marks
                nb[u] |= 1 << w
                nb[w] |= 1 << u
            if v:
                cur[(i, j)] = v
            deg[i] += v
            deg[j] += v
            yield from rec(p + 1, s, free)
            deg[i] -= v
            deg[j] -= v
            cur.pop((i, j), None)
            if v and nb is not None:
                nb[index[i]] &= ~(1 << index[j])
                nb[index[j]] &= ~(1 << index[i])
                short[0] = was

    yield from rec(0, 0, 0)


def _far_nodes(nb: list[int], x: int, complete: int, hops: int = 2) -> int:
    """(E6) the complete nodes (bitmask ``complete``) certainly more than ``hops`` (2 or 3)
    hops away from node ``x`` (now complete; ``nb`` the neighbour bitmasks), as a bitmask;
    each costs 2 (one excess at each end):
    at 2, those neither adjacent to it nor adjacent to one of its neighbours; at 3 (E6''),
    those outside its current 3-hop ball that cannot enter it, i.e. a path ``x - a - b - y``
    would need a new link ``a - b`` between two incomplete nodes: ``y`` has no incomplete
    neighbour, or ``x`` has none."""
    reach = nb[x] | (1 << x)
    for _ in range(hops - 1):
        grow, w, rest = reach, 0, reach
        while rest:
            if rest & 1:
                grow |= nb[w]
            rest >>= 1
            w += 1
        reach = grow
    far = complete & ~reach
    if hops == 3 and far:
        open_ = ((1 << len(nb)) - 1) & ~complete & ~(1 << x)       # incomplete nodes
        if nb[x] & open_:
            far = sum(1 << y for y in range(len(nb)) if far >> y & 1 and not nb[y] & open_)
    return far


def _open_cost(nb: list[int], done: int, rem: Sequence[int], offset: int) -> int:
    """(E6b) at Moore depth 2: for every complete node ``x`` (bitmask ``done``), the
    incomplete nodes outside its two-hop ball that its incomplete neighbours cannot all
    bring in (each neighbour ``a`` adds at most its ``rem[a - offset]`` free ports)."""
    open_ = ((1 << len(nb)) - 1) & ~done
    total, rest, x = 0, done, 0
    while rest:
        if rest & 1:
            reach, w, r = nb[x] | (1 << x), 0, nb[x]
            while r:
                if r & 1:
                    reach |= nb[w]
                r >>= 1
                w += 1
            out = (open_ & ~reach).bit_count()
            if out:
                a_mask, a, cap = nb[x] & open_, 0, 0
                while a_mask:
                    if a_mask & 1:
                        cap += rem[a - offset]
                    a_mask >>= 1
                    a += 1
                total += max(0, out - cap)
        rest >>= 1
        x += 1
    return total


def _completion(nb: list[int] | None, x: int, done: int, far_hops: int, rem: Sequence[int], offset: int,
                slack: int) -> tuple[int, int, int]:
    """Node ``x`` of block D is complete (``done``: the complete nodes before it): its
    far-pair cost (E6), (E6''), kept; the open-node cost (E6b) at depth 2, checked but not
    kept (it is recomputed at every completion; 0 when the far cost exceeds ``slack``);
    the nodes the far pairs charge (E9b), as a bitmask."""
    if nb is None or not far_hops:
        return 0, 0, 0
    far = _far_nodes(nb, x, done, far_hops)
    cost = 2 * far.bit_count()
    opened = _open_cost(nb, done | 1 << x, rem, offset) if far_hops == 2 and cost <= slack else 0
    return cost, opened, (far | 1 << x) if far else 0


def _toggle(nb: list[int] | None, u: int, w: int) -> None:
    """Add or remove the link ``u - w`` in the neighbour bitmasks ``nb`` (if any)."""
    if nb is not None:
        nb[u] ^= 1 << w
        nb[w] ^= 1 << u


def _settle_twins(mat: list[list[int]], tied: list[int], a: int) -> list[int] | None:
    """(E5d) row ``a`` of the link matrix ``mat`` is complete: the twin swaps among
    ``tied`` it decides; ``None`` if one of them makes the matrix larger (prune)."""
    m = len(mat)
    decided = []
    for i in tied:
        if a < i:
            x, y = mat[a][i], mat[a][i + 1]
        elif a == i + 1:
            x = y = 0
            for b in range(i + 2, m):
                if mat[i][b] != mat[i + 1][b]:
                    x, y = mat[i][b], mat[i + 1][b]
                    break
            else:
                decided.append(i)             # equal to its image: nothing left to decide
                continue
        else:
            continue
        if x < y:
            return None
        if x > y:
            decided.append(i)
    return decided


def exact_multigraphs(degs: Sequence[int], budget: int, nbrs: Sequence[int] | None = None,
                       offset: int = 0, twins: Sequence[bool] = (), far_hops: int = 2,
                       short: int | None = None, charged: int | None = None) -> Iterator[list[tuple[int, int, int]]]:
    """Loopless multigraphs with degree sequence exactly ``degs`` and excess at most
    ``budget`` (E6), as lists of links ``(i, j, multiplicity)``, ``i < j``: node by node,
    the lowest node with free ports takes all its links to higher nodes; a multi-link
    costs 2. ``nbrs``: neighbour bitmasks of the whole graph (node ``i`` here is node
    ``offset + i`` there; nodes below ``offset`` complete); with them a pair of complete
    nodes certainly more than ``far_hops`` (2, 3 (E6''); 0: off) hops apart costs 2, and
    with ``short`` (the nodes on a cycle of length 3 or 4) each new such node 1 (E6').
    ``twins[i]``: swapping nodes ``i``, ``i + 1`` maps the rest to itself; only link
    matrices at least as large as their swapped image are kept (E5d). ``charged``
    (second pass of (E9)): the nodes charged so far; an uncharged node counts 1 (E9b).
    Past the deadline it raises :class:`~topomilp.exact.deadline.DeadlineExpired`.

    >>> sorted(sorted(g) for g in exact_multigraphs([1, 1, 2], 0))
    [[(0, 2, 1), (1, 2, 1)]]
    """
    yield from _BlockD(degs, budget, nbrs, offset, twins, far_hops, short, charged).node(0, 0)


class _BlockD:
    """The search state of :func:`exact_multigraphs` (its arguments as there): the free
    ports ``rem``, the links so far ``cur`` and as a matrix ``mat``, the neighbour
    bitmasks ``nb`` (or ``None``), the complete nodes ``done``, the nodes on a short cycle
    ``shorts`` (E6'), the charged nodes ``charged`` (E9b), the twin swaps not yet decided
    ``tied`` (E5d). Every method that changes it undoes its change before it returns
    (:meth:`complete` by :meth:`undo`)."""

    __slots__ = ("m", "rem", "budget", "offset", "far_hops", "short_on", "every", "cur", "nb", "mat",
                 "tied", "tick", "done", "shorts", "charged")

    def __init__(self, degs: Sequence[int], budget: int, nbrs: Sequence[int] | None, offset: int,
                 twins: Sequence[bool], far_hops: int, short: int | None, charged: int | None) -> None:
        self.m, self.rem = len(degs), list(degs)
        self.budget, self.offset, self.far_hops, self.short_on = budget, offset, far_hops, short is not None
        self.cur: list[tuple[int, int, int]] = []
        self.nb = list(nbrs) if nbrs is not None else None
        self.mat = [[0] * self.m for _ in range(self.m)]
        self.tied = [i for i in range(self.m - 1) if i < len(twins) and twins[i]]
        self.tick = DL.Ticker(every=1 << 16, what="enumerating block D")
        self.done = (1 << offset) - 1                      # bitmask of the complete nodes
        self.shorts, self.charged = short or 0, charged or 0
        self.every = len(self.nb) if charged is not None and self.nb is not None else 0  # (E9b) on: the node count

    def over(self, spent: int, marks: int) -> bool:
        """(E9b) 1 for each node no cost charges."""
        return self.every > 0 and spent + self.every - (self.charged | marks).bit_count() > self.budget

    def complete(self, i: int, spent: int) -> tuple[int, list[int], int] | None:
        """Node ``i`` is complete: the excess spent then, the twin swaps it decided and the
        charged nodes before; ``None`` (nothing changed) if that prunes."""
        cost, opened, marks = _completion(self.nb, self.offset + i, self.done, self.far_hops, self.rem,
                                          self.offset, self.budget - spent)
        if spent + cost + opened > self.budget or self.over(spent + cost, marks):
            return None
        decided = _settle_twins(self.mat, self.tied, i)
        if decided is None:
            return None
        self.tied[:] = [t for t in self.tied if t not in decided]
        self.done |= 1 << (self.offset + i)
        was, self.charged = self.charged, self.charged | marks
        return spent + cost, decided, was

    def undo(self, i: int, decided: list[int], was: int) -> None:
        """Take back :meth:`complete`."""
        self.done &= ~(1 << (self.offset + i))
        self.charged = was
        self.tied[:] = sorted(self.tied + decided)

    def fill(self, i: int, j: int, need: int, spent: int, avail: int) -> Iterator[list[tuple[int, int, int]]]:
        """Links of node ``i`` to nodes ``j, j+1, ...``; ``avail = sum(rem[j:])``."""
        self.tick()
        if need == 0:
            res = self.complete(i, spent)
            if res is not None:
                yield from self.node(i + 1, res[0])
                self.undo(i, *res[1:])
            return
        rem = self.rem
        if j >= self.m or need > avail:
            return
        after = avail - rem[j]
        nb, budget, cur, row = self.nb, self.budget, self.cur, self.mat[i]
        u, w, was = self.offset + i, self.offset + j, self.shorts
        marks = new_short(nb, u, w) & ~was if self.short_on else 0          # (E6') short cycles through u - w
        chw, every = self.charged, self.every
        for v in range(min(need, rem[j]), -1, -1):
            s = spent + (2 if v > 1 else 0) + (marks.bit_count() if v else 0)
            add = (marks if v else 0) | ((1 << u | 1 << w) if v > 1 else 0)
            if s > budget or (every and s + every - (chw | add).bit_count() > budget):  # over(), inlined
                continue
            self.charged = chw | add
            if v:
                rem[j], row[j], self.shorts = rem[j] - v, v, was | marks
                cur.append((i, j, v))
                _toggle(nb, u, w)
            yield from self.fill(i, j + 1, need - v, s, after)
            self.charged = chw
            if v:
                cur.pop()
                rem[j], row[j], self.shorts = rem[j] + v, 0, was
                _toggle(nb, u, w)

    def node(self, i: int, spent: int) -> Iterator[list[tuple[int, int, int]]]:
        """Node ``i`` on: nodes with no free port left are completed at once, the first
        with free ports takes its links to higher nodes (:meth:`fill`)."""
        undos = []
        rem, m = self.rem, self.m
        while i < m and rem[i] == 0:                   # complete already: all links to lower nodes
            res = self.complete(i, spent)
            if res is None:
                break
            spent = res[0]
            undos.append((i, res[1], res[2]))
            i += 1
        else:
            if i >= m:
                yield list(self.cur)
            else:
                need, rem[i] = rem[i], 0
                yield from self.fill(i, i + 1, need, spent, sum(rem[i + 1:]))
                rem[i] = need
        for u, decided, was in reversed(undos):
            self.undo(u, decided, was)


def canonical_automorphisms(edges: dict[tuple[int, int], int], m: int,
                             group: Sequence[tuple[int, ...]]) -> list[tuple[int, ...]] | None:
    """(E5a) ``None`` unless the leaf block (links among the ``m`` leaves) is the
    lexicographically largest of its images under ``group`` (the tree's automorphisms on
    the leaves); then the elements of ``group`` that fix it (its stabiliser). Past the
    current deadline it raises :class:`~topomilp.exact.deadline.DeadlineExpired`."""
    pairs = list(itertools.combinations(range(m), 2))
    key = tuple(edges.get(p, 0) for p in pairs)
    autos = []
    tick = DL.Ticker(every=1 << 10, what="checking leaf blocks")
    tick.now()
    for perm in group:
        tick()
        other = tuple(edges.get((min(perm[i], perm[j]), max(perm[i], perm[j])), 0) for i, j in pairs)
        if other > key:
            return None
        if other == key:
            autos.append(perm)
    return autos


def block_is_canonical(rows: Sequence[tuple[int, ...]], autos: Sequence[tuple[int, ...]]) -> bool:
    """(E5b) the rows (sorted, non-increasing) are the largest sorted block among the
    column relabellings by the stabiliser of the leaf block."""
    key = list(rows)
    for perm in autos:
        other = sorted((tuple(r[perm[c]] for c in range(len(perm))) for r in rows), reverse=True)
        if other > key:
            return False
    return True


def bipartite_blocks(k: int, d: int, colsum: Sequence[int], budget: int,
                     cycles: tuple[Sequence[int], int, Sequence[int], Sequence[int]] | None = None,
                     empty: int = 0) -> Iterator[list[tuple[int, ...]]]:
    """(E5) the links between the leaves (columns) and the ``k`` last-level nodes (rows):
    row sums in ``1..d`` (every last-level node is adjacent to a leaf) but for the last
    ``empty`` rows, which are zero (E9: a node one level further down), column sums
    ``colsum``, rows in non-increasing lexicographic order (E5c), at most ``budget // 2``
    multi-links. ``cycles = (neighbour bitmasks of the whole graph, bitmask of its nodes on
    a short cycle, the rows' nodes there, the columns' nodes there)`` turns on the (E6')
    cost: 1 for each node that comes to lie on a cycle of length 3 or 4."""
    m = len(colsum)
    rows_all = [r for r in small_vectors(m, d) if all(x <= c for x, c in zip(r, colsum))]
    multi = [2 * sum(1 for x in r if x > 1) for r in rows_all]
    sums = [sum(r) for r in rows_all]
    cols = [[c for c in range(m) if r[c]] for r in rows_all]
    cs = [0] * m
    rows: list[tuple[int, ...]] = []
    left = [sum(colsum)]
    tick = DL.Ticker(every=1 << 14, what="enumerating block B")
    nb = list(cycles[0]) if cycles is not None else None
    short = [cycles[1] if cycles is not None else 0]
    row_node, col_node = (cycles[2], cycles[3]) if cycles is not None else ((), ())

    def place(x: int, idx: int) -> int:
        """Add row ``idx``'s links at node ``x`` to ``nb``; the new short-cycle nodes."""
        marks = 0
        for c in cols[idx]:
            y = col_node[c]
            marks |= new_short(nb, x, y)
            nb[x] |= 1 << y
            nb[y] |= 1 << x
        return marks & ~short[0]

    def unplace(x: int, idx: int) -> None:
        for c in cols[idx]:
            y = col_node[c]
            nb[x] &= ~(1 << y)
            nb[y] &= ~(1 << x)

    def rec(i: int, start: int, spent: int) -> Iterator[list[tuple[int, ...]]]:
        tick()
        if i == k - empty:
            if cs == list(colsum):
                yield list(rows) + [(0,) * m] * empty               # (E9) the rows of no leaf
            return
        if left[0] > d * (k - empty - i):          # the remaining rows cannot fill the columns
            return
        for idx in range(start, len(rows_all)):
            r = rows_all[idx]
            s = spent + multi[idx]
            if s > budget or any(cs[c] + r[c] > colsum[c] for c in cols[idx]):
                continue
            was = short[0]
            if nb is not None:                                      # (E6') short cycles of the row
                marks = place(row_node[i], idx)
                s += marks.bit_count()
                if s > budget:
                    unplace(row_node[i], idx)
                    continue
                short[0] = was | marks
            for c in cols[idx]:
                cs[c] += r[c]
            left[0] -= sums[idx]
            rows.append(r)
            yield from rec(i + 1, idx, s)
            rows.pop()
            left[0] += sums[idx]
            for c in cols[idx]:
                cs[c] -= r[c]
            if nb is not None:
                unplace(row_node[i], idx)
                short[0] = was

    yield from rec(0, 0, 0)


__all__ = ["bipartite_blocks", "block_is_canonical", "canonical_automorphisms", "exact_multigraphs",
           "leaf_multigraphs"]
