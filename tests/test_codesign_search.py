"""The proven co-optimum of strategy and topology, TopoOpt's alternating search and the
``topomilp codesign`` command (formulations/codesign.md, "The co-optimum and its bound
(search)").

The co-optimum is checked against a brute force over every strategy of the space and
every degree-``d`` topology (:func:`topomilp.testing.regular_multigraphs`), each scored
by the plain scipy LP of :func:`topomilp.testing.workload_min_time_lp` with every cyclic
ring order listed: a code path independent of the exact models.
"""

from __future__ import annotations

import itertools
import json
import math

import numpy as np
import pytest

from topomilp.cli import main
from topomilp.codesign import Hardware, StrategySpace, iteration_time, load_model
from topomilp.codesign.alternating import alternating_search
from topomilp.codesign.comm import comm_bound, traffic_certificate
from topomilp.codesign.optimum import co_optimum
from topomilp.codesign.report import run_codesign
from topomilp.model import Cluster, Workload
from topomilp.testing import regular_multigraphs, workload_min_time_lp
from topomilp.workloads import all_to_all, permutation


def cyclic_orders(members):
    first, rest = members[0], members[1:]
    return [(first, *p) for p in itertools.permutations(rest)]


def brute_force(space, cluster, overlap="none"):
    """min over every strategy and every topology of the iteration time."""
    topologies = list(regular_multigraphs(cluster.n, cluster.d, cluster.link_model))
    best = math.inf
    for s in space.strategies():
        w = space.workload(s)
        rings = [cyclic_orders(g.members) for g in w.groups]
        comm = min(workload_min_time_lp(t, cluster, w, rings=rings) for t in topologies)
        best = min(best, iteration_time(space.compute_s(s), comm, overlap))
    return best


@pytest.mark.parametrize("model,n,d,overlap", [("candle16", 4, 2, "none"), ("candle16", 4, 3, "full"),
                                               ("bert16", 4, 2, "none")])
def test_co_optimum_matches_brute_force(model, n, d, overlap):
    space = StrategySpace(load_model(model), Hardware(), n)
    cluster = Cluster(n, d)
    res = co_optimum(space, cluster, time_limit=120, overlap=overlap)
    assert res.status == "optimal"
    assert res.time_s == pytest.approx(brute_force(space, cluster, overlap), rel=1e-6)
    c = res.counts()
    assert c["strategies"] == len(space.strategies())
    assert c["solved"] + c["pruned"] + c["bounded"] == c["classes"]
    assert c["classes"] + c["deduplicated"] == c["strategies"]
    # the answer's own pair: its strategy's traffic on its topology takes its time
    b = res.best
    t = workload_min_time_lp(b.comm.topology, cluster, b.workload, rings=[cyclic_orders(g.members)
                                                                         for g in b.workload.groups])
    assert iteration_time(b.compute_s, t, overlap) == pytest.approx(res.time_s, rel=1e-6)


@pytest.mark.slow
def test_co_optimum_on_a_dask_cluster_matches_brute_force():
    """The exact solves submitted to a Dask client (``topomilp codesign --scheduler``) give
    the brute-force optimum and the same answer as solving them in this process; with two
    solves in flight fewer classes may be pruned, but every class is accounted for."""
    distributed = pytest.importorskip("distributed")
    space = StrategySpace(load_model("candle16"), Hardware(), 4)
    cluster = Cluster(4, 2)
    serial = co_optimum(space, cluster, time_limit=120)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as lc, distributed.Client(lc) as client:
        res = co_optimum(space, cluster, time_limit=120, client=client)
    assert res.status == "optimal"
    assert res.time_s == pytest.approx(brute_force(space, cluster), rel=1e-6)
    assert res.time_s == pytest.approx(serial.time_s, rel=1e-9)
    c, sc = res.counts(), serial.counts()
    assert c["classes"] == sc["classes"] and c["strategies"] == sc["strategies"]
    assert c["solved"] >= 1 and c["solved"] + c["pruned"] + c["bounded"] == c["classes"]


def test_co_optimum_never_worse_than_search_or_fixed_strategies():
    space = StrategySpace(load_model("vgg16"), Hardware(), 4)
    run = run_codesign(space, Cluster(4, 2), time_limit=60, budget=60)
    rows = {r.method: r for r in run.rows}
    assert run.optimum.status == "optimal"
    opt = rows["co_optimum"].iteration_time_s
    for m in ("alternating", "data_parallel", "initial_topology_finder"):
        assert rows[m].iteration_time_s >= opt * (1 - 1e-9), m
        assert rows[m].ratio >= 1 - 1e-9 and rows[m].ratio_basis == "optimal"
    # the fixed data-parallel strategy's exact row is the best over every topology for it
    dp = space.data_parallel()
    assert rows["data_parallel"].status == "optimal"
    w = space.workload(dp)
    comm = min(workload_min_time_lp(t, Cluster(4, 2), w, rings=[cyclic_orders(g.members) for g in w.groups])
               for t in regular_multigraphs(4, 2))
    assert rows["data_parallel"].comm_s == pytest.approx(comm, rel=1e-6)


