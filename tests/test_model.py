"""Validation of the value objects: every bad input raises TopomilpInputError naming
the field and the rule; good input round-trips."""

from __future__ import annotations

import math

import networkx as nx
import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.model import MAX_PORTS, AllReduceGroup, Cluster, Topology, Workload, as_matrix


def raises_field(field: str, fn, *args, **kwargs) -> TopomilpInputError:
    with pytest.raises(TopomilpInputError) as info:
        fn(*args, **kwargs)
    err = info.value
    assert err.field == field, (err.field, str(err))
    assert str(err).startswith(f"{field}: ")
    assert isinstance(err, ValueError)
    return err


# --------------------------------------------------------------------------- Cluster
@pytest.mark.parametrize("n", [1, 0, -3, 2.0, "12", None, True, 12.5])
def test_cluster_bad_n(n):
    raises_field("n", Cluster, n, 4)


@pytest.mark.parametrize("d", [0, -1, 1.0, "4", None, False])
def test_cluster_bad_d(d):
    raises_field("d", Cluster, 12, d)


def test_cluster_d_too_large():
    err = raises_field("d", Cluster, 4, MAX_PORTS + 2)
    assert str(MAX_PORTS) in str(err)
    assert Cluster(4, MAX_PORTS).d == MAX_PORTS


def test_cluster_odd_nd_duplex():
    err = raises_field("d", Cluster, 5, 3)
    assert "even" in err.rule
    # simplex has no parity rule
    assert Cluster(5, 3, link_model="simplex").d == 3


@pytest.mark.parametrize("bw", [0, -25.0, math.inf, math.nan, "25", None, True])
def test_cluster_bad_bandwidth(bw):
    raises_field("bandwidth_gbps", Cluster, 12, 4, bw)


@pytest.mark.parametrize("lm", ["full", "", None, "DUPLEX", ["duplex"]])
def test_cluster_bad_link_model(lm):
    raises_field("link_model", Cluster, 12, 4, link_model=lm)


def test_cluster_units_and_roundtrip():
    c = Cluster(12, 4, bandwidth_gbps=25)
    assert c.link_bytes_per_s == 25e9 / 8
    assert c.duplex and not Cluster(12, 4, link_model="simplex").duplex
    assert Cluster.from_dict(c.to_dict()) == c
    assert Cluster(np.int64(6), np.int32(2)).n == 6


def test_cluster_from_dict_bad():
    raises_field("cluster", Cluster.from_dict, [12, 4])
    raises_field("n", Cluster.from_dict, {"d": 4})
    raises_field("d", Cluster.from_dict, {"n": 12})


# --------------------------------------------------------------------------- AllReduceGroup
def test_group_volumes():
    g = AllReduceGroup((3, 1, 2), 9.0)
    assert g.k == 3
    assert g.ring_bytes == pytest.approx(2 * 2 / 3 * 9.0)
    assert g.total_bytes == pytest.approx(3 * g.ring_bytes)


@pytest.mark.parametrize("members,rule", [
    ((0,), "at least 2"), ((), "at least 2"), ((1, 1), "repeat"), ((0, 1, 0), "repeat"),
    ((0, -1), ">= 0"), ((0, 1.5), "integer"), ((0, True), "integer"), (("0", "1"), "integer"),
    (5, "sequence"), (None, "sequence"),
])
def test_group_bad_members(members, rule):
    err = raises_field("members", AllReduceGroup, members, 1.0)
    assert rule in err.rule


@pytest.mark.parametrize("b", [-1.0, math.nan, math.inf, "1", None, True])
def test_group_bad_bytes(b):
    raises_field("bytes_per_member", AllReduceGroup, (0, 1), b)


# --------------------------------------------------------------------------- Workload
def test_workload_members_out_of_range():
    err = raises_field("members", Workload, 4, groups=(AllReduceGroup((0, 4), 1.0),))
    assert "n=4" in err.rule


@pytest.mark.parametrize("mp,rule", [
    ([[0, 1, 2], [1, 0, 2]], "square"),
    ([[0, 1], [1, 0]], "4 x 4"),
    (np.ones(4), "square"),
    ("abc", "numeric"),
    ([["0", "1"], ["1", "0"]], "numeric"),
    (np.array([[0, 1j], [1, 0]]), "numeric"),
    ([[0, 1], [2]], "numeric"),
    ([[0, -1], [1, 0]], "negative"),
    ([[0, math.nan], [1, 0]], "NaN"),
    ([[0, math.inf], [1, 0]], "NaN or infinite"),
    ([[1, 1], [1, 0]], "diagonal"),
])
def test_workload_bad_mp(mp, rule):
    n = 4 if "4 x 4" in rule else 2
    err = raises_field("mp", Workload, n, mp=mp)
    assert rule in err.rule


def test_workload_empty():
    raises_field("workload", Workload, 4)
    raises_field("workload", Workload, 4, mp=np.zeros((4, 4)))
    raises_field("workload", Workload, 4, groups=(AllReduceGroup((0, 1), 0.0),))


def test_workload_bad_groups_and_name():
    raises_field("groups", Workload, 4, groups=5)
    raises_field("groups", Workload, 4, groups=[(0, 1)])
    raises_field("members", Workload, 4, groups=[{"members": 5, "bytes_per_member": 1.0}])
    raises_field("bytes_per_member", Workload, 4, groups=[{"members": [0, 1]}])
    raises_field("name", Workload, 4, mp=np.ones((4, 4)) - np.eye(4), name=3)
    raises_field("n", Workload, True, mp=[[0, 1], [1, 0]])
    raises_field("n", Workload, 1, mp=[[0]])


