"""``topomilp multidim``: bandwidth (or ports) per dimension of a multi-dimensional
network, certified optimal, against the equal and proportional splits.

::

    topomilp multidim --dims Ring:4,FullyConnected:8,Switch:4 --total-bandwidth 1000 \\
        --workload transformer [--ports 16 --port-bandwidth 50] [--objective time|time-cost] \\
        [--model max|sum] [--json] [--export-astra net.yml] [--latency-ns 500] \\
        [--sweep-total 100:2000:20 [--plot sweep.png]]

``topomilp.cli`` hooks :func:`add_parser` into the main parser and dispatches to
:func:`run`, which returns the exit code: 0 (done: the status says optimal, feasible,
timeout or infeasible), 1 (a solver failed, status ``error``, or there is no solution
for ``--export-astra``), 2 (bad input: one line ``topomilp: error: ...`` on stderr).
``--sweep-total`` always draws its plot (``--plot``, default :data:`DEFAULT_PLOT`).
Documented in docs/multidim.md.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from dataclasses import replace
from typing import Any, Sequence

from topomilp.cliargs import (
    DEFAULT_TIME_LIMIT_S,
    CommandParser,
    add_verbosity,
    error_line,
    json_safe,
    positive_float,
)
from topomilp.cliout import text_console
from topomilp.errors import BackendUnavailableError, TopomilpInputError
from topomilp.multidim.model import MULTIDIM_WORKLOADS, CostModel, Network, check_number, load_workload

EXIT_OK, EXIT_FAILED = 0, 1
SENSES = {"eq": "=", "=": "=", "le": "<=", "<=": "<="}
#: where ``--sweep-total`` draws its plot when ``--plot`` is not given
DEFAULT_PLOT = "multidim-sweep.png"
PLOT_FORMATS = (".png", ".svg", ".pdf")
#: the unit of every bandwidth option here: ASTRA-sim's gigabytes per second (the other
#: commands of topomilp take Gbit/s per port)
UNIT = "GB/s = gigabytes per second, 8 Gbit/s"


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add the ``multidim`` subcommand to ``subparsers`` (an argparse subparsers action)."""
    p = subparsers.add_parser(
        "multidim", help="bandwidth / ports per dimension of a multi-dimensional network (LIBRA)",
        description="Optimal bandwidth per dimension (continuous, certified gap <= 1e-6) or ports per "
                    "dimension (MILP / CP-SAT) of a multi-dimensional network; formulations/multidim.md. "
                    f"Bandwidths here are in GB/s ({UNIT}), ASTRA-sim's unit, unlike the Gbit/s of the "
                    "other topomilp commands.")
    add_verbosity(p)
    p.add_argument("--dims", required=True, metavar="BLOCK:SIZE,...",
                   help="dimensions, innermost first, e.g. Ring:4,FullyConnected:8,Switch:4")
    p.add_argument("--workload", required=True, metavar="FILE|NAME",
                   help=f"a JSON workload file or one of {', '.join(sorted(MULTIDIM_WORKLOADS))}")
    p.add_argument("--total-bandwidth", metavar="GBYTES_PER_S", help=f"total bandwidth per NPU in GB/s ({UNIT}); "
                   "default ports x port bandwidth")
    p.add_argument("--total-sense", default="eq", metavar="eq|le",
                   help="the dimensions' bandwidths sum to (eq, default) or at most (le) the total")
    p.add_argument("--ports", metavar="P", help="ports per NPU: also solve the integer port split")
    p.add_argument("--port-bandwidth", metavar="GBYTES_PER_S", help=f"bandwidth of one port in GB/s ({UNIT})")
    p.add_argument("--objective", default="time", metavar="time|time-cost")
    p.add_argument("--model", default="max", metavar="max|sum",
                   help="a collective takes its slowest dimension (max, default) or their sum")
    p.add_argument("--min-bandwidth", metavar="X[,X...]", help="minimum GB/s (gigabytes/s) per dimension")
    p.add_argument("--max-bandwidth", metavar="X[,X...]",
                   help="maximum GB/s (gigabytes/s) per dimension ('inf' = none)")
    p.add_argument("--link-cost", default="1", metavar="X[,X...]",
                   help="cost per GB/s (gigabytes/s) per NPU (default 1)")
    p.add_argument("--nic-cost", default="0", metavar="X[,X...]", help="NIC cost per GB/s per NPU")
    p.add_argument("--switch-cost", default="0", metavar="X[,X...]",
                   help="switch cost per GB/s per NPU (Switch dimensions only)")
    p.add_argument("--fixed-cost", default="0", metavar="X")
    p.add_argument("--budget", metavar="X", help="maximum network cost")
    p.add_argument("--latency-ns", default="0", metavar="X[,X...]",
                   help="per-step link latency (ns), in the time model and the ASTRA-sim file (default 0)")
    p.add_argument("--backend", default="auto", metavar="auto|highs|cbc|cpsat|bruteforce",
                   help="integer port solver (default auto: the exhaustive enumeration when it is small, else "
                        "highs for time, cpsat for time-cost)")
    p.add_argument("--time-limit", type=positive_float, default=DEFAULT_TIME_LIMIT_S, metavar="S",
                   help=f"seconds per solve (default {DEFAULT_TIME_LIMIT_S:g})")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.add_argument("--export-astra", metavar="FILE", help="write an ASTRA-sim analytical network YAML")
    p.add_argument("--sweep-total", metavar="LO:HI:N", help="re-solve for N totals from LO to HI GB/s (gigabytes/s)")
    p.add_argument("--plot", metavar="FILE", help="with --sweep-total: where to plot time vs total, one line "
                   f"per method (.png/.svg/.pdf; default {DEFAULT_PLOT})")
    return p


