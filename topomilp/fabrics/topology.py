"""Switched fabrics as topologies: servers hanging off electrical switches
(formulations/fabrics.md §1).

A :class:`SwitchedFabric` is ``n`` servers with ``server_gbps`` Gbit/s each (per
direction, over ``ports_per_server`` NIC ports into the server's own first-level switch)
and, above them, a tree of switch *levels*:

* ``big_switch`` — one non-blocking switch, no level above the servers (FlexNet's
  ``BigSwitchNetworkTopologyGenerator``; TopoOpt's testbed baseline is
  :func:`testbed_switch`: one 100 Gbit/s port per server);
* ``leaf_spine`` — leaves of ``servers_per_leaf`` servers, every leaf wired to every
  spine;
* ``fat_tree`` — the k-ary Fat-tree of Al-Fares, Loukissas and Vahdat (SIGCOMM 2008):
  ``k`` pods of ``k/2`` edge and ``k/2`` aggregation switches, ``(k/2)^2`` core
  switches, ``k/2`` servers per edge switch, ``k^3/4`` servers in all (ffsim-opera's
  packet simulator picks the smallest even ``k`` with ``k^3/4 >= n``, and so does
  :func:`fat_tree` by default).

Servers are numbered in tree order: server ``i`` sits on leaf / edge switch
``i // (k/2)`` (or ``i // servers_per_leaf``) and a pod holds ``k^2/4`` consecutive
servers, so every subtree is an interval of server numbers (what the closed forms of
formulations/fabrics.md rely on). The ``oversubscription`` ratio ``r >= 1`` sits at the
leaf / edge layer: a group of ``g`` servers has ``g * server_gbps / r`` of uplink
capacity, and the aggregation layer of a Fat-tree carries all of it (a pod's uplink is
the sum of its edge switches' uplinks). :meth:`SwitchedFabric.graph` is the explicit
switch-level graph the LP (:mod:`topomilp.fabrics.lp`) routes on.

>>> f = fat_tree(16, 100.0)
>>> f.k, f.levels, f.components()["switches"]
(4, (2, 4), 20)
>>> fat_tree(16, 100.0, oversubscription=2).uplink_gbps(0, 0)   # 2 servers x 100 / 2
100.0
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.utils import check_int, check_positive_real

KINDS: tuple[str, ...] = ("big_switch", "leaf_spine", "fat_tree")
#: TopoOpt's testbed switched baseline: one 100 Gbit/s NIC port per server into one switch
TESTBED_GBPS = 100.0


def smallest_fat_tree_k(n: int) -> int:
    """The smallest even ``k >= 2`` with ``k^3/4 >= n`` (ffsim-opera's choice).

    >>> smallest_fat_tree_k(128), smallest_fat_tree_k(432), smallest_fat_tree_k(12)
    (8, 12, 4)
    """
    n = check_int("n", n, 1)
    k = 2
    while k ** 3 // 4 < n:
        k += 2
    return k


@dataclass(frozen=True)
class FabricGraph:
    """The explicit switch-level graph: nodes ``0..n-1`` are the servers, then the
    switches (``names[i]``, e.g. ``"edge3"``); ``capacity[i, j]`` is the capacity of arc
    ``i -> j`` in Gbit/s (links are full duplex: the matrix is symmetric); ``layer[i, j]``
    names the layer a link belongs to (``"server"``, ``"edge-agg"``, ...), "" for none."""

    n: int
    names: tuple[str, ...]
    capacity: np.ndarray
    layer: np.ndarray

    def links(self, layer: str) -> int:
        """Number of (undirected) links of ``layer``."""
        return int(np.count_nonzero(np.triu(self.layer == layer)))


@dataclass(frozen=True)
class SwitchedFabric:
    """A switched fabric (module docstring). Validated when built; bad input raises
    :class:`~topomilp.errors.TopomilpInputError` naming the field and the rule."""

    kind: str
    n: int
    server_gbps: float
    oversubscription: float = 1.0
    servers_per_leaf: int | None = None     #: leaf_spine only
    k: int | None = None                    #: fat_tree only (default: smallest_fat_tree_k(n))
    ports_per_server: int = 1

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise TopomilpInputError("kind", f"must be one of {KINDS}", self.kind)
        object.__setattr__(self, "n", check_int("n", self.n, 2))
        object.__setattr__(self, "server_gbps", check_positive_real("server_gbps", self.server_gbps))
        r = check_positive_real("oversubscription", self.oversubscription)
        if r < 1:
            raise TopomilpInputError("oversubscription", "must be >= 1 (1 = non-blocking)", r)
        object.__setattr__(self, "oversubscription", r)
        object.__setattr__(self, "ports_per_server", check_int("ports_per_server", self.ports_per_server, 1))
        if self.kind == "big_switch" and r != 1:
            raise TopomilpInputError("oversubscription", "a big switch has no layer to oversubscribe", r)
        if self.kind == "leaf_spine":
            if self.servers_per_leaf is None:
                raise TopomilpInputError("servers_per_leaf", "is required for a leaf-spine fabric")
            object.__setattr__(self, "servers_per_leaf", check_int("servers_per_leaf", self.servers_per_leaf, 1))
        elif self.servers_per_leaf is not None:
            raise TopomilpInputError("servers_per_leaf", f"is only used by leaf_spine, not {self.kind}")
        if self.kind == "fat_tree":
            k = smallest_fat_tree_k(self.n) if self.k is None else check_int("k", self.k, 2)
            if k % 2:
                raise TopomilpInputError("k", "a k-ary Fat-tree needs an even k", k)
            if k ** 3 // 4 < self.n:
                raise TopomilpInputError("k", f"a {k}-ary Fat-tree holds k^3/4 = {k ** 3 // 4} < n = {self.n} "
                                         "servers")
            object.__setattr__(self, "k", k)
        elif self.k is not None:
            raise TopomilpInputError("k", f"is only used by fat_tree, not {self.kind}")

    # ------------------------------------------------------------------ structure
    @functools.cached_property
    def levels(self) -> tuple[int, ...]:
        """Servers per group at each switch level above the servers, lowest first:
        ``()`` (big switch), ``(servers_per_leaf,)``, ``(k/2, k^2/4)`` (edge, pod)."""
        if self.kind == "leaf_spine":
            return (int(self.servers_per_leaf),)
        if self.kind == "fat_tree":
            h = int(self.k) // 2
            return (h, h * h)
        return ()

    @property
    def port_gbps(self) -> float:
        """Rate of one server port: ``server_gbps / ports_per_server``."""
        return self.server_gbps / self.ports_per_server

    @property
    def server_bytes_per_s(self) -> float:
        """A server's bandwidth in bytes per second and direction (docs/design.md §1 units)."""
        return self.server_gbps * 1e9 / 8.0

    def groups(self, level: int) -> list[tuple[int, int]]:
        """The ``[start, stop)`` server intervals of the groups at ``level`` (the last one
        may be partial)."""
        g = self.levels[level]
        return [(s, min(s + g, self.n)) for s in range(0, self.n, g)]

    def uplink_gbps(self, level: int, group: int) -> float:
        """Uplink capacity of group ``group`` at ``level``: ``|G| * server_gbps / r`` (F0)."""
        start, stop = self.groups(level)[group]
        return (stop - start) * self.server_gbps / self.oversubscription

    @property
    def name(self) -> str:
        r = "" if self.oversubscription == 1 else f", {self.oversubscription:.4g}:1"
        extra = f" k={self.k}" if self.kind == "fat_tree" else (
            f" {self.servers_per_leaf}/leaf" if self.kind == "leaf_spine" else "")
        return f"{self.kind}{extra} ({self.server_gbps:.4g} Gbit/s per server{r})"

    # ------------------------------------------------------------------ explicit graph
    def graph(self) -> FabricGraph:
        """The switch-level graph (§1 of formulations/fabrics.md): every server on its
        leaf / edge switch with ``server_gbps``; a group's uplink capacity
        (:meth:`uplink_gbps`) spread evenly over its links to the level above."""
        names = [f"s{i}" for i in range(self.n)]
        edges: list[tuple[int, int, float, str]] = []

        def add(name: str) -> int:
            names.append(name)
            return len(names) - 1

        if self.kind == "big_switch":
            sw = add("switch")
            edges += [(i, sw, self.server_gbps, "server") for i in range(self.n)]
        elif self.kind == "leaf_spine":
            leaves = [add(f"leaf{li}") for li in range(len(self.groups(0)))]
            spines = [add(f"spine{j}") for j in range(self.levels[0])] if len(leaves) > 1 else []
            for li, (a, b) in enumerate(self.groups(0)):
                edges += [(i, leaves[li], self.server_gbps, "server") for i in range(a, b)]
                edges += [(leaves[li], s, self.uplink_gbps(0, li) / len(spines), "leaf-spine") for s in spines]
        else:
            edges += self._fat_tree_edges(add)
        N = len(names)
        cap = np.zeros((N, N))
        layer = np.full((N, N), "", dtype=object)
        for u, v, c, lay in edges:
            cap[u, v] = cap[v, u] = c
            layer[u, v] = layer[v, u] = lay
        return FabricGraph(self.n, tuple(names), cap, layer)

    def _fat_tree_edges(self, add: Any) -> list[tuple[int, int, float, str]]:
        h = int(self.k) // 2
        pods = self.groups(1)
        edge_groups = self.groups(0)
        edge_sw = [add(f"edge{e}") for e in range(len(edge_groups))]
        aggs = [[add(f"agg{p}.{j}") for j in range(h)] for p in range(len(pods))]
        cores = [[add(f"core{j}.{m}") for m in range(h)] for j in range(h)] if len(pods) > 1 else []
        out: list[tuple[int, int, float, str]] = []
        for e, (a, b) in enumerate(edge_groups):
            p = e // h
            out += [(i, edge_sw[e], self.server_gbps, "server") for i in range(a, b)]
            out += [(edge_sw[e], ag, self.uplink_gbps(0, e) / h, "edge-agg") for ag in aggs[p]]
        for p in range(len(pods)):
            for j, ag in enumerate(aggs[p]):       # agg j of every pod reaches cores j.*
                out += [(ag, c, self.uplink_gbps(1, p) / (h * h), "agg-core") for c in (cores[j] if cores else [])]
        return out

    def components(self) -> dict[str, Any]:
        """Switch and link counts of :meth:`graph` (links per layer)."""
        g = self.graph()
        layers = sorted({str(x) for x in g.layer.ravel() if x})
        return {"servers": self.n, "switches": len(g.names) - self.n,
                "links": {lay: g.links(lay) for lay in layers}}

    # ------------------------------------------------------------------ (de)serialisation
    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "n": self.n, "server_gbps": self.server_gbps,
                "oversubscription": self.oversubscription, "servers_per_leaf": self.servers_per_leaf,
                "k": self.k, "ports_per_server": self.ports_per_server}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SwitchedFabric":
        if not isinstance(data, dict):
            raise TopomilpInputError("fabric", "must be a JSON object", data)
        for key in ("kind", "n", "server_gbps"):
            if key not in data:
                raise TopomilpInputError(key, "is required in a fabric object")
        keys = ("kind", "n", "server_gbps", "oversubscription", "servers_per_leaf", "k", "ports_per_server")
        return cls(**{k: data[k] for k in keys if k in data})


