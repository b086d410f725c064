"""Paths of a single-source flow: the path decomposition shared by the one-source LP of
Cayley graphs (formulations/scale_bounds.md, (S1)-(S4)) and the orbit LP of lifts
((S9)-(S12)), whose optimal flows are turned into routings this way.

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
