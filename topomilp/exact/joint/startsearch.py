"""The warm-start search of ``joint_topology`` (formulations/joint_topology.md, (J10)):
:class:`StartSearch` screens the candidate topologies the generators of
:mod:`topomilp.exact.joint.starts` produce (Cayley (di)graphs, circulants,
poly-circulants, bi-circulants), routes the best by the exact routing LP, improves the
best by a local search of link swaps, and relabels a start to satisfy the symmetry
breaking (J9). Every loop stops at the solve's deadline (:mod:`topomilp.exact.deadline`)
with the best start so far.
"""

from __future__ import annotations

import itertools
import logging
import math
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import deadline as DL
from topomilp.exact.joint import balancedstart, cyclestart, hamiltonian
from topomilp.exact.joint.analysis import JointAnalysis
from topomilp.exact.joint.bounds import moore_levels, rotation_relabelling
from topomilp.exact.joint.digraphs import total_hops
from topomilp.exact.joint.geodetic import MAX_NODES as GEODETIC_MAX_NODES
from topomilp.exact.joint.geodetic import geodetic_digraph
from topomilp.exact.joint.hopanneal import hop_annealed_digraphs
from topomilp.exact.joint.solution import JointSolution
from topomilp.exact.joint.starts import (
    bicirculant_link_matrices,
    cayley_link_matrices,
    circulant_link_matrices,
    coprime_ring_circulant,
    polycirculant_link_matrices,
    two_hop_uniform_throughput,
)
from topomilp.exact.rings import route_with_ring_generation
from topomilp.exact.timeplan import TimePlan
from topomilp.model import Topology
from topomilp.utils import hop_distances

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

log = logging.getLogger(__name__)

#: Circulants routed by the exact routing LP when looking for a warm start (J10).
AUTO_START_LPS = 8
#: Link swaps tried by the warm start's local search (J10), each routed by the routing LP.
AUTO_START_SWAPS = 30
#: Most independent local-search runs (seeds 0, 1, ...) from the best start (J10); the
#: search stops at the first run that improves nothing (on ``hybrid`` n = 16, d = 5 the
#: four runs took 24 of the 60 s and improved nothing on the bi-circulant start).
AUTO_START_RESTARTS = 4
#: Cayley (di)graphs routed when the traffic is invariant under every relabelling (J10).
AUTO_START_SYMMETRIC_LPS = 40

#: Most poly-circulants screened by the two-hop LP in (J10b) (about 5 ms each at n = 15).
AUTO_START_POLY_SCREENS = 500
#: Bi-circulants (J10d) scored by their hop-bytes, and how many of the best are routed.
AUTO_START_BI_SCREENS = 6000
AUTO_START_BI_LPS = 8