def test_workload_from_dict_bad():
    raises_field("workload", Workload.from_dict, [1, 2])
    raises_field("workload", Workload.from_dict, {"groups": []})
    raises_field("n", Workload.from_dict, {"n": "4", "mp": np.ones((4, 4)).tolist()})


def test_workload_volumes_and_roundtrip():
    mp = np.arange(16, dtype=float).reshape(4, 4)
    np.fill_diagonal(mp, 0)
    w = Workload(4, groups=(AllReduceGroup((0, 2), 10.0), {"members": [1, 3, 0], "bytes_per_member": 3}),
                 mp=mp, name="w")
    assert w.allreduce_bytes == pytest.approx(2 * 10.0 + 4 * 3.0)
    assert w.mp_bytes == mp.sum()
    assert np.array_equal(w.mp_pair_weights(), mp + mp.T)
    back = Workload.from_dict(w.to_dict())
    assert back == w and back.fingerprint() == w.fingerprint() and hash(back) == hash(w)
    assert not w.mp.flags.writeable


# --------------------------------------------------------------------------- Topology
@pytest.mark.parametrize("links,rule", [
    ([[0, 1], [0, 0]], "symmetric"),
    ([[1, 1], [1, 0]], "self-loops"),
    ([[0, 1.5], [1.5, 0]], "whole numbers"),
    ([[0, -1], [-1, 0]], "negative"),
    ([[0, math.nan], [math.nan, 0]], "NaN"),
    ([[0]], "at least 2"),
    ([[0, 1, 1], [1, 0, 1]], "square"),
    ("links", "numeric"),
])
def test_topology_bad_links(links, rule):
    err = raises_field("links", Topology, links)
    assert rule in err.rule


def test_topology_bad_link_model():
    raises_field("link_model", Topology, [[0, 1], [1, 0]], "half")


def test_topology_simplex_may_be_asymmetric():
    t = Topology([[0, 1, 0], [0, 0, 1], [1, 0, 0]], "simplex")
    assert t.out_degrees().tolist() == [1, 1, 1] and t.in_degrees().tolist() == [1, 1, 1]
    assert t.meets_degree(Cluster(3, 1, link_model="simplex"))


def test_from_edges_bad():
    raises_field("edges", Topology.from_edges, 3, [(0, 0)])
    raises_field("edges", Topology.from_edges, 3, [(0, 3)])
    raises_field("edges", Topology.from_edges, 3, [(-1, 0)])
    raises_field("edges", Topology.from_edges, 3, [(0, 1, 2)])
    raises_field("edges", Topology.from_edges, 3, [5])
    raises_field("edges", Topology.from_edges, 3, [("a", 1)])
    raises_field("n", Topology.from_edges, 1, [])
    raises_field("n", Topology.from_edges, True, [(0, 1)])


def test_from_edges_parallel_and_degree_checks():
    t = Topology.from_edges(4, [(0, 1), (0, 1), (2, 3), (2, 3)])
    assert t.links[0, 1] == t.links[1, 0] == 2
    assert t.degrees().tolist() == [2, 2, 2, 2]
    c = Cluster(4, 2)
    assert t.meets_degree(c) and t.degree_violations(c) == []
    t.check_degree(c)
    err = raises_field("topology", t.check_degree, Cluster(4, 4))
    assert "node 0 has degree 2" in err.rule
    assert t.degree_violations(Cluster(6, 2)) == ["topology has 4 nodes, cluster has n=6"]
    assert any("simplex" in v for v in t.degree_violations(Cluster(4, 2, link_model="simplex")))
    assert t.edges() == [(0, 1, 2), (2, 3, 2)]
    assert np.array_equal(t.capacity_bytes_per_s(c), t.links * c.link_bytes_per_s)


def test_networkx_roundtrip():
    rng = np.random.default_rng(4)
    for directed in (False, True):
        g = nx.MultiDiGraph() if directed else nx.MultiGraph()
        g.add_nodes_from(range(6))
        for _ in range(14):
            i, j = rng.choice(6, 2, replace=False)
            g.add_edge(int(i), int(j))
        t = Topology.from_networkx(g)
        assert t.link_model == ("simplex" if directed else "duplex")
        assert t.links.sum() == (1 if directed else 2) * g.number_of_edges()
        back = Topology.from_networkx(t.to_networkx())
        assert back == t
    g = nx.MultiGraph([(0, 0), (0, 1)])
    raises_field("graph", Topology.from_networkx, g)
    raises_field("graph", Topology.from_networkx, nx.Graph([(1, 2)]))


def test_topology_dict_roundtrip_and_bad():
    t = Topology.from_edges(3, [(0, 1), (1, 2)], "simplex", name="x")
    back = Topology.from_dict(t.to_dict())
    assert back == t and back.name == "x" and back.fingerprint() == t.fingerprint()
    raises_field("topology", Topology.from_dict, {"link_model": "duplex"})
    raises_field("topology", Topology.from_dict, [[0, 1], [1, 0]])


def test_as_matrix_rules():
    m = as_matrix("x", [[0, 2], [3, 0]], integer=True)
    assert m.dtype == np.int64 and not m.flags.writeable
    assert as_matrix("x", [[1, 2], [3, 4]], zero_diagonal=False)[0, 0] == 1
    raises_field("x", as_matrix, "x", [[0, 1], [1, 0]], 3)
    raises_field("x", as_matrix, "x", None)
    raises_field("x", as_matrix, "x", [[0, {}], [1, 0]])
