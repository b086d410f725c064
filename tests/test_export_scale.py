"""Exported models map back to topomilp's optimum (docs/interchange.md §4):
``external optimum x scale + constant = topomilp's optimum``, with the objective offset
carried in the file; MPS files minimise (a maximisation negated, ``scale < 0``) and
start with ``NAME`` (SCIP's reader refuses anything before it). Every instance-library
.mps file is read by HiGHS's own MPS reader (``highspy.Highs().readModel``, not PuLP)
and by OR-Tools' MPS importer (solved with the SCIP or CP-SAT OR-Tools bundles),
solved, and mapped back to the recorded optimum; fresh exports in every format are
checked against ``solve``."""

from __future__ import annotations

import json
import math
from pathlib import Path

import highspy
import pytest

from topomilp.cli import main
from topomilp.exact import solve
from topomilp.exact.base import ExportInfo, export_model
from topomilp.exact.min_hops_topology import MinHopsTopology
from topomilp.exact.stride_selection import StrideSelection
from topomilp.model import Cluster

ROOT = Path(__file__).resolve().parents[1] / "formulations" / "instances"
MPS = sorted(p for p in ROOT.glob("*.json") if "mps" in json.loads(p.read_text())["files"])


def _highs(path: Path) -> tuple[float, highspy.Highs]:
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("time_limit", 60.0)
    h.setOptionValue("mip_rel_gap", 1e-9)
    assert h.readModel(str(path)) == highspy.HighsStatus.kOk
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    return h.getInfo().objective_function_value, h


def test_library_has_every_mps_with_its_mapping():
    assert len(MPS) == 24
    for p in MPS:
        mo = json.loads(p.read_text())["mps_objective"]
        assert set(mo) >= {"sense", "scale", "constant", "file_offset", "formula"}
        ExportInfo.from_dict(mo)  # validated


@pytest.mark.parametrize("path", MPS, ids=lambda p: p.stem)
def test_highs_reads_each_instance_and_maps_back_to_the_recorded_optimum(path):
    rec = json.loads(path.read_text())
    info = ExportInfo.from_dict(rec["mps_objective"])
    external, h = _highs(ROOT / rec["files"]["mps"])
    lp = h.getLp()
    assert info.sense == "min" and lp.sense_ == highspy.ObjSense.kMinimize        # every MPS file minimises
    assert (info.scale < 0) == (rec["sense"] == "max")                            # a maximum, negated
    assert lp.offset_ == pytest.approx(info.file_offset, abs=1e-9)                  # objective-row RHS
    assert info.to_topomilp(external) == pytest.approx(rec["optimum"], rel=1e-6, abs=1e-9)
    # a reader that drops the offset gets there with file_offset added first
    linear = external - lp.offset_
    assert (linear + info.file_offset) * info.scale + info.constant == pytest.approx(rec["optimum"], rel=1e-6,
                                                                                      abs=1e-9)


def test_the_cases_of_the_issue_were_wrong_without_sense_and_offset():
    # min_hops_topology-n6-d3-uniform: the offset (5 in the file) is what made -3.6 of 1.4
    rec = json.loads((ROOT / "min_hops_topology-n6-d3-uniform.json").read_text())
    external, h = _highs(ROOT / rec["files"]["mps"])
    assert rec["optimum"] == pytest.approx(1.4) and external - h.getLp().offset_ == pytest.approx(-3.6)
    # joint_topology-n4-d2-all_to_all: a maximisation whose file is scaled by 1/781.25
    rec = json.loads((ROOT / "joint_topology-n4-d2-all_to_all.json").read_text())
    external, _ = _highs(ROOT / rec["files"]["mps"])
    assert rec["sense"] == "max" and external * rec["mps_objective"]["scale"] == pytest.approx(390.625)
    assert external < 0  # written as min -f


MPS_SECTIONS = ("NAME", "ROWS", "COLUMNS", "RHS", "RANGES", "BOUNDS", "ENDATA")


