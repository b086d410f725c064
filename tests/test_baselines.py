"""Baselines and the METHODS registry: exact degree (or a clear error) for every cluster,
known shapes and hop counts, seeded randomness, the ideal switch."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError
from topomilp.evaluate import hop_statistics, ideal_switch_time
from topomilp.heuristics import (
    METHOD_KINDS,
    METHODS,
    HeuristicResult,
    circulant,
    full_mesh,
    ideal_switch,
    random_regular,
    ring,
    torus2d,
    totient_perms_topology,
)
from topomilp.heuristics.baselines import torus_shape
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.routing import ShortestPathRouting
from topomilp.traffic import transfer_matrices
from topomilp.workloads import WORKLOADS, allreduce, dlrm_like

clusters = st.builds(
    lambda n, d, simplex: (n, d, "simplex" if simplex else "duplex"),
    st.integers(2, 40), st.integers(1, 8), st.booleans(),
).filter(lambda t: t[2] == "simplex" or t[0] * t[1] % 2 == 0)


def applicable(name: str, c: Cluster) -> bool:
    """When each builder applies (else it must raise TopomilpInputError)."""
    if name in ("ring", "totient_perms"):
        return c.d >= 2 or not c.duplex
    if name == "torus2d":
        return c.d >= 4 and any(c.n % a == 0 and c.n // a >= 3 for a in range(3, c.n))
    if name == "full_mesh":
        return c.d >= c.n - 1
    return True


@settings(max_examples=60, deadline=None)
@given(clusters, st.integers(0, 5))
def test_every_baseline_meets_the_degree_or_says_why(spec, seed):
    c = Cluster(spec[0], spec[1], link_model=spec[2])
    builders = {
        "ring": lambda: ring(c), "torus2d": lambda: torus2d(c), "full_mesh": lambda: full_mesh(c),
        "random_regular": lambda: random_regular(c, seed),
        "totient_perms": lambda: totient_perms_topology(c),
    }
    for name, build in builders.items():
        if applicable(name, c):
            r = build()
            assert isinstance(r, HeuristicResult)
            assert r.topology.meets_degree(c), (name, r.topology.degree_violations(c))
            assert r.topology.link_model == c.link_model
        else:
            with pytest.raises(TopomilpInputError):
                build()


@settings(max_examples=40, deadline=None)
@given(clusters, st.lists(st.integers(-50, 50), min_size=1, max_size=5))
def test_circulant_meets_the_degree_or_says_why(spec, strides):
    c = Cluster(spec[0], spec[1], link_model=spec[2])
    cost = 2 if c.duplex else 1
    if any(s % c.n == 0 for s in strides) or cost * len(strides) > c.d:
        with pytest.raises(TopomilpInputError):
            circulant(c, strides)
        return
    r = circulant(c, strides)
    assert r.topology.meets_degree(c)
    for s in strides:                                     # every stride's arcs exist
        assert all(r.topology.links[u, (u + s) % c.n] > 0 for u in range(c.n))


@settings(max_examples=25, deadline=None)
@given(clusters, st.sampled_from(sorted(WORKLOADS)), st.integers(0, 3))
def test_methods_registry(spec, wname, seed):
    c = Cluster(spec[0], spec[1], link_model=spec[2])
    try:
        w = WORKLOADS[wname](c.n, seed)
    except TopomilpInputError:
        assume(False)
    for name, method in METHODS.items():
        if name.startswith("topology_finder") and c.n > 16:
            continue                                      # covered by tests/test_topologyfinder.py
        if name == "topology_search" and c.n > 8:
            continue                                      # covered by tests/test_topology_search.py
        try:
            r = method(c, w, seed)
        except TopomilpInputError:
            assert name in ("ring", "torus2d", "full_mesh", "totient_perms")
            assert not applicable(name, c)
            continue
        assert isinstance(r, HeuristicResult)
        if name == "ideal_switch":
            assert r.topology is None
        else:
            assert r.topology.meets_degree(c), name


def test_registry_names_and_kinds():
    assert set(METHODS) == set(METHOD_KINDS)
    assert {"topology_finder", "topology_finder_ref", "totient_perms", "ring", "torus2d",
            "random_regular", "full_mesh", "ideal_switch"} <= set(METHODS)
    assert METHOD_KINDS["ideal_switch"] == "reference" and METHOD_KINDS["topology_finder"] == "heuristic"


# --------------------------------------------------------------------------- shapes
def test_ring_shape_and_fill():
    r = ring(Cluster(6, 2))
    assert r.topology.links[0].tolist() == [0, 1, 0, 0, 0, 1]
    assert hop_statistics(r.topology) == (3.0, pytest.approx(9 / 5))
    r = ring(Cluster(6, 5))                          # two parallel rings + the matching u <-> u+3
    assert r.topology.links[0].tolist() == [0, 2, 0, 1, 0, 2]
    assert r.info["fill"] == ["parallel stride 1", "matching u<->u+3"]
    r = ring(Cluster(5, 3, link_model="simplex"))    # three parallel one-way rings
    assert r.topology.links[0].tolist() == [0, 3, 0, 0, 0]
    assert ring(Cluster(2, 2)).topology.links.tolist() == [[0, 2], [2, 0]]
    with pytest.raises(TopomilpInputError):
        ring(Cluster(6, 1))


def test_circulant_fill_repeats_strides():
    r = circulant(Cluster(12, 8), [1, 5])
    assert r.topology.links[0].tolist() == [0, 2, 0, 0, 0, 2, 0, 2, 0, 0, 0, 2]
    r = circulant(Cluster(12, 5), [1, 5])
    assert r.topology.links[0, 6] == 1 and r.topology.meets_degree(Cluster(12, 5))
    with pytest.raises(TopomilpInputError):
        circulant(Cluster(12, 3), [1, 5])
    with pytest.raises(TopomilpInputError):
        circulant(Cluster(12, 4), [12])
    with pytest.raises(TopomilpInputError):
        circulant(Cluster(12, 4), [])


@pytest.mark.parametrize("n, shape", [(9, (3, 3)), (12, (3, 4)), (16, (4, 4)), (20, (4, 5)), (36, (6, 6)),
                                      (30, (5, 6)), (27, (3, 9))])
def test_torus_shape_and_diameter(n, shape):
    assert torus_shape(n) == shape
    r = torus2d(Cluster(n, 4))
    a, b = shape
    diam, mean = hop_statistics(r.topology)
    assert diam == a // 2 + b // 2
    g = nx.cartesian_product(nx.cycle_graph(a), nx.cycle_graph(b))
    ref = dict(nx.all_pairs_shortest_path_length(g))
    total = sum(ref[u][v] for u in g for v in g if u != v)
    assert mean == pytest.approx(total / (n * (n - 1)))


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8, 10, 11, 14, 22])
def test_torus_needs_two_factors_of_three(n):
    with pytest.raises(TopomilpInputError):
        torus2d(Cluster(n, 4))


def test_torus_fill_and_simplex():
    r = torus2d(Cluster(12, 7))
    assert r.topology.meets_degree(Cluster(12, 7))
    assert r.info["fill"] == ["parallel row ring", "matching u<->u+6"]
    c = Cluster(12, 6, link_model="simplex")
    r = torus2d(c)
    assert r.topology.meets_degree(c) and r.info["fill"] == ["parallel +row ring", "parallel +col ring"]
    with pytest.raises(TopomilpInputError):
        torus2d(Cluster(12, 3))


def test_full_mesh():
    r = full_mesh(Cluster(6, 5))
    assert (r.topology.links + np.eye(6, dtype=int) == 1).all()
    assert hop_statistics(r.topology) == (1.0, 1.0)
    r = full_mesh(Cluster(6, 8))                       # 3 spare ports: parallel stride-1 ring + matching
    assert r.topology.meets_degree(Cluster(6, 8))
    assert r.topology.links[0].tolist() == [0, 2, 1, 2, 1, 2]
    c = Cluster(4, 5, link_model="simplex")
    assert full_mesh(c).topology.meets_degree(c)
    with pytest.raises(TopomilpInputError, match="d >= n-1"):
        full_mesh(Cluster(6, 4))


def test_random_regular_is_seeded_connected_and_loop_free():
    c = Cluster(20, 5)
    a, b = random_regular(c, 3), random_regular(c, 3)
    assert a.topology == b.topology
    assert random_regular(c, 4).topology != a.topology
    assert np.all(np.diag(a.topology.links) == 0)
    for cl in (Cluster(20, 2), Cluster(21, 4), Cluster(9, 3, link_model="simplex")):
        t = random_regular(cl, 0).topology
        assert t.meets_degree(cl) and np.isfinite(hop_statistics(t)[0])
    with pytest.raises(TopomilpInputError):
        random_regular(c, -1)


def test_totient_perms_method():
    c = Cluster(12, 4)
    r = totient_perms_topology(c)
    assert r.info["strides"] == [1, 5] and not r.info["reused"]
    assert hop_statistics(r.topology)[0] == 3.0
    r = totient_perms_topology(Cluster(12, 6))         # 3 rings, 2 distinct: reused
    assert r.info["reused"] and r.topology.meets_degree(Cluster(12, 6))
    r = totient_perms_topology(Cluster(128, 8))
    assert r.info["strides"] == [1, 5, 13, 39]


# --------------------------------------------------------------------------- evaluation
def test_baseline_runs_the_rings_its_topology_offers_with_shortest_paths():
    from topomilp.evaluate import evaluate_workload
    from topomilp.heuristics.ringplan import topology_ring_plan

    c, w = Cluster(12, 4), dlrm_like(12)
    r = torus2d(c)
    assert r.plan is None and isinstance(r.ar_routing, ShortestPathRouting)
    plan = r.plan_for(w)
    assert r.evaluate(c, w).time_s == evaluate_workload(r.topology, c, w, plan=plan).time_s
    assert plan.rings == topology_ring_plan(r.topology, w).rings


def test_ring_baseline_splits_allreduce_over_both_directions():
    # a duplex ring carries the member-order ring both ways: half of the one-way time,
    # which is 2(k-1)/k * S over the two parallel links of each arc
    c, w = Cluster(12, 4), allreduce(12)
    r = ring(c)
    ((fwd, back),) = r.plan_for(w).rings
    assert fwd.order == tuple(range(12)) and back.order == tuple(reversed(range(12)))
    assert fwd.share == back.share == 0.5
    g = w.groups[0]
    assert r.evaluate(c, w).time_s == pytest.approx(g.ring_bytes * 0.5 / (2 * c.link_bytes_per_s))


def test_ideal_switch():
    c = Cluster(12, 4)
    w = dlrm_like(12)
    r = ideal_switch(c)
    assert r.topology is None and r.is_ideal_switch
    ar, mp = transfer_matrices(w)
    ev = r.evaluate(c, w, alpha_s=1e-6)
    assert ev.bandwidth_time_s == pytest.approx(ideal_switch_time(c, ar + mp))
    assert ev.time_s == pytest.approx(ev.bandwidth_time_s + 1e-6)
    assert ev.diameter == 1.0 and ev.max_route_hops == 1
    # the switch is never slower than a topology with the same ports
    assert ev.bandwidth_time_s <= torus2d(c).evaluate(c, w).time_s
    with pytest.raises(TopomilpInputError):
        r.evaluate(c, dlrm_like(10))
    with pytest.raises(TopomilpInputError):
        r.evaluate(c, w, alpha_s=-1.0)


def test_result_checks_inputs():
    c = Cluster(6, 2)
    r = ring(c)
    with pytest.raises(TopomilpInputError):
        r.evaluate("c", Workload(6, (AllReduceGroup(tuple(range(6)), 1.0),)))
    with pytest.raises(TopomilpInputError):
        r.evaluate(c, "w")
    with pytest.raises(TopomilpInputError):
        ring("cluster")
    assert HeuristicResult("x", None).is_ideal_switch is False
    with pytest.raises(TopomilpInputError):
        HeuristicResult("x", None).evaluate(c, Workload(6, (AllReduceGroup(tuple(range(6)), 1.0),)))
