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


# --------------------------------------------------------------------------- one front end
def _help(capsys, *args: str) -> str:
    with pytest.raises(SystemExit) as exc:
        cli.build_parser().parse_args([*args, "--help"])
    assert exc.value.code == 0
    return " ".join(capsys.readouterr().out.split())      # unwrapped


def test_help_lists_the_registered_names_and_states_each_default(capsys):
    from topomilp.bench.methods import default_methods
    from topomilp.cliargs import BENCH_TIME_LIMIT_S, DEFAULT_TIME_LIMIT_S
    from topomilp.heuristics import METHODS
    from topomilp.workloads import WORKLOADS

    solve = _help(capsys, "solve", "joint_topology")
    for objectives in cli.problem_objectives().values():
        assert all(o in solve for o in objectives)
    assert {"stride_selection", "mp_matching", "min_hops_topology"} <= set(cli.problem_objectives())
    assert all(p in solve for p in cli.PROBLEM_NAMES)
    assert f"(default {DEFAULT_TIME_LIMIT_S:g})" in solve
    heuristic = _help(capsys, "heuristic", "ring")
    assert all(m in heuristic for m in METHODS)
    bench, sweep = _help(capsys, "bench"), _help(capsys, "sweep", "--n", "6", "--d", "3")
    assert f"(default {BENCH_TIME_LIMIT_S:g})" in bench and f"(default {DEFAULT_TIME_LIMIT_S:g})" in sweep
    for text in (solve, heuristic, bench, sweep, _help(capsys, "evaluate")):
        assert all(w in text for w in WORKLOADS), text
    for text in (bench, sweep):                 # the method set and what is run by default
        assert all(m in text for m in default_methods()) and "default" in text
    assert "joint_topology alone" in sweep and "all of them" in bench
    multidim = _help(capsys, "multidim")
    assert "gigabytes per second" in multidim and "Gbit/s" in multidim
    assert f"(default {DEFAULT_TIME_LIMIT_S:g})" in multidim


@pytest.mark.parametrize("command", [
    ["solve", "stride_selection", "--n", "8", "--d", "2"],
    ["heuristic", "ring", "--n", "6", "--d", "2", "--workload", "all_to_all"],
    ["evaluate", "--topology", "t.json", "--workload", "w.json"],
    ["export", "stride_selection", "--n", "8", "--d", "2", "--mps", "m.mps"],
    ["workload", "show", "all_to_all", "--n", "4"],
    ["convert", "--topology", "t.json", "--to", "ns3", "--out", "t.txt"],
    ["bench"], ["sweep", "--n", "6", "--d", "3"],
    ["multidim", "--dims", "Ring:4", "--workload", "cnn"],
    ["cost", "--n", "12"],
])
def test_verbose_works_before_and_after_the_subcommand(command):
    parse = cli.build_parser().parse_args
    assert parse(command).verbose == 0
    assert parse(["-v", *command]).verbose == 1
    assert parse([*command, "-v"]).verbose == 1
    assert parse([*command, "-vv"]).verbose == 2


def test_every_front_end_takes_the_shared_backend_choices_and_time_limits():
    from topomilp.bench import build_parser as bench_parser
    from topomilp.cliargs import BACKEND_CHOICES, BENCH_TIME_LIMIT_S, DEFAULT_TIME_LIMIT_S
    from topomilp.exact import BACKENDS

    parse = cli.build_parser().parse_args
    assert BACKEND_CHOICES == tuple(BACKENDS)
    solve = parse(["solve", "stride_selection", "--n", "8", "--d", "2"])
    sweep = parse(["sweep", "--n", "6", "--d", "3"])
    multidim = parse(["multidim", "--dims", "Ring:4", "--workload", "cnn"])
    assert solve.time_limit == sweep.time_limit == multidim.time_limit == DEFAULT_TIME_LIMIT_S
    assert parse(["bench"]).time_limit == bench_parser().parse_args([]).time_limit == BENCH_TIME_LIMIT_S
    for args in (["solve", "stride_selection", "--n", "8", "--d", "2"], ["sweep", "--n", "6", "--d", "3"],
                 ["bench"], ["evaluate", "--topology", "t", "--workload", "w"]):
        for backend in BACKEND_CHOICES:
            assert parse([*args, "--backend", backend]).backend == backend
    # multidim's --time-limit is parsed by argparse like the others: one line, exit 2
    with pytest.raises(SystemExit) as exc:
        parse(["multidim", "--dims", "Ring:4", "--workload", "cnn", "--time-limit", "0"])
    assert exc.value.code == 2


def test_evaluate_names_the_topology_not_an_n_option(tmp_path, capsys):
    save_topology(ring_topology(4), tmp_path / "t.json")
    save_workload(all_to_all(6), tmp_path / "w.json")
    rc, out, err = run_main(capsys, "evaluate", "--topology", str(tmp_path / "t.json"),
                            "--workload", str(tmp_path / "w.json"))
    assert rc == 2 and out == "" and err.count("\n") == 1
    assert "the topology's node count is 4" in err and "has n=6" in err and "--n" not in err


def _trace(tmp_path, ranks: int = 4):
    from topomilp import chakra as C

    prefix = tmp_path / "traces" / "job"
    prefix.parent.mkdir()
    for r in range(ranks):
        nodes = [C.comp_node(100), C.coll_node(1, "ALL_REDUCE", 8e6, "0")]
        if r == 0:
            nodes.append(C.send_node(10, 1, 4e6))
        if r == 1:
            nodes.append(C.recv_node(10, 0, 4e6))
        C.write_trace(f"{prefix}.{r}.et", nodes)
    return f"chakra:{prefix}"


def test_n_is_taken_from_a_chakra_trace_and_the_trace_gets_a_short_name(tmp_path, capsys):
    from topomilp.workloads import workload_label

    spec = _trace(tmp_path)
    assert workload_label(spec) == "chakra-job"
    rc, out, _ = run_main(capsys, "heuristic", "ring", "--d", "2", "--workload", spec, "--json")
    assert rc == 0 and json.loads(out)["cluster"]["n"] == 4
    rc, out, _ = run_main(capsys, "solve", "joint_topology", "--d", "2", "--workload", spec, "--json")
    assert rc == 0 and json.loads(out)["instance"]["cluster"]["n"] == 4
    rc, _, err = run_main(capsys, "heuristic", "ring", "--d", "2", "--workload", "all_to_all")
    assert rc == 2 and "--n: is required" in err
    out_dir = tmp_path / "bench"
    rc, out, _ = run_main(capsys, "bench", "--d", "2", "--workloads", spec, "--methods",
                          "joint_topology,topology_finder", "--no-subproblems", "--out", str(out_dir), "--plot",
                          "--json")
    assert rc == 0 and json.loads(out)["n"] == 4
    names = sorted(p.name for p in out_dir.rglob("*.png")) + sorted(p.name for p in (out_dir / "ns3").iterdir())
    assert "topologies-chakra-job.png" in names and "chakra-job-joint_topology.txt" in names
    assert not any("traces" in name or ":" in name for name in names)


def test_the_oracle_says_what_optimal_means_and_does_it():
    from topomilp import oracle
    from topomilp.workloads import allreduce

    assert "any ring order" in " ".join(oracle.__doc__.split())
    assert oracle.joint_problem(Cluster(6, 2), allreduce(6)).rings == "any"
