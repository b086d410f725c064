"""What the ``topomilp`` command tells a user: workload files it writes and reads, which
routing every printed time belongs to, and what ``solve`` prints."""

from __future__ import annotations

import json

import numpy as np
import pytest
from conftest import one_error_line, run_main

from topomilp.errors import TopomilpInputError
from topomilp.model import Workload
from topomilp.workloads import load_workload, resolve_workload


# --------------------------------------------------------------------------- workload files
@pytest.mark.parametrize("name, layout, key", [("dlrm_like", "auto", "mp"), ("hybrid", "auto", "mp_entries"),
                                               ("skewed", "sparse", "mp_entries"), ("hybrid", "dense", "mp")])
def test_workload_save_writes_a_file_every_command_reads(tmp_path, capsys, name, layout, key):
    path = tmp_path / "w.json"
    rc, out, _ = run_main(capsys, "workload", "save", name, "--n", "8", "--out", str(path), "--mp", layout)
    assert rc == 0 and str(path) in out
    assert key in json.loads(path.read_text())
    assert load_workload(path) == resolve_workload(name, 8, 0)
    times = []
    for spec in (name, str(path)):
        rc, out, _ = run_main(capsys, "heuristic", "ring", "--n", "8", "--d", "2", "--workload", spec, "--json")
        times.append(json.loads(out)["evaluation"]["comm_time_s"])
    assert rc == 0 and times[0] == times[1]


def test_workload_save_csv_and_its_limits(tmp_path, capsys):
    rc, _, _ = run_main(capsys, "workload", "save", "skewed", "--n", "6", "--out", str(tmp_path / "w.csv"))
    assert rc == 0 and np.array_equal(load_workload(tmp_path / "w.csv").mp, resolve_workload("skewed", 6, 0).mp)
    rc, out, err = run_main(capsys, "workload", "save", "hybrid", "--n", "6", "--out", str(tmp_path / "w.csv"))
    one_error_line(rc, out, err, "AllReduce groups", ".json")
    rc, out, err = run_main(capsys, "workload", "save", "hybrid", "--n", "6", "--out", str(tmp_path / "w.txt"))
    one_error_line(rc, out, err, "--out")


def test_workload_show_output_is_refused_with_a_pointer_to_save(tmp_path, capsys):
    rc, out, _ = run_main(capsys, "workload", "show", "skewed", "--n", "6", "--json")
    (tmp_path / "show.json").write_text(out)
    rc, out, err = run_main(capsys, "heuristic", "ring", "--n", "6", "--d", "2", "--workload",
                            str(tmp_path / "show.json"))
    one_error_line(rc, out, err, "workload save")


def test_hand_written_sparse_workload_is_read_as_documented(tmp_path):
    # bytes no writer of topomilp produced: entries out of order, a zero entry, no name
    (tmp_path / "w.json").write_text('{"n": 4, "groups": [{"members": [3, 1, 2], "bytes_per_member": 6}],\n'
                                     ' "mp_entries": [[3, 0, 2.5], [0, 1, 1e6], [2, 1, 0]]}')
    w = load_workload(tmp_path / "w.json")
    want = np.zeros((4, 4))
    want[3, 0], want[0, 1] = 2.5, 1e6
    assert np.array_equal(w.mp, want) and w.name == "workload"
    assert w.groups[0].members == (3, 1, 2) and w.groups[0].bytes_per_member == 6.0
    assert Workload.from_dict(w.to_dict(sparse=True)) == w == Workload.from_dict(w.to_dict())


@pytest.mark.parametrize("data, needle", [
    ({"n": 3, "mp": [[0, 1, 0], [0, 0, 0], [0, 0, 0]], "mp_entries": [[0, 1, 1]]}, "not both"),
    ({"n": 3, "mp_entries": [[0, 1, 1], [0, 1, 2]]}, "twice"),
    ({"n": 3, "mp_entries": [[0, 3, 1]]}, "[0, 3)"),
    ({"n": 3, "mp_entries": [[0, 1]]}, "[src, dst, bytes]"),
    ({"n": 3, "mp_entries": [[1, 1, 5]]}, "diagonal"),
    ({"n": 3, "mp_entries": [[0, 1, -1]]}, ">= 0"),
])
def test_bad_sparse_entries_name_the_rule(data, needle):
    with pytest.raises(TopomilpInputError) as exc:
        Workload.from_dict(data)
    assert needle in str(exc.value)


