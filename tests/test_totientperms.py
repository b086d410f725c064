"""TotientPerms: reference vectors, the geometric rule against a plain re-implementation,
mirror handling, shortage errors and reuse, group index spaces."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError
from topomilp.evaluate import hop_statistics
from topomilp.heuristics.totientperms import (
    TotientPermsResult,
    candidate_strides,
    coset_base,
    distinct_rings,
    group_strides,
    select_strides,
    stride_ring,
    totient_perms,
)
from topomilp.traffic import Ring


def reference_rule(cj: list[int], m: int, bidirectional: bool = True) -> list[int] | None:
    """The released selection rule written out plainly (None where it reads past the end)."""
    if m == 1:
        return [cj[0]]
    ratio = (cj[-1] / cj[0]) ** (1 / m if bidirectional else 1 / (m - 1))
    x, out = float(cj[0]), []
    for _ in range(m):
        i = 0
        while i < len(cj) and cj[i] < x * (1 - 1e-9):
            i += 1
        while i < len(cj) and cj[i] in out:
            i += 1
        if i == len(cj):
            return None
        out.append(cj[i])
        x *= ratio
    return sorted(out)


def phi(k: int) -> int:
    return sum(1 for q in range(1, k + 1) if math.gcd(q, k) == 1)


# --------------------------------------------------------------------------- reference vectors
@pytest.mark.parametrize("n, m, strides, diameter, mean_hops", [
    (12, 2, [1, 5], 3, 1.82),
    (16, 2, [1, 5], 4, 2.13),
    (16, 4, [1, 3, 5, 9], 2, 1.47),
    (128, 2, [1, 13], 10, 5.62),
    (128, 3, [1, 7, 27], 6, 3.67),
    (128, 4, [1, 5, 13, 39], 5, 2.96),
])
def test_reference_vectors(n, m, strides, diameter, mean_hops):
    tp = totient_perms(n, m)
    assert list(tp) == strides
    assert select_strides(candidate_strides(n, n), m) == strides          # the released rule verbatim
    assert reference_rule(candidate_strides(n, n), m) == strides
    diam, mean = hop_statistics(tp.topology)
    assert (diam, round(mean, 2)) == (diameter, mean_hops)
    assert tp.topology.link_model == "duplex"
    assert tp.topology.degrees().tolist() == [2 * m] * n


def test_candidate_strides():
    assert candidate_strides(12, 12) == [1, 5, 7, 11]
    assert candidate_strides(12) == [1, 5, 7, 11]
    assert candidate_strides(12, 4) == [3, 9]
    assert candidate_strides(12, 6) == [2, 10]
    assert candidate_strides(12, 2) == [6]
    for n in range(2, 40):
        for k in range(2, n + 1):
            if n % k == 0:
                cj = candidate_strides(n, k)
                assert len(cj) == phi(k)
                assert all(p % (n // k) == 0 and math.gcd(p // (n // k), k) == 1 for p in cj)
                assert cj == sorted(cj)


@pytest.mark.parametrize("kwargs", [{"n": 12, "k": 5}, {"n": 12, "k": 1}, {"n": 1, "k": 1},
                                    {"n": 12.0, "k": 4}, {"n": 12, "k": True}])
def test_candidate_strides_bad_input(kwargs):
    with pytest.raises(TopomilpInputError):
        candidate_strides(**kwargs)


def test_unidirectional_exponent_and_float_tolerance():
    # unidirectional: ratio = (cj[-1]/cj[0]) ** (1/(m-1)), so the last pick is the top stride
    assert select_strides(candidate_strides(16, 16), 2, bidirectional=False) == [1, 15]
    assert select_strides(candidate_strides(16, 16), 3, bidirectional=False) == [1, 5, 15]
    # 3125 ** (1/5) rounds to 5.000000000000001: the tolerance still takes 5, as the maths says
    assert (3125 ** (1 / 5)) > 5
    assert select_strides([1, 5, 25, 125, 625, 3125], 5) == [1, 5, 25, 125, 625]


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(1, 300), min_size=1, max_size=25, unique=True), st.integers(1, 8),
       st.booleans())
def test_select_matches_plain_rule(cands, m, bidirectional):
    cj = sorted(cands)
    expected = reference_rule(cj, m, bidirectional)
    if m > len(cj):
        with pytest.raises(TopomilpInputError):
            select_strides(cj, m, bidirectional)
        return
    got = select_strides(cj, m, bidirectional)
    if expected is not None:
        assert got == expected
    assert len(set(got)) == m and set(got) <= set(cj)


# --------------------------------------------------------------------------- mirrors
@settings(max_examples=60, deadline=None)
@given(st.integers(3, 70), st.data())
def test_mirror_aware_selection(n, data):
    cj = candidate_strides(n, n)
    avail = distinct_rings(cj, True, n)
    assert avail == (phi(n) + 1) // 2
    m = data.draw(st.integers(1, avail))
    got = totient_perms(n, m).strides
    keys = {min(p, n - p) for p in got}
    assert len(keys) == m                                   # m distinct undirected rings
    plain = reference_rule(cj, m)
    if plain is not None and len({min(p, n - p) for p in plain}) == m:
        assert list(got) == plain                           # identical where the release has no mirror pair
    assert totient_perms(n, m).topology.degrees().tolist() == [2 * m] * n


def test_mirror_pair_is_replaced():
    # the released rule picks 4 and 7 for n=11, m=5: the same undirected ring (7 = 11 - 4)
    assert select_strides(candidate_strides(11, 11), 5) == [1, 2, 3, 4, 7]
    got = totient_perms(11, 5).strides
    assert sorted(min(p, 11 - p) for p in got) == [1, 2, 3, 4, 5]


# --------------------------------------------------------------------------- shortage
@pytest.mark.parametrize("n, m, k", [(12, 3, 4), (12, 2, 4), (12, 2, 6), (12, 2, 3), (12, 2, 2), (12, 3, 12)])
def test_shortage_raises_by_default(n, m, k):
    with pytest.raises(TopomilpInputError) as exc:
        totient_perms(n, m, k)
    assert exc.value.field == "m" and "on_shortage='reuse'" in str(exc.value)


def test_shortage_reuse_gives_parallel_rings():
    tp = totient_perms(12, 3, k=4, on_shortage="reuse")
    assert tp.strides == (3, 3, 3) and tp.reused
    assert tp.topology.degrees().tolist() == [6] * 12
    assert tp.topology.links[0].tolist() == [0, 0, 0, 3, 0, 0, 0, 0, 0, 3, 0, 0]
    tp = totient_perms(12, 3, on_shortage="reuse")
    assert tp.strides == (1, 1, 5) and tp.reused
    # unidirectional rings: p and n-p are different directed rings, so 4 exist for n=12
    assert totient_perms(12, 4, bidirectional=False).strides == (1, 5, 7, 11)
    with pytest.raises(TopomilpInputError):
        totient_perms(12, 5, bidirectional=False)
    # without a modulus, select_strides counts list entries (the release's shortage)
    assert select_strides([3, 9], 2) == [3, 9]
    with pytest.raises(TopomilpInputError):
        select_strides([3, 9], 3)
    assert select_strides([3, 9], 3, on_shortage="reuse") == [3, 3, 9]


@pytest.mark.parametrize("args, kwargs", [
    (([], 1), {}), (([3, 1], 1), {}), (([1, 3], 0), {}), (([1, 3], 1), {"on_shortage": "skip"}),
    (([0, 3], 1), {}), (("ab", 1), {}), (([1, 3], 1), {"modulus": 1}),
])
def test_select_bad_input(args, kwargs):
    with pytest.raises(TopomilpInputError):
        select_strides(*args, **kwargs)


# --------------------------------------------------------------------------- groups
def test_coset_index_space_equals_zn_stride():
    for n in (12, 16, 18, 24):
        for k in range(2, n + 1):
            if n % k:
                continue
            base = n // k
            for r in range(base):
                members = tuple(range(r, n, base))
                assert coset_base(members, n) == base
                for q in candidate_strides(k, k):
                    ring = stride_ring(members, q)
                    assert ring.order == Ring.from_stride(n, r, q * base).order


def test_non_coset_group_ring():
    members = (7, 2, 9, 4, 11)
    for q in group_strides(5, 2):
        order = stride_ring(members, q).order
        assert sorted(order) == sorted(members) and order[0] == 7
        assert order[1] == members[q]
    assert coset_base(members, 12) is None
    with pytest.raises(TopomilpInputError):
        stride_ring((0, 1, 2, 3), 2)                 # not coprime: would not visit every member
    with pytest.raises(TopomilpInputError):
        stride_ring((0,), 1)


def test_result_shape_and_unidirectional_topology():
    tp = totient_perms(16, 2, k=8, bidirectional=False)
    assert isinstance(tp, TotientPermsResult)
    assert (tp.n, tp.k, tp.m, len(tp), tp.ports) == (16, 8, 2, 2, 2)
    assert all(p % 2 == 0 for p in tp)
    topo = tp.topology
    assert topo.link_model == "simplex"
    assert topo.out_degrees().tolist() == [2] * 16 and topo.in_degrees().tolist() == [2] * 16
    assert tp.topology is topo                        # built once
