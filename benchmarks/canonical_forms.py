"""Isomorphism classes of link matrices: pynauty canonical forms vs networkx VF2++.

Both engines of :class:`topomilp.exact.joint.canonical.IsomorphismClasses` reduce the same
streams of link matrices to isomorphism classes, in one run; the table gives, per stream
and engine, the graphs per second (best of ``--repeat`` runs, input checks included,
building the stream not included) and the classes found, which must agree (checked: the
same count, and the certificates of the networkx representatives are those of the
pynauty ones).

Streams:

* ``enum n,d,e``: the candidates of ``low_hop_multigraphs(n, d, e)`` (duplex
  multigraphs in the layered normal form, the enumeration proof's input), with the
  total hop distance as the caller's ``key``, as the enumeration passes it;
* ``random duplex`` / ``random simplex``: ``--bases`` random ``d``-regular multigraphs
  (configuration model, no self-links) / multi-digraphs (a sum of ``d`` random
  derangement matrices: ``d`` arcs out and in per node, multi-arcs and 2-cycles
  possible), each in ``--copies`` random relabellings, shuffled (``numpy
  default_rng(--seed)``), no ``key``;
* ``circulant duplex`` / ``circulant simplex``: every circulant graph ``C_n(S)`` of degree
  ``d`` (every node looks the same to the cheap invariants), each in ``--copies`` random
  relabellings, no ``key``.

    python benchmarks/canonical_forms.py            # the full run (about two minutes)
    python benchmarks/canonical_forms.py --quick    # a few seconds

The machine (CPU count, Python, package versions) is printed with the table.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import sys
import time

import numpy as np

from topomilp.exact.joint.canonical import IsomorphismClasses, certificate
from topomilp.exact.joint.enumeration import low_hop_multigraphs, total_hops

ENGINES = ("networkx", "pynauty")


def relabel(a: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    p = rng.permutation(len(a))
    return a[np.ix_(p, p)]


def random_duplex(n: int, d: int, rng: np.random.Generator) -> np.ndarray:
    """A random loopless ``d``-regular multigraph (configuration model, retried on loops)."""
    while True:
        stubs = rng.permutation(np.repeat(np.arange(n), d))
        i, j = stubs[0::2], stubs[1::2]
        if np.all(i != j):
            a = np.zeros((n, n), dtype=np.int64)
            np.add.at(a, (i, j), 1)
            np.add.at(a, (j, i), 1)
            return a


def random_simplex(n: int, d: int, rng: np.random.Generator) -> np.ndarray:
    """A random loopless multi-digraph with ``d`` arcs out of and into every node."""
    a = np.zeros((n, n), dtype=np.int64)
    for _ in range(d):
        while True:
            p = rng.permutation(n)
            if np.all(p != np.arange(n)):
                break
        a[np.arange(n), p] += 1
    return a


def circulants(n: int, d: int, directed: bool) -> list[np.ndarray]:
    """Every circulant ``C_n(S)`` of out-degree ``d`` (duplex: ``S = -S``, ``d`` even)."""
    out = []
    if directed:
        sets = [set(s) for s in itertools.combinations(range(1, n), d)]
    else:
        sets = [set(s) | {n - x for x in s} for s in itertools.combinations(range(1, n // 2 + 1), d // 2)]
        sets = [s for s in sets if len(s) == d]
    for s in sets:
        a = np.zeros((n, n), dtype=np.int64)
        for v in range(n):
            for x in s:
                a[v, (v + x) % n] = 1
        out.append(a)
    return out


def streams(quick: bool, seed: int, bases: int, copies: int) -> list[dict]:
    rng = np.random.default_rng(seed)
    enum = [(12, 4, 2), (16, 4, 4)] if quick else [(12, 4, 2), (12, 4, 6), (13, 4, 4), (16, 4, 8)]
    out = []
    for n, d, e in enum:
        graphs = list(low_hop_multigraphs(n, d, e))
        out.append({"name": f"enum {n},{d},e={e}", "directed": False, "graphs": graphs,
                    "keys": [total_hops(a) for a in graphs]})
    for directed, make, (n, d) in ((False, random_duplex, (16, 4)), (True, random_simplex, (16, 3))):
        base = [make(n, d, rng) for _ in range(bases)]
        graphs = [relabel(a, rng) for a in base for _ in range(copies)]
        graphs = [graphs[i] for i in rng.permutation(len(graphs))]
        out.append({"name": f"random {'simplex' if directed else 'duplex'} n={n} d={d}", "directed": directed,
                    "graphs": graphs, "keys": None})
    for directed, (n, d) in ((False, (24 if not quick else 16, 4)), (True, (13 if not quick else 10, 3))):
        base = circulants(n, d, directed)
        graphs = [relabel(a, rng) for a in base for _ in range(copies)]
        graphs = [graphs[i] for i in rng.permutation(len(graphs))]
        out.append({"name": f"circulant {'simplex' if directed else 'duplex'} n={n} d={d}", "directed": directed,
                    "graphs": graphs, "keys": None})
    return out


def run_engine(stream: dict, engine: str) -> tuple[float, IsomorphismClasses]:
    keys = stream["keys"] or [None] * len(stream["graphs"])
    t0 = time.perf_counter()
    classes = IsomorphismClasses(directed=stream["directed"], engine=engine)
    for a, k in zip(stream["graphs"], keys):
        classes.add(a, key=k)
    return time.perf_counter() - t0, classes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller streams, one repeat")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bases", type=int, default=None, help="base graphs per random stream (default 200, quick 40)")
    ap.add_argument("--copies", type=int, default=None, help="relabelled copies per base graph (default 5, quick 3)")
    ap.add_argument("--repeat", type=int, default=None, help="timed runs per engine, best kept (default 3, quick 1)")
    ap.add_argument("--json", help="also write the rows to this JSON file")
    args = ap.parse_args(argv)
    bases = args.bases or (40 if args.quick else 200)
    copies = args.copies or (3 if args.quick else 5)
    repeat = args.repeat or (1 if args.quick else 3)

    rows = []
    for s in streams(args.quick, args.seed, bases, copies):
        row = {"stream": s["name"], "graphs": len(s["graphs"])}
        reps = {}
        for engine in ENGINES:
            best = min((run_engine(s, engine) for _ in range(repeat)), key=lambda r: r[0])
            reps[engine] = best[1]
            row[engine] = {"seconds": best[0], "graphs_per_s": len(s["graphs"]) / best[0] if best[0] else None,
                           "classes": len(best[1])}
        certs = {e: {certificate(a, s["directed"], "pynauty") for a in reps[e].representatives} for e in ENGINES}
        agree = len(reps["networkx"]) == len(reps["pynauty"]) and certs["networkx"] == certs["pynauty"]
        row["agree"] = agree
        row["speedup"] = row["networkx"]["seconds"] / row["pynauty"]["seconds"] if row["pynauty"]["seconds"] else None
        rows.append(row)
        print(f"{s['name']:32s} {len(s['graphs']):6d} graphs  networkx {row['networkx']['seconds']:8.3f} s  "
              f"pynauty {row['pynauty']['seconds']:8.3f} s  classes {len(reps['pynauty'])}  agree={agree}",
              file=sys.stderr)
        if not agree:
            print(f"ERROR: the engines disagree on {s['name']}", file=sys.stderr)

    import networkx
    import pynauty

    print(f"machine: {os.cpu_count()} CPUs, Python {platform.python_version()}, {platform.machine()}; "
          f"networkx {networkx.__version__}, pynauty {pynauty.__version__}; seed {args.seed}, "
          f"{bases} bases x {copies} copies, best of {repeat}")
    print()
    print("| stream | graphs | classes | networkx graphs/s | pynauty graphs/s | pynauty speed-up | agree |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['stream']} | {r['graphs']} | {r['pynauty']['classes']} | {r['networkx']['graphs_per_s']:,.0f} | "
              f"{r['pynauty']['graphs_per_s']:,.0f} | {r['speedup']:.1f}x | {'yes' if r['agree'] else 'NO'} |")
    tot = {e: sum(r[e]["seconds"] for r in rows) for e in ENGINES}
    n_all = sum(r["graphs"] for r in rows)
    print(f"| all | {n_all} | | {n_all / tot['networkx']:,.0f} | {n_all / tot['pynauty']:,.0f} | "
          f"{tot['networkx'] / tot['pynauty']:.1f}x | {'yes' if all(r['agree'] for r in rows) else 'NO'} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0 if all(r["agree"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
