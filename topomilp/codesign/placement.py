"""Embedding-table placements up to relabelling (formulations/codesign.md, eq. 10-13).

A placement is the vector ``t`` of tables per server. Two placements have the same
co-optimum when a permutation of the servers that preserves the rest of the strategy
(which dense groups each server runs, and the redistribution traffic between dense
groups) maps one onto the other. Two ways to keep one placement per class:

* :func:`classes` and :func:`window_vectors` with those classes: when the dense groups
  exchange no redistribution traffic, every permutation inside a class of servers that
  run the same dense groups is such a symmetry, so the class's counts may be sorted
  (eq. 12-13);
* :func:`automorphisms` and :func:`orbit_representatives`: otherwise the symmetries are
  the automorphisms of the dense skeleton (nauty, through pynauty), and each orbit of
  placement vectors keeps its first member (eq. 13').

>>> classes(6, [(True, False)] * 2 + [(False, False)] * 4)
[[0, 1], [2, 3, 4, 5]]
>>> sorted(window_vectors([[0], [1], [2]], total=4, spread=1))
[(1, 1, 2), (1, 2, 1), (2, 1, 1)]
"""

from __future__ import annotations

import itertools
from typing import Hashable, Iterator, Sequence

import numpy as np
import pynauty


def classes(n: int, signature: Sequence[Hashable]) -> list[list[int]]:
    """Servers ``0..n-1`` grouped by ``signature[i]``, classes in order of their first server."""
    by_sig: dict[Hashable, list[int]] = {}
    for i in range(n):
        by_sig.setdefault(signature[i], []).append(i)
    return list(by_sig.values())


def _fill(groups: Sequence[Sequence[int]], values: Sequence[int], rest: Sequence[int], lo: int, hi: int,
          c: int, left: int, acc: list[tuple[int, ...]]) -> Iterator[list[tuple[int, ...]]]:
    """Non-increasing value tuples for groups ``c..``, summing to ``left``."""
    if c == len(groups):
        if left == 0:
            yield acc
        return
    for combo in itertools.combinations_with_replacement(values, len(groups[c])):
        s = left - sum(combo)
        if lo * rest[c] <= s <= hi * rest[c]:
            yield from _fill(groups, values, rest, lo, hi, c + 1, s, acc + [combo])


def window_vectors(groups: Sequence[Sequence[int]], total: int, spread: int) -> Iterator[tuple[int, ...]]:
    """Every vector ``t >= 0`` with ``sum t = total`` and ``max t - min t <= spread``
    (eq. 10-11) whose entries are non-increasing inside each group of servers, each once."""
    n = sum(len(g) for g in groups)
    rest = [sum(len(g) for g in groups[c + 1:]) for c in range(len(groups))]
    seen: set[tuple[int, ...]] = set()
    for lo in range(0, total // n + 1):
        values = range(lo + spread, lo - 1, -1)
        for combos in _fill(groups, values, rest, lo, lo + spread, 0, total, []):
            out = [0] * n
            for g, combo in zip(groups, combos):
                for i, v in zip(g, combo):
                    out[i] = v
            key = tuple(out)
            if key not in seen:
                seen.add(key)
                yield key


def count_window_vectors(n: int, total: int, spread: int) -> int:
    """How many vectors :func:`window_vectors` yields with singleton groups (dynamic
    programme over the servers), to refuse an enumeration before starting it."""
    count = 0
    for lo in range(0, total // n + 1):
        # vectors of n entries in [lo, lo + spread] summing to total, counted once per min
        ways = np.zeros(total + 1, dtype=object)
        ways[0] = 1
        for _ in range(n):
            nxt = np.zeros(total + 1, dtype=object)
            for v in range(lo, lo + spread + 1):
                if v <= total:
                    nxt[v:] += ways[:total + 1 - v]
            ways = nxt
        count += int(ways[total])
    return count


def automorphisms(signature: Sequence[Hashable], edges: dict[tuple[int, int], float]) -> list[np.ndarray]:
    """Generators (as server permutations) of the automorphism group of the dense
    skeleton: servers coloured by ``signature``, an undirected edge ``(a, b)`` of weight
    ``w`` for the redistribution traffic. An edge becomes a vertex coloured by its
    weight, so nauty sees weights as colours."""
    n = len(signature)
    keys: dict[tuple, list[int]] = {}
    for i, s in enumerate(signature):
        keys.setdefault((0, repr(s), 0.0), []).append(i)
    adj: dict[int, list[int]] = {i: [] for i in range(n + len(edges))}
    for e, ((a, b), w) in enumerate(sorted(edges.items())):
        v = n + e
        adj[v] = [a, b]
        keys.setdefault((1, "", float(w)), []).append(v)
    coloring = [set(keys[k]) for k in sorted(keys)]
    g = pynauty.Graph(n + len(edges), directed=False, adjacency_dict=adj, vertex_coloring=coloring)
    gens = pynauty.autgrp(g)[0]
    return [np.asarray(p[:n]) for p in gens]


def orbit_representatives(vectors: Iterator[tuple[int, ...]],
                          generators: Sequence[np.ndarray]) -> tuple[list[tuple[int, ...]], dict]:
    """The first vector of every orbit under the group the ``generators`` generate, in
    input order, and a map from every vector met (orbits in full) to its representative.
    A generator ``p`` maps ``t`` to ``u`` with ``u[p[i]] = t[i]``."""
    rep_of: dict[tuple[int, ...], tuple[int, ...]] = {}
    reps: list[tuple[int, ...]] = []
    inverses = [tuple(int(i) for i in np.argsort(p)) for p in generators]    # u[j] = t[p^-1[j]]
    for t in vectors:
        if t in rep_of:
            continue
        reps.append(t)
        rep_of[t] = t
        stack = [t]
        while stack:
            x = stack.pop()
            for inv in inverses:
                u = tuple([x[k] for k in inv])
                if u not in rep_of:
                    rep_of[u] = t
                    stack.append(u)
    return reps, rep_of
