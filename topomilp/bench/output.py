"""Rendering of bench results: progress bar and tables on the terminal (rich), CSV,
Markdown summary, PNG plots. Every function takes :class:`~topomilp.bench.rows.BenchRow`
rows (or a :class:`~topomilp.bench.run.BenchRun`).

>>> fmt_ratio(1.25, "bound")
'<=1.250'
>>> fmt_ratio(1.0, "optimal")
'1.000'
"""

from __future__ import annotations

import contextlib
import csv
import io
import math
import os
import platform
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Sequence

from topomilp import cliout
from topomilp._io import atomic_write
from topomilp.bench.config import RESULTS_CSV, SUMMARY_MD
from topomilp.bench.methods import EXACT_METHOD, EXACT_METHODS
from topomilp.bench.rows import CSV_COLUMNS, SUBPROBLEM_SECTION, BenchRow
from topomilp.workloads import workload_label

if TYPE_CHECKING:
    from topomilp.bench.run import BenchRun


# --------------------------------------------------------------------------- formatting
def fmt_num(x: Any, digits: int = 3) -> str:
    if x is None:
        return "-"
    if isinstance(x, str):
        return x
    x = float(x)
    if not math.isfinite(x):
        return "inf"
    if x != 0 and (abs(x) >= 1e5 or abs(x) < 10 ** -digits):
        return f"{x:.{digits}g}"
    return f"{x:.{digits}f}"


def fmt_ratio(ratio: Any, basis: Any) -> str:
    """A ratio to the optimum; ``<=`` when it is measured against a bound (the true ratio
    is at most that)."""
    if ratio is None:
        return "-"
    return ("<=" if basis == "bound" else "") + f"{float(ratio):.3f}"


def fmt_status(row: BenchRow) -> str:
    st = row.status or "-"
    gap = row.gap
    if st != "optimal" and gap is not None and row.kind in ("exact", "subproblem"):
        return f"{st} (gap {100 * float(gap):.2f}%)"
    return st


def _seconds(row: BenchRow) -> str:
    b, s = row.build_s, row.solve_s
    if b is None and s is None:
        return "-"
    def f(x: Any) -> str:
        return "-" if x is None else f"{float(x):.3f}"
    return f"{f(b)}/{f(s)}"


def _ms(x: Any) -> str:
    return "-" if x is None else fmt_num(float(x) * 1e3, 3)


def topology_table_rows(rows: Iterable[BenchRow]) -> list[list[str]]:
    out = []
    for r in rows:
        out.append([
            r.method, r.kind or "-", fmt_num(r.comm_time_ms),
            fmt_ratio(r.ratio_to_optimal, r.ratio_basis),
            fmt_num(r.throughput, 2), fmt_num(r.diameter, 0),
            fmt_num(r.mean_hops, 2), fmt_num(r.weighted_hops, 2),
            _ms(r.own_routing_time_s), _ms(r.optimal_routing_time_s),
            _seconds(r), fmt_status(r),
        ])
    return out


TOPOLOGY_HEADERS = ["method", "kind", "time ms", "ratio", "iter/s", "diam", "mean hops",
                    "wt hops", "own rt ms", "opt rt ms", "build/solve s", "status"]
SUB_HEADERS = ["comparison", "heuristic", "optimal", "objective", "heuristic value", "optimum", "ratio",
               "solve s", "status"]


def sub_table_rows(rows: Iterable[BenchRow]) -> list[list[str]]:
    return [[r.method, r.heuristic or "-", r.optimal_choice or "-", r.objective or "-",
             fmt_num(r.heuristic_value, 4), fmt_num(r.optimal_value, 4),
             fmt_ratio(r.ratio_to_optimal, r.ratio_basis), fmt_num(r.solve_s, 2),
             fmt_status(r) + (f": {r.message}" if r.status == "n/a" else "")]
            for r in rows]


def _by_workload(rows: Iterable[BenchRow]) -> dict[str, tuple[list[BenchRow], list[BenchRow]]]:
    out: dict[str, tuple[list[BenchRow], list[BenchRow]]] = {}
    for r in rows:
        topo, sub = out.setdefault(r.workload, ([], []))
        (sub if r.section == SUBPROBLEM_SECTION else topo).append(r)
    return out


