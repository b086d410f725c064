"""The evaluator of docs/design.md §2 against hand-computed cases.

All clusters use 8 Gbit/s ports, i.e. B = 1e9 bytes/s per link and direction, so a
load of X bytes on a single link takes X * 1e-9 seconds.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from conftest import raises_field, ring_topology

from topomilp import workloads as W
from topomilp.evaluate import (
    evaluate,
    evaluate_workload,
    hop_statistics,
    ideal_switch_time,
    time_from_loads,
)
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.routing import CoinChangeRouting, ECMPRouting, PathRouting, ShortestPathRouting
from topomilp.traffic import AllReducePlan, Ring

B = 1e9  # bytes/s per link at 8 Gbit/s


def cluster(n: int, d: int, link_model: str = "duplex") -> Cluster:
    c = Cluster(n, d, bandwidth_gbps=8.0, link_model=link_model)
    assert c.link_bytes_per_s == B
    return c


def test_one_ring_allreduce():
    # ring AllReduce of S over 4 members on a 4-ring: each arc i->i+1 carries 2(k-1)/k S
    S = 4e9
    w = Workload(4, groups=(AllReduceGroup((0, 1, 2, 3), S),))
    e = evaluate_workload(ring_topology(4), cluster(4, 2), w)
    assert e.bandwidth_time_s == pytest.approx(1.5 * S / B)
    assert e.time_s == e.bandwidth_time_s and e.latency_time_s == 0
    assert e.throughput == pytest.approx(B / (1.5 * S))
    assert e.total_bytes == pytest.approx(4 * 1.5 * S)
    assert e.weighted_hops == 1.0 and e.max_route_hops == 1
    assert e.diameter == 2 and e.mean_hops == pytest.approx((1 + 2 + 1) / 3)
    assert e.bottleneck in {(0, 1), (1, 2), (2, 3), (3, 0)}
    loads = e.arc_load_bytes
    assert loads[0, 1] == loads[3, 0] == pytest.approx(1.5 * S) and loads[1, 0] == 0


def test_two_rings_split_volume():
    # Split the same AllReduce over the ring and its reverse: every arc carries half,
    # time halves (both directions of each duplex link are used).
    S = 4e9
    w = Workload(4, groups=(AllReduceGroup((0, 1, 2, 3), S),))
    fwd = Ring((0, 1, 2, 3), 0.5)
    plan = AllReducePlan(((fwd, fwd.reversed()),))
    e = evaluate_workload(ring_topology(4), cluster(4, 2), w, plan=plan)
    assert e.time_s == pytest.approx(0.75 * S / B)
    assert e.arc_load_bytes[1, 0] == pytest.approx(0.75 * S)
    # Two different Hamiltonian rings on K4 (0123 and 0213), 1/4 and 3/4 of the volume.
    k4 = Topology(np.ones((4, 4)) - np.eye(4))
    plan = AllReducePlan(((Ring((0, 1, 2, 3), 0.25), Ring((0, 2, 1, 3), 0.75)),))
    e = evaluate_workload(k4, cluster(4, 3), w, plan=plan)
    # arc 3->0 is used by both rings: 1.5 S (1/4 + 3/4); arc 0->1 only by the first
    assert e.arc_load_bytes[3, 0] == pytest.approx(1.5 * S)
    assert e.arc_load_bytes[0, 1] == pytest.approx(0.25 * 1.5 * S)
    assert e.arc_load_bytes[0, 2] == pytest.approx(0.75 * 1.5 * S)
    assert e.time_s == pytest.approx(1.5 * S / B) and e.bottleneck == (3, 0)


def test_star_of_transfers_into_one_node():
    X = 2e9
    d = np.zeros((5, 5))
    d[1:, 0] = X
    # full mesh: every sender has its own link into node 0
    mesh = Topology(np.ones((5, 5)) - np.eye(5))
    e = evaluate(mesh, cluster(5, 4), [(d, ShortestPathRouting(mesh))])
    assert e.time_s == pytest.approx(X / B)
    assert ideal_switch_time(cluster(5, 4), d) == pytest.approx(4 * X / (4 * B))
    # 5-ring: 2->1->0 and 3->4->0, so arcs 1->0 and 4->0 carry 2X each
    ring = ring_topology(5)
    e = evaluate(ring, cluster(5, 2), [(d, ShortestPathRouting(ring))])
    assert e.time_s == pytest.approx(2 * X / B)
    assert e.bottleneck == (1, 0)
    assert e.arc_load_bytes[4, 0] == pytest.approx(2 * X) and e.arc_load_bytes[2, 1] == pytest.approx(X)
    assert e.weighted_hops == pytest.approx((1 + 2 + 2 + 1) / 4) and e.max_route_hops == 2
    assert ideal_switch_time(cluster(5, 2), d) == pytest.approx(4 * X / (2 * B))


def test_known_bottleneck_bridge():
    # two triangles joined by the bridge 2-3; both demands cross it
    t = Topology.from_edges(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (2, 3)])
    X = 1e9
    d = np.zeros((6, 6))
    d[0, 5] = X
    d[1, 4] = X
    for routing in (ShortestPathRouting(t), ECMPRouting(t)):
        e = evaluate(t, Cluster(6, 2, bandwidth_gbps=8.0), [(d, routing)])
        assert e.bottleneck == (2, 3)
        assert e.arc_load_bytes[2, 3] == pytest.approx(2 * X)
        assert e.time_s == pytest.approx(2 * X / B)
        assert e.weighted_hops == 3.0 and e.diameter == 3
    # doubling the bridge halves its load per link: the bottleneck moves
    t2 = Topology(t.links + Topology.from_edges(6, [(2, 3), (2, 3)]).links)
    assert t2.links[2, 3] == 3 and t2.links[3, 2] == 3
    e = evaluate(t2, cluster(6, 2), [(d, ShortestPathRouting(t2))])
    assert e.time_s == pytest.approx(X / B) and e.bottleneck != (2, 3)


def test_simplex_ring():
    t = ring_topology(4, "simplex")
    d = np.zeros((4, 4))
    d[1, 0] = 3e9  # goes 1->2->3->0
    e = evaluate(t, cluster(4, 1, "simplex"), [(d, ShortestPathRouting(t))])
    assert e.time_s == pytest.approx(3.0) and e.max_route_hops == 3
    assert e.diameter == 3 and e.mean_hops == pytest.approx(2.0)


def test_disconnected_topology_errors():
    t = Topology.from_edges(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)])
    assert hop_statistics(t) == (math.inf, math.inf)
    err = raises_field("topology", evaluate_workload, t, cluster(6, 2), W.all_to_all(6))
    assert "disconnected" in err.rule
    raises_field("topology", evaluate_workload, t, cluster(6, 2), W.all_to_all(6),
                 mp_routing=ECMPRouting(t), ar_routing=ECMPRouting(t))
    # traffic inside one component is fine, and diameter reports inf
    d = np.zeros((6, 6))
    d[0, 2] = 1e9
    e = evaluate(t, cluster(6, 2), [(d, ShortestPathRouting(t))])
    assert e.time_s == pytest.approx(1.0) and e.diameter == math.inf


def test_load_on_missing_link_errors():
    t = ring_topology(4)
    d = np.zeros((4, 4))
    d[0, 2] = 1.0
    bad = PathRouting(4, {(0, 2): [((0, 2), 1.0)]})  # 0-2 is not a link
    err = raises_field("routing", evaluate, t, cluster(4, 2), [(d, bad)])
    assert "0->2" in err.rule and "no link" in err.rule
    # coin-change over a stride the topology lacks
    coin = CoinChangeRouting(4, [2])
    raises_field("routing", evaluate, t, cluster(4, 2), [(d, coin)])
    load = np.zeros((4, 4))
    load[1, 3] = 5.0
    raises_field("routing", time_from_loads, t, cluster(4, 2), load)


def test_alpha_latency_term():
    t = ring_topology(6)
    d = np.zeros((6, 6))
    d[0, 3] = 1e9
    d[0, 1] = 1e9
    e0 = evaluate(t, cluster(6, 2), [(d, ShortestPathRouting(t))])
    e = evaluate(t, cluster(6, 2), [(d, ShortestPathRouting(t))], alpha_s=1e-3)
    assert e.latency_time_s == pytest.approx(3e-3)  # alpha * longest used path (3 hops)
    assert e.bandwidth_time_s == e0.bandwidth_time_s == pytest.approx(2.0)  # arc 0->1 carries both
    assert e.time_s == pytest.approx(2.0 + 3e-3)
    assert e.weighted_hops == pytest.approx((3 + 1) / 2)
    for bad in (-1.0, math.inf, math.nan):
        raises_field("alpha_s", evaluate, t, cluster(6, 2), [(d, ShortestPathRouting(t))], alpha_s=bad)


def test_ideal_switch_time():
    c = cluster(4, 2)
    d = np.zeros((4, 4))
    d[0, 1], d[0, 2], d[3, 1] = 2e9, 1e9, 4e9
    # node 1 receives 6e9 (the busiest), node 0 sends 3e9; port rate d * B = 2e9
    assert ideal_switch_time(c, d) == pytest.approx(3.0)
    raises_field("demand", ideal_switch_time, c, np.zeros((3, 3)))


def test_no_traffic_and_shape_errors():
    t = ring_topology(4)
    e = evaluate(t, cluster(4, 2), [(np.zeros((4, 4)), ShortestPathRouting(t))])
    assert e.time_s == 0 and e.bottleneck is None and e.throughput == math.inf
    assert e.to_dict()["bottleneck"] is None
    raises_field("demand", evaluate, t, cluster(4, 2), [(np.ones((3, 3)), ShortestPathRouting(t))])
    raises_field("topology", evaluate, t, cluster(6, 2), [])
    raises_field("workload", evaluate_workload, t, cluster(4, 2), W.all_to_all(6))


def test_evaluate_workload_mixed_and_routings_agree_on_mesh():
    # On a full mesh every pair has a direct link: SP, ECMP and explicit direct paths agree.
    n = 6
    mesh = Topology(np.ones((n, n)) - np.eye(n))
    c = cluster(n, n - 1)
    w = W.dlrm_like(n, embedding_bytes=1e9, mlp_bytes=3e9)
    direct = PathRouting(n, {(s, t): [((s, t), 1.0)] for s in range(n) for t in range(n) if s != t})
    times = [evaluate_workload(mesh, c, w, ar_routing=r, mp_routing=r).time_s
             for r in (ShortestPathRouting(mesh), ECMPRouting(mesh), direct)]
    # arc i->i+1 carries the ring share 2(n-1)/n * 3e9 plus 1e9 of MP
    expected = (2 * (n - 1) / n * 3e9 + 1e9) / B
    assert times == pytest.approx([expected] * 3)
    d = evaluate_workload(mesh, c, w).to_dict()
    assert d["comm_time_s"] == pytest.approx(expected) and d["diameter"] == 1.0


def test_coin_change_circulant_allreduce():
    # n=8 circulant with strides +-1 and +-3; AllReduce ring with stride 2 has no direct
    # ring: coin change sends each hop of +2 as 1+1 (lexicographically smallest).
    n = 8
    t = Topology.from_edges(n, [(i, (i + p) % n) for p in (1, 3) for i in range(n)])
    c = cluster(n, 4)
    S = 8e9
    w = Workload(n, groups=(AllReduceGroup((0, 2, 4, 6), S),))
    coin = CoinChangeRouting(n, [1, 3, 5, 7])
    e = evaluate_workload(t, c, w, ar_routing=coin)
    ring_bytes = 2 * 3 / 4 * S
    assert e.arc_load_bytes[0, 1] == pytest.approx(ring_bytes)
    assert e.arc_load_bytes[1, 2] == pytest.approx(ring_bytes)
    assert e.time_s == pytest.approx(ring_bytes / B) and e.weighted_hops == 2.0