def test_alternating_search_is_deterministic_under_a_seed():
    space = StrategySpace(load_model("vgg16"), Hardware(), 6)
    c = Cluster(6, 3)
    a = alternating_search(space, c, budget=80, seed=3)
    b = alternating_search(space, c, budget=80, seed=3)
    assert (a.strategy, a.time_s, a.steps, a.accepted, a.rebuilds) == (b.strategy, b.time_s, b.steps, b.accepted,
                                                                       b.rebuilds)
    assert np.array_equal(a.topology.links, b.topology.links)
    assert a.steps == 81 and a.rebuilds >= 1
    # its pair is real: the strategy's traffic on its topology takes the reported time
    assert a.topology.meets_degree(c)
    assert a.time_s == pytest.approx(iteration_time(space.compute_s(a.strategy), a.comm.time_s))


def test_status_is_honest_at_a_tiny_time_limit():
    space = StrategySpace(load_model("bert16"), Hardware(), 4)
    c = Cluster(4, 2)
    full = co_optimum(space, c, time_limit=120)
    tiny = co_optimum(space, c, time_limit=0.01)
    assert full.status == "optimal"
    assert tiny.status in ("feasible", "timeout")
    assert tiny.bound_s is not None and tiny.bound_s <= full.time_s * (1 + 1e-9)
    assert tiny.counts()["open"] + tiny.counts()["unresolved"] > 0


class TinySpace:
    """A hand-made space (a test double of StrategySpace's protocol) with two
    strategies of isomorphic traffic and one of other traffic."""

    def __init__(self, n=5):
        p = permutation(n, 1, 10e6)
        perm = np.roll(np.arange(n), 2)                    # relabel node i as perm[i]
        mp = np.zeros((n, n))
        mp[np.ix_(perm, perm)] = p.mp
        self.items = [(p, 3e-3), (Workload(n, mp=mp, name="relabelled"), 2e-3), (all_to_all(n, 1e6), 1e-3)]

    def strategies(self):
        return (0, 1, 2)

    def workload(self, s):
        return self.items[s][0]

    def compute_s(self, s):
        return self.items[s][1]

    def topoopt_initial(self):
        return 0

    def propose(self, s, rng):
        return int((s + 1 + rng.integers(2)) % 3)


def test_isomorphic_traffic_is_solved_once():
    space, c = TinySpace(), Cluster(5, 2)
    assert traffic_certificate(space.workload(0)) == traffic_certificate(space.workload(1))
    assert traffic_certificate(space.workload(0)) != traffic_certificate(space.workload(2))
    res = co_optimum(space, c, time_limit=60)
    counts = res.counts()
    assert counts["deduplicated"] == 1 and counts["classes"] == 2
    cls = next(k for k in res.classes if len(k.members) == 2)
    assert cls.strategy == 1                              # the least compute time represents the class
    best = min(iteration_time(space.compute_s(s), min(workload_min_time_lp(t, c, space.workload(s))
                                                      for t in regular_multigraphs(5, 2)))
               for s in space.strategies())
    assert res.status == "optimal" and res.time_s == pytest.approx(best, rel=1e-6)


def test_certificate_ignores_member_order_and_name_but_not_bytes():
    a = Workload(4, [{"members": (0, 1, 2), "bytes_per_member": 1e6}], name="a")
    b = Workload(4, [{"members": (2, 0, 3), "bytes_per_member": 1e6}], name="b")
    c = Workload(4, [{"members": (0, 1, 2), "bytes_per_member": 2e6}])
    assert traffic_certificate(a) == traffic_certificate(b) != traffic_certificate(c)
    assert comm_bound(Cluster(4, 2), a) == pytest.approx(comm_bound(Cluster(4, 2), b))