# --------------------------------------------------------------------------- parsing
def _float(flag: str, text: Any, *, strict: bool = False, allow_inf: bool = False) -> float:
    try:
        v = float(text)
    except (TypeError, ValueError):
        raise TopomilpInputError(flag, "must be a number", text) from None
    if math.isnan(v) or (math.isinf(v) and not allow_inf) or v < 0 or (strict and v == 0):
        raise TopomilpInputError(flag, f"must be a {'positive' if strict else 'non-negative'} number", text)
    try:
        return check_number(flag, v, allow_inf=allow_inf)      # zero or within MAGNITUDE_RANGE
    except TopomilpInputError as exc:
        raise TopomilpInputError(flag, exc.rule, text) from None


def _int(flag: str, text: Any, minimum: int) -> int:
    try:
        v = int(str(text).strip())
    except ValueError:
        raise TopomilpInputError(flag, f"must be an integer >= {minimum}", text) from None
    if v < minimum:
        raise TopomilpInputError(flag, f"must be an integer >= {minimum}", text)
    return v


def _vector(flag: str, text: str | None, n_dims: int, *, allow_inf: bool = False):
    """``"5"`` -> 5.0 (every dimension); ``"5,6,7"`` -> a tuple with one entry per dimension."""
    if text is None:
        return None
    parts = [s.strip() for s in str(text).split(",")]
    vals = tuple(_float(flag, s, allow_inf=allow_inf) for s in parts)
    if len(vals) == 1:
        return vals[0]
    if len(vals) != n_dims:
        raise TopomilpInputError(flag, f"must be one number or one per dimension ({n_dims})", text)
    return vals


def parse_sweep(text: str) -> list[float]:
    """``"100:2000:20"`` -> 20 totals evenly spaced from 100 to 2000.

    >>> parse_sweep("100:400:4")
    [100.0, 200.0, 300.0, 400.0]
    """
    parts = str(text).split(":")
    if len(parts) != 3:
        raise TopomilpInputError("--sweep-total", "must look like LO:HI:N (e.g. 100:2000:20)", text)
    lo = _float("--sweep-total", parts[0], strict=True)
    hi = _float("--sweep-total", parts[1], strict=True)
    n = _int("--sweep-total", parts[2], 2)
    if hi <= lo:
        raise TopomilpInputError("--sweep-total", "needs LO < HI", text)
    return [lo + (hi - lo) * i / (n - 1) for i in range(n)]


