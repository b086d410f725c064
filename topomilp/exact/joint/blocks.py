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
from topomilp.utils import small_vectors


def leaf_multigraphs(m: int, caps: Sequence[int], budget: int) -> Iterator[dict[tuple[int, int], int]]:
    """Loopless multigraphs on ``m`` nodes with degree ``<= caps[i]`` and at most
    ``budget // 2`` multi-links (E6), as ``{(i, j): multiplicity}``."""
    pairs = list(itertools.combinations(range(m), 2))
    deg = [0] * m
    cur: dict[tuple[int, int], int] = {}

    def rec(p: int, spent: int) -> Iterator[dict[tuple[int, int], int]]:
        if p == len(pairs):
            yield dict(cur)
            return
        i, j = pairs[p]
        for v in range(min(caps[i] - deg[i], caps[j] - deg[j]) + 1):
            s = spent + (2 if v > 1 else 0)
            if s > budget:
                break
            if v:
                cur[(i, j)] = v
            deg[i] += v
            deg[j] += v
            yield from rec(p + 1, s)
            deg[i] -= v
            deg[j] -= v
            cur.pop((i, j), None)

    yield from rec(0, 0)


def _far_cost(nb: list[int], x: int, complete: int) -> int:
    """(E6) excess of node ``x`` (now complete; ``nb`` the neighbour bitmasks) against the
    complete nodes (bitmask ``complete``): those neither adjacent to it nor adjacent to
    one of its neighbours."""
    mx = nb[x]
    reach = mx | (1 << x)
    w, rest = 0, mx
    while rest:
        if rest & 1:
            reach |= nb[w]
        rest >>= 1
        w += 1
    return 2 * (complete & ~reach).bit_count()


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
                       offset: int = 0, twins: Sequence[bool] = ()) -> Iterator[list[tuple[int, int, int]]]:
    """Loopless multigraphs with degree sequence exactly ``degs`` and excess at most
    ``budget`` (E6), as lists of links ``(i, j, multiplicity)``, ``i < j``: node by node,
    the lowest node with free ports takes all its links to higher nodes.

    Each multi-link costs 2. With ``nbrs`` (neighbour bitmasks of the whole graph, node
    ``i`` here being node ``offset + i`` there; nodes below ``offset`` complete), each
    pair of complete nodes that are neither adjacent nor share a neighbour also costs 2
    (they are at least three hops apart, one excess each way), counted when the second
    of them is complete. Past the current deadline it raises
    :class:`~topomilp.exact.deadline.DeadlineExpired` (checked every 65536 steps). ``twins[i]``
    says that swapping nodes ``i`` and ``i + 1`` maps the rest of the graph to itself;
    then only link matrices at least as large (lexicographically, pairs in generation
    order) as their swapped image are kept (E5d).

    >>> sorted(sorted(g) for g in exact_multigraphs([1, 1, 2], 0))
    [[(0, 2, 1), (1, 2, 1)]]
    """
    m = len(degs)
    rem = list(degs)
    cur: list[tuple[int, int, int]] = []
    nb = list(nbrs) if nbrs is not None else None
    state = [(1 << offset) - 1]                   # bitmask of the complete nodes
    mat = [[0] * m for _ in range(m)]
    tied = [i for i in range(m - 1) if i < len(twins) and twins[i]]
    tick = DL.Ticker(every=1 << 16, what="enumerating block D")

    def complete(i: int, spent: int) -> tuple[int, list[int]] | None:
        cost = 0 if nb is None else _far_cost(nb, offset + i, state[0])
        if spent + cost > budget:
            return None
        decided = _settle_twins(mat, tied, i)
        if decided is None:
            return None
        for t in decided:
            tied.remove(t)
        state[0] |= 1 << (offset + i)
        return spent + cost, decided

    def undo(i: int, decided: list[int]) -> None:
        state[0] &= ~(1 << (offset + i))
        tied.extend(decided)
        tied.sort()

    def fill(i: int, j: int, need: int, spent: int, avail: int) -> Iterator[list[tuple[int, int, int]]]:
        """Links of node ``i`` to nodes ``j, j+1, ...``; ``avail = sum(rem[j:])``."""
        tick()
        if need == 0:
            res = complete(i, spent)
            if res is not None:
                yield from node(i + 1, res[0])
                undo(i, res[1])
            return
        if j >= m or need > avail:
            return
        after = avail - rem[j]
        for v in range(min(need, rem[j]), -1, -1):
            s = spent + (2 if v > 1 else 0)
            if s > budget:
                continue
            if v:
                rem[j] -= v
                cur.append((i, j, v))
                mat[i][j] = v
                if nb is not None:
                    nb[offset + i] |= 1 << (offset + j)
                    nb[offset + j] |= 1 << (offset + i)
            yield from fill(i, j + 1, need - v, s, after)
            if v:
                cur.pop()
                rem[j] += v
                mat[i][j] = 0
                if nb is not None:
                    nb[offset + i] &= ~(1 << (offset + j))
                    nb[offset + j] &= ~(1 << (offset + i))

    def node(i: int, spent: int) -> Iterator[list[tuple[int, int, int]]]:
        undos = []
        while i < m and rem[i] == 0:                   # complete already: all links to lower nodes
            res = complete(i, spent)
            if res is None:
                break
            spent = res[0]
            undos.append((i, res[1]))
            i += 1
        else:
            if i >= m:
                yield list(cur)
            else:
                need, rem[i] = rem[i], 0
                yield from fill(i, i + 1, need, spent, sum(rem[i + 1:]))
                rem[i] = need
        for u, decided in reversed(undos):
            undo(u, decided)

    yield from node(0, 0)


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


def bipartite_blocks(k: int, d: int, colsum: Sequence[int], budget: int) -> Iterator[list[tuple[int, ...]]]:
    """(E5) the links between the leaves (columns) and the ``k`` last-level nodes (rows):
    row sums in ``1..d`` (every last-level node is adjacent to a leaf), column sums
    ``colsum``, rows in non-increasing lexicographic order (E5c), at most ``budget // 2``
    multi-links."""
    m = len(colsum)
    rows_all = [r for r in small_vectors(m, d) if all(x <= c for x, c in zip(r, colsum))]
    cs = [0] * m
    rows: list[tuple[int, ...]] = []
    left = [sum(colsum)]
    tick = DL.Ticker(every=1 << 14, what="enumerating block B")

    def rec(i: int, start: int, spent: int) -> Iterator[list[tuple[int, ...]]]:
        tick()
        if i == k:
            if cs == list(colsum):
                yield list(rows)
            return
        if left[0] > d * (k - i):                  # the remaining rows cannot fill the columns
            return
        for idx in range(start, len(rows_all)):
            r = rows_all[idx]
            s = spent + 2 * sum(1 for x in r if x > 1)
            if s > budget or any(cs[c] + r[c] > colsum[c] for c in range(m)):
                continue
            for c in range(m):
                cs[c] += r[c]
            left[0] -= sum(r)
            rows.append(r)
            yield from rec(i + 1, idx, s)
            rows.pop()
            left[0] += sum(r)
            for c in range(m):
                cs[c] -= r[c]

    yield from rec(0, 0, 0)


__all__ = ["bipartite_blocks", "block_is_canonical", "canonical_automorphisms", "exact_multigraphs",
           "leaf_multigraphs"]
