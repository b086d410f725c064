"""(E11) The least hop-sum excess at Moore depth 3 by a rooted search
(formulations/uniform_enumeration.md, (E11)).

At Moore depth exactly 3 the excess ``W(G) - n M`` of a simple ``d``-regular graph splits
into a short-cycle part and a far-pair part (E11a):

    W - n M = L + F,   L = 6 T + 2 sum_{u, w not adjacent} (c(u, w) - 1)_+,
                       F = 2 sum_{u, w} (dist(u, w) - 3)_+

(``T`` triangles, ``c`` common neighbours, both sums over unordered pairs). ``L`` only
grows as links are added (E11b), every node's own excess is ``>= 0``, and a node of excess
0 sees levels 1 and 2 as a tree (E11c). So every graph of excess ``<= cap < n`` (and
``cap < 2 (d + 1)``: no multi-link, (E10)) is a completion of that fixed tree, rooted at
any of its nodes of excess 0, with ``L <= cap``; listing those completions (links placed
in a fixed order, cut when ``L`` exceeds ``cap``) and their ``W`` by BFS gives the least
excess exactly, or proves it above ``cap``. At n = 18, d = 4 (one node at depth 3, whose
neighbours are fixed up to the tree's automorphisms, (E11d)): no completion with
``L <= 7`` exists, and at ``cap = 8`` the 240 completions all have ``W = 566``: the least
excess is 8 (:data:`~topomilp.exact.joint.shortcycles.PROVEN_LEAST_EXCESS`).

The state is plain neighbour bitmasks, as in :mod:`~topomilp.exact.joint.shortcycles`.

>>> c4 = [0b1010, 0b0101, 0b1010, 0b0101]            # a 4-cycle: two pairs with c = 2
>>> short_cycle_excess(c4)
4
>>> short_cycle_excess([0b110, 0b101, 0b011])         # a triangle: 6 T
6
"""

from __future__ import annotations

import contextlib
import logging
import math
from dataclasses import dataclass
from typing import Iterator, Sequence

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.joint import digraphs
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.shortcycles import applies
from topomilp.utils import check_int, check_positive_real

log = logging.getLogger(__name__)


def short_cycle_cost(nb: Sequence[int], u: int, w: int) -> int:
    """(E11b) the rise of ``L`` (E11a) when the link ``u - w`` is added to the simple graph
    of neighbour bitmasks ``nb`` (``u``, ``w`` distinct and not adjacent): ``6 c - 2 (c - 1)_+``
    for the ``c`` triangles it closes (the pair ``u, w`` leaves the second sum), plus 2 for
    every pair ``u, z`` (``z`` a neighbour of ``w`` not adjacent to ``u``) that already had a
    common neighbour, and the same from ``w``'s side. Never negative.

    >>> short_cycle_cost([0b0010, 0b0101, 0b0010, 0], 0, 2)   # closes the triangle 0 1 2
    6
    """
    nu, nw = nb[u], nb[w]
    c = (nu & nw).bit_count()
    rise = 6 * c - 2 * max(c - 1, 0)
    for a, na, other in ((u, nu, nw), (w, nw, nu)):
        rest = other & ~(1 << a) & ~na                     # the new pairs a - z, z not adjacent to a
        while rest:
            z = (rest & -rest).bit_length() - 1
            rest &= rest - 1
            if na & nb[z]:                                 # c(a, z) was >= 1: one more collision
                rise += 2
    return rise


def short_cycle_excess(nb: Sequence[int]) -> int:
    """(E11a) ``L = 6 T + 2 sum (c - 1)_+`` of a simple graph given by neighbour bitmasks,
    over unordered pairs (the sum over nodes of their two-hop collisions, (E6')).

    >>> short_cycle_excess([0b10, 0b01])
    0
    """
    n = len(nb)
    tri = sum((nb[u] & nb[w]).bit_count() for u in range(n) for w in range(u + 1, n) if (nb[u] >> w) & 1)
    pairs = sum(max((nb[u] & nb[w]).bit_count() - 1, 0) for u in range(n) for w in range(u + 1, n)
                if not (nb[u] >> w) & 1)
    return 2 * tri + 2 * pairs                             # each triangle counted at its 3 links


