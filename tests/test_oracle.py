"""topomilp.oracle: cached certified optima, assertions and the pytest fixture."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from topomilp import oracle
from topomilp.errors import TopomilpInputError
from topomilp.exact.stride_selection import StrideSelection
from topomilp.model import Topology
from topomilp.utils import hop_distances


def circulant(n: int, strides) -> Topology:
    return Topology.from_edges(n, [(u, (u + p) % n) for p in strides for u in range(n)])


def total_hops(n: int, strides) -> float:
    """Sum of hop distances from node 0 (independent of the stride_selection model)."""
    return float(hop_distances(circulant(n, strides))[0].sum())


# --------------------------------------------------------------------------- import hygiene
def test_import_loads_no_solver_and_no_pytest():
    code = ("import sys, topomilp.oracle; "
            "print(sorted(m for m in ('pulp', 'ortools', 'highspy', 'pytest', '_pytest') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --------------------------------------------------------------------------- strides
def test_assert_optimal_strides_matches_brute_force(tmp_path):
    n, m = 16, 2
    cands = [p for p in range(1, n // 2 + 1) if np.gcd(p, n) == 1]  # 1, 3, 5, 7
    scores = {s: total_hops(n, s) for s in itertools.combinations(cands, m)}
    best = min(scores.values())
    assert len(set(scores.values())) > 1  # the instance separates good from bad
    for strides, score in scores.items():
        if score == best:
            ratio = oracle.assert_optimal_strides(strides, n, objective="total_hops", time_limit=20,
                                                  cache_path=tmp_path)
            assert ratio == pytest.approx(1.0)
        else:
            with pytest.raises(AssertionError, match="ratio"):
                oracle.assert_optimal_strides(strides, n, objective="total_hops", time_limit=20,
                                              cache_path=tmp_path)
            # with enough tolerance it passes and reports the true ratio
            r = oracle.assert_optimal_strides(strides, n, objective="total_hops", rtol=score / best,
                                              time_limit=20, cache_path=tmp_path)
            assert r == pytest.approx(score / best)


def test_stride_mirror_is_the_same_ring_and_duplicates_are_rejected(tmp_path):
    # under duplex 11 = -5 (mod 16): (1, 11) is the ring pair (1, 5)
    a = oracle.assert_optimal_strides((1, 11), 16, objective="diameter", rtol=10, time_limit=20,
                                      cache_path=tmp_path)
    b = oracle.assert_optimal_strides((1, 5), 16, objective="diameter", rtol=10, time_limit=20,
                                      cache_path=tmp_path)
    assert a == b
    with pytest.raises(TopomilpInputError, match="distinct"):
        oracle.assert_optimal_strides((1, 15), 16, cache_path=tmp_path)
    with pytest.raises(AssertionError):  # stride 2 shares a factor with 16: not a candidate
        oracle.assert_optimal_strides((1, 2), 16, cache_path=tmp_path)


# --------------------------------------------------------------------------- cache
def test_cache_stores_only_proven_optima_and_reverifies(tmp_path, monkeypatch, caplog):
    import topomilp.exact as exact

    p = StrideSelection(n=12, m=2, objective="total_hops")
    calls = []
    real = exact.solve

    def counting(problem, **kw):
        calls.append(problem.name)
        return real(problem, **kw)

    monkeypatch.setattr(exact, "solve", counting)
    r1 = oracle.optimal(p, time_limit=20, cache_path=tmp_path)
    assert r1.status == "optimal" and len(calls) == 1
    files = list(tmp_path.glob("stride_selection-*.json"))
    assert len(files) == 1
    r2 = oracle.optimal(p, time_limit=20, cache_path=tmp_path)
    assert len(calls) == 1, "second call must come from the cache"
    assert "from oracle cache" in r2.message
    assert r2.objective == r1.objective and r2.solution.strides == r1.solution.strides
    assert r2.verified

    # a different instance has a different key
    assert oracle.instance_key(p) != oracle.instance_key(replace(p, objective="diameter"))
    assert oracle.instance_key(p, "cpsat") == oracle.instance_key(p, "auto")  # auto -> default backend

    # tamper: a claimed objective the stored solution does not achieve -> dropped, re-solved
    data = json.loads(files[0].read_text())
    data["objective"] = data["objective"] - 1
    files[0].write_text(json.dumps(data))
    r3 = oracle.optimal(p, time_limit=20, cache_path=tmp_path)
    assert len(calls) == 2 and r3.objective == r1.objective
    assert "ignoring cache entry" in caplog.text

    # garbage file -> ignored, re-solved, rewritten
    files[0].write_text("{not json")
    oracle.optimal(p, time_limit=20, cache_path=tmp_path)
    assert len(calls) == 3
    assert json.loads(files[0].read_text())["status"] == "optimal"


def test_unproven_results_are_not_cached(tmp_path, monkeypatch):
    import topomilp.exact as exact

    p = StrideSelection(n=12, m=2, objective="diameter")
    real = exact.solve

    def unproven(problem, **kw):
        return replace(real(problem, **kw), status="feasible")

    monkeypatch.setattr(exact, "solve", unproven)
    r = oracle.optimal(p, time_limit=20, cache_path=tmp_path)
    assert r.status == "feasible"
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(oracle.OracleInconclusive):
        oracle.optimal(p, time_limit=20, cache_path=tmp_path, require_optimal=True)


def test_cache_dir_resolution(tmp_path, monkeypatch):
    monkeypatch.setenv(oracle.CACHE_ENV, str(tmp_path / "x"))
    assert oracle.cache_dir() == tmp_path / "x"
    assert oracle.cache_dir(tmp_path / "y") == tmp_path / "y"
    monkeypatch.delenv(oracle.CACHE_ENV)
    monkeypatch.chdir(tmp_path)
    assert oracle.cache_dir() == tmp_path / ".topomilp-cache"


def test_bad_arguments_are_input_errors(tmp_path):
    with pytest.raises(TopomilpInputError, match="workload"):
        oracle.optimal(__import__("topomilp").Cluster(6, 2), None, cache_path=tmp_path)
    with pytest.raises(TopomilpInputError, match="problem"):
        oracle.optimal("joint_topology", cache_path=tmp_path)


# --------------------------------------------------------------------------- topologies
from topomilp.model import Cluster  # noqa: E402
from topomilp.testing import workload_min_time_lp  # noqa: E402
from topomilp.workloads import all_to_all  # noqa: E402

C63 = Cluster(6, 3)
A2A = all_to_all(6)
# 6-ring plus the three long diagonals (the 3-regular "Moebius-Kantor-like" prism): diameter 2
GOOD = Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)] + [(0, 3), (1, 4), (2, 5)])
# 6-ring plus a second link on three ring edges: degree 3, diameter 3, wasted parallel links
BAD = Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)] + [(0, 1), (2, 3), (4, 5)])


def test_oracle_passes_the_optimum_and_fails_a_bad_topology(tmp_path):
    res = oracle.optimal(C63, A2A, time_limit=30, cache_path=tmp_path)
    assert res.status == "optimal"
    t_opt, lb = oracle.result_time_bounds(res)
    # the optimum is attained by GOOD (checked with scipy's LP, not the PuLP models)
    t_good = workload_min_time_lp(GOOD, C63, A2A)
    t_bad = workload_min_time_lp(BAD, C63, A2A)
    assert t_opt == pytest.approx(t_good, rel=1e-6)
    assert oracle.assert_within_optimal(GOOD, C63, A2A, time_limit=30, cache_path=tmp_path) == \
        pytest.approx(1.0, abs=1e-6)
    # the optimal solution's own topology passes too
    assert oracle.assert_within_optimal(res.solution.topology, C63, A2A, time_limit=30,
                                        cache_path=tmp_path) == pytest.approx(1.0, abs=1e-6)
    with pytest.raises(AssertionError, match=r"1\.71\d*x the optimum"):
        oracle.assert_within_optimal(BAD, C63, A2A, rtol=0.5, time_limit=30, cache_path=tmp_path)
    ratio = oracle.assert_within_optimal(BAD, C63, A2A, rtol=0.75, time_limit=30, cache_path=tmp_path)
    assert ratio == pytest.approx(t_bad / t_good, rel=1e-6)


def test_oracle_routing_modes_and_port_budget(tmp_path):
    c = Cluster(6, 2)
    ring = Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)])
    # on the 6-ring, single shortest paths load one direction of the ring more than the LP
    sp = oracle.assert_within_optimal(ring, c, A2A, rtol=1.0, routing="shortest_path", time_limit=30,
                                      cache_path=tmp_path)
    opt = oracle.assert_within_optimal(ring, c, A2A, routing="optimal", time_limit=30, cache_path=tmp_path)
    assert opt == pytest.approx(1.0, abs=1e-6)
    from topomilp.evaluate import evaluate_workload
    assert sp == pytest.approx(evaluate_workload(ring, c, A2A).time_s / workload_min_time_lp(ring, c, A2A),
                               rel=1e-6)
    assert sp > 1.0
    with pytest.raises(AssertionError, match="port budget"):
        oracle.assert_within_optimal(GOOD, c, A2A, cache_path=tmp_path)  # degree 3 on a d=2 cluster
    two_triangles = Topology.from_edges(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)])
    for mode in ("optimal", "shortest_path"):
        with pytest.raises(AssertionError, match="infinite time"):
            oracle.assert_within_optimal(two_triangles, c, A2A, rtol=100, routing=mode, cache_path=tmp_path)
    with pytest.raises(TopomilpInputError, match="rtol"):
        oracle.assert_within_optimal(ring, c, A2A, rtol=-1, cache_path=tmp_path)
    with pytest.raises(TopomilpInputError, match="routing"):
        oracle.assert_within_optimal(ring, c, A2A, routing="own", cache_path=tmp_path)


def test_fixture_is_available(topo_oracle):
    assert isinstance(topo_oracle, oracle.Oracle)
    ratio = topo_oracle.assert_within_optimal(GOOD, C63, A2A, time_limit=30)
    assert ratio == pytest.approx(1.0, abs=1e-6)
    with pytest.raises(AssertionError):
        topo_oracle.assert_within_optimal(BAD, C63, A2A, rtol=0.1, time_limit=30)


def _readme_oracle_example() -> str:
    """The first Python block under README's "Using topomilp as a test oracle"."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    section = readme.split("## Using topomilp as a test oracle", 1)[1]
    return section.split("```python\n", 1)[1].split("```", 1)[0]


