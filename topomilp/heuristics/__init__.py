"""Heuristics that scale (TopoOpt, NSDI 2023, arXiv 2202.00433) and baselines.

* :mod:`~topomilp.heuristics.totientperms` — TotientPerms ring strides (Algorithm 2);
* :mod:`~topomilp.heuristics.topologyfinder` — TopologyFinder (Algorithm 1), paper and
  reference modes;
* :mod:`~topomilp.heuristics.baselines` — ring, circulant, 2D torus, random regular,
  full mesh, ideal switch;
* :mod:`~topomilp.heuristics.topology_search` — ``topology_search``, a designer that
  searches circulants scored by an exact one-source LP and a pool of constructions, with
  a time limit (kind ``"search"``).

:data:`METHODS` maps a method name to ``f(cluster, workload, seed) -> HeuristicResult``
for the bench and the CLI. A method that does not apply to a cluster (a torus on a prime
``n``, a full mesh with ``d < n-1``, a ring with ``d = 1`` under duplex, TotientPerms
without enough distinct strides where reuse is impossible) raises
:class:`~topomilp.errors.TopomilpInputError`; the bench reports it as "n/a".
``"ideal_switch"`` returns a result with ``topology=None`` (score it with
``result.evaluate``, which uses :func:`topomilp.evaluate.ideal_switch_time`).
:data:`METHOD_KINDS` says which names are TopoOpt's heuristics, baselines, the
reference point, or a search with a time limit (``topology_search``: it takes the time
left of an enclosing :func:`~topomilp.exact.deadline.deadline_scope`, as the bench opens
per row, else 30 s).

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import dlrm_like
>>> c, w = Cluster(12, 4), dlrm_like(12)
>>> sorted(METHODS)[:3]
['full_mesh', 'ideal_switch', 'random_regular']
>>> METHODS["totient_perms"](c, w, 0).info["strides"]
[1, 5]
"""

from __future__ import annotations

from typing import Callable

from topomilp.heuristics.base import HeuristicResult
from topomilp.heuristics.baselines import (
    circulant,
    full_mesh,
    ideal_switch,
    random_regular,
    ring,
    torus2d,
    totient_perms_topology,
)
from topomilp.heuristics.topology_search import topology_search
from topomilp.heuristics.topologyfinder import topology_finder
from topomilp.heuristics.totientperms import (
    TotientPermsResult,
    candidate_strides,
    select_strides,
    stride_ring,
    totient_perms,
)
from topomilp.model import Cluster, Workload
from topomilp.utils import matching_utility

METHODS: dict[str, Callable[[Cluster, Workload, int], HeuristicResult]] = {
    "topology_finder": lambda c, w, seed=0: topology_finder(c, w, mode="paper", seed=seed),
    "topology_finder_ref": lambda c, w, seed=0: topology_finder(c, w, mode="reference", seed=seed),
    "totient_perms": totient_perms_topology,
    "ring": lambda c, w, seed=0: ring(c),
    "torus2d": lambda c, w, seed=0: torus2d(c),
    "random_regular": lambda c, w, seed=0: random_regular(c, seed),
    "full_mesh": lambda c, w, seed=0: full_mesh(c),
    "ideal_switch": lambda c, w, seed=0: ideal_switch(c),
    "topology_search": lambda c, w, seed=0: topology_search(c, w, seed=seed),
}

METHOD_KINDS: dict[str, str] = {
    "topology_finder": "heuristic", "topology_finder_ref": "heuristic", "totient_perms": "heuristic",
    "ring": "baseline", "torus2d": "baseline", "random_regular": "baseline", "full_mesh": "baseline",
    "ideal_switch": "reference", "topology_search": "search",
}

__all__ = [
    "METHODS", "METHOD_KINDS", "HeuristicResult", "TotientPermsResult", "candidate_strides", "circulant",
    "full_mesh", "ideal_switch", "matching_utility", "random_regular", "ring", "select_strides",
    "stride_ring", "topology_finder", "topology_search", "torus2d", "totient_perms", "totient_perms_topology",
]
