"""The ``joint_topology`` problem: topology, routing and AllReduce rings at once.

One module per concern; the two formulation documents map onto it as follows:

==========================================  ===========================================
module                                      document
==========================================  ===========================================
:mod:`topomilp.exact.joint.model`           formulations/joint_topology.md: the instance
                                            :class:`JointTopology` (fields, bounds (J5),
                                            (J6''), verification, files)
:mod:`topomilp.exact.joint.analysis`        what an instance implies, computed once: ring
                                            family (R-1), symmetry (J9), blocks (J9e)
:mod:`topomilp.exact.joint.milp`            the MILP (J1)-(J9e), one rule per equation group
:mod:`topomilp.exact.joint.cpsat`           the CP-SAT model (C1)-(C8)
:mod:`topomilp.exact.joint.solution`        :class:`JointSolution`, routed starts
:mod:`topomilp.exact.joint.startsearch`     the warm-start search (J10)-(J10d)
:mod:`topomilp.exact.joint.hopanneal`       (J10g): annealed low-hop simplex digraphs
:mod:`topomilp.exact.joint.geodetic`        (J10i): 2-geodetic simplex digraphs by CP-SAT
:mod:`topomilp.exact.joint.methods`         the solve portfolio: enumeration, stage
                                            relaxation (J11), ring generation, the model
:mod:`topomilp.exact.joint.bounds`          formulations/joint_topology.md, "Strengthened
                                            model": Moore bounds (J5)-(J6'), symmetry (J9)
:mod:`topomilp.exact.joint.cyclebound`      "Cycle port bound (J12)": duplex permutation
                                            traffic
:mod:`topomilp.exact.joint.starts`          formulations/joint_topology.md, (J10), (J10b):
                                            circulant, Cayley, poly-circulant warm starts
:mod:`topomilp.exact.joint.enumeration`     formulations/uniform_enumeration.md: proofs by
                                            enumeration for uniform all-to-all traffic
:mod:`topomilp.exact.joint.blocks`          its normal form's blocks (E5)-(E6)
==========================================  ===========================================

:func:`topomilp.exact.solve` is the entry point: with ``backend="auto"`` it tries the
enumeration proof first where it applies (:meth:`JointTopology.solve_strategy`).

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import all_to_all
>>> JointTopology(Cluster(8, 3), all_to_all(8)).name
'joint_topology'
"""

from topomilp.exact.joint.model import JointSolution, JointTopology

__all__ = ["JointSolution", "JointTopology"]
