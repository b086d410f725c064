"""TotientPerms: ring strides for AllReduce groups (TopoOpt, NSDI 2023, arXiv 2202.00433,
Algorithm 2; the released code's rule is in docs/topoopt-reference.md).

An AllReduce group of size ``k`` (``k`` divides ``n``) that is a coset
``{r, r + n/k, r + 2n/k, ...}`` of Z_n can run its ring with any stride ``(n/k) * q``
with ``gcd(q, k) = 1``: the ring ``r, r+s, r+2s, ...`` visits the whole coset once
(Euler's totient many candidates, :func:`candidate_strides`). TotientPerms picks ``m`` of
them on a geometric sequence (:func:`select_strides`), so the rings mix short and long
hops and the union of rings has a small diameter.

Conventions (decided here, used by every caller):

* **Candidates list both p and n - p.** :func:`candidate_strides` returns the released
  code's list ``cj[k]`` verbatim (ascending, ``phi(k)`` entries), and
  :func:`select_strides` without ``modulus`` is the released rule verbatim, so the
  reference vectors are reproduced exactly (``n=16, m=4 -> [1, 3, 5, 9]``).
* **A bidirectional ring counts once.** Under the duplex link model strides ``p`` and
  ``n - p`` are the same undirected ring. :func:`totient_perms` (and TopologyFinder's
  paper mode) pass ``modulus=n`` to :func:`select_strides`, which then treats a candidate
  whose mirror is already chosen as taken ("move to the next larger", and if the scan runs
  off the top, the largest free candidate below). This changes nothing where the released
  rule picks no mirror pair (every vector of the reference table), and gives ``m``
  distinct rings where the released rule would duplicate one (e.g. ``n=11, m=5``).
  The number of distinct rings is then ``ceil(phi(k)/2)`` (``phi(k)`` unidirectional).
* **Shortage.** Asking for more rings than exist (the released code reads past the end of
  ``cj``, e.g. group sizes 2, 3, 4, 6 have one undirected ring each) raises
  :class:`~topomilp.errors.TopomilpInputError` by default (``on_shortage="raise"``):
  silently doubling a ring changes the topology's character, so the caller must ask for
  it. ``on_shortage="reuse"`` selects every distinct ring and then repeats them, smallest
  first, as parallel rings (same bandwidth, no new neighbours). TopologyFinder passes
  ``"reuse"`` by default because its contract is a topology for every valid cluster.
* **Non-coset groups.** A group with member list ``m_0, ..., m_{k-1}`` uses its own index
  space: stride ``q`` in Z_k gives the ring ``m_0, m_q, m_2q, ...``
  (:func:`stride_ring`). For a coset listed in ascending order this is exactly the ring of
  stride ``q * n/k`` in Z_n, so cosets and arbitrary groups share one code path.

>>> candidate_strides(12, 12)
[1, 5, 7, 11]
>>> select_strides(candidate_strides(128, 128), 4)
[1, 5, 13, 39]
>>> tp = totient_perms(16, 4)
>>> list(tp), tp.topology.degrees()[:3].tolist()
([1, 3, 5, 9], [8, 8, 8])
>>> stride_ring((3, 7, 11, 15), 3).order     # the coset of 4 in Z_16 with stride 3*4 = 12
(3, 15, 11, 7)
"""

from __future__ import annotations

import bisect
import logging
import math
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Iterator, Sequence

import numpy as np

from topomilp.errors import TopomilpError, TopomilpInputError
from topomilp.model import Topology
from topomilp.traffic import Ring
from topomilp.utils import check_int, is_integer

log = logging.getLogger(__name__)

SHORTAGE_POLICIES: tuple[str, ...] = ("raise", "reuse")
#: ``x`` is compared with a relative tolerance so that floating-point rounding of
#: ``ratio ** i`` never skips a candidate that mathematically equals ``x``.
REL_TOL = 1e-9


def candidate_strides(n: int, k: int | None = None) -> list[int]:
    """The released code's ``cj[k]``: ``[(n/k) * q for q in 1..k-1 if gcd(q, k) == 1]``,
    ascending (``phi(k)`` strides). ``k`` must divide ``n`` and be ``>= 2``; ``k=None``
    means ``k = n`` (the strides coprime to ``n``).

    >>> candidate_strides(16, 4)
    [4, 12]
    """
    n = check_int("n", n, 2)
    k = n if k is None else check_int("k", k, 2)
    if n % k:
        raise TopomilpInputError("k", f"must divide n={n} (a group of size k is a coset of Z_n)", k)
    base = n // k
    return [base * q for q in range(1, k) if math.gcd(q, k) == 1]


