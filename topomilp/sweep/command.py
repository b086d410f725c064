"""``topomilp sweep`` and ``python -m topomilp.sweep``: options, progress, tables, files,
exit codes (0 done, also when instances failed: they are in the rows and the summary;
1 when no Dask worker was left; 2 bad arguments with one line on stderr; 130 after
Ctrl-C)."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from typing import Sequence

from topomilp.bench.methods import EXACT_METHOD, default_methods
from topomilp.cliargs import (
    DEFAULT_BANDWIDTH_GBPS,
    EXIT_INTERRUPTED,
    CommandParser,
    add_results_options,
    add_solver_options,
    add_verbosity,
    error_line,
    int_min,
    name_list,
    names_help,
    positive_float,
    workload_help,
)
from topomilp.errors import BackendUnavailableError, TopomilpInputError
from topomilp.sweep.executors import connect
from topomilp.sweep.grid import SweepConfig, parse_int_grid
from topomilp.sweep.run import run_sweep
from topomilp.sweep.summary import print_summary, write_outputs

#: exit code of a sweep that stopped because no Dask worker was left
EXIT_ABORTED = 1


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The ``topomilp sweep`` options."""
    p.add_argument("--n", type=parse_int_grid, required=True, help="node counts: 6,8 or 6:16:2 (inclusive)")
    p.add_argument("--d", type=parse_int_grid, required=True, help="ports per node: 3,4 or 3:6")
    p.add_argument("--link-model", type=name_list, default=("duplex",), help="duplex,simplex (default duplex)")
    p.add_argument("--workloads", type=name_list, default=("allreduce",),
                   help=workload_help("comma-separated workloads, each") + " (default allreduce)")
    p.add_argument("--seeds", type=parse_int_grid, default=(0,), help="seeds: 0,1 or 0:4 (default 0)")
    p.add_argument("--methods", type=name_list, default=(EXACT_METHOD,),
                   help=names_help(f"comma-separated bench methods (default {EXACT_METHOD} alone; name others "
                                   "to compare them with it)", default_methods()))
    p.add_argument("--bandwidth-gbps", type=positive_float, default=DEFAULT_BANDWIDTH_GBPS,
                   help=f"Gbit/s per port and direction (default {DEFAULT_BANDWIDTH_GBPS:g})")
    add_solver_options(p, threads_help="solver threads per task (default 1)")
    p.add_argument("--workers", type=int_min(1), default=1,
                   help="local worker processes (default 1: serial; more than the cores: a warning)")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="run on the Dask scheduler at ADDRESS (tcp://host:8786) instead of local processes")
    p.add_argument("--skip-inadmissible", action="store_true",
                   help="drop grid points with d >= n-1 or n*d odd under duplex (else they are an error)")
    add_results_options(p, out_help="write results.jsonl, results.csv, summary.md and ratio_vs_n.png here",
                        resume_help="skip instances already finished in DIR/results.jsonl",
                        quiet_help="no progress bar, no tables")
    add_verbosity(p)


def config_from_namespace(ns: argparse.Namespace) -> SweepConfig:
    """Validate parsed arguments (raises :class:`TopomilpInputError` naming the option)."""
    return SweepConfig(ns=ns.n, ds=ns.d, link_models=ns.link_model, workloads=ns.workloads, seeds=ns.seeds,
                       methods=ns.methods, time_limit=ns.time_limit, bandwidth_gbps=ns.bandwidth_gbps,
                       backend=ns.backend, threads=ns.threads, workers=ns.workers, scheduler=ns.scheduler,
                       out=ns.out, resume=ns.resume, skip_inadmissible=ns.skip_inadmissible, json=ns.json,
                       quiet=ns.quiet)


def execute(cfg: SweepConfig, command: str = "") -> int:
    """Run a validated sweep with progress bar, tables and files; return the exit code
    (0, also when instances failed: they are in the rows and the summary;
    :data:`EXIT_ABORTED` with one line on stderr when no Dask worker was left). An
    unreachable scheduler raises :class:`TopomilpInputError` before any solve."""
    from topomilp.bench.output import progress_display, stderr_console

    client = connect(cfg.scheduler) if cfg.scheduler is not None else None
    console = stderr_console()
    try:
        with progress_display(console, enabled=not (cfg.quiet or cfg.json) and console.is_terminal) as progress:
            run = run_sweep(cfg, client=client, progress=progress)
    finally:
        if client is not None:
            client.close()
    write_outputs(run, command)
    if cfg.json:
        sys.stdout.write(json.dumps(run.document(), allow_nan=False) + "\n")
    elif not cfg.quiet:
        from topomilp.cliout import text_console

        print_summary(run, text_console())
    if run.aborted:
        sys.stderr.write(f"topomilp: error: {run.aborted}\n")
        return EXIT_ABORTED
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m topomilp.sweep`` (the options of ``topomilp sweep``)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = CommandParser(prog="python -m topomilp.sweep", description="The bench's rows over a grid of "
                           "instances, on local processes or a Dask cluster (docs/sweep.md).")
    add_arguments(parser)
    ns = parser.parse_args(argv)
    verbose = getattr(ns, "verbose", 0)
    logging.basicConfig(level=logging.WARNING if verbose == 0 else logging.INFO if verbose == 1 else logging.DEBUG,
                        format="topomilp: %(levelname)s: %(name)s: %(message)s")
    try:
        return execute(config_from_namespace(ns), "python -m topomilp.sweep " + " ".join(argv))
    except (TopomilpInputError, BackendUnavailableError) as exc:
        return error_line(str(exc))
    except KeyboardInterrupt:
        sys.stderr.write("topomilp: interrupted\n")
        return EXIT_INTERRUPTED


__all__ = ["EXIT_ABORTED", "add_arguments", "config_from_namespace", "execute", "main"]
