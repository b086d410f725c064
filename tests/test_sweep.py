"""The sweep runner (topomilp/sweep/, docs/sweep.md): the same rows on a Dask
LocalCluster, on local processes and serially; the rows equal the bench's; resume runs
only unfinished instances; failures are reported, never dropped; bad input exits 2."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from topomilp import heuristics
from topomilp.bench import BenchConfig, read_rows, run_bench
from topomilp.cli import main
from topomilp.sweep import ERROR, Instance, SweepConfig, parse_int_grid, row_instance, run_instance, run_sweep

TINY = dict(ns=(5, 6), ds=(2,), workloads=("allreduce", "skewed"), methods=("ring", "joint_topology"),
            time_limit=20.0)


def _key(row):
    return (row_instance(row), row.method)


def _essence(rows):
    """What must agree between executors: per (instance, method) the status and the
    objective (and the ratio to the optimum)."""
    return [(_key(r), r.status, None if r.comm_time_s is None else round(r.comm_time_s, 12),
             None if r.ratio_to_optimal is None else round(r.ratio_to_optimal, 9)) for r in rows]


@pytest.fixture(scope="module")
def serial(tmp_path_factory):
    out = tmp_path_factory.mktemp("serial")
    return run_sweep(SweepConfig(**TINY, out=out))


def test_serial_rows_are_the_bench_rows(serial):
    assert [(_key(r)[0].n, r.workload, r.method) for r in serial.rows] == [
        (n, w, m) for n in (5, 6) for w in ("allreduce", "skewed") for m in ("ring", "joint_topology")]
    assert not serial.failed
    for n in (5, 6):   # each instance: exactly what one bench run of it gives
        bench = run_bench(BenchConfig(n=n, d=2, workloads=("allreduce", "skewed"), methods=TINY["methods"],
                                      time_limit=20.0, subproblems=False, quiet=True))
        mine = [r for r in serial.rows if r.config["n"] == n]
        assert [(r.workload, r.method, r.status, r.comm_time_s) for r in bench.rows] == \
            sorted([(r.workload, r.method, r.status, r.comm_time_s) for r in mine],
                   key=lambda t: (t[0] != "allreduce", t[1] != "joint_topology"))
    exact = [r for r in serial.rows if r.method == "joint_topology"]
    assert all(r.status == "optimal" and r.ratio_to_optimal == 1.0 for r in exact)
    # results.jsonl holds exactly the rows of the run, one line each
    on_disk = read_rows(serial.config.out / "results.jsonl")
    assert sorted(_essence(on_disk), key=repr) == sorted(_essence(serial.rows), key=repr)


def test_local_cluster_gives_the_serial_rows(serial, tmp_path):
    import distributed

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        run = run_sweep(SweepConfig(**TINY, out=tmp_path), client=client)
    assert _essence(run.rows) == _essence(serial.rows)
    assert sorted(_essence(read_rows(tmp_path / "results.jsonl")), key=repr) == sorted(_essence(serial.rows),
                                                                                         key=repr)


def test_local_processes_give_the_serial_rows(serial, tmp_path):
    run = run_sweep(SweepConfig(**TINY, workers=2, out=tmp_path))
    assert _essence(run.rows) == _essence(serial.rows)


def test_resume_runs_only_unfinished_instances(serial, tmp_path):
    lines = (serial.config.out / "results.jsonl").read_text().splitlines(keepends=True)
    first = {_key(r)[0] for r in read_rows(serial.config.out / "results.jsonl")[:2]}
    assert len(first) == 1 and len(lines) == 8
    # an interrupted run: two instances finished, the third torn mid-line by a kill
    (tmp_path / "results.jsonl").write_text("".join(lines[:4]) + lines[4][:40])
    ran = []

    def counting(inst, settings):
        ran.append(Instance.from_dict(inst))
        return run_instance(inst, settings)

    run = run_sweep(SweepConfig(**TINY, out=tmp_path, resume=True), task=counting)
    done = {_key(r)[0] for r in read_rows(serial.config.out / "results.jsonl")[:4]}
    assert run.resumed == 2 and set(ran) == set(SweepConfig(**TINY).instances()) - done and len(ran) == 2
    assert _essence(run.rows) == _essence(serial.rows)
    ran.clear()
    again = run_sweep(SweepConfig(**TINY, out=tmp_path, resume=True), task=counting)
    assert ran == [] and again.resumed == 4 and _essence(again.rows) == _essence(serial.rows)
    with pytest.raises(ValueError, match="--resume"):   # other options: not the same rows
        run_sweep(SweepConfig(**{**TINY, "time_limit": 5.0}, out=tmp_path, resume=True))


def test_a_raising_method_is_reported_and_the_other_rows_survive(serial, tmp_path, monkeypatch):
    ring = heuristics.METHODS["ring"]

    def broken(cluster, workload, seed):
        if cluster.n == 6 and workload.name == "skewed":
            raise RuntimeError("boom")
        return ring(cluster, workload, seed)

    monkeypatch.setitem(heuristics.METHODS, "ring", broken)
    run = run_sweep(SweepConfig(**TINY, out=tmp_path))
    bad = [r for r in run.rows if r.status == ERROR]
    assert [(r.config["n"], r.workload, r.method) for r in bad] == [(6, "skewed", "ring")]
    assert "RuntimeError: boom" in bad[0].message
    assert [i.label() for i, _ in run.failed] == ["n=6 d=2 duplex skewed seed=0"]
    good = [e for e in _essence(run.rows) if e[1] != ERROR]
    assert good == [e for e in _essence(serial.rows) if e[0] != (Instance(6, 2, "duplex", "skewed", 0), "ring")]
    assert sorted(_essence(read_rows(tmp_path / "results.jsonl")), key=repr) == sorted(_essence(run.rows), key=repr)
    # resume runs the failed instance again, and only it
    monkeypatch.setitem(heuristics.METHODS, "ring", ring)
    ran = []
    run2 = run_sweep(SweepConfig(**TINY, out=tmp_path, resume=True),
                     task=lambda i, s: ran.append(i["n"]) or run_instance(i, s))
    assert ran == [6] and _essence(run2.rows) == _essence(serial.rows)


def dying_task(inst, settings):
    """A task whose worker process dies on n = 6 (a kill, an out-of-memory)."""
    if inst["n"] == 6:
        os._exit(3)
    return run_instance(inst, settings)


def test_a_killed_worker_loses_no_row_and_is_reported(serial, tmp_path):
    cfg = SweepConfig(**{**TINY, "workloads": ("allreduce",)}, workers=2, out=tmp_path)
    run = run_sweep(cfg, task=dying_task)
    assert [(r.config["n"], r.method, r.status) for r in run.rows] == [
        (5, "ring", "ok"), (5, "joint_topology", "optimal"), (6, "ring", ERROR), (6, "joint_topology", ERROR)]
    assert [i.n for i, _ in run.failed] == [6] and "died running this instance" in run.failed[0][1]
    assert _essence(run.rows)[:2] == [e for e in _essence(serial.rows) if e[0][0].n == 5 and
                                      e[0][0].workload == "allreduce"]
    assert len(read_rows(tmp_path / "results.jsonl")) == 4


def test_grid_syntax_and_admissible_points():
    with pytest.raises(ValueError, match="^--workloads: the grid is empty"):
        SweepConfig(workloads=())
    assert parse_int_grid("6:16:2") == (6, 8, 10, 12, 14, 16)
    assert parse_int_grid("3,5:6,3") == (3, 5, 6)
    cfg = SweepConfig(ns=(6, 7), ds=(3, 5, 6), link_models=("duplex", "simplex"), workloads=("allreduce",),
                      skip_inadmissible=True)
    assert [(i.link_model, i.n, i.d) for i in cfg.instances()] == [
        ("duplex", 6, 3), ("simplex", 6, 3), ("simplex", 7, 3), ("simplex", 7, 5)]


@pytest.mark.parametrize("args, needle", [
    (["--n", "6", "--d", "5"], "--n/--d: 1 grid point(s) are not admissible, e.g. (n=6, d=5, duplex): d=5 >= n-1=5"),
    (["--n", "6", "--d", "5", "--skip-inadmissible"], "the grid is empty"),
    (["--n", "6", "--d", "2", "--workloads", "allreduce,nosuch"], "unknown workload(s) ['nosuch']"),
    (["--n", "6", "--d", "2", "--methods", "ring,nosuch"], "unknown method(s) ['nosuch']"),
    (["--n", "6", "--d", "2", "--link-model", "halfduplex"], "unknown link model(s) ['halfduplex']"),
    (["--n", "6:4", "--d", "2"], "A <= B"),
    (["--n", "6", "--d", "2", "--scheduler", "tcp://127.0.0.1:1"], "--scheduler: cannot reach a Dask scheduler"),
])
def test_bad_input_is_one_line_and_exit_2_before_any_solve(args, needle, tmp_path, capsys, monkeypatch):
    import topomilp.sweep as sweep

    monkeypatch.setattr(sweep, "run_instance", lambda *a: pytest.fail("a solve started"))
    try:
        code = main(["sweep", *args, "--out", str(tmp_path / "o")])
    except SystemExit as exc:   # a syntax error of an option: argparse's exit
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("topomilp: error: ") and needle in err
    assert not (tmp_path / "o").exists()


def test_cli_json_and_files(tmp_path, capsys):
    assert main(["sweep", "--n", "5:6", "--d", "2", "--methods", "ring,joint_topology", "--workloads", "allreduce",
                 "--time-limit", "20", "--out", str(tmp_path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["instances"] == 2 and doc["failed"] == []
    assert [(r["config"]["n"], r["method"], r["status"]) for r in doc["rows"]] == [
        (5, "ring", "ok"), (5, "joint_topology", "optimal"), (6, "ring", "ok"), (6, "joint_topology", "optimal")]
    assert {p.name for p in Path(tmp_path).iterdir()} == {"results.jsonl", "results.csv", "summary.md",
                                                          "ratio_vs_n.png"}
    csv_lines = (tmp_path / "results.csv").read_text().splitlines()
    assert len(csv_lines) == 5 and csv_lines[0].startswith("n,d,link_model,seed,workload,method")


def test_a_killed_dask_worker_is_reported(tmp_path):
    import dask
    import distributed

    cfg = SweepConfig(**{**TINY, "workloads": ("allreduce",)}, out=tmp_path)
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}), \
            distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                     dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        run = run_sweep(cfg, task=dying_task, client=client)
    assert [(r.config["n"], r.method, r.status) for r in run.rows] == [
        (5, "ring", "ok"), (5, "joint_topology", "optimal"), (6, "ring", ERROR), (6, "joint_topology", ERROR)]
    assert [i.n for i, _ in run.failed] == [6] and "KilledWorker" in run.failed[0][1]
    assert len(read_rows(tmp_path / "results.jsonl")) == 4


# --------------------------------------------------------------------------- workers, load, plot
def dies_once(inst, settings):
    """A task whose worker process dies the first time it runs n = 6 (a marker file in the
    output directory says it already did), then runs normally."""
    marker = Path(settings["marker"])
    if inst["n"] == 6 and not marker.exists():
        marker.write_text("died once")
        os._exit(3)
    return run_instance(inst, settings)


def sweep_losing_a_worker(tmp_path, caplog):
    """A Dask sweep of TINY (`allreduce`) whose n = 6 task kills its worker once: the run
    and the "was lost" warnings it logged."""
    import distributed

    from topomilp.sweep import executors

    cfg = SweepConfig(**{**TINY, "workloads": ("allreduce",)}, out=tmp_path)
    settings_task = lambda inst, settings: dies_once(inst, {**settings, "marker": str(tmp_path / "died")})  # noqa: E731
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        with caplog.at_level("WARNING", logger=executors.__name__):
            run = run_sweep(cfg, task=settings_task, client=client, poll_s=0.1)
    return run, [r.getMessage() for r in caplog.records if "was lost" in r.getMessage()]


def test_a_lost_dask_worker_is_named_and_its_task_runs_again(serial, tmp_path, caplog):
    run, lost = sweep_losing_a_worker(tmp_path, caplog)
    assert (tmp_path / "died").exists()
    assert [(r.config["n"], r.method, r.status) for r in run.rows] == [
        (5, "ring", "ok"), (5, "joint_topology", "optimal"), (6, "ring", "ok"), (6, "joint_topology", "optimal")]
    assert run.failed == [] and run.aborted is None
    assert lost and any("n=6" in m and "runs them again" in m for m in lost), lost


def test_a_worker_lost_between_two_looks_is_still_named(serial, tmp_path, caplog, monkeypatch):
    """When the task kills its worker before the sweep sees it running (the scheduler's
    ``processing`` never lists it), and even when every instance, the one run again
    included, has finished before the sweep's first look at the workers, the instance is
    named from the scheduler's suspicious-task count."""
    import distributed

    from topomilp.sweep import executors

    monkeypatch.setattr(distributed.Client, "processing", lambda self, workers=None: {})
    monkeypatch.setattr(executors, "_wait_some",
                        lambda pending, timeout: set(distributed.wait(list(pending)).done))
    run, lost = sweep_losing_a_worker(tmp_path, caplog)
    assert [(r.config["n"], r.method, r.status) for r in run.rows] == [
        (5, "ring", "ok"), (5, "joint_topology", "optimal"), (6, "ring", "ok"), (6, "joint_topology", "optimal")]
    assert lost and any("n=6" in m and "runs them again" in m for m in lost), lost


