"""The pricing of ring generation (formulations/rings.md (R-4)): the directed cyclic
order of a group's members of least total cost, exactly by the Held-Karp dynamic
programme (:func:`cheapest_ring`) up to :data:`HELD_KARP_MAX` members, heuristically
beyond (:func:`good_ring`). Part of :mod:`topomilp.exact.rings`; the column generation
that calls it is :mod:`topomilp.exact.rings.generation`.

>>> import numpy as np
>>> cheapest_ring(np.array([[0, 1, 9, 9], [9, 0, 1, 9], [9, 9, 0, 1], [1, 9, 9, 0]]), (0, 1, 2, 3))
(4.0, (0, 1, 2, 3))

Held & Karp (1962) for the pricing dynamic programme.
"""

from __future__ import annotations

import functools
from typing import Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL

#: Largest group the Held-Karp pricing handles (2^(k-1) (k-1) states).
HELD_KARP_MAX = 16


# =========================================================================== pricing
@functools.lru_cache(maxsize=None)
def _subset_layers(r: int) -> tuple[np.ndarray, ...]:
    """The subsets of ``r`` elements as bit masks, by size: ``layers[p]`` holds those of
    ``p`` elements (computed once per ``r``: pricing runs every column-generation step)."""
    masks = np.arange(1 << r)
    pop = np.zeros(1 << r, dtype=np.int64)
    for b in range(r):
        pop += (masks >> b) & 1
    return tuple(masks[pop == p] for p in range(r + 1))


def cheapest_ring(cost: np.ndarray, members: Sequence[int], limit: int | None = None
                  ) -> tuple[float, tuple[int, ...]]:
    """The directed cyclic order of ``members`` with the least total ``cost[u, v]`` over
    its transfers ``u -> v``, exactly, by the Held-Karp dynamic programme (R-4):
    ``h(S, t) = min_{j in S - t} h(S - t, j) + cost[j, t]`` over subsets ``S`` of the
    members other than the first, layer by layer (vectorised); at most ``limit`` members
    (default :data:`HELD_KARP_MAX`, up to 20; raises :class:`~topomilp.exact.deadline.DeadlineExpired` at the solve's
    deadline). Returns ``(cost, order)`` with ``order`` starting at ``members[0]``."""
    m = [int(v) for v in members]
    k = len(m)
    most = min(limit or HELD_KARP_MAX, 20)
    if k > most:
        raise TopomilpInputError("members", f"exact ring pricing handles at most {most} members", k)
    c = np.asarray(cost, dtype=float)[np.ix_(m, m)]
    if k == 2:
        return float(c[0, 1] + c[1, 0]), (m[0], m[1])
    r = k - 1                                   # nodes 1..k-1 are bits 0..r-1
    full = (1 << r) - 1
    inner = c[1:, 1:]
    h = np.full((1 << r, r), np.inf)
    parent = np.full((1 << r, r), -1, dtype=np.int64)
    for t in range(r):
        h[1 << t, t] = c[0, t + 1]
    for layer in _subset_layers(r)[2:]:
        if r > HELD_KARP_MAX and DL.expired():
            raise DL.DeadlineExpired("time limit reached while pricing a ring exactly")
        for t in range(r):
            sel = layer[(layer >> t) & 1 == 1]
            prev = sel ^ (1 << t)
            vals = h[prev] + inner[:, t][None, :]
            j = np.argmin(vals, axis=1)
            h[sel, t] = vals[np.arange(len(sel)), j]
            parent[sel, t] = j
    closing = h[full] + c[1:, 0]
    t = int(np.argmin(closing))
    best = float(closing[t])
    order, mask = [], full
    while t >= 0:
        order.append(t + 1)
        nxt = int(parent[mask, t])
        mask ^= 1 << t
        t = nxt if mask else -1
    return best, tuple(m[i] for i in [0] + order[::-1])


def good_ring(cost: np.ndarray, members: Sequence[int], passes: int = 3) -> tuple[float, tuple[int, ...]]:
    """A cheap directed cyclic order of ``members`` (no optimality claim): the cheapest
    nearest-neighbour tour over a few starts, improved by relocating single members
    (or-opt moves, valid for asymmetric costs) for ``passes`` rounds. The pricing of
    groups larger than :data:`HELD_KARP_MAX`: a ring it finds is a valid column, but
    when it finds none, no certificate follows (R-4)."""
    m = [int(v) for v in members]
    c = np.asarray(cost, dtype=float)[np.ix_(m, m)]
    k = len(m)
    best: list[int] | None = None
    for s in range(min(k, 4)):
        tour, left = [s], set(range(k)) - {s}
        while left:
            nxt = min(left, key=lambda j: c[tour[-1], j])
            tour.append(nxt)
            left.discard(nxt)
        if best is None or _tour_cost(c, tour) < _tour_cost(c, best):
            best = tour
    tour = list(best or [])
    for _ in range(passes):
        improved = False
        for i in range(k):
            node = tour.pop(i)
            pos = min(range(len(tour)), key=lambda p: c[tour[p - 1], node] + c[node, tour[p]] - c[tour[p - 1], tour[p]])
            tour.insert(pos, node)
            improved |= pos != i
        if not improved:
            break
    i0 = tour.index(0)
    tour = tour[i0:] + tour[:i0]
    return _tour_cost(c, tour), tuple(m[i] for i in tour)


def _tour_cost(c: np.ndarray, tour: Sequence[int]) -> float:
    return float(sum(c[tour[i], tour[(i + 1) % len(tour)]] for i in range(len(tour))))


def price_ring(cost: np.ndarray, members: Sequence[int]) -> tuple[float, tuple[int, ...], bool]:
    """``(cost, order, exact)``: :func:`cheapest_ring` up to :data:`HELD_KARP_MAX` members
    (``exact``), :func:`good_ring` beyond (no certificate)."""
    if len(members) <= HELD_KARP_MAX:
        return (*cheapest_ring(cost, members), True)
    return (*good_ring(cost, members), False)


__all__ = ["HELD_KARP_MAX", "cheapest_ring", "good_ring", "price_ring"]
