"""The bench: end-to-end on a tiny cluster, JSON schema, resume, interrupts, bad args."""

from __future__ import annotations

import csv
import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from topomilp import bench
from topomilp.bench import measure
from topomilp.bench import run as bench_run
from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.model import Cluster, Topology
from topomilp.testing import workload_min_time_lp
from topomilp.workloads import WORKLOADS

TINY = ["--n", "6", "--d", "2", "--workloads", "all_to_all,allreduce", "--time-limit", "20", "--quiet"]
METHODS = "ring,topology_finder,joint_topology"
ROW_KEYS = {"workload", "method", "kind", "comm_time_s", "ratio_to_optimal", "status", "gap", "solve_s",
            "diameter", "mean_hops", "weighted_hops", "throughput", "own_routing_time_s",
            "optimal_routing_time_s", "build_s"}


def run_subprocess(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "topomilp.bench", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=300)


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    """One end-to-end run through the command line (JSON + files + plots)."""
    out = tmp_path_factory.mktemp("bench")
    p = run_subprocess(*TINY, "--methods", METHODS, "--out", str(out), "--json", "--plot")
    assert p.returncode == 0, p.stderr
    return out, json.loads(p.stdout), p


def test_json_document_schema(tiny_run):
    _, doc, p = tiny_run
    assert {"n", "d", "link_model", "bandwidth_gbps", "rows"} <= set(doc)
    assert (doc["n"], doc["d"], doc["link_model"], doc["bandwidth_gbps"]) == (6, 2, "duplex", 25.0)
    topo_rows = [r for r in doc["rows"] if r["section"] == "topology"]
    assert [(r["workload"], r["method"]) for r in topo_rows] == [
        (w, m) for w in ("all_to_all", "allreduce") for m in ("joint_topology", "ring", "topology_finder")]
    for r in topo_rows:
        assert ROW_KEYS <= set(r), ROW_KEYS - set(r)
    subs = {(r["workload"], r["method"]) for r in doc["rows"] if r["section"] == "subproblem"}
    assert subs == {(w, m) for w in ("all_to_all", "allreduce") for m in bench.SUBPROBLEMS}
    assert p.stderr == ""  # --json: no progress, no tables


def test_ratios_are_consistent_and_checked_independently(tiny_run):
    out, doc, _ = tiny_run
    c = Cluster(6, 2)
    saved = {(r["workload"], r["method"]): r for r in bench.read_rows(out / "results.jsonl")}
    for wname in ("all_to_all", "allreduce"):
        rows = {r["method"]: r for r in doc["rows"] if r["workload"] == wname and r["section"] == "topology"}
        exact = rows["joint_topology"]
        assert exact["status"] == "optimal" and exact["ratio_to_optimal"] == pytest.approx(1.0)
        opt = exact["comm_time_s"]
        w = WORKLOADS[wname](6, 0)
        # every cyclic order of every group (the optimum's ring family, rings="any")
        every = [[(g.members[0], *p) for p in itertools.permutations(g.members[1:])] for g in w.groups]
        # the optimum is attained by its own topology under scipy's LP (not the PuLP models)
        best = Topology(saved[(wname, "joint_topology")]["topology"])
        assert workload_min_time_lp(best, c, w, every) == pytest.approx(opt, rel=1e-6)
        for name in ("ring", "topology_finder"):
            r = rows[name]
            assert r["status"] == "ok"
            assert r["ratio_to_optimal"] == pytest.approx(r["comm_time_s"] / opt)
            assert r["ratio_basis"] == "optimal"
            assert r["comm_time_s"] >= opt * (1 - 1e-6)
            # optimal routing never loses to the method's own routing, never beats the optimum
            assert opt * (1 - 1e-6) <= r["optimal_routing_time_s"] <= r["own_routing_time_s"] * (1 + 1e-6)
            topo = Topology(saved[(wname, name)]["topology"])
            assert r["optimal_routing_time_s"] == pytest.approx(workload_min_time_lp(topo, c, w, every), rel=1e-6)


