"""Small shared helpers: argument checks, hop distances, the harmonic matching utility.

One home for each of them (the heuristics, the exact models, the evaluator and the
oracle all import from here). This module imports nothing else of topomilp but
:mod:`topomilp.errors`, so every other module may import it.

* :func:`is_integer`, :func:`is_real`, :func:`check_int`, :func:`check_optional_int`,
  :func:`check_positive_real`, :func:`check_nonnegative_real` — argument checks raising
  :class:`~topomilp.errors.TopomilpInputError`;
* :func:`hop_distances` — breadth-first hop distances over the arcs of a link matrix
  (or a :class:`~topomilp.model.Topology`), all pairs or from some sources;
  :func:`unreachable_pair` / :func:`check_reachable` — a demand without a path;
* :func:`harmonic`, :func:`matching_utility` — TopoOpt's discounted matching utility
  ``sum_e T_e H(x_e)`` (TopoOpt, NSDI 2023, arXiv 2202.00433, Algorithm 1).

>>> check_int("n", 4, 2), check_optional_int("hop_limit", None, 1)
(4, None)
>>> import numpy as np
>>> ring = np.array([[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0]])
>>> hop_distances(ring)[0].tolist()
[0.0, 1.0, 2.0, 1.0]
>>> harmonic(np.array([0, 1, 2])).tolist()
[0.0, 1.0, 1.5]
"""

from __future__ import annotations

import math
import numbers
from fractions import Fraction
from typing import Any, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError

#: Largest node count for which :func:`hop_distances` uses dense numpy frontiers; above
#: it scipy's sparse breadth-first search is faster.
DENSE_BFS_MAX_N = 32


# --------------------------------------------------------------------------- argument checks
def is_integer(value: Any) -> bool:
    """An integral number that is not a ``bool`` (numpy integers included).

    >>> is_integer(3), is_integer(np.int64(3)), is_integer(True), is_integer(3.0)
    (True, True, False, False)
    """
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def is_real(value: Any) -> bool:
    """A real number that is not a ``bool`` (numpy scalars included; ``nan`` and ``inf``
    too: check finiteness separately).

    >>> is_real(2), is_real(0.5), is_real(True), is_real("1")
    (True, True, False, False)
    """
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def check_int(field: str, value: Any, minimum: int) -> int:
    """``value`` as an ``int``; raise :class:`TopomilpInputError` naming ``field`` unless
    it is an integer (not a bool) ``>= minimum``."""
    if not is_integer(value) or value < minimum:
        raise TopomilpInputError(field, f"must be an integer >= {minimum}", value)
    return int(value)


def check_optional_int(field: str, value: Any, minimum: int) -> int | None:
    """``None``, or :func:`check_int` (with the rule "None or an integer >= minimum")."""
    if value is None:
        return None
    if not is_integer(value) or value < minimum:
        raise TopomilpInputError(field, f"must be None or an integer >= {minimum}", value)
    return int(value)


def check_positive_real(field: str, value: Any) -> float:
    """``value`` as a ``float``; raise unless it is a positive finite real (not a bool)."""
    if not is_real(value):
        raise TopomilpInputError(field, "must be a positive finite number", value)
    v = float(value)
    if not math.isfinite(v) or v <= 0:
        raise TopomilpInputError(field, "must be a positive finite number", value)
    return v


def check_nonnegative_real(field: str, value: Any) -> float:
    """``value`` as a ``float``; raise unless it is a finite real ``>= 0`` (not a bool).

    >>> check_nonnegative_real("alpha_s", 0)
    0.0
    """
    if not is_real(value) or not math.isfinite(float(value)) or value < 0:
        raise TopomilpInputError(field, "must be a finite number >= 0", value)
    return float(value)


# --------------------------------------------------------------------------- hop distances
def _adjacency(links: Any) -> np.ndarray:
    """Boolean ``n x n`` adjacency (arcs with at least one link) of a link matrix or of
    anything with ``.links`` (a Topology)."""
    m = np.asarray(getattr(links, "links", links))
    if m.ndim != 2 or m.shape[0] != m.shape[1]:
        raise TopomilpInputError("links", "must be a square link matrix", m.shape)
    return m > 0


