"""The methods a bench run compares: the heuristics and baselines of
:data:`topomilp.heuristics.METHODS` (kinds from :data:`topomilp.heuristics.METHOD_KINDS`)
and the exact ``joint_topology`` model, twice: with any ring order (the optimum every
ratio is taken against) and with TotientPerms' coprime-stride rings only
(``joint_topology_strides``: what that ring family costs on its own)."""

from __future__ import annotations

from typing import Any, Callable

#: the exact method every other one is measured against (rings="any")
EXACT_METHOD = "joint_topology"
#: the same problem restricted to the coprime-stride rings (rings="strides")
STRIDES_METHOD = "joint_topology_strides"
#: exact method -> the ``rings=`` family of its ``JointTopology``
EXACT_METHODS = {EXACT_METHOD: "any", STRIDES_METHOD: "strides"}


def heuristic_methods() -> dict[str, Callable[..., Any]]:
    """The registry of heuristics and baselines (``topomilp.heuristics.METHODS``), then
    the switched fabrics of the same cost (``topomilp.fabrics.METHODS``, docs/fabrics.md)."""
    from topomilp.fabrics import METHODS as FABRICS
    from topomilp.heuristics import METHODS

    return {**METHODS, **FABRICS}


def default_methods() -> tuple[str, ...]:
    """Every heuristic and baseline, then the exact ``joint_topology`` (any ring order)
    and ``joint_topology_strides``."""
    return (*heuristic_methods(), EXACT_METHOD, STRIDES_METHOD)


def method_kind(name: str) -> str:
    """``exact`` (``joint_topology``), else the method's kind in
    :data:`topomilp.heuristics.METHOD_KINDS`: ``heuristic`` (TopoOpt's algorithms),
    ``baseline`` or ``reference`` (the ideal switch, not a topology), or ``fabric`` (a
    switched fabric, ``topomilp.fabrics.METHODS``)."""
    if name in EXACT_METHODS:
        return "exact"
    from topomilp.fabrics import FABRIC_KIND
    from topomilp.fabrics import METHODS as FABRICS
    from topomilp.heuristics import METHOD_KINDS

    if name in FABRICS:
        return FABRIC_KIND

    return METHOD_KINDS[name]


__all__ = ["EXACT_METHOD", "EXACT_METHODS", "STRIDES_METHOD", "default_methods", "heuristic_methods",
           "method_kind"]
