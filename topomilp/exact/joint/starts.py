"""Warm-start topologies of the ``joint_topology`` MILP (formulations/joint_topology.md,
(J10), (J10b)): topologies with much symmetry, good candidates for uniform-ish traffic.

Plain generators of link matrices; :meth:`topomilp.exact.joint.model.JointTopology.auto_start`
routes the best of them with the exact routing LP. Exactness never depends on them: a
start only speeds the search up.

* :func:`circulant_link_matrices` — every circulant (Cayley graph of ``Z_n``) with
  exactly ``d`` ports per node (J10);
* :func:`metacyclic_groups`, :func:`cayley_link_matrices` — Cayley (di)graphs of the
  groups ``Z_m x| Z_k`` of order ``n``, for traffic invariant under every relabelling;
* :func:`bicirculant_link_matrices` — topologies invariant under ``u -> u + 2``, for
  traffic with that symmetry such as ``hybrid`` (J10d);
* :func:`polycirculant_link_matrices` — simplex digraphs with a semiregular cyclic
  symmetry of ``k`` orbits and the Moore distance profile at every node, and
  :func:`two_hop_uniform_throughput`, the balance screen for them (J10b).

>>> [s for s, _ in circulant_link_matrices(6, 2, "duplex")]
[(1,), (2,), (3, 3)]

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — TotientPerms' circulants are the
starting point; the Cayley and poly-circulant families extend them.
"""

from __future__ import annotations

import functools
import itertools
import operator
from typing import Iterator, Sequence

import numpy as np

from topomilp.exact import deadline as DL

#: Most circulant candidates scored by :func:`circulant_link_matrices` callers.
MAX_CIRCULANTS = 4000

#: Most bi-circulants :func:`bicirculant_link_matrices` yields (per call).
MAX_BICIRCULANTS = 20_000

#: Most connection-set combinations :func:`polycirculant_link_matrices` examines (per call).
MAX_POLYCIRCULANT_COMBOS = 400_000


