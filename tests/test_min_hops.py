"""Min-hops topology: brute force, backends against each other, known values."""

from __future__ import annotations

import json

import networkx as nx
import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.exact import solve
from topomilp.exact.min_hops_topology import MinHopsTopology, moore_bound
from topomilp.model import Cluster, Topology
from topomilp.testing import hop_objective, regular_multigraphs
from topomilp.workloads import permutation


@pytest.mark.parametrize("n,d,lm", [(4, 2, "duplex"), (5, 2, "duplex"), (6, 3, "duplex"), (6, 2, "duplex"),
                                    (5, 4, "duplex"), (4, 1, "simplex"), (4, 2, "simplex"), (5, 1, "simplex")])
@pytest.mark.parametrize("objective", ["weighted_hops", "diameter"])
def test_uniform_matches_brute_force(n, d, lm, objective):
    c = Cluster(n, d, link_model=lm)
    ref = min(hop_objective(t, objective) for t in regular_multigraphs(n, d, lm))
    r = solve(MinHopsTopology(c, objective=objective), backend="cpsat", time_limit=10)
    assert r.status == "optimal" and r.verified
    assert r.objective == pytest.approx(ref)
    assert hop_objective(r.solution.topology, objective) == pytest.approx(ref)


@pytest.mark.parametrize("seed", range(3))
def test_weighted_traffic_all_backends(seed):
    n, d = 5, 2
    rng = np.random.default_rng(seed)
    traffic = rng.integers(0, 5, (n, n)).astype(float)
    np.fill_diagonal(traffic, 0)
    c = Cluster(n, d)
    ref = min(hop_objective(t, "weighted_hops", traffic) for t in regular_multigraphs(n, d))
    p = MinHopsTopology(c, traffic)
    vals = []
    for backend in ("highs", "cbc", "cpsat"):
        r = solve(p, backend=backend, time_limit=10)
        assert r.status == "optimal" and r.verified
        vals.append(r.objective)
    assert vals == pytest.approx([ref] * 3)


def test_petersen_size():
    c = Cluster(10, 3)
    diam = solve(MinHopsTopology(c, objective="diameter"), backend="cpsat", time_limit=60)
    assert diam.status == "optimal" and diam.objective == 2.0
    mean = solve(MinHopsTopology(c), backend="cpsat", time_limit=60)
    assert mean.status == "optimal" and mean.objective == pytest.approx(15 / 9)
    g = nx.Graph(mean.solution.topology.to_networkx())
    assert nx.is_isomorphic(g, nx.petersen_graph())       # the unique Moore graph of degree 3


def test_complete_graph_when_d_is_n_minus_1():
    for backend in ("cpsat", "highs"):
        r = solve(MinHopsTopology(Cluster(6, 5)), backend=backend, time_limit=10)
        assert r.status == "optimal" and r.objective == pytest.approx(1.0)
        assert np.array_equal(r.solution.topology.links, np.ones((6, 6), dtype=int) - np.eye(6, dtype=int))
        assert r.solution.mean_hops == 1.0 and r.solution.diameter == 1.0


def test_fixed_links_and_symmetry_breaking_rules():
    c = Cluster(6, 2)
    fixed = Topology.from_edges(6, [(0, 3), (1, 4)]).links
    p = MinHopsTopology(c, fixed_links=fixed)
    ref = min(hop_objective(t) for t in regular_multigraphs(6, 2, fixed=fixed))
    r = solve(p, backend="cpsat", time_limit=10)
    assert r.objective == pytest.approx(ref) and np.all(r.solution.topology.links >= fixed)
    with pytest.raises(TopomilpInputError):
        MinHopsTopology(c, fixed_links=fixed, symmetry_breaking=True)
    skew = np.ones((6, 6)) - np.eye(6)
    skew[2, 3] = 5
    with pytest.raises(TopomilpInputError):
        MinHopsTopology(c, skew, symmetry_breaking=True)
    # without symmetry breaking the optimum is the same (it is valid for uniform traffic)
    off = solve(MinHopsTopology(Cluster(6, 3), symmetry_breaking=False), backend="cpsat", time_limit=10)
    on = solve(MinHopsTopology(Cluster(6, 3), symmetry_breaking=True), backend="cpsat", time_limit=10)
    assert off.objective == pytest.approx(on.objective)


def test_sparse_traffic_only_needs_its_pairs():
    w = permutation(6, seed=2)
    r = solve(MinHopsTopology(Cluster(6, 2), w), backend="cpsat", time_limit=10)
    assert r.status == "optimal" and r.objective == pytest.approx(1.0)   # every pair gets a link


def test_infeasible_fixed_links():
    c = Cluster(6, 2)
    fixed = Topology.from_edges(6, [(0, 1), (0, 1), (2, 3), (3, 4), (4, 2)]).links
    for backend in ("cpsat", "highs"):
        r = solve(MinHopsTopology(c, fixed_links=fixed), backend=backend, time_limit=10)
        assert r.status == "infeasible"


def test_warm_start_round_trip_and_errors():
    c = Cluster(6, 3)
    start = Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)] + [(i, i + 3) for i in range(3)])
    for backend in ("cpsat", "highs"):
        r = solve(MinHopsTopology(c, objective="diameter"), backend=backend, time_limit=10, warm_start=start)
        assert r.status == "optimal" and r.objective == 2.0
    p = MinHopsTopology(c, np.ones((6, 6)) - np.eye(6), objective="diameter")
    assert MinHopsTopology.from_dict(json.loads(json.dumps(p.to_dict()))).to_dict() == p.to_dict()
    assert json.dumps(r.to_dict())
    with pytest.raises(TopomilpInputError):
        MinHopsTopology(c, objective="radius")
    with pytest.raises(TopomilpInputError):
        MinHopsTopology(c, np.zeros((6, 6)))
    with pytest.raises(TopomilpInputError):
        MinHopsTopology(c, np.ones((5, 5)))
    assert moore_bound(3, 2, True) == 10 and moore_bound(2, 2, False) == 7
