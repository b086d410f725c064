"""``topomilp codesign``: which strategy and which topology, and how far TopoOpt's
alternating search is from the best pair (docs/codesign.md, formulations/codesign.md).

``topomilp codesign --model NAME|FILE --n N --d D [--bandwidth-gbps B] [--link-model
duplex|simplex] [--time-limit S] [--overlap none|full] [--budget K] [--alpha A] [--seed S]
[--threads T] [--workers W] [--scheduler ADDR] [--strategy FILE] [--out DIR] [--json]
[--plot] [--quiet]`` prints one table (rows: :mod:`topomilp.codesign.report`). Bad input
(unknown model or field, negative sizes, a model that fits no strategy, ``n`` too small,
a strategy file that contradicts the model) is one line and exit code 2, before any
solve. ``--out DIR`` writes ``codesign.json``, ``summary.md`` and with ``--plot``
``codesign.png``, each atomically.

>>> import argparse
>>> p = argparse.ArgumentParser(); sub = p.add_subparsers(dest="command")
>>> _ = add_parser(sub)
>>> p.parse_args(["codesign", "--model", "dlrm16", "--n", "12", "--d", "4"]).budget
4000
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from topomilp._io import atomic_write
from topomilp.cliargs import add_cluster_options, int_min, json_safe, positive_float
from topomilp.codesign.alternating import DEFAULT_ALPHA, DEFAULT_BUDGET
from topomilp.codesign.report import CodesignRun
from topomilp.errors import TopomilpInputError

JSON_FILE = "codesign.json"
SUMMARY_MD = "summary.md"
PLOT_FILE = "codesign.png"


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``codesign`` on a sub-parser collection; return its parser."""
    p = subparsers.add_parser("codesign", help="co-design strategy and topology: the proven co-optimum vs "
                                               "TopoOpt's alternating search")
    p.add_argument("--model", required=True, help="zoo name (dlrm16, bert16, candle16, vgg16, ...) or a model .json")
    add_cluster_options(p)            # --n --d --link-model --bandwidth-gbps --seed --json
    p.add_argument("--time-limit", type=positive_float, default=600.0,
                   help="seconds for the co-optimum (all its solves) and for the alternating search (default 600)")
    p.add_argument("--overlap", choices=("none", "full"), default="none",
                   help="compute and communication: summed (none, default) or overlapped (full: the max)")
    p.add_argument("--budget", type=int_min(0), default=DEFAULT_BUDGET,
                   help=f"MCMC steps of the alternating search (default {DEFAULT_BUDGET}, TopoOpt's)")
    p.add_argument("--alpha", type=positive_float, default=DEFAULT_ALPHA,
                   help="MCMC temperature, per ms (default 1.0; TopoOpt's BERT scripts use 0.2)")
    p.add_argument("--threads", type=int_min(1), default=1, help="solver threads per exact solve")
    p.add_argument("--workers", type=int_min(1), default=1, help="local processes for the exact solves")
    p.add_argument("--scheduler", default=None, help="Dask scheduler address for the exact solves")
    p.add_argument("--strategy", default=None, help="a strategy .json file to add as a row (its best topology)")
    p.add_argument("--out", type=Path, default=None, help="directory for codesign.json, summary.md, codesign.png")
    p.add_argument("--plot", action="store_true", help="draw the time breakdown per method (needs --out)")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    return p


def _strategy_file(path: str, space: Any) -> Any:
    from topomilp.codesign.strategies import Strategy

    try:
        data = json.loads(Path(path).read_text())
    except OSError as exc:
        raise TopomilpInputError("--strategy", f"cannot read the file: {exc.strerror}", path) from None
    except json.JSONDecodeError as exc:
        raise TopomilpInputError("--strategy", f"malformed JSON (line {exc.lineno}: {exc.msg})", path) from None
    s = Strategy.from_dict(data.get("strategy", data) if isinstance(data, dict) else data)
    space.validate(s)
    return s


def prepare(args: argparse.Namespace) -> tuple[Any, Any, Any, Any]:
    """``(space, cluster, strategy or None, Dask client or None)``: every input checked,
    nothing solved (bad input raises :class:`TopomilpInputError`)."""
    from topomilp.codesign.hardware import Hardware
    from topomilp.codesign.models import load_model
    from topomilp.codesign.strategies import StrategySpace
    from topomilp.model import Cluster

    model = load_model(args.model)
    cluster = Cluster(args.n, args.d, args.bandwidth_gbps, args.link_model)
    space = StrategySpace(model, Hardware(), args.n)
    if not space.strategies():
        raise TopomilpInputError("--model", f"{model.name} fits no strategy on {args.n} servers")
    strategy = None if args.strategy is None else _strategy_file(args.strategy, space)
    if args.plot and args.out is None:
        raise TopomilpInputError("--plot", "needs --out DIR")
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        raise TopomilpInputError("--out", "exists and is not a directory", str(args.out))
    client = None
    if args.scheduler:
        from topomilp.sweep import connect

        client = connect(args.scheduler)
    return space, cluster, strategy, client


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x * 1e3:.3f}"