# =========================================================================== constructors
def big_switch(n: int, server_gbps: float, ports_per_server: int = 1) -> SwitchedFabric:
    """One non-blocking switch, ``server_gbps`` per server."""
    return SwitchedFabric("big_switch", n, server_gbps, ports_per_server=ports_per_server)


def testbed_switch(n: int) -> SwitchedFabric:
    """TopoOpt's testbed switched baseline: one 100 Gbit/s NIC port per server into one
    electrical switch (TopoOpt, NSDI 2023, testbed section)."""
    return big_switch(n, TESTBED_GBPS, 1)


def leaf_spine(n: int, server_gbps: float, servers_per_leaf: int, oversubscription: float = 1.0,
               ports_per_server: int = 1) -> SwitchedFabric:
    """Two levels: leaves of ``servers_per_leaf`` servers, each wired to every spine."""
    return SwitchedFabric("leaf_spine", n, server_gbps, oversubscription, servers_per_leaf=servers_per_leaf,
                          ports_per_server=ports_per_server)


def fat_tree(n: int, server_gbps: float, oversubscription: float = 1.0, k: int | None = None,
             ports_per_server: int = 1) -> SwitchedFabric:
    """The k-ary Fat-tree (Al-Fares et al., SIGCOMM 2008) holding ``n`` servers (default
    ``k``: :func:`smallest_fat_tree_k`), oversubscribed ``r:1`` at the edge layer."""
    return SwitchedFabric("fat_tree", n, server_gbps, oversubscription, k=k, ports_per_server=ports_per_server)


def fat_tree_counts(k: int) -> dict[str, int]:
    """The textbook counts of a full k-ary Fat-tree: ``k^3/4`` servers, ``5k^2/4``
    switches, ``k^3/4`` links in each of its three layers."""
    k = check_int("k", k, 2)
    if k % 2:
        raise TopomilpInputError("k", "a k-ary Fat-tree needs an even k", k)
    return {"servers": k ** 3 // 4, "switches": 5 * k * k // 4, "links_per_layer": k ** 3 // 4}


__all__ = ["KINDS", "TESTBED_GBPS", "FabricGraph", "SwitchedFabric", "big_switch", "fat_tree", "fat_tree_counts",
           "leaf_spine", "smallest_fat_tree_k", "testbed_switch"]
