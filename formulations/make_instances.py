"""Build (or re-check) the reference instance library of the exact problems.

Every instance is solved to *proven* optimality, verified by the problem's independent
verifier, and written to ``formulations/instances/<name>.json`` (the problem dict, the
optimum, status, bound, gap, backend and its version, wall time, the solution) plus
``<name>.mps`` where the problem has a MILP model, with ``mps_objective`` in the JSON
stating the file's sense, scale and constant: ``external optimum x scale + constant =
optimum`` (docs/interchange.md §4). Files are written atomically.

    python formulations/make_instances.py            # (re)build every instance
    python formulations/make_instances.py --check    # re-solve and compare with the files
    python formulations/make_instances.py --only stride_selection-n12-m2-diameter-all
    python formulations/make_instances.py --export-only   # rewrite the .mps files only

Problems whose module is missing are skipped with a message (the library picks them up
when they appear). Paper: TopoOpt (NSDI 2023, arXiv 2202.00433).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # the checkout's topomilp, not another installed copy
    sys.path.insert(0, str(HERE.parent))
OUT = HERE / "instances"
RTOL = 1e-6


# --------------------------------------------------------------------------- instances
def _int_traffic(n: int, seed: int, *, k: int | None = None, density: float = 1.0) -> np.ndarray:
    """Integer random traffic (MB units), optionally only inside the cosets of n/k."""
    rng = np.random.default_rng(seed)
    t = rng.integers(1, 10, size=(n, n)).astype(float) * (rng.random((n, n)) < density)
    if k is not None:
        same = np.subtract.outer(np.arange(n), np.arange(n)) % (n // k) == 0
        t[~same] = 0
    np.fill_diagonal(t, 0)
    return t


def _stride() -> Iterator[tuple[str, Callable[[], Any], str]]:
    from topomilp.exact.stride_selection import StrideSelection as S

    yield "stride_selection-n12-m2-diameter-all", lambda: S(12, 2, "diameter", "all"), "cpsat"
    yield "stride_selection-n16-m4-diameter-coprime", lambda: S(16, 4, "diameter"), "cpsat"
    yield "stride_selection-n24-m3-total-coprime", lambda: S(24, 3, "total_hops"), "cpsat"
    yield "stride_selection-n20-m2-total-all-simplex", lambda: S(20, 2, "total_hops", "all",
                                                                 link_model="simplex"), "cpsat"
    yield "stride_selection-n12-k6-weighted", lambda: S(12, 1, "weighted_hops", "all", group_size=6,
                                                        traffic=_int_traffic(12, 1, k=6)), "highs"
    yield "stride_selection-n15-m2-weighted-all", lambda: S(15, 2, "weighted_hops", "all",
                                                            traffic=_int_traffic(15, 2)), "cpsat"


def _matching() -> Iterator[tuple[str, Callable[[], Any], str]]:
    from topomilp.exact.mp_matching import MPMatching as M

    ring6 = np.roll(np.eye(6, dtype=int), 1, axis=1)
    yield "mp_matching-n6-d2-harmonic", lambda: M(6, 2, _int_traffic(6, 3, density=0.6)), "highs"
    yield "mp_matching-n6-d3-harmonic", lambda: M(6, 3, _int_traffic(6, 4, density=0.6)), "cpsat"
    yield "mp_matching-n5-d2-harmonic-simplex", lambda: M(5, 2, _int_traffic(5, 5), link_model="simplex"), "cbc"
    yield "mp_matching-n6-d2-hops", lambda: M(6, 2, _int_traffic(6, 6, density=0.5), "weighted_hops"), "highs"
    yield "mp_matching-n6-d1-hops-fixed-ring", lambda: M(6, 1, _int_traffic(6, 7, density=0.5), "weighted_hops",
                                                         fixed_links=ring6 + ring6.T), "cpsat"


def _split() -> Iterator[tuple[str, Callable[[], Any], str]]:
    from topomilp import workloads as W
    from topomilp.exact.degree_split import DegreeSplit as D
    from topomilp.model import AllReduceGroup, Cluster, Workload

    def mixed(n: int) -> Workload:
        mp = _int_traffic(n, 8, density=0.5) * 1e6
        return Workload(n, groups=(AllReduceGroup(tuple(range(n)), 20e6),), mp=mp, name="mixed")

    yield "degree_split-n6-d4-dlrm", lambda: D(Cluster(6, 4), W.dlrm_like(6)), "highs"
    yield "degree_split-n8-d4-mixed", lambda: D(Cluster(8, 4), mixed(8)), "highs"
    yield "degree_split-n8-d3-mixed-simplex", lambda: D(Cluster(8, 3, link_model="simplex"), mixed(8)), "cbc"
    yield "degree_split-n8-d6-dlrm-heuristic", lambda: D(Cluster(8, 6), W.dlrm_like(8), routing="heuristic"), "highs"


def _joint() -> Iterator[tuple[str, Callable[[], Any], str]]:
    from topomilp import workloads as W
    from topomilp.exact.joint import JointTopology as J
    from topomilp.model import Cluster

    yield "joint_topology-n4-d2-all_to_all", lambda: J(Cluster(4, 2), W.all_to_all(4)), "highs"
    yield "joint_topology-n6-d2-permutation", lambda: J(Cluster(6, 2), W.permutation(6, seed=1)), "highs"
    yield "joint_topology-n4-d2-allreduce", lambda: J(Cluster(4, 2), W.allreduce(4)), "highs"


def _routing() -> Iterator[tuple[str, Callable[[], Any], str]]:
    from topomilp import workloads as W
    from topomilp.exact.routing import RoutingProblem as R
    from topomilp.model import Cluster, Topology

    def ring(n: int, strides: tuple[int, ...]) -> Topology:
        links = np.zeros((n, n), dtype=int)
        for p in strides:
            for u in range(n):
                links[u, (u + p) % n] += 1
                links[(u + p) % n, u] += 1
        return Topology(links)

    yield "routing-n8-d4-circulant-all_to_all", lambda: R(ring(8, (1, 3)), Cluster(8, 4), W.all_to_all(8)), "highs"
    yield "routing-n6-d4-circulant-allreduce-mutable", lambda: R(ring(6, (1, 2)), Cluster(6, 4), W.allreduce(6),
                                                                  allreduce="mutable"), "highs"
    yield "routing-n6-d2-ring-skewed-single-path", lambda: R(ring(6, (1,)), Cluster(6, 2), W.skewed(6, seed=2),
                                                             single_path=True), "highs"


def _min_hops() -> Iterator[tuple[str, Callable[[], Any], str]]:
    from topomilp.exact.min_hops_topology import MinHopsTopology as H
    from topomilp.model import Cluster

    yield "min_hops_topology-n6-d3-uniform", lambda: H(Cluster(6, 3)), "cpsat"
    yield "min_hops_topology-n6-d2-diameter", lambda: H(Cluster(6, 2), objective="diameter"), "cpsat"
    yield "min_hops_topology-n5-d2-weighted", lambda: H(Cluster(5, 2), traffic=_int_traffic(5, 9)), "highs"


SOURCES: dict[str, Callable[[], Iterator[tuple[str, Callable[[], Any], str]]]] = {
    "stride_selection": _stride, "mp_matching": _matching, "degree_split": _split,
    "joint_topology": _joint, "routing": _routing, "min_hops_topology": _min_hops,
}


def available() -> Iterator[tuple[str, Callable[[], Any], str]]:
    """Every instance whose problem module can be imported."""
    from topomilp.exact import PROBLEMS

    for problem, source in SOURCES.items():
        try:
            importlib.import_module(PROBLEMS[problem][0])
        except ImportError as exc:
            print(f"skip {problem}: module not available ({exc})", file=sys.stderr)
            continue
        yield from source()


# --------------------------------------------------------------------------- files
def _atomic_write(path: Path, write: Callable[[str], None]) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=path.suffix, dir=path.parent)
    os.close(fd)
    try:
        write(tmp)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _jsonable(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {str(k): _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_jsonable(v) for v in obj]
    if isinstance(obj, np.ndarray):
        return _jsonable(obj.tolist())
    if isinstance(obj, (np.integer,)):
        return int(obj)
    if isinstance(obj, (np.floating, float)):
        v = float(obj)
        return v if math.isfinite(v) else str(v)
    return obj


def _compact(text: str) -> str:
    """Put innermost JSON lists (matrix rows, flows) on one line."""
    return re.sub(r"\[\s+([^\[\]{}]*?)\s+\]", lambda m: "[" + " ".join(m.group(1).split()) + "]", text)


def build(name: str, make: Callable[[], Any], backend: str, out: Path, time_limit: float) -> dict[str, Any]:
    """Solve one instance to proven optimality and write its JSON (+ .mps)."""
    from topomilp.exact import solve
    from topomilp.exact.base import export_model

    problem = make()
    result = solve(problem, backend=backend, time_limit=time_limit, threads=1)
    if result.status != "optimal":
        raise SystemExit(f"{name}: {backend} did not prove optimality ({result.status}: {result.message})")
    record = {
        "name": name, "problem_name": problem.name, "problem": problem.to_dict(),
        "optimum": result.objective, "sense": result.sense, "status": result.status, "bound": result.bound,
        "gap": result.gap, "backend": result.backend, "backend_version": result.backend_version,
        "wall_s": round(result.wall_s, 4), "verified": result.verified,
        "discretisation": result.discretisation, "solution": result.to_dict()["solution"], "files": {},
    }
    if "highs" in problem.backends or "cbc" in problem.backends:
        mps = out / f"{name}.mps"
        infos = []
        _atomic_write(mps, lambda tmp: infos.append(export_model(problem, tmp)))
        record["files"]["mps"] = mps.name
        # external optimum (offset included) * scale + constant = optimum (docs/interchange.md §4)
        record["mps_objective"] = {k: v for k, v in infos[0].to_dict().items() if k != "path"}
    text = _compact(json.dumps(_jsonable(record), indent=1, sort_keys=True)) + "\n"
    _atomic_write(out / f"{name}.json", lambda tmp: Path(tmp).write_text(text))
    return record


def reexport(path: Path) -> dict[str, Any]:
    """Rewrite a stored instance's ``.mps`` from its stored problem and record the file's
    objective mapping (``mps_objective``) in its JSON; the stored optimum is kept (no
    re-solve)."""
    from topomilp.exact.base import export_model

    record, problem = load(path)
    if "highs" not in problem.backends and "cbc" not in problem.backends:
        return record
    mps = path.parent / f"{record['name']}.mps"
    infos = []
    _atomic_write(mps, lambda tmp: infos.append(export_model(problem, tmp)))
    record["files"]["mps"] = mps.name
    record["mps_objective"] = {k: v for k, v in infos[0].to_dict().items() if k != "path"}
    text = _compact(json.dumps(_jsonable(record), indent=1, sort_keys=True)) + "\n"
    _atomic_write(path, lambda tmp: Path(tmp).write_text(text))
    return record


def load(path: Path) -> tuple[dict[str, Any], Any]:
    """``(record, problem)`` of a stored instance file."""
    from topomilp.exact import problem_class

    record = json.loads(path.read_text())
    return record, problem_class(record["problem_name"]).from_dict(record["problem"])


def stale_mps(path: Path) -> str:
    """Why a stored instance's ``.mps`` (or its ``mps_objective``) differs from a fresh
    export of its stored problem ("" when both agree, or without an ``.mps``)."""
    from topomilp.exact.base import export_model

    record, problem = load(path)
    if "mps" not in record.get("files", {}):
        return ""
    with tempfile.TemporaryDirectory() as tmp:
        info = export_model(problem, Path(tmp) / "fresh.mps")
        fresh = Path(info.path).read_text()
    mapping = _jsonable({k: v for k, v in info.to_dict().items() if k != "path"})
    if (path.parent / record["files"]["mps"]).read_text() != fresh:
        return ".mps differs from a fresh export (rebuild with --export-only)"
    if record.get("mps_objective") != mapping:
        return f"mps_objective {record.get('mps_objective')} differs from a fresh export's {mapping}"
    return ""


def check(path: Path, time_limit: float) -> tuple[bool, str]:
    """Re-solve a stored instance with its backend; compare status and optimum, and
    the stored ``.mps`` with a fresh export."""
    from topomilp.exact import solve

    record, problem = load(path)
    r = solve(problem, backend=record["backend"], time_limit=time_limit, threads=1)
    ok = r.status == "optimal" and r.verified and math.isclose(
        r.objective, record["optimum"], rel_tol=RTOL, abs_tol=1e-9)
    stale = stale_mps(path)
    return ok and not stale, (f"{record['name']}: {r.status} {r.objective!r} (stored {record['optimum']!r}) "
                              f"in {r.wall_s:.2f}s" + (f"; {stale}" if stale else ""))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT, help="directory of the instance files")
    ap.add_argument("--check", action="store_true", help="re-solve the stored instances and compare")
    ap.add_argument("--only", nargs="*", default=None, help="instance names to build or check")
    ap.add_argument("--time-limit", type=float, default=120.0)
    ap.add_argument("--export-only", action="store_true",
                    help="rewrite the .mps files and their objective mapping from the stored problems (no solve)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.export_only:
        paths = [p for p in sorted(args.out.glob("*.json")) if not args.only or p.stem in args.only]
        for path in paths:
            rec = reexport(path)
            print(f"{rec['name']}: {rec.get('mps_objective', 'no MILP model')}")
        print(f"re-exported {len(paths)} instances in {args.out}")
        return 0
    if args.check:
        paths = sorted(args.out.glob("*.json"))
        if args.only:
            paths = [p for p in paths if p.stem in args.only]
        bad = 0
        for path in paths:
            ok, msg = check(path, args.time_limit)
            bad += not ok
            print(("ok   " if ok else "FAIL ") + msg)
        print(f"{len(paths) - bad}/{len(paths)} instances reproduce their stored optimum")
        return 1 if bad or not paths else 0
    count = 0
    for name, make, backend in available():
        if args.only and name not in args.only:
            continue
        rec = build(name, make, backend, args.out, args.time_limit)
        count += 1
        print(f"{name}: optimum {rec['optimum']!r} ({rec['backend']}, {rec['wall_s']}s)")
    print(f"wrote {count} instances to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
