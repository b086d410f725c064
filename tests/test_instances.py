"""The reference instance library (formulations/instances): every stored optimum is
reproduced by re-solving the stored problem with the stored backend."""

from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

import pytest

from topomilp.exact import PROBLEMS, problem_class, solve

ROOT = Path(__file__).resolve().parents[1] / "formulations"
FILES = sorted((ROOT / "instances").glob("*.json"))
FAST_S = 2.0


def _record(path: Path) -> dict:
    return json.loads(path.read_text())


def test_library_covers_every_problem():
    records = [_record(p) for p in FILES]
    assert len(records) >= 20
    assert {r["problem_name"] for r in records} == set(PROBLEMS)
    for r in records:
        assert r["status"] == "optimal" and r["verified"], r["name"]
        assert r["gap"] is not None and r["gap"] <= 1e-6, r["name"]
        assert r["backend"] in ("highs", "cbc", "cpsat") and r["backend_version"], r["name"]
        assert r["wall_s"] >= 0
        if "mps" in r["files"]:
            assert (ROOT / "instances" / r["files"]["mps"]).stat().st_size > 0


@pytest.mark.parametrize("path", [p for p in FILES if _record(p)["wall_s"] < FAST_S], ids=lambda p: p.stem)
def test_fast_instances_reproduce_their_optimum(path):
    rec = _record(path)
    problem = problem_class(rec["problem_name"]).from_dict(rec["problem"])
    assert problem.to_dict()["problem"] == rec["problem_name"]
    r = solve(problem, backend=rec["backend"], time_limit=20, threads=1)
    assert r.status == "optimal" and r.verified
    assert math.isclose(r.objective, rec["optimum"], rel_tol=1e-6, abs_tol=1e-9), (r.objective, rec["optimum"])


def test_mps_file_reproduces_an_optimum():
    import pulp

    rec = _record(ROOT / "instances" / "mp_matching-n6-d2-harmonic.json")
    mo = rec["mps_objective"]
    assert rec["sense"] == "max" and mo["sense"] == "min" and mo["scale"] < 0  # MPS files minimise -f
    _, prob = pulp.LpProblem.fromMPS(str(ROOT / "instances" / rec["files"]["mps"]), sense=pulp.LpMinimize)
    prob.solve(pulp.HiGHS(msg=False))
    # the file holds the scaled model: external optimum x scale + constant (docs/interchange.md §4)
    assert pulp.value(prob.objective) * mo["scale"] + mo["constant"] == pytest.approx(rec["optimum"])


def test_make_instances_check_mode(capsys):
    spec = importlib.util.spec_from_file_location("make_instances", ROOT / "make_instances.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main(["--check", "--only", "stride_selection-n12-m2-diameter-all", "degree_split-n6-d4-dlrm"]) == 0
    assert "2/2 instances reproduce" in capsys.readouterr().out


def test_every_stored_mps_is_what_the_exporter_writes_today():
    spec = importlib.util.spec_from_file_location("make_instances", ROOT / "make_instances.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    stale = {p.stem: why for p in FILES if (why := mod.stale_mps(p))}
    assert not stale, stale
