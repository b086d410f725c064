"""The methods a bench run compares: the heuristics and baselines of
:data:`topomilp.heuristics.METHODS` (kinds from :data:`topomilp.heuristics.METHOD_KINDS`)
and the exact ``joint_topology`` model."""

from __future__ import annotations

from typing import Any, Callable

#: the exact method every other one is measured against
EXACT_METHOD = "joint_topology"


def heuristic_methods() -> dict[str, Callable[..., Any]]:
    """The registry of heuristics and baselines (``topomilp.heuristics.METHODS``)."""
    from topomilp.heuristics import METHODS

    return dict(METHODS)


def default_methods() -> tuple[str, ...]:
    """Every heuristic and baseline, then the exact ``joint_topology``."""
    return (*heuristic_methods(), EXACT_METHOD)


def method_kind(name: str) -> str:
    """``exact`` (``joint_topology``), else the method's kind in
    :data:`topomilp.heuristics.METHOD_KINDS`: ``heuristic`` (TopoOpt's algorithms),
    ``baseline`` or ``reference`` (the ideal switch, not a topology)."""
    if name == EXACT_METHOD:
        return "exact"
    from topomilp.heuristics import METHOD_KINDS

    return METHOD_KINDS[name]


__all__ = ["EXACT_METHOD", "default_methods", "heuristic_methods", "method_kind"]
