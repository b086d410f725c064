"""What a ``joint_topology`` instance implies, computed once per problem.

:class:`JointAnalysis` is built by :attr:`JointTopology.analysis
<topomilp.exact.joint.model.JointTopology.analysis>` and handed explicitly to the model
builders (:mod:`~topomilp.exact.joint.milp`, :mod:`~topomilp.exact.joint.cpsat`), the
start search (:mod:`~topomilp.exact.joint.startsearch`) and the solve portfolio
(:mod:`~topomilp.exact.joint.methods`). Every item is a :func:`functools.cached_property`
of the problem's public fields only, so two problems with equal fields (and equal
``to_dict()``) analyse, and build, the same way (formulations/joint_topology.md: ring
family (R-1)-(R-2), symmetry level and chains (J9), replica blocks (J9e), the stage
pairs of (J11), the bounds (J5)-(J6'), (J12), (J14) and (J15)). Two exceptions: the
distance-level bound and the node-type bound (J15), whose LPs a solve's deadline may
cut, are kept for good only once complete (:attr:`JointAnalysis.level_hop_bytes_bound`,
:attr:`JointAnalysis.type_bound`).

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import all_to_all
>>> from topomilp.exact.joint.model import JointTopology
>>> an = JointTopology(Cluster(6, 3), all_to_all(6)).analysis
>>> an.symmetry, an.groups, an.blocks
(2, [], [])
"""

from __future__ import annotations

import math
from functools import cached_property
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from topomilp.exact.joint.bounds import (
    moore_hop_bytes,
    permutation_cycles,
    replica_blocks,
    stabiliser_chain,
    symmetry_level,
)
from topomilp.exact.joint.cyclebound import cycle_port_bound
from topomilp.exact.joint.hybridcuts import HybridShape, hybrid_shape, pair_bound
from topomilp.exact.joint.levelbound import LevelBound, level_bound, level_lp_seconds
from topomilp.exact.joint.shortcycles import girth_excess
from topomilp.exact.joint.typebound import TypeBound, type_bound_run
from topomilp.exact.modelkit import fixed_link_matrix, link_pairs, pair_of
from topomilp.exact.rings import GroupRings, ring_family, ring_pairs

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

#: Most digits of a replica's key in (J9e) (base ``d + 1``: coefficients at most 7^6 at d = 6).
BLOCK_KEY_DIGITS = 6
#: Most cyclic orders of a free group the HiGHS MILP lists; above, its rings are
#: generated (:meth:`topomilp.exact.joint.model.JointTopology.milp_view`). Duplex
#: ``hybrid`` n = 14 (7-member stages, 720 orders): d = 4 proven in 19.6 s with generation
#: against 54-57 s listed, d = 6 in 18.8 s against 22 s.
MILP_LIST_LIMIT = 120


