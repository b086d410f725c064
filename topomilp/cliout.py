"""How the ``topomilp`` command words its results (:mod:`topomilp.cli`): what each exact
problem's objective is and its unit, times in ms as the bench prints them, gaps as
percentages, numbers without float noise, the routing every time belongs to, and a
status line on stderr while a solve runs longer than a few seconds.

>>> describe_objective("joint_topology", None)
('throughput', 'iterations/s')
>>> fmt_value(0.00600000000000001, "s"), fmt_value(165.6787683519886, "iterations/s")
('6 ms', '165.679 iterations/s')
>>> fmt_gap(1.59e-15), fmt_gap(0.0567)
('0.00 %', '5.67 %')
"""

from __future__ import annotations

import json
import logging
import sys
import threading
import time
from typing import Any, Callable, TypeVar

from topomilp.cliargs import json_safe

log = logging.getLogger(__name__)

T = TypeVar("T")

#: the widest table the command prints (the charter's 100-column terminal)
TEXT_WIDTH = 100


def text_console(stderr: bool = False) -> Any:
    """A rich ``Console`` at most :data:`TEXT_WIDTH` columns wide: the terminal's width
    when it is narrower, else (and when the output is a pipe or a file) exactly
    :data:`TEXT_WIDTH`, so a table wraps its cells instead of running off the line."""
    from rich.console import Console

    console = Console(stderr=stderr)
    if not console.is_terminal or console.width > TEXT_WIDTH:
        console = Console(width=TEXT_WIDTH, force_terminal=console.is_terminal, stderr=stderr)
    return console


#: (problem, objective) -> (what the objective is, its unit); ``None`` = the problem's only objective
OBJECTIVES: dict[tuple[str, str | None], tuple[str, str]] = {
    ("joint_topology", None): ("throughput", "iterations/s"),
    ("routing", None): ("communication time per iteration", "s"),
    ("degree_split", None): ("communication time per iteration (TopologyFinder's own routing)", "s"),
    ("stride_selection", "diameter"): ("diameter of the stride circulant", "hops"),
    ("stride_selection", "total_hops"): ("sum of hop distances to every residue", "hops"),
    ("stride_selection", "weighted_hops"): ("traffic-weighted hop distance", "bytes x hops"),
    ("min_hops_topology", "weighted_hops"): ("traffic-weighted mean hop count", "hops"),
    ("min_hops_topology", "diameter"): ("diameter", "hops"),
    ("mp_matching", "harmonic"): ("harmonic utility of the MP links (TopoOpt's matching score)", "bytes"),
    ("mp_matching", "weighted_hops"): ("MP traffic-weighted hop count", "bytes x hops"),
}

#: how every printed time names its routing
ROUTING_LABELS = {"own": "own routing", "shortest_path": "shortest-path routing", "ecmp": "ECMP routing",
                  "optimal": "optimal routing"}

#: a solve running longer than this shows a status line (seconds)
PROGRESS_AFTER_S = 2.0


def describe_objective(problem: str, objective: str | None) -> tuple[str, str]:
    """``(quantity, unit)`` of a problem's objective (``objective=None``: its only one
    or, when unknown, a generic description)."""
    return OBJECTIVES.get((problem, objective)) or OBJECTIVES.get((problem, None)) or ("objective", "")


def fmt_ms(seconds: float | None) -> str:
    """A time in ms with 4 significant digits, as the bench prints it (``-`` for none).

    >>> fmt_ms(0.0237868), fmt_ms(None)
    ('23.79 ms', '-')
    """
    return "-" if seconds is None else f"{seconds * 1e3:.4g} ms"


def fmt_value(value: float | None, unit: str) -> str:
    """``value`` in ``unit`` without float noise: seconds as ms (4 significant digits),
    anything else with 6 significant digits."""
    if value is None:
        return "-"
    if unit == "s":
        return fmt_ms(value)
    return f"{value:.6g} {unit}".rstrip()


def fmt_gap(gap: float | None) -> str:
    """A relative gap as a percentage with two decimals (``-`` for none)."""
    return "-" if gap is None else f"{100.0 * gap:.2f} %"


def solve_lines(result: Any, objective: str | None) -> list[str]:
    """What ``topomilp solve`` prints about an exact result: status, the objective named
    with its unit (a throughput also as the time per iteration), the bound, the gap in
    percent, the wall time and backend.

    >>> from types import SimpleNamespace as R
    >>> r = R(problem="joint_topology", status="optimal", objective=165.6787683519886, bound=165.6787683519886,
    ...       gap=0.0, wall_s=0.2, backend_version="HiGHS", message="", sense="max")
    >>> solve_lines(r, None)[1]
    'throughput: 165.679 iterations/s (6.036 ms per iteration, optimal routing and rings)'
    """
    quantity, unit = describe_objective(result.problem, objective)
    lines = [f"{result.problem}: {result.status} ({result.wall_s:.2f} s, {result.backend_version})"]
    value = fmt_value(result.objective, unit)
    if unit == "iterations/s" and result.objective:
        value += f" ({fmt_ms(1.0 / result.objective)} per iteration, optimal routing and rings)"
    elif result.problem == "routing" and result.objective is not None:
        value += " (optimal routing)"
    lines.append(f"{quantity}: {value}")
    side = "upper" if result.sense == "max" else "lower"
    bound = fmt_value(result.bound, unit)
    if unit == "iterations/s" and result.bound:
        bound += f" (time >= {fmt_ms(1.0 / result.bound)})"
    lines.append(f"proven {side} bound: {bound}, gap {fmt_gap(result.gap)}")
    return lines


def emit(args: Any, doc: dict[str, Any], human: Callable[[Any], None]) -> None:
    """A command's result: ``doc`` as one line of strict JSON on stdout with ``--json``
    (``args.json``), else ``human(console)`` (:func:`text_console`) prints its summary."""
    if args.json:
        sys.stdout.write(json.dumps(json_safe(doc), allow_nan=False) + "\n")
    else:
        human(text_console())


def with_progress(label: str, time_limit: float, work: Callable[[], T], console: Any = None) -> T:
    """Run ``work()``; when it takes longer than :data:`PROGRESS_AFTER_S` and stderr is
    a terminal, show a status line ``label: running N s of time limit L s`` until it
    returns (logged at INFO otherwise)."""
    if console is None:
        from rich.console import Console

        console = Console(stderr=True)
    log.info("%s: running (time limit %g s)", label, time_limit)
    if not console.is_terminal:
        return work()
    done = threading.Event()
    t0 = time.monotonic()

    def ticker() -> None:
        if done.wait(PROGRESS_AFTER_S):
            return
        with console.status(f"{label}: running") as status:
            while not done.wait(1.0):
                status.update(f"{label}: running {time.monotonic() - t0:.0f} s of time limit {time_limit:g} s")

    thread = threading.Thread(target=ticker, daemon=True)
    thread.start()
    try:
        return work()
    finally:
        done.set()
        thread.join()


__all__ = ["OBJECTIVES", "PROGRESS_AFTER_S", "ROUTING_LABELS", "TEXT_WIDTH", "describe_objective", "emit", "fmt_gap",
           "fmt_ms", "fmt_value", "text_console", "solve_lines", "with_progress"]