# --------------------------------------------------------------------------- one topology, three times
def test_evaluate_reproduces_the_heuristics_own_routing_and_labels_all_three(tmp_path, capsys):
    topo = tmp_path / "tf.json"
    rc, out, _ = run_main(capsys, "heuristic", "topology_finder", "--n", "8", "--d", "4", "--workload",
                          "dlrm_like", "--save-topology", str(topo), "--json")
    heur = json.loads(out)
    assert rc == 0 and heur["routing"] == "own"
    own = heur["evaluation"]["comm_time_s"]
    rc, out, _ = run_main(capsys, "evaluate", "--topology", str(topo), "--workload", "dlrm_like", "--routing",
                          "own", "--json")
    assert rc == 0 and json.loads(out)["comm_time_s"] == pytest.approx(own, rel=1e-12)
    rc, out, _ = run_main(capsys, "evaluate", "--topology", str(topo), "--workload", "dlrm_like", "--routing",
                          "all", "--json")
    times = {r: d["comm_time_s"] for r, d in json.loads(out)["routings"].items()}
    assert set(times) == {"own", "shortest_path", "optimal"} and times["own"] == pytest.approx(own, rel=1e-12)
    assert times["optimal"] <= min(times["own"], times["shortest_path"]) * (1 + 1e-9)
    rc, out, _ = run_main(capsys, "evaluate", "--topology", str(topo), "--workload", "dlrm_like", "--routing", "all")
    lines = [ln for ln in out.splitlines() if "time " in ln]
    assert rc == 0 and len(lines) == 3
    for line, label, t in zip(lines, ("own routing (topology_finder[paper])", "shortest-path routing",
                                      "optimal routing (optimal)"), times.values()):
        assert line.strip() == f"time {t * 1e3:.4g} ms with {label}"
    rc, out, _ = run_main(capsys, "heuristic", "topology_finder", "--n", "8", "--d", "4", "--workload", "dlrm_like")
    assert f"time {own * 1e3:.4g} ms with its own routing" in out


def test_own_routing_needs_the_saved_paths_and_their_workload(tmp_path, capsys):
    run_main(capsys, "heuristic", "topology_finder", "--n", "8", "--d", "4", "--workload", "dlrm_like",
             "--save-topology", str(tmp_path / "tf.json"))
    run_main(capsys, "heuristic", "topology_finder", "--n", "8", "--d", "4", "--workload", "dlrm_like",
             "--save-topology", str(tmp_path / "tf.csv"))
    rc, out, err = run_main(capsys, "evaluate", "--topology", str(tmp_path / "tf.csv"), "--workload", "dlrm_like",
                            "--routing", "own")
    one_error_line(rc, out, err, "--routing", "--save-topology")
    rc, out, err = run_main(capsys, "evaluate", "--topology", str(tmp_path / "tf.json"), "--workload", "skewed",
                            "--routing", "own")
    one_error_line(rc, out, err, "own_routing", "dlrm_like")


def test_optimal_routing_time_is_the_independent_lp_optimum():
    from topomilp.evaluate import evaluate_workload
    from topomilp.heuristics import METHODS
    from topomilp.model import Cluster
    from topomilp.oracle import optimal_routing_time
    from topomilp.testing import workload_min_time_lp
    from topomilp.workloads import all_to_all

    cluster, work = Cluster(6, 2), all_to_all(6)
    res = METHODS["ring"](cluster, work, 0)
    best = optimal_routing_time(res.topology, cluster, work, time_limit=30)
    assert best == pytest.approx(workload_min_time_lp(res.topology, cluster, work), rel=1e-6)
    assert best <= evaluate_workload(res.topology, cluster, work).time_s * (1 + 1e-9)


# --------------------------------------------------------------------------- solve: objective, unit, progress
NOISE = r"\d\.\d{7,}|\de-1[0-9]"   # float noise: 0.00600000000000001, a gap of 1.6e-15


@pytest.mark.parametrize("args, quantity, unit", [
    (["joint_topology", "--n", "6", "--d", "2", "--workload", "all_to_all"], "throughput", "iterations/s"),
    (["degree_split", "--n", "6", "--d", "4", "--workload", "dlrm_like"], "communication time per iteration", "s"),
    (["stride_selection", "--n", "12", "--d", "4", "--objective", "total_hops"], "sum of hop distances", "hops"),
    (["mp_matching", "--n", "6", "--d", "2", "--workload", "skewed"], "harmonic utility", "bytes"),
])
def test_solve_names_its_objective_with_unit_times_in_ms_and_gap_in_percent(capsys, args, quantity, unit):
    import re

    rc, out, _ = run_main(capsys, "solve", *args, "--time-limit", "30", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["status"] == "optimal"
    assert doc["objective_quantity"].startswith(quantity) and doc["objective_unit"] == unit
    rc, out, _ = run_main(capsys, "solve", *args, "--time-limit", "30")
    text = " ".join(out.split())
    assert rc == 0 and not re.search(NOISE, text), text
    assert f"{doc['objective_quantity']}: " in text and "gap 0.00 %" in text
    if unit == "s":
        assert f"{doc['objective'] * 1e3:.4g} ms" in text
    elif unit == "iterations/s":
        assert f"{doc['objective']:.6g} iterations/s ({1e3 / doc['objective']:.4g} ms per iteration" in text
    else:
        assert f"{doc['objective']:.6g} {unit}" in text


def test_a_long_solve_shows_a_status_line(monkeypatch):
    import contextlib
    import time

    from topomilp import cliout

    shown: list[str] = []

    class Terminal:
        is_terminal = True

        @contextlib.contextmanager
        def status(self, text):
            shown.append(text)
            yield self

        def update(self, text):
            shown.append(text)

    monkeypatch.setattr(cliout, "PROGRESS_AFTER_S", 0.01)
    assert cliout.with_progress("solve x", 60, lambda: time.sleep(0.3) or 7, console=Terminal()) == 7
    assert shown and shown[0] == "solve x: running"
    shown.clear()
    monkeypatch.setattr(cliout, "PROGRESS_AFTER_S", 5.0)          # a short solve shows nothing
    assert cliout.with_progress("solve x", 60, lambda: 3, console=Terminal()) == 3 and not shown