def test_cli_json_rows(capsys, tmp_path):
    code = main(["codesign", "--model", "candle16", "--n", "4", "--d", "2", "--budget", "30", "--time-limit", "60",
                 "--json", "--quiet", "--out", str(tmp_path), "--plot"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    rows = {r["method"]: r for r in doc["rows"]}
    assert set(rows) >= {"co_optimum", "alternating", "data_parallel", "initial_topology_finder", "ideal_switch"}
    for r in rows.values():
        for key in ("strategy", "compute_s", "comm_s", "iteration_time_s", "status", "bound_s", "topology",
                    "workload", "plan"):
            assert key in r
    opt = rows["co_optimum"]
    assert opt["status"] == "optimal" and opt["ratio"] == pytest.approx(1.0)
    assert opt["iteration_time_s"] == pytest.approx(opt["compute_s"] + opt["comm_s"])
    w = Workload.from_dict(opt["workload"])
    links = np.array(opt["topology"])
    assert (links.sum(axis=1) == 2).all()
    for group, rings in zip(w.groups, opt["plan"] or []):
        assert sum(r["share"] for r in rings) == pytest.approx(1.0)
        assert all(sorted(r["order"]) == sorted(group.members) for r in rings)
    assert json.loads((tmp_path / "codesign.json").read_text())["rows"]
    assert (tmp_path / "codesign.png").stat().st_size > 0 and (tmp_path / "summary.md").exists()


def run_cli(argv):
    """The exit code of ``topomilp argv`` (argparse errors exit through SystemExit)."""
    try:
        return main(argv)
    except SystemExit as exc:
        return exc.code


@pytest.mark.parametrize("argv,field", [
    (["--model", "nosuchmodel", "--n", "12", "--d", "4"], "model"),
    (["--model", "dlrm16", "--n", "4", "--d", "2"], "model"),          # fits no strategy on 4 servers
    (["--model", "candle16", "--n", "1", "--d", "2"], "--n"),
    (["--model", "candle16", "--n", "4", "--d", "2", "--bandwidth-gbps", "-1"], "--bandwidth-gbps"),
    (["--model", "candle16", "--n", "5", "--d", "3"], "d"),             # n*d odd under duplex
    (["--model", "candle16", "--n", "4", "--d", "2", "--plot"], "--plot"),
])
def test_cli_bad_input_is_one_line_and_exit_2(argv, field, capsys):
    assert run_cli(["codesign", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and err.startswith("topomilp: error:") and field in err


@pytest.mark.parametrize("content,field", [
    ("{not json", "--strategy"),
    ('{"family": "cnn", "degrees": [4, 4], "colour": 1}', "strategy.colour"),
    ('{"family": "cnn", "degrees": [3, 3]}', "strategy"),               # 3 does not divide the space
])
def test_cli_bad_strategy_file(content, field, capsys, tmp_path):
    f = tmp_path / "s.json"
    f.write_text(content)
    assert run_cli(["codesign", "--model", "candle16", "--n", "4", "--d", "2", "--strategy", str(f)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and field in err


def test_bound_only_answer_is_a_valid_bound():
    space = StrategySpace(load_model("candle16"), Hardware(), 4)
    c = Cluster(4, 2)
    bound = co_optimum(space, c, exact=False)
    assert bound.status == "too_large" and bound.time_s is None and bound.counts()["solves"] == 0
    assert bound.bound_s == pytest.approx(min(iteration_time(space.compute_s(s), comm_bound(c, space.workload(s)))
                                              for s in space.strategies()))
    assert bound.bound_s <= brute_force(space, c) * (1 + 1e-9)


def test_traffic_automorphisms_of_uneven_dlrm_tables_return():
    """The warm start's automorphism search on DLRM16's data-parallel traffic at n = 12
    (tables 2,2,2,2,1,...) did not return with nauty's directed encoding (the exact solve
    then ignored its time limit); it returns now (no relabelling: the tables are uneven)."""
    from topomilp.exact.joint.bounds import rotation_relabelling

    space = StrategySpace(load_model("dlrm16"), Hardware(), 12)
    assert rotation_relabelling(space.workload(space.data_parallel()), None, free_rings=True) is None


def test_a_given_pair_is_the_answer_when_nothing_is_solved():
    from topomilp.codesign.comm import best_topology
    from topomilp.codesign.optimum import TrafficClass

    space = StrategySpace(load_model("candle16"), Hardware(), 4)
    c = Cluster(4, 2)
    full = co_optimum(space, c, time_limit=60)
    b = full.best
    meets = co_optimum(space, c, exact=False,
                       incumbent=TrafficClass(b.index, b.strategy, b.workload, b.compute_s, [b.index], comm=b.comm))
    assert meets.bound_s <= full.time_s * (1 + 1e-9)
    if full.time_s <= meets.bound_s * (1 + 1e-9):     # (O6'): proven by the model-free bound alone
        assert meets.status == "optimal" and meets.time_s == pytest.approx(full.time_s)
    else:
        assert meets.status == "feasible"
    worse = max(space.strategies(), key=lambda s: space.compute_s(s) + comm_bound(c, space.workload(s)))
    w = space.workload(worse)
    pair = TrafficClass(0, worse, w, space.compute_s(worse), [0], comm=best_topology(c, w, time_limit=30))
    got = co_optimum(space, c, exact=False, incumbent=pair)
    assert got.status == "feasible" and got.time_s > got.bound_s and got.bound_s <= full.time_s * (1 + 1e-9)


def test_search_answer_is_rescored_with_optimal_routing():
    """The search's pair is reported with the routing LP's time on its topology, also
    for traffic without AllReduce groups (no ring plan)."""
    from topomilp.codesign.comm import routed_time

    space, c = TinySpace(), Cluster(5, 2)
    a = alternating_search(space, c, budget=30, seed=1)
    lp = routed_time(a.topology, c, space.workload(a.strategy))
    assert a.comm.status == "optimal" and a.comm.time_s == pytest.approx(lp.time_s, rel=1e-9)
    assert a.comm.time_s <= a.search_comm_s * (1 + 1e-9)