# --------------------------------------------------------------------------- run
def run(args: argparse.Namespace) -> int:
    """Run the subcommand; returns the exit code (bad input: one error line, 2)."""
    try:
        return _run(args)
    except (TopomilpInputError, BackendUnavailableError) as exc:
        return error_line(str(exc))


def _run(args: argparse.Namespace) -> int:
    from topomilp.multidim.optimize import solve_bandwidth
    from topomilp.multidim.ports import PORT_BACKENDS, solve_ports
    from topomilp.multidim.problems import OBJECTIVES, BandwidthProblem, PortProblem
    from topomilp.multidim.timing import MODELS

    net = Network.parse(args.dims)
    D = net.n_dims
    if args.objective not in OBJECTIVES:
        raise TopomilpInputError("--objective", f"must be one of {OBJECTIVES}", args.objective)
    if args.model not in MODELS:
        raise TopomilpInputError("--model", f"must be one of {MODELS}", args.model)
    if args.total_sense not in SENSES:
        raise TopomilpInputError("--total-sense", "must be eq or le", args.total_sense)
    if args.backend not in PORT_BACKENDS:
        raise TopomilpInputError("--backend", f"must be one of {PORT_BACKENDS}", args.backend)
    time_limit = args.time_limit
    workload = load_workload(args.workload, net)
    latency = _vector("--latency-ns", args.latency_ns, D)
    cost = CostModel(link=_vector("--link-cost", args.link_cost, D), nic=_vector("--nic-cost", args.nic_cost, D),
                     switch=_vector("--switch-cost", args.switch_cost, D),
                     fixed=_float("--fixed-cost", args.fixed_cost))
    budget = None if args.budget is None else _float("--budget", args.budget, strict=True)
    lo = _vector("--min-bandwidth", args.min_bandwidth, D)
    hi = _vector("--max-bandwidth", args.max_bandwidth, D, allow_inf=True)
    if (args.ports is None) != (args.port_bandwidth is None):
        raise TopomilpInputError("--ports", "and --port-bandwidth go together")
    ports = None if args.ports is None else _int("--ports", args.ports, 1)
    port_bw = None if args.port_bandwidth is None else _float("--port-bandwidth", args.port_bandwidth, strict=True)
    sweep = None if args.sweep_total is None else parse_sweep(args.sweep_total)
    if args.plot is not None and sweep is None:
        raise TopomilpInputError("--plot", "needs --sweep-total")
    plot_path = None if sweep is None else (args.plot or DEFAULT_PLOT)
    if plot_path is not None:
        _check_output("--plot", plot_path, PLOT_FORMATS)
        import importlib.util

        if importlib.util.find_spec("matplotlib") is None:      # fail before solving, not after
            raise BackendUnavailableError("matplotlib", "the sweep plot needs it: pip install 'topomilp[plot]'")
    if args.export_astra is not None:
        _check_output("--export-astra", args.export_astra, None)
    if args.total_bandwidth is not None:
        total = _float("--total-bandwidth", args.total_bandwidth, strict=True)
    elif ports is not None:
        total = ports * port_bw
    elif sweep is not None:
        total = None
    else:
        raise TopomilpInputError("--total-bandwidth", "is required (or give --ports and --port-bandwidth, "
                                 "or --sweep-total)")
    common = dict(min_GBps=lo, max_GBps=hi, cost=cost, budget=budget, objective=args.objective, model=args.model,
                  latency_ns=latency)
    base = BandwidthProblem(net, workload, total if total is not None else sweep[0],
                            SENSES[args.total_sense], **common)
    cont = solve_bandwidth(base, time_limit=time_limit) if total is not None else None
    integer = None
    if ports is not None:
        integer = solve_ports(PortProblem(net, workload, ports, port_bw, **common), backend=args.backend,
                              time_limit=time_limit)
    main = integer if integer is not None else cont
    rows = None
    if sweep is not None:
        rows = []
        for t in sweep:
            r = solve_bandwidth(replace(base, total_GBps=t), time_limit=time_limit)
            # a baseline that breaks a constraint (a minimum, the budget) is no alternative: None
            rows.append({"total_GBps": t, "status": r.status, "bandwidth_GBps": r.bandwidth_GBps,
                         "time_s": {"optimal": r.time_s,
                                    **{b.name: b.time_s if b.feasible else None for b in r.baselines}},
                         "objective": {"optimal": r.objective,
                                       **{b.name: b.objective if b.feasible else None for b in r.baselines}}})
    code = EXIT_FAILED if any(r is not None and r.status == "error" for r in (cont, integer)) else EXIT_OK
    astra = None
    if args.export_astra is not None:
        from topomilp.multidim.astra import write_astra

        if main is None or main.bandwidth_GBps is None:
            error_line(f"--export-astra: no solution to export (status {main.status if main else 'none'})")
            code = EXIT_FAILED
        else:
            astra = write_astra(args.export_astra, net, main.bandwidth_GBps, latency)
    if plot_path is not None:
        plot_sweep(rows, plot_path, args.objective,
                   f"{net} - {os.path.basename(args.workload)} - {args.model} model")
    if args.json:
        doc = _document(net, args, cont, integer, rows)
        doc["files"] = {"astra": astra, "plot": plot_path}
        print(json.dumps(json_safe(doc), indent=1, allow_nan=False))
    else:
        _print_table(net, args, cont, integer, rows, total)
        for label, path in (("ASTRA-sim network", astra), ("sweep plot", plot_path)):
            if path is not None:
                print(f"{label}: {path}")
    return code


