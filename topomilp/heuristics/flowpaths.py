"""Paths of a single-source flow, and rings along successor maps: what the one-source LP of
Cayley graphs (formulations/scale_bounds.md, (S1)-(S4)) and the orbit LP of lifts
((S9)-(S12)) share to turn their optimal flows and ring shares into a routing and an
AllReduce plan.

Walk from the source along the heaviest positive arc until a node that still absorbs
flow, subtract the path's bottleneck; a cycle met on the way is cancelled (its flow only
adds load). Every unit of flow that reaches a sink ends on exactly one path, so the
paths' loads never exceed the flow's (the standard flow decomposition, e.g. Ahuja,
Magnanti and Orlin, *Network Flows*, 1993, §3.5).

>>> import numpy as np
>>> heads = np.array([[1, 2], [2, 0], [0, 1]])          # a triangle, both directions
>>> flow = np.zeros((3, 2)); flow[0, 0] = 1.0; flow[0, 1] = 1.0
>>> source_flow_paths(heads, flow, 0, np.array([0.0, 1.0, 1.0]))
{1: [((0, 1), 1.0)], 2: [((0, 2), 1.0)]}
"""

from __future__ import annotations

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.model import Workload
from topomilp.traffic import AllReducePlan, Ring


def source_flow_paths(heads: np.ndarray, flow: np.ndarray, src: int,
                      sinks: np.ndarray) -> dict[int, list[tuple[tuple[int, ...], float]]]:
    """Paths of the single-source flow ``flow[x, j]`` (on arc ``x -> heads[x, j]``) from
    ``src`` to every node with ``sinks > 0``, as ``{target: [(node path, fraction)]}``
    (cycles met on the way are cancelled)."""
    n = heads.shape[0]
    f = flow.copy()
    rest = np.asarray(sinks, dtype=float).copy()
    rest[src] = 0.0
    tol = 1e-9 * max(float(rest.max()), 1e-300)
    f[f < tol * 1e-3] = 0.0
    pats: dict[int, list[tuple[tuple[int, ...], float]]] = {}
    for _ in range(10 * (f.size + n)):
        if rest.max() <= tol:
            break
        nodes, steps, seen = [src], [], {src: 0}
        while True:
            x = nodes[-1]
            if x != src and rest[x] > tol:
                break
            jj = int(np.argmax(f[x]))
            if f[x, jj] <= 0:
                raise TopomilpInputError("topology", f"the flow of {src} stops at {x} short of its sinks")
            y = int(heads[x, jj])
            if y in seen:                        # a cycle: cancel it, walk on from y
                i0 = seen[y]
                cyc = list(zip(nodes[i0:], steps[i0:])) + [(x, jj)]
                mm = min(f[a, b] for a, b in cyc)
                for a, b in cyc:
                    f[a, b] -= mm
                del nodes[i0 + 1:], steps[i0:]
                seen = {v: i for i, v in enumerate(nodes)}
                continue
            steps.append(jj)
            nodes.append(y)
            seen[y] = len(nodes) - 1
        h = nodes[-1]
        mm = min([rest[h]] + [f[a, b] for a, b in zip(nodes[:-1], steps)])
        for a, b in zip(nodes[:-1], steps):
            f[a, b] -= mm
        rest[h] -= mm
        pats.setdefault(h, []).append((tuple(nodes), mm))
    out: dict[int, list[tuple[tuple[int, ...], float]]] = {}
    for h in np.nonzero(np.asarray(sinks) > 0)[0]:
        h = int(h)
        if h == src:
            continue
        plist = [(p, mm) for p, mm in pats.get(h, []) if mm > 0]
        tot = sum(mm for _, mm in plist)
        if tot <= 0:
            raise TopomilpInputError("topology", f"the flow of {src} does not reach node {h}")
        out[h] = [(p, float(mm / tot)) for p, mm in plist]
    return out


def rings_along(successors: np.ndarray, shares: dict[int, float]) -> list[tuple[tuple[int, ...], float]]:
    """The rings ``0, s(0), s(s(0)), ...`` along each column ``j`` of ``successors`` (node
    ``x``'s successor is ``successors[x, j]``, a Hamiltonian map) whose share is positive,
    with that share.

    >>> rings_along(np.array([[1], [2], [0]]), {0: 0.5})
    [((0, 1, 2), 0.5)]
    """
    n = successors.shape[0]
    out = []
    for j, share in shares.items():
        if share > 1e-12:
            order = [0]
            while len(order) < n:
                order.append(int(successors[order[-1], j]))
            out.append((tuple(order), share))
    return out


def shared_ring_plan(workload: Workload, orders: list[tuple[tuple[int, ...], float]]) -> AllReducePlan | None:
    """Every AllReduce group with bytes on the same mix of rings ``orders`` (shares
    normalised to 1), a group without bytes on its member order; None without groups."""
    if not workload.groups:
        return None
    tot = sum(sh for _, sh in orders)
    return AllReducePlan(tuple(tuple(Ring(o, sh / tot) for o, sh in orders) if g.bytes_per_member > 0
                               else (Ring(g.members, 1.0),) for g in workload.groups))