def test_no_dask_worker_left_fails_with_a_clear_message(tmp_path, capsys, monkeypatch):
    import distributed

    from topomilp.sweep import NO_WORKER, executors

    monkeypatch.setattr(executors, "NO_WORKER_TIMEOUT_S", 0.5)
    monkeypatch.setattr(executors, "POLL_S", 0.1)
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=None) as cluster:
        code = main(["sweep", "--n", "5:6", "--d", "2", "--methods", "ring", "--workloads", "allreduce",
                     "--scheduler", cluster.scheduler_address, "--out", str(tmp_path), "--quiet"])
    err = capsys.readouterr().err
    assert code == 1
    assert err.strip().splitlines()[-1].startswith(f"topomilp: error: {NO_WORKER}: the scheduler had no worker")
    rows = read_rows(tmp_path / "results.jsonl")
    assert [(r.config["n"], r.status) for r in rows] == [(5, ERROR), (6, ERROR)]
    assert all(r.message.startswith(NO_WORKER) for r in rows)
    assert "**Aborted:** no Dask worker left" in (tmp_path / "summary.md").read_text()


def test_more_workers_than_cores_is_a_warning_and_the_load_is_recorded(tmp_path, caplog):
    from topomilp.sweep import cores, machine_line, write_outputs

    cfg = SweepConfig(ns=(5,), ds=(2,), workloads=("allreduce",), methods=("ring",), workers=cores() + 1,
                      out=tmp_path)
    with caplog.at_level("WARNING"):
        run = run_sweep(cfg)
    assert [r.status for r in run.rows] == ["ok"]
    warned = [r.getMessage() for r in caplog.records if "exceeds the" in r.getMessage()]
    assert warned and f"{cores()} core(s)" in warned[0]
    assert run.cores == cores() and len(run.load_start) == len(run.load_end) == 3
    write_outputs(run)
    summary = (tmp_path / "summary.md").read_text()
    assert machine_line(run) in summary and "load average (1, 5, 15 min)" in summary
    assert run.document()["machine"]["load_start"] == list(run.load_start)
    caplog.clear()
    with caplog.at_level("WARNING"):
        run_sweep(SweepConfig(ns=(5,), ds=(2,), workloads=("allreduce",), methods=("ring",)))
    assert not [r for r in caplog.records if "exceeds the" in r.getMessage()]