def test_output_files(tiny_run):
    out, doc, _ = tiny_run
    lines = (out / "results.jsonl").read_text().splitlines()
    assert len(lines) == len(doc["rows"])
    assert {(json.loads(x)["workload"], json.loads(x)["method"]) for x in lines} == \
        {(r["workload"], r["method"]) for r in doc["rows"]}
    with open(out / "results.csv", newline="") as fh:
        table = list(csv.DictReader(fh))
    assert len(table) == len(doc["rows"]) and "ratio_to_optimal" in table[0]
    md = (out / "summary.md").read_text()
    assert "## all_to_all" in md and "## allreduce" in md and "joint_topology" in md
    assert (out / "ratio.png").stat().st_size > 1000
    assert (out / "topologies-all_to_all.png").stat().st_size > 1000
    assert not list(out.glob(".*.tmp"))  # atomic writes leave no temporaries


def test_resume_skips_finished_rows(tmp_path, monkeypatch):
    calls = []
    real = measure.solve_exact

    def counting(problem, cfg, **kw):
        calls.append(problem.name)
        return real(problem, cfg, **kw)

    monkeypatch.setattr(measure, "solve_exact", counting)
    args = ["--n", "6", "--d", "2", "--workloads", "allreduce", "--methods", "ring,joint_topology",
            "--time-limit", "20", "--out", str(tmp_path), "--no-subproblems"]
    first = bench.run_bench(bench.parse_args(args))
    assert len(first.rows) == 2 and calls.count("joint_topology") == 1 and calls.count("routing") == 1
    calls.clear()
    again = bench.run_bench(bench.parse_args(args + ["--resume"]))
    assert calls == []  # nothing solved twice
    assert again.resumed == 2 and [r["method"] for r in again.rows] == ["joint_topology", "ring"]
    # drop the last row (as if killed while writing it) and a torn half line: only that row reruns
    path = tmp_path / "results.jsonl"
    lines = path.read_text().splitlines()
    path.write_text(lines[0] + "\n" + lines[1][: len(lines[1]) // 2])
    third = bench.run_bench(bench.parse_args(args + ["--resume"]))
    assert calls == ["routing"]  # ring's optimal-routing LP; the optimum came from disk
    assert third.rows[1]["ratio_to_optimal"] == pytest.approx(first.rows[1]["ratio_to_optimal"])
    # rows of another configuration are never mixed in
    other = [a if a != "2" else "4" for a in args]  # --d 4
    with pytest.raises(TopomilpInputError, match="another configuration"):
        bench.run_bench(bench.parse_args(other + ["--resume"]))
    # without --resume the file starts over
    calls.clear()
    bench.run_bench(bench.parse_args(args))
    assert calls.count("joint_topology") == 1


def test_interrupt_keeps_finished_rows(tmp_path):
    cfg = bench.parse_args(["--n", "6", "--d", "2", "--workloads", "allreduce,all_to_all", "--methods",
                            "ring,joint_topology", "--time-limit", "20", "--out", str(tmp_path),
                            "--no-subproblems"])
    seen = []

    def stop_after_first(row):
        seen.append(row)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        bench.run_bench(cfg, on_row=stop_after_first)
    rows = bench.read_rows(tmp_path / "results.jsonl")
    assert len(rows) == 1 and rows[0]["method"] == "joint_topology" and rows[0] == seen[0]


def test_ctrl_c_exit_code_and_message(tmp_path, monkeypatch, capsys):
    def interrupt(*a, **k):
        raise KeyboardInterrupt

    monkeypatch.setattr(bench_run, "heuristic_row", interrupt)
    rc = bench.main(["--n", "6", "--d", "2", "--workloads", "allreduce", "--methods", "ring,joint_topology",
                     "--time-limit", "20", "--out", str(tmp_path), "--no-subproblems", "--quiet"])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 130
    assert len(err) == 1 and err[0].startswith("topomilp: interrupted") and "1 finished rows" in err[0]
    assert len(bench.read_rows(tmp_path / "results.jsonl")) == 1
    assert "joint_topology" in (tmp_path / "summary.md").read_text()
    assert (tmp_path / "results.csv").read_text().count("\n") == 2  # header + the finished row


def test_a_heuristic_below_the_optimum_is_a_bug():
    opt = bench.Optimum("optimal", time_s=1.0, bound_s=1.0)
    bench.check_not_below("x", 1.0, opt)  # equal is fine
    with pytest.raises(VerificationError, match="below the optimum"):
        bench.check_not_below("x", 0.9, opt)
    assert bench.ratio_to_optimum(1.5, opt) == (1.5, "optimal")
    unproven = bench.Optimum("feasible", time_s=2.0, bound_s=1.0)
    assert bench.ratio_to_optimum(3.0, unproven) == (3.0, "bound")


def test_tables_on_stdout(tmp_path, capsys):
    rc = bench.main(["--n", "6", "--d", "2", "--workloads", "allreduce", "--methods", "ring,joint_topology",
                     "--time-limit", "20", "--no-subproblems"])
    out = capsys.readouterr().out
    assert rc == 0
    assert "allreduce: communication time per iteration" in out and "joint_topology" in out
    assert "optimal" in out


@pytest.mark.parametrize("args, needle", [
    (["--n", "1"], "--n"),
    (["--n", "5", "--d", "3"], "n*d must be even"),
    (["--workloads", "nope"], "unknown workload"),
    (["--methods", "ring,nope"], "unknown method"),
    (["--time-limit", "-3"], "--time-limit"),
    (["--time-limit", "nan"], "--time-limit"),
    (["--resume"], "--out"),
    (["--link-model", "half"], "invalid choice"),
    (["--workloads", "allreduce,allreduce"], "twice"),
    (["--bogus"], "unrecognized"),
])
def test_bad_arguments_one_line_exit_2(args, needle, tmp_path):
    p = run_subprocess(*args, cwd=tmp_path)
    assert p.returncode == 2
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("topomilp: error:"), p.stderr
    assert needle in lines[0]
    assert "Traceback" not in p.stderr and p.stdout == ""


def test_out_must_be_a_directory(tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    p = run_subprocess("--out", str(f), cwd=tmp_path)
    assert p.returncode == 2 and "not a directory" in p.stderr


def test_defaults():
    cfg = bench.parse_args([])
    assert (cfg.n, cfg.d, cfg.time_limit) == (12, 4, 30.0)
    assert cfg.workloads == ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed")
    assert cfg.methods[-2:] == ("joint_topology", "joint_topology_strides") and len(cfg.methods) > 2
    # the any-order optimum first (every ratio is taken against it), then the stride family
    assert bench.planned_rows(cfg)[:2] == [("allreduce", "joint_topology"), ("allreduce", "joint_topology_strides")]


def test_inapplicable_and_invalid_methods_do_not_stop_the_bench(tmp_path, monkeypatch):
    from topomilp.errors import TopomilpInputError as TIE
    from topomilp.evaluate import evaluate_workload

    class Result:
        def __init__(self, topo):
            self.topology, self.plan, self.build_s, self.info = topo, None, 0.0, {}

        def evaluate(self, cluster, workload):
            return evaluate_workload(self.topology, cluster, workload)

    def two_triangles(cluster, workload, seed):
        return Result(Topology.from_edges(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)]))

    def needs_more_ports(cluster, workload, seed):
        raise TIE("d", "full mesh needs d >= n-1", cluster.d)

    import topomilp.heuristics as heuristics

    monkeypatch.setattr(heuristics, "METHODS", {"two_triangles": two_triangles, "full_mesh": needs_more_ports})
    monkeypatch.setattr(heuristics, "METHOD_KINDS", {"two_triangles": "baseline", "full_mesh": "baseline"})
    run = bench.run_bench(bench.parse_args(["--n", "6", "--d", "2", "--workloads", "all_to_all",
                                            "--time-limit", "20", "--out", str(tmp_path), "--no-subproblems"]))
    rows = {r["method"]: r for r in run.rows}
    assert set(rows) == {"two_triangles", "full_mesh", "joint_topology", "joint_topology_strides",
                         "fat_tree_full", "fat_tree_same_cost_bw", "fat_tree_same_cost_oversub"}
    assert {rows[m]["kind"] for m in rows if m.startswith("fat_tree")} == {"fabric"}
    assert rows["full_mesh"]["status"] == "n/a" and "d >= n-1" in rows["full_mesh"]["message"]
    assert rows["two_triangles"]["status"] == "invalid" and "disconnected" in rows["two_triangles"]["message"]
    assert rows["two_triangles"]["ratio_to_optimal"] is None
    assert rows["joint_topology"]["status"] == "optimal"


def test_subproblem_rows_against_brute_force():
    import itertools

    from topomilp.testing import regular_multigraphs
    from topomilp.utils import hop_distances, matching_utility
    from topomilp.workloads import skewed

    def total_hops(n, strides):
        t = Topology.from_edges(n, [(u, (u + p) % n) for p in strides for u in range(n)])
        return float(hop_distances(t)[0].sum())

    # strides: n=16, d=4 -> 2 rings from the coprime strides {1, 3, 5, 7}
    c16 = Cluster(16, 4)
    cfg = bench.parse_args(["--n", "16", "--d", "4", "--time-limit", "20"])
    rows = {r["method"]: r for r in bench.subproblem_rows(c16, WORKLOADS["all_to_all"](16, 0), "all_to_all", cfg)}
    r = rows["stride_selection"]
    assert r["status"] == "optimal"
    assert r["optimal_value"] == min(total_hops(16, s) for s in itertools.combinations((1, 3, 5, 7), 2))
    strides = tuple(int(x) for x in r["heuristic"].split("(")[1].rstrip(")").split(",") if x.strip())
    assert r["heuristic_value"] == total_hops(16, strides)
    assert r["ratio_to_optimal"] == pytest.approx(r["heuristic_value"] / r["optimal_value"])

    # MP matchings: n=6, d=2 skewed traffic; the optimum over every 2-regular multigraph
    c6 = Cluster(6, 2)
    w = skewed(6, 0)
    cfg6 = bench.parse_args(["--n", "6", "--d", "2", "--time-limit", "20"])
    rows = {r["method"]: r for r in bench.subproblem_rows(c6, w, "skewed", cfg6)}
    m = rows["mp_matching"]
    assert m["status"] == "optimal"
    best = max(matching_utility(t.links, w.mp) for t in regular_multigraphs(6, 2))
    assert m["optimal_value"] == pytest.approx(best, rel=1e-9)
    assert m["heuristic_value"] <= best * (1 + 1e-9)
    assert m["ratio_to_optimal"] == pytest.approx(best / m["heuristic_value"])
    # degree split: every split of d=2 under duplex for an MP-only workload is 0 or 2 AllReduce ports
    s = rows["degree_split"]
    assert s["status"] == "optimal" and s["heuristic"].startswith("d_allreduce=")
    assert s["heuristic_value"] >= s["optimal_value"] * (1 - 1e-9)


def test_strides_row_is_measured_against_the_any_order_optimum(tmp_path):
    """joint_topology_strides: the stride family's optimum, its ratio against the
    any-order optimum (>= 1; > 1 where the family costs something)."""
    from topomilp.workloads import dlrm_like

    run = bench.run_bench(bench.parse_args(["--n", "6", "--d", "3", "--workloads", "dlrm_like",
                                            "--methods", "joint_topology,joint_topology_strides",
                                            "--time-limit", "60", "--no-subproblems"]))
    rows = {r.method: r for r in run.rows}
    best, strides = rows["joint_topology"], rows["joint_topology_strides"]
    assert best.status == strides.status == "optimal"
    assert strides.kind == "exact" and strides.ratio_basis == "optimal"
    assert strides.ratio_to_optimal == pytest.approx(strides.comm_time_s / best.comm_time_s)
    assert strides.ratio_to_optimal >= 1 - 1e-9
    every = [[(g.members[0], *p) for p in itertools.permutations(g.members[1:])] for g in dlrm_like(6).groups]
    c = Cluster(6, 3)
    assert workload_min_time_lp(Topology(best.topology), c, dlrm_like(6), every) == \
        pytest.approx(best.comm_time_s, rel=1e-6)
    assert workload_min_time_lp(Topology(strides.topology), c, dlrm_like(6)) == \
        pytest.approx(strides.comm_time_s, rel=1e-6)


def test_a_torn_last_line_does_not_swallow_the_next_row(tmp_path):
    """A hard kill can leave a half-written last line; resuming (bench or sweep) ends it
    first, so the next appended row is a line of its own and is read back."""
    from topomilp.bench.rows import BenchRow, append_row, end_torn_line, read_rows

    path = tmp_path / "results.jsonl"
    append_row(path, BenchRow("w", "ring", "baseline", comm_time_s=1.0))
    with open(path, "a") as fh:
        fh.write('{"workload": "w", "meth')                  # torn by a kill
    end_torn_line(path)
    end_torn_line(path)                                     # idempotent
    append_row(path, BenchRow("w", "torus2d", "baseline", comm_time_s=2.0))
    assert [(r.method, r.comm_time_s) for r in read_rows(path)] == [("ring", 1.0), ("torus2d", 2.0)]
