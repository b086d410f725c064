"""The ``joint_topology`` problem: topology, routing and AllReduce rings at once.

One module per concern; the two formulation documents map onto it as follows:

==========================================  ===========================================
module                                      document
==========================================  ===========================================
:mod:`topomilp.exact.joint.model`           formulations/joint_topology.md: the MILP
                                            (J1)-(J10) and the CP-SAT model (C1)-(C8),
                                            :class:`JointTopology`, :class:`JointSolution`
:mod:`topomilp.exact.joint.bounds`          formulations/joint_topology.md, "Strengthened
                                            model": Moore bounds (J5)-(J6'), symmetry (J9)
:mod:`topomilp.exact.joint.starts`          formulations/joint_topology.md, (J10), (J10b):
                                            circulant, Cayley, poly-circulant warm starts
:mod:`topomilp.exact.joint.enumeration`     formulations/uniform_enumeration.md: proofs by
                                            enumeration for uniform all-to-all traffic
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
