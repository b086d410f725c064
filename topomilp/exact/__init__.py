"""Exact models of docs/design.md §4, solved to proven optimality, every answer certified.

One API: :func:`solve` (and :func:`export` to write a model out), for every problem;
a problem may bring its own strategy (:meth:`ExactProblem.solve_strategy`). Problems,
one module each, with the formulation document of the same name in ``formulations/``
(``joint_topology``: a package, :mod:`topomilp.exact.joint` says which module is which
document):

========================  ============================================  =====================
problem class             module                                        backends
========================  ============================================  =====================
``StrideSelection``       :mod:`topomilp.exact.stride_selection`        highs, cbc, cpsat
``MPMatching``            :mod:`topomilp.exact.mp_matching`             highs, cbc, cpsat
``DegreeSplit``           :mod:`topomilp.exact.degree_split`            highs, cbc
``JointTopology``         :mod:`topomilp.exact.joint.model`             highs, cbc, cpsat*
``RoutingProblem``        :mod:`topomilp.exact.routing`                 highs, cbc, cpsat*
``MinHopsTopology``       :mod:`topomilp.exact.min_hops_topology`       highs, cbc, cpsat
========================  ============================================  =====================

(*) CP-SAT is integer-only: it solves the integral-chunk variant and says so in
``ExactResult.discretisation``.

A second exact method for ``JointTopology`` with uniform all-to-all traffic on duplex
links: :func:`topomilp.exact.joint.enumeration.solve_uniform_by_enumeration`
(formulations/uniform_enumeration.md) enumerates every topology that could beat the best
one and routes each; it proves optima the MILP's bound cannot reach (n = 12, d = 4).
:func:`solve` uses it first for such instances when ``backend="auto"``. The package
:mod:`topomilp.exact.joint` maps its modules to the two documents.

The model-building pieces the problems share (flow blocks, degree constraints, ring
candidates, integer weights, (de)serialisation) are in :mod:`topomilp.exact.modelkit`.

The time limit of :func:`solve` covers the whole call (:mod:`topomilp.exact.deadline`);
a model too large to build within it is not built (:mod:`topomilp.exact.sizing`, status
``too_large``), and every unproven answer carries the best bound known (the backend's, or
:meth:`ExactProblem.cheap_bound`, proven without a model).

Solver packages are imported lazily: importing this package loads neither PuLP nor
OR-Tools.
"""

from __future__ import annotations

import importlib
from typing import Any

from topomilp.exact.base import (
    BACKENDS,
    STATUSES,
    CpsatModel,
    ExactProblem,
    ExactResult,
    PulpModel,
    SolveOptions,
    Status,
    backend_version,
    export,
    solve,
)

#: problem name -> (module, class name)
PROBLEMS: dict[str, tuple[str, str]] = {
    "stride_selection": ("topomilp.exact.stride_selection", "StrideSelection"),
    "mp_matching": ("topomilp.exact.mp_matching", "MPMatching"),
    "degree_split": ("topomilp.exact.degree_split", "DegreeSplit"),
    "joint_topology": ("topomilp.exact.joint.model", "JointTopology"),
    "routing": ("topomilp.exact.routing", "RoutingProblem"),
    "min_hops_topology": ("topomilp.exact.min_hops_topology", "MinHopsTopology"),
}
_CLASSES = {cls: mod for mod, cls in PROBLEMS.values()}


def problem_class(name: str) -> type[ExactProblem]:
    """The problem class registered under ``name`` (e.g. ``"joint_topology"``)."""
    from topomilp.errors import TopomilpInputError

    if name not in PROBLEMS:
        raise TopomilpInputError("problem", f"must be one of {sorted(PROBLEMS)}", name)
    mod, cls = PROBLEMS[name]
    return getattr(importlib.import_module(mod), cls)


def __getattr__(attr: str) -> Any:  # PEP 562: import problem modules on first use
    if attr in _CLASSES:
        return getattr(importlib.import_module(_CLASSES[attr]), attr)
    raise AttributeError(f"module 'topomilp.exact' has no attribute {attr!r}")


__all__ = ["BACKENDS", "PROBLEMS", "STATUSES", "CpsatModel", "ExactProblem", "ExactResult",
           "PulpModel", "SolveOptions", "Status", "backend_version", "export", "problem_class", "solve", *_CLASSES]
