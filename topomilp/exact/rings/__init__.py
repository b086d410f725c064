"""AllReduce ring families and ring generation (formulations/rings.md), in three modules:
:mod:`~topomilp.exact.rings.families` (the families (R-1)-(R-2) and the MILP's relaxation
(R-6) of a ring mix), :mod:`~topomilp.exact.rings.pricing` (Held-Karp pricing (R-4)) and
:mod:`~topomilp.exact.rings.generation` (the routing LP by ring generation (R-3)-(R-5'),
the bound (R-8)); every name is importable from here.

An AllReduce group may run over any cyclic order of its members, with its volume split
over any number of rings (TopoOpt's observation that collective traffic is *mutable*).
The exact models offer three ring families per problem (``rings=``):

* ``"any"`` (the default): every cyclic order of the group's members, (R-1);
* ``"strides"``: the coprime-stride rings over the member labels (TotientPerms' family);
* explicit lists, one per group: the stride rings plus the given orders (as before).

A group of ``k`` members has ``(k-1)!`` directed cyclic orders. Up to
:data:`ENUMERATION_LIMIT` of them are listed outright (the models are then exact with
the list as their candidate set, (R-2)); a larger group's rings are *generated*: on a
fixed topology by column generation over the Hamiltonian cycles of its members
(:func:`route_with_ring_generation`, (R-3)-(R-5)), priced exactly by the Held-Karp
dynamic programme (:func:`cheapest_ring`, (R-4)).

>>> import numpy as np
>>> from topomilp.model import AllReduceGroup, Workload
>>> family = ring_family(Workload(4, groups=(AllReduceGroup((0, 1, 2, 3), 1.0),)), "any")
>>> len(family[0].candidates), family[0].free, family[0].complete
(6, True, True)
>>> cheapest_ring(np.array([[0, 1, 9, 9], [9, 0, 1, 9], [9, 9, 0, 1], [1, 9, 9, 0]]), (0, 1, 2, 3))
(4.0, (0, 1, 2, 3))

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433), section "Mutability of AllReduce";
Held & Karp (1962) for the pricing dynamic programme.
"""

from topomilp.exact.rings.families import (
    ENUMERATION_LIMIT,
    RING_FAMILIES,
    SUBTOUR_CUTS_MAX,
    GroupRings,
    add_ring_relaxation,
    canonical_ring,
    cyclic_orders,
    family_name,
    ring_family,
    ring_pairs,
    ring_successor_shares,
    stride_rings,
)
from topomilp.exact.rings.generation import (
    PRICING_TOL,
    RingGeneration,
    relaxed_ring_throughput,
    ring_orbit,
    rotation_symmetries,
    route_with_ring_generation,
    seed_rings,
)
from topomilp.exact.rings.pricing import HELD_KARP_MAX, cheapest_ring, good_ring, price_ring

__all__ = [
    "ENUMERATION_LIMIT",
    "HELD_KARP_MAX",
    "PRICING_TOL",
    "RING_FAMILIES",
    "SUBTOUR_CUTS_MAX",
    "GroupRings",
    "RingGeneration",
    "add_ring_relaxation",
    "canonical_ring",
    "cheapest_ring",
    "cyclic_orders",
    "good_ring",
    "family_name",
    "ring_family",
    "ring_pairs",
    "price_ring",
    "ring_orbit",
    "relaxed_ring_throughput",
    "ring_successor_shares",
    "rotation_symmetries",
    "route_with_ring_generation",
    "seed_rings",
    "stride_rings",
]
