"""Exact isomorphism classes of multigraphs (duplex links) and multi-digraphs (simplex
links), shared by the enumeration proofs (:mod:`topomilp.exact.joint.enumeration`).

A topology is an ``n x n`` integer link matrix: zero diagonal, entry ``(i, j)`` the
number of links (duplex, symmetric matrix) or arcs (simplex, ``directed=True``) from
``i`` to ``j``. Two matrices are *isomorphic* when a relabelling ``P`` of the nodes maps
one onto the other (``P A P^T = B``), multiplicities included.

Two engines:

* ``"pynauty"`` (the ``pynauty`` package, nauty's canonical labelling): every matrix
  gets a :func:`certificate`, equal exactly for isomorphic matrices, so a class test is
  a dictionary look-up. The multigraph is encoded as a simple coloured (di)graph: the
  nodes in colour 0, a link of multiplicity ``m > 1`` becomes one subdivision node of
  colour ``m`` joined to both ends (directed: an arc ``i -> s`` and an arc ``s -> j``,
  so ``i -> j`` and ``j -> i`` get distinct subdivision nodes and 2-cycles keep their
  direction); links of multiplicity 1 stay plain edges (arcs).
* ``"networkx"``: networkx has no canonical form, so this engine only tests classes:
  matrices are bucketed by a relabelling invariant (:func:`invariant`, plus the
  caller's ``key``) and compared inside a bucket by VF2++ (``nx.vf2pp_is_isomorphic``)
  on the same subdivision encoding (:func:`labelled_graph`). :func:`certificate` does
  not accept it (it raises :class:`~topomilp.errors.TopomilpInputError`).

``engine="auto"`` is :data:`DEFAULT_ENGINE` when it can be imported, else networkx. The
choice was measured by ``benchmarks/canonical_forms.py`` (``benchmarks/RESULTS.md``,
"Canonical forms: pynauty vs networkx").

>>> ring = np.array([[0, 1, 1], [1, 0, 1], [1, 1, 0]])
>>> classes = IsomorphismClasses()
>>> classes.add(ring), classes.add(ring[::-1, ::-1]), len(classes.representatives)
(True, False, 1)
"""

from __future__ import annotations

from typing import Hashable, Iterable

import numpy as np

from topomilp.errors import BackendUnavailableError, TopomilpInputError

#: The engines accepted by :func:`certificate` and :class:`IsomorphismClasses`.
ENGINES = ("auto", "pynauty", "networkx")

#: What ``engine="auto"`` means when pynauty can be imported (measured faster, see the
#: module docstring); without pynauty ``"auto"`` is ``"networkx"``.
DEFAULT_ENGINE = "pynauty"

_PYNAUTY: list = []          # cache: [module or None]


def pynauty_available() -> bool:
    """Whether the ``pynauty`` package can be imported (cached)."""
    return _pynauty() is not None


def _pynauty():
    if not _PYNAUTY:
        try:
            import pynauty
        except ImportError:
            pynauty = None
        _PYNAUTY.append(pynauty)
    return _PYNAUTY[0]


def resolve_engine(engine: str = "auto") -> str:
    """The engine ``engine`` stands for: ``"auto"`` becomes :data:`DEFAULT_ENGINE` when
    pynauty can be imported, else ``"networkx"``; an explicit ``"pynauty"`` without the
    package raises :class:`~topomilp.errors.BackendUnavailableError`.

    >>> resolve_engine("networkx")
    'networkx'
    """
    if engine not in ENGINES:
        raise TopomilpInputError("engine", f"must be one of {', '.join(ENGINES)}", engine)
    if engine == "auto":
        return DEFAULT_ENGINE if DEFAULT_ENGINE == "networkx" or pynauty_available() else "networkx"
    if engine == "pynauty" and not pynauty_available():
        raise BackendUnavailableError("pynauty", "the package is not installed (pip install pynauty)")
    return engine


def check_links(links, directed: bool = False) -> np.ndarray:
    """``links`` as an ``int64`` matrix, after checking it: square, integer entries
    ``>= 0``, zero diagonal, symmetric unless ``directed``. Raises
    :class:`~topomilp.errors.TopomilpInputError` (field ``"links"`` or ``"directed"``).

    >>> check_links([[0, 2], [2, 0]]).dtype
    dtype('int64')
    >>> check_links([[0, 2], [1, 0]])
    Traceback (most recent call last):
    ...
    topomilp.errors.TopomilpInputError: links: must be symmetric unless directed=True (got ...)
    """
    if not isinstance(directed, (bool, np.bool_)):
        raise TopomilpInputError("directed", "must be True or False", directed)
    try:
        a = np.asarray(links)
    except (TypeError, ValueError) as e:
        raise TopomilpInputError("links", "must be a square integer matrix", type(links).__name__) from e
    if a.ndim != 2 or a.shape[0] != a.shape[1] or a.shape[0] < 1:
        raise TopomilpInputError("links", "must be a square n x n matrix with n >= 1", getattr(a, "shape", None))
    kind = a.dtype.kind
    if kind == "f":
        if not np.all(np.isfinite(a)) or not np.array_equal(a, np.round(a)):
            raise TopomilpInputError("links", "entries must be integers (link multiplicities)", a.tolist())
    elif kind not in "iub":
        raise TopomilpInputError("links", "entries must be integers (link multiplicities)", str(a.dtype))
    a = a.astype(np.int64, copy=False)
    if a.min() < 0:
        raise TopomilpInputError("links", "entries must be >= 0", int(a.min()))
    if np.any(np.diagonal(a)):
        raise TopomilpInputError("links", "diagonal must be zero (no self-links)", np.diagonal(a).tolist())
    if not directed and not np.array_equal(a, a.T):
        raise TopomilpInputError("links", "must be symmetric unless directed=True", a.tolist())
    return a


