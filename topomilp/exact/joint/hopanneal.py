"""Low-hop simplex digraphs by seeded simulated annealing: the warm start (J10g) of
formulations/joint_topology.md for traffic invariant under every relabelling (uniform
all-to-all, ``dlrm_like``) on SIMPLEX links.

A topology is an ``n x n`` 0/1 arc matrix (zero diagonal, every row and column sum
``d``: a ``d``-out, ``d``-in regular digraph without multi-arcs). The annealing lowers
the total directed hop distance ``W = sum_{s != t} dist(s, t)`` (the quantity of the
Moore hop-bytes bound (J6')) by arc swaps ``a -> b, c -> e  =>  a -> e, c -> b``, which
keep every in- and out-degree. Heuristic only: the caller routes the digraphs it
returns by the exact routing LP, and a start never changes an optimum or a proof.

>>> from topomilp.exact.joint.digraphs import total_hops
>>> a = hop_annealed_digraphs(8, 2, runs=1, steps=500)[0]
>>> a.sum(axis=0).tolist() == [2] * 8 == a.sum(axis=1).tolist(), int(a.trace())
(True, 0)
>>> total_hops(a) <= total_hops(circulant_digraph(8, 2))
True
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.joint.digraphs import hop_sum
from topomilp.utils import check_int

#: Independent annealing runs (seeds ``seed, seed + 1, ...``) of (J10g).
ANNEAL_RUNS = 4
#: Proposed arc swaps per run (about 0.3-1 s per run at n = 16, d = 3 in one thread).
ANNEAL_STEPS = 20_000
#: Temperature at the first step (in units of ``W``), lowered linearly to :data:`T_MIN`.
T_START = 2.0
#: Lowest temperature.
T_MIN = 0.05

__all__ = ["ANNEAL_RUNS", "ANNEAL_STEPS", "T_MIN", "T_START", "anneal_graph_hops", "anneal_hops", "circulant_digraph",
           "hop_annealed_digraphs"]


def circulant_digraph(n: int, d: int) -> np.ndarray:
    """The circulant digraph ``u -> u + 1, ..., u + d (mod n)`` (0/1, loopless for
    ``d < n``): where every annealing run starts, before its seeded relabelling.

    >>> circulant_digraph(4, 2).tolist()
    [[0, 1, 1, 0], [0, 0, 1, 1], [1, 0, 0, 1], [1, 1, 0, 0]]
    """
    n = check_int("n", n, 3)
    d = check_int("d", d, 1)
    if d >= n - 1:
        raise TopomilpInputError("d", "must be < n - 1 (a simplex topology with a free arc swap)", d)
    a = np.zeros((n, n), dtype=np.int64)
    for s in range(1, d + 1):
        a[np.arange(n), (np.arange(n) + s) % n] = 1
    return a


def anneal_hops(n: int, d: int, steps: int = ANNEAL_STEPS, seed: int = 0) -> tuple[float, np.ndarray]:
    """One seeded annealing run: ``(W, A)`` of the best digraph it visited.

    Start: :func:`circulant_digraph` relabelled by a random permutation. Each step
    picks two arcs ``a -> b``, ``c -> e`` at random and proposes ``a -> e``, ``c -> b``
    (rejected outright when it would create a loop or a multi-arc); the move is taken
    if ``W' <= W - T ln(u)`` for a uniform ``u`` (the Metropolis rule; ``W'`` is
    computed only up to that threshold). The temperature ``T`` falls linearly from
    :data:`T_START` to :data:`T_MIN`. Stops early at the solve's deadline.

    >>> from topomilp.exact.joint.digraphs import total_hops
    >>> w, a = anneal_hops(6, 2, steps=300)
    >>> w == total_hops(a) and w >= 6 * (2 * 1 + 3 * 2)
    True
    """
    base = circulant_digraph(n, d)
    steps = check_int("steps", steps, 0)
    seed = check_int("seed", seed, 0)
    rng = np.random.default_rng(seed)
    perm = rng.permutation(n)
    a = np.zeros_like(base)
    a[np.ix_(perm, perm)] = base
    arcs = [(int(i), int(j)) for i, j in np.argwhere(a > 0)]
    outs = [0] * n
    for i, j in arcs:
        outs[i] |= 1 << j
    m = len(arcs)
    picks = rng.integers(0, m, size=(steps, 2))
    coins = rng.random(steps)

    def propose(step: int) -> tuple[list[tuple[int, int]], Callable[[], None]] | None:
        """Arcs ``p -> q, r -> s`` against ``p -> s, r -> q``, or None (loop, multi-arc)."""
        k1, k2 = int(picks[step, 0]), int(picks[step, 1])
        (p, q), (r, s) = arcs[k1], arcs[k2]
        if p == r or p == s or r == q or (outs[p] >> s) & 1 or (outs[r] >> q) & 1:
            return None

        def commit() -> None:
            arcs[k1], arcs[k2] = (p, s), (r, q)
        return [(p, (1 << q) | (1 << s)), (r, (1 << s) | (1 << q))], commit

    return _metropolis(outs, n, coins, propose)


def hop_annealed_digraphs(n: int, d: int, *, runs: int = ANNEAL_RUNS, steps: int = ANNEAL_STEPS,
                          seed: int = 0) -> list[np.ndarray]:
    """(J10g) the best digraph of each of ``runs`` annealing runs (:func:`anneal_hops`,
    seeds ``seed, seed + 1, ...``), duplicates (same matrix) dropped, lowest ``W``
    first (ties: earlier run first). Runs stop at the solve's deadline; at least one
    run is made.

    >>> from topomilp.exact.joint.digraphs import total_hops
    >>> [total_hops(a) for a in hop_annealed_digraphs(7, 2, runs=2, steps=400)]   # 7 * 10 + 4: the minimum
    [74.0, 74.0]
    """
    runs = check_int("runs", runs, 1)
    seed = check_int("seed", seed, 0)
    found: list[tuple[float, int, np.ndarray]] = []
    seen: set[bytes] = set()
    for r in range(runs):
        if r and DL.expired():
            break
        w, a = anneal_hops(n, d, steps, seed + r)
        if a.tobytes() not in seen:
            seen.add(a.tobytes())
            found.append((w, r, a))
    found.sort(key=lambda z: (z[0], z[1]))
    return [a for _, _, a in found]


def anneal_graph_hops(n: int, d: int, steps: int = ANNEAL_STEPS, seed: int = 0) -> tuple[float, np.ndarray]:
    """The duplex counterpart of :func:`anneal_hops` (used by (J10l)): one seeded annealing
    run over simple ``d``-regular graphs, ``(W, links)`` of the best graph it visited
    (``W`` over ordered pairs, as in (J6')).

    Start: the circulant ``C_n(1, ..., d/2)`` (plus ``n/2`` at odd ``d``; ``n d`` even)
    relabelled by a random permutation. Each step picks two links ``a-b``, ``c-e`` at
    random (and one of the two orientations of the second) and proposes ``a-c``, ``b-e``
    (rejected outright when it would create a loop or a double link); the Metropolis
    rule and the temperatures are those of :func:`anneal_hops`. Stops early at the
    solve's deadline.

    >>> from topomilp.exact.joint.digraphs import total_hops
    >>> w, m = anneal_graph_hops(10, 3, steps=3000)        # the Petersen graph: 10 * (3 + 2 * 6)
    >>> w == total_hops(m), w, bool((m == m.T).all()), m.sum(axis=1).tolist() == [3] * 10
    (True, 150.0, True, True)
    """
    n = check_int("n", n, 3)
    d = check_int("d", d, 2)
    steps = check_int("steps", steps, 0)
    seed = check_int("seed", seed, 0)
    if d >= n - 1 or (n * d) % 2:
        raise TopomilpInputError("d", "must be < n - 1 with n d even (a duplex graph with a free link swap)", d)
    rng = np.random.default_rng(seed)
    perm = rng.permutation(n)
    strides = list(range(1, d // 2 + 1)) + ([n // 2] if d % 2 else [])
    outs = [0] * n
    links: list[tuple[int, int]] = []
    for u in range(n):
        for s in strides:
            v = (u + s) % n
            if s == n - s and v < u:                             # the diameter stride: once per pair
                continue
            a, b = int(perm[u]), int(perm[v])
            outs[a] |= 1 << b
            outs[b] |= 1 << a
            links.append((a, b))
    m = len(links)
    picks = rng.integers(0, m, size=(steps, 2))
    flips = rng.random(steps) < 0.5
    coins = rng.random(steps)

    def propose(step: int) -> tuple[list[tuple[int, int]], Callable[[], None]] | None:
        """Links ``a-b, c-e`` against ``a-c, b-e``, or None (loop, double link)."""
        k1, k2 = int(picks[step, 0]), int(picks[step, 1])
        (a, b), (c, e) = links[k1], links[k2]
        if flips[step]:
            c, e = e, c
        if len({a, b, c, e}) < 4 or (outs[a] >> c) & 1 or (outs[b] >> e) & 1:
            return None

        def commit() -> None:
            links[k1], links[k2] = (a, c), (b, e)
        return [(a, (1 << b) | (1 << c)), (b, (1 << a) | (1 << e)), (c, (1 << e) | (1 << a)),
                (e, (1 << c) | (1 << b))], commit

    return _metropolis(outs, n, coins, propose)


def _metropolis(outs: list[int], n: int, coins: np.ndarray,
                propose: Callable[[int], tuple[list[tuple[int, int]], Callable[[], None]] | None],
                ) -> tuple[float, np.ndarray]:
    """The annealing loop of :func:`anneal_hops` and :func:`anneal_graph_hops` over the
    neighbour bitmasks ``outs`` (changed in place): ``len(coins)`` steps, each
    ``propose(step)`` giving the bits to toggle (``(node, mask)`` pairs, their own inverse)
    and a callback that records the move once taken, or None for a rejected move. A move
    is taken if ``W' <= W - T ln(u)`` (``u = coins[step]``; ``W'`` computed only up to
    that threshold), at the temperature falling linearly from :data:`T_START` to
    :data:`T_MIN`; stops early at the solve's deadline. Returns ``(W, A)`` of the best
    topology visited, ``A`` the 0/1 matrix of its bitmasks."""
    steps = len(coins)
    w = hop_sum(outs, n)
    best_w, best_outs = w, list(outs)
    for step in range(steps):
        if step % 256 == 0 and DL.expired():
            break
        move = propose(step)
        if move is None:
            continue
        toggles, commit = move
        temp = max(T_MIN, T_START * (1.0 - step / steps))
        limit = w - temp * math.log(max(float(coins[step]), 1e-300))
        for v, mask in toggles:
            outs[v] ^= mask
        w2 = hop_sum(outs, n, int(math.floor(limit)))
        if w2 <= limit:
            w = w2
            commit()
            if w < best_w:
                best_w, best_outs = w, list(outs)
        else:                                                    # undo
            for v, mask in toggles:
                outs[v] ^= mask
    out = np.zeros((n, n), dtype=np.int64)
    for i, mask in enumerate(best_outs):
        for j in range(n):
            if (mask >> j) & 1:
                out[i, j] = 1
    return float(best_w), out
