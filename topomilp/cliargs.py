"""Command-line pieces shared by the four front ends: ``topomilp`` (:mod:`topomilp.cli`),
``python -m topomilp.bench`` (:mod:`topomilp.bench`), ``topomilp sweep``
(:mod:`topomilp.sweep`) and ``topomilp multidim`` (:mod:`topomilp.multidim.cli`).

* the defaults, each defined once: :data:`DEFAULT_TIME_LIMIT_S` (one exact solve of
  ``solve``, ``evaluate --routing optimal``, ``sweep``, ``multidim``),
  :data:`BENCH_TIME_LIMIT_S` (the bench runs two exact solves per workload),
  :data:`DEFAULT_BANDWIDTH_GBPS`, the backend choices :data:`BACKEND_CHOICES`;
* option groups: :func:`add_cluster_options`, :func:`add_solver_options`,
  :func:`add_verbosity`; help texts that list the registered names
  (:func:`names_help`, :func:`workload_help`);
* converters: :func:`positive_float`, :func:`int_min`, :func:`name_list`,
  :func:`key_value`; :func:`load_workload_arg` for one ``--workload`` and
  :func:`check_workload_specs` for commands that take a list of workloads;
* the parser whose errors are one line and exit code 2 (:class:`CommandParser`), the
  error line itself (:func:`error_line`) and output documents as strict JSON
  (:func:`json_safe`).

>>> positive_float("2.5"), int_min(1)("3"), name_list("a, b"), key_value("mp_hop_limit=2")
(2.5, 3, ('a', 'b'), ('mp_hop_limit', 2))
>>> json_safe({"x": float("nan"), "y": (1, 2)})
{'x': None, 'y': [1, 2]}
>>> names_help("heuristics", ["ring", "full_mesh"])
'heuristics: full_mesh, ring'
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any, Callable, Iterable, NoReturn, Sequence

from topomilp.exact import BACKENDS
from topomilp.model import LINK_MODELS, Workload

#: exit code of a bad argument (one line on stderr)
EXIT_BAD_ARGS = 2
#: exit code after Ctrl-C
EXIT_INTERRUPTED = 130
#: seconds of one exact solve unless ``--time-limit`` says otherwise (``solve``,
#: ``evaluate --routing optimal``, each exact solve of ``sweep``, each solve of ``multidim``)
DEFAULT_TIME_LIMIT_S = 60.0
#: the bench's default per exact solve: it solves ``joint_topology`` twice per workload
#: (any ring order and stride rings), five workloads by default
BENCH_TIME_LIMIT_S = 30.0
#: bandwidth of one port, Gbit/s per direction (every command but ``multidim``, whose
#: unit is ASTRA-sim's GB/s)
DEFAULT_BANDWIDTH_GBPS = 25.0
#: ``--backend`` of the exact problems (:data:`topomilp.exact.BACKENDS`)
BACKEND_CHOICES: tuple[str, ...] = tuple(BACKENDS)
#: help of ``--backend``
BACKEND_HELP = ("exact backend (default auto: each problem's default; joint_topology with uniform "
                "all-to-all duplex traffic is then proven by enumeration, formulations/uniform_enumeration.md)")
#: a Chakra execution trace as a workload spec
CHAKRA_SPEC = "chakra:PREFIX[:GROUPS.json]"


def error_line(message: str) -> int:
    """Write ``topomilp: error: <message>`` on stderr; return :data:`EXIT_BAD_ARGS`."""
    sys.stderr.write(f"topomilp: error: {message}\n")
    return EXIT_BAD_ARGS


class CommandParser(argparse.ArgumentParser):
    """:class:`argparse.ArgumentParser` whose syntax errors print the one line of
    :func:`error_line` (no usage block) and exit with code 2."""

    def error(self, message: str) -> NoReturn:  # type: ignore[override]
        raise SystemExit(error_line(message))


# --------------------------------------------------------------------------- converters
def positive_float(text: str) -> float:
    """A finite number > 0."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text!r}") from None
    if not math.isfinite(v) or v <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text!r}")
    return v


def int_min(minimum: int) -> Callable[[str], int]:
    """A converter accepting integers ``>= minimum``."""
    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be an integer >= {minimum}, got {text!r}") from None
        if v < minimum:
            raise argparse.ArgumentTypeError(f"must be an integer >= {minimum}, got {text!r}")
        return v
    conv.__name__ = f"int>={minimum}"
    return conv


def name_list(text: str) -> tuple[str, ...]:
    """A comma-separated list of distinct, non-empty names."""
    names = tuple(x.strip() for x in text.split(",") if x.strip())
    if not names:
        raise argparse.ArgumentTypeError("must be a comma-separated list of names")
    if len(set(names)) != len(names):
        raise argparse.ArgumentTypeError(f"lists a name twice: {text!r}")
    return names


def key_value(text: str) -> tuple[str, Any]:
    """``key=value`` with the value parsed as JSON (kept as text when it is not JSON)."""
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"must look like key=value, got {text!r}")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return key.strip(), value


# --------------------------------------------------------------------------- help texts
def names_help(label: str, names: Iterable[str]) -> str:
    """``"<label>: a, b, c"`` (sorted), for a help text that lists registered names."""
    return f"{label}: {', '.join(sorted(names))}"


def workload_help(prefix: str = "a workload") -> str:
    """Help of a ``--workload`` option: the registered names
    (:data:`topomilp.workloads.WORKLOADS`), files, Chakra traces."""
    from topomilp.workloads import WORKLOADS

    return (f"{prefix}: a name ({', '.join(sorted(WORKLOADS))}), a .json/.csv/.npy file or "
            f"{CHAKRA_SPEC} (a Chakra ET trace, docs/interchange.md)")


