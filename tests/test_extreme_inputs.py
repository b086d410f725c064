"""Extreme but syntactically valid input: an answer that is checked, or one line and exit 2."""

from __future__ import annotations

import json

import numpy as np
import pytest
from conftest import one_error_line, run_main

from topomilp.errors import TopomilpInputError
from topomilp.model import MAX_PORTS, Topology


# --------------------------------------------------------------------------- link counts
@pytest.mark.parametrize("big", [1e20, 10**20, np.uint64(2**63 + 5), 2**62, MAX_PORTS + 1])
def test_huge_link_count_is_rejected_naming_the_field(big):
    links = np.zeros((3, 3), dtype=np.uint64 if isinstance(big, np.uint64) else object)
    links[0, 1] = links[1, 0] = big
    links[1, 2] = links[2, 1] = 1
    with pytest.raises(TopomilpInputError) as exc:
        Topology(links.astype(np.uint64) if isinstance(big, np.uint64) else links.tolist())
    assert exc.value.field == "links" and str(MAX_PORTS) in exc.value.rule


def test_largest_link_count_is_kept_exactly():
    t = Topology([[0, MAX_PORTS], [MAX_PORTS, 0]])
    assert t.degrees().tolist() == [MAX_PORTS, MAX_PORTS]


@pytest.mark.parametrize("suffix", [".json", ".graphml", ".csv"])
def test_topology_file_with_1e20_links_is_one_line_exit_2(tmp_path, capsys, suffix):
    links = [[0, 1e20, 1], [1e20, 0, 1], [1, 1, 0]]
    path = tmp_path / f"t{suffix}"
    if suffix == ".json":
        path.write_text(json.dumps({"link_model": "duplex", "links": links}))
    elif suffix == ".csv":
        path.write_text("\n".join(",".join(f"{v:g}" for v in row) for row in links) + "\n")
    else:
        import networkx as nx

        g = nx.Graph()
        g.add_nodes_from(range(3))
        g.add_edge(0, 1, links=10**20)
        g.add_edge(1, 2, links=1)
        g.add_edge(0, 2, links=1)
        nx.write_graphml(g, path)
    rc, out, err = run_main(capsys, "evaluate", "--topology", str(path), "--workload", "all_to_all")
    one_error_line(rc, out, err, "1024")
    assert "link" in err


def test_non_integral_link_count_in_a_file_is_rejected(tmp_path, capsys):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"links": [[0, 1.5], [1.5, 0]]}))
    rc, out, err = run_main(capsys, "evaluate", "--topology", str(path), "--workload", "all_to_all")
    one_error_line(rc, out, err, "links", "whole numbers")


# --------------------------------------------------------------------------- byte counts and bandwidth
def _mp_workload(tmp_path, entries: dict, n: int = 6) -> str:
    mp = np.zeros((n, n))
    for (i, j), v in entries.items():
        mp[i, j] = v
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"n": n, "mp": mp.tolist(), "name": "w"}))
    return str(path)


@pytest.mark.parametrize("entries, shown", [({(0, 1): 1e-300}, "1e-300"), ({(0, 1): 5e-324}, "5e-324"),
                                            ({(0, 1): 1e308, (0, 2): 1e308}, "1e+308")])
@pytest.mark.parametrize("command", [["heuristic", "topology_finder"], ["solve", "joint_topology"],
                                     ["solve", "degree_split"]])
def test_byte_counts_outside_the_float_range_are_one_line_exit_2(tmp_path, capsys, entries, shown, command):
    path = _mp_workload(tmp_path, entries)
    rc, out, err = run_main(capsys, *command, "--n", "6", "--d", "2", "--workload", path)
    one_error_line(rc, out, err, "mp", "byte counts", shown)


def test_allreduce_size_outside_the_range_names_its_field():
    from topomilp.model import AllReduceGroup

    with pytest.raises(TopomilpInputError) as exc:
        AllReduceGroup((0, 1, 2), 1e-300)
    assert exc.value.field == "bytes_per_member"
    assert AllReduceGroup((0, 1), 0.0).bytes_per_member == 0.0      # no traffic stays allowed


@pytest.mark.parametrize("command", [["heuristic", "ring", "--workload", "all_to_all"],
                                     ["solve", "joint_topology", "--workload", "all_to_all"],
                                     ["bench", "--methods", "ring", "--no-subproblems"],
                                     ["sweep", "--workloads", "all_to_all", "--methods", "ring"]])