def test_the_plot_has_one_panel_per_workload_and_says_what_a_point_is(serial, tmp_path, monkeypatch):
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from topomilp.sweep import write_plot

    captured = {}
    save = Figure.savefig
    monkeypatch.setattr(Figure, "savefig", lambda fig, *a, **k: (captured.setdefault("fig", fig), save(fig, *a, **k)))
    assert write_plot(serial.rows, tmp_path / "p.png") == tmp_path / "p.png"
    fig = captured["fig"]
    panels = [ax for ax in fig.axes if ax.get_visible()]
    assert sorted(ax.get_title() for ax in panels) == ["allreduce, duplex", "skewed, duplex"]
    assert "median over d in {2} and seeds {0}" in fig.get_suptitle()
    for ax in panels:
        assert sorted(t.get_text() for t in ax.get_legend().get_texts()) == ["joint_topology", "ring"]


def test_python_m_sweep_runs_like_the_subcommand(tmp_path):
    import subprocess
    import sys

    p = subprocess.run([sys.executable, "-m", "topomilp.sweep", "--n", "5", "--d", "2", "--methods", "ring",
                        "--workloads", "allreduce", "--json", "--out", str(tmp_path)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    doc = json.loads(p.stdout)
    assert [(r["config"]["n"], r["method"], r["status"]) for r in doc["rows"]] == [(5, "ring", "ok")]
    assert "python -m topomilp.sweep --n 5" in (tmp_path / "summary.md").read_text()


def test_the_results_log_resumes_after_a_torn_line(tmp_path):
    from topomilp.bench import BenchRow
    from topomilp.bench.resultslog import ResultsLog

    log = ResultsLog(tmp_path / "deep" / "results.jsonl")
    assert log.start(resume=False) == []
    rows = [BenchRow("allreduce", m, "baseline", comm_time_s=0.001 * k) for k, m in enumerate(("ring", "torus2d"))]
    for r in rows:
        log.append(r)
    with open(log.path, "a") as fh:
        fh.write('{"workload": "allreduce", "meth')          # a hard kill in the middle of a line
    seen = []
    assert log.start(resume=True, check=seen.append) == rows and seen == rows
    log.append(BenchRow("allreduce", "full_mesh", "baseline"))
    assert [r.method for r in log.rows()] == ["ring", "torus2d", "full_mesh"]
    with pytest.raises(ValueError, match="refused"):
        log.start(resume=True, check=lambda r: (_ for _ in ()).throw(ValueError("refused")))
    assert log.start(resume=False) == [] and log.rows() == []


def test_the_readme_sweep_examples_compare_methods():
    import re

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    commands = [c.replace("\\\n", " ") for c in
                re.findall(r"^topomilp sweep --n (?:[^\n]*\\\n)*[^\n]*", readme, flags=re.M)]
    assert len(commands) >= 2
    for command in commands:
        methods = command.split("--methods ")[1].split()[0].split(",")
        assert "joint_topology" in methods and len(methods) >= 3, command
