"""What a sweep prints and writes: per-method and per-(link model, workload) summaries,
``summary.md`` (with the machine's cores and load), ``results.csv`` and ``ratio_vs_n.png``."""

from __future__ import annotations

import logging
import statistics
from pathlib import Path
from typing import Any, Sequence

from topomilp._io import atomic_write
from topomilp.bench.methods import EXACT_METHOD
from topomilp.bench.rows import BenchRow
from topomilp.sweep.run import SweepRun
from topomilp.sweep.task import ERROR

log = logging.getLogger(__name__)

#: files of ``--out DIR`` besides ``results.jsonl``
SUMMARY_MD = "summary.md"
RESULTS_CSV = "results.csv"
#: the instance fields a sweep row's ``config`` holds, first in ``results.csv``
INSTANCE_COLUMNS = ("n", "d", "link_model", "seed")
RATIO_PLOT = "ratio_vs_n.png"


def machine_line(run: SweepRun) -> str:
    """``machine: 2 cores; load average (1, 5, 15 min) 0.4 0.3 0.2 at the start, ... at
    the end`` (the load of other jobs changes which proofs finish within the limit)."""
    def load(x: Any) -> str:
        return "unknown" if x is None else " ".join(f"{v:g}" for v in x)
    return (f"machine: {run.cores} core(s); load average (1, 5, 15 min) {load(run.load_start)} at the start, "
            f"{load(run.load_end)} at the end")


def time_to_proof(row: BenchRow) -> float | None:
    """Build plus solve seconds of a row proven optimal, else None."""
    if row.status != "optimal":
        return None
    return (row.build_s or 0.0) + (row.solve_s or 0.0)


def method_summary(rows: Sequence[BenchRow]) -> list[dict[str, Any]]:
    """Per method: rows, statuses, errors, median and worst ratio to the optimum."""
    out = []
    for m in dict.fromkeys(r.method for r in rows):
        rs = [r for r in rows if r.method == m]
        ratios = [float(r.ratio_to_optimal) for r in rs if r.ratio_to_optimal is not None]
        out.append({"method": m, "rows": len(rs), "optimal": sum(r.status == "optimal" for r in rs),
                    "errors": sum(r.status == ERROR for r in rs),
                    "median_ratio": statistics.median(ratios) if ratios else None,
                    "max_ratio": max(ratios) if ratios else None})
    return out


def proof_summary(rows: Sequence[BenchRow], method: str = EXACT_METHOD, limit_s: float | None = None
                  ) -> list[dict[str, Any]]:
    """Per (link model, workload) for exact ``method``: instances, the fraction proven
    optimal (within ``limit_s`` seconds of build plus solve, when given) and the median
    time to proof of the proven ones."""
    groups: dict[tuple[str, str], list[BenchRow]] = {}
    for r in rows:
        if r.method == method and r.config:
            groups.setdefault((str(r.config.get("link_model")), r.workload), []).append(r)
    out = []
    for (lm, w), rs in groups.items():
        times = [t for t in (time_to_proof(r) for r in rs) if t is not None and (limit_s is None or t <= limit_s)]
        out.append({"link_model": lm, "workload": w, "instances": len(rs), "proven": len(times),
                    "fraction_proven": len(times) / len(rs), "median_time_s": statistics.median(times) if times
                    else None})
    return out


def _fmt(x: Any, digits: int = 3) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        return f"{x:.{digits}f}"
    return str(x)


def instance_table(rows: Sequence[BenchRow]) -> tuple[list[str], list[list[str]]]:
    """Per row: the instance, method, status, objective (ms), ratio, gap, time to proof."""
    head = ["n", "d", "link", "workload", "seed", "method", "status", "time ms", "ratio", "gap", "proof s"]
    body = []
    for r in rows:
        c = r.config or {}
        body.append([str(c.get("n")), str(c.get("d")), str(c.get("link_model")), r.workload, str(c.get("seed")),
                     r.method, r.status or "-", _fmt(r.comm_time_ms), _fmt(r.ratio_to_optimal),
                     _fmt(r.gap, 4), _fmt(time_to_proof(r), 2)])
    return head, body