def _clean_candidates(candidates: Any) -> list[int]:
    try:
        cj = list(candidates)
    except TypeError:
        raise TopomilpInputError("candidates", "must be a sequence of positive integer strides",
                                 candidates) from None
    if not cj:
        raise TopomilpInputError("candidates", "must not be empty")
    for c in cj:
        if not is_integer(c) or c <= 0:
            raise TopomilpInputError("candidates", "must contain positive integer strides", c)
    cj = [int(c) for c in cj]
    if any(a >= b for a, b in zip(cj, cj[1:])):
        raise TopomilpInputError("candidates", "must be strictly ascending", cj[:10])
    return cj


def distinct_rings(candidates: Sequence[int], bidirectional: bool = True, modulus: int | None = None) -> int:
    """How many different rings ``candidates`` give: with ``modulus`` and
    ``bidirectional``, ``p`` and ``modulus - p`` count once; otherwise every entry counts."""
    cj = _clean_candidates(candidates)
    if bidirectional and modulus is not None:
        return len({min(c % modulus, -c % modulus) for c in cj})
    return len(cj)


def select_strides(candidates: Sequence[int], m: int, bidirectional: bool = True, *,
                   modulus: int | None = None, on_shortage: str = "raise") -> list[int]:
    """TotientPerms' geometric choice of ``m`` strides from ascending ``candidates``.

    The released rule (docs/topoopt-reference.md): ``m == 1`` gives ``[cj[0]]``; otherwise
    ``ratio = (cj[-1] / cj[0]) ** (1/m)`` (bidirectional) or ``** (1/(m-1))``
    (unidirectional), ``x = cj[0]``, and ``m`` times: take the first candidate ``>= x``,
    if it is already chosen move to the next larger one, record it, ``x *= ratio``.
    Returns the chosen strides ascending. Deterministic.

    ``modulus`` (optional, bidirectional only): treat ``p`` and ``modulus - p`` as the same
    ring, so a candidate whose mirror is chosen counts as taken; if the upward scan runs
    off the top, take the largest free candidate below ``x``. Without ``modulus`` the rule
    is the released one verbatim.

    ``m`` larger than the number of distinct rings: ``on_shortage="raise"`` (default)
    raises :class:`TopomilpInputError`; ``"reuse"`` selects all distinct rings and
    repeats them, smallest first, as parallel rings (the result then has repeats).

    >>> select_strides([1, 3, 5, 7, 9, 11, 13, 15], 4)
    [1, 3, 5, 9]
    >>> select_strides([4, 12], 3, modulus=16, on_shortage="reuse")
    [4, 4, 4]
    """
    cj = _clean_candidates(candidates)
    m = check_int("m", m, 1)
    if on_shortage not in SHORTAGE_POLICIES:
        raise TopomilpInputError("on_shortage", f"must be one of {SHORTAGE_POLICIES}", on_shortage)
    if modulus is not None:
        modulus = check_int("modulus", modulus, 2)
    mirror = bool(bidirectional and modulus is not None)

    def ring_key(p: int) -> int:
        return min(p % modulus, -p % modulus) if mirror else p  # type: ignore[operator]

    available = len({ring_key(p) for p in cj})
    if m > available:
        what = "distinct undirected rings" if mirror else "candidate strides"
        if on_shortage == "raise":
            raise TopomilpInputError(
                "m", f"asks for {m} rings but only {available} {what} exist among {cj[:8]}"
                f"{'...' if len(cj) > 8 else ''}; pass on_shortage='reuse' to reuse strides as "
                "parallel rings", m)
        base = select_strides(cj, available, bidirectional, modulus=modulus)
        extra = [base[i % len(base)] for i in range(m - available)]
        log.info("select_strides: %d rings asked, %d exist; reusing %s", m, available, extra)
        return sorted(base + extra)
    if m == 1:
        return [cj[0]]
    ratio = (cj[-1] / cj[0]) ** (1.0 / m if bidirectional else 1.0 / (m - 1))
    x = float(cj[0])
    chosen: list[int] = []
    taken: set[int] = set()
    for _ in range(m):
        i = bisect.bisect_left(cj, x * (1.0 - REL_TOL))
        j = i
        while j < len(cj) and ring_key(cj[j]) in taken:
            j += 1
        if j == len(cj):
            j = min(i, len(cj)) - 1
            while j >= 0 and ring_key(cj[j]) in taken:
                j -= 1
            if j < 0:  # cannot happen: m <= available leaves a free candidate
                raise TopomilpError(f"internal: no free candidate stride left for m={m}")
        chosen.append(cj[j])
        taken.add(ring_key(cj[j]))
        x *= ratio
    return sorted(chosen)


def group_strides(k: int, m: int, bidirectional: bool = True, *, on_shortage: str = "raise",
                  mirror_aware: bool = True) -> list[int]:
    """TotientPerms for one group of size ``k`` in its own index space Z_k: ``m`` strides
    ``q`` (coprime to ``k``). ``mirror_aware=False`` is the released rule verbatim.

    >>> group_strides(8, 2)
    [1, 3]
    """
    k = check_int("k", k, 2)
    return select_strides(candidate_strides(k, k), m, bidirectional,
                          modulus=k if mirror_aware else None, on_shortage=on_shortage)


