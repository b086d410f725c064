"""(J10b): poly-circulant warm starts for uniform traffic under simplex. The generator
against a brute force over all regular digraphs, the two-hop screen against the
independent scipy LP, and the optima they settle (n = 14, 15 at d = 4: the Moore bound)
recomputed by that LP."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
from scipy.sparse.csgraph import shortest_path

from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.starts import polycirculant_link_matrices, two_hop_uniform_throughput
from topomilp.model import Cluster, Topology
from topomilp.testing import min_time_lp, regular_multigraphs
from topomilp.workloads import all_to_all


def _regular_digraphs(n: int, d: int):
    """Every simple ``d``-regular digraph on ``n`` labelled nodes (the brute force)."""
    return (t.links for t in regular_multigraphs(n, d, "simplex", max_links=1))


def _moore_profile(m: np.ndarray, d: int) -> bool:
    n = m.shape[0]
    dist = shortest_path(m.astype(float), unweighted=True)
    want = sorted(moore_levels(n, d, duplex=False))
    return all(sorted(dist[u][np.arange(n) != u].tolist()) == want for u in range(n))


def _classes(mats) -> list[nx.DiGraph]:
    reps: list[nx.DiGraph] = []
    for m in mats:
        g = nx.DiGraph(m)
        if not any(nx.is_isomorphic(g, h) for h in reps):
            reps.append(g)
    return reps


@pytest.mark.parametrize("n,d,k", [(6, 2, 2), (6, 2, 3), (6, 3, 2), (6, 3, 3), (6, 3, 1)])
def test_polycirculants_are_every_invariant_moore_profile_digraph_up_to_isomorphism(n, d, k):
    m = n // k
    shift = np.array([(u // m) * m + (u % m + 1) % m for u in range(n)])
    brute = [a for a in _regular_digraphs(n, d)
             if np.array_equal(a[np.ix_(shift, shift)], a) and _moore_profile(a, d)]
    found = [links for _, links in polycirculant_link_matrices(n, d, k)]
    for links in found:                                  # each one is in the brute-force set
        assert np.array_equal(links[np.ix_(shift, shift)], links)
        assert _moore_profile(links, d)
        assert links.sum(axis=0).tolist() == [d] * n and links.sum(axis=1).tolist() == [d] * n
    assert brute, "the case must have some digraph to find"
    assert len(_classes(found)) == len(_classes(brute))  # and every class of it is found


def test_polycirculant_scope_and_limit():
    assert list(polycirculant_link_matrices(14, 4, 3)) == []          # 3 does not divide 14
    assert list(polycirculant_link_matrices(22, 4, 2)) == []          # n - 1 > d + d^2
    assert len(list(polycirculant_link_matrices(14, 4, 2, limit=10))) <= 10


def _unit_throughput(m: np.ndarray) -> float:
    """Independent: 1 / (min time) of 1 GB per ordered pair at 1 GB/s per arc (scipy LP)."""
    n = m.shape[0]
    c = Cluster(n, int(m[0].sum()), bandwidth_gbps=8, link_model="simplex")
    dem = np.full((n, n), 1e9)
    np.fill_diagonal(dem, 0)
    return 1.0 / min_time_lp(Topology(m, "simplex"), c, dem)


def test_two_hop_screen_is_a_feasible_routing():
    """Never above the optimal routing (the equality case: the last test, n = 14, 15)."""
    seen = 0
    for i, m in enumerate(_regular_digraphs(6, 2)):
        if i % 7:
            continue
        t = two_hop_uniform_throughput(m)
        if shortest_path(m.astype(float), unweighted=True).max() > 2:
            assert t is None
            continue
        lp = _unit_throughput(m)
        assert t <= lp * (1 + 1e-7)                     # shortest paths only: a feasible routing
        assert t > 0
        seen += 1
    assert seen >= 5


@pytest.mark.parametrize("n,d", [(14, 4), pytest.param(15, 4, marks=pytest.mark.slow), (10, 3)])
def test_balanced_polycirculant_proves_the_moore_bound(n, d):
    """Simplex, uniform all-to-all: lambda* = d / sum(Moore levels) per unit pair demand
    (4/22 at n = 14, 4/24 at n = 15, 3/21 at n = 10, d = 3), met by a poly-circulant and
    proven at the root; the returned topology is re-routed by the independent scipy LP."""
    known = d / sum(moore_levels(n, d, duplex=False))
    c = Cluster(n, d, bandwidth_gbps=8, link_model="simplex")
    w = all_to_all(n, bytes_per_pair=1e9)
    p = JointTopology(c, w)
    start = p.auto_start()
    assert start.throughput == pytest.approx(known, rel=1e-6)
    r = solve(p, backend="highs", time_limit=120)
    assert r.status == "optimal" and r.verified
    assert r.objective == pytest.approx(known, rel=1e-6)
    assert _unit_throughput(r.solution.topology.links) == pytest.approx(known, rel=1e-6)
