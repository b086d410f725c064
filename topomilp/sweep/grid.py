"""The sweep's grid: instances, admissible points and :class:`SweepConfig` (docs/sweep.md).

>>> cfg = SweepConfig(ns=(6, 8), ds=(2, 3), workloads=("allreduce",), methods=("ring",),
...                   skip_inadmissible=True)
>>> [(i.n, i.d) for i in cfg.instances()]
[(6, 2), (6, 3), (8, 2), (8, 3)]
>>> parse_int_grid("6:12:2")
(6, 8, 10, 12)
"""

from __future__ import annotations

import argparse
import dataclasses
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from topomilp.bench.methods import EXACT_METHOD, default_methods
from topomilp.cliargs import DEFAULT_BANDWIDTH_GBPS, DEFAULT_TIME_LIMIT_S, check_workload_specs
from topomilp.errors import TopomilpInputError
from topomilp.model import BANDWIDTH_GBPS_RANGE, LINK_MODELS


def parse_int_grid(text: str) -> tuple[int, ...]:
    """``6,8,10`` or an inclusive range ``6:16:2`` (step 1 when left out), or a mix
    (``6,10:12``); sorted, duplicates removed."""
    out: set[int] = set()
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        try:
            bits = [int(b) for b in part.split(":")]
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be integers or ranges A:B[:STEP], got {text!r}") from None
        if len(bits) == 1:
            out.add(bits[0])
        elif len(bits) in (2, 3) and (len(bits) == 2 or bits[2] > 0) and bits[0] <= bits[1]:
            out.update(range(bits[0], bits[1] + 1, bits[2] if len(bits) == 3 else 1))
        else:
            raise argparse.ArgumentTypeError(f"a range must be A:B[:STEP] with A <= B and STEP > 0, got {part!r}")
    if not out:
        raise argparse.ArgumentTypeError(f"must name at least one integer, got {text!r}")
    return tuple(sorted(out))


@dataclass(frozen=True, order=True)
class Instance:
    """One grid point: what one task solves."""

    n: int
    d: int
    link_model: str
    workload: str
    seed: int

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Instance":
        return cls(int(data["n"]), int(data["d"]), str(data["link_model"]), str(data["workload"]),
                   int(data["seed"]))

    def label(self) -> str:
        return f"n={self.n} d={self.d} {self.link_model} {self.workload} seed={self.seed}"


def admissible(n: int, d: int, link_model: str) -> str | None:
    """Why ``(n, d)`` is not a sweep grid point under ``link_model``, or None: the sweep
    needs ``d < n - 1`` (``d = n - 1`` is the complete graph, nothing to design) and, under
    duplex, ``n * d`` even (a d-regular graph exists)."""
    if d >= n - 1:
        return f"d={d} >= n-1={n - 1}"
    if link_model == "duplex" and (n * d) % 2:
        return f"n*d={n * d} is odd under duplex"
    return None


@dataclass(frozen=True)
class SweepConfig:
    """A sweep: the grid, the bench options of each task, the executor and the output."""

    ns: tuple[int, ...] = (6, 8)
    ds: tuple[int, ...] = (3,)
    link_models: tuple[str, ...] = ("duplex",)
    workloads: tuple[str, ...] = ("allreduce",)
    seeds: tuple[int, ...] = (0,)
    methods: tuple[str, ...] = (EXACT_METHOD,)
    time_limit: float = DEFAULT_TIME_LIMIT_S
    bandwidth_gbps: float = DEFAULT_BANDWIDTH_GBPS
    backend: str = "auto"
    threads: int = 1
    workers: int = 1
    scheduler: str | None = None
    out: Path | None = None
    resume: bool = False
    skip_inadmissible: bool = False
    json: bool = False
    quiet: bool = False

    def __post_init__(self) -> None:
        options = {"ns": "--n", "ds": "--d", "link_models": "--link-model", "workloads": "--workloads",
                   "seeds": "--seeds", "methods": "--methods"}
        for name, option in options.items():
            object.__setattr__(self, name, tuple(getattr(self, name)))
            if not getattr(self, name):
                raise TopomilpInputError(option, "the grid is empty: names nothing")
        if min(self.ns) < 3 or min(self.ds) < 1 or min(self.seeds) < 0:
            raise TopomilpInputError("--n/--d/--seeds", "need n >= 3, d >= 1, seeds >= 0",
                                     (self.ns, self.ds, self.seeds))
        bad = [m for m in self.link_models if m not in LINK_MODELS]
        if bad:
            raise TopomilpInputError("--link-model", f"unknown link model(s) {bad}; choose from {list(LINK_MODELS)}")
        known = default_methods()
        bad = [m for m in self.methods if m not in known]
        if bad:
            raise TopomilpInputError("--methods", f"unknown method(s) {bad}; choose from {list(known)}")
        if not (math.isfinite(self.time_limit) and self.time_limit > 0):
            raise TopomilpInputError("--time-limit", "must be a positive number", self.time_limit)
        lo, hi = BANDWIDTH_GBPS_RANGE
        if not lo <= self.bandwidth_gbps <= hi:     # checked here, before any task (model.Cluster's rule)
            raise TopomilpInputError("--bandwidth-gbps", f"must be between {lo:g} (1 bit/s) and {hi:g} Gbit/s",
                                     self.bandwidth_gbps)
        if self.workers < 1 or self.threads < 1:
            raise TopomilpInputError("--workers", "must be >= 1", self.workers)
        if self.resume and self.out is None:
            raise TopomilpInputError("--out", "is required with --resume")
        if self.out is not None and self.out.exists() and not self.out.is_dir():
            raise TopomilpInputError("--out", "exists and is not a directory", str(self.out))
        points = [(n, d, lm) for lm in self.link_models for n in self.ns for d in self.ds]
        why = [f"(n={n}, d={d}, {lm}): {admissible(n, d, lm)}" for n, d, lm in points if admissible(n, d, lm)]
        if why and not self.skip_inadmissible:
            raise TopomilpInputError("--n/--d", f"{len(why)} grid point(s) are not admissible, e.g. {why[0]}; "
                                     "pass --skip-inadmissible to drop them")
        if len(why) == len(points):
            raise TopomilpInputError("--n/--d", f"the grid is empty: every (n, d) is dropped, e.g. {why[0]}")
        check_workload_specs(self.workloads, self.ns, self.seeds[0])

    def instances(self) -> list[Instance]:
        """The admissible grid points, in run order (link model, n, d, workload, seed)."""
        return [Instance(n, d, lm, w, s) for lm in self.link_models for n in self.ns for d in self.ds
                if admissible(n, d, lm) is None for w in self.workloads for s in self.seeds]

    def settings(self) -> dict[str, Any]:
        """What every task needs besides its instance (plain data: it crosses processes)."""
        return {"methods": list(self.methods), "time_limit": self.time_limit, "bandwidth_gbps": self.bandwidth_gbps,
                "backend": self.backend, "threads": self.threads}

    def identity(self) -> dict[str, Any]:
        """What a row's numbers depend on besides its instance (``--resume`` checks it)."""
        return {"time_limit": self.time_limit, "bandwidth_gbps": self.bandwidth_gbps, "backend": self.backend}




__all__ = ["Instance", "SweepConfig", "admissible", "parse_int_grid"]