def stride_ring(members: Sequence[int], q: int, share: float = 1.0) -> Ring:
    """The ring of stride ``q`` in a group's own index space: ``m_0, m_q, m_2q, ...``
    (indices mod ``k``). ``q`` must be coprime to ``k`` so the ring visits every member.
    For a coset of Z_n listed in ascending order this is the ring of stride ``q * n/k``.

    >>> stride_ring((0, 1, 2, 3, 4), 2).order
    (0, 2, 4, 1, 3)
    """
    mem = tuple(members)
    k = len(mem)
    if k < 2:
        raise TopomilpInputError("members", "a ring needs at least 2 members", mem)
    if not is_integer(q):
        raise TopomilpInputError("q", "must be an integer stride", q)
    if math.gcd(int(q) % k, k) != 1:
        raise TopomilpInputError("q", f"must be coprime to the group size {k} (else the ring "
                                 "does not visit every member)", q)
    return Ring(tuple(mem[(i * int(q)) % k] for i in range(k)), share)


def coset_base(members: Sequence[int], n: int) -> int | None:
    """``n/k`` if ``members`` listed in order are the coset ``r, r + n/k, r + 2n/k, ...``
    of Z_n (``r < n/k``), else ``None``.

    >>> coset_base((1, 4, 7, 10), 12), coset_base((0, 1, 2), 12)
    (3, None)
    """
    mem = list(members)
    k = len(mem)
    if k < 2 or n % k:
        return None
    base = n // k
    if mem[0] >= base or any(b - a != base for a, b in zip(mem, mem[1:])):
        return None
    return base


def add_stride(links: np.ndarray, stride: int, duplex: bool, count: int = 1) -> None:
    """Add ``count`` copies of the circulant stride ``u -> u + stride`` (mod n) for every
    node ``u`` (a ring on every coset of the subgroup generated by ``stride``)."""
    n = links.shape[0]
    s = int(stride) % n
    if s == 0:
        raise TopomilpInputError("stride", f"must not be a multiple of n={n}", stride)
    idx = np.arange(n)
    links[idx, (idx + s) % n] += count
    if duplex:
        links[(idx + s) % n, idx] += count


@dataclass(frozen=True, eq=False)
class TotientPermsResult:
    """TotientPerms for one group size: the chosen ``strides`` (in Z_n, ascending, with
    repeats only under ``on_shortage="reuse"``) and, built on first access, the
    ``topology``: the ring of every stride on every coset (a circulant when ``k = n``),
    duplex for bidirectional rings, simplex otherwise. Iterating yields the strides."""

    n: int
    k: int
    m: int
    strides: tuple[int, ...]
    candidates: tuple[int, ...] = field(repr=False)
    bidirectional: bool = True
    reused: bool = False

    @property
    def ports(self) -> int:
        """Ports per node the rings use (2 per ring bidirectional, 1 out/in otherwise)."""
        return len(self.strides) * (2 if self.bidirectional else 1)

    def links(self) -> np.ndarray:
        """The ``n x n`` link matrix of the rings."""
        links = np.zeros((self.n, self.n), dtype=np.int64)
        for s in self.strides:
            add_stride(links, s, self.bidirectional)
        return links

    @cached_property
    def topology(self) -> Topology:
        return Topology(self.links(), "duplex" if self.bidirectional else "simplex",
                        name=f"totientperms{self.strides}")

    def __iter__(self) -> Iterator[int]:
        return iter(self.strides)

    def __len__(self) -> int:
        return len(self.strides)


def totient_perms(n: int, m: int, k: int | None = None, *, bidirectional: bool = True,
                  on_shortage: str = "raise") -> TotientPermsResult:
    """TotientPerms: ``m`` ring strides for the groups of size ``k`` (default ``k = n``,
    one group over all nodes), chosen by :func:`select_strides` on
    :func:`candidate_strides` with ``modulus=n`` (a bidirectional ring counts once).

    Reference vectors (docs/topoopt-reference.md, bidirectional):

    >>> [list(totient_perms(n, m)) for n, m in ((12, 2), (16, 2), (16, 4))]
    [[1, 5], [1, 5], [1, 3, 5, 9]]
    >>> [list(totient_perms(128, m)) for m in (2, 3, 4)]
    [[1, 13], [1, 7, 27], [1, 5, 13, 39]]
    >>> totient_perms(12, 3, k=4)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    topomilp.errors.TopomilpInputError: m: asks for 3 rings but only 1 distinct undirected rings exist ...
    """
    n = check_int("n", n, 2)
    k = n if k is None else k
    cands = candidate_strides(n, k)
    k = int(k)
    strides = select_strides(cands, m, bidirectional, modulus=n, on_shortage=on_shortage)
    reused = len(set(strides)) < len(strides)
    return TotientPermsResult(n=n, k=k, m=int(m), strides=tuple(strides), candidates=tuple(cands),
                              bidirectional=bool(bidirectional), reused=reused)
