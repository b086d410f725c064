"""Switched fabrics at equal cost (docs/fabrics.md, formulations/fabrics.md): k-ary
Fat-tree structure, the closed forms against the exact LP on the switch graph, the big
switch equivalence of non-blocking fabrics, the price table, the equal-cost solves, the
``topomilp cost`` command and the bench's fabric rows."""

from __future__ import annotations

import json

import numpy as np
import pytest

from topomilp.bench import BenchConfig, run_bench
from topomilp.cli import main
from topomilp.errors import TopomilpInputError
from topomilp.evaluate import ideal_switch_time
from topomilp.fabrics import (
    COMPONENTS,
    DEFAULT_PRICES,
    PriceTable,
    SwitchedFabric,
    big_switch,
    comm_time,
    default_prices,
    direct_connect_bill,
    equal_cost_fabrics,
    fabric_bill,
    fat_tree,
    fat_tree_counts,
    fixed_time,
    leaf_spine,
    load_prices,
    lp_time,
    same_cost_bandwidth,
    same_cost_oversubscription,
)
from topomilp.fabrics import testbed_switch as make_testbed_switch
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.traffic import AllReducePlan, Ring, transfer_matrices
from topomilp.workloads import all_to_all, allreduce, dlrm_like, hybrid, skewed


# --------------------------------------------------------------------------- structure
@pytest.mark.parametrize("k", [2, 4, 6, 8])
def test_k_ary_fat_tree_component_counts(k):
    n = k ** 3 // 4
    f = fat_tree(n, 10.0, k=k)
    assert f.components() == {"servers": n, "switches": 5 * k * k // 4,
                              "links": {"agg-core": n, "edge-agg": n, "server": n}}
    assert fat_tree_counts(k) == {"servers": n, "switches": 5 * k * k // 4, "links_per_layer": n}
    # every switch of a full k-ary Fat-tree has radix k (Al-Fares et al.)
    g = f.graph()
    ports = (g.capacity[n:] > 0).sum(axis=1)
    assert set(ports.tolist()) == {k}


def test_smallest_fat_tree_and_bad_fabrics():
    assert [fat_tree(n, 1.0).k for n in (2, 12, 16, 17, 128, 129, 432)] == [2, 4, 4, 6, 8, 10, 12]
    with pytest.raises(TopomilpInputError, match="k:"):
        fat_tree(17, 1.0, k=4)
    with pytest.raises(TopomilpInputError, match="k:"):
        fat_tree(8, 1.0, k=5)
    with pytest.raises(TopomilpInputError, match="oversubscription"):
        fat_tree(8, 1.0, oversubscription=0.5)
    with pytest.raises(TopomilpInputError, match="oversubscription"):
        SwitchedFabric("big_switch", 8, 1.0, 2.0)
    with pytest.raises(TopomilpInputError, match="servers_per_leaf"):
        SwitchedFabric("leaf_spine", 8, 1.0)
    with pytest.raises(TopomilpInputError, match="kind"):
        SwitchedFabric("torus", 8, 1.0)
    f = leaf_spine(10, 40.0, 4, 2.5, ports_per_server=2)
    assert SwitchedFabric.from_dict(json.loads(json.dumps(f.to_dict()))) == f
    assert make_testbed_switch(12).server_gbps == 100.0 and make_testbed_switch(12).levels == ()


# --------------------------------------------------------------------------- closed forms vs LP
FABRICS = [
    lambda n: big_switch(n, 25.0),
    lambda n: fat_tree(n, 25.0),
    lambda n: fat_tree(n, 25.0, oversubscription=3.0),
    lambda n: fat_tree(n, 25.0, oversubscription=1.7, k=6),
    lambda n: leaf_spine(n, 25.0, 3, 2.5),
    lambda n: leaf_spine(n, 40.0, 5, 1.0, ports_per_server=2),
]
WORKLOADS = [
    lambda n: allreduce(n),
    lambda n: all_to_all(n),
    lambda n: skewed(n, seed=3),
    lambda n: dlrm_like(n),
    lambda n: hybrid(n, n // 2, 2),
    lambda n: Workload(n, groups=(AllReduceGroup(tuple(range(0, n, 3)), 1e8),
                                  AllReduceGroup((1, n - 1, 4, 2), 3e7))),
]


@pytest.mark.parametrize("n", [8, 10])
@pytest.mark.parametrize("fi", range(len(FABRICS)))
def test_closed_form_equals_the_lp(n, fi):
    fabric = FABRICS[fi](n)
    for make in WORKLOADS:
        w = make(n)
        cf = comm_time(w, fabric).time_s
        agg = lp_time(w, fabric, time_limit=30)
        assert agg.converged, (fabric.name, w.name)          # every ring order priced exactly
        assert agg.time_s == pytest.approx(cf, rel=1e-7), (fabric.name, w.name)
    # the per-server-source LP of formulations/rings.md agrees (an independent model)
    full = lp_time(dlrm_like(n), fabric, aggregate=False)
    assert full.converged and full.time_s == pytest.approx(comm_time(dlrm_like(n), fabric).time_s, rel=1e-7)


def test_ring_order_matters_when_oversubscribed_and_tree_order_is_best():
    n = 8
    w = allreduce(n, 1e9)
    f = fat_tree(n, 8.0, oversubscription=4.0)          # 2 servers per edge, 4 per pod
    scrambled = AllReducePlan(((Ring((0, 4, 1, 5, 2, 6, 3, 7)),),))
    tree = comm_time(w, f).time_s
    assert comm_time(w, f, plan=scrambled).time_s > tree
    assert lp_time(w, f).time_s == pytest.approx(tree, rel=1e-9)
    # (F1) by hand: the edge uplink carries one ring crossing, 1.75 GB at 2 x 1 GB/s / 4
    assert tree == pytest.approx(1.75e9 / (2 * 1e9 / 4))


@pytest.mark.parametrize("n,k", [(12, None), (16, None), (54, 6), (128, None), (40, 6)])
def test_non_blocking_fat_tree_scores_exactly_the_big_switch(n, k):
    rng = np.random.default_rng(n)
    loads = [dlrm_like(n), skewed(n, seed=1), allreduce(n), hybrid(n, n // 2, 2),
             Workload(n, mp=rng.integers(0, 10 ** 9, size=(n, n)) * (1 - np.eye(n)))]
    for w in loads:
        t_tree = comm_time(w, fat_tree(n, 100.0, k=k)).time_s
        t_big = comm_time(w, big_switch(n, 100.0)).time_s
        assert t_tree == t_big
        ar, mp = transfer_matrices(w)           # the big switch is the ideal switch at d*B
        assert t_big == pytest.approx(ideal_switch_time(Cluster(n, 4, 25.0), ar + mp), rel=1e-12)
    # and an oversubscribed one is slower on uniform traffic
    assert comm_time(all_to_all(n), fat_tree(n, 100.0, 2.0, k=k)).time_s > comm_time(
        all_to_all(n), big_switch(n, 100.0)).time_s


def test_fixed_time_by_hand():
    # leaf-spine, 2 leaves of 2 servers at 8 Gbit/s (1 GB/s), 2:1: leaf uplink 1 GB/s
    f = leaf_spine(4, 8.0, 2, 2.0)
    D = np.zeros((4, 4))
    D[0, 2] = D[1, 3] = 1e9                     # 2 GB leave leaf 0
    assert fixed_time(f, D) == (2.0, "leaf 0 up")


# --------------------------------------------------------------------------- cost model
def test_cost_is_monotone_in_bandwidth():
    t = default_prices()
    rates = np.r_[np.linspace(0.5, 1700, 400), [10, 25, 40, 50, 100, 200, 400, 800, 1600]]
    rates.sort()
    for c in ("nic_port", "transceiver", "switch_port"):
        p = [t.price(c, r) for r in rates]
        assert all(b >= a for a, b in zip(p, p[1:])), c
    for make in (lambda b: fat_tree(128, b), lambda b: fat_tree(128, b, 3.0), lambda b: big_switch(16, b),
                 lambda b: leaf_spine(64, b, 8, 2.0)):
        totals = [fabric_bill(make(b), t).total for b in rates]
        assert all(b > a for a, b in zip(totals, totals[1:]))
    design = [direct_connect_bill(16, 4, b, "ocs", t).total for b in rates]
    assert all(b > a for a, b in zip(design, design[1:]))
    # more oversubscription, less money
    assert fabric_bill(fat_tree(128, 100.0, 4.0), t).total < fabric_bill(fat_tree(128, 100.0, 2.0), t).total


def test_prices_between_catalogue_rates_are_interpolated_and_tables_round_trip(tmp_path):
    data = json.loads(json.dumps(DEFAULT_PRICES))
    data["components"]["switch_port"]["prices"] = {"25": 100.0, "100": 250.0}
    t = PriceTable.from_dict(data)
    assert t.price("switch_port", 50.0) == pytest.approx(150.0)      # between 25 and 100
    assert t.price("switch_port", 10.0) == pytest.approx(40.0)       # through the origin
    assert t.price("switch_port", 400.0) == pytest.approx(1000.0)    # ganged 100 Gbit/s ports
    assert PriceTable.from_dict(t.to_dict()) == t
    path = tmp_path / "p.json"
    path.write_text(json.dumps(t.to_dict()))
    assert load_prices(path) == t


def test_bills_count_the_components():
    t = default_prices()
    bill = direct_connect_bill(12, 4, 25.0, "ocs", t)
    assert bill.total == pytest.approx(48 * (t.price("nic_port", 25) + t.price("transceiver", 25)
                                             + t.price("fibre") + t.price("ocs_port")))
    k = 4
    f = fat_tree(16, 100.0, k=k)
    comp = f.components()
    links = sum(comp["links"].values())
    switch_ports = 5 * k ** 3 // 4
    expected = (16 * t.price("nic_port", 100) + switch_ports * t.price("switch_port", 100)
                + 2 * links * t.price("transceiver", 100) + links * t.price("fibre"))
    assert fabric_bill(f, t).total == pytest.approx(expected)


@pytest.mark.parametrize("n", [12, 16, 128, 432])
@pytest.mark.parametrize("switching", ["patch_panel", "ocs"])
def test_equal_cost_solves_match_the_price(n, switching):
    t = default_prices()
    for d, b in ((4, 25.0), (8, 100.0), (4, 100.0)):
        target = direct_connect_bill(n, d, b, switching, t).total
        ec = same_cost_bandwidth(n, target, t)
        assert ec.fabric is not None and ec.fabric.oversubscription == 1.0
        assert abs(fabric_bill(ec.fabric, t).total - target) <= 1e-9 * target
        er = same_cost_oversubscription(n, d * b, target, t)
        full = fabric_bill(fat_tree(n, d * b), t).total
        if er.fabric is None:                        # even the server layer costs more
            assert "server layer" in er.note
        elif er.fabric.oversubscription > 1:
            assert abs(fabric_bill(er.fabric, t).total - target) <= 1e-9 * target
            assert full > target
        else:
            assert full <= target


def test_equal_cost_fabrics_for_codesign():
    t = default_prices()
    fab = equal_cost_fabrics(Cluster(16, 4, 25.0), t, "ocs")
    P = direct_connect_bill(16, 4, 25.0, "ocs", t).total
    assert {e.target for e in fab.values()} == {P}
    assert fab["fat_tree_full"].fabric == fat_tree(16, 100.0)
    assert abs(fab["fat_tree_same_cost_bw"].price - P) <= 1e-9 * P
    # behind an OCS the 1:1 tree at d*B costs less than the design: r = 1
    assert fab["fat_tree_full"].price <= P and fab["fat_tree_same_cost_oversub"].fabric.oversubscription == 1.0


def test_equal_cost_without_an_answer():
    t = default_prices()
    assert same_cost_bandwidth(16, 1.0, t).fabric is None
    assert same_cost_oversubscription(16, 100.0, 1.0, t).fabric is None


BAD_TABLES = [
    (lambda c: c["nic_port"]["prices"].update({"25": -1.0}), "prices.nic_port.25: must be a finite price >= 0"),
    (lambda c: c.pop("ocs_port"), "misses component"),
    (lambda c: c["transceiver"]["prices"].update({"37": 5.0}), "unknown rate '37'"),
    (lambda c: c["switch_port"]["prices"].update({"800": 1.0}), "must not fall with the rate"),
    (lambda c: c["fibre"].update({"price": "cheap"}), "prices.fibre.price"),
    (lambda c: c.update({"laser": {"price": 1}}), "unknown component"),
]


@pytest.mark.parametrize("edit,message", BAD_TABLES)
def test_bad_price_tables_are_one_line_exit_2(edit, message, tmp_path, capsys):
    data = json.loads(json.dumps(DEFAULT_PRICES))
    edit(data["components"])
    with pytest.raises(TopomilpInputError, match="prices"):
        PriceTable.from_dict(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    assert main(["cost", "--n", "12", "--prices", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("topomilp: error: ") and message in err


def test_cost_cli(capsys):
    assert main(["cost", "--n", "128", "--d", "4", "--bandwidth-gbps", "25"]) == 0
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 100
    assert "fat_tree k=8 (100 Gbit/s per server)" in out and "B' = 47.1 Gbit/s" in out
    assert main(["cost", "--n", "12", "--d", "4", "--switching", "ocs", "--fabric", "leaf_spine",
                 "--servers-per-leaf", "4", "--oversubscription", "2", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    t = default_prices()
    assert doc["design"]["total"] == pytest.approx(direct_connect_bill(12, 4, 25.0, "ocs", t).total)
    assert doc["fabric"]["kind"] == "leaf_spine" and doc["fabric"]["oversubscription"] == 2.0
    assert doc["fabric_bill"]["total"] == pytest.approx(fabric_bill(leaf_spine(12, 100.0, 4, 2.0), t).total)
    assert set(doc["estimated_components"]) <= set(COMPONENTS)
    assert main(["cost", "--n", "12", "--show-prices"]) == 0
    assert PriceTable.from_dict(json.loads(capsys.readouterr().out)) == t
    assert main(["cost", "--n", "5", "--d", "3"]) == 2            # n * d odd: no duplex design
    assert main(["cost", "--n", "12", "--fabric", "testbed", "--oversubscription", "2"]) == 2
    assert main(["cost", "--n", "12", "--fabric", "big_switch", "--k", "4"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-2:] == ["topomilp: error: --oversubscription: does not apply to --fabric testbed",
                        "topomilp: error: --k: does not apply to --fabric big_switch"]
    assert main(["cost", "--n", "12", "--fabric", "testbed", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["fabric"]["server_gbps"] == 100.0 and doc["fabric"]["kind"] == "big_switch"


# --------------------------------------------------------------------------- bench rows
def test_bench_fabric_rows():
    methods = ("ideal_switch", "ring", "fat_tree_full", "fat_tree_same_cost_bw", "fat_tree_same_cost_oversub")
    run = run_bench(BenchConfig(n=12, d=4, workloads=("dlrm_like", "allreduce"), methods=methods,
                                subproblems=False, quiet=True))
    rows = {(r.workload, r.method): r for r in run.rows}
    for w in ("dlrm_like", "allreduce"):
        assert {rows[(w, m)].kind for m in methods[2:]} == {"fabric"}
        assert rows[(w, "fat_tree_full")].comm_time_s == pytest.approx(rows[(w, "ideal_switch")].comm_time_s)
        bw, r = rows[(w, "fat_tree_same_cost_bw")], rows[(w, "fat_tree_same_cost_oversub")]
        assert bw.status == "ok" and "B' =" in bw.message and bw.comm_time_s > rows[(w, "fat_tree_full")].comm_time_s
        assert r.status == "ok" and ":1 Fat-tree" in r.message
