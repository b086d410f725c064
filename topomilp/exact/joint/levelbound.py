"""The distance-level hop-bytes bound (S14)-(S15) of formulations/scale_bounds.md, "Distance
levels: a hop-bytes bound for unequal traffic": a lower bound on the hop-bytes of the MP
traffic on *any* duplex topology of degree ``d``.

Under duplex links distances are symmetric, so the hop-bytes are ``sum_p W_p dist_p`` over
unordered pairs ``p = {s, t}`` with ``W_p = T_st + T_ts``, which is
``sum_{k >= 0} (Tot - W(<= k))`` with ``W(<= k)`` the bytes of the pairs within ``k``
hops (S14). The pairs within ``k`` hops form a simple graph of maximum degree ``M_k``
(the Moore count ``d + d(d-1) + ... + d(d-1)^(k-1)``), so ``W(<= k)`` is at most a
maximum-weight ``M_k``-matching of ``W``; any feasible solution of that LP's dual bounds
it (S15), and so does half the sum over nodes of the ``M_k`` largest entries of their
row of ``W`` (the symmetric per-node Moore bound). Both count a pair once for both
ends, which the per-source Moore bound (J6'') does not: on ``skewed`` at n = 432, d = 4
it raises the hop-bytes bound from 2.13 to 2.51 hops per byte.

>>> import numpy as np
>>> t = np.zeros((6, 6)); t[0, 1] = t[2, 0] = t[0, 3] = 9.0   # node 0 has three heavy partners
>>> t[4, 5] = 1.0                                              # and d = 2 ports
>>> level_hop_bytes(t, 2), per_node_level_hop_bytes(t, 2)      # one heavy pair is 2 hops apart
(37.0, 32.5)
>>> from topomilp.exact.joint.bounds import ring_moore_hop_bytes
>>> ring_moore_hop_bytes(t, [], 2, duplex=True)                # (J6''): rows and columns apart
28.0
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.timeplan import BOUNDS

log = logging.getLogger(__name__)


def level_caps(n: int, d: int) -> list[int]:
    """The Moore counts ``M_k = sum_{h <= k} d (d-1)^(h-1)`` below ``n - 1`` (duplex): at
    most ``M_k`` nodes are within ``k`` hops of a node, and from the first ``k`` with
    ``M_k >= n - 1`` on every pair may be.

    >>> level_caps(432, 4), level_caps(8, 2)
    ([4, 16, 52, 160], [2, 4, 6])
    """
    out, cnt, tot = [], d, 0
    while cnt > 0:
        tot += cnt
        if tot >= n - 1:
            break
        out.append(tot)
        cnt *= d - 1
    return out


def _pairs(mp: np.ndarray, d: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    mp = np.asarray(mp, dtype=float)
    if mp.ndim != 2 or mp.shape[0] != mp.shape[1] or not np.all(np.isfinite(mp)) or np.any(mp < 0):
        raise TopomilpInputError("mp", "must be a square non-negative finite matrix")
    if not isinstance(d, (int, np.integer)) or d < 1:
        raise TopomilpInputError("d", "must be an integer >= 1", d)
    w = mp + mp.T
    np.fill_diagonal(w, 0.0)
    a, b = np.triu_indices(w.shape[0], 1)
    keep = w[a, b] > 0
    return w, a[keep], b[keep], w[a, b][keep]


def _per_node(w: np.ndarray, cap: int) -> float:
    """Half the sum over nodes of the ``cap`` largest entries of their row: every node has
    at most ``cap`` partners within the level, each pair is counted from both ends."""
    top = -np.sort(-w, axis=1)[:, :cap]
    return float(top.sum()) / 2.0


def matching_dual(n: int, a: np.ndarray, b: np.ndarray, wp: np.ndarray, cap: int,
                  time_limit: float = math.inf) -> float:
    """(S15): an upper bound on the maximum weight of a simple graph of maximum degree
    ``cap`` on the pairs ``(a, b)`` of weights ``wp``: the value ``cap sum_v y_v +
    sum_p max(0, W_p - y_a - y_b)`` of a dual solution ``y >= 0`` (weak duality holds for
    every ``y``; HiGHS' duals of the LP relaxation make it the LP optimum). ``inf`` when
    the LP fails or reaches ``time_limit`` seconds (the caller keeps the per-node bound)."""
    # solvers load on first use (the CLI's help loads none)
    import scipy.sparse as sp
    from scipy.optimize import linprog

    m = len(wp)
    if m == 0:
        return 0.0
    rows = np.concatenate([a, b])
    cols = np.concatenate([np.arange(m), np.arange(m)])
    inc = sp.csr_matrix((np.ones(2 * m), (rows, cols)), shape=(n, m))
    options = {} if math.isinf(time_limit) else {"time_limit": max(float(time_limit), DL.MIN_SECONDS)}
    res = linprog(-wp, A_ub=inc, b_ub=np.full(n, float(cap)), bounds=(0.0, 1.0), method="highs", options=options)
    if res.status != 0 or res.ineqlin is None:
        log.debug("level bound: b-matching LP at cap %d ended with status %s", cap, res.status)
        return float("inf")
    y = np.maximum(-np.asarray(res.ineqlin.marginals, dtype=float), 0.0)
    return float(cap * y.sum() + np.maximum(wp - y[a] - y[b], 0.0).sum())


def per_node_level_hop_bytes(mp: np.ndarray, d: int) -> float:
    """(S14) with the symmetric per-node Moore bound at every level (no LP): a lower bound
    on ``sum_st mp[s, t] dist(s, t)`` over every connected duplex topology of degree ``d``."""
    return level_hop_bytes(mp, d, beat=float("inf"))


def _feasible(n: int, a: np.ndarray, b: np.ndarray, wp: np.ndarray, w: np.ndarray, cap: int) -> float:
    """The weight of a feasible fractional ``cap``-matching, a lower bound on the LP of
    (S15): the better of ``x_p = cap / max(D_a, D_b)`` (``D_v`` the partners of ``v``) and
    ``x_p = 1`` on the pairs among the ``cap`` heaviest of both ends (when no node gets
    more than ``cap`` of them)."""
    deg = (w > 0).sum(axis=1)
    best = float((wp * np.minimum(1.0, cap / np.maximum(deg[a], deg[b]))).sum())
    thr = -np.sort(-w, axis=1)[:, cap - 1]
    x = (wp >= thr[a]) & (wp >= thr[b])
    if (np.bincount(a[x], minlength=n) + np.bincount(b[x], minlength=n)).max(initial=0) <= cap:
        best = max(best, float(wp[x].sum()))
    return best


@dataclass(frozen=True)
class LevelBound:
    """What :func:`level_bound` found: the hop-bytes bound, whether it is ``complete``
    (every level that needed its LP had it to the end, or none did), and the ``seconds``
    its LPs had (:func:`level_lp_seconds`; ``inf`` outside a deadline). An incomplete one
    is valid but may be weaker than what more time gives."""

    hop_bytes: float
    complete: bool
    seconds: float


def level_lp_seconds() -> float:
    """The seconds the b-matching LPs of :func:`level_bound` get if it is called now: the
    ``level LPs`` share of :data:`topomilp.exact.timeplan.BOUNDS` inside a deadline,
    ``inf`` outside any."""
    return BOUNDS.seconds("level LPs") if DL.current() is not None else math.inf


def level_hop_bytes(mp: np.ndarray, d: int, beat: float = 0.0) -> float:
    """(S14)-(S15): the hop-bytes of :func:`level_bound`."""
    return level_bound(mp, d, beat).hop_bytes


def level_bound(mp: np.ndarray, d: int, beat: float = 0.0) -> LevelBound:
    """(S14)-(S15): a lower bound on the MP hop-bytes ``sum_st mp[s, t] dist(s, t)`` of
    every connected duplex topology of degree ``d`` (a disconnected one cannot carry the
    traffic): at every level ``k`` the smaller of the per-node bound and the b-matching
    dual (S15) on the bytes within ``k`` hops. One LP with one column per pair of nodes
    that exchange bytes per level (four at n = 432, d = 4: about 0.2 s each).

    ``beat``: a hop-bytes value the caller already has a bound for. When feasible
    b-matchings show that the LPs cannot raise the bound above it (uniform traffic, where
    the LP equals the per-node bound, or traffic whose port bound is far higher), the LPs
    are skipped and the per-node bound is returned (still valid).

    Inside a solve's deadline (:mod:`topomilp.exact.deadline`) the LPs together get the
    ``level LPs`` share of :data:`topomilp.exact.timeplan.BOUNDS`; a level whose LP does not
    finish in time keeps its per-node bound (7.6 s of CPU for the four LPs at n = 1024,
    d = 4 ``skewed``: the bound must not spend a short time limit); the result then says it
    is not ``complete``. Outside a deadline they run to the end."""
    w, a, b, wp = _pairs(mp, d)
    n, tot = w.shape[0], float(wp.sum())
    caps = level_caps(n, d)
    per_node = [min(tot, _per_node(w, cap)) for cap in caps]
    hb_node = tot + sum(tot - u for u in per_node)
    reach = tot + sum(tot - min(u, _feasible(n, a, b, wp, w, cap)) for u, cap in zip(per_node, caps))
    seconds = level_lp_seconds()
    if reach <= beat * (1.0 + 1e-9) or reach <= hb_node:
        return LevelBound(hb_node, True, seconds)
    end = time.perf_counter() + seconds
    hb, complete = tot, True
    for u, cap in zip(per_node, caps):
        left = end - time.perf_counter()
        dual = matching_dual(n, a, b, wp, cap, left) if left > 0 and not DL.expired() else math.inf
        # no LP, or no value (stopped at its time limit; a failure under a limit counts alike)
        complete &= math.isfinite(dual) or math.isinf(left)
        hb += tot - min(u, dual)
    return LevelBound(hb, complete, seconds)


__all__ = ["LevelBound", "level_bound", "level_caps", "level_hop_bytes", "level_lp_seconds", "matching_dual",
           "per_node_level_hop_bytes"]
