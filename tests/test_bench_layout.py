"""The bench's text output fits 100 columns without losing a column: rendered on a
100-column console and redirected to a file (stdout not a terminal), every line is at
most 100 characters and every cell of the wide (summary.md) tables is printed."""

from __future__ import annotations

import io
import re

import pytest

from topomilp.bench.config import build_parser, config_from_namespace
from topomilp.bench.output import (
    SHAPE_COLUMNS,
    SUB_HEADERS,
    TEXT_WIDTH,
    TIME_COLUMNS,
    TOPOLOGY_HEADERS,
    print_tables,
    sub_table_rows,
    summary_markdown,
    topology_table_rows,
)
from topomilp.bench.rows import SUBPROBLEM_SECTION, BenchRow
from topomilp.bench.run import BenchRun


def _rows(workload: str) -> list[BenchRow]:
    """The widest cells a run produces: the longest method name, a ratio against a bound,
    an unproven status with its gap, large and tiny numbers, an n/a sub-problem with its
    reason."""
    topo = [BenchRow(workload, "joint_topology_strides", "exact", comm_time_s=0.009186, ratio_to_optimal=1.0567,
                     ratio_basis="bound", throughput=108.86, diameter=3, mean_hops=1.727, weighted_hops=1.42,
                     own_routing_time_s=0.009186, optimal_routing_time_s=0.009186, build_s=0.0, solve_s=27.222,
                     status="feasible", gap=0.0567),
            BenchRow(workload, "topology_finder_ref", "heuristic", comm_time_s=123456.7, ratio_to_optimal=12.5,
                     ratio_basis="optimal", throughput=8.1e-6, diameter=12, mean_hops=4.5, weighted_hops=3.25,
                     own_routing_time_s=123456.7, optimal_routing_time_s=0.01317, build_s=0.002, solve_s=0.053,
                     status="ok"),
            BenchRow(workload, "full_mesh", "baseline", build_s=0.0, status="n/a", message="needs d >= n-1"),
            BenchRow(workload, "ideal_switch", "reference", comm_time_s=0.006453, throughput=154.96, diameter=1,
                     mean_hops=1, weighted_hops=1, own_routing_time_s=0.006453, build_s=0.0, status="ok")]
    sub = [BenchRow(workload, "degree_split", "subproblem", section=SUBPROBLEM_SECTION, heuristic="d_allreduce=2, "
                    "d_mp=2", optimal_choice="d_allreduce=4, d_mp=0", objective="comm time s (own routing)",
                    heuristic_value=0.0238, optimal_value=0.0221, ratio_to_optimal=1.075, ratio_basis="optimal",
                    solve_s=0.004, status="optimal"),
           BenchRow(workload, "mp_matching", "subproblem", section=SUBPROBLEM_SECTION, heuristic="2 matching "
                    "round(s)", optimal_choice="-", objective="harmonic utility", heuristic_value=9.6e7,
                    optimal_value=9.6e7, ratio_to_optimal=1.0, ratio_basis="optimal", solve_s=0.02,
                    status="timeout", gap=0.125),
           BenchRow(workload, "stride_selection", "subproblem", section=SUBPROBLEM_SECTION, status="n/a",
                    message="workload: has no AllReduce group, so TotientPerms has no strides to choose")]
    return topo + sub


def _run() -> BenchRun:
    cfg = config_from_namespace(build_parser().parse_args(["--n", "12", "--d", "4"]))
    return BenchRun(cfg, rows=_rows("dlrm_like") + _rows("hybrid"), wall_s=48.0)


def _check(text: str, width: int = TEXT_WIDTH) -> None:
    lines = text.splitlines()
    assert max(len(ln) for ln in lines) <= width, max(lines, key=len)
    assert "\u2026" not in text                                    # nothing cut to an ellipsis
    run = _run()
    for wname in ("dlrm_like", "hybrid"):
        topo = [r for r in run.rows if r.workload == wname and r.section != SUBPROBLEM_SECTION]
        # each topology row: its time columns on one line, its shape columns on another, in order
        for cells in topology_table_rows(topo):
            for cols in (TIME_COLUMNS, SHAPE_COLUMNS):
                want = [cells[TOPOLOGY_HEADERS.index(c)] for c in cols]
                pattern = r"\s*[│|]\s*".join(re.escape(c) for c in want)
                assert re.search(pattern, text), (cols, want)
        sub = [r for r in run.rows if r.workload == wname and r.section == SUBPROBLEM_SECTION]
        words = set(text.split())
        for cells in sub_table_rows(sub):          # every word of every cell (long cells wrap)
            for h, cell in zip(SUB_HEADERS, cells):
                assert set(cell.split()) <= words, (h, cell)
    for header in [*TOPOLOGY_HEADERS, *SUB_HEADERS]:
        assert header in text


def test_tables_fit_a_100_column_console_with_every_column():
    from rich.console import Console

    buf = io.StringIO()
    print_tables(_run(), Console(file=buf, width=100, force_terminal=False))
    _check(buf.getvalue())


def test_tables_redirected_to_a_file_fit_100_columns(capsys):
    print_tables(_run())                    # stdout captured: not a terminal, as with "> file"
    _check(capsys.readouterr().out)


def test_the_legend_lines_end_at_sentence_or_clause_ends(capsys):
    print_tables(_run())
    legend = capsys.readouterr().out.splitlines()[-7:]
    assert all(ln.rstrip().endswith((";", ".")) for ln in legend), legend


@pytest.mark.parametrize("width", [60, 80])
def test_narrow_terminals_wrap_cells_instead_of_dropping_columns(width):
    from rich.console import Console

    buf = io.StringIO()
    print_tables(_run(), Console(file=buf, width=width, force_terminal=False))
    text = buf.getvalue()
    assert max(len(ln) for ln in text.splitlines()) <= width
    for header in ("iter/s", "own rt ms", "opt rt ms", "build/solve s", "heuristic value"):
        assert all(w in text for w in header.split()), header


def test_summary_md_keeps_the_wide_tables():
    md = summary_markdown(_run())
    assert "| " + " | ".join(TOPOLOGY_HEADERS) + " |" in md and "| " + " | ".join(SUB_HEADERS) + " |" in md
