"""Enumeration of low-hop SIMPLEX topologies (d-in / d-out regular multi-digraphs;
formulations/simplex_enumeration.md): the normal form misses no digraph (against a
brute force over labelled digraphs), everything yielded is a valid digraph within the
budget, and bad inputs are refused."""

from __future__ import annotations

import contextlib
import itertools

import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.exact.deadline import deadline_scope
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.canonical import certificate
from topomilp.exact.joint.digraphs import (
    level_sizes,
    low_hop_digraphs,
    moore_sum,
    out_tree,
    total_hops,
)
from topomilp.utils import hop_distances


def _brute_digraphs(n: int, d: int) -> np.ndarray:
    """Every loopless d-in / d-out regular multi-digraph on n nodes whose node 0 has its
    out-neighbours at labels 1, 2, ... in non-increasing multiplicity (any digraph has
    such a relabelling: relabel nodes 1..n-1 only). Plain recursion over the rows with
    in-degree capacities, the last row forced; independent of the module."""
    row0 = []
    for part in itertools.product(range(d, 0, -1), repeat=d):
        if sum(part) == d and list(part) == sorted(part, reverse=True) and part not in row0:
            row0.append(part)
    options = {r: [] for r in range(1, n - 1)}
    for r in options:
        for combo in itertools.combinations_with_replacement([c for c in range(n) if c != r], d):
            row = [0] * n
            for c in combo:
                row[c] += 1
            options[r].append(row)
    out: list[list[list[int]]] = []

    def rec(r: int, rows: list[list[int]], cap: list[int]) -> None:
        if r == n - 1:
            if cap[r] == 0 and all(x >= 0 for x in cap):
                out.append([list(x) for x in rows] + [list(cap)])
            return
        for row in options[r]:
            if all(row[c] <= cap[c] for c in range(n)):
                rec(r + 1, rows + [row], [cap[c] - row[c] for c in range(n)])

    for part in row0:
        first = [0] * n
        for i, x in enumerate(part):
            first[1 + i] = x
        rec(1, [first], [d - x for x in first])
    return np.array(out, dtype=np.int64)


def _batch_hops(mats: np.ndarray) -> np.ndarray:
    """W of every matrix of a batch (inf if not strongly connected), by bitmask BFS."""
    n = mats.shape[1]
    weights = np.int64(1) << np.arange(n, dtype=np.int64)
    outs = ((mats > 0).astype(np.int64) * weights).sum(axis=2)                # (N, n) out-masks
    reach = np.broadcast_to(weights, outs.shape).copy()
    total = np.zeros(len(mats), dtype=np.int64)
    for _ in range(n - 1):
        total += (n - np.bitwise_count(reach).astype(np.int64)).sum(axis=1)
        new = reach.copy()
        for u in range(n):
            new |= np.where((reach >> u) & 1 == 1, outs[:, u][:, None], 0)
        reach = new
    full = (reach == (1 << n) - 1).all(axis=1)
    return np.where(full, total.astype(float), np.inf)


BRUTE: dict[tuple[int, int], dict[int, set]] = {}


def _brute_classes(n: int, d: int) -> dict[int, set]:
    """Excess -> set of certificates of the brute-force digraphs with excess < n."""
    if (n, d) not in BRUTE:
        mats = _brute_digraphs(n, d)
        w = _batch_hops(mats)
        base = n * moore_sum(n, d)
        by: dict[int, set] = {}
        for g in np.nonzero(w < base + n)[0]:
            by.setdefault(int(w[g]) - base, set()).add(certificate(mats[g], directed=True))
        BRUTE[(n, d)] = by
    return BRUTE[(n, d)]


def test_brute_force_helpers_agree_with_the_package():
    mats = _brute_digraphs(5, 2)
    w = _batch_hops(mats[:200])
    assert [total_hops(a) for a in mats[:200]] == list(w)
    assert all(float(hop_distances(a).sum()) == x for a, x in zip(mats[:50], w))
    assert (mats.sum(axis=1) == 2).all() and (mats.sum(axis=2) == 2).all()
    assert all((np.diag(a) == 0).all() for a in mats)


@pytest.mark.parametrize("n,d", [(5, 2), (6, 2), (6, 3), (7, 2)])
def test_classes_equal_brute_force_at_every_budget(n, d):
    by = _brute_classes(n, d)
    base = n * moore_sum(n, d)
    for e in range(n):
        got = set()
        exact = set()
        for a in low_hop_digraphs(n, d, e):
            assert a.dtype == np.int64 and a.shape == (n, n)
            assert (a.sum(axis=0) == d).all() and (a.sum(axis=1) == d).all()
            assert (np.diag(a) == 0).all() and (a >= 0).all()
            assert total_hops(a) <= base + e
            got.add(certificate(a, directed=True))
        for a in low_hop_digraphs(n, d, e, exact=True):
            assert total_hops(a) == base + e
            exact.add(certificate(a, directed=True))
        want = set().union(*(v for x, v in by.items() if x <= e))
        assert got == want, (n, d, e)
        assert exact == by.get(e, set()), (n, d, e)


def test_normal_form_pieces():
    assert moore_sum(12, 3) == sum(moore_levels(12, 3, duplex=False)) == 19
    assert level_sizes(8, 2) == [2, 4, 1]
    arcs, leaves, last, children = out_tree(8, 2)           # depth 3: tree through level 2
    assert leaves == [3, 4, 5, 6] and last == [7] and children == [[1, 2], [3, 4], [5, 6]]
    assert (arcs.sum(axis=1)[:3] == 2).all() and arcs.sum() == 6


@contextlib.contextmanager
def past_deadline():
    """A deadline scope whose deadline has already passed (the one deadline of a solve)."""
    with deadline_scope(1e-6) as dl:
        while not dl.expired():
            pass
        yield dl


def test_depth_three_and_stats_and_deadline():
    st: dict = {}
    graphs = list(low_hop_digraphs(8, 2, 7, stats=st))
    assert st["complete"] and st["candidates"] >= len(graphs) > 0
    assert all(total_hops(a) <= 8 * moore_sum(8, 2) + 7 for a in graphs)
    st = {}
    with past_deadline():
        assert list(low_hop_digraphs(8, 3, 7, stats=st)) == [] or not st["complete"]
    assert st["complete"] is False
    # a small search that never reaches fill's periodic check still sees a past deadline
    # (checked at every block B): nothing yielded, reported incomplete
    assert list(low_hop_digraphs(6, 2, 5)) != []
    st = {}
    with past_deadline():
        assert list(low_hop_digraphs(6, 2, 5, stats=st)) == [] and st["complete"] is False
    # a limit that drops to 0 keeps only excess-0 graphs
    base = 6 * moore_sum(6, 2)
    assert all(total_hops(a) == base for a in low_hop_digraphs(6, 2, 5, limit=lambda: 0))


@pytest.mark.parametrize("n,d,e,field", [(6, 2, 6, "max_excess"), (6, 2, -1, "max_excess"),
                                         (5, 1, 0, "d"), (12, 9, 0, "d"), (5, 4, 0, "n"), (4, 3, 0, "n")])
def test_bad_inputs(n, d, e, field):
    with pytest.raises(TopomilpInputError) as err:
        list(low_hop_digraphs(n, d, e))
    assert err.value.field == field