class JointAnalysis:
    """The derived data of one :class:`~topomilp.exact.joint.model.JointTopology`."""

    def __init__(self, problem: "JointTopology") -> None:
        self.problem = problem
        #: The distance-level bound of the MP traffic last computed for
        #: :attr:`level_hop_bytes_bound`: not a cached_property, because a solve's
        #: deadline may cut its LPs (then it is not ``complete``).
        self.level_bound_run: LevelBound | None = None
        #: The node-type bound last computed for :attr:`type_bound`: not a cached_property
        #: for the same reason (its bisection's LPs get the time left of a solve).
        self.type_bound_run: TypeBound | None = None

    def validate(self) -> None:
        """Raise :class:`~topomilp.errors.TopomilpInputError` naming the field unless the
        problem's ``rings`` and ``fixed_links`` are valid (computes :attr:`family` and
        :attr:`fixed`, whose builders raise)."""
        _ = self.family, self.fixed

    # ------------------------------------------------------------------ rings
    @cached_property
    def family(self) -> tuple[GroupRings, ...]:
        """Per group, the rings the model holds (listed up to the problem's
        ``list_limit`` cyclic orders under ``"any"``, generated above)."""
        p = self.problem
        if p.list_limit is None:
            return ring_family(p.workload, p.rings)
        return ring_family(p.workload, p.rings, limit=p.list_limit)

    @cached_property
    def routing_family(self) -> tuple[GroupRings, ...]:
        """The ring family the routing LP holds (every listing limit aside): the one
        starts are routed and screened with."""
        p = self.problem
        return self.family if p.list_limit is None else ring_family(p.workload, p.rings)

    @cached_property
    def candidates(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Per group, the rings listed outright (:attr:`family`'s candidates)."""
        return tuple(gr.candidates for gr in self.family)

    @cached_property
    def ring_spec(self) -> Any:
        """The family as :class:`~topomilp.exact.routing.RoutingProblem` takes it."""
        return "any" if self.problem.rings is None else self.problem.rings

    @cached_property
    def groups(self) -> list[int]:
        """The AllReduce groups with traffic."""
        return [gi for gi, g in enumerate(self.problem.workload.groups) if g.bytes_per_member > 0]

    @cached_property
    def generated(self) -> list[int]:
        """Groups with traffic whose rings are generated, not listed (``"any"``, more than
        the listing limit): the MILP holds the relaxation (R-6) of their ring mix."""
        return [gi for gi in self.groups if self.family[gi].generated]

    @cached_property
    def allowed(self) -> list[Any]:
        """Per group: its candidate rings, or ``None`` where any cyclic order is allowed."""
        return [None if gr.free else gr.candidates for gr in self.family]

    @cached_property
    def free_rings(self) -> bool:
        """Every group's ring order is free (family ``"any"``): the groups are then invariant
        under any relabelling that maps their member sets onto each other."""
        return all(gr.free for gr in self.family)

    @cached_property
    def ring_arrays(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """Per group with traffic, its candidate rings' transfers as two arrays ``(src,
        dst)`` of shape (rings, transfers), so that ``dist[src, dst].sum(axis=1)`` is every
        ring's hop count at once (the circulant screen of (J10); 720 rings of 7 members per
        group at n = 14 took 12 s as a Python loop)."""
        out = []
        for gi in self.groups:
            cands = self.candidates[gi]
            tr = np.array([ring_pairs(o) for o in cands], dtype=np.int64).reshape(len(cands), -1, 2)
            out.append((tr[:, :, 0], tr[:, :, 1]))
        return out

    # ------------------------------------------------------------------ links
    @cached_property
    def fixed(self) -> np.ndarray | None:
        """The fixed links as an ``n x n`` matrix (``None`` without)."""
        return fixed_link_matrix(self.problem.cluster, self.problem.fixed_links)

    @cached_property
    def has_fixed(self) -> bool:
        return self.fixed is not None and bool(np.any(self.fixed))

    # ------------------------------------------------------------------ symmetry (J9)
    @cached_property
    def symmetry(self) -> int:
        """(J9)'s symmetry level; groups with free ring order over all nodes are invariant
        under every relabelling."""
        return symmetry_level(self.problem.workload, self.fixed, free_rings=self.free_rings)

    @cached_property
    def cycles(self) -> list[list[int]]:
        """(J9d)'s cycles of permutation traffic (:func:`~topomilp.exact.joint.bounds.permutation_cycles`),
        each from its leader; ``[]`` for other traffic. (J9c) is not used with them."""
        if self.symmetry:
            return []
        return [cy for cy in permutation_cycles(self.problem.workload, self.fixed) if len(cy) >= 3]

    @cached_property
    def chain(self) -> tuple[list[int], list[np.ndarray]]:
        """(J9c)'s chain ``T`` and its swap relabellings (:func:`~topomilp.exact.joint.bounds.stabiliser_chain`),
        used only when (J9a)/(J9b) do not apply (symmetry level 0)."""
        if self.symmetry or self.cycles:
            return [], []
        return stabiliser_chain(self.problem.workload, self.fixed, free_rings=self.free_rings)

    @cached_property
    def blocks(self) -> list[tuple[int, ...]]:
        """(J9e)'s replicas (:func:`~topomilp.exact.joint.bounds.replica_blocks`) for the
        strengthened model at symmetry level 0 (where (J9a)/(J9b)/(J9d) do not apply: the
        order replaces (J9c)); ``[]`` otherwise."""
        if not self.problem.strengthen or self.symmetry or self.cycles:
            return []
        return replica_blocks(self.problem.workload, self.fixed, free_rings=self.free_rings)

    def block_keys(self, blocks: Sequence[tuple[int, ...]], anchored: bool
                   ) -> list[tuple[tuple[int, ...], list[tuple[tuple[int, int], int]]]]:
        """(J9e) the blocks put in key order, each with its key as ``(pair, weight)`` terms
        (``key = sum weight * x_pair``): all blocks, or anchored (J9e') with node 0 in the
        first block, the others (node 0's block stays where it is). The key's digits, in
        base ``d + 1`` (at most :data:`BLOCK_KEY_DIGITS` of them): the block's links
        between consecutive stages (both ways), then each node's links to and from other
        stages; anchored, a last digit: node 0's link to the block's node of node 0's
        stage. Under duplex the "to" and "from" digits coincide, which keeps the key valid
        (any function of the links that the block permutations carry along is)."""
        c = self.problem.cluster
        stage_of = {u: s for blk in blocks for s, u in enumerate(blk)}
        anchor = anchored and bool(blocks) and 0 in blocks[0]

        def cross(u: int, out: bool) -> list[tuple[int, int]]:
            return [pair_of(u, v, c.duplex) if out else pair_of(v, u, c.duplex)
                    for v in range(c.n) if v != u and stage_of.get(v) != stage_of[u]]

        out = []
        for block in blocks[1:] if anchor else blocks:
            digits = [[pair_of(u, v, c.duplex)] for u, v in zip(block, block[1:])]
            digits += [[pair_of(v, u, c.duplex)] for u, v in zip(block, block[1:])]
            for u in block:
                digits += [cross(u, True), cross(u, False)]
            digits = digits[:BLOCK_KEY_DIGITS]
            if anchor:
                digits.append([pair_of(0, block[stage_of[0]], c.duplex)])
            out.append((block, [(p, (c.d + 1) ** (len(digits) - 1 - k)) for k, dg in enumerate(digits)
                                for p in dg]))
        return out

    @cached_property
    def stage_pairs(self) -> frozenset:
        """(J11) the link pairs the stage relaxation makes continuous, when it applies: the
        strengthened model, no fixed links, no MP hop limit, rings in any order (the
        bi-circulant start (J10d), which the proof needs at the optimum, needs them too),
        and then under simplex links the pairs inside the member set of one AllReduce
        group, given at least two groups with traffic whose member sets are disjoint
        (the stages of ``hybrid``); under duplex links the pairs inside one stage of
        two-stage ``hybrid`` traffic (:attr:`hybrid`); else empty.

        >>> from topomilp.model import Cluster
        >>> from topomilp.workloads import hybrid
        >>> from topomilp.exact.joint.model import JointTopology
        >>> sorted(JointTopology(Cluster(4, 2), hybrid(4, 2, 2)).analysis.stage_pairs)
        [(0, 2), (1, 3)]
        """
        p = self.problem
        c = p.cluster
        if not p.strengthen or p.mp_hop_limit is not None or not self.free_rings or self.has_fixed:
            return frozenset()
        if c.duplex:
            shape = self.hybrid
            if shape is None:
                return frozenset()
            stage = {u: s for s, members in enumerate(shape.stages) for u in members}
            return frozenset((u, v) for u in range(c.n) for v in range(u + 1, c.n) if stage[u] == stage[v])
        sets = [frozenset(int(m) for m in p.workload.groups[gi].members) for gi in self.groups]
        if len(sets) < 2 or sum(len(s) for s in sets) != len(frozenset().union(*sets)):
            return frozenset()
        return frozenset(q for q in link_pairs(c.n, c.duplex) if any(q[0] in s and q[1] in s for s in sets))

    @cached_property
    def needs_generation_view(self) -> bool:
        """Whether the HiGHS MILP generates rings the problem lists: the strengthened
        model, free ring order, and a complete group with more than
        :data:`MILP_LIST_LIMIT` cyclic orders (rings.md (R-6)/(R-7))."""
        p = self.problem
        return p.strengthen and p.list_limit is None and any(
            gr.free and gr.complete and math.factorial(len(gr.members) - 1) > MILP_LIST_LIMIT
            for gr in self.family)

    # ------------------------------------------------------------------ traffic and bounds
    @cached_property
    def norm(self) -> float:
        """The unit of the models' demands (the largest MP entry or ring volume)."""
        w = self.problem.workload
        return max([float(w.mp.max(initial=0.0))] + [w.groups[gi].ring_bytes for gi in self.groups])

    @cached_property
    def hybrid(self) -> HybridShape | None:
        """The two-stage ``hybrid`` shape of the traffic
        (:func:`~topomilp.exact.joint.hybridcuts.hybrid_shape`, in model units), or ``None``:
        what the pair bound (J14), the duplex stage pairs and the cuts (J13) read."""
        return hybrid_shape(self.problem.workload, self.groups, self.norm)

    @cached_property
    def sent_received(self) -> tuple[np.ndarray, np.ndarray]:
        """Bytes each node sends / receives per iteration (any ring order: each member
        sends and receives ``ring_bytes`` of its group)."""
        w = self.problem.workload
        sent, recv = w.mp.sum(axis=1).astype(float), w.mp.sum(axis=0).astype(float)
        for gi in self.groups:
            g = w.groups[gi]
            for m in g.members:
                sent[m] += g.ring_bytes
                recv[m] += g.ring_bytes
        return sent, recv

    @cached_property
    def hop_bytes_bound(self) -> float:
        """A lower bound on the hop-bytes of one iteration (bytes x hops), (J6'): per
        source, the MP row against the Moore levels (:func:`~topomilp.exact.joint.bounds.moore_hop_bytes`:
        at most ``d`` destinations at one hop, ``d(d-1)`` (duplex) or ``d^2`` (simplex)
        at two, ...), the same per destination (columns), the larger of the two sums;
        every ring transfer takes >= 1 hop."""
        c, w = self.problem.cluster, self.problem.workload
        by_src = sum(moore_hop_bytes(w.mp[s], c.d, c.duplex) for s in range(c.n))
        by_dst = sum(moore_hop_bytes(w.mp[:, t], c.d, c.duplex) for t in range(c.n))
        total = max(by_src, by_dst)
        for gi in self.groups:
            total += w.groups[gi].total_bytes
        return total

    @property
    def level_hop_bytes_bound(self) -> float:
        """A lower bound on the hop-bytes of one iteration under duplex links: the
        distance-level bound (S14)-(S15) of formulations/scale_bounds.md on the MP traffic
        (pairs counted once for both ends, b-matching LPs per distance level:
        :func:`~topomilp.exact.joint.levelbound.level_bound`), plus one hop per ring
        byte; 0 under simplex or without MP traffic (then :attr:`hop_bytes_bound` holds).

        Computed once per instance, like a cached_property, when it is ``complete``. Inside
        a solve the LPs get a share of the time left, and a level whose LP that cuts keeps
        the weaker per-node bound: such a value is kept in :attr:`level_bound_run` for the
        calls whose LPs would get no more time (the rest of that solve) and computed again
        by a call that gives them more (a later solve with a longer limit, or a call outside
        any solve), which keeps the larger of the two (both valid)."""
        c, w = self.problem.cluster, self.problem.workload
        if not c.duplex or not np.any(w.mp > 0):
            return 0.0
        rings = sum(w.groups[gi].total_bytes for gi in self.groups)
        kept = self.level_bound_run
        if kept is None or not (kept.complete or level_lp_seconds() <= kept.seconds):
            sent, recv = self.sent_received
            beat = max(c.n * float(max(sent.max(), recv.max())), self.hop_bytes_bound) - rings
            run = level_bound(w.mp, c.d, beat=beat)
            if kept is not None and kept.hop_bytes > run.hop_bytes:
                run = LevelBound(kept.hop_bytes, run.complete, run.seconds)
            kept = self.level_bound_run = run
        return kept.hop_bytes + rings

    @cached_property
    def girth_hop_bytes_bound(self) -> float:
        """A lower bound on the hop-bytes of one iteration under duplex links with uniform MP
        traffic (every ordered pair the same bytes ``b``): :attr:`hop_bytes_bound` plus
        ``b`` times the girth excess (E10) of formulations/uniform_enumeration.md
        (:func:`~topomilp.exact.joint.shortcycles.girth_excess`: ``W >= n M + e`` below the
        order of the ``(d, 5)``-cage at Moore depth >= 3; the least excess (E11) where the
        rooted search has proven it, 8 at n = 18, d = 4); 0 where it does not apply."""
        c, w = self.problem.cluster, self.problem.workload
        off = w.mp[~np.eye(c.n, dtype=bool)]
        if not c.duplex or not off.size or not off.min() == off.max() > 0:
            return 0.0
        excess = girth_excess(c.n, c.d)
        return self.hop_bytes_bound + excess * float(off[0]) if excess else 0.0

    @cached_property
    def cycle_bound(self) -> float:
        """(J12) the cycle port bound on ``lambda`` in model units (demands ``/ norm``,
        link capacity 1) when the MP traffic is a derangement under duplex links
        (:func:`~topomilp.exact.joint.cyclebound.cycle_port_bound`); ``inf`` otherwise.
        A bound of :meth:`~topomilp.exact.joint.model.JointTopology.throughput_upper_bound`,
        not a row of the MILP (implied by its LP relaxation)."""
        c = self.problem.cluster
        if self.norm <= 0:
            return math.inf
        return cycle_port_bound(self.problem.workload.mp / self.norm, c.d, c.duplex, 1.0)

    @cached_property
    def pair_bound(self) -> float:
        """(J14) the pair bound on ``lambda`` in model units for two-stage ``hybrid``
        traffic, either link model (:func:`~topomilp.exact.joint.hybridcuts.pair_bound`:
        ``max((d - 1) / r, d / (r + 2 m))``); ``inf`` otherwise. A bound of
        :meth:`~topomilp.exact.joint.model.JointTopology.throughput_upper_bound`, computed
        once per instance, like :attr:`type_bound`."""
        if self.hybrid is None:
            return math.inf
        return pair_bound(self.hybrid, self.problem.cluster.d)

    @property
    def type_bound(self) -> float:
        """(J15) the node-type bound on ``lambda`` in model units for two-stage ``hybrid``
        traffic under duplex links (:func:`~topomilp.exact.joint.typebound.type_bound`);
        ``inf`` otherwise (it is false under simplex). A bound of
        :meth:`~topomilp.exact.joint.model.JointTopology.throughput_upper_bound`, computed
        once per instance (an LP bisection, or one LP where (J15e) applies). A bisection cut
        by a solve's deadline is valid but may be weaker: it is kept in
        :attr:`type_bound_run` and computed again by the next call, which keeps the smaller
        of the two (both valid); a complete one is kept for good."""
        c = self.problem.cluster
        if self.hybrid is None or not c.duplex:
            return math.inf
        kept = self.type_bound_run
        if kept is None or not kept.complete:
            run = type_bound_run(self.hybrid, c.d)
            if kept is not None and kept.lam < run.lam:
                run = TypeBound(kept.lam, run.complete)
            kept = self.type_bound_run = run
        return kept.lam


__all__ = ["BLOCK_KEY_DIGITS", "MILP_LIST_LIMIT", "JointAnalysis"]
