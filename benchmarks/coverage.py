"""Coverage of proven optima over the small-cluster grid (benchmarks/RESULTS.md,
"Coverage of proven optima"), run through the sweep (:mod:`topomilp.sweep`, docs/sweep.md).

Grid: n in {6, 8, 10, 12, 14, 16}, d in {3, 4, 5, 6} with d < n - 1 and n*d even under
duplex; workloads allreduce, dlrm_like, hybrid, all_to_all, skewed, permutation; both
link models; the exact ``joint_topology`` only, with a time limit per instance (60 s).
Per instance: status, time to proof, gap, objective. Per (link model, workload): the
fraction proven within the limit and the median time to proof. Targets: at
least 95 % of the grid proven; uniform all-to-all under duplex proven at every point.

    .venv/bin/python benchmarks/coverage.py --quick --workers 2 --out /tmp/coverage
    .venv/bin/python benchmarks/coverage.py --workers 8 --out runs/coverage --resume
    .venv/bin/python benchmarks/coverage.py --scheduler tcp://head:8786 --out runs/coverage

``--quick``: the sub-grid n in {6, 8}, d in {3, 4}. ``--extended``: the extension grid
instead (benchmarks/RESULTS.md, "Coverage at n = 18 and 20"): n in {18, 20}, d in {3, 4, 5, 6},
duplex links, workloads all_to_all, allreduce and dlrm_like (24 instances, target: all
proven within 60 s), reported in its own table; the 264-instance grid above is unchanged.

    .venv/bin/python benchmarks/coverage.py --extended --workers 1 --out runs/coverage-ext

``--n`` / ``--d`` / ``--link-model`` / ``--workloads`` narrow either grid further.
Writes the sweep's files (``--out``), with this report added to the sweep's summary, and prints the report.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from topomilp.cliargs import error_line, int_min, name_list, positive_float
from topomilp.errors import TopomilpInputError
from topomilp.sweep import (
    SUMMARY_MD,
    SweepConfig,
    connect,
    parse_int_grid,
    proof_summary,
    run_sweep,
    time_to_proof,
    write_outputs,
)

NS = (6, 8, 10, 12, 14, 16)
DS = (3, 4, 5, 6)
QUICK_NS = (6, 8)
QUICK_DS = (3, 4)
WORKLOADS = ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed", "permutation")
LINK_MODELS = ("duplex", "simplex")
METHOD = "joint_topology"
TARGET = 0.95
EXT_NS = (18, 20)
EXT_LINK_MODELS = ("duplex",)
EXT_WORKLOADS = ("all_to_all", "allreduce", "dlrm_like")
EXT_TARGET = 1.0


def grid(extended: bool = False, quick: bool = False) -> dict:
    """The grid's axes: ``{"ns", "ds", "link_models", "workloads", "target"}``.

    >>> g = grid(extended=True); (g["ns"], g["link_models"], g["target"])
    ((18, 20), ('duplex',), 1.0)
    """
    if extended:
        return {"ns": EXT_NS, "ds": DS, "link_models": EXT_LINK_MODELS, "workloads": EXT_WORKLOADS,
                "target": EXT_TARGET}
    return {"ns": QUICK_NS if quick else NS, "ds": QUICK_DS if quick else DS, "link_models": LINK_MODELS,
            "workloads": WORKLOADS, "target": TARGET}


def report(run, limit: float, command: str, target: float = TARGET) -> str:
    """The Markdown of one coverage run: per instance, per (link model, workload), totals."""
    rows = [r for r in run.rows if r.method == METHOD]
    lines = [f"`{command}`", "",
             f"{len(rows)} instances, wall {run.wall_s:.1f} s, workers {run.config.workers}"
             + (f", scheduler {run.config.scheduler}" if run.config.scheduler else "")
             + f", time limit {limit:g} s per instance", ""]
    summ = proof_summary(rows, METHOD, limit_s=limit)
    lines += ["| link model | workload | instances | proven within limit | median time to proof (s) |",
              "|---|---|---|---|---|"]
    for p in summ:
        med = "-" if p["median_time_s"] is None else f"{p['median_time_s']:.2f}"
        lines.append(f"| {p['link_model']} | {p['workload']} | {p['instances']} | {p['proven']}/{p['instances']} "
                     f"({p['fraction_proven']:.0%}) | {med} |")
    proven = sum(p["proven"] for p in summ)
    total = sum(p["instances"] for p in summ)
    a2a = [r for r in rows if r.workload == "all_to_all" and r.config["link_model"] == "duplex"]
    a2a_ok = sum(t is not None and t <= limit for t in map(time_to_proof, a2a))
    lines += ["", f"Proven within {limit:g} s: {proven}/{total} ({proven / max(total, 1):.1%}; target "
              f">= {target:.0%}). Uniform all-to-all under duplex: {a2a_ok}/{len(a2a)} proven.", ""]
    lines += ["| n | d | link | workload | status | time to proof (s) | gap | objective (ms) |",
              "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        c = r.config
        t = time_to_proof(r)
        lines.append(f"| {c['n']} | {c['d']} | {c['link_model']} | {r.workload} | {r.status} | "
                     f"{'-' if t is None else f'{t:.2f}'} | {'-' if r.gap is None else f'{r.gap:.4f}'} | "
                     f"{'-' if r.comm_time_ms is None else f'{r.comm_time_ms:.4f}'} |")
    if run.failed:
        lines += ["", "Failed instances:"] + [f"- {i.label()}: {why}" for i, why in run.failed]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help=f"n in {QUICK_NS}, d in {QUICK_DS}")
    p.add_argument("--extended", action="store_true",
                   help=f"the extension grid: n in {EXT_NS}, duplex, {', '.join(EXT_WORKLOADS)}")
    p.add_argument("--n", type=parse_int_grid, default=None, help=f"node counts (default {NS})")
    p.add_argument("--d", type=parse_int_grid, default=None, help=f"ports (default {DS})")
    p.add_argument("--link-model", type=name_list, default=None, help=f"default {LINK_MODELS}")
    p.add_argument("--workloads", type=name_list, default=None, help=f"default {WORKLOADS}")
    p.add_argument("--time-limit", type=positive_float, default=60.0, help="seconds per instance (default 60)")
    p.add_argument("--workers", type=int_min(1), default=1)
    p.add_argument("--scheduler", default=None, metavar="ADDRESS")
    p.add_argument("--out", type=Path, default=None, metavar="DIR")
    p.add_argument("--resume", action="store_true")
    p.add_argument("--json", action="store_true", help="print the sweep's JSON document instead")
    args = p.parse_args(argv)
    axes = grid(extended=args.extended, quick=args.quick)
    ns = args.n or axes["ns"]
    ds = args.d or axes["ds"]
    command = "python benchmarks/coverage.py " + " ".join(sys.argv[1:] if argv is None else argv)
    try:
        cfg = SweepConfig(ns=ns, ds=ds, link_models=args.link_model or axes["link_models"],
                          workloads=args.workloads or axes["workloads"], methods=(METHOD,),
                          time_limit=args.time_limit, workers=args.workers, scheduler=args.scheduler,
                          out=args.out, resume=args.resume, skip_inadmissible=True, quiet=True)
        client = connect(args.scheduler) if args.scheduler else None
    except TopomilpInputError as exc:
        return error_line(str(exc))
    t0 = time.perf_counter()
    try:
        run = run_sweep(cfg, client=client,
                        progress=lambda k, total, label: print(f"[{k}/{total}] {time.perf_counter() - t0:7.1f} s "
                                                               f"{label}", file=sys.stderr, flush=True))
    finally:
        if client is not None:
            client.close()
    text = report(run, args.time_limit, command, target=axes["target"])
    if args.out is not None:
        write_outputs(run, command)
        summary = args.out / SUMMARY_MD     # the sweep's summary, then the coverage report
        tmp = summary.with_name("." + summary.name + ".tmp")
        heading = "\n## Coverage at n = 18 and 20\n\n" if args.extended else "\n## Coverage\n\n"
        tmp.write_text(summary.read_text(encoding="utf-8") + heading + text, encoding="utf-8")
        os.replace(tmp, summary)            # readers see the old summary or the new one
    if args.json:
        print(json.dumps(run.document(), allow_nan=False))
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
