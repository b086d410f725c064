"""From a :class:`~topomilp.model.Workload` to fixed transfer matrices.

AllReduce traffic is *mutable*: which ring order each group uses, and how its volume
is split over several rings, is a choice. An :class:`AllReducePlan` records that
choice; :func:`transfer_matrices` turns workload + plan into the ``n x n`` byte
matrices that a routing then carries (docs/design.md §1).

>>> from topomilp.model import Workload, AllReduceGroup
>>> w = Workload(4, groups=(AllReduceGroup((0, 1, 2, 3), 8.0),))
>>> ar, mp = transfer_matrices(w)
>>> float(ar[0, 1]), float(ar[3, 0])   # 2(k-1)/k * S = 12 bytes to the successor
(12.0, 12.0)
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.model import AllReduceGroup, Workload
from topomilp.utils import check_int, check_nonnegative_real

SHARE_TOL = 1e-9


@dataclass(frozen=True)
class Ring:
    """A directed ring over a group's members: ``order[i]`` sends to ``order[i+1]``
    (and the last to the first), carrying ``share`` of the group's volume."""

    order: tuple[int, ...]
    share: float = 1.0

    def __post_init__(self) -> None:
        try:
            order = tuple(operator.index(x) for x in self.order)
        except TypeError:
            raise TopomilpInputError("ring.order", "must list integer node indices", self.order) from None
        if len(order) < 2 or len(set(order)) != len(order):
            raise TopomilpInputError("ring.order", "must list >= 2 distinct nodes", self.order)
        s = check_nonnegative_real("ring.share", self.share)
        object.__setattr__(self, "order", order)
        object.__setattr__(self, "share", s)

    @classmethod
    def from_stride(cls, n: int, start: int, stride: int, share: float = 1.0) -> "Ring":
        """The ring ``start, start+stride, start+2*stride, ...`` (mod n) until it closes."""
        n = check_int("n", n, 2)
        if stride % n == 0:
            raise TopomilpInputError("stride", f"must not be a multiple of n={n}", stride)
        order = [start % n]
        x = (start + stride) % n
        while x != order[0]:
            order.append(x)
            x = (x + stride) % n
            if len(order) > n:
                break
        return cls(tuple(order), share)

    def arcs(self) -> list[tuple[int, int]]:
        o = self.order
        return [(o[i], o[(i + 1) % len(o)]) for i in range(len(o))]

    def reversed(self, share: float | None = None) -> "Ring":
        return Ring(tuple(reversed(self.order)), self.share if share is None else share)


@dataclass(frozen=True)
class AllReducePlan:
    """Per AllReduce group (same index as ``workload.groups``), the rings it uses."""

    rings: tuple[tuple[Ring, ...], ...]

    @classmethod
    def default(cls, workload: Workload) -> "AllReducePlan":
        """Each group runs one ring in its listed member order."""
        return cls(tuple((Ring(g.members, 1.0),) for g in workload.groups))

    def to_dict(self) -> list[list[dict[str, Any]]]:
        """Per group, its rings as ``{"order": [...], "share": x}``.

        >>> AllReducePlan(((Ring((0, 1, 2), 1.0),),)).to_dict()
        [[{'order': [0, 1, 2], 'share': 1.0}]]
        """
        return [[{"order": list(r.order), "share": r.share} for r in rs] for rs in self.rings]

    @classmethod
    def from_dict(cls, data: Any) -> "AllReducePlan":
        """Read :meth:`to_dict`'s list (shares default to 1)."""
        try:
            return cls(tuple(tuple(Ring(tuple(r["order"]), r.get("share", 1.0)) for r in rs) for rs in data))
        except (TypeError, KeyError, AttributeError):
            raise TopomilpInputError("plan", "must be a list (per group) of {order, share} objects", data) from None

    def validate(self, workload: Workload) -> None:
        if len(self.rings) != len(workload.groups):
            raise TopomilpInputError("plan", f"needs one ring list per AllReduce group "
                                     f"({len(workload.groups)})", len(self.rings))
        for gi, (g, rings) in enumerate(zip(workload.groups, self.rings)):
            if g.bytes_per_member == 0:
                continue
            if not rings:
                raise TopomilpInputError("plan", f"group {gi} has no ring")
            members = set(g.members)
            for r in rings:
                if set(r.order) != members:
                    raise TopomilpInputError("plan", f"ring of group {gi} must visit exactly its members", r.order)
            total = sum(r.share for r in rings)
            if abs(total - 1.0) > 1e-6:
                raise TopomilpInputError("plan", f"ring shares of group {gi} must sum to 1", total)


def ring_transfers(n: int, group: AllReduceGroup, rings: Sequence[Ring]) -> np.ndarray:
    """Bytes member -> successor for ``group`` split over ``rings`` by their shares."""
    out = np.zeros((n, n))
    for r in rings:
        if r.share <= 0:
            continue
        o = np.asarray(r.order)
        np.add.at(out, (o, np.roll(o, -1)), group.ring_bytes * r.share)
    return out


def transfer_matrices(workload: Workload, plan: AllReducePlan | None = None) -> tuple[np.ndarray, np.ndarray]:
    """``(allreduce, mp)`` byte matrices of one iteration under ``plan``
    (default: each group's member order as its only ring)."""
    plan = plan or AllReducePlan.default(workload)
    plan.validate(workload)
    ar = np.zeros((workload.n, workload.n))
    for g, rings in zip(workload.groups, plan.rings):
        ar += ring_transfers(workload.n, g, rings)
    return ar, np.array(workload.mp, dtype=float)