# --------------------------------------------------------------------------- option groups
def add_verbosity(p: argparse.ArgumentParser, *, top: bool = False) -> None:
    """``-v/--verbose`` (count): on the top-level parser (``top``, default 0) and on each
    subcommand (so ``-v`` works before and after the subcommand; given after, it wins)."""
    p.add_argument("-v", "--verbose", action="count", default=0 if top else argparse.SUPPRESS,
                   help="log to stderr (-vv: debug)")


def add_cluster_options(p: argparse.ArgumentParser, *, need_nd: bool = True, n_from_workload: bool = False,
                        json_option: bool = True) -> None:
    """``--n --d --link-model --bandwidth-gbps --seed [--json]``. ``n_from_workload``:
    ``--n`` may be left out when the workload is a file or trace (its node count)."""
    n_help = "nodes" + (" (default: the node count of a workload file or trace)" if n_from_workload else "")
    p.add_argument("--n", type=int_min(2), required=need_nd and not n_from_workload, help=n_help)
    p.add_argument("--d", type=int_min(1), required=need_nd, help="ports per node")
    p.add_argument("--link-model", choices=LINK_MODELS, default="duplex", help="default duplex")
    p.add_argument("--bandwidth-gbps", type=positive_float, default=DEFAULT_BANDWIDTH_GBPS,
                   help=f"Gbit/s per port and direction (default {DEFAULT_BANDWIDTH_GBPS:g})")
    p.add_argument("--seed", type=int_min(0), default=0, help="seed of every random choice (default 0)")
    if json_option:
        p.add_argument("--json", action="store_true", help="print one JSON document")


def add_solver_options(p: argparse.ArgumentParser, *, time_limit: float = DEFAULT_TIME_LIMIT_S,
                       per: str = "per exact solve", threads_help: str = "solver threads (default 1)") -> None:
    """``--backend --time-limit --threads`` of the exact problems, each default stated."""
    p.add_argument("--backend", choices=BACKEND_CHOICES, default="auto", help=BACKEND_HELP)
    p.add_argument("--time-limit", type=positive_float, default=time_limit,
                   help=f"seconds {per}, the whole call (default {time_limit:g})")
    p.add_argument("--threads", type=int_min(1), default=1, help=threads_help)


def add_results_options(p: argparse.ArgumentParser, *, out_help: str, resume_help: str, quiet_help: str) -> None:
    """``--out DIR --resume --json --quiet`` of the commands that write a results log
    (the bench and the sweep)."""
    p.add_argument("--out", type=Path, default=None, metavar="DIR", help=out_help)
    p.add_argument("--resume", action="store_true", help=resume_help)
    p.add_argument("--json", action="store_true", help="print one JSON document instead of tables")
    p.add_argument("--quiet", action="store_true", help=quiet_help)


# --------------------------------------------------------------------------- checks
def load_workload_arg(text: str | None, n: int | None, seed: int = 0, *, n_from: str = "--n") -> Workload:
    """A workload from a registry name (needs ``n``), a file or ``chakra:PREFIX``
    (:func:`topomilp.workloads.resolve_workload`, shared by every command); ``n_from``
    says where ``n`` came from (``--n``, or the topology's node count for ``evaluate``)."""
    from topomilp.errors import TopomilpInputError
    from topomilp.workloads import resolve_workload

    if text is None:
        raise TopomilpInputError("--workload", "is required for this problem")
    return resolve_workload(text, n, seed, n_from=n_from)


def check_workload_specs(specs: Sequence[str], ns: Iterable[int], seed: int = 0, *,
                         field: str = "--workloads") -> None:
    """Every spec is a registered name, an existing file or a Chakra trace; files and
    traces are read once per ``n`` and must have ``n`` nodes. Raises
    :class:`~topomilp.errors.TopomilpInputError` naming ``field``."""
    from topomilp.errors import TopomilpInputError
    from topomilp.workloads import CHAKRA_PREFIX, WORKLOADS, resolve_workload

    unknown = [w for w in specs if w not in WORKLOADS and not w.startswith(CHAKRA_PREFIX)
               and not Path(w).exists()]
    if unknown:
        raise TopomilpInputError(field, f"unknown workload(s) {unknown}; choose from "
                                 f"{sorted(WORKLOADS)}, a file or chakra:PREFIX")
    for w in specs:
        if w not in WORKLOADS:
            for n in ns:
                resolve_workload(w, n, seed, field=field)


def json_safe(obj: Any) -> Any:
    """``obj`` with non-finite floats as ``None``, tuples as lists, numpy arrays and
    scalars as Python values (what ``json.dumps(..., allow_nan=False)`` accepts)."""
    if isinstance(obj, float):
        return float(obj) if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {str(k): json_safe(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [json_safe(v) for v in obj]
    if hasattr(obj, "tolist"):
        return json_safe(obj.tolist())
    if hasattr(obj, "item"):
        return json_safe(obj.item())
    return obj


__all__ = ["BACKEND_CHOICES", "BACKEND_HELP", "BENCH_TIME_LIMIT_S", "CHAKRA_SPEC", "DEFAULT_BANDWIDTH_GBPS",
           "DEFAULT_TIME_LIMIT_S", "EXIT_BAD_ARGS", "EXIT_INTERRUPTED", "CommandParser", "add_cluster_options",
           "add_solver_options", "add_verbosity", "check_workload_specs", "error_line", "int_min", "json_safe",
           "key_value", "load_workload_arg", "name_list", "names_help", "positive_float", "workload_help"]
