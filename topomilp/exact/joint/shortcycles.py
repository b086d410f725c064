"""(E6') the short-cycle excess of the layered normal form (formulations/uniform_enumeration.md):
when the Moore profile has two full levels and a third (``d + d (d - 1) < n - 1``: Moore
depth at least 3), every node on a cycle of length 3 or 4 of the support graph has excess
at least 1, besides the (E6) cost of its multi-links. Links are only added while a
normal-form graph is built, so the set of such nodes only grows: counted as the links
are placed, it prunes every block.

The state is a pair of plain values kept by the caller: ``nb`` (neighbour bitmasks over
the whole graph, mutated in place) and ``short`` (bitmask of the nodes already known to
lie on a short cycle).

>>> nb = [0b0110, 0b0001, 0b0001, 0]                 # the path 1 - 0 - 2, node 3 alone
>>> bin(new_short(nb, 1, 2))                         # linking 1 - 2 closes a triangle
'0b111'
>>> new_short(nb, 1, 3)
0
"""

from __future__ import annotations

from typing import Sequence

from topomilp.exact.joint.bounds import moore_levels


def applies(n: int, d: int) -> bool:
    """(E6') whether the Moore profile of ``n`` nodes of degree ``d`` has depth at least 3
    (its first two levels full, some node beyond), the condition for a short cycle to cost
    excess apart from the far pairs of (E6).

    >>> applies(20, 3), applies(18, 4), applies(18, 5), applies(10, 3)
    (True, True, False, False)
    """
    return d + d * (d - 1) < n - 1


def new_short(nb: Sequence[int], u: int, w: int) -> int:
    """The nodes on a cycle of length 3 or 4 through a new link ``u - w`` (``nb``: the
    neighbour bitmasks before the link is added; ``u``, ``w`` not adjacent yet), as a
    bitmask (0 if none)."""
    nu, nw = nb[u] & ~(1 << w), nb[w] & ~(1 << u)
    marks = nu & nw                                      # triangles u - a - w
    rest = nu
    a = 0
    while rest:                                          # 4-cycles u - a - b - w
        if rest & 1:
            b = nb[a] & nw & ~(1 << u)
            if b:
                marks |= b | (1 << a)
        rest >>= 1
        a += 1
    return marks | (1 << u) | (1 << w) if marks else 0


def masks(links) -> list[int]:
    """The neighbour bitmasks of a link matrix (any square array, links > 0).

    >>> masks([[0, 2, 0], [2, 0, 1], [0, 1, 0]])
    [2, 5, 2]
    """
    return [sum(1 << j for j, x in enumerate(row) if x) for row in links]


def short_nodes(links) -> int:
    """The nodes of a link matrix (any square 0/positive array) that lie on a cycle of
    length 3 or 4 of its support graph, as a bitmask.

    >>> import numpy as np
    >>> c4 = np.array([[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0]])
    >>> bin(short_nodes(c4))
    '0b1111'
    """
    n = len(links)
    nb = [0] * n
    short = 0
    for i in range(n):
        for j in range(i + 1, n):
            if links[i][j]:
                short |= new_short(nb, i, j)
                nb[i] |= 1 << j
                nb[j] |= 1 << i
    return short


def state(links) -> tuple[list[int], int]:
    """``(masks(links), short_nodes(links))``: the (E6') state of a partial graph."""
    return masks(links), short_nodes(links)


#: (E10) orders ``n(d, 5)`` of the ``(d, 5)``-cages where they exceed ``d^2 + 2`` (the
#: smallest ``d``-regular graphs of girth >= 5; below them none exists): d = 4 the
#: Robertson graph (19), d = 5 the four (5, 5)-cages (30), d = 6 the O'Keefe-Wong graph
#: (40). Elsewhere (d = 3: Petersen, 10; d = 7: Hoffman-Singleton, 50 = d^2 + 1; d >= 8:
#: only the Moore bound d^2 + 1 is used) no order at Moore depth >= 3 lies below the cage.
GIRTH5_CAGE_ORDERS: dict[int, int] = {4: 19, 5: 30, 6: 40}

#: (E11) least excesses ``W - n M`` proven by the rooted search
#: (:func:`topomilp.exact.joint.excesssearch.least_excess`, formulations/uniform_enumeration.md
#: (E11)): at n = 18, d = 4 no completion has ``L <= 7`` (0.2 s CPU) and the 240 with
#: ``L = 8`` all have ``W = 566``, so 8 is the least excess and is attained. A table rather
#: than a search inside the bound (the search is cheap only where its cut is tight; no
#: budget to keep inside a solve), re-derived by tests/test_excess_search.py from the search.
PROVEN_LEAST_EXCESS: dict[tuple[int, int], int] = {(18, 4): 8}


def girth_excess(n: int, d: int) -> int:
    """(E10) a lower bound on the excess ``W(G) - n M`` of every ``d``-regular multigraph
    ``G`` on ``n`` nodes under duplex links: at Moore depth >= 3 (:func:`applies`) with
    ``n`` below the order of the ``(d, 5)``-cage (:data:`GIRTH5_CAGE_ORDERS`), 3 rounded up
    to the parity of ``n M`` (``W`` is even); else 0. Raised to the least excess (E11)
    where the rooted search has proven it (:data:`PROVEN_LEAST_EXCESS`).

    >>> girth_excess(18, 4), girth_excess(20, 4), girth_excess(16, 4), girth_excess(28, 5), girth_excess(20, 3)
    (8, 0, 0, 4, 0)
    """
    proven = PROVEN_LEAST_EXCESS.get((n, d), 0)                        # (E11)
    if not applies(n, d) or n >= GIRTH5_CAGE_ORDERS.get(d, 0):
        return proven
    return max(proven, 4 - (n * sum(moore_levels(n, d, duplex=True))) % 2)   # W even: excess = nM mod 2


__all__ = ["GIRTH5_CAGE_ORDERS", "PROVEN_LEAST_EXCESS", "applies", "girth_excess", "masks", "new_short", "short_nodes",
           "state"]