def summary_markdown(run: SweepRun, command: str = "") -> str:
    def table(head: list[str], body: list[list[str]]) -> str:
        esc = [[c.replace("|", "\\|") for c in row] for row in body]
        return "\n".join(["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
                         + ["| " + " | ".join(row) + " |" for row in esc])

    parts = [f"# topomilp sweep\n\n`{command}`\n" if command else "# topomilp sweep\n",
             f"{run.instances} instances ({run.resumed} resumed), {len(run.failed)} failed, "
             f"wall {run.wall_s:.1f} s, workers {run.config.workers}"
             + (f", scheduler {run.config.scheduler}" if run.config.scheduler else "") + "\n",
             machine_line(run) + "\n"]
    if run.aborted:
        parts.append(f"**Aborted:** {run.aborted}\n")
    ms = method_summary(run.rows)
    parts.append(table(["method", "rows", "optimal", "errors", "median ratio", "max ratio"],
                       [[m["method"], str(m["rows"]), str(m["optimal"]), str(m["errors"]), _fmt(m["median_ratio"]),
                         _fmt(m["max_ratio"])] for m in ms]))
    ps = proof_summary(run.rows)
    if ps:
        parts.append("\n" + table(["link model", "workload", "instances", "proven", "median proof s"],
                                  [[p["link_model"], p["workload"], str(p["instances"]), f"{p['fraction_proven']:.0%}",
                                    _fmt(p["median_time_s"], 2)] for p in ps]))
    if run.failed:
        parts.append("\nFailed instances:\n\n" + "\n".join(f"- {i.label()}: {why}" for i, why in run.failed))
    head, body = instance_table(run.rows)
    parts.append("\n" + table(head, body))
    return "\n".join(parts) + "\n"


def write_plot(rows: Sequence[BenchRow], path: Path) -> Path | None:
    """The ratio to the optimum against n: one panel per (link model, workload), one line
    per method; each point is the median over the grid's ``d`` and seeds at that ``n``
    (the figure's title says which). Hollow markers: some ratios were taken against a
    bound, not a proven optimum. None when no row has a ratio."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from topomilp.workloads import workload_label

    data: dict[tuple[str, str], dict[str, dict[int, list[BenchRow]]]] = {}
    ds: set[int] = set()
    seeds: set[int] = set()
    for r in rows:
        if r.ratio_to_optimal is None or not r.config:
            continue
        ds.add(int(r.config["d"]))
        seeds.add(int(r.config["seed"]))
        data.setdefault((str(r.config["link_model"]), r.workload), {}).setdefault(r.method, {}).setdefault(
            int(r.config["n"]), []).append(r)
    if not data:
        return None
    cols = min(3, len(data))
    nrows = -(-len(data) // cols)
    fig, axes = plt.subplots(nrows, cols, figsize=(4.6 * cols, 3.6 * nrows + 0.6), squeeze=False)
    for ax in axes.flat[len(data):]:
        ax.set_visible(False)
    for ax, ((lm, w), by_m) in zip(axes.flat, sorted(data.items())):
        for m, by_n in by_m.items():
            ns = sorted(by_n)
            med = [statistics.median(float(r.ratio_to_optimal) for r in by_n[n]) for n in ns]
            line, = ax.plot(ns, med, marker="o", label=m)
            hollow = [(n, v) for n, v in zip(ns, med) if any(r.ratio_basis == "bound" for r in by_n[n])]
            if hollow:
                ax.scatter(*zip(*hollow), s=80, facecolors="white", edgecolors=line.get_color(), zorder=3)
        ax.axhline(1.0, color="black", lw=0.8)
        ax.set_xlabel("n (nodes)")
        ax.set_ylabel("time / optimum")
        ax.set_title(f"{workload_label(w)}, {lm}", fontsize=9)
        ax.legend(fontsize=7)
    fig.suptitle("ratio to the optimal time; a point: the median over d in {"
                 + ", ".join(map(str, sorted(ds))) + "} and seeds {" + ", ".join(map(str, sorted(seeds)))
                 + "} at that n (hollow: against a bound)", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def write_outputs(run: SweepRun, command: str = "") -> list[Path]:
    """``summary.md``, ``results.csv`` (atomically) and the plot in ``run.config.out``."""
    from topomilp.bench.output import csv_text

    out = run.config.out
    if out is None:
        return []
    atomic_write(out / SUMMARY_MD, summary_markdown(run, command))
    atomic_write(out / RESULTS_CSV, csv_text(run.rows, INSTANCE_COLUMNS))
    written = [out / SUMMARY_MD, out / RESULTS_CSV]
    try:
        p = write_plot(run.rows, out / RATIO_PLOT)
    except ImportError as exc:   # matplotlib is the optional extra [plot]
        log.warning("no %s: %s (pip install topomilp[plot])", RATIO_PLOT, exc)
        p = None
    if p is not None:
        written.append(p)
    return written


def print_summary(run: SweepRun, console: Any) -> None:
    """The per-method and per-(link model, workload) tables on ``console`` (rich)."""
    from rich.table import Table

    t = Table(title=f"sweep: {run.instances} instances, {run.resumed} resumed, {len(run.failed)} failed, "
                    f"{run.wall_s:.1f} s", caption=machine_line(run))
    for h in ("method", "rows", "optimal", "errors", "median ratio", "max ratio"):
        t.add_column(h)
    for m in method_summary(run.rows):
        t.add_row(m["method"], str(m["rows"]), str(m["optimal"]), str(m["errors"]), _fmt(m["median_ratio"]),
                  _fmt(m["max_ratio"]))
    console.print(t)
    ps = proof_summary(run.rows)
    if ps:
        t = Table(title=f"{EXACT_METHOD}: proven optima")
        for h in ("link model", "workload", "instances", "proven", "median proof s"):
            t.add_column(h)
        for p in ps:
            t.add_row(p["link_model"], p["workload"], str(p["instances"]), f"{p['fraction_proven']:.0%}",
                      _fmt(p["median_time_s"], 2))
        console.print(t)
    for inst, why in run.failed:
        console.print(f"[red]failed[/red] {inst.label()}: {why}")


__all__ = ["INSTANCE_COLUMNS", "RATIO_PLOT", "RESULTS_CSV", "SUMMARY_MD", "instance_table", "machine_line",
           "method_summary", "print_summary", "proof_summary", "summary_markdown", "time_to_proof", "write_outputs",
           "write_plot"]
