"""Co-design benchmark: the proven co-optimum of strategy and topology against TopoOpt's
alternating search and the best topology for pure data parallelism (benchmarks/RESULTS.md,
"Co-design: the proven co-optimum vs TopoOpt's alternating search").

The machine is shared: run it with ``nice -n 10``. For each model and cluster size,
one :func:`topomilp.codesign.report.run_codesign` call (the rows of ``topomilp
codesign``) with TopoOpt's search budget (4000 steps; alpha 0.2 for BERT as in TopoOpt's
scripts, 1.0 otherwise). One JSON line per instance is appended to ``--out`` (fsynced)
as soon as it finishes; ``--resume`` skips the instances already there; ``--markdown``
prints the RESULTS table from the files.

    nice -n 10 .venv/bin/python benchmarks/codesign.py --n 12 --d 4 \\
        --out benchmarks/results/codesign/codesign.jsonl
    nice -n 10 .venv/bin/python benchmarks/codesign.py --n 16 --d 4 \\
        --out benchmarks/results/codesign/codesign16.jsonl
    nice -n 10 .venv/bin/python benchmarks/codesign.py --n 128 --d 4 --time-limit 240 \\
        --out benchmarks/results/codesign/codesign128.jsonl
    nice -n 10 .venv/bin/python benchmarks/codesign.py --n 128 --d 8 --time-limit 240 \\
        --out benchmarks/results/codesign/codesign128d8.jsonl
    .venv/bin/python benchmarks/codesign.py --markdown benchmarks/results/codesign/codesign.jsonl,...
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time

MODELS = ("dlrm16", "bert16", "candle16", "vgg16")
#: TopoOpt's scripts' MCMC temperature per model (1.0 is FlexFlow's default)
ALPHA = {"bert16": 0.2}


def one(model: str, n: int, d: int, bandwidth: float, time_limit: float, budget: int, seed: int,
        workers: int) -> dict:
    """One instance: every row of ``topomilp codesign`` and the summary numbers."""
    from topomilp.codesign import Hardware, StrategySpace, load_model
    from topomilp.codesign.report import run_codesign
    from topomilp.model import Cluster

    space = StrategySpace(load_model(model), Hardware(), n)
    cluster = Cluster(n, d, bandwidth)
    t0 = time.perf_counter()
    run = run_codesign(space, cluster, model=model, time_limit=time_limit, budget=budget,
                       alpha=ALPHA.get(model, 1.0), seed=seed, workers=workers,
                       progress=lambda msg: print(f"  {model} n={n} d={d}: {msg}", file=sys.stderr, flush=True))
    rows = {r.method: r for r in run.rows}
    opt = run.optimum
    ref = opt.time_s if opt.status == "optimal" else opt.bound_s

    def t(method: str) -> float | None:
        r = rows.get(method)
        return None if r is None else r.iteration_time_s

    return {"model": model, "n": n, "d": d, "bandwidth_gbps": bandwidth, "time_limit": time_limit,
            "budget": budget, "alpha": ALPHA.get(model, 1.0), "seed": seed, "wall_s": time.perf_counter() - t0,
            "status": opt.status, "optimum_s": opt.time_s, "bound_s": opt.bound_s, "gap": opt.gap,
            "proof_s": opt.wall_s, "counts": opt.counts(), "reference_s": ref,
            "optimum_strategy": None if opt.best is None else opt.best.strategy.describe(),
            "alternating_s": t("alternating"), "alternating_strategy": rows["alternating"].strategy.describe(),
            "alternating_wall_s": rows["alternating"].wall_s, "data_parallel_s": t("data_parallel"),
            "data_parallel_status": rows["data_parallel"].status, "initial_tf_s": t("initial_topology_finder"),
            "ideal_switch_s": t("ideal_switch"),
            "rows": [{k: v for k, v in r.to_dict().items() if k != "workload"} for r in run.rows]}


def append(path: str, rec: dict) -> None:
    with open(path, "a") as fh:
        fh.write(json.dumps(rec, default=lambda o: None) + "\n")
        fh.flush()
        os.fsync(fh.fileno())


def read(path: str) -> list[dict]:
    if not os.path.exists(path):
        return []
    out = []
    with open(path) as fh:
        for line in fh:
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue              # a torn last line
    return out


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x * 1e3:.2f}"


def _gain(x: float | None, ref: float | None, proven: bool) -> str:
    if x is None or not ref:
        return "-"
    return f"{'<=' if not proven else ''}{x / ref:.3f}"


def _steps(rec: dict) -> str:
    row = next((x for x in rec["rows"] if x["method"] == "alternating"), {})
    return str(row.get("search", {}).get("steps", "-"))


def markdown(recs: list[dict]) -> str:
    """The RESULTS table: one row per instance."""
    out = ["| model | n | d | status | proof s | strategies | solved / pruned / dedup | optimum ms "
           "| DP + best topo | TopoOpt search | search steps / s | optimum strategy | search strategy |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in recs:
        c = r["counts"]
        proven = r["status"] == "optimal"
        opt = _ms(r["optimum_s"]) if proven else f">= {_ms(r['bound_s'])}"
        if r["status"] == "feasible":
            opt = f"{_ms(r['optimum_s'])} (gap {r['gap']:.2%})"
        out.append(f"| {r['model']} | {r['n']} | {r['d']} | {r['status']} | {r['proof_s']:.1f} | {c['strategies']} "
                   f"| {c['solves']} / {c['pruned']} / {c['deduplicated']} | {opt} "
                   f"| {_gain(r['data_parallel_s'], r['reference_s'], proven)} "
                   f"| {_gain(r['alternating_s'], r['reference_s'], proven)} | {_steps(r)} / "
                   f"{r['alternating_wall_s']:.0f} "
                   f"| {r['optimum_strategy'] or '-'} | {r['alternating_strategy']} |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--models", default=",".join(MODELS))
    p.add_argument("--n", default="12")
    p.add_argument("--d", default="4")
    p.add_argument("--bandwidth-gbps", type=float, default=25.0)
    p.add_argument("--time-limit", type=float, default=600.0)
    p.add_argument("--budget", type=int, default=4000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--out", default="benchmarks/results/codesign/codesign.jsonl")
    p.add_argument("--resume", action="store_true")
    p.add_argument("--markdown", default=None, help="print the table of these JSONL files (comma-separated) and exit")
    a = p.parse_args(argv)
    if a.markdown:
        sys.stdout.write(markdown([r for f in a.markdown.split(",") for r in read(f)]))
        return 0
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    done = {(r["model"], r["n"], r["d"]) for r in read(a.out)} if a.resume else set()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}", file=sys.stderr)
    for n in (int(x) for x in a.n.split(",")):
        for d in (int(x) for x in a.d.split(",")):
            for model in a.models.split(","):
                if (model, n, d) in done:
                    continue
                rec = one(model, n, d, a.bandwidth_gbps, a.time_limit, a.budget, a.seed, a.workers)
                append(a.out, rec)
                print(markdown([rec]).splitlines()[-1], flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
