"""Valid bounds of the ``joint_topology`` MILP (formulations/joint_topology.md,
"Strengthened model"): Moore-type hop-bytes bounds and the symmetry of the traffic.

Plain functions over plain data; :class:`topomilp.exact.joint.model.JointTopology` uses
them when ``strengthen=True`` (the default), and the enumeration proof
(:mod:`topomilp.exact.joint.enumeration`) starts from :func:`moore_levels`.

* :func:`moore_levels` — the smallest possible hop distances from one node, sorted
  (at most ``d`` nodes at distance 1, ``d(d-1)`` at distance 2 under duplex, ``d^2``
  under simplex, ...): equation (J6') of the document.
* :func:`moore_hop_bytes` — the per-source Moore lower bound on the hop-bytes of a
  demand row (largest demands paired with the smallest distances).
* :func:`symmetry_level` — which relabellings the traffic is invariant under, hence
  which symmetry-breaking chains (J9a)/(J9b) are valid.

>>> moore_levels(12, 4, duplex=True)
[1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2]
>>> moore_hop_bytes([1.0] * 11, 4, duplex=True)      # 4 one-hop + 7 two-hop destinations
18.0

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — the topology space whose optimum the
exact model certifies; the Moore bound is the classical degree/diameter bound.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from topomilp.exact.joint.cyclebound import cycle_port_bound
from topomilp.model import Workload


def moore_levels(n: int, d: int, duplex: bool) -> list[int]:
    """The ``n - 1`` smallest conceivable hop distances from one node of a degree-``d``
    topology on ``n`` nodes, in increasing order, assuming every node is reachable.

    Level ``h`` holds at most ``d (d-1)^(h-1)`` nodes (duplex) or ``d^h`` (simplex):
    a node has at most ``d`` distinct (out-)neighbours and, under duplex, one of the
    ``d`` links of a node at distance ``h >= 1`` leads back towards the source. When
    the levels cannot hold ``n - 1`` nodes (``d = 1``), the list is shorter: the
    missing nodes are unreachable, and leaving their terms out keeps every bound below
    valid (a lower bound only loses non-negative terms).

    >>> moore_levels(8, 2, duplex=True)
    [1, 1, 2, 2, 3, 3, 4]
    >>> moore_levels(6, 2, duplex=False)
    [1, 1, 2, 2, 2]
    """
    out: list[int] = []
    h, cnt = 1, d
    while len(out) < n - 1 and cnt > 0:
        out += [h] * cnt
        h += 1
        cnt = cnt * (d - 1) if duplex else cnt * d
    return out[: n - 1]


def moore_hop_bytes(row: Sequence[float], d: int, duplex: bool) -> float:
    """Lower bound on ``sum_t row[t] * dist(s, t)`` over every degree-``d`` topology
    (equation (J6') of the document): the sorted distances from ``s`` dominate
    :func:`moore_levels` entry by entry, and pairing the largest demands with the
    smallest distances minimises the sum (rearrangement inequality)."""
    vals = sorted((float(v) for v in row if v > 0), reverse=True)
    lev = moore_levels(len(vals) + 1, d, duplex)
    return float(sum(v * h for v, h in zip(vals, lev)))


def symmetry_level(workload: Workload, fixed: np.ndarray | None, free_rings: bool = False) -> int:
    """How much node-relabelling symmetry the MILP may break (document, (J9)):

    * ``2``: no fixed links, AllReduce traffic only in groups over all nodes with any
      ring order (``free_rings``; such a group is invariant under every relabelling),
      all off-diagonal MP entries equal (traffic invariant under every permutation):
      chains (J9a) and (J9b);
    * ``1``: as for ``2`` but MP invariant under every permutation fixing node 0 (all
      ``M_st`` among ``1..n-1`` equal, all ``M_0t`` equal, all ``M_t0`` equal): chain (J9a);
    * ``0``: anything else (no symmetry breaking).

    >>> from topomilp.workloads import all_to_all, allreduce, dlrm_like
    >>> symmetry_level(all_to_all(6), None), symmetry_level(allreduce(6), None)
    (2, 0)
    >>> symmetry_level(dlrm_like(6), None, free_rings=True)
    2
    """
    n = workload.n
    if fixed is not None and np.any(fixed):
        return 0
    ar = [g for g in workload.groups if g.bytes_per_member > 0]
    if ar and not (free_rings and all(len(set(g.members)) == n for g in ar)):
        return 0
    mp = np.asarray(workload.mp, dtype=float)
    if n < 3:
        return 0
    off = mp[~np.eye(n, dtype=bool)]
    if off.size and np.all(off == off[0]):
        return 2
    inner = mp[1:, 1:][~np.eye(n - 1, dtype=bool)]
    if np.all(inner == inner[0]) and np.all(mp[0, 1:] == mp[0, 1]) and np.all(mp[1:, 0] == mp[1, 0]):
        return 1
    return 0


def _traffic(workload: Workload, fixed: np.ndarray | None, free_rings: bool) -> tuple[np.ndarray, list] | None:
    """The traffic as relabellings see it: the MP matrix and the sorted (member set,
    ring bytes) of the groups with traffic; ``None`` with fixed links, or with such groups
    whose ring order is not free (relabellings would not keep their ring family)."""
    if fixed is not None and np.any(fixed):
        return None
    live = [g for g in workload.groups if g.bytes_per_member > 0]
    if live and not free_rings:
        return None
    groups = sorted((tuple(sorted(set(int(m) for m in g.members))), float(g.ring_bytes)) for g in live)
    return np.asarray(workload.mp, dtype=float), groups


def _traffic_invariant(mp: np.ndarray, groups: list, perm: np.ndarray) -> bool:
    """Whether relabelling ``u -> perm[u]`` maps the MP matrix and the AllReduce groups
    (member sets with their bytes) onto themselves."""
    inv = np.argsort(perm)
    if not np.array_equal(mp[np.ix_(inv, inv)], mp):
        return False
    moved = sorted((tuple(sorted(int(perm[m]) for m in ms)), b) for ms, b in groups)
    return moved == groups


def rotation_step(workload: Workload, fixed: np.ndarray | None, free_rings: bool = False,
                  most: int = 3) -> int | None:
    """The smallest ``s`` in ``2..most`` dividing ``n`` such that the rotation ``u -> u + s
    (mod n)`` leaves the traffic invariant (MP entries, and AllReduce groups as sets with
    their bytes; ring orders must be free, ``free_rings``); ``None`` if there is none, with
    fixed links, or when ``s = 1`` already works (the circulants cover that case). The
    orbits of such a rotation are the ``s`` residue classes: the candidates of
    :func:`topomilp.exact.joint.starts.bicirculant_link_matrices` (J10d).

    The default ``hybrid`` workload (replica ``r`` = nodes ``2r, 2r+1``) is invariant
    under ``u -> u + 2``:

    >>> from topomilp.workloads import hybrid
    >>> rotation_step(hybrid(8, 4, 2), None, free_rings=True)
    2
    """
    n = workload.n
    traffic = _traffic(workload, fixed, free_rings)
    if traffic is None:
        return None
    mp, groups = traffic

    def invariant(s: int) -> bool:
        return _traffic_invariant(mp, groups, (np.arange(n) + s) % n)

    if invariant(1):
        return None
    return next((s for s in range(2, most + 1) if n % s == 0 and s < n and invariant(s)), None)


def _automorphism_generators(mp: np.ndarray, groups: list) -> list[np.ndarray] | None:
    """Generators (restricted to the ``n`` nodes) of the automorphism group of the
    traffic: each MP arc ``s -> t`` subdivided twice, ``s - u - w - t``, ``u`` coloured
    ("out", bytes) and ``w`` ("in", bytes), one vertex per group coloured by its bytes and
    joined to its members (pynauty). The graph is undirected, the direction kept by the
    colours: nauty on the directed encoding did not return on some traffic (DLRM with
    uneven tables at n = 12). ``None`` without pynauty."""
    from topomilp.exact.joint.canonical import pynauty_available

    if not pynauty_available():
        return None
    import pynauty

    n = mp.shape[0]
    adj: dict[int, list[int]] = {v: [] for v in range(n)}
    colours: dict[tuple, set[int]] = {("node",): set(range(n))}
    v = n
    for s, t in np.argwhere(mp > 0):
        adj[v] = [int(s), v + 1]
        adj[v + 1] = [int(t)]
        colours.setdefault(("mp-out", float(mp[s, t])), set()).add(v)
        colours.setdefault(("mp-in", float(mp[s, t])), set()).add(v + 1)
        v += 2
    for ms, b in groups:
        adj[v] = [int(m) for m in ms]
        colours.setdefault(("group", b), set()).add(v)
        v += 1
    cells = [colours[key] for key in sorted(colours, key=repr)]
    gens = pynauty.autgrp(pynauty.Graph(v, directed=False, adjacency_dict=adj, vertex_coloring=cells))[0]
    return [np.array(g[:n], dtype=int) for g in gens]


def _cycles(sigma: np.ndarray) -> list[list[int]]:
    """The cycles of the permutation ``sigma``, each from its smallest node, in order of
    that node (the cycle of node 0 first)."""
    seen = np.zeros(len(sigma), dtype=bool)
    out = []
    for start in range(len(sigma)):
        if not seen[start]:
            cyc, u = [], start
            while not seen[u]:
                seen[u] = True
                cyc.append(u)
                u = int(sigma[u])
            out.append(cyc)
    return out


def _orbit_labels(orbits: list[list[int]], mp: np.ndarray, step: int) -> np.ndarray:
    """Labels under which a permutation with the cycles ``orbits`` (``n / step`` nodes
    each, as :func:`_cycles` lists them) is ``v -> v + step``: ``sigma^k(start_i) -> i +
    step * k`` for the start ``start_i`` of orbit ``i``. Orbit 0 starts at node 0; every
    other orbit at its node with the most MP bytes to and from node 0 (so that, for
    ``hybrid``, a replica's two nodes are ``2r`` and ``2r + 1``, as in the interleaved
    layout the bi-circulant family ranks first)."""
    n = sum(len(cyc) for cyc in orbits)
    perm = np.empty(n, dtype=int)
    for i, cyc in enumerate(orbits):
        first = 0 if i == 0 else max(range(len(cyc)), key=lambda j: (mp[0, cyc[j]] + mp[cyc[j], 0], -j))
        for k in range(len(cyc)):
            perm[cyc[(first + k) % len(cyc)]] = i + step * k
    return perm


def _conjugate_shift(perm: np.ndarray, step: int) -> np.ndarray:
    """The relabelling of the original nodes that ``v -> v + step`` is in the new labels:
    ``u -> perm^-1[(perm[u] + step) % n]``."""
    n = len(perm)
    return np.argsort(perm)[(perm + step) % n]


def rotation_relabelling(workload: Workload, fixed: np.ndarray | None, free_rings: bool = False,
                         step: int = 2, tries: int = 4000, seed: int = 0, search: bool = True) -> np.ndarray | None:
    """A relabelling ``perm`` (``perm[u]`` the new label of ``u``) under which the
    traffic is invariant under ``v -> v + step (mod n)``, found from a traffic
    automorphism whose cycles all have ``n / step`` nodes; ``None`` if none is found,
    with fixed links, with AllReduce groups whose ring order is not free, when ``step``
    does not divide ``n``, or when the traffic is invariant under ``u -> u + 1`` as
    labelled (the circulant starts cover that case). The labelling of
    :func:`rotation_step` is tried first (``perm`` the identity); otherwise the
    automorphism is searched (unless ``search`` is false: the labelling as given only)
    among ``tries`` seeded random products of the traffic's automorphism generators
    (pynauty; ``None`` without it), keeping each AllReduce group
    inside one cycle (for ``hybrid``: the cycles are the stages, not a mix of both). The
    result is checked exactly. A hybrid workload laid out stage by stage (replica ``r``
    of stage ``s`` on node ``r + s * dp``) gets the interleaved labelling's bi-circulant
    starts (J10d):

    >>> import numpy as np
    >>> from topomilp.model import Workload
    >>> from topomilp.workloads import hybrid
    >>> w = hybrid(8, 4, 2)
    >>> old = np.array([r + s * 4 for r in range(4) for s in range(2)])   # node u's stage-major label
    >>> inv = np.argsort(old)
    >>> staged = Workload(8, groups=[g.__class__(tuple(int(old[m]) for m in g.members), g.bytes_per_member)
    ...                              for g in w.groups], mp=w.mp[np.ix_(inv, inv)])
    >>> rotation_step(staged, None, free_rings=True) is None
    True
    >>> rotation_relabelling(staged, None, free_rings=True) is not None
    True
    """
    n = workload.n
    traffic = _traffic(workload, fixed, free_rings)
    if traffic is None or step < 2 or n % step or step >= n:
        return None
    mp, groups = traffic
    if _traffic_invariant(mp, groups, (np.arange(n) + 1) % n):
        return None
    if _traffic_invariant(mp, groups, (np.arange(n) + step) % n):
        return np.arange(n)
    gens = _automorphism_generators(mp, groups) if search else None
    if not gens:
        return None
    rng = np.random.default_rng(seed)
    slots = [g.copy() for g in gens] + [np.arange(n) for _ in range(max(10 - len(gens), 1))]
    acc = np.arange(n)
    for t in range(tries):                      # product replacement, with an accumulator
        i, j = rng.choice(len(slots), 2, replace=False)
        slots[i] = slots[i][slots[j]] if rng.random() < 0.5 else slots[j][slots[i]]
        acc = acc[slots[i]]
        if t < 20:
            continue
        for sigma in (slots[i], acc):
            orbits = _cycles(sigma)
            orbit_of = {u: k for k, cyc in enumerate(orbits) for u in cyc}
            if (all(len(cyc) == n // step for cyc in orbits)
                    and all(len({orbit_of[m] for m in ms}) == 1 for ms, _ in groups)):
                perm = _orbit_labels(orbits, mp, step)
                if _traffic_invariant(mp, groups, _conjugate_shift(perm, step)):     # checked exactly
                    return perm
    return None


def _swap_automorphism(workload: Workload, keep: Sequence[int], a: int, b: int) -> np.ndarray | None:
    """A relabelling ``pi`` of the nodes (``pi[u]`` the new label of ``u``) that leaves
    the traffic invariant (MP entries, and AllReduce groups as sets with their bytes),
    fixes every node of ``keep`` and swaps ``a`` and ``b``; ``None`` if there is none.
    Found by VF2 (networkx) on the traffic digraph with colours pinning ``keep``."""
    import networkx as nx
    from networkx.algorithms import isomorphism as iso

    n = workload.n
    mp = np.asarray(workload.mp, dtype=float)
    g = nx.DiGraph()
    g.add_nodes_from(range(n))
    for s, t in np.argwhere(mp > 0):
        g.add_edge(int(s), int(t), w=float(mp[s, t]))
    for k, grp in enumerate(workload.groups):
        if grp.bytes_per_member > 0:
            g.add_node(("g", k))
            for m in set(grp.members):
                g.add_edge(int(m), ("g", k), w=float(grp.ring_bytes))

    def coloured(first: int, second: int) -> nx.DiGraph:
        h = g.copy()
        for v in h.nodes:
            h.nodes[v]["c"] = "group" if isinstance(v, tuple) else "node"
        for i, v in enumerate(keep):
            h.nodes[v]["c"] = ("keep", i)
        h.nodes[first]["c"], h.nodes[second]["c"] = "A", "B"
        return h

    gm = iso.DiGraphMatcher(coloured(a, b), coloured(b, a), node_match=lambda u, v: u["c"] == v["c"],
                            edge_match=lambda u, v: u["w"] == v["w"])
    if not gm.is_isomorphic():
        return None
    return np.array([gm.mapping[u] for u in range(n)], dtype=int)


def stabiliser_chain(workload: Workload, fixed: np.ndarray | None,
                     free_rings: bool = False) -> tuple[list[int], list[np.ndarray]]:
    """(J9c) for traffic with no (J9a)/(J9b) symmetry (:func:`symmetry_level` 0): the
    largest set ``T = [t_1 < ... < t_k]`` of nodes other than 0 such that, for each
    ``i``, a relabelling that leaves the traffic invariant fixes 0 and ``T`` except
    ``t_i``, ``t_{i+1}``, which it swaps (returned as ``gens[i]``, ``pi[u]`` the new
    label of ``u``). These generate every order of ``T`` with 0 fixed, so the chain
    ``x_{p(0,t_1)} >= ... >= x_{p(0,t_k)}`` keeps an optimum (formulations/joint_topology.md,
    (J9c)). ``([], [])`` with fixed links, with AllReduce groups whose ring family is not
    free, or when no two nodes qualify.

    The default ``hybrid`` workload (replica ``r`` = nodes ``2r, 2r+1``): the replicas
    can be permuted, so ``T`` is every even node but 0:

    >>> from topomilp.workloads import hybrid
    >>> stabiliser_chain(hybrid(8, 4, 2), None, free_rings=True)[0]
    [2, 4, 6]
    """
    n = workload.n
    if n < 3 or (fixed is not None and np.any(fixed)):
        return [], []
    if any(g.bytes_per_member > 0 for g in workload.groups) and not free_rings:
        return [], []
    mp = np.asarray(workload.mp, dtype=float)
    sizes = {}
    for grp in workload.groups:
        if grp.bytes_per_member > 0:
            for m in set(grp.members):
                sizes.setdefault(int(m), []).append(float(grp.ring_bytes))

    def profile(u: int) -> tuple:               # invariant under every relabelling fixing 0
        return (tuple(sorted(mp[u])), tuple(sorted(mp[:, u])), mp[0, u], mp[u, 0], tuple(sorted(sizes.get(u, []))))

    best: tuple[list[int], list[np.ndarray]] = ([], [])
    used: set[int] = set()
    for v in range(1, n):
        if v in used:
            continue
        chain, gens = [v], []
        for w in range(v + 1, n):
            if w in used or profile(w) != profile(v):
                continue
            pi = _swap_automorphism(workload, [0] + chain[:-1], chain[-1], w)
            if pi is not None:
                chain.append(w)
                gens.append(pi)
        used.update(chain)
        # later members were not pinned by earlier generators: check again with all of T pinned
        gens = []
        for i in range(len(chain) - 1):
            pi = _swap_automorphism(workload, [0] + chain[:i] + chain[i + 2:], chain[i], chain[i + 1])
            if pi is None:
                chain, gens = chain[: i + 1], gens
                break
            gens.append(pi)
        if len(chain) > len(best[0]):
            best = (chain, gens)
    return best if len(best[0]) >= 2 else ([], [])


def replica_blocks(workload: Workload, fixed: np.ndarray | None,
                   free_rings: bool = False) -> list[tuple[int, ...]]:
    """(J9e): the replicas of a staged workload, when every order of them keeps the
    traffic. The stages are the member sets ``V_1, ..., V_m`` (``m >= 2``, sorted by their
    smallest node) of the AllReduce groups with traffic; they must be pairwise disjoint
    and of one size ``k >= 2``. Block ``r`` is the ``r``-th smallest node of each stage,
    ``(V_1[r], ..., V_m[r])``. Returned only if, for each ``r < k - 1``, swapping blocks
    ``r`` and ``r + 1`` node for node (every other node fixed) leaves the traffic
    invariant (MP entries, groups as member sets with their bytes): these transpositions
    generate every order of the blocks. ``[]`` otherwise, with fixed links, or with groups
    whose ring family is not free.

    ``hybrid`` (replica ``r`` runs stage ``s`` on node ``s + r * pp``):

    >>> from topomilp.workloads import hybrid
    >>> replica_blocks(hybrid(8, 4, 2), None, free_rings=True)
    [(0, 1), (2, 3), (4, 5), (6, 7)]
    """
    got = _traffic(workload, fixed, free_rings)
    if got is None:
        return []
    mp, groups = got
    stages = sorted(ms for ms, _ in groups)
    if len(stages) < 2 or len({len(ms) for ms in stages}) != 1 or len(stages[0]) < 2:
        return []
    if sum(len(ms) for ms in stages) != len(set().union(*map(set, stages))):
        return []
    blocks = [tuple(ms[r] for ms in stages) for r in range(len(stages[0]))]
    for r in range(len(blocks) - 1):
        perm = np.arange(workload.n)
        for u, v in zip(blocks[r], blocks[r + 1]):
            perm[u], perm[v] = v, u
        if not _traffic_invariant(mp, groups, perm):
            return []
    return blocks


def permutation_cycles(workload: Workload, fixed: np.ndarray | None) -> list[list[int]]:
    """(J9d): the cycles of permutation traffic (every node sends to exactly one node and
    receives from exactly one, all volumes equal, no AllReduce traffic, no fixed links),
    each listed in traffic order from its leader (node 0 for the cycle of 0, else its
    smallest node); ``[]`` for any other traffic.

    >>> from topomilp.workloads import permutation
    >>> permutation_cycles(permutation(6, seed=0), None)
    [[0, 3, 4], [1, 2, 5]]
    """
    n = workload.n
    if n < 3 or (fixed is not None and np.any(fixed)) or any(g.bytes_per_member > 0 for g in workload.groups):
        return []
    mp = np.asarray(workload.mp, dtype=float)
    pos = mp > 0
    if not (np.all(pos.sum(axis=1) == 1) and np.all(pos.sum(axis=0) == 1)):
        return []
    vals = mp[pos]
    if not np.all(vals == vals[0]):
        return []
    succ = pos.argmax(axis=1)
    seen: set[int] = set()
    cycles = []
    for v in range(n):
        if v in seen:
            continue
        cyc, u = [], v
        while u not in seen:
            seen.add(u)
            cyc.append(int(u))
            u = int(succ[u])
        cycles.append(cyc)
    return cycles


def _sorted_moore(rows: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """Row-wise Moore hop-bytes (:func:`moore_hop_bytes`) of a 2-D array of demand rows."""
    vals = -np.sort(-np.maximum(rows, 0.0), axis=1)[:, : len(levels)]
    return vals @ levels[: vals.shape[1]]


def ring_moore_hop_bytes(mp: np.ndarray, groups: Sequence[tuple[Sequence[int], float]], d: int,
                         duplex: bool) -> float:
    """Lower bound (J6'') on the hop-bytes of one iteration: MP plus ring traffic, any ring
    orders (formulations/joint_topology.md, "Answers at any size").

    Per source ``s``: its MP row plus the ``ring_bytes`` it sends to its ring successor
    in its heaviest group, that successor being *some* other member; the Moore bound of
    that row (:func:`moore_hop_bytes`) minimised over the possible successors, plus one
    hop per byte of its other groups. Summed over sources; the same per destination
    (columns, predecessors); the larger of the two sums. ``groups`` are
    ``(members, ring_bytes)`` pairs. At least the (J6') bound (MP by Moore plus one hop
    per ring byte), and stronger when a node's MP already fills its one-hop neighbours.

    Node 0 sends 10 bytes to each of nodes 3 and 4 and is in a ring over ``{0, 1, 2}``
    (4 bytes to its successor); with ``d = 2`` its successor cannot be one hop away too:

    >>> import numpy as np
    >>> mp = np.zeros((6, 6)); mp[0, 3] = mp[0, 4] = 10.0
    >>> ring_moore_hop_bytes(mp, [((0, 1, 2), 4.0)], 2, True)      # 10 + 10 + 2 * 4, + 4 + 4
    36.0
    >>> moore_hop_bytes(mp[0], 2, True) + 3 * 4.0                  # (J6'): one hop per ring byte
    32.0
    """
    mp = np.asarray(mp, dtype=float)
    n = mp.shape[0]
    levels = np.asarray(moore_levels(n, d, duplex), dtype=float)
    totals = []
    for mat in (mp, mp.T):                          # by source, by destination
        heaviest: dict[int, tuple[float, list[int]]] = {}
        extra = np.zeros(n)
        for members, rb in groups:
            if rb <= 0:
                continue
            mem = sorted({int(m) for m in members})
            for v in mem:
                others = [u for u in mem if u != v]
                if not others:
                    continue
                prev = heaviest.get(v)
                if prev is None or rb > prev[0]:
                    if prev is not None:
                        extra[v] += prev[0]
                    heaviest[v] = (rb, others)
                else:
                    extra[v] += rb
        total = float(extra.sum())
        for v in range(n):
            row = mat[v].copy()
            row[v] = 0.0
            if v not in heaviest:
                total += float(_sorted_moore(row[None, :], levels)[0])
                continue
            rb, others = heaviest[v]
            # rows with equal entries at the successor give equal bounds: one per value
            cand_vals, first = np.unique(row[others], return_index=True)
            picks = np.asarray(others)[first]
            rows = np.repeat(row[None, :], len(picks), axis=0)
            rows[np.arange(len(picks)), picks] += rb
            total += float(_sorted_moore(rows, levels).min())
        totals.append(total)
    return max(totals)


def throughput_bound(mp: np.ndarray, groups: Sequence[tuple[Sequence[int], float]], n: int, d: int,
                     duplex: bool, link_bytes_per_s: float) -> float:
    """The best valid upper bound on the iterations per second of any degree-``d``
    topology, any routing and any ring orders (formulations/joint_topology.md, "Answers
    at any size"): the port bound (J5) (the busiest node's sent or received bytes over
    ``d B``) and the hop-bytes bound ``n d B / hop_bytes`` with the hop-bytes of
    :func:`ring_moore_hop_bytes` (J6''). ``inf`` without traffic.

    >>> import numpy as np
    >>> throughput_bound(np.ones((4, 4)) - np.eye(4), [], 4, 2, True, 1.0)   # 4-cycle: 16 hop-bytes
    0.5
    """
    mp = np.asarray(mp, dtype=float)
    sent, recv = mp.sum(axis=1), mp.sum(axis=0)
    for members, rb in groups:
        for m in {int(x) for x in members}:
            if rb > 0 and len(set(members)) > 1:
                sent[m] += rb
                recv[m] += rb
    busiest = float(max(sent.max(initial=0.0), recv.max(initial=0.0)))
    cands = [math.inf if busiest <= 0 else d * link_bytes_per_s / busiest]
    hb = ring_moore_hop_bytes(mp, groups, d, duplex)
    if hb > 0:
        cands.append(n * d * link_bytes_per_s / hb)
    cands.append(cycle_port_bound(mp, d, duplex, link_bytes_per_s))     # (J12); inf unless it applies
    return min(cands)


__all__ = ["moore_hop_bytes", "moore_levels", "permutation_cycles", "ring_moore_hop_bytes", "rotation_relabelling",
           "rotation_step", "stabiliser_chain", "symmetry_level", "throughput_bound"]
