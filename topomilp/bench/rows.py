"""A bench result row: the one definition of the ``results.jsonl`` / ``--json`` /
``results.csv`` schema, and the JSONL reader and writer.

A :class:`BenchRow`'s fields, in order, are the keys of its JSON object
(:meth:`BenchRow.to_dict`), except that the sub-problem fields appear only on rows of
section ``"subproblem"``, and ``topology`` / ``config`` only when set. :data:`CSV_COLUMNS`
is the column order of ``results.csv``. A row is also a read-only mapping over its JSON
keys, so ``row["status"]`` reads like the JSON object.

>>> r = BenchRow("allreduce", "ring", "baseline", comm_time_s=0.002, status="ok")
>>> r.comm_time_ms, r["status"], "heuristic_value" in r
(2.0, 'ok', False)
>>> BenchRow.from_dict(r.to_dict()) == r
True
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from topomilp.cliargs import json_safe

log = logging.getLogger(__name__)

#: section of the rows comparing TopologyFinder's steps with the exact sub-problems
SUBPROBLEM_SECTION = "subproblem"

_SUB = {"section": SUBPROBLEM_SECTION}   # field only on sub-problem rows
_OPTIONAL = {"omit_none": True}          # field left out of the JSON when None


@dataclass(frozen=True)
class BenchRow(Mapping[str, Any]):
    """One row of a bench run (times in seconds; ``None`` = not measured / not finite)."""

    workload: str
    method: str
    kind: str                                   #: exact, heuristic, baseline, reference, subproblem
    section: str = "topology"                   #: topology or subproblem
    comm_time_s: float | None = None
    comm_time_ms: float | None = field(default=None, init=False)   #: derived from comm_time_s
    ratio_to_optimal: float | None = None
    ratio_basis: str | None = None              #: "optimal", or "bound" (ratio is an upper bound)
    throughput: float | None = None
    diameter: float | None = None
    mean_hops: float | None = None
    weighted_hops: float | None = None
    own_routing_time_s: float | None = None
    optimal_routing_time_s: float | None = None
    routing_loss: float | None = None
    topology_ratio: float | None = None
    bound_time_s: float | None = None
    build_s: float | None = None
    solve_s: float | None = None
    status: str | None = None
    gap: float | None = None
    backend: str | None = None
    message: str = ""
    # section "subproblem" only
    heuristic_value: float | None = field(default=None, metadata=_SUB)
    optimal_value: float | None = field(default=None, metadata=_SUB)
    objective: str | None = field(default=None, metadata=_SUB)
    heuristic: str = field(default="", metadata=_SUB)
    optimal_choice: str = field(default="", metadata=_SUB)
    # bookkeeping: the method's link matrix, the run identity (BenchConfig.identity())
    topology: tuple[tuple[int, ...], ...] | None = field(default=None, metadata=_OPTIONAL)
    config: dict[str, Any] | None = field(default=None, metadata=_OPTIONAL, hash=False)

    def __post_init__(self) -> None:
        for f in fields(self):
            v = getattr(self, f.name)
            if f.name == "topology":
                v = None if v is None else tuple(tuple(int(x) for x in r) for r in v)
            elif f.name == "comm_time_ms":
                v = None if self.comm_time_s is None else self.comm_time_s * 1e3
            else:
                v = json_safe(v)  # numpy scalars -> Python, inf/nan -> None
            object.__setattr__(self, f.name, v)

    # ------------------------------------------------------------------ schema
    def keys_present(self) -> tuple[str, ...]:
        """This row's JSON keys, in order."""
        sub = self.section == SUBPROBLEM_SECTION
        return tuple(f.name for f in fields(self)
                     if (sub or f.metadata.get("section") != SUBPROBLEM_SECTION)
                     and not (f.metadata.get("omit_none") and getattr(self, f.name) is None))

    def _json_value(self, key: str) -> Any:
        v = getattr(self, key)
        if key == "topology":
            return [list(r) for r in v]
        if key == "config":
            return dict(v)
        return v

    def to_dict(self, compact: bool = False) -> dict[str, Any]:
        """The JSON object (a ``results.jsonl`` line); ``compact`` leaves out
        ``topology`` and ``config`` (the rows of the ``--json`` document)."""
        return {k: self._json_value(k) for k in self.keys_present()
                if not (compact and k in ("topology", "config"))}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "BenchRow":
        """A row from its JSON object (unknown keys and the derived ``comm_time_ms``
        are ignored); raises ``TypeError`` when ``workload``, ``method`` or ``kind`` is
        missing."""
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.init and f.name in data})

    def csv_record(self) -> dict[str, Any]:
        """The ``results.csv`` cells (``""`` for None or absent)."""
        return {k: "" if self.get(k) is None else self.get(k) for k in CSV_COLUMNS}

    # ------------------------------------------------------------------ read-only mapping
    def __getitem__(self, key: str) -> Any:
        if key not in self.keys_present():
            raise KeyError(key)
        return self._json_value(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys_present())

    def __len__(self) -> int:
        return len(self.keys_present())


#: columns of results.csv, in order (scalar fields; the terminal table shows a subset)
CSV_COLUMNS: tuple[str, ...] = (
    "workload", "method", "kind", "section", "status", "comm_time_ms", "ratio_to_optimal",
    "ratio_basis", "throughput", "diameter", "mean_hops", "weighted_hops", "own_routing_time_s",
    "optimal_routing_time_s", "routing_loss", "topology_ratio", "bound_time_s", "build_s",
    "solve_s", "gap", "backend", "objective", "heuristic", "heuristic_value", "optimal_choice", "optimal_value",
    "message",
)
if not set(CSV_COLUMNS) <= {f.name for f in fields(BenchRow)}:  # pragma: no cover
    raise RuntimeError("CSV_COLUMNS names a field BenchRow does not have")


# --------------------------------------------------------------------------- JSONL
def read_rows(path: Path) -> list[BenchRow]:
    """Rows of a ``results.jsonl`` (a torn last line from a hard kill is skipped)."""
    rows: list[BenchRow] = []
    if not path.is_file():
        return rows
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                data = json.loads(line)
                if not isinstance(data, dict):
                    raise TypeError("not a JSON object")
                rows.append(BenchRow.from_dict(data))
            except (json.JSONDecodeError, TypeError, ValueError):
                log.warning("%s:%d: skipping an unreadable line", path, lineno)
    return rows


def append_row(path: Path, row: BenchRow) -> None:
    """Append one JSON line in a single write, then flush and fsync."""
    line = json.dumps(row.to_dict(), allow_nan=False) + "\n"
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)


def end_torn_line(path: Path) -> None:
    """End a last line torn by a hard kill, so that the next appended row starts a line
    of its own (the torn one stays unreadable and :func:`read_rows` skips it). Called
    before appending to a file that is resumed (the bench's and the sweep's)."""
    if path.is_file() and path.stat().st_size:
        with open(path, "rb") as fh:
            fh.seek(-1, 2)
            torn = fh.read(1) != b"\n"
        if torn:
            with open(path, "ab") as fh:
                fh.write(b"\n")
                fh.flush()
                os.fsync(fh.fileno())


__all__ = ["CSV_COLUMNS", "SUBPROBLEM_SECTION", "BenchRow", "append_row", "end_torn_line", "read_rows"]
