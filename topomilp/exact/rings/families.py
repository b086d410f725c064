"""AllReduce ring families (formulations/rings.md (R-1)-(R-2)) and the relaxation (R-6)
of a generated group's ring mix that the MILP holds: which rings a model lists for each
group (:func:`ring_family`), and the rows standing for the rings it does not list
(:func:`add_ring_relaxation`). Part of :mod:`topomilp.exact.rings`.

>>> from topomilp.model import AllReduceGroup, Workload
>>> family = ring_family(Workload(4, groups=(AllReduceGroup((0, 1, 2, 3), 1.0),)), "any")
>>> len(family[0].candidates), family[0].free, family[0].complete
(6, True, True)
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, Sequence

from topomilp.errors import TopomilpInputError
from topomilp.model import AllReduceGroup, Workload
from topomilp.traffic import Ring

#: The ring family names ``rings=`` accepts (besides explicit lists).
RING_FAMILIES = ("any", "strides")
#: Most cyclic orders listed outright per group ((k-1)! <= 720: groups of <= 7 members).
ENUMERATION_LIMIT = 720


@dataclass(frozen=True)
class GroupRings:
    """The rings one AllReduce group may use.

    * ``candidates``: canonical orders (rotation starting at the first member) the models
      list outright;
    * ``free``: any cyclic order of the members is allowed (family ``"any"``);
    * ``complete``: ``candidates`` holds every allowed ring (always true unless ``free``
      and the group is too large to list, in which case rings are generated)."""

    members: tuple[int, ...]
    candidates: tuple[tuple[int, ...], ...]
    free: bool
    complete: bool

    @property
    def generated(self) -> bool:
        """Rings of this group are generated (free and not listed outright)."""
        return self.free and not self.complete


# =========================================================================== families
def canonical_ring(order: Sequence[int], first: int) -> tuple[int, ...]:
    """The rotation of ``order`` that starts at ``first`` (rotations are the same ring).

    >>> canonical_ring((2, 0, 1), 0)
    (0, 1, 2)
    """
    o = list(order)
    i = o.index(first)
    return tuple(o[i:] + o[:i])


def stride_rings(members: Sequence[int]) -> list[tuple[int, ...]]:
    """Coprime-stride rings of a group (docs/design.md §4): for members ``m_0..m_{k-1}`` and
    each ``q`` in ``1..k-1`` with ``gcd(q, k) = 1`` the ring ``m_0, m_q, m_2q, ...``
    (``q`` and ``k-q`` are the two directions of one cycle).

    >>> stride_rings((0, 1, 2, 3))
    [(0, 1, 2, 3), (0, 3, 2, 1)]
    """
    k = len(members)
    return [tuple(members[(i * q) % k] for i in range(k)) for q in range(1, k) if math.gcd(q, k) == 1]


def cyclic_orders(members: Sequence[int]) -> list[tuple[int, ...]]:
    """Every directed cyclic order of ``members``, each once, starting at ``members[0]``:
    ``(k-1)!`` of them (R-2).

    >>> cyclic_orders((5, 6, 7))
    [(5, 6, 7), (5, 7, 6)]
    """
    first, rest = members[0], list(members[1:])
    return [(first, *p) for p in itertools.permutations(rest)]


def ring_pairs(order: Sequence[int]) -> list[tuple[int, int]]:
    """Transfers of one ring: ``order[i] -> order[i+1]`` (cyclic)."""
    return [(order[i], order[(i + 1) % len(order)]) for i in range(len(order))]


def _ring_order(group_index: int, group: AllReduceGroup, r: Any) -> tuple[int, ...]:
    order = r.order if isinstance(r, Ring) else r
    try:
        order = tuple(int(x) for x in order)
    except (TypeError, ValueError):
        raise TopomilpInputError("rings", "a ring must be a sequence of node indices", r) from None
    if len(order) != len(set(order)) or sorted(order) != sorted(group.members):
        raise TopomilpInputError("rings", f"a ring of group {group_index} must be a cyclic order of exactly "
                                 f"its members {list(group.members)}", list(order))
    return order


def ring_family(workload: Workload, rings: Any = "any", limit: int = ENUMERATION_LIMIT) -> tuple[GroupRings, ...]:
    """Per group, the rings ``rings`` allows (module docstring, (R-1)-(R-2)): ``"any"``,
    ``"strides"``, or one list of member orders (or :class:`Ring`) per group, which adds
    those orders to the stride rings; ``None`` is the default, ``"any"``. Under ``"any"``
    a group's cyclic orders are listed when there are at most ``limit`` of them, else
    generated. Raises :class:`TopomilpInputError` naming the field and the rule."""
    groups = workload.groups
    if isinstance(rings, str):
        if rings not in RING_FAMILIES:
            raise TopomilpInputError("rings", f"must be one of {RING_FAMILIES} or one ring list per group", rings)
        extra = None
    elif rings is None:
        rings, extra = "any", None
    else:
        try:
            extra = [list(rs) for rs in rings]
        except TypeError:
            raise TopomilpInputError("rings", "must be 'any', 'strides' or one sequence of rings per AllReduce "
                                     "group", rings) from None
        if len(extra) != len(groups):
            raise TopomilpInputError("rings", f"needs one ring list per AllReduce group ({len(groups)})",
                                     len(extra))
        rings = "strides"
    out = []
    for gi, g in enumerate(groups):
        first = g.members[0]
        if rings == "any":
            small = math.factorial(len(g.members) - 1) <= limit
            cands = cyclic_orders(g.members) if small else stride_rings(g.members)
            free, complete = True, small
        else:
            cands = list(stride_rings(g.members))
            cands += [_ring_order(gi, g, r) for r in (extra[gi] if extra is not None else ())]
            free, complete = False, True
        seen: dict[tuple[int, ...], None] = {}
        for o in cands:
            seen.setdefault(canonical_ring(o, first), None)
        out.append(GroupRings(tuple(g.members), tuple(seen), free, complete))
    return tuple(out)


def family_name(rings: Any) -> Any:
    """The JSON form of a ``rings=`` argument (a family name or explicit member orders)."""
    if rings is None or isinstance(rings, str):
        return rings
    return [[list(getattr(r, "order", r)) for r in rs] for rs in rings]


# =========================================================================== relaxation
#: Groups up to this size get every subtour cut (R-6d) (2^(k-1) of them).
SUBTOUR_CUTS_MAX = 12


def add_ring_relaxation(b: Any, Y: dict[tuple[int, int], Any], members: Sequence[int], lam: Any, tag: str) -> None:
    """The relaxation (R-6) of a group's ring mix for a MILP (``b``: a
    :class:`~topomilp.exact.modelkit.Builder`): ``Y[u, v]`` is the throughput-scaled
    share of the rings in which ``u`` sends to ``v``. Every mix of cyclic orders
    satisfies (R-6a) out-shares ``sum_v Y_uv = lam``, (R-6b) in-shares
    ``sum_u Y_uv = lam``, (R-6c) ``Y_uv + Y_vu <= lam`` and (R-6d) for every set ``S``
    holding the first member but not all, ``sum_{u in S, v not in S} Y_uv >= lam``
    (groups of at most :data:`SUBTOUR_CUTS_MAX` members); the converse fails, so a MILP
    with (R-6) bounds the optimum from above and its topologies are routed exactly."""
    m = list(members)
    k = len(m)
    for u in m:
        b.add(b.sum([Y[(u, v)] for v in m if v != u]) == lam, f"{tag}_out_{u}")      # (R-6a)
        b.add(b.sum([Y[(v, u)] for v in m if v != u]) == lam, f"{tag}_in_{u}")       # (R-6b)
    if k >= 3:
        for i, u in enumerate(m):                                                      # (R-6c)
            for v in m[i + 1:]:
                b.add(Y[(u, v)] + Y[(v, u)] <= lam, f"{tag}_two_{u}_{v}")
    if 4 <= k <= SUBTOUR_CUTS_MAX:
        rest = m[1:]
        for size in range(1, k - 2):                                                   # (R-6d), |S| = size + 1
            for extra in itertools.combinations(rest, size):
                S = {m[0], *extra}
                b.add(b.sum([Y[(u, v)] for u in S for v in m if v not in S]) >= lam, f"{tag}_cut")


def ring_successor_shares(rings: Sequence[Ring]) -> dict[tuple[int, int], float]:
    """``{(u, v): share}``: the share of a plan's rings (of one group) in which ``u``
    sends to ``v`` (the ``Y`` of (R-6) per unit of throughput).

    >>> ring_successor_shares([Ring((0, 1, 2), 0.5), Ring((0, 2, 1), 0.5)])[(0, 1)]
    0.5
    """
    out: dict[tuple[int, int], float] = {}
    for r in rings:
        for uv in ring_pairs(r.order):
            out[uv] = out.get(uv, 0.0) + r.share
    return out


__all__ = [
    "ENUMERATION_LIMIT",
    "RING_FAMILIES",
    "SUBTOUR_CUTS_MAX",
    "GroupRings",
    "add_ring_relaxation",
    "canonical_ring",
    "cyclic_orders",
    "family_name",
    "ring_family",
    "ring_pairs",
    "ring_successor_shares",
    "stride_rings",
]
