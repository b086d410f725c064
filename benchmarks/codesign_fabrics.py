"""Co-design on switched fabrics of the same cost (benchmarks/RESULTS.md, "Co-design on
switched fabrics of the same cost").

For every instance of the co-design benchmark's raw files (``benchmarks/codesign.py``:
DLRM16, BERT16, CANDLE16, VGG16 at n = 12, 16 and 128), the three fabrics of
:func:`topomilp.fabrics.equal_cost_fabrics` with the strategy re-optimised for each
(:func:`topomilp.codesign.report.fabric_rows`, closed forms: fast), against the recorded
direct-connect co-optimum (proven) or its bound (a ``<=`` speed-up: the direct design's
true time is at least the bound, so the fabric's time over it is an upper bound on the
speed-up of direct-connect). Default prices, patch-panel switching.

    .venv/bin/python benchmarks/codesign_fabrics.py \\
        --codesign benchmarks/results/codesign/codesign.jsonl,benchmarks/results/codesign/codesign16.jsonl,\\
benchmarks/results/codesign/codesign128.jsonl,benchmarks/results/codesign/codesign128d8.jsonl \\
        --out benchmarks/results/codesign/fabrics.json --markdown
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time

ROWS = ("fat_tree_full", "fat_tree_same_cost_bw", "fat_tree_same_cost_oversub")


def one(rec: dict) -> dict:
    from topomilp.codesign import Hardware, StrategySpace, load_model
    from topomilp.codesign.report import fabric_rows
    from topomilp.model import Cluster

    t0 = time.perf_counter()
    space = StrategySpace(load_model(rec["model"]), Hardware(), rec["n"])
    cluster = Cluster(rec["n"], rec["d"], rec["bandwidth_gbps"])
    rows = {r.method: r for r in fabric_rows(space, cluster, overlap="none")}
    proven = rec["status"] == "optimal"
    direct = rec["optimum_s"] if proven else rec["bound_s"]
    out = {"model": rec["model"], "n": rec["n"], "d": rec["d"], "bandwidth_gbps": rec["bandwidth_gbps"],
           "direct_status": rec["status"], "direct_s": direct, "direct_strategy": rec["optimum_strategy"],
           "wall_s": 0.0}
    for name in ROWS:
        r = rows[name]
        out[name] = {"time_s": r.iteration_time_s, "status": r.status, "bound_s": r.bound_s,
                     "strategy": r.strategy.describe(), "fabric": r.topology_method,
                     "speedup": r.iteration_time_s / direct}
    out["wall_s"] = time.perf_counter() - t0
    return out


def markdown(rows: list[dict]) -> str:
    lines = ["| model | n | d | direct ms | 1:1 at d*B | same-cost 1:1 | same-cost r:1 | strategy on same-cost 1:1 |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        le = "" if r["direct_status"] == "optimal" else "<="
        cells = [f"{le}{r[k]['speedup']:.3f}" for k in ROWS]
        lines.append(f"| {r['model']} | {r['n']} | {r['d']} | {r['direct_s'] * 1e3:.3f}"
                     f"{'' if r['direct_status'] == 'optimal' else ' (bound)'} | " + " | ".join(cells)
                     + f" | {r['fat_tree_same_cost_bw']['strategy']} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--codesign", required=True, help="comma-separated raw files of benchmarks/codesign.py")
    ap.add_argument("--out", help="write the rows here (JSON, atomically)")
    ap.add_argument("--markdown", action="store_true", help="print the RESULTS table")
    a = ap.parse_args()
    recs = [json.loads(line) for f in a.codesign.split(",") for line in open(f) if line.strip()]
    t0 = time.perf_counter()
    rows = [one(r) for r in recs]
    doc = {"machine": {"nproc": os.cpu_count(), "python": platform.python_version()},
           "date": time.strftime("%Y-%m-%d"), "wall_s": time.perf_counter() - t0, "rows": rows}
    if a.out:
        tmp = a.out + ".tmp"
        with open(tmp, "w") as fh:
            json.dump(doc, fh, indent=1)
            fh.write("\n")
        os.replace(tmp, a.out)
    if a.markdown:
        print(markdown(rows))
    print(f"{len(rows)} instances in {doc['wall_s']:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