class StartSearch:
    """The warm-start search of one problem (its analysis passed explicitly)."""

    def __init__(self, problem: "JointTopology", an: JointAnalysis) -> None:
        self.problem = problem
        self.an = an

    def best_start(self, warm_start: Any, time_limit: float, plan: TimePlan,
                   search: bool = True, improve: bool = True) -> JointSolution | None:
        """The caller's ``warm_start`` (routed), or :meth:`auto_start` (run, if ``search``,
        in the ``start`` phase of ``plan``; its local search only if ``improve``) where it
        is strictly faster; ``None`` if neither."""
        given = self.problem.start_solution(warm_start) if warm_start is not None else None
        if not search:
            return given
        with plan.phase("start", time_limit):
            own = self.auto_start(improve=improve)
        return own if own is not None and (given is None or own.throughput > given.throughput) else given

    def auto_start(self, candidates: int | None = None, improve: bool = True,
                   moore: bool = True) -> JointSolution | None:
        """The model's own warm start (J10), from topologies with much symmetry:

        * traffic invariant under every relabelling (symmetry level 2): Cayley (di)graphs
          of the groups ``Z_m x| Z_k`` of order ``n`` (:func:`~topomilp.exact.joint.starts.cayley_link_matrices`,
          circulants included), ranked by their total hop distance (vertex-transitive: one
          breadth-first search each), the ``candidates`` best (default
          :data:`AUTO_START_SYMMETRIC_LPS`) routed by the exact routing LP; under
          simplex, when none meets the bound, the Moore-profile poly-circulants
          (:meth:`polycirculant_start`, (J10b)); at Moore depth 3 or more, a 2-geodetic
          digraph (J10i) and annealed low-hop digraphs ranked with the Cayley digraphs
          (:meth:`annealed_candidates`, (J10g));
        * any other traffic: circulants ranked by their hop-bytes with shortest paths (the
          best candidate ring per group), the ``candidates`` best (default
          :data:`AUTO_START_LPS`) routed by the routing LP; traffic invariant under ``u -> u + 2``
          (:func:`~topomilp.exact.joint.bounds.rotation_relabelling`; with AllReduce groups
          in any labelling, e.g. ``hybrid`` in any node layout) first routes the
          :data:`AUTO_START_BI_LPS` best bi-circulants of that labelling
          (:meth:`bicirculant_candidates`, (J10d)).

        Unless it already meets the problem's ``throughput_upper_bound()`` (the MILP then
        proves it optimal at the root), the best start is improved by at most :data:`AUTO_START_RESTARTS`
        local searches of :data:`AUTO_START_SWAPS` seeded random link swaps each
        (:meth:`improve`), stopping at the first that improves nothing
        (:meth:`local_search`; skipped with ``improve=False``).
        The Hamiltonian ring mixes (J10e) and, if ``moore``, the Moore-profile Cayley
        starts (J10f) are tried first (a caller that ran (J10f) in a phase of its own
        passes ``moore=False``). Returns the best routed start, or ``None``
        with fixed links, an MP hop limit, or no connected candidate. A start only speeds
        the search up: the MILP's optimum and its proof do not depend on it. Every loop
        stops at the enclosing solve's deadline (:mod:`topomilp.exact.deadline`) with the
        best start so far."""
        c = self.problem.cluster
        if self.an.fixed is not None or self.problem.mp_hop_limit is not None:
            return None
        w = self.problem.workload
        sym = self.an.symmetry
        mixed = self.hamiltonian_start()
        if mixed is None and moore:                      # (J10f) a Moore-profile Cayley graph at the bound
            mixed = hamiltonian.moore_start(self.problem) or balancedstart.balanced_start(self.problem)  # (J10j)
        if mixed is not None:
            return mixed
        scored: list[tuple[float, str, np.ndarray]] = []
        if sym == 2:
            seen = set()
            for name, m in cayley_link_matrices(c.n, c.d, c.link_model):
                if DL.expired():                         # the solve's time limit covers the start
                    break
                dist = hop_distances(m, 0)
                if not np.all(np.isfinite(dist)):
                    continue
                key = (float(dist.sum()), tuple(sorted((m @ m)[0].tolist())), tuple(sorted(m[0].tolist())))
                if key not in seen:                      # a cheap invariant: drop likely repeats
                    seen.add(key)
                    scored.append((key[0], name, m))
            limit = AUTO_START_SYMMETRIC_LPS if candidates is None else candidates
            # (J10g) annealed low-hop digraphs, ranked with the Cayley digraphs
            scored += self.annealed_candidates(min((z[0] for z in scored), default=math.inf))
            ring = coprime_ring_circulant(c.n, c.d, c.link_model) if self.an.groups else None
            if ring is not None:                         # (J10c) arc-disjoint Hamiltonian rings first
                scored.append((-math.inf, f"circulant{ring[0]}", ring[1]))
        else:
            for strides, m in circulant_link_matrices(c.n, c.d, c.link_model):
                if DL.expired():
                    break
                dist = hop_distances(m)
                if not np.all(np.isfinite(dist)):
                    continue
                hb = float((w.mp * dist).sum())
                for gi, (src, dst) in zip(self.an.groups, self.an.ring_arrays):
                    hb += w.groups[gi].ring_bytes * float(dist[src, dst].sum(axis=1).min())
                scored.append((hb, f"circulant{strides}", m))
            limit = AUTO_START_LPS if candidates is None else candidates
        scored.sort(key=lambda z: z[0])
        ub = self.problem.throughput_upper_bound()
        best: JointSolution | None = None
        routed = scored[:limit]
        # (J10d) a labelling where the traffic is invariant under u -> u + 2; searched for
        # only with AllReduce groups (without: 1-5 s more on permutation, no better start)
        relabel = None if sym == 2 else rotation_relabelling(w, self.an.fixed, self.an.free_rings,
                                                             search=bool(self.an.groups))
        if relabel is not None:               # bi-circulants first
            routed = self.bicirculant_candidates(relabel)[:AUTO_START_BI_LPS] + routed
        if cyclestart.applies(self.problem):  # (J10h) the cycle components first
            comp = cyclestart.component_links(self.problem)
            routed = ([(-math.inf, "cycle components", comp)] if comp is not None else []) + routed
        for _, name, m in routed:
            best = self.better_start(best, name, m)
            if DL.expired() or (best is not None and best.throughput >= ub * (1 - 1e-9)):
                break
        if sym == 2 and not c.duplex and (best is None or best.throughput < ub * (1 - 1e-9)) and not DL.expired():
            best = self.polycirculant_start(best, ub)
        if best is not None and improve:
            best = self.local_search(best, ub)
        if best is not None:
            log.info("joint_topology warm start: %s, throughput %.6g (bound %.6g)", best.topology.name,
                     best.throughput, ub)
        return best

    def hamiltonian_start(self) -> JointSolution | None:
        """(J10e) one AllReduce over all nodes, odd ``d`` under duplex: the Cayley graph
        whose Hamiltonian cycles mix to load every arc equally
        (:func:`~topomilp.exact.joint.hamiltonian.hamiltonian_start`), if it meets the
        port bound (J5); else ``None`` and the search goes on as before."""
        if not hamiltonian.applies(self.problem):
            return None
        sol = hamiltonian.hamiltonian_start(self.problem)
        ub = self.problem.throughput_upper_bound()
        if sol is None or sol.throughput < ub * (1 - 1e-9):
            return None
        log.info("joint_topology warm start: %s meets the port bound (J5)", sol.topology.name)
        return sol

    def local_search(self, best: JointSolution, ub: float) -> JointSolution:
        """(J10) at most :data:`AUTO_START_RESTARTS` runs of :meth:`improve` from
        ``best``, stopping at the first that improves nothing, at the bound ``ub`` or at
        the deadline."""
        first = best
        for seed in range(AUTO_START_RESTARTS):
            if DL.expired() or best.throughput >= ub * (1 - 1e-9):
                break
            cand = self.improve(first, ub, AUTO_START_SWAPS, seed)
            if cand.throughput <= best.throughput * (1 + 1e-9):
                break                                    # a run that found nothing: the MILP gets the time
            best = cand
        return best

    def bicirculant_candidates(self, relabel: np.ndarray | None = None
                                ) -> list[tuple[tuple[float, float], str, np.ndarray]]:
        """(J10d) bi-circulants (:func:`~topomilp.exact.joint.starts.bicirculant_link_matrices`)
        for traffic invariant under ``u -> u + 2`` after the relabelling ``relabel``
        (``relabel[u]`` the new label of ``u``; default the identity): scored in the new
        labels, returned in the cluster's own. Best first by a lower bound on their
        hop-bytes: MP bytes times hop distance, plus for each AllReduce group its ring
        bytes times, per member, the distance to its nearest other member (whatever the
        ring order); ties by the total distance inside the groups. A bi-circulant looks
        the same from every node of an orbit, so the distances from nodes 0 and 1 give all
        of them. At most :data:`AUTO_START_BI_SCREENS` scored, until the deadline."""
        c, w = self.problem.cluster, self.problem.workload
        n = c.n
        perm = np.arange(n) if relabel is None else np.asarray(relabel, dtype=int)
        identity = bool(np.array_equal(perm, np.arange(n)))
        inv = np.argsort(perm)
        mp = w.mp[np.ix_(inv, inv)]                           # the traffic in the new labels
        u = np.arange(n)[:, None]
        shift = (np.arange(n)[None, :] - u + u % 2) % n      # dist(u, t) = dist(u % 2, t - u + u % 2)
        members = [np.array(sorted(set(int(perm[m]) for m in w.groups[gi].members))) for gi in self.an.groups]
        ring_bytes = [w.groups[gi].ring_bytes for gi in self.an.groups]
        out = []
        for name, m in bicirculant_link_matrices(n, c.d, c.link_model, limit=AUTO_START_BI_SCREENS):
            if DL.expired():
                break
            rows = hop_distances(m, [0, 1])
            if not np.all(np.isfinite(rows)):
                continue
            dist = rows[u % 2, shift]
            hb = float((mp * dist).sum())
            spread = 0.0
            for mem, rb in zip(members, ring_bytes):
                sub = dist[np.ix_(mem, mem)] + np.diag(np.full(len(mem), np.inf))
                hb += rb * float(sub.min(axis=1).sum())
                spread += float(sub[np.isfinite(sub)].sum())
            cross = int(m[0, 1::2].sum())
            out.append(((cross, hb, spread), name if identity else f"{name} relabelled", m))
        out.sort(key=lambda z: z[0])
        # fewest cross ports first; among them the best of each cross pattern (T, U), then
        # the rest by score (the hop-bytes alone favour a partner link both ways, which under
        # simplex wastes most of the back arc)
        firsts: dict[bytes, int] = {}
        for k, (_, _, m) in enumerate(out):            # (T, U): node 0's and node 1's cross arcs
            firsts.setdefault(m[0, 1::2].tobytes() + m[1, 0::2].tobytes(), k)
        lead = sorted(firsts.values())
        chosen = set(lead)
        ranked = [out[k] for k in lead] + [z for k, z in enumerate(out) if k not in chosen]
        return [(key, name, m[np.ix_(perm, perm)]) for key, name, m in ranked]     # back to the cluster's labels

    def screen_throughput(self, m: np.ndarray) -> float | None:
        """The throughput of the topology ``m`` with exact routing, from the routing LP
        (R-3) solved by :func:`~topomilp.exact.rings.route_with_ring_generation` straight
        in HiGHS (about 0.05 s at n = 14 against 0.47 s for the PuLP routing model, which
        the start then needs only for a topology that improves on the best); ``None``
        with an MP hop limit, with rings the routing LP generates (the full routing runs the
        same column generation: nothing to save) or when the LP stops early (at the
        deadline: no value of an unfinished LP is a bound; the caller then routes in
        full). The rings are the routing LP's own (the problem's family, which
        :meth:`~topomilp.exact.joint.model.JointTopology.milp_view` keeps for its view)."""
        family = self.an.routing_family
        if self.problem.mp_hop_limit is not None or any(gr.generated for gr in family):
            return None
        norm, w = self.an.norm, self.problem.workload
        ring_bytes = [g.ring_bytes / norm if g.bytes_per_member > 0 else 0.0 for g in w.groups]
        try:
            gen = route_with_ring_generation(m, w.mp / norm, family, ring_bytes)
        except TopomilpInputError:
            return None
        if not gen.converged:           # stopped (listed rings only: the LP did not finish)
            return None
        return gen.throughput * self.problem.cluster.link_bytes_per_s / norm

    def beats(self, best: JointSolution | None, m: np.ndarray) -> bool:
        """Whether the topology ``m`` may beat ``best`` (:meth:`screen_throughput`)."""
        if best is None:
            return True
        q = self.screen_throughput(m)
        return q is None or q > best.throughput * (1 + 1e-9)

    def better_start(self, best: JointSolution | None, name: str, m: np.ndarray) -> JointSolution | None:
        """``best`` or the routed topology ``m``, whichever is faster."""
        if not self.beats(best, m):
            return best
        try:
            sol = self.problem.start_solution(Topology(m, self.problem.cluster.link_model, name=name))
        except (TopomilpInputError, VerificationError) as exc:   # a start is optional
            log.debug("%s is no warm start: %s", name, exc)
            return best
        return sol if best is None or sol.throughput > best.throughput else best

    def polycirculant_start(self, best: JointSolution | None, ub: float) -> JointSolution | None:
        """(J10b), uniform traffic under simplex: search the Moore-profile
        poly-circulants with ``k = 2, 3`` orbits (:func:`~topomilp.exact.joint.starts.polycirculant_link_matrices`)
        for one whose shortest-path routing fills every arc
        (:func:`~topomilp.exact.joint.starts.two_hop_uniform_throughput` at the Moore bound); the first one
        found, else the best screened one if it beats ``best``, is routed by the routing LP.
        At most :data:`AUTO_START_POLY_SCREENS` screens."""
        n, d = self.problem.cluster.n, self.problem.cluster.d
        moore = d / sum(moore_levels(n, d, duplex=False))      # per unit of pair demand
        have = 0.0 if best is None else best.throughput / ub * moore
        top: tuple[float, str, np.ndarray] | None = None
        screens = itertools.islice(itertools.chain.from_iterable(
            polycirculant_link_matrices(n, d, k) for k in (2, 3)), AUTO_START_POLY_SCREENS)
        for name, m in screens:
            if DL.expired():
                break
            t = two_hop_uniform_throughput(m) or 0.0
            if t > have * (1 + 1e-9) and (top is None or t > top[0]):
                top = (t, name, m)
            if t >= moore * (1 - 1e-9):
                return self.better_start(best, name, m)
        return best if top is None else self.better_start(best, top[1], top[2])

    def annealed_candidates(self, cayley: float) -> list[tuple[float, str, np.ndarray]]:
        """(J10g) before any Cayley digraph is routed, for traffic invariant under every
        relabelling with MP bytes on simplex links, when the Moore depth is at least 3
        (``n - 1 > d + d^2``: no poly-circulant (J10b) applies) and the best Cayley
        digraph's per-node distance sum ``cayley`` exceeds the Moore sum ``M`` (then
        none of them meets the bound (J6')): the 2-geodetic digraph of CP-SAT (J10i), if
        one exists (searched for only up to :data:`~topomilp.exact.joint.geodetic.MAX_NODES`
        nodes), and unless it has the Moore sum the annealed low-hop digraphs, as
        ``(W / n, name, links)``, to be ranked with the Cayley digraphs (a tie goes to
        the Cayley digraph); else ``[]``."""
        c, w = self.problem.cluster, self.problem.workload
        if c.duplex or c.n - 1 <= c.d + c.d * c.d or not float(w.mp.sum()) > 0:
            return []
        moore = sum(moore_levels(c.n, c.d, duplex=False))
        if cayley <= moore + 1e-9:
            return []
        out = []
        geo = geodetic_digraph(c.n, c.d) if c.n <= GEODETIC_MAX_NODES else None   # (J10i) in its scope
        if geo is not None:
            out.append((total_hops(geo) / c.n, "2-geodetic digraph (CP-SAT)", geo))
            if out[0][0] <= moore + 1e-9:                # the Moore sum: no annealed digraph has less
                return out
        return out + [(total_hops(m) / c.n, f"hop-annealed digraph {k}", m)
                      for k, m in enumerate(hop_annealed_digraphs(c.n, c.d))]

    def improve(self, best: JointSolution, ub: float, steps: int, seed: int = 0) -> JointSolution:
        """First-improvement local search over degree-preserving link swaps (duplex:
        ``a-b, c-d -> a-c, b-d``; simplex: ``a->b, c->d -> a->d, c->b``), each candidate
        routed by the routing LP; ``steps`` candidates at most, seeded. Heuristic only."""
        rng = np.random.default_rng(seed)
        lm = self.problem.cluster.link_model
        m = best.topology.links.copy()
        base = best.topology.name.split("+")[0]
        for _ in range(steps):
            if DL.expired():
                break
            if self.problem.cluster.duplex:
                ends = np.argwhere(np.triu(m) > 0)
                weights = np.triu(m)[ends[:, 0], ends[:, 1]].astype(float)
            else:
                ends = np.argwhere(m > 0)
                weights = m[ends[:, 0], ends[:, 1]].astype(float)
            if len(ends) < 2:
                break
            k1, k2 = rng.choice(len(ends), 2, replace=False, p=weights / weights.sum())
            (a, b), (c, d) = (int(v) for v in ends[k1]), (int(v) for v in ends[k2])
            if self.problem.cluster.duplex and rng.random() < 0.5:
                c, d = d, c
            m2 = m.copy()
            if self.problem.cluster.duplex:
                if len({a, b, c, d}) < 4:
                    continue
                for (u, v), dl in (((a, b), -1), ((c, d), -1), ((a, c), 1), ((b, d), 1)):
                    m2[u, v] += dl
                    m2[v, u] += dl
            else:
                if a == d or c == b or a == c:
                    continue
                m2[a, b] -= 1
                m2[c, d] -= 1
                m2[a, d] += 1
                m2[c, b] += 1
            if not self.beats(best, m2):
                continue
            try:
                sol = self.problem.start_solution(Topology(m2, lm, name=base + "+swaps"))
            except (TopomilpInputError, VerificationError):
                continue
            if sol.throughput > best.throughput * (1 + 1e-9):
                best, m = sol, m2
                if best.throughput >= ub * (1 - 1e-9):
                    break
        return best

    def symmetric_start(self, sol: JointSolution, blocks: Sequence[tuple[int, ...]] = (),
                         anchored: bool = True) -> JointSolution:
        """With symmetry breaking (J9) on, relabel a start so that it satisfies the chains
        (the proof of (J9) in the document, applied to the start), or with ``blocks`` the
        replica order (J9e): the traffic is
        invariant under the relabelling, so the relabelled topology, routed again by the
        routing LP, is as good. Without (J9), or when the start already complies, the
        start is returned as it is."""
        sym = self.an.symmetry if self.problem.strengthen else 0
        if blocks and self.problem.strengthen:                                                # (J9e) sort the replicas
            m = sol.topology.links
            keyed = self.an.block_keys(blocks, anchored)
            sortable = [blk for blk, _ in keyed]
            keys = [sum(wt * float(m[p]) for p, wt in weights) for _, weights in keyed]
            order = sorted(range(len(sortable)), key=lambda r: (-keys[r], r))
            if order == list(range(len(sortable))):
                return sol
            perm = np.arange(len(m))                                                  # perm[u]: u's new label
            for new, old in enumerate(order):
                for u, v in zip(sortable[old], sortable[new]):
                    perm[u] = v
            inv = np.argsort(perm)
            return self.problem.start_solution(Topology(m[np.ix_(inv, inv)], self.problem.cluster.link_model,
                                                name=(sol.topology.name or "start") + " (relabelled)"))
        if sym == 0:
            chain, gens = self.an.chain if self.problem.strengthen else ([], [])
            m = sol.topology.links
            moved = False
            for cy in self.an.cycles:                                                 # (J9d) rotate each cycle
                L = len(cy)
                k = int(np.argmax([m[cy[j], cy[(j + 1) % L]] for j in range(L)]))
                if k:
                    sigma = np.arange(len(m))
                    sigma[cy] = [cy[(j - k) % L] for j in range(L)]                   # cy[k] -> cy[0]
                    inv = np.argsort(sigma)
                    m, moved = m[np.ix_(inv, inv)], True
            for _ in range(len(chain)):                                               # (J9c) bubble sort
                for i, pi in enumerate(gens):
                    if m[0, chain[i]] < m[0, chain[i + 1]]:
                        inv = np.argsort(pi)                                          # m'[pi u, pi v] = m[u, v]
                        m, moved = m[np.ix_(inv, inv)], True
            if not moved:
                return sol
            return self.problem.start_solution(Topology(m, self.problem.cluster.link_model,
                                                name=(sol.topology.name or "start") + " (relabelled)"))
        n, d = self.problem.cluster.n, self.problem.cluster.d
        m = sol.topology.links
        order = [0] + sorted(range(1, n), key=lambda u: (-int(m[0, u]), u))          # (J9a)
        if sym >= 2 and n > d + 2:                                                    # (J9b)
            one = order[1]
            order = order[: d + 1] + sorted(order[d + 1:], key=lambda u: (-int(m[one, u]), u))
        if order == list(range(n)):
            return sol
        perm = np.array(order)
        relabelled = Topology(m[np.ix_(perm, perm)], self.problem.cluster.link_model,
                              name=(sol.topology.name or "start") + " (relabelled)")
        return self.problem.start_solution(relabelled)


__all__ = ["AUTO_START_BI_LPS", "AUTO_START_BI_SCREENS", "AUTO_START_LPS", "AUTO_START_POLY_SCREENS",
           "AUTO_START_RESTARTS", "AUTO_START_SWAPS", "AUTO_START_SYMMETRIC_LPS", "StartSearch"]
