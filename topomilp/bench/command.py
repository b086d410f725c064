"""``python -m topomilp.bench`` (and ``topomilp bench``): progress, tables, files, exit
codes (0 done, 2 bad arguments with one line on stderr, 130 after Ctrl-C)."""

from __future__ import annotations

import json
import logging
import sys
import time
from typing import Sequence

from topomilp.bench.config import RESULTS_JSONL, BenchConfig, build_parser, config_from_namespace
from topomilp.bench.output import print_tables, progress_display, stderr_console, write_outputs
from topomilp.bench.rows import read_rows
from topomilp.bench.run import BenchRun, run_bench
from topomilp.cliargs import EXIT_INTERRUPTED, error_line
from topomilp.errors import BackendUnavailableError, TopomilpInputError


def execute(cfg: BenchConfig, argv: Sequence[str] | None = None) -> int:
    """Run a validated configuration with progress, tables and files; return the exit code."""
    console = stderr_console()
    show_progress = not (cfg.quiet or cfg.json) and console.is_terminal
    t0 = time.perf_counter()
    command = "python -m topomilp.bench " + " ".join(argv if argv is not None else sys.argv[1:])
    try:
        with progress_display(console, enabled=show_progress) as progress:
            run = run_bench(cfg, progress=progress)
    except KeyboardInterrupt:
        rows = read_rows(cfg.out / RESULTS_JSONL) if cfg.out is not None else []
        if cfg.out is not None and rows:
            partial = BenchRun(cfg, rows=rows, wall_s=time.perf_counter() - t0, interrupted=True)
            write_outputs(partial, command=command)
        where = f" ({len(rows)} finished rows kept in {cfg.out / RESULTS_JSONL})" if cfg.out else ""
        sys.stderr.write(f"topomilp: interrupted{where}\n")
        return EXIT_INTERRUPTED
    if cfg.out is not None:
        write_outputs(run, command=command)
    if cfg.json:
        sys.stdout.write(json.dumps(run.document(), allow_nan=False) + "\n")
    elif not cfg.quiet:
        print_tables(run)
    return 0


def main(argv: Sequence[str] | None = None, prog: str = "python -m topomilp.bench") -> int:
    """Entry point of ``python -m topomilp.bench``; returns the exit code."""
    parser = build_parser(prog)
    ns = parser.parse_args(argv)  # exits 2 with one line on bad syntax
    verbose = getattr(ns, "verbose", 0)
    logging.basicConfig(level=logging.WARNING if verbose == 0 else logging.INFO if verbose == 1 else logging.DEBUG,
                        format="topomilp: %(levelname)s: %(name)s: %(message)s")
    try:
        return execute(config_from_namespace(ns), argv)
    except (TopomilpInputError, BackendUnavailableError) as exc:
        return error_line(str(exc))


__all__ = ["execute", "main"]