def hop_distances(links: Any, sources: int | Sequence[int] | None = None) -> np.ndarray:
    """Hop distances over the arcs with at least one link (``inf`` where unreachable), by
    breadth-first search: the ``n x n`` matrix for all pairs (``sources=None``), the
    rows of ``sources`` (a sequence), or one row (``sources`` an int). ``links`` is a link
    matrix or a :class:`~topomilp.model.Topology`. Small graphs (``n <=``
    :data:`DENSE_BFS_MAX_N`) use dense numpy frontiers, larger ones
    :func:`scipy.sparse.csgraph.shortest_path`.

    >>> path = np.array([[0, 1, 0], [0, 0, 1], [0, 0, 0]])     # simplex 0 -> 1 -> 2
    >>> hop_distances(path).tolist()
    [[0.0, 1.0, 2.0], [inf, 0.0, 1.0], [inf, inf, 0.0]]
    >>> hop_distances(path, 1).tolist()
    [inf, 0.0, 1.0]
    """
    adj = _adjacency(links)
    n = adj.shape[0]
    one = sources is not None and not isinstance(sources, (list, tuple, np.ndarray, range))
    rows = np.arange(n) if sources is None else np.atleast_1d(np.asarray(sources, dtype=np.int64))
    if n > DENSE_BFS_MAX_N:
        from scipy.sparse import csr_matrix
        from scipy.sparse.csgraph import shortest_path

        dist = shortest_path(csr_matrix(adj.astype(np.float64)), method="D", directed=True,
                             unweighted=True, indices=rows)
        dist = np.asarray(dist, dtype=float).reshape(len(rows), n)
    else:
        dist = np.full((len(rows), n), np.inf)
        frontier = np.zeros((len(rows), n), dtype=bool)
        frontier[np.arange(len(rows)), rows] = True
        dist[frontier] = 0.0
        reached = frontier.copy()
        a = adj.astype(np.int64)
        h = 0
        while True:
            h += 1
            frontier = ((frontier.astype(np.int64) @ a) > 0) & ~reached
            if not frontier.any():
                break
            dist[frontier] = h
            reached |= frontier
    return dist[0] if one else dist


def unreachable_pair(dist: np.ndarray, need: np.ndarray) -> tuple[int, int] | None:
    """The first ordered pair ``(s, t)`` (row-major) with ``need[s, t]`` true (or
    positive) and no path (``dist[s, t]`` infinite); ``None`` when there is none."""
    bad = np.argwhere((np.asarray(need) > 0) & ~np.isfinite(dist))
    if not bad.size:
        return None
    s, t = (int(x) for x in bad[0])
    return s, t


def check_reachable(dist: np.ndarray, demand: np.ndarray) -> None:
    """Raise :class:`TopomilpInputError` (field ``topology``) unless every positive entry of
    ``demand`` has a finite hop distance in ``dist``."""
    pair = unreachable_pair(dist, demand)
    if pair is not None:
        raise TopomilpInputError("topology", f"is disconnected: no path carries demand {pair[0]}->{pair[1]}")


# --------------------------------------------------------------------------- matching utility
def harmonic(x: Any) -> Any:
    """Harmonic number ``H(x) = 1 + 1/2 + ... + 1/x`` (``H(0) = 0``), element-wise over
    an integer array (an ``int`` gives a ``float``); each value is the correctly
    rounded ``H(x)``.

    >>> harmonic(3), harmonic(np.array([0, 1, 2, 3])).tolist()
    (1.8333333333333333, [0.0, 1.0, 1.5, 1.8333333333333333])
    """
    arr = np.asarray(x, dtype=np.int64)
    top = int(arr.max(initial=0))
    table = np.zeros(top + 1)
    h = Fraction(0)
    for c in range(1, top + 1):
        h += Fraction(1, c)
        table[c] = float(h)
    out = table[arr]
    return float(out) if out.ndim == 0 else out


def matching_utility(links: Any, weights: Any, link_model: str = "duplex") -> float:
    """TopoOpt's discounted matching utility ``sum_e T_e H(x_e)`` of MP links ``x``:
    under duplex ``e`` ranges over pairs ``{a, b}`` with ``T_e = T[a][b] + T[b][a]``,
    under simplex over arcs ``a -> b`` with ``T_e = T[a][b]``.

    >>> x = np.array([[0, 2], [2, 0]]); t = np.array([[0, 3.0], [1.0, 0]])
    >>> matching_utility(x, t)            # (3 + 1) * (1 + 1/2)
    6.0
    """
    x = np.asarray(links, dtype=np.int64)
    t = np.asarray(weights, dtype=float)
    if link_model == "duplex":
        w = np.triu(t + t.T, 1)
        return float((w * harmonic(np.triu(x, 1))).sum())
    x = x.copy()
    np.fill_diagonal(x, 0)
    return float((t * harmonic(x)).sum())


def small_vectors(m: int, d: int) -> list[tuple[int, ...]]:
    """Every vector of ``m`` non-negative integers with sum in ``1..d``, in decreasing
    lexicographic order (the rows and columns the enumeration proofs place).

    >>> small_vectors(2, 2)
    [(2, 0), (1, 1), (1, 0), (0, 2), (0, 1)]
    """
    out: list[tuple[int, ...]] = []

    def rec(cur: list[int], left: int) -> None:
        if len(cur) == m:
            if left < d:
                out.append(tuple(cur))
            return
        for v in range(left, -1, -1):
            cur.append(v)
            rec(cur, left - v)
            cur.pop()

    rec([], d)
    return out


__all__ = ["DENSE_BFS_MAX_N", "check_int", "check_nonnegative_real", "check_optional_int", "check_positive_real",
           "check_reachable",
           "harmonic", "hop_distances", "is_integer", "is_real", "matching_utility", "small_vectors",
           "unreachable_pair"]
