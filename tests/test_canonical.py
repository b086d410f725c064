"""Isomorphism classes and canonical forms of multigraphs / multi-digraphs
(topomilp.exact.joint.canonical): both engines against brute force over all relabellings."""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.exact.joint.canonical import (
    IsomorphismClasses,
    automorphisms,
    certificate,
    check_links,
    isomorphism_classes,
    resolve_engine,
)

ENGINES = ("networkx", "pynauty")


def brute_canon(a: np.ndarray) -> tuple:
    """The smallest relabelled copy of ``a`` (row-major), over all ``n!`` relabellings."""
    n = len(a)
    return min(tuple(a[np.ix_(p, p)].ravel().tolist()) for p in map(list, itertools.permutations(range(n))))


@functools.cache
def all_matrices(n: int, top: int, directed: bool) -> list[np.ndarray]:
    pairs = [(i, j) for i in range(n) for j in range(n) if i != j] if directed \
        else list(itertools.combinations(range(n), 2))
    out = []
    for values in itertools.product(range(top + 1), repeat=len(pairs)):
        a = np.zeros((n, n), dtype=np.int64)
        for (i, j), v in zip(pairs, values):
            a[i, j] = v
            if not directed:
                a[j, i] = v
        out.append(a)
    return out


@functools.cache
def all_canons(n: int, top: int, directed: bool) -> list[tuple]:
    return [brute_canon(a) for a in all_matrices(n, top, directed)]


def relabel(a: np.ndarray, p) -> np.ndarray:
    p = np.asarray(p)
    return a[np.ix_(p, p)]


def mat(n: int, arcs, directed: bool = True) -> np.ndarray:
    a = np.zeros((n, n), dtype=np.int64)
    for i, j, *m in arcs:
        a[i, j] = m[0] if m else 1
        if not directed:
            a[j, i] = a[i, j]
    return a


@pytest.mark.parametrize("n,top,directed", [(3, 2, False), (4, 2, False), (3, 2, True), (4, 1, True)])
@pytest.mark.parametrize("engine", ENGINES)
def test_classes_match_brute_force(n, top, directed, engine):
    graphs, canon = all_matrices(n, top, directed), all_canons(n, top, directed)
    classes = IsomorphismClasses(directed=directed, engine=engine)
    kept = [classes.add(a) for a in graphs]
    first = {}
    for i, c in enumerate(canon):
        first.setdefault(c, i)
    assert kept == [first[c] == i for i, c in enumerate(canon)]      # new exactly at the first of its class
    assert len(classes.representatives) == len(set(canon))


@pytest.mark.parametrize("n,top,directed", [(3, 2, False), (4, 2, False), (3, 2, True), (4, 1, True)])
def test_certificates_match_brute_force(n, top, directed):
    seen: dict = {}
    for a, canon in zip(all_matrices(n, top, directed), all_canons(n, top, directed)):
        cert = certificate(a, directed, "pynauty")
        assert seen.setdefault(cert, canon) == canon                    # equal certificates: isomorphic
    assert len(set(seen.values())) == len(seen)                         # isomorphic: equal certificates


def random_multigraph(rng, n: int, directed: bool) -> np.ndarray:
    a = rng.integers(0, 3, size=(n, n)) * (rng.random((n, n)) < 0.4)
    np.fill_diagonal(a, 0)
    return a if directed else np.triu(a, 1) + np.triu(a, 1).T


@pytest.mark.parametrize("directed", [False, True])
@pytest.mark.parametrize("engine", ENGINES)
def test_random_relabellings_are_one_class(directed, engine):
    rng = np.random.default_rng(7)
    classes = IsomorphismClasses(directed=directed, engine=engine)
    certs = set()
    for _ in range(15):
        a = random_multigraph(rng, 9, directed)
        assert classes.add(a) == (certificate(a, directed) not in certs)
        certs.add(certificate(a, directed))
        for _ in range(4):
            b = relabel(a, rng.permutation(9))
            assert not classes.add(b)
            assert certificate(b, directed) == certificate(a, directed)
    reps = isomorphism_classes(classes.representatives, directed, engine)
    assert len(reps) == len(classes.representatives) == len(certs)


