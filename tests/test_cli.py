"""The ``topomilp`` command: JSON output, exit codes, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ring_topology

from topomilp import cli
from topomilp.model import Cluster, Topology
from topomilp.testing import workload_min_time_lp
from topomilp.workloads import all_to_all, save_topology, save_workload


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "topomilp.cli", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


def run_main(capsys, *args: str) -> tuple[int, str, str]:
    rc = cli.main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def test_solve_stride_selection_json(capsys):
    rc, out, _ = run_main(capsys, "solve", "stride_selection", "--n", "16", "--d", "4", "--objective",
                          "diameter", "--time-limit", "20", "--json")
    assert rc == 0
    doc = json.loads(out)
    assert doc["status"] == "optimal" and doc["verified"] is True
    assert doc["instance"]["m"] == 2  # d // 2 rings under duplex
    # brute force over the coprime ring pairs of Z_16: the best diameter of a 2-ring circulant
    from topomilp.utils import hop_distances
    best = min(hop_distances(Topology.from_edges(16, [(u, (u + p) % 16) for p in (a, b) for u in range(16)])).max()
               for a in (1, 3, 5, 7) for b in (1, 3, 5, 7) if a < b)
    assert doc["objective"] == best
    assert len(doc["topology"]["links"]) == 16


def test_solve_routing_matches_independent_lp(tmp_path, capsys):
    topo = tmp_path / "ring.json"
    save_topology(ring_topology(6), topo)
    rc, out, _ = run_main(capsys, "solve", "routing", "--n", "6", "--d", "2", "--workload", "all_to_all",
                          "--topology", str(topo), "--time-limit", "20", "--json")
    assert rc == 0
    doc = json.loads(out)
    want = workload_min_time_lp(ring_topology(6), Cluster(6, 2), all_to_all(6))
    assert doc["status"] == "optimal"
    assert doc["objective"] == pytest.approx(want, rel=1e-6)


def test_evaluate_file_inputs(tmp_path, capsys):
    topo, work = tmp_path / "t.csv", tmp_path / "w.json"
    save_topology(ring_topology(6), topo)
    save_workload(all_to_all(6), work)
    rc, out, _ = run_main(capsys, "evaluate", "--topology", str(topo), "--workload", str(work), "--json")
    assert rc == 0
    doc = json.loads(out)
    # shortest paths on the 6-ring: each arc carries 1+2+... : compare with the evaluator directly
    from topomilp.evaluate import evaluate_workload
    ev = evaluate_workload(ring_topology(6), Cluster(6, 2), all_to_all(6))
    assert doc["comm_time_s"] == pytest.approx(ev.time_s)
    assert doc["diameter"] == 3 and doc["regular"] is True
    rc, out, _ = run_main(capsys, "evaluate", "--topology", str(topo), "--workload", str(work),
                          "--routing", "optimal", "--json")
    doc2 = json.loads(out)
    assert doc2["status"] == "optimal"
    want = workload_min_time_lp(ring_topology(6), Cluster(6, 2), all_to_all(6))
    assert doc2["comm_time_s"] == pytest.approx(want, rel=1e-6)
    assert doc2["comm_time_s"] <= doc["comm_time_s"] * (1 + 1e-9)


def test_export_mps_and_lp(tmp_path, capsys):
    mps = tmp_path / "m.mps"
    rc, out, _ = run_main(capsys, "export", "mp_matching", "--n", "6", "--d", "2", "--workload", "skewed",
                          "--mps", str(mps), "--json")
    assert rc == 0 and json.loads(out)["path"] == str(mps)
    text = mps.read_text()
    assert "ROWS" in text and "COLUMNS" in text
    pb = tmp_path / "s.pbtxt"
    rc, out, _ = run_main(capsys, "export", "stride_selection", "--n", "12", "--d", "4", "--pbtxt", str(pb))
    assert rc == 0 and pb.stat().st_size > 0


@pytest.mark.parametrize("args, needle", [
    (["solve", "stride_selection", "--n", "5", "--d", "3"], "n*d must be even"),
    (["solve", "stride_selection", "--n", "12", "--d", "4", "--param", "bogus=1"], "bogus"),
    (["solve", "routing", "--n", "6", "--d", "2", "--workload", "all_to_all"], "--topology"),
    (["solve", "joint_topology", "--n", "6", "--d", "2", "--workload", "nope"], "--workload"),
    (["solve", "nope", "--n", "6", "--d", "2"], "invalid choice"),
    (["solve", "stride_selection", "--n", "x", "--d", "2"], "--n"),
    (["export", "mp_matching", "--n", "6", "--d", "2", "--workload", "skewed", "--mps", "/nonexistent/dir/a.mps"],
     "directory does not exist"),
    (["evaluate", "--topology", "/nonexistent.json", "--workload", "all_to_all"], "does not exist"),
    (["heuristic", "nope", "--n", "6", "--d", "2", "--workload", "all_to_all"], "method"),
    ([], "required"),
])
def test_bad_arguments_one_line_exit_2(args, needle):
    p = run_cli(*args)
    assert p.returncode == 2, p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("topomilp: error:"), p.stderr
    assert needle in lines[0]
    assert "Traceback" not in p.stderr and p.stdout == ""


def test_help_is_fast_and_loads_no_solver():
    code = ("import sys; from topomilp import cli; cli.build_parser(); "
            "print(sorted(m for m in ('pulp', 'ortools', 'highspy', 'scipy') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    p = run_cli("--version")
    assert p.returncode == 0 and p.stdout.startswith("topomilp ")


def test_heuristic_command_and_saved_topology(tmp_path, capsys):
    from topomilp.heuristics import METHODS
    from topomilp.workloads import dlrm_like, load_topology

    out_topo = tmp_path / "tf.json"
    rc, out, _ = run_main(capsys, "heuristic", "topology_finder", "--n", "12", "--d", "4", "--workload",
                          "dlrm_like", "--save-topology", str(out_topo), "--json")
    assert rc == 0
    doc = json.loads(out)
    c, w = Cluster(12, 4), dlrm_like(12)
    want = METHODS["topology_finder"](c, w, 0)
    assert doc["evaluation"]["comm_time_s"] == pytest.approx(want.evaluate(c, w).time_s)
    assert doc["info"]["d_allreduce"] + doc["info"]["d_mp"] == 4
    topo = load_topology(out_topo)
    assert topo == want.topology and topo.meets_degree(c)
    # the saved file feeds `evaluate` (a workload name takes n from the topology)
    rc, out, _ = run_main(capsys, "evaluate", "--topology", str(out_topo), "--workload", "dlrm_like", "--json")
    assert rc == 0 and json.loads(out)["regular"] is True
    # human-readable output without --json
    rc, out, _ = run_main(capsys, "heuristic", "ring", "--n", "12", "--d", "4", "--workload", "all_to_all")
    assert rc == 0 and "ring on all_to_all" in out and "ms" in out


def test_bench_subcommand(tmp_path, capsys):
    rc, out, _ = run_main(capsys, "bench", "--n", "6", "--d", "2", "--workloads", "allreduce", "--methods",
                          "ring,joint_topology", "--time-limit", "20", "--no-subproblems", "--json",
                          "--out", str(tmp_path))
    assert rc == 0
    doc = json.loads(out)
    assert [r["method"] for r in doc["rows"]] == ["joint_topology", "ring"]
    summary = (tmp_path / "summary.md").read_text()
    assert "Command: `python -m topomilp.bench --n 6 --d 2 --workloads allreduce" in summary


def test_solve_joint_topology_and_save(tmp_path, capsys):
    saved = tmp_path / "best.npy"
    rc, out, _ = run_main(capsys, "solve", "joint_topology", "--n", "6", "--d", "3", "--workload", "all_to_all",
                          "--time-limit", "30", "--save-topology", str(saved), "--json")
    assert rc == 0
    doc = json.loads(out)
    assert doc["status"] == "optimal" and doc["sense"] == "max"
    from topomilp.workloads import load_topology
    best = load_topology(saved)
    assert best.meets_degree(Cluster(6, 3))
    # objective = 1 / time, and the saved topology attains that time under scipy's LP
    t = workload_min_time_lp(best, Cluster(6, 3), all_to_all(6))
    assert doc["objective"] == pytest.approx(1.0 / t, rel=1e-6)
    assert doc["solution"]["time_s"] == pytest.approx(t, rel=1e-6)