def _check_output(flag: str, path: str, formats: tuple[str, ...] | None) -> None:
    """Fail before solving when an output file cannot be written where asked."""
    from pathlib import Path

    p = Path(path)
    if formats is not None and p.suffix.lower() not in formats:
        raise TopomilpInputError(flag, f"file name must end in one of {formats}", path)
    if p.is_dir():
        raise TopomilpInputError(flag, "is a directory, not a file", path)
    if not p.parent.is_dir():
        raise TopomilpInputError(flag, "directory does not exist", str(p.parent))


# --------------------------------------------------------------------------- output
def _document(net: Network, args: argparse.Namespace, cont, integer, rows) -> dict[str, Any]:
    main = integer if integer is not None else cont
    doc: dict[str, Any] = {"dims": [d.to_dict() for d in net.dims], "npus": net.npus, "workload": args.workload,
                           "objective": args.objective, "model": args.model}
    if main is not None:
        doc.update({
            "bandwidth_GBps": None if main.bandwidth_GBps is None else list(main.bandwidth_GBps),
            "ports": None if main.ports is None else list(main.ports), "time_s": main.time_s, "cost": main.cost,
            "objective_value": main.objective, "status": main.status, "bound": main.bound, "gap": main.gap,
            "backend": main.backend, "wall_s": main.wall_s, "message": main.message,
            "baselines": {b.name: b.to_dict() for b in main.baselines}})
    if integer is not None and cont is not None:
        doc["continuous"] = cont.to_dict()
    if rows is not None:
        doc["sweep"] = rows
    return doc


def _fmt(v: float | None, digits: int = 4) -> str:
    if v is None or not math.isfinite(v):
        return "-"
    return f"{v:.{digits}g}"