# --------------------------------------------------------------------------- terminal
def stderr_console() -> Any:
    from rich.console import Console

    return Console(stderr=True)


@contextlib.contextmanager
def progress_display(console: Any, enabled: bool) -> Iterator[Callable[[int, int, str], None] | None]:
    """A ``progress(done, total, label)`` callback drawing a rich progress bar on
    stderr, or None when disabled."""
    if not enabled:
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=True) as prog:
        task = prog.add_task("bench", total=None)

        def update(done: int, total: int, label: str) -> None:
            prog.update(task, completed=done, total=total, description=label)

        yield update


#: widest text output (terminal, pipe or file); summary.md keeps the wide Markdown tables
TEXT_WIDTH = cliout.TEXT_WIDTH
#: the topology table's columns split into two tables that each fit :data:`TEXT_WIDTH`
TIME_COLUMNS = ("method", "kind", "time ms", "ratio", "iter/s", "own rt ms", "opt rt ms")
SHAPE_COLUMNS = ("method", "diam", "mean hops", "wt hops", "build/solve s", "status")
#: the sub-problem table's columns, split the same way
CHOICE_COLUMNS = ("comparison", "objective", "heuristic", "optimal")
VALUE_COLUMNS = ("comparison", "heuristic value", "optimum", "ratio", "solve s", "status")
#: what the columns mean, printed under the tables (each line one clause that fits TEXT_WIDTH)
LEGEND = (
    "time ms = communication time per iteration with the method's own ring plan and routing;",
    "ratio = time / optimum of joint_topology (AllReduce rings in any order);",
    "'<=' before a ratio = against the best proven bound (optimum not proven in time): at most that;",
    "own rt / opt rt ms = time with the method's own routing / with the optimal routing of its topology;",
    "diam, mean hops, wt hops = diameter, mean and traffic-weighted hops of the routing used;",
    "build/solve s = heuristic build time / exact solve time (the routing LP for heuristic rows);",
    "joint_topology_strides = joint_topology with TotientPerms' stride rings only.",
)


def _text_table(title: str, headers: Sequence[str], columns: Sequence[str], rows: list[list[str]]) -> Any:
    """A rich table of ``columns`` (a subset of ``headers``) whose cells wrap instead of
    being cut (``overflow="fold"``): nothing is hidden at any width."""
    from rich.table import Table

    idx = [list(headers).index(c) for c in columns]
    t = Table(title=title, title_justify="left")
    for c in columns:
        left = c in ("method", "kind", "status", "comparison", "objective", "heuristic", "optimal")
        t.add_column(c, justify="left" if left else "right", overflow="fold")
    for cells in rows:
        t.add_row(*[cells[i] for i in idx])
    return t


def print_tables(run: BenchRun, console: Any = None) -> None:
    """The bench tables on stdout, at most :data:`TEXT_WIDTH` columns wide in a terminal,
    a pipe or a file: per workload the topology table as two tables (times; topology,
    build/solve time and status) and the sub-problem table as two (choices; values), then
    the legend. Every column of ``summary.md``'s wide tables is in one of them."""
    if console is None:
        console = cliout.text_console()
    cfg = run.config
    console.print(f"[bold]topomilp bench[/bold]  n={cfg.n} d={cfg.d} link_model={cfg.link_model} "
                  f"B={cfg.bandwidth_gbps:g} Gbit/s  wall {run.wall_s:.1f} s")
    console.print(f"time limit {cfg.time_limit:g} s per exact solve")
    for wname, (topo, sub) in _by_workload(run.rows).items():
        if topo:
            cells = topology_table_rows(topo)
            console.print(_text_table(f"{wname}: communication time per iteration", TOPOLOGY_HEADERS,
                                      TIME_COLUMNS, cells))
            console.print(_text_table(f"{wname}: topology, build/solve time, status", TOPOLOGY_HEADERS,
                                      SHAPE_COLUMNS, cells))
        if sub:
            cells = sub_table_rows(sub)
            console.print(_text_table(f"{wname}: sub-problems, TopologyFinder's choice vs the optimal one",
                                      SUB_HEADERS, CHOICE_COLUMNS, cells))
            console.print(_text_table(f"{wname}: sub-problems, values", SUB_HEADERS, VALUE_COLUMNS, cells))
    for line in LEGEND:
        console.print(line, markup=False, highlight=False)


