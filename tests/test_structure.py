"""The package's structure rules, read from the source with :mod:`ast` and regular
expressions (no module is imported):

* no import cycle inside ``topomilp/``;
* every module imports only from its own layer or the layers before it (the README's
  "Architecture": model, traffic / workloads, routing / evaluate, heuristics / exact,
  oracle / bench / cli);
* no module imports another module's ``_private`` name;
* nothing in the package, its docs, the tests or the benchmarks refers to a file outside
  the repository (a machine path, a document that is not here).

The import graph has one node per module of ``topomilp`` (a package is its
``__init__.py``) and an edge ``A -> B`` for every ``import B`` / ``from B import x`` in
``A``, at module level **and inside functions**: a lazy import delays the dependency but
is still one. ``from pkg import sub`` is an edge to the submodule ``pkg.sub``. Not edges:
imports under ``if TYPE_CHECKING:`` (never executed) and the implicit import of parent
packages (importing ``topomilp.a.b`` first runs ``topomilp/a/__init__.py``; counting it
would make every module depend on ``topomilp/__init__.py``, which re-exports the model).

``topomilp._io`` is a package-private *module*: any module of topomilp may import its
public names. What is forbidden is a module's private *name* (``from topomilp.x import
_y``, or ``x._y`` on an imported module ``x``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "topomilp"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    """Every Import / ImportFrom node, skipping ``if TYPE_CHECKING:`` bodies."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _target(module: str, node: ast.ImportFrom) -> str:
    """The absolute module an ImportFrom reads from."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not MODULES[module].name == "__init__.py":
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _scan() -> tuple[nx.DiGraph, list[str]]:
    graph = nx.DiGraph()
    graph.add_nodes_from(MODULES)
    private: list[str] = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(), filename=str(path))
        module_aliases: dict[str, str] = {}          # local name -> topomilp module it is bound to
        for node in _imports(tree):
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.name in MODULES:
                        graph.add_edge(module, a.name)
                        if a.asname:
                            module_aliases[a.asname] = a.name
                continue
            target = _target(module, node)
            if target not in MODULES:
                continue
            for a in node.names:
                sub = f"{target}.{a.name}"
                if sub in MODULES:                   # from pkg import submodule
                    graph.add_edge(module, sub)
                    module_aliases[a.asname or a.name] = sub
                    continue
                graph.add_edge(module, target)
                if _is_private(a.name):
                    private.append(f"{where}: from {target} import {a.name}")
        for node in ast.walk(tree):                  # imported_module._private
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id in module_aliases and _is_private(node.attr)
                    and module_aliases[node.value.id] != module):
                private.append(f"{path.relative_to(ROOT)}:{node.lineno}: "
                               f"{module_aliases[node.value.id]}.{node.attr}")
    graph.remove_edges_from(nx.selfloop_edges(graph))
    return graph, private


GRAPH, PRIVATE = _scan()


def test_the_scan_sees_the_package():
    # the graph is not trivially empty: the known layers are there
    assert {"topomilp.model", "topomilp.evaluate", "topomilp.exact.base", "topomilp.bench"} <= set(GRAPH)
    assert GRAPH.has_edge("topomilp.evaluate", "topomilp.model")
    assert GRAPH.has_edge("topomilp.heuristics.base", "topomilp.heuristics.ringplan")
    assert nx.has_path(GRAPH, "topomilp.cli", "topomilp.model")


def test_no_import_cycle_inside_the_package():
    cycles = sorted(sorted(c) for c in nx.simple_cycles(GRAPH))
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles[:10])


#: The README's layers ("Architecture"), lowest first: a module may import from its own
#: layer and the layers before it. First matching prefix wins; any other module counts as
#: layer 5 (it may import anything, but nothing below layer 5 may import it).
LAYERS: tuple[tuple[str, int], ...] = (
    ("topomilp.errors", 1), ("topomilp.utils", 1), ("topomilp._io", 1), ("topomilp.model", 1),
    ("topomilp.traffic", 2), ("topomilp.workloads", 2), ("topomilp.chakra", 2), ("topomilp.interchange", 2),
    ("topomilp.routing", 3), ("topomilp.evaluate", 3),
    ("topomilp.multidim.cli", 5),                    # the `topomilp multidim` command
    ("topomilp.heuristics", 4), ("topomilp.exact", 4), ("topomilp.multidim", 4),
)


def layer(module: str) -> int:
    for prefix, level in LAYERS:
        if module == prefix or module.startswith(prefix + "."):
            return level
    return 5


def test_modules_import_only_from_their_layer_or_below():
    assert [layer(m) for m in ("topomilp.model", "topomilp.workloads", "topomilp.evaluate",
                               "topomilp.exact.joint.model", "topomilp.bench.run")] == [1, 2, 3, 4, 5]
    upward = [f"{a} (layer {layer(a)}) imports {b} (layer {layer(b)})"
              for a, b in sorted(GRAPH.edges) if layer(b) > layer(a)]
    assert not upward, "\n".join(upward)


def test_no_module_imports_another_modules_private_name():
    assert not PRIVATE, "private names imported across modules:\n" + "\n".join(PRIVATE)


def test_the_checks_catch_what_they_should():
    # the two rules on a tiny fake package, so that a broken scanner cannot pass silently
    code = "from topomilp.model import _digest\nimport topomilp.utils as u\nu._adjacency(0)\n"
    tree = ast.parse(code)
    names = [a.name for n in _imports(tree) if isinstance(n, ast.ImportFrom) for a in n.names]
    assert [n for n in names if _is_private(n)] == ["_digest"]
    assert not _is_private("__all__") and _is_private("_check")
    g = nx.DiGraph([("a", "b"), ("b", "a")])
    assert list(nx.simple_cycles(g))


# --------------------------------------------------------------------------- references
#: what the reference check reads: the package, its docs, formulations, tests, benchmarks
TEXT_FILES = sorted(
    [*PACKAGE.rglob("*.py"), *(ROOT / "docs").rglob("*.md"), *(ROOT / "formulations").rglob("*.md"),
     *(ROOT / "formulations").glob("*.py"), *(ROOT / "tests").glob("*.py"), *(ROOT / "benchmarks").glob("*.py"),
     *(ROOT / "benchmarks").glob("*.md"), ROOT / "README.md"])
TEXT_FILES.remove(Path(__file__).resolve())          # this file's strings are the checks' test data

#: a machine's own directories (a path only one computer has)
MACHINE_PATH = re.compile(r"(?<![\w.~/-])(?:/(?:work|home|root|Users|mnt|opt|srv)/|~/)[\w./-]+")
#: a path inside this repository
REPO_PATH = re.compile(r"(?<![\w/.-])(?:\.\./)*((?:topomilp|tests|benchmarks|formulations|docs)/[\w./-]*\w"
                       r"\.(?:py|md|jsonl|json|csv|mps|toml|yml|yaml))\b")
#: a document named without its directory (``design.md``)
BARE_DOC = re.compile(r"(?<![\w/.-])([\w-]+\.md)\b")
#: files the package writes (names, not references)
OUTPUT_NAMES = {"summary.md"}
DOC_DIRS = (ROOT, ROOT / "docs", ROOT / "formulations")


def _exists(ref: str, source: Path) -> bool:
    return (ROOT / ref).exists() or (source.parent / ref).exists()


def test_reference_patterns():
    assert MACHINE_PATH.search("see /work/shared/design.md") and MACHINE_PATH.search("~/notes.md")
    assert not MACHINE_PATH.search("docs/design.md and tmp/x") and not MACHINE_PATH.search("a/work/b")
    assert REPO_PATH.search("(../formulations/routing.md)").group(1) == "formulations/routing.md"
    assert not REPO_PATH.search("formulations/<name>.md")
    assert [m.group(1) for m in BARE_DOC.finditer("design.md §2, docs/design.md, x/y.md")] == ["design.md"]
    assert _exists("docs/design.md", ROOT / "README.md") and not _exists("design.md", ROOT / "README.md")


def test_nothing_refers_to_a_file_outside_the_repository():
    bad: list[str] = []
    for path in TEXT_FILES:
        rel = path.relative_to(ROOT)
        for lineno, line in enumerate(path.read_text().splitlines(), 1):
            for m in MACHINE_PATH.finditer(line):
                bad.append(f"{rel}:{lineno}: machine path {m.group(0)}")
            for m in REPO_PATH.finditer(line):
                if not _exists(m.group(1), path):
                    bad.append(f"{rel}:{lineno}: no such file {m.group(1)}")
            for m in BARE_DOC.finditer(line):
                name = m.group(1)
                if name not in OUTPUT_NAMES and not any((d / name).exists() for d in (path.parent, *DOC_DIRS)):
                    bad.append(f"{rel}:{lineno}: {name} is not a document of this repository")
    assert not bad, "references to files outside the repository:\n" + "\n".join(bad)


def test_docs_cite_sections_that_exist():
    # code cites "docs/design.md §N": every such N is a numbered section of the document
    sections = set(re.findall(r"^## (\d+)\.", (ROOT / "docs" / "design.md").read_text(), flags=re.M))
    cited: set[str] = set()
    for path in TEXT_FILES:
        cited |= set(re.findall(r"docs/design\.md §(\d+)", path.read_text()))
    assert cited and cited <= sections, sorted(cited - sections)