# the README's example, verbatim, plus one failing test
README_EXAMPLE = _readme_oracle_example()
USER_TEST = README_EXAMPLE + '''

def test_parallel_links_are_not(topo_oracle):
    bad = Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)] + [(0, 1), (2, 3), (4, 5)])
    topo_oracle.assert_within_optimal(bad, Cluster(6, 3), all_to_all(6), rtol=0.05)
'''


def test_plugin_loads_through_the_entry_point(tmp_path):
    (tmp_path / "test_user.py").write_text(USER_TEST)
    env = dict(os.environ, TOPOMILP_CACHE_DIR=str(tmp_path / "cache"))
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_user.py"]
    p = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert "1 failed, 2 passed" in p.stdout, p.stdout + p.stderr
    assert "OracleFailure" in p.stdout and "x the optimum" in p.stdout
    cached = sorted((tmp_path / "cache").glob("*.json"))
    assert {f.name.split("-")[0] for f in cached} == {"joint_topology", "routing"}
    stamps = {f: f.stat().st_mtime_ns for f in cached}
    p2 = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert "1 failed, 2 passed" in p2.stdout
    assert {f: f.stat().st_mtime_ns for f in cached} == stamps  # second run: cache hits only


def test_ctrl_c_still_raises_after_a_cpsat_solve(tmp_path):
    # CP-SAT's own SIGINT handler would leave SIG_DFL behind after a solve; exact.solve
    # turns it off, so a later Ctrl-C is a KeyboardInterrupt (not an abrupt kill)
    code = textwrap.dedent("""
        import os, signal
        signal.signal(signal.SIGINT, signal.default_int_handler)
        from topomilp import oracle
        from topomilp.exact.stride_selection import StrideSelection
        r = oracle.optimal(StrideSelection(n=12, m=2), backend="cpsat", time_limit=20, cache=False)
        assert r.status == "optimal"
        try:
            os.kill(os.getpid(), signal.SIGINT)
            import time; time.sleep(1)
            print("no interrupt")
        except KeyboardInterrupt:
            print("KeyboardInterrupt")
    """)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert p.returncode == 0, (p.returncode, p.stderr)
    assert p.stdout.strip() == "KeyboardInterrupt"


def test_readme_plain_python_oracle_example_runs(tmp_path):
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    section = readme.split("## Using topomilp as a test oracle", 1)[1]
    blocks = [b.split("```", 1)[0] for b in section.split("```python\n")[1:]]
    plain = next(b for b in blocks if "from topomilp.oracle import" in b)
    env = dict(os.environ, TOPOMILP_CACHE_DIR=str(tmp_path / "cache"))
    p = subprocess.run([sys.executable, "-c", plain], cwd=tmp_path, env=env, capture_output=True,
                       text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("optimal ")