# --------------------------------------------------------------------------- files
def csv_text(rows: Iterable[BenchRow], config_columns: Sequence[str] = ()) -> str:
    """``results.csv``: ``config_columns`` read from each row's ``config`` (the sweep's
    instance: n, d, link model, seed), then the columns :data:`~topomilp.bench.rows.CSV_COLUMNS`."""
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=[*config_columns, *CSV_COLUMNS], lineterminator="\n")
    w.writeheader()
    for r in rows:
        c = r.config or {}
        w.writerow({**{k: c.get(k, "") for k in config_columns}, **r.csv_record()})
    return buf.getvalue()


def _md_table(headers: list[str], rows: list[list[str]]) -> str:
    def esc(c: str) -> str:
        return str(c).replace("|", "\\|").replace("\n", " ")
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(esc(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def summary_markdown(run: BenchRun, command: str = "") -> str:
    cfg = run.config
    out = [f"# topomilp bench: n={cfg.n}, d={cfg.d}", ""]
    if command:
        out += [f"Command: `{command}`", ""]
    out += [f"Link model {cfg.link_model}, {cfg.bandwidth_gbps:g} Gbit/s per port, backend "
            f"{cfg.backend}, time limit {cfg.time_limit:g} s per exact solve, seed {cfg.seed}. "
            f"Machine: {platform.platform()}, Python {platform.python_version()}, "
            f"{os.cpu_count()} CPU(s). Wall time {run.wall_s:.1f} s"
            + (" (interrupted: partial results)" if run.interrupted else "") + ".", "",
            "`ratio` = communication time / optimum of the exact `joint_topology` model (AllReduce in any "
            "ring order); `joint_topology_strides` is the same problem restricted to the coprime-stride "
            "rings (TotientPerms' family), so its ratio is what that ring family costs; "
            "`<=` marks a ratio against the best proven bound (optimum not proven within the "
            "time limit: the true ratio is at most that). `own routing` = the method's own ring plan "
            "and routing; `opt routing` = the exact routing LP on the method's topology "
            "(topology loss vs routing loss).", ""]
    for wname, (topo, sub) in _by_workload(run.rows).items():
        out += [f"## {wname}", ""]
        if topo:
            out += [_md_table(TOPOLOGY_HEADERS, topology_table_rows(topo)), ""]
        if sub:
            out += ["Sub-problems:", "", _md_table(SUB_HEADERS, sub_table_rows(sub)), ""]
    return "\n".join(out) + "\n"


def write_outputs(run: BenchRun, command: str = "") -> list[Path]:
    """``results.csv``, ``summary.md`` (atomically) and, with ``--plot``, PNG charts."""
    out = run.config.out
    written = []
    if out is None:
        return written
    out.mkdir(parents=True, exist_ok=True)
    atomic_write(out / RESULTS_CSV, csv_text(run.rows))
    atomic_write(out / SUMMARY_MD, summary_markdown(run, command))
    written += [out / RESULTS_CSV, out / SUMMARY_MD]
    written += write_ns3_topologies(run, out)
    if run.config.plot and not run.interrupted:
        written += write_plots(run, out)
    return written


def _safe_name(text: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in text)


def write_ns3_topologies(run: BenchRun, out: Path) -> list[Path]:
    """``ns3/<workload>-<method>.txt``: each workload's optimal (``joint_topology``) and
    TopologyFinder topologies as ASTRA-sim ns-3 topology files (parallel links folded
    into the rate; docs/interchange.md). Asymmetric simplex topologies are skipped
    (ns-3 links are full duplex)."""
    from topomilp.errors import TopomilpInputError
    from topomilp.interchange import write_topology

    written: list[Path] = []
    for (w, m), topo in sorted(run.topologies.items()):
        if m != EXACT_METHOD and "topology_finder" not in m:
            continue
        d = out / "ns3"
        d.mkdir(exist_ok=True)
        p = d / f"{_safe_name(workload_label(w))}-{_safe_name(m)}.txt"
        try:
            write_topology(topo, p, "ns3", bandwidth_gbps=run.config.bandwidth_gbps)
        except TopomilpInputError:
            continue
        written.append(p)
    return written


def write_plots(run: BenchRun, out: Path) -> list[Path]:
    """``ratio.png`` (ratio to optimum per workload and method) and, per workload,
    ``topologies-<workload>.png`` (TopologyFinder's and the optimal topology)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import networkx as nx
    import numpy as np

    written: list[Path] = []
    groups = _by_workload(run.rows)
    wnames = [w for w, (topo, _) in groups.items() if topo]
    methods: list[str] = []
    for w in wnames:
        for r in groups[w][0]:
            if r.method not in methods and r.ratio_to_optimal is not None:
                methods.append(r.method)
    if wnames and methods:
        fig, ax = plt.subplots(figsize=(min(14.0, max(6.0, 0.28 * len(wnames) * len(methods) + 2)), 5))
        width = 0.8 / len(methods)
        x = np.arange(len(wnames))
        for k, m in enumerate(methods):
            vals, hatches = [], []
            for w in wnames:
                r = next((r for r in groups[w][0] if r.method == m), None)
                v = r.ratio_to_optimal if r else None
                vals.append(np.nan if v is None else min(float(v), 10.0))
                hatches.append(r is not None and r.ratio_basis == "bound")
            bars = ax.bar(x + k * width - 0.4 + width / 2, vals, width, label=m)
            for b, h in zip(bars, hatches):
                if h:
                    b.set_hatch("//")
        ax.axhline(1.0, color="black", lw=0.8)
        ax.set_xticks(x, [workload_label(w) for w in wnames])
        ax.set_ylabel("time / optimum (hatched: vs bound; capped at 10)")
        ax.set_title(f"n={run.config.n}, d={run.config.d}: ratio to the optimum")
        ax.legend(fontsize=7, ncol=2)
        fig.tight_layout()
        p = out / "ratio.png"
        fig.savefig(p, dpi=110)
        plt.close(fig)
        written.append(p)
    for w in wnames:
        pick = [(m, t) for (ww, m), t in run.topologies.items() if ww == w]
        if not pick:
            continue
        heur = [(m, t) for m, t in pick if "topology_finder" in m] or \
            [(m, t) for m, t in pick if m not in EXACT_METHODS][:1]
        exact = [(m, t) for m, t in pick if m == EXACT_METHOD]
        shown = heur[:1] + exact
        if not shown:
            continue
        fig, axes = plt.subplots(1, len(shown), figsize=(4.2 * len(shown), 4.2))
        axes = np.atleast_1d(axes)
        for ax, (m, t) in zip(axes, shown):
            g = nx.MultiGraph() if t.link_model == "duplex" else nx.MultiDiGraph()
            g.add_nodes_from(range(t.n))
            for i, j, c in t.edges():
                g.add_edge(i, j, weight=c)
            pos = nx.circular_layout(sorted(g.nodes()))
            simple = nx.Graph() if t.link_model == "duplex" else nx.DiGraph()
            simple.add_nodes_from(range(t.n))
            for i, j, c in t.edges():
                simple.add_edge(i, j, weight=c)
            widths = [1.0 + 1.2 * (simple[u][v]["weight"] - 1) for u, v in simple.edges()]
            nx.draw_networkx(simple, pos, ax=ax, node_size=260, font_size=8, width=widths,
                             node_color="#9ecae1", arrows=t.link_model == "simplex")
            r = next((r for r in groups[w][0] if r.method == m), None)
            ms, status = (r.comm_time_ms, r.status) if r is not None else (None, None)
            ax.set_title(f"{m}\n{fmt_num(ms)} ms, {status or ''}", fontsize=9)
            ax.set_axis_off()
        fig.suptitle(f"{workload_label(w)} (line width = parallel links)", fontsize=10)
        fig.tight_layout()
        safe = _safe_name(workload_label(w))
        p = out / f"topologies-{safe}.png"
        fig.savefig(p, dpi=110)
        plt.close(fig)
        written.append(p)
    return written


__all__ = ["CHOICE_COLUMNS", "LEGEND", "SHAPE_COLUMNS", "SUB_HEADERS", "TEXT_WIDTH", "TIME_COLUMNS",
           "VALUE_COLUMNS", "TOPOLOGY_HEADERS", "csv_text", "fmt_num", "fmt_ratio", "fmt_status",
           "print_tables", "progress_display", "stderr_console", "sub_table_rows", "summary_markdown",
           "topology_table_rows", "write_ns3_topologies", "write_outputs", "write_plots"]
