"""The results log of a run: ``results.jsonl``, one JSON line per finished row, shared by
the bench (:func:`topomilp.bench.run_bench`) and the sweep (:func:`topomilp.sweep.run_sweep`).

* **append**: each row is one ``write`` of one line, then ``fsync``
  (:func:`~topomilp.bench.rows.append_row`), so a finished row survives a kill;
* **resume**: :meth:`ResultsLog.start` with ``resume=True`` reads the rows already there
  (each checked by the caller's ``check``, which raises on a row of another run) and keeps
  appending; without it the file starts empty;
* **torn last line**: a line cut by a hard kill is skipped when read and ended before the
  next row is appended, so the next row starts a line of its own.

>>> import tempfile
>>> from topomilp.bench.rows import BenchRow
>>> tmp = tempfile.TemporaryDirectory()
>>> log = ResultsLog(Path(tmp.name) / "results.jsonl")
>>> log.start(resume=False), log.append(BenchRow("allreduce", "ring", "baseline")), len(log.start(resume=True))
([], None, 1)
>>> tmp.cleanup()
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from topomilp.bench.rows import BenchRow, append_row, end_torn_line, read_rows


@dataclass(frozen=True)
class ResultsLog:
    """``results.jsonl`` at ``path`` (its directory is made when the log starts)."""

    path: Path

    def start(self, resume: bool, check: Callable[[BenchRow], None] | None = None) -> list[BenchRow]:
        """Begin a run: with ``resume``, the rows already in the file (in file order,
        ``check(row)`` called on each; it raises to refuse the file) and a torn last line
        ended; else an empty file. Returns the rows kept."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not resume:
            if self.path.exists():
                self.path.unlink()
            return []
        rows = read_rows(self.path)
        if check is not None:
            for row in rows:
                check(row)
        end_torn_line(self.path)
        return rows

    def append(self, row: BenchRow) -> None:
        """Append ``row`` as one line, fsynced."""
        append_row(self.path, row)

    def rows(self) -> list[BenchRow]:
        """Every readable row now in the file."""
        return read_rows(self.path)


__all__ = ["ResultsLog"]