def _multisets(slots: Sequence[tuple[tuple[int, ...], int]], ports: int) -> Iterator[tuple[int, ...]]:
    """Every way to spend exactly ``ports`` on copies of the ``slots``
    (``(elements, cost)``: one copy adds ``elements`` and costs ``cost`` ports), as the
    concatenated elements, most copies of earlier slots first."""
    def rec(i: int, left: int, cur: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if left == 0:
            yield cur
            return
        if i >= len(slots):
            return
        el, cost = slots[i]
        for k in range(left // cost, -1, -1):
            yield from rec(i + 1, left - k * cost, cur + el * k)

    return rec(0, ports, ())


def _duplex_strides(n: int, d: int) -> Iterator[tuple[int, ...]]:
    """Multisets of strides ``1..n//2`` using exactly ``d`` ports (stride ``n/2`` is a
    perfect matching: one port; any other stride: two ports)."""
    return _multisets([((s,), 1 if 2 * s == n else 2) for s in range(1, n // 2 + 1)], d)


def circulant_link_matrices(n: int, d: int, link_model: str,
                            limit: int = MAX_CIRCULANTS) -> Iterator[tuple[tuple[int, ...], np.ndarray]]:
    """Every circulant topology on ``Z_n`` with exactly ``d`` ports per node (parallel
    links allowed), as ``(strides, links)``, at most ``limit`` of them, in a
    deterministic order. Duplex: ``u -- u+s`` for each stride ``s`` of a multiset of
    strides in ``1..n//2``; simplex: ``u -> u+g`` for each generator ``g`` of a multiset
    of ``d`` generators in ``1..n-1``. (Warm-start candidates only: exactness never
    depends on this list.)"""
    if n < 2 or d < 1:
        return
    count = 0
    if link_model == "duplex":
        gen: Iterator[tuple[int, ...]] = _duplex_strides(n, d)
    else:
        gen = itertools.combinations_with_replacement(range(1, n), d)
    for strides in gen:
        if count >= limit:
            return
        count += 1
        yield tuple(strides), circulant_links(n, strides, link_model)


def circulant_links(n: int, strides: Sequence[int], link_model: str) -> np.ndarray:
    """The link matrix of the circulant on ``Z_n`` with ``strides`` (a multiset): ``u ->
    u + s`` for each ``s``, and back under duplex, where the stride ``n/2`` is a perfect
    matching (one port, each link once per end).

    >>> circulant_links(4, (1, 2), "duplex")[0].tolist()
    [0, 1, 1, 1]
    """
    idx = np.arange(n)
    m = np.zeros((n, n), dtype=np.int64)
    for s in strides:
        np.add.at(m, (idx, (idx + s) % n), 1)
        if link_model == "duplex" and 2 * s != n:
            np.add.at(m, ((idx + s) % n, idx), 1)
    return m


def coprime_ring_circulant(n: int, d: int, link_model: str) -> tuple[tuple[int, ...], np.ndarray] | None:
    """(J10c) the circulant on the smallest strides coprime to ``n`` (``d // 2`` of them
    under duplex, with ``n / 2`` added for odd ``d`` and even ``n``; ``d`` under simplex),
    as ``(strides, links)``: each coprime stride is a Hamiltonian ring, and the rings are
    arc-disjoint, so an AllReduce over all nodes split evenly over them loads every port
    equally (TotientPerms' idea, formulations/joint_topology.md). ``None`` when there are
    too few strides.

    >>> coprime_ring_circulant(12, 5, "duplex")[0]
    (1, 5, 6)
    """
    coprime = [k for k in range(1, n) if np.gcd(k, n) == 1]
    if link_model == "duplex":
        strides = [k for k in coprime if 2 * k < n][: d // 2]
        if len(strides) < d // 2 or (d % 2 and n % 2):
            return None
        strides += [n // 2] * (d % 2)
    else:
        strides = coprime[:d]
        if len(strides) < d:
            return None
    return tuple(strides), circulant_links(n, strides, link_model)


def metacyclic_groups(n: int) -> list[tuple[str, np.ndarray]]:
    """Multiplication tables of the groups ``Z_m x|_r Z_k`` (``n = m k``, ``r`` a unit
    of ``Z_m`` with ``r^k = 1``): elements ``(a, f)``, ``(a, f)(b, g) = (a + r^f b,
    f + g)``; index ``a + m f``, identity ``0``. They include the cyclic group, the
    dihedral and dicyclic groups and direct products ``Z_m x Z_k``. (Isomorphic groups
    may repeat; warm-start candidates only.)

    >>> [name for name, _ in metacyclic_groups(6)]
    ['Z1x|1Z6', 'Z2x|1Z3', 'Z3x|1Z2', 'Z3x|2Z2', 'Z6x|1Z1']
    """
    out = []
    for m in range(1, n + 1):
        if n % m:
            continue
        k = n // m
        for r in range(1, max(m, 2)):
            if m > 1 and (np.gcd(r, m) != 1 or pow(r, k, m) != 1 % m):
                continue
            if m == 1 and r != 1:
                continue
            tab = np.empty((n, n), dtype=np.int64)
            for f in range(k):
                rf = pow(r, f, m) if m > 1 else 0
                for a in range(m):
                    for g in range(k):
                        b = np.arange(m)
                        tab[a + m * f, b + m * g] = (a + rf * b) % m + m * ((f + g) % k)
            out.append((f"Z{m}x|{r}Z{k}", tab))
    return out


def _inverse(tab: np.ndarray) -> np.ndarray:
    return np.argmax(tab == 0, axis=1)


def cayley_link_matrices(n: int, d: int, link_model: str,
                         limit: int = 30 * MAX_CIRCULANTS) -> Iterator[tuple[str, np.ndarray]]:
    """Cayley (di)graphs ``x -> x g`` (``g`` in a multiset ``S`` of ``d`` non-identity
    elements; duplex: ``S`` closed under inverses, an involution costs one port) of the
    :func:`metacyclic_groups` of order ``n``, as ``(name, links)``: vertex-transitive
    warm-start candidates for relabelling-invariant traffic, at most ``limit``."""
    count = 0
    for gname, tab in metacyclic_groups(n):
        inv = _inverse(tab)
        nonid = list(range(1, n))
        if link_model == "duplex":
            invols = [g for g in nonid if inv[g] == g]
            pairs = sorted({(min(g, int(inv[g])), max(g, int(inv[g]))) for g in nonid if inv[g] != g})
            slots = [((g,), 1) for g in invols] + [(p, 2) for p in pairs]
            gens: Iterator[tuple[int, ...]] = _multisets(slots, d)
        else:
            gens = itertools.combinations_with_replacement(nonid, d)
        for S in gens:
            if count >= limit:
                return
            m = np.zeros((n, n), dtype=np.int64)
            for g in S:
                np.add.at(m, (np.arange(n), tab[:, g]), 1)
            count += 1
            yield f"cayley[{gname}]{S}", m


def _size_matrices(k: int, d: int, m: int) -> list[tuple[tuple[int, ...], ...]]:
    """``k x k`` matrices of connection-set sizes: row and column sums ``d`` (out- and
    in-degree), at most ``m - 1`` on the diagonal (no loop) and ``m`` off it (no
    multi-arc); one per class under relabelling the orbits (the smallest of its
    simultaneous row/column permutations)."""
    out: list[tuple[tuple[int, ...], ...]] = []

    def rec(a: int, rows: list[tuple[int, ...]], left: list[int]) -> None:
        if a == k:
            if not any(left):
                out.append(tuple(rows))
            return
        for row in itertools.product(range(d + 1), repeat=k):
            if sum(row) == d and all(row[b] <= min(left[b], m - (a == b)) for b in range(k)):
                rec(a + 1, rows + [row], [left[b] - row[b] for b in range(k)])

    rec(0, [], [d] * k)
    perms = list(itertools.permutations(range(k)))
    return [sz for sz in out
            if sz == min(tuple(tuple(sz[p[a]][p[b]] for b in range(k)) for a in range(k)) for p in perms)]


def polycirculant_link_matrices(n: int, d: int, orbits: int,
                                limit: int = MAX_POLYCIRCULANT_COMBOS) -> Iterator[tuple[str, np.ndarray]]:
    """Simplex ``d``-regular digraphs on ``n = m k`` nodes invariant under the
    semiregular cyclic group ``i -> i + 1 (mod m)`` acting on each of ``k = orbits``
    orbits (*poly-circulants*; ``k = 1`` are the circulants, ``k = 2`` bi-circulants),
    keeping only those in which **every** node has the Moore out-distance profile
    (equation (J10b) of formulations/joint_topology.md). Requires ``n - 1 <= d + d^2``,
    where that profile means: ``d`` distinct out-neighbours, every other node at
    distance 2.

    Node ``a m + i`` is ``i`` of orbit ``a``; arcs ``(a, i) -> (b, i + s)`` for ``s`` in
    the connection set ``S_ab`` of ``Z_m`` (``0`` not in ``S_aa``). Searched: one size
    matrix ``|S_ab|`` per orbit relabelling (:func:`_size_matrices`), and ``S_0b``
    (``b > 0``) translated to contain ``0`` (relabelling orbit ``b`` by a translation).
    The profile test is on bit masks of ``Z_m``: from ``(a, 0)`` the nodes of orbit ``c``
    within two arcs are ``S_ac``, ``0`` when ``c = a``, and ``s + S_bc`` for ``s`` in
    ``S_ab``. At most ``limit`` combinations are examined. Yields ``(name, links)``.

    TopoOpt's testbed size and the bi-circulant that meets the Moore bound there:

    >>> name, links = next(polycirculant_link_matrices(14, 4, 2))
    >>> name, int(links.sum(axis=0).min()), int(links.sum(axis=1).max())
    ('polycirculant[7x2]((1,), (0, 1, 2), (0, 2, 4), (4,))', 4, 4)
    """
    if n % orbits or orbits < 1 or n - 1 > d + d * d:
        return
    k, m = orbits, n // orbits
    full = (1 << m) - 1

    def rot(mask: int, s: int) -> int:
        return ((mask << s) | (mask >> (m - s))) & full if s else mask

    count = 0
    for sz in _size_matrices(k, d, m):
        choices = []
        for a in range(k):
            for b in range(k):
                sets = list(itertools.combinations([s for s in range(m) if a != b or s], sz[a][b]))
                if a == 0 and b > 0:
                    sets = [S for S in sets if not S or S[0] == 0]
                choices.append(sets)
        for combo in itertools.product(*choices):
            if count >= limit:
                return
            count += 1
            masks = [sum(1 << s for s in S) for S in combo]
            if all(functools.reduce(operator.or_, (rot(masks[b * k + c], s) for b in range(k)
                                                   for s in combo[a * k + b]),
                                    masks[a * k + c] | int(a == c)) == full
                   for a in range(k) for c in range(k)):
                links = np.zeros((n, n), dtype=np.int64)
                i = np.arange(m)
                for a in range(k):
                    for b in range(k):
                        for s in combo[a * k + b]:
                            links[a * m + i, b * m + (i + s) % m] = 1
                yield f"polycirculant[{m}x{k}]{combo}", links


def _bi_sides(m: int, ports: int, duplex: bool) -> list[tuple[int, ...]]:
    """Connection multisets of ``Z_m`` minus 0 using ``ports`` ports per node, within an
    orbit: under duplex closed under negation (``s`` and ``-s`` together, the stride
    ``m/2`` alone), as the list of out-offsets; under simplex any multiset."""
    if duplex:
        slots = [((s,), 1) if 2 * s == m else ((s, m - s), 2) for s in range(1, m // 2 + 1)]
        return [tuple(sorted(x)) for x in _multisets(slots, ports)]
    return list(itertools.combinations_with_replacement(range(1, m), ports))


def bicirculant_link_matrices(n: int, d: int, link_model: str, cross: Sequence[int] = (1, 2),
                              limit: int = MAX_BICIRCULANTS) -> Iterator[tuple[str, np.ndarray]]:
    """(J10d) topologies invariant under the rotation ``u -> u + 2 (mod n)``, with the two
    residue classes as orbits (*bi-circulants* in the interleaved labelling: node ``2i + a``
    is ``i`` of orbit ``a``), both orbits alike: for each number ``c`` in ``cross`` of
    ports per node that lead to the other orbit, arcs ``(a, i) -> (a, i + s)`` for ``s``
    in a connection multiset ``S`` of ``d - c`` offsets (the same for both orbits), ``(0,
    i) -> (1, i + t)`` for ``t`` in ``T`` (``c`` offsets, translated to contain 0) and
    ``(1, i) -> (0, i + t)`` for ``t`` in ``U``; under duplex ``S = -S`` and ``U = -T`` (a
    link is both ways). Parallel links allowed. Warm-start candidates for traffic that
    the rotation leaves invariant (:func:`topomilp.exact.joint.bounds.rotation_step`),
    such as ``hybrid``'s replicas: the ring traffic of each stage's group stays inside
    an orbit, each replica's pipeline crosses. At most ``limit`` yielded, ``c`` in the
    order given.

    >>> name, links = next(bicirculant_link_matrices(8, 3, "duplex"))
    >>> name, links[0].tolist()
    ('bicirculant[4x2]((1, 3), (0,), (0,))', [0, 1, 1, 0, 0, 0, 1, 0])
    """
    if n % 2 or n < 4 or d < 1:
        return
    m, duplex = n // 2, link_model == "duplex"
    i = np.arange(m)
    count = 0
    for c in cross:
        if not 1 <= c <= d:
            continue
        sides = _bi_sides(m, d - c, duplex)
        firsts = [(0,) + t for t in itertools.combinations_with_replacement(range(m), c - 1)]
        anyback = list(itertools.combinations_with_replacement(range(m), c))
        backs = {T: [tuple(sorted((-t) % m for t in T))] if duplex else anyback for T in firsts}
        for S in sides:
            for T in firsts:
                for U in backs[T]:
                    if count >= limit:
                        return
                    count += 1
                    links = np.zeros((n, n), dtype=np.int64)
                    for a in (0, 1):
                        for s in S:
                            np.add.at(links, (2 * i + a, 2 * ((i + s) % m) + a), 1)
                    for t in T:
                        np.add.at(links, (2 * i, 2 * ((i + t) % m) + 1), 1)
                    for t in U:
                        np.add.at(links, (2 * i + 1, 2 * ((i + t) % m)), 1)
                    yield f"bicirculant[{m}x2]({S}, {T}, {U})", links


def two_hop_uniform_throughput(links: np.ndarray) -> float | None:
    """Largest uniform demand ``t`` per ordered pair that a digraph of diameter <= 2
    carries with every byte on a shortest path (one hop, or two hops through any
    common neighbour) and unit arc capacities, by one sparse LP (scipy's HiGHS);
    ``None`` when the diameter exceeds 2 or the enclosing solve's deadline stops the LP
    (:func:`~topomilp.exact.deadline.linprog_options`). A feasible routing, so a lower
    bound on the topology's throughput; it equals the Moore bound ``d / sum(moore_levels)``
    exactly when every arc is full (the screen of (J10b)).

    >>> from topomilp.exact.joint.bounds import moore_levels
    >>> links = dict(circulant_link_matrices(5, 2, "simplex"))[(1, 2)]
    >>> two_hop_uniform_throughput(links)     # stride-2 arcs carry 4 units, stride-1 arcs 2
    0.25
    >>> 2 / sum(moore_levels(5, 2, duplex=False))     # the Moore bound: not met
    0.3333333333333333
    """
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    n = links.shape[0]
    adj = np.asarray(links) > 0
    arc_id = -np.ones((n, n), dtype=np.int64)
    arc_id[adj] = np.arange(int(adj.sum()))
    cap_r, cap_c = list(arc_id[adj]), [0] * int(adj.sum())    # column 0: t (direct demand)
    eq_r: list[int] = []
    eq_c: list[int] = []
    eq_v: list[float] = []
    var = 1
    row = 0
    for u in range(n):
        for w in range(n):
            if u == w or adj[u, w]:
                continue
            mids = np.nonzero(adj[u] & adj[:, w])[0]
            if not len(mids):
                return None
            for v in mids:                                     # path u -> v -> w
                cap_r += [int(arc_id[u, v]), int(arc_id[v, w])]
                cap_c += [var, var]
                eq_r.append(row)
                eq_c.append(var)
                eq_v.append(1.0)
                var += 1
            eq_r.append(row)
            eq_c.append(0)
            eq_v.append(-1.0)
            row += 1
    a_ub = coo_matrix((np.ones(len(cap_r)), (cap_r, cap_c)), shape=(int(adj.sum()), var)).tocsr()
    a_eq = coo_matrix((eq_v, (eq_r, eq_c)), shape=(row, var)).tocsr() if row else None
    cost = np.zeros(var)
    cost[0] = -1.0
    res = linprog(cost, A_ub=a_ub, b_ub=np.ones(a_ub.shape[0]), A_eq=a_eq,
                  b_eq=np.zeros(row) if row else None, bounds=(0, None), method="highs",
                  options=DL.linprog_options())
    return float(-res.fun) if res.status == 0 else None


__all__ = ["MAX_BICIRCULANTS", "MAX_CIRCULANTS", "MAX_POLYCIRCULANT_COMBOS", "bicirculant_link_matrices",
           "cayley_link_matrices", "circulant_link_matrices",
           "circulant_links", "coprime_ring_circulant", "metacyclic_groups", "polycirculant_link_matrices",
           "two_hop_uniform_throughput"]
