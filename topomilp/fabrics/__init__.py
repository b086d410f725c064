"""Switched fabrics at equal cost: the Fat-tree comparison of TopoOpt (NSDI 2023, arXiv
2202.00433), "up to 3.4x faster than similar-cost Fat-trees" (docs/fabrics.md).

* :mod:`~topomilp.fabrics.topology` — :class:`SwitchedFabric`: a big switch, a
  leaf-spine, a k-ary Fat-tree (Al-Fares et al., SIGCOMM 2008), each with an
  oversubscription ratio; TopoOpt's testbed switch; the explicit switch graph;
* :mod:`~topomilp.fabrics.times` — closed-form times (formulations/fabrics.md (F1)-(F5)),
  :func:`comm_time` (AllReduce in any ring order), the metric of docs/design.md §2;
* :mod:`~topomilp.fabrics.lp` — the exact multicommodity-flow LP on the switch graph;
* :mod:`~topomilp.fabrics.cost` — price tables and bills of materials;
* :mod:`~topomilp.fabrics.equal_cost` — the Fat-tree of the same cost (``B'`` or ``r``)
  and the bench's fabric rows (:data:`METHODS`);
* :mod:`~topomilp.fabrics.cli` — ``topomilp cost``.

>>> from topomilp.workloads import dlrm_like
>>> w = dlrm_like(16)
>>> comm_time(w, fat_tree(16, 100.0)).time_s == comm_time(w, big_switch(16, 100.0)).time_s
True
"""

from __future__ import annotations

from topomilp.fabrics.cost import (
    COMPONENTS,
    DEFAULT_PRICES,
    Bill,
    PriceTable,
    default_prices,
    direct_connect_bill,
    fabric_bill,
    load_prices,
)
from topomilp.fabrics.equal_cost import (
    FABRIC_KIND,
    METHODS,
    EqualCost,
    FabricResult,
    equal_cost_fabrics,
    same_cost_bandwidth,
    same_cost_oversubscription,
)
from topomilp.fabrics.lp import LPTime, lp_time
from topomilp.fabrics.times import FabricTime, comm_time, cut_loads, fixed_time, tree_order_plan
from topomilp.fabrics.topology import (
    KINDS,
    SwitchedFabric,
    big_switch,
    fat_tree,
    fat_tree_counts,
    leaf_spine,
    smallest_fat_tree_k,
    testbed_switch,
)

__all__ = [
    "COMPONENTS", "DEFAULT_PRICES", "FABRIC_KIND", "KINDS", "METHODS", "Bill", "EqualCost", "FabricResult",
    "FabricTime", "LPTime", "PriceTable", "SwitchedFabric", "big_switch", "comm_time", "cut_loads",
    "default_prices", "direct_connect_bill", "equal_cost_fabrics", "fabric_bill", "fat_tree", "fat_tree_counts",
    "fixed_time", "leaf_spine", "load_prices", "lp_time", "same_cost_bandwidth", "same_cost_oversubscription",
    "smallest_fat_tree_k", "testbed_switch", "tree_order_plan",
]