K33 = np.kron([[0, 1], [1, 0]], np.ones((3, 3), dtype=np.int64))
PRISM = mat(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (0, 3), (1, 4), (2, 5)], directed=False)
C6 = mat(6, [(i, (i + 1) % 6) for i in range(6)])
TWO_C3 = mat(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)])


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("a,b,directed,iso", [
    (K33, PRISM, False, False),                                      # 3-regular on 6 nodes, triangle-free or not
    (2 * K33, 2 * PRISM, False, False),                              # the same with every link doubled
    (C6, TWO_C3, True, False),                                       # 1-in 1-out on 6 nodes
    (mat(3, [(0, 1), (1, 2), (2, 0)]), mat(3, [(1, 0), (2, 1), (0, 2)]), True, True),     # a 3-cycle and its reverse
    (mat(2, [(0, 1, 2)]), mat(2, [(1, 0, 2)]), True, True),          # i =2=> j vs j =2=> i
    (mat(2, [(0, 1, 2), (1, 0, 1)]), mat(2, [(0, 1, 1), (1, 0, 2)]), True, True),         # 2-cycles (2, 1) vs (1, 2)
    (mat(2, [(0, 1, 2), (1, 0, 1)]), mat(2, [(0, 1, 3)]), True, False),                   # 2-cycle vs one triple arc
    (mat(3, [(0, 1), (1, 0), (1, 2)]), mat(3, [(0, 1), (1, 0), (2, 1)]), True, False),    # out vs in at a 2-cycle
    (mat(3, [(0, 1, 2), (1, 2)]), mat(3, [(0, 1), (1, 2, 2)]), True, False),              # which arc is double
    (mat(3, [(0, 1, 2), (1, 2)]), mat(3, [(2, 1), (1, 0, 2)]), True, False),              # reversed path: not iso
    (mat(3, [(0, 1, 2), (1, 2)], False), mat(3, [(0, 1), (1, 2, 2)], False), False, True),  # undirected: iso
    (mat(4, [(0, 1, 2), (2, 3, 2)], False), mat(4, [(0, 1, 2), (1, 2), (2, 3)], False), False, False),
])
def test_pairs(engine, a, b, directed, iso):
    c = IsomorphismClasses(directed=directed, engine=engine)
    assert c.add(a)
    assert c.add(b) is not iso
    assert c.add(relabel(b, np.arange(len(b))[::-1])) is False
    assert (certificate(a, directed) == certificate(b, directed)) is iso


def test_certificate_depends_on_direction_flag():
    a = mat(3, [(0, 1), (1, 2), (2, 0)], directed=False)
    assert certificate(a, False) != certificate(a, True)


def test_key_buckets_under_networkx():
    a = mat(3, [(0, 1), (1, 2)], directed=False)
    c = IsomorphismClasses(engine="networkx")
    assert c.add(a, key=4.0) and not c.add(relabel(a, [2, 1, 0]), key=4.0)
    c = IsomorphismClasses(engine="pynauty")                           # ignored by pynauty
    assert c.add(a, key=4.0) and not c.add(relabel(a, [2, 1, 0]), key=5.0)


@pytest.mark.parametrize("a,directed,order", [
    (K33, False, 72), (PRISM, False, 12), (mat(3, [(0, 1), (1, 2), (2, 0)]), True, 3),
    (C6, True, 6), (TWO_C3, True, 18), (mat(2, [(0, 1, 2), (1, 0, 1)]), True, 1),
    (mat(4, [(0, 1, 2), (2, 3, 2)], False), False, 8), (np.zeros((1, 1), dtype=int), False, 1),
])
def test_automorphisms(a, directed, order):
    gens, size = automorphisms(a, directed)
    assert size == order
    for p in gens:
        assert sorted(p) == list(range(len(a)))
        assert np.array_equal(relabel(a, p), a)


def test_large_automorphism_group_order():
    assert automorphisms(np.zeros((12, 12), dtype=int))[1] == 479001600                      # 12!, exact
    assert automorphisms(np.zeros((20, 20), dtype=int))[1] == pytest.approx(2432902008176640000, rel=1e-9)


def test_auto_engine_is_pynauty():
    assert resolve_engine("auto") == "pynauty"
    assert IsomorphismClasses().engine == "pynauty"


@pytest.mark.parametrize("links,directed,field", [
    ([[0, 1, 0], [1, 0, 1]], False, "links"),                        # not square
    (np.zeros((2, 2, 2), dtype=int), False, "links"),                # not a matrix
    (np.zeros((0, 0), dtype=int), False, "links"),                   # empty
    ([[0, -1], [-1, 0]], False, "links"),                            # negative
    ([[0, 1.5], [1.5, 0]], False, "links"),                          # not an integer
    ([["a", "b"], ["c", "d"]], False, "links"),                      # not numbers
    ([[1, 1], [1, 0]], True, "links"),                               # self-link
    ([[0, 2], [1, 0]], False, "links"),                              # asymmetric, duplex
    ([[0, 1], [1, 0]], "yes", "directed"),
])
def test_bad_input(links, directed, field):
    calls = [lambda: certificate(links, directed), lambda: check_links(links, directed)]
    calls += [lambda e=e: IsomorphismClasses(directed=directed, engine=e).add(links) for e in ENGINES]
    for call in calls:
        with pytest.raises(TopomilpInputError) as e:
            call()
        assert e.value.field == field


def test_bad_engine():
    for call in (lambda: certificate([[0]], engine="vf2"), lambda: IsomorphismClasses(engine="nauty"),
                 lambda: certificate([[0]], engine="networkx")):
        with pytest.raises(TopomilpInputError) as e:
            call()
        assert e.value.field == "engine"


def test_integral_floats_accepted():
    assert certificate(np.array([[0.0, 2.0], [2.0, 0.0]])) == certificate(np.array([[0, 2], [2, 0]]))


def test_enumeration_candidates():
    from topomilp.exact.joint.enumeration import low_hop_multigraphs, total_hops

    graphs = list(itertools.islice(low_hop_multigraphs(12, 4, 2), 200))
    counts = {}
    for engine in ENGINES:
        c = IsomorphismClasses(engine=engine)
        for a in graphs:
            c.add(a, key=total_hops(a))
        counts[engine] = len(c)
    assert counts["networkx"] == counts["pynauty"] > 1
