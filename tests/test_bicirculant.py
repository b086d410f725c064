"""(J10d): bi-circulant warm starts for traffic invariant under ``u -> u + 2`` (``hybrid``).
The generator against a brute force over all regular topologies, the rotation test
against hand-made workloads, and the start against a hand-built topology routed by the
independent scipy LP."""

from __future__ import annotations

import numpy as np
import pytest

from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.bounds import permutation_cycles, rotation_relabelling, rotation_step
from topomilp.exact.joint.starts import bicirculant_link_matrices
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.testing import min_time_lp, regular_multigraphs
from topomilp.workloads import all_to_all, hybrid, permutation


def _key(m: np.ndarray) -> bytes:
    return np.asarray(m, dtype=np.int64).tobytes()


def _shift_odd(m: np.ndarray, t: int) -> np.ndarray:
    """Relabel orbit 1 by a translation: node ``2i + 1`` becomes ``2(i + t) + 1``."""
    n = m.shape[0]
    perm = np.array([u if u % 2 == 0 else (u + 2 * t) % n for u in range(n)])
    out = np.zeros_like(m)
    out[np.ix_(perm, perm)] = m
    return out


def _in_family(m: np.ndarray, cross: tuple[int, ...]) -> bool:
    """Invariant under ``u -> u + 2``, both orbits alike inside, ``c`` ports across."""
    n = m.shape[0]
    rot = (np.arange(n) + 2) % n
    if not np.array_equal(m[np.ix_(rot, rot)], m):
        return False
    ev, od = np.arange(0, n, 2), np.arange(1, n, 2)
    return bool(np.array_equal(m[np.ix_(ev, ev)], m[np.ix_(od, od)]) and int(m[0, od].sum()) in cross)


@pytest.mark.parametrize("n, d, lm", [(6, 3, "duplex"), (6, 4, "duplex"), (6, 2, "simplex"), (4, 3, "simplex"),
                                      (4, 4, "simplex")])