@pytest.mark.parametrize("bw", ["1e-320", "1e300"])
def test_extreme_bandwidth_is_one_line_exit_2(capsys, command, bw):
    rc, out, err = run_main(capsys, *command, "--n", "6", "--d", "2", "--bandwidth-gbps", bw)
    one_error_line(rc, out, err, "1 bit/s", "Gbit/s")
    assert "bandwidth_gbps" in err or "--bandwidth-gbps" in err


@pytest.mark.parametrize("factor", [1e-100, 1e100])
def test_the_extremes_of_the_range_give_the_scaled_answer(factor):
    """At the ends of BYTES_RANGE the answers are the unit answers scaled: the evaluator's
    time and the proven joint optimum (a throughput, 1 / time) of a skewed workload."""
    from topomilp.exact import problem_class, solve
    from topomilp.heuristics import METHODS
    from topomilp.model import Cluster, Workload
    from topomilp.workloads import skewed

    cluster = Cluster(6, 2)
    base = skewed(6, seed=1)
    # the smallest entry at the lower end, the largest at the upper end
    end = float(base.mp[base.mp > 0].min() if factor < 1 else base.mp.max())
    unit = Workload(6, mp=base.mp / end, name="unit")
    scaled = Workload(6, mp=base.mp / end * factor, name="scaled")
    assert (scaled.mp[scaled.mp > 0].min() if factor < 1 else scaled.mp.max()) == pytest.approx(factor)
    for method in ("ring", "topology_finder"):
        t1 = METHODS[method](cluster, unit, 0).evaluate(cluster, unit).time_s
        t2 = METHODS[method](cluster, scaled, 0).evaluate(cluster, scaled).time_s
        assert t2 == pytest.approx(t1 * factor, rel=1e-9)
    joint = problem_class("joint_topology")
    r1 = solve(joint(cluster, unit), time_limit=30)
    r2 = solve(joint(cluster, scaled), time_limit=30)
    assert r1.status == r2.status == "optimal" and r2.verified
    assert r2.objective == pytest.approx(r1.objective / factor, rel=1e-6)


# --------------------------------------------------------------------------- multidim totals
@pytest.mark.parametrize("total", [1e-9, 1e15, 1e-100, 1e100])
def test_multidim_tiny_and_huge_totals_give_the_scaled_optimum(total):
    """Time is bytes / bandwidth (no latency, no compute in ``cnn``): the optimum at any
    total is the 100 GB/s optimum scaled by 100 / total, split in the same proportions.
    A total of 1e-9 was 'infeasible' (coefficients below HiGHS's matrix threshold) and
    1e15 a RuntimeError (above it) before the rows were scaled."""
    from topomilp.multidim.model import WORKLOADS, Network
    from topomilp.multidim.optimize import BandwidthProblem, solve_bandwidth

    net = Network.parse("Ring:4,Switch:2")
    work = WORKLOADS["cnn"](net)
    ref = solve_bandwidth(BandwidthProblem(net, work, total_GBps=100.0))
    res = solve_bandwidth(BandwidthProblem(net, work, total_GBps=total))
    assert ref.status == res.status == "optimal" and res.verified
    assert res.time_s == pytest.approx(ref.time_s * 100.0 / total, rel=1e-6)
    assert [b / total for b in res.bandwidth_GBps] == pytest.approx([b / 100.0 for b in ref.bandwidth_GBps],
                                                                    rel=1e-5)
    equal = next(a for a in res.baselines if a.name == "equal")
    assert equal.feasible and res.time_s <= equal.time_s


@pytest.mark.parametrize("flags", [["--total-bandwidth", "1e308"], ["--total-bandwidth", "1e-320"],
                                   ["--ports", "4", "--port-bandwidth", "1e308"]])
def test_multidim_totals_outside_the_float_range_are_one_line_exit_2(capsys, flags):
    rc, out, err = run_main(capsys, "multidim", "--dims", "Ring:4,Switch:2", "--workload", "cnn", *flags)
    one_error_line(rc, out, err, flags[-2], "1e+100")


def test_multidim_cli_answers_a_total_of_1e_minus_9(capsys):
    rc, out, _ = run_main(capsys, "multidim", "--dims", "Ring:4,Switch:2", "--workload", "cnn",
                          "--total-bandwidth", "1e-9", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["status"] == "optimal" and sum(doc["bandwidth_GBps"]) == pytest.approx(1e-9)