def _print_table(net: Network, args: argparse.Namespace, cont, integer, rows, total: float | None) -> None:
    from rich.table import Table

    console = text_console()
    tc = args.objective == "time-cost"
    table = Table(title=f"{net} ({net.npus} NPUs) - workload {args.workload} - {args.model} model, "
                        f"objective {args.objective}",
                  caption="vs equal: the equal split's time over the row's (speed-up)")
    for col in ("method", "GB/s per dim", "ports", "time (s)", *(("cost", "time x cost") if tc else ()),
                "vs equal", "status"):
        table.add_column(col, justify="left" if col in ("method", "status") else "right", overflow="fold")

    def add(name, bw, ports, time_s, cost, obj, equal_time, status) -> None:
        speed = _fmt(equal_time / time_s, 3) + "x" if time_s and equal_time and math.isfinite(equal_time) else "-"
        cells = [name, "/".join(_fmt(b) for b in bw) if bw else "-",
                 "/".join(str(n) for n in ports) if ports else "-", _fmt(time_s)]
        if tc:
            cells += [_fmt(cost), _fmt(obj)]
        cells += [speed, status]
        table.add_row(*cells)

    for res, label in ((cont, f"continuous, {_fmt(total, 6)} GB/s"),
                       (integer, f"{args.ports} ports x {args.port_bandwidth} GB/s, "
                                 f"{integer.backend if integer else ''}")):
        if res is None:
            continue
        try:
            eq = res.baseline("equal").time_s
        except KeyError:
            eq = None
        gap = f", gap {res.gap:.1e}" if res.gap is not None else ""
        st = res.status + gap + (f" ({res.message})" if res.message and res.status != "optimal" else "")
        add(f"optimal ({label})", res.bandwidth_GBps, res.ports, res.time_s, res.cost, res.objective, eq, st)
        for b in res.baselines:
            add(f"  {b.name}", b.bandwidth_GBps, b.ports, b.time_s, b.cost, b.objective, eq,
                "baseline" + ("" if b.feasible else f", infeasible: {b.note}"))
    if cont is not None or integer is not None:
        console.print(table)
    if rows:
        sw = Table(title=f"sweep of the total bandwidth ({'time x cost' if tc else 'time (s)'})")
        for col in ("total GB/s", "optimal", "equal", "proportional", "vs equal", "status"):
            sw.add_column(col, justify="right")
        for r in rows:
            o = r["objective"]
            t_opt, t_eq = r["time_s"]["optimal"], r["time_s"].get("equal")
            sp = _fmt(t_eq / t_opt, 3) + "x" if t_opt and t_eq is not None else "-"
            sw.add_row(_fmt(r["total_GBps"], 6), _fmt(o["optimal"]), _fmt(o.get("equal")), _fmt(o.get("proportional")),
                       sp, r["status"])
        console.print(sw)


def plot_sweep(rows: Sequence[dict[str, Any]], path: str, objective: str = "time", title: str = "") -> str:
    """One line per method (optimal, equal, proportional): the objective (iteration time,
    or time x cost) against the total bandwidth; written atomically. Needs matplotlib
    (``pip install topomilp[plot]``)."""
    try:
        import matplotlib
    except ImportError as exc:
        raise BackendUnavailableError("matplotlib", f"the sweep plot needs it: pip install 'topomilp[plot]' ({exc})") \
            from None

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from topomilp._io import atomic_write

    totals = [r["total_GBps"] for r in rows]
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for method, style in (("optimal", "o-"), ("equal", "s--"), ("proportional", "^:")):
        ys = [r["objective"].get(method) for r in rows]
        ax.plot(totals, [math.nan if y is None else y for y in ys], style, label=method, markersize=4)
    ax.set_xlabel("total bandwidth per NPU (GB/s)")
    ax.set_ylabel("iteration time x cost" if objective == "time-cost" else "iteration time (s)")
    ax.set_yscale("log")
    ax.set_title(title)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fmt = os.path.splitext(str(path))[1].lstrip(".").lower() or "png"
    try:
        atomic_write(path, lambda fh: fig.savefig(fh, format=fmt, dpi=110))
    except (OSError, ValueError) as exc:
        raise TopomilpInputError("--plot", f"cannot be written ({exc})", path) from None
    finally:
        plt.close(fig)
    return path


def main(argv: Sequence[str] | None = None) -> int:
    """Stand-alone entry (``python -m topomilp.multidim.cli ...``)."""
    parser = CommandParser(prog="topomilp")
    add_parser(parser.add_subparsers(dest="command", required=True, parser_class=CommandParser))
    return run(parser.parse_args(["multidim", *(sys.argv[1:] if argv is None else argv)]))


if __name__ == "__main__":
    sys.exit(main())