def test_bicirculants_are_the_whole_family_up_to_translating_an_orbit(n, d, lm):
    cross = (1, 2)
    gen = [m for _, m in bicirculant_link_matrices(n, d, lm, cross=cross)]
    for m in gen:
        assert (m.sum(axis=0) == d).all() and (m.sum(axis=1) == d).all() and not np.trace(m)
        assert _in_family(m, cross)
        if lm == "duplex":
            assert np.array_equal(m, m.T)
    assert len({_key(m) for m in gen}) == len(gen)                     # no repeats
    reached = {_key(_shift_odd(m, t)) for m in gen for t in range(n // 2)}
    brute = {_key(t.links) for t in regular_multigraphs(n, d, lm) if _in_family(t.links, cross)}
    assert brute and reached == brute


def test_bicirculant_scope_and_limit():
    assert list(bicirculant_link_matrices(7, 2, "duplex")) == []            # odd n: no two orbits
    assert len(list(bicirculant_link_matrices(12, 4, "simplex", limit=5))) == 5
    assert all(int(m[0, 1::2].sum()) == 1 for _, m in bicirculant_link_matrices(12, 4, "duplex", cross=(1,)))


def test_rotation_step():
    assert rotation_step(hybrid(12, 6, 2), None, free_rings=True) == 2
    assert rotation_step(hybrid(12, 6, 2), None, free_rings=False) is None      # ring order not free
    assert rotation_step(hybrid(9, 3, 3), None, free_rings=True) == 3
    assert rotation_step(all_to_all(8), None) is None                          # u -> u + 1 already
    assert rotation_step(permutation(8, seed=0), None) is None
    fixed = np.zeros((12, 12), dtype=np.int64)
    fixed[0, 1] = fixed[1, 0] = 1
    assert rotation_step(hybrid(12, 6, 2), fixed, free_rings=True) is None
    w = hybrid(8, 4, 2)
    mp = w.mp.copy()
    mp[0, 1] *= 2                                                             # one replica heavier
    assert rotation_step(Workload(8, groups=w.groups, mp=mp), None, free_rings=True) is None
    shifted = (AllReduceGroup((0, 2, 4), 1.0), AllReduceGroup((1, 3, 5), 2.0))    # stages differ
    assert rotation_step(Workload(6, groups=shifted, mp=np.zeros((6, 6))), None, free_rings=True) == 2


def _relabelled(w: Workload, new: np.ndarray) -> Workload:
    """``w`` with node ``u`` renamed ``new[u]`` (MP entries and group members)."""
    mp = np.zeros_like(w.mp)
    mp[np.ix_(new, new)] = w.mp
    groups = tuple(AllReduceGroup(tuple(int(new[m]) for m in g.members), g.bytes_per_member) for g in w.groups)
    return Workload(w.n, groups=groups, mp=mp)


def _stage_major(n: int) -> np.ndarray:
    """Replica ``r`` of stage ``s`` (node ``2r + s`` of ``hybrid``) on node ``r + s n/2``."""
    return np.array([u // 2 + (u % 2) * (n // 2) for u in range(n)])


def _invariant_under_plus_two(w: Workload) -> bool:
    n = w.n
    rot = (np.arange(n) + 2) % n
    if not np.array_equal(w.mp[np.ix_(rot, rot)], w.mp):
        return False
    sets = sorted((tuple(sorted(g.members)), g.bytes_per_member) for g in w.groups)
    return sorted((tuple(sorted(int(rot[m]) for m in ms)), b) for ms, b in sets) == sets


@pytest.mark.parametrize("n, seed", [(8, 0), (12, 1), (16, 2)])
def test_rotation_relabelling_finds_the_pipeline_in_any_layout(n, seed):
    w = hybrid(n, n // 2, 2)
    for new in (_stage_major(n), np.random.default_rng(seed).permutation(n)):
        moved = _relabelled(w, new)
        assert rotation_step(moved, None, free_rings=True) is None           # not in this labelling
        perm = rotation_relabelling(moved, None, free_rings=True)
        assert perm is not None and sorted(perm.tolist()) == list(range(n))
        assert _invariant_under_plus_two(_relabelled(moved, perm))           # checked independently
    assert np.array_equal(rotation_relabelling(w, None, free_rings=True), np.arange(n))   # already interleaved


def test_rotation_relabelling_scope():
    staged = _relabelled(hybrid(12, 6, 2), _stage_major(12))
    assert rotation_relabelling(staged, None, free_rings=False) is None       # ring order not free
    fixed = np.zeros((12, 12), dtype=np.int64)
    fixed[0, 6] = fixed[6, 0] = 1
    assert rotation_relabelling(staged, fixed, free_rings=True) is None
    assert rotation_relabelling(all_to_all(8), None) is None                   # u -> u + 1 already
    w = hybrid(8, 4, 2)
    mp = w.mp.copy()
    mp[0, 1] *= 2                                      # one replica heavier: no such automorphism
    assert rotation_relabelling(_relabelled(Workload(8, groups=w.groups, mp=mp), _stage_major(8)), None,
                                free_rings=True) is None
    assert rotation_relabelling(staged, None, free_rings=True, step=5) is None  # 5 does not divide 12


def test_relabelled_starts_only_with_allreduce_groups():
    """Permutation traffic with two cycles of n/2 has such a relabelling, but the start
    does not screen bi-circulants for it (measured slower, benchmarks/RESULTS.md)."""
    w = permutation(10, seed=0)
    assert [len(c) for c in permutation_cycles(w, None)] == [5, 5]
    assert rotation_relabelling(w, None) is not None
    start = JointTopology(Cluster(10, 3, link_model="simplex"), w).auto_start()
    assert start is not None and "bicirculant" not in start.topology.name


def _orbit_ring(cycle: list[int], a: int) -> tuple[int, ...]:
    return tuple(2 * i + a for i in cycle)


def test_hybrid_start_reaches_a_hand_built_bicirculant():
    """Duplex ``hybrid`` n = 12, d = 5: one port to the partner, the other four in the
    octahedron ``C6(1, 2)`` on each stage, whose links split into the Hamiltonian rings
    A = (0 1 3 2 4 5) and B = (0 2 1 5 3 4) (orbit indices), each both ways: the routing
    LP over those four rings per stage (scipy, independent of the PuLP models) gives the
    hand-built topology's time; the start must be at least as fast."""
    n, d = 12, 5
    c, w = Cluster(n, d, link_model="duplex"), hybrid(n, 6, 2)
    links = np.zeros((n, n), dtype=np.int64)
    for i in range(6):
        links[2 * i, 2 * i + 1] = links[2 * i + 1, 2 * i] = 1
        for a in (0, 1):
            for s in (1, 2):
                u, v = 2 * i + a, 2 * ((i + s) % 6) + a
                links[u, v] = links[v, u] = 1
    hand = Topology(links, "duplex")
    A, B = [0, 1, 3, 2, 4, 5], [0, 2, 1, 5, 3, 4]
    groups = [(g.ring_bytes, [_orbit_ring(cy, a) for cy in (A, A[::-1], B, B[::-1])])
              for a, g in enumerate(w.groups)]
    hand_time = min_time_lp(hand, c, demand=w.mp, groups=groups)
    start = JointTopology(c, w).auto_start()
    assert start.topology.name.startswith("bicirculant")
    assert start.throughput >= (1 / hand_time) * (1 - 1e-7)
    assert JointTopology(c, w).verify(start) == pytest.approx(start.throughput, rel=1e-9)


def _simplex_bicirculant(n: int, back: int) -> np.ndarray:
    """Simplex, d = 4: three arcs ``u -> u + 2`` (each stage's ring, forward), one arc
    ``2i -> 2i + 1`` (to the partner) and one ``2i + 1 -> 2(i + back)``."""
    m = n // 2
    links = np.zeros((n, n), dtype=np.int64)
    for i in range(m):
        for a in (0, 1):
            links[2 * i + a, 2 * ((i + 1) % m) + a] = 3
        links[2 * i, 2 * i + 1] = 1
        links[2 * i + 1, 2 * ((i + back) % m)] = 1
    return links


def test_simplex_hybrid_start_crosses_back_away_from_the_partner():
    """Simplex ``hybrid`` n = 12, d = 4: the back arc of each replica pointing one replica
    back (``2i + 1 -> 2i - 2``) carries the reverse rings in two hops and beats the partner
    arc both ways (scipy LP, rings in member order both ways); the start is at least as
    fast as the better one."""
    n = 12
    c, w = Cluster(n, 4, link_model="simplex"), hybrid(n, 6, 2)
    groups = [(g.ring_bytes, [tuple(g.members), tuple(g.members[::-1])]) for g in w.groups]
    partner = 1 / min_time_lp(Topology(_simplex_bicirculant(n, 0), "simplex"), c, demand=w.mp, groups=groups)
    away = 1 / min_time_lp(Topology(_simplex_bicirculant(n, n // 2 - 1), "simplex"), c, demand=w.mp, groups=groups)
    assert away > partner * 1.05
    start = JointTopology(c, w).auto_start()
    assert start.topology.name.startswith("bicirculant")
    assert start.throughput >= away * (1 - 1e-7)


def test_simplex_hybrid_start_in_the_stage_major_layout():
    """The same instance as above with replica ``r`` of stage ``s`` on node ``r + 6s``:
    the start finds the bi-circulants through the relabelling, in the cluster's own
    labels, and is at least as fast as the hand-built one (relabelled the same way)."""
    n = 12
    new = _stage_major(n)
    c, w = Cluster(n, 4, link_model="simplex"), _relabelled(hybrid(n, 6, 2), new)
    away = np.zeros((n, n), dtype=np.int64)
    away[np.ix_(new, new)] = _simplex_bicirculant(n, n // 2 - 1)
    groups = [(g.ring_bytes, [tuple(g.members), tuple(g.members[::-1])]) for g in w.groups]
    hand = 1 / min_time_lp(Topology(away, "simplex"), c, demand=w.mp, groups=groups)
    start = JointTopology(c, w).auto_start()
    assert start.topology.name.startswith("bicirculant") and "relabelled" in start.topology.name
    assert start.throughput >= hand * (1 - 1e-7)
    assert JointTopology(c, w).verify(start) == pytest.approx(start.throughput, rel=1e-9)