def _ratio(r: Any) -> str:
    if r.ratio is None:
        return "-"
    return f"{'<=' if r.ratio_basis == 'bound' else ''}{r.ratio:.3f}"


def table_lines(run: CodesignRun) -> list[str]:
    """The table (at most 100 columns) and the notes under it."""
    head = f"{'method':<27}{'strategy':<27}{'compute':>9}{'comm':>9}{'total':>9}{'ratio':>8}  {'status'}"
    lines = [head, "-" * len(head)]
    for r in run.rows:
        text = "-" if r.strategy is None else r.strategy.describe()
        text = text if len(text) <= 26 else text[:23] + "..."
        status = r.status
        if r.method == "co_optimum" and run.optimum.gap:
            status += f" (gap {run.optimum.gap:.2%})"
        lines.append(f"{r.method:<27}{text:<27}{_ms(r.compute_s):>9}{_ms(r.comm_s):>9}"
                     f"{_ms(r.iteration_time_s):>9}{_ratio(r):>8}  {status}"[:100])
    lines.append("")
    for r in run.rows:
        lines.append(f"{r.method}: {r.topology_method}" + (f"; {r.message}" if r.message else ""))
    if run.optimum.bound_s is not None:
        lines.append(f"co-optimum bound {_ms(run.optimum.bound_s)} ms (times in ms per iteration; "
                     f"'<=' ratios are against that bound)")
    return lines


def summary_markdown(run: CodesignRun, command: str) -> str:
    c = run.cluster
    out = [f"# topomilp codesign: {run.model} on n={c.n}, d={c.d}, {c.bandwidth_gbps:g} Gbit/s ({c.link_model})",
           "", f"`{command}`", "", f"wall {run.wall_s:.1f} s, overlap {run.overlap}, seed {run.seed}", "",
           "| method | strategy | topology | compute ms | comm ms | total ms | ratio | status |",
           "|---|---|---|---|---|---|---|---|"]
    for r in run.rows:
        out.append(f"| {r.method} | {'-' if r.strategy is None else r.strategy.describe()} | {r.topology_method} | "
                   f"{_ms(r.compute_s)} | {_ms(r.comm_s)} | {_ms(r.iteration_time_s)} | {_ratio(r)} | {r.status} |")
    out += ["", *[f"* {r.method}: {r.message}" for r in run.rows if r.message]]
    return "\n".join(out) + "\n"


def write_plot(run: CodesignRun, path: Path) -> None:
    """Compute and communication time per method (stacked; hatched: against a bound)."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in run.rows if r.iteration_time_s is not None or r.bound_s is not None]
    fig, ax = plt.subplots(figsize=(8, 0.6 * len(rows) + 1.5))
    for i, r in enumerate(rows):
        comp = (r.compute_s or 0.0) * 1e3
        comm = (r.comm_s if r.comm_s is not None else (r.bound_s or 0.0) - (r.compute_s or 0.0)) * 1e3
        ax.barh(i, comp, color="#4c72b0", label="compute" if i == 0 else None)
        ax.barh(i, max(comm, 0.0), left=comp if run.overlap == "none" else 0.0, color="#dd8452", alpha=0.8,
                hatch="//" if r.comm_s is None else None, label="communication" if i == 0 else None)
    ax.set_yticks(range(len(rows)), [r.method for r in rows])
    ax.invert_yaxis()
    ax.set_xlabel("ms per iteration" + (" (overlap: full, bars overlaid)" if run.overlap == "full" else ""))
    ax.set_title(f"{run.model}, n={run.cluster.n}, d={run.cluster.d}, {run.cluster.bandwidth_gbps:g} Gbit/s")
    ax.legend(loc="lower right")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=120)
    plt.close(fig)
    atomic_write(path, buf.getvalue())


def run(args: argparse.Namespace, argv: list[str] | None = None) -> int:
    """Run ``codesign``: inputs checked first (one line and exit 2 on bad input)."""
    from topomilp.codesign.report import run_codesign

    space, cluster, strategy, client = prepare(args)

    def progress(msg: str) -> None:
        if not args.quiet:
            sys.stderr.write(f"codesign: {msg}\n")

    result = run_codesign(space, cluster, model=args.model, time_limit=args.time_limit, overlap=args.overlap,
                          budget=args.budget, alpha=args.alpha, seed=args.seed, threads=args.threads,
                          workers=args.workers, client=client, strategy=strategy, progress=progress)
    doc = json_safe(result.to_dict())
    command = "topomilp " + " ".join(argv or [])
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        atomic_write(args.out / JSON_FILE, json.dumps(doc, allow_nan=False, indent=1) + "\n")
        atomic_write(args.out / SUMMARY_MD, summary_markdown(result, command))
        if args.plot:
            write_plot(result, args.out / PLOT_FILE)
    if args.json:
        sys.stdout.write(json.dumps(doc, allow_nan=False) + "\n")
    else:
        sys.stdout.write("\n".join(table_lines(result)) + "\n")
    return 0


__all__ = ["JSON_FILE", "PLOT_FILE", "SUMMARY_MD", "add_parser", "prepare", "run", "summary_markdown",
           "table_lines", "write_plot"]