def hop_sum(nb: Sequence[int]) -> int | None:
    """``W``: the sum of hop distances over ordered pairs (BFS on bitmasks), ``None`` when
    the graph is disconnected.

    >>> hop_sum([0b0110, 0b0101, 0b0011])                 # a triangle
    6
    >>> hop_sum([0b10, 0b01, 0b1000, 0b0100]) is None
    True
    """
    w = digraphs.hop_sum(list(nb), len(nb))             # a simple graph: the symmetric digraph
    return None if math.isinf(w) else int(w)


def moore_tree(n: int, d: int) -> list[int]:
    """(E11c) the neighbour bitmasks of levels 0-2 seen from a node of excess 0: root 0,
    level 1 ``1..d``, the ``d - 1`` children of level-1 node ``1 + i`` at
    ``1 + d + i (d - 1) + j``; the nodes from ``1 + d^2`` on (level 3) have no link yet."""
    nb = [0] * n
    for i in range(d):
        a = 1 + i
        nb[0] |= 1 << a
        nb[a] |= 1
        for j in range(d - 1):
            b = 1 + d + i * (d - 1) + j
            nb[a] |= 1 << b
            nb[b] |= 1 << a
    return nb


def depth_three_node_patterns(d: int) -> list[tuple[int, ...]]:
    """(E11d) the neighbourhoods of the single level-3 node up to the tree's automorphisms
    (branches permuted, children permuted within a branch): ``k_1 >= k_2 >= ...`` of its
    ``d`` links in branches ``1, 2, ...``, each ``<= d - 1``, at the first ``k_i`` children.

    >>> depth_three_node_patterns(4)
    [(5, 8, 11, 14), (5, 6, 8, 11), (5, 6, 8, 9), (5, 6, 7, 8)]
    """
    def parts(left: int, most: int, slots: int) -> Iterator[tuple[int, ...]]:
        if left == 0:
            yield ()
            return
        if slots == 0:
            return
        for k in range(min(left, most), 0, -1):
            for rest in parts(left - k, k, slots - 1):
                yield (k, *rest)
    out = []
    for ks in sorted(parts(d, d - 1, d), key=lambda p: (len(p) != d, p)):
        out.append(tuple(1 + d + i * (d - 1) + j for i, k in enumerate(ks) for j in range(k)))
    return out


def completions(n: int, d: int, cap: int | None,
                fixed: Sequence[tuple[int, int]] = ()) -> Iterator[tuple[tuple[int, ...], int]]:
    """(E11e) every simple ``d``-regular completion of :func:`moore_tree` (plus the links
    ``fixed``) with ``L <= cap`` (``None``: no cut), each once, as ``(bitmasks, L)``.

    The lowest node with a free port takes its partners in increasing order, so each graph
    is built in one order only; a link is kept only when ``L`` (E11b, which never falls)
    stays within ``cap``. The bitmasks are yielded as a tuple (a snapshot). Raises
    :class:`~topomilp.exact.deadline.DeadlineExpired` at the deadline of the scope it
    runs in (its cost is not bounded: no answer from an unfinished list)."""
    tick = DL.Ticker(every=1024, what="(E11) listing the completions of the Moore tree")
    nb = moore_tree(n, d)
    need = [d - x.bit_count() for x in nb]
    spent = 0
    for u, w in fixed:
        if (nb[u] >> w) & 1 or u == w or need[u] <= 0 or need[w] <= 0:
            raise TopomilpInputError("fixed", "must join two distinct, unlinked nodes with free ports", (u, w))
        spent += short_cycle_cost(nb, u, w)
        nb[u] |= 1 << w
        nb[w] |= 1 << u
        need[u] -= 1
        need[w] -= 1
    if cap is not None and spent > cap:
        return

    def rec(u: int, low: int, spent: int) -> Iterator[tuple[tuple[int, ...], int]]:
        while u < n and need[u] == 0:
            u, low = u + 1, 0
        if u == n:
            yield tuple(nb), spent
            return
        tick()
        for w in range(max(low, u + 1), n):
            if need[w] == 0 or (nb[u] >> w) & 1:
                continue
            s = spent + short_cycle_cost(nb, u, w)
            if cap is not None and s > cap:
                continue
            nb[u] |= 1 << w
            nb[w] |= 1 << u
            need[u] -= 1
            need[w] -= 1
            yield from rec(u, w + 1, s)
            nb[u] &= ~(1 << w)
            nb[w] &= ~(1 << u)
            need[u] += 1
            need[w] += 1

    yield from rec(0, 0, spent)