@pytest.mark.parametrize("path", MPS, ids=lambda p: p.stem)
def test_each_instance_file_has_the_section_order_every_mps_reader_accepts(path):
    # SCIP's reader stops at a first line other than NAME (PuLP's OBJSENSE section came first)
    text = (ROOT / json.loads(path.read_text())["files"]["mps"]).read_text()
    assert text.startswith("NAME ")
    sections = [ln.split()[0] for ln in text.splitlines() if ln and not ln[0].isspace() and ln[0] != "*"]
    assert "OBJSENSE" not in sections and "OBJSENSE" not in text
    assert sections == [s for s in MPS_SECTIONS if s in sections] and sections[-1] == "ENDATA"


# OR-Tools' bundled SCIP needs 10 s for this pure-integer model, its CP-SAT 4 s
ORTOOLS_SOLVER = {"stride_selection-n20-m2-total-all-simplex": "sat"}


@pytest.mark.parametrize("path", MPS, ids=lambda p: p.stem)
def test_ortools_reads_each_instance_and_maps_back_to_the_recorded_optimum(path):
    from ortools.linear_solver.python import model_builder

    rec = json.loads(path.read_text())
    info = ExportInfo.from_dict(rec["mps_objective"])
    model = model_builder.ModelBuilder()
    assert model.import_from_mps_file(str(ROOT / rec["files"]["mps"]))
    assert model.num_variables > 0 and not model.helper.maximize()
    assert model.objective_offset == pytest.approx(info.file_offset, abs=1e-9)   # objective-row RHS, negated
    solver = model_builder.Solver(ORTOOLS_SOLVER.get(path.stem, "scip"))
    solver.set_time_limit_in_seconds(60)
    assert solver.solve(model) == model_builder.SolveStatus.OPTIMAL
    # OR-Tools reports the objective with the file's offset (the objective row's negated RHS)
    assert info.to_topomilp(solver.objective_value) == pytest.approx(rec["optimum"], rel=1e-6, abs=1e-9)


@pytest.mark.parametrize("ext", [".mps", ".lp"])
def test_fresh_exports_map_back_to_solve(tmp_path, ext):
    # a constant in the objective (total hops with fixed terms) and a scaled maximisation
    problems = [StrideSelection(24, 3, "total_hops"), MinHopsTopology(Cluster(6, 3))]
    for k, problem in enumerate(problems):
        info = export_model(problem, tmp_path / f"m{k}{ext}")
        assert info.format == ext[1:] and info.file_offset != 0
        external, _ = _highs(Path(info.path))
        r = solve(problem, backend="cpsat", time_limit=30)
        assert r.status == "optimal"
        assert info.to_topomilp(external) == pytest.approx(r.objective, rel=1e-6)


def test_cpsat_proto_maps_back(tmp_path):
    from ortools.sat.python import cp_model

    for problem, optimum in ((MinHopsTopology(Cluster(6, 3)), 1.4),
                             (StrideSelection(24, 3, "total_hops"), 46.0)):
        info = export_model(problem, tmp_path / "m.pbtxt")
        model = cp_model.CpModel()
        model.Proto().parse_text_format((tmp_path / "m.pbtxt").read_text())
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        assert solver.Solve(model) == cp_model.OPTIMAL
        assert info.to_topomilp(solver.ObjectiveValue()) == pytest.approx(optimum)


def test_cli_export_states_sense_scale_and_constant(tmp_path, capsys):
    mps = tmp_path / "j.mps"
    rc = main(["export", "joint_topology", "--n", "4", "--d", "2", "--workload", "all_to_all", "--mps", str(mps),
               "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0
    obj = doc["objective"]
    assert obj["sense"] == "min" and obj["scale"] < 0   # the maximisation, negated
    assert obj["formula"] == "topomilp_optimum = external_optimum * scale + constant"
    external, _ = _highs(mps)
    assert math.isclose(external * obj["scale"] + obj["constant"], 390.625, rel_tol=1e-6)