def _links_list(a: np.ndarray, directed: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Sources, targets and multiplicities of the links (undirected: ``i < j`` only)."""
    i, j = np.nonzero(a if directed else np.triu(a, 1))
    return i, j, a[i, j]


def _encode(a: np.ndarray, directed: bool):
    """(vertex count, adjacency dict, colour cells, cell labels) of the coloured simple
    (di)graph that encodes multigraph ``a`` (module docstring)."""
    n = a.shape[0]
    src, dst, mult = _links_list(a, directed)
    adj: dict[int, list[int]] = {v: [] for v in range(n)}
    cells: dict[int, set[int]] = {}
    s = n
    for i, j, m in zip(src.tolist(), dst.tolist(), mult.tolist()):
        if m == 1:
            adj[i].append(j)
        else:
            adj[i].append(s)
            adj[s] = [j]
            cells.setdefault(m, set()).add(s)
            s += 1
    labels = sorted(cells)
    coloring = [set(range(n))] + [cells[m] for m in labels]
    return s, adj, coloring, (n,) + tuple((m, len(cells[m])) for m in labels)


def _nauty_graph(a: np.ndarray, directed: bool):
    pynauty = _pynauty()
    size, adj, coloring, labels = _encode(a, directed)
    return pynauty.Graph(size, directed=bool(directed), adjacency_dict=adj, vertex_coloring=coloring), labels


def certificate(links, directed: bool = False, engine: str = "auto") -> tuple:
    """A canonical form of ``links``: two link matrices get equal certificates exactly
    when they are isomorphic (the same ``directed``). A hashable tuple
    ``(directed, (n, (m, count), ...), nauty_certificate_bytes)``: the node count, the
    number of links of each multiplicity ``m > 1`` and nauty's certificate of the
    encoding (module docstring).

    Only the ``"pynauty"`` engine has canonical forms: ``engine="networkx"`` (or
    ``"auto"`` without pynauty installed) raises
    :class:`~topomilp.errors.TopomilpInputError` — use :class:`IsomorphismClasses`.

    >>> cycle = np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]])      # 0 -> 1 -> 2 -> 0
    >>> certificate(cycle, directed=True) == certificate(cycle.T, directed=True)
    True
    >>> double = np.array([[0, 2], [0, 0]])
    >>> certificate(double, directed=True) == certificate(double.T, directed=True)
    True
    >>> certificate(np.array([[0, 2], [2, 0]])) == certificate(np.array([[0, 1], [1, 0]]))
    False
    """
    eng = resolve_engine(engine)
    if eng != "pynauty":
        raise TopomilpInputError("engine", "networkx has no canonical form: certificate needs pynauty "
                                 "(IsomorphismClasses works with either engine)", engine)
    a = check_links(links, directed)
    g, labels = _nauty_graph(a, directed)
    return (bool(directed), labels, _pynauty().certificate(g))


def automorphisms(links, directed: bool = False) -> tuple[list[tuple[int, ...]], int]:
    """Generators of the automorphism group of ``links`` (relabellings ``p`` with
    ``links[p][:, p] == links``, each as the tuple ``p[v]`` = image of ``v``) and the
    group's order, by nauty (needs pynauty). The order is exact while nauty reports it
    as a plain number (up to about ``10^10``), nauty's floating-point value beyond.

    >>> gens, order = automorphisms(np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]]), directed=True)
    >>> order
    3
    """
    resolve_engine("pynauty")
    a = check_links(links, directed)
    n = a.shape[0]
    g, _ = _nauty_graph(a, directed)
    gens, size1, size2, _, _ = _pynauty().autgrp(g)
    order = int(round(size1)) if not size2 else int(round(size1 * 10.0 ** int(size2)))
    return [tuple(int(x) for x in p[:n]) for p in gens], order


def invariant(links, directed: bool = False) -> tuple:
    """A relabelling invariant of ``links`` (equal for isomorphic matrices, often
    different otherwise): the sorted per-node rows of link multiplicities (out and in)
    and of two-step path counts (common-neighbour counts when undirected).

    >>> a = np.array([[0, 1, 0], [1, 0, 2], [0, 2, 0]])
    >>> invariant(a) == invariant(a[[2, 0, 1]][:, [2, 0, 1]])
    True
    """
    a = check_links(links, directed)
    adj = (a > 0).astype(np.int64)
    two = adj @ adj
    np.fill_diagonal(two, -1 - np.diagonal(two))        # keep the closed-walk count, apart from the rest
    if directed:
        rows = sorted((tuple(sorted(a[v].tolist())), tuple(sorted(a[:, v].tolist())),
                       tuple(sorted(two[v].tolist())), tuple(sorted(two[:, v].tolist()))) for v in range(len(a)))
    else:
        rows = sorted((tuple(sorted(a[v].tolist())), tuple(sorted(two[v].tolist()))) for v in range(len(a)))
    return (len(a), bool(directed), tuple(rows))


def labelled_graph(links, directed: bool = False):
    """The networkx (Di)Graph whose label-preserving isomorphisms are those of ``links``:
    nodes ``0..n-1`` labelled 0, a link of multiplicity ``m > 1`` a node labelled ``m``
    joined to both ends (directed: ``i -> s -> j``).

    >>> g = labelled_graph(np.array([[0, 2, 1], [0, 0, 0], [1, 0, 0]]), directed=True)
    >>> g.number_of_nodes(), sorted(g.edges())
    (4, [(0, 2), (0, 3), (2, 0), (3, 1)])
    """
    import networkx as nx

    a = check_links(links, directed)
    n = a.shape[0]
    g = nx.DiGraph() if directed else nx.Graph()
    g.add_nodes_from(range(n), label=0)
    s = n
    for i, j, m in zip(*(x.tolist() for x in _links_list(a, directed))):
        if m == 1:
            g.add_edge(i, j)
        else:
            g.add_node(s, label=m)
            g.add_edges_from([(i, s), (s, j)])
            s += 1
    return g


class IsomorphismClasses:
    """A growing set of link matrices, one per isomorphism class (first seen kept).

    ``engine="pynauty"``: a set of :func:`certificate` values. ``engine="networkx"``:
    buckets by ``(key, invariant(links))``, then VF2++ against the bucket's members.
    ``engine="auto"``: :func:`resolve_engine`. ``key`` in :meth:`add` is an optional
    relabelling invariant the caller has already (e.g. the total hop distance): the
    networkx engine buckets by it; the pynauty engine does not need it and ignores it.
    Do not mix calls with and without ``key`` in one instance under networkx (a matrix
    added with a key and its copy added without one land in different buckets).

    >>> a = np.array([[0, 2, 0], [0, 0, 1], [0, 0, 0]])        # 0 =2=> 1 -> 2; a.T: 2 -> 1 =2=> 0
    >>> p = [1, 2, 0]
    >>> for engine in ("networkx", "pynauty"):
    ...     c = IsomorphismClasses(directed=True, engine=engine)
    ...     print(engine, c.add(a), c.add(a[p][:, p]), c.add(a.T), len(c))
    networkx True False True 2
    pynauty True False True 2
    """

    def __init__(self, directed: bool = False, engine: str = "auto") -> None:
        if not isinstance(directed, (bool, np.bool_)):
            raise TopomilpInputError("directed", "must be True or False", directed)
        self.directed = bool(directed)
        self.engine = resolve_engine(engine)
        self.representatives: list[np.ndarray] = []
        self._certificates: set[tuple] = set()
        self._buckets: dict[tuple, list] = {}

    def __len__(self) -> int:
        return len(self.representatives)

    def add(self, links, key: Hashable | None = None) -> bool:
        """Keep ``links`` if no kept matrix is isomorphic to it; ``True`` when kept."""
        a = check_links(links, self.directed)
        if self.engine == "pynauty":
            g, labels = _nauty_graph(a, self.directed)
            cert = (labels, _pynauty().certificate(g))
            if cert in self._certificates:
                return False
            self._certificates.add(cert)
        else:
            import networkx as nx

            bucket = self._buckets.setdefault((key, invariant(a, self.directed)), [])
            g = labelled_graph(a, self.directed)
            if any(nx.vf2pp_is_isomorphic(g, h, node_label="label") for h in bucket):
                return False
            bucket.append(g)
        self.representatives.append(np.array(a, dtype=np.int64))
        return True


def isomorphism_classes(graphs: Iterable, directed: bool = False, engine: str = "auto") -> list[np.ndarray]:
    """One link matrix per isomorphism class of ``graphs`` (first seen), exactly.

    >>> k33 = np.kron([[0, 1], [1, 0]], np.ones((3, 3), dtype=int))
    >>> prism = np.zeros((6, 6), dtype=int)
    >>> for i, j in [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (0, 3), (1, 4), (2, 5)]:
    ...     prism[i, j] = prism[j, i] = 1
    >>> len(isomorphism_classes([k33, prism, k33[::-1, ::-1]]))
    2
    """
    classes = IsomorphismClasses(directed, engine)
    for a in graphs:
        classes.add(a)
    return classes.representatives