@dataclass(frozen=True)
class LeastExcess:
    """The answer of :func:`least_excess`: ``least`` is a proven lower bound on
    ``W(G) - n M`` over every connected ``d``-regular multigraph on ``n`` nodes, and the
    least excess itself when ``found`` is not empty (the completions, as bitmasks, that
    attain it); ``leaves`` counts the completions with ``L <= cap``."""

    n: int
    d: int
    cap: int
    least: int
    found: tuple[tuple[int, ...], ...]
    leaves: int


def least_excess(n: int, d: int, cap: int, time_limit: float | None = None) -> LeastExcess:
    """(E11) the least excess ``W - n M`` of the ``d``-regular multigraphs on ``n`` nodes,
    if it is at most ``cap``, else the proof that it exceeds ``cap`` (rounded up to the
    parity of ``n M``: duplex ``W`` is even). Needs Moore depth exactly 3 (levels 1, 2
    full, level 3 not), ``cap < n`` (a node of excess 0 exists) and ``cap < 2 (d + 1)``
    (no multi-link, (E10)). With one level-3 node its neighbourhood runs over
    :func:`depth_three_node_patterns` (E11d). Costs 0.2 s CPU at n = 18, d = 4,
    ``cap = 7``, 0.7 s at ``cap = 8``; elsewhere its cost is not bounded (more than 60 s
    at n = 20, d = 3 even with ``cap = 0``: ten level-3 nodes, no (E11d)), so it stops
    after ``time_limit`` seconds, or at the deadline of an enclosing solve, by raising
    :class:`~topomilp.exact.deadline.DeadlineExpired` (an unfinished search proves nothing).

    >>> r = least_excess(18, 4, 7)
    >>> r.least, r.found, r.leaves
    (8, (), 0)
    """
    n, d = check_int("n", n, 3), check_int("d", d, 3)
    cap = check_int("cap", cap, 0)
    limit = math.inf if time_limit is None else check_positive_real("time_limit", time_limit)
    levels = moore_levels(n, d, duplex=True)
    if n * d % 2 or not applies(n, d) or max(levels) != 3:
        raise TopomilpInputError("n", f"(E11) needs n d even and Moore depth exactly 3 at d = {d}", n)
    if cap >= n or cap >= 2 * (d + 1):
        raise TopomilpInputError("cap", f"(E11) must be < n and < 2 (d + 1) = {2 * (d + 1)}", cap)
    moore = n * sum(levels)
    depth3 = n - 1 - d * d
    starts = [list(zip([n - 1] * d, p)) for p in depth_three_node_patterns(d)] if depth3 == 1 else [[]]
    best, found, leaves = None, [], 0
    with DL.deadline_scope(limit) if math.isfinite(limit) else contextlib.nullcontext():
        for nb, _ in (leaf for fixed in starts for leaf in completions(n, d, cap, fixed)):
            leaves += 1
            w = hop_sum(nb)
            if w is None or w - moore > cap:
                continue
            if best is None or w - moore < best:
                best, found = w - moore, []
            if w - moore == best:
                found.append(nb)
    if best is None:
        best = cap + 1 + (cap + 1 - moore) % 2
    log.debug("(E11) n = %d, d = %d, cap = %d: %d completions, least excess %d (%d graphs)",
              n, d, cap, leaves, best, len(found))
    return LeastExcess(n, d, cap, best, tuple(found), leaves)


__all__ = ["LeastExcess", "completions", "depth_three_node_patterns", "hop_sum", "least_excess",
           "moore_tree", "short_cycle_cost", "short_cycle_excess"]
