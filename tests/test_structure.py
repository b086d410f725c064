"""The package's structure rules, read from the source with :mod:`ast` and regular
expressions (no module is imported):

* no import cycle inside ``topomilp/``;
* every module imports only from its own layer or the layers before it (the README's
  "Architecture": model, traffic / workloads, routing / evaluate, heuristics / exact,
  oracle / bench / cli);
* no module imports another module's ``_private`` name;
* nothing in the package, its docs, the tests or the benchmarks refers to a file outside
  the repository (a machine path, a document that is not here) or to a tracker's numbers
  ("issue 13", "#5"), or says "this stop" / "this session";
* ``benchmarks/results/index.json`` names every raw result file and nothing else, and
  ``benchmarks/RESULTS.md`` cites only raw files that exist, each current one, and quotes
  the default bench's wall time once (the README repeats exactly that).

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
    ("topomilp.traffic", 2), ("topomilp.workloads", 2), ("topomilp.chakra", 2), ("topomilp.chakra_et", 2),
    ("topomilp.interchange", 2),
    ("topomilp.protowire", 2), ("topomilp.chakra_plan", 2), ("topomilp.astra", 2),
    ("topomilp.codesign.show", 5),                   # the `topomilp model show` command
    ("topomilp.codesign.models", 2), ("topomilp.codesign.spec", 2), ("topomilp.codesign.hardware", 2),
    ("topomilp.codesign.placement", 2),
    ("topomilp.codesign.strategies", 2), ("topomilp.codesign.timing", 2),   # a training job's traffic
    ("topomilp.routing", 3), ("topomilp.evaluate", 3),
    ("topomilp.multidim.cli", 5),                    # the `topomilp multidim` command
    ("topomilp.fabrics.cli", 5),                     # the `topomilp cost` command
    ("topomilp.heuristics", 4), ("topomilp.exact", 4), ("topomilp.multidim", 4), ("topomilp.fabrics", 4),
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
     *(ROOT / "benchmarks").glob("*.md"), ROOT / "README.md", ROOT / "CHANGELOG.md"])
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


# --------------------------------------------------------------------------- records
#: a tracker's numbers: "issue 13", "Issues #5", "PR 7", "#16" (not an upstream URL such as
#: github.com/.../issues/5246, not a message's "collective #0", not a colour "#9ecae1")
TRACKER = re.compile(r"\b(?:issues?|tickets?|PRs?|pull requests?)\s*#?\s*\d+\b"
                     r"|(?<![\w&/#-])(?<!collective )#\d+(?![\w-])", re.IGNORECASE)
#: words that only make sense on the day they were written
SESSION_WORDS = re.compile(r"\bthis (?:stop|session)\b", re.IGNORECASE)
RESULTS_DIR = ROOT / "benchmarks" / "results"
RESULTS_MD = ROOT / "benchmarks" / "RESULTS.md"
#: a raw result file named in a document: under benchmarks/results/, or relative to it
RAW_FILE = re.compile(r"(?<![\w/.-])(?:benchmarks/results/)?((?:[\w-]+/)+[\w.-]+\.(?:jsonl|json|csv))\b")


def test_tracker_patterns():
    hits = [bool(TRACKER.search(t)) for t in (
        "see issue 13", "Issue #5's target", "(#16)", "issues 12", "PR 7", "a #4 row",
        "github.com/google/or-tools/issues/5246", "collective #0 on process group", 'color="#9ecae1"',
        "node_color #1f77b4", "issue-free", "the issue's example")]
    assert hits == [True] * 6 + [False] * 6
    assert SESSION_WORDS.search("measured this stop") and not SESSION_WORDS.search("a session fixture")


def test_no_tracker_numbers_or_session_words():
    bad: list[str] = []
    for path in [*TEXT_FILES, ROOT / "pyproject.toml", ROOT / "Makefile"]:
        rel = path.relative_to(ROOT)
        for lineno, line in enumerate(path.read_text().splitlines(), 1):
            for pattern in (TRACKER, SESSION_WORDS):
                m = pattern.search(line)
                if m:
                    bad.append(f"{rel}:{lineno}: {m.group(0)!r}")
    assert not bad, ("refer to documents and sections, not to a tracker or a day:\n"
                     + "\n".join(bad))


def _results_index() -> list[dict]:
    import json
    return json.loads((RESULTS_DIR / "index.json").read_text())["files"]


def test_the_results_index_names_every_raw_file_and_nothing_else():
    entries = _results_index()
    named = [e["path"] for e in entries]
    assert len(named) == len(set(named)), "a file is named twice in the index"
    on_disk = sorted(str(p.relative_to(RESULTS_DIR)) for p in RESULTS_DIR.rglob("*")
                     if p.is_file() and p.name != "index.json")
    assert on_disk, "no raw file found: the scan is broken"
    assert sorted(set(on_disk) - set(named)) == [], "raw files the index does not name"
    assert sorted(set(named) - set(on_disk)) == [], "index entries without a file"
    keys = {"path", "benchmark", "command", "code", "date", "current", "section", "what"}
    for e in entries:
        assert keys <= set(e), (e["path"], sorted(keys - set(e)))
        assert isinstance(e["current"], bool) and re.fullmatch(r"\d{4}-\d\d-\d\d", e["date"]), e


def _raw_refs(text: str) -> set[str]:
    """Raw files a document names, as paths relative to benchmarks/results/."""
    refs = set()
    for m in RAW_FILE.finditer(text):
        ref = m.group(1)
        if (RESULTS_DIR / ref).exists() or not ref.startswith(("benchmarks/", "topomilp/")):
            refs.add(ref)
    return refs


def test_results_md_cites_existing_raw_files_and_every_current_run():
    text = RESULTS_MD.read_text()
    headings = re.findall(r"^## (.+)$", text, flags=re.M)
    entries = _results_index()
    named = {e["path"] for e in entries}
    # every raw file cited (benchmarks/results/X or X relative to it) exists and is indexed
    cited = {r for r in _raw_refs(text) if r.split("/")[0] in {p.split("/")[0] for p in named}}
    assert cited, "RESULTS.md cites no raw file: the pattern is broken"
    assert sorted(cited - named) == [], "RESULTS.md cites raw files that do not exist"
    for e in entries:
        if e["current"]:
            assert any(h.startswith(e["section"]) for h in headings), (e["path"], e["section"])
            assert e["path"] in text, f"current run {e['path']} is not cited in RESULTS.md"
        else:
            assert e["section"] == "CHANGELOG.md", e["path"]
    # the convention other sections follow is stated at the top
    assert "Adding a section (convention)" in text.split("\n## ")[0]


def test_the_default_bench_wall_time_is_quoted_once():
    text = RESULTS_MD.read_text()
    section = text.split("\n## The default bench")[1].split("\n## ")[0]
    walls = re.findall(r"\*\*(\d+\.\d) s\*\* \((duplex|simplex)\)", section)
    assert [w[1] for w in walls] == ["duplex", "simplex"], walls
    duplex, simplex = (w[0] for w in walls)
    others = text.replace(section, "")
    for old in ("53.0 s", "69.3 s", "41.9 s", "55.8 s", "67.4 s", "56.9 s", "69.6 s"):   # superseded: CHANGELOG only
        assert old not in others and old not in section, old
    readme = (ROOT / "README.md").read_text()
    quoted = re.findall(r"(\d+(?:\.\d+)?) s\** of wall time|simplex links:\s*(\d+(?:\.\d+)?) s"
                        r"|wall times above: (\d+(?:\.\d+)?) s, (\d+(?:\.\d+)?) s", readme)
    assert {x for pair in quoted for x in pair if x} == {duplex, simplex}


# --------------------------------------------------------------------------- front ends
FRONT_ENDS = ("topomilp/cli.py", "topomilp/bench/config.py", "topomilp/sweep/command.py", "topomilp/multidim/cli.py")


def test_the_front_ends_share_their_basics():
    # backend choices, time limits and converters come from topomilp.cliargs, not copies
    for rel in FRONT_ENDS:
        text = (ROOT / rel).read_text()
        assert "from topomilp.cliargs import" in text, rel
        assert not re.search(r"""["']auto["'],\s*["']highs["'],\s*["']cbc["']""", text), f"{rel}: backend list"
        assert not re.search(r"--time-limit[^\n]*default=\s*[\"'0-9]", text), f"{rel}: a time limit of its own"
        assert "type=float" not in text, f"{rel}: an unchecked float option"
    # one results log for the bench and the sweep
    for rel in ("topomilp/bench/run.py", "topomilp/sweep/run.py"):
        text = (ROOT / rel).read_text()
        assert "ResultsLog(" in text and "append_row" not in text and "end_torn_line" not in text, rel
    assert (PACKAGE / "sweep" / "__init__.py").is_file() and (PACKAGE / "sweep" / "__main__.py").is_file()
    assert not (PACKAGE / "sweep.py").exists()


def _registries(name: str) -> list[str]:
    """Modules that define ``name`` at module level as a literal (not an alias of another name)."""
    found = []
    for module, path in MODULES.items():
        for node in ast.parse(path.read_text()).body:
            target = node.target if isinstance(node, ast.AnnAssign) else (
                node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else None)
            if isinstance(target, ast.Name) and target.id == name and not isinstance(node.value, ast.Name):
                found.append(module)
    return found


def test_registries_have_distinct_names():
    assert _registries("WORKLOADS") == ["topomilp.workloads"]
    assert _registries("MULTIDIM_WORKLOADS") == ["topomilp.multidim.model"]
    from topomilp.multidim import MULTIDIM_WORKLOADS, WORKLOADS  # the old name stays as an alias

    assert WORKLOADS is MULTIDIM_WORKLOADS

# --------------------------------------------------------------------------- one shape each
#: The package's sources, parsed once (path relative to the repository -> tree).
TREES: dict[str, ast.AST] = {str(p.relative_to(ROOT)): ast.parse(p.read_text(), filename=str(p))
                             for p in MODULES.values()}
#: Where the one result builder lives (:func:`topomilp.exact.result.finish`).
RESULT_BUILDER = "topomilp/exact/result.py"


def _called_name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def result_constructions(trees: dict[str, ast.AST]) -> list[str]:
    """Every ``ExactResult(...)`` call: the result is built in one place only."""
    return [f"{path}:{node.lineno}" for path, tree in trees.items() for node in ast.walk(tree)
            if isinstance(node, ast.Call) and _called_name(node) == "ExactResult"]


def status_vocabularies(trees: dict[str, ast.AST]) -> list[str]:
    """Tuples, lists or sets of status strings written out (a second vocabulary):
    at least three of the six status words in one literal."""
    words = {"optimal", "feasible", "infeasible", "timeout", "too_large", "error"}
    out = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
                lits = {e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
                if len(lits & words) >= 3:
                    out.append(f"{path}:{node.lineno}")
    return out


#: Functions that run a backend (or a method's backend) and whose answer must not be a tuple.
BACKEND_CALL = re.compile(r"^_?(?:solve|run)(?:_|$)|^_?start_only$")


def positional_backend_unpacking(trees: dict[str, ast.AST]) -> list[str]:
    """``a, b, c = backend_call(...)`` with three or more names, and any unpacking of a
    variable called ``raw``: a backend's answer is a dataclass read by field name."""
    out = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple)):
                continue
            v = node.value
            if isinstance(v, ast.Call) and len(node.targets[0].elts) >= 3 and BACKEND_CALL.search(_called_name(v)):
                out.append(f"{path}:{node.lineno}: {_called_name(v)}")
            elif isinstance(v, ast.Name) and v.id == "raw":
                out.append(f"{path}:{node.lineno}: raw")
    return out


def test_exact_result_is_built_in_one_place():
    found = result_constructions(TREES)
    assert found and all(f.startswith(RESULT_BUILDER + ":") for f in found), found
    assert len(found) == 1, found
    assert result_constructions({"x.py": ast.parse("r = ExactResult('p', 'optimal')\n")}) == ["x.py:1"]


def test_one_status_vocabulary():
    from topomilp.exact import STATUSES, Status
    from topomilp.multidim.result import STATUSES as MD_STATUSES

    assert set(MD_STATUSES) <= set(STATUSES) == {s.value for s in Status}
    assert not status_vocabularies(TREES), status_vocabularies(TREES)
    bad = {"m.py": ast.parse('STATUSES = ("optimal", "feasible", "timeout", "error")\n')}
    assert status_vocabularies(bad) == ["m.py:1"]


def test_no_backend_answer_is_unpacked_by_position():
    assert not positional_backend_unpacking(TREES), positional_backend_unpacking(TREES)
    bad = {"b.py": ast.parse("status, bound, msg = _solve_highs(p)\ns, o, b, sol, m, d = raw\nx, y = f()\n")}
    assert positional_backend_unpacking(bad) == ["b.py:1: _solve_highs", "b.py:2: raw"]


# --------------------------------------------------------------------------- one deadline
#: Where the time plans live (:mod:`topomilp.exact.timeplan`); a ``*_SHARE`` constant
#: anywhere else is a time share out of plan. ``MEMORY_SHARE`` is a share of memory.
TIMEPLAN = "topomilp/exact/timeplan.py"
NOT_TIME_SHARES = {"MEMORY_SHARE"}
CLOCKS = {"perf_counter", "time", "monotonic", "process_time"}
DEADLINE = "topomilp/exact/deadline.py"
#: where solves run on the one deadline (the sweep's wait for Dask workers is not a solve)
SOLVER_CODE = ("topomilp/exact/", "topomilp/multidim/")


def float_deadline_parameters(trees: dict[str, ast.AST]) -> list[str]:
    """Function parameters called ``deadline`` (or ``*_deadline``): a point in clock
    time handed around instead of the one deadline of :mod:`topomilp.exact.deadline`."""
    out = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                a = node.args
                for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
                    if arg.arg == "deadline" or arg.arg.endswith("_deadline"):
                        out.append(f"{path}:{node.lineno}: {arg.arg}")
    return out


def private_deadline_exceptions(trees: dict[str, ast.AST]) -> list[str]:
    """Private exception classes about time (``class _DeadlinePassed(Exception)``): the
    deadline has one exception, :class:`topomilp.exact.deadline.DeadlineExpired`."""
    out = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if (isinstance(node, ast.ClassDef) and _is_private(node.name)
                    and any(w in node.name.lower() for w in ("deadline", "time", "expired"))):
                bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
                if any(b.endswith(("Exception", "Error")) for b in bases):
                    out.append(f"{path}:{node.lineno}: {node.name}")
    return out


def raw_clock_comparisons(trees: dict[str, ast.AST]) -> list[str]:
    """Comparisons with a clock reading (``time.perf_counter() > deadline``): time left is
    asked of a :class:`~topomilp.exact.deadline.Deadline` or a ticker. Checked in the
    solvers (:data:`SOLVER_CODE`); the deadline module itself reads the clock."""
    out = []
    for path, tree in trees.items():
        if path == DEADLINE or not path.startswith(SOLVER_CODE):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare) and any(
                    isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr in CLOCKS
                    and isinstance(c.func.value, ast.Name) and c.func.value.id == "time" for c in ast.walk(node)):
                out.append(f"{path}:{node.lineno}")
    return out


def share_constants(trees: dict[str, ast.AST]) -> list[str]:
    """Module-level ``*_SHARE`` constants outside :data:`TIMEPLAN`."""
    out = []
    for path, tree in trees.items():
        if path == TIMEPLAN:
            continue
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign) else []
            for t in targets:
                if isinstance(t, ast.Name) and t.id.endswith("SHARE") and t.id not in NOT_TIME_SHARES:
                    out.append(f"{path}:{node.lineno}: {t.id}")
    return out


#: modules outside the solvers that still break a rule of this section, left to their
#: owners (each must still break it, so the lists only shrink; nothing may join them)
DEADLINE_PENDING: dict[str, set[str]] = {}


def test_one_deadline_one_ticker():
    for check in (float_deadline_parameters, private_deadline_exceptions, raw_clock_comparisons, share_constants):
        found = {f.split(":")[0] for f in check(TREES)}
        pending = DEADLINE_PENDING.get(check.__name__, set())
        assert found == pending, (check.__name__, found ^ pending)
        assert not any(f.startswith(SOLVER_CODE) for f in pending)
    bad = {"topomilp/exact/e.py": ast.parse(
        "START_SHARE = 0.1\n"
        "class _DeadlinePassed(Exception):\n    pass\n"
        "def walk(n, deadline: float | None = None):\n"
        "    if deadline is not None and time.perf_counter() > deadline:\n        raise _DeadlinePassed\n")}
    e = "topomilp/exact/e.py"
    assert float_deadline_parameters(bad) == [f"{e}:4: deadline"]
    assert private_deadline_exceptions(bad) == [f"{e}:2: _DeadlinePassed"]
    assert raw_clock_comparisons(bad) == [f"{e}:5"]
    assert share_constants(bad) == [f"{e}:1: START_SHARE"]


def test_every_time_plan_is_named_and_shares_are_fractions():
    from topomilp.exact.timeplan import PLANS

    assert len({p.method for p in PLANS}) == len(PLANS)
    assert all(0 < ph.share <= 1 for p in PLANS for ph in p.phases)


# --------------------------------------------------------------------------- one class, one job
#: Most lines of a module of ``topomilp/`` and of a function (the issue "One class, one job").
MAX_MODULE_LINES = 700
MAX_FUNCTION_LINES = 100
#: Still over the limits, left to their owners' splits; each must still be over (the list
#: only shrinks), and nothing new may join it.
OVERSIZED_MODULES: set[str] = set()
LONG_FUNCTIONS: set[str] = set()


#: ``object.__setattr__`` outside ``__post_init__`` left to its owner (a check that
#: ``__post_init__`` calls): must still be there, nothing may join it.
SETATTR_PENDING: set[str] = set()


def long_modules(sources: dict[str, str], limit: int = MAX_MODULE_LINES) -> set[str]:
    return {path for path, text in sources.items() if len(text.splitlines()) > limit}


def long_functions(trees: dict[str, ast.AST], limit: int = MAX_FUNCTION_LINES) -> set[str]:
    return {f"{path}:{node.name}" for path, tree in trees.items() for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno - node.lineno + 1 > limit}


def dict_caches(trees: dict[str, ast.AST]) -> list[str]:
    """``self.__dict__`` used as a cache (``.get``, ``.setdefault``, item writes): derived
    data is a :func:`functools.cached_property`."""
    out = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "__dict__":
                out.append(f"{path}:{node.lineno}")
    return out


def setattr_outside_post_init(trees: dict[str, ast.AST]) -> list[str]:
    """``object.__setattr__`` (called or aliased) outside a dataclass's ``__post_init__``
    (or a ``*_post_init`` helper that two ``__post_init__`` share)."""
    out = []

    def visit(node: ast.AST, func: str, path: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else func
            if (isinstance(child, ast.Attribute) and child.attr == "__setattr__"
                    and isinstance(child.value, ast.Name) and child.value.id == "object"
                    and not func.endswith("_post_init__") and not func.endswith("_post_init")):
                out.append(f"{path}:{child.lineno}: {func}")
            visit(child, name, path)

    for path, tree in trees.items():
        visit(tree, "", path)
    return out


SOURCES = {str(p.relative_to(ROOT)): p.read_text() for p in MODULES.values()}


def test_modules_and_functions_are_short():
    assert long_modules(SOURCES) == OVERSIZED_MODULES, long_modules(SOURCES) ^ OVERSIZED_MODULES
    assert long_functions(TREES) == LONG_FUNCTIONS, long_functions(TREES) ^ LONG_FUNCTIONS
    assert long_modules({"m.py": "x = 1\n" * 701}) == {"m.py"} and not long_modules({"m.py": "x = 1\n" * 700})
    body = "def f():\n" + "    x = 1\n" * 100
    assert long_functions({"f.py": ast.parse(body)}) == {"f.py:f"}
    assert not long_functions({"f.py": ast.parse("def f():\n" + "    x = 1\n" * 99)})


def test_no_dict_caches_and_no_setattr_outside_post_init():
    assert not dict_caches(TREES), dict_caches(TREES)
    outside = {f.split(":")[0] + ":" + f.split(": ")[1] for f in setattr_outside_post_init(TREES)}
    assert outside == SETATTR_PENDING, outside ^ SETATTR_PENDING
    bad = ast.parse("class A:\n    def __post_init__(self):\n        object.__setattr__(self, 'a', 1)\n"
                    "    def f(self):\n        got = self.__dict__.get('_c')\n"
                    "        object.__setattr__(self, '_c', 2)\n")
    assert dict_caches({"a.py": bad}) == ["a.py:5"]
    assert setattr_outside_post_init({"a.py": bad}) == ["a.py:6: f"]


# --------------------------------------------------------------------------- tests use the public API
TEST_TREES = {str(p.relative_to(ROOT)): ast.parse(p.read_text()) for p in sorted((ROOT / "tests").glob("*.py"))
              if p.resolve() != Path(__file__).resolve()}
#: modules of other packages whose private names tests may use
FOREIGN = {"os", "sys"}


def private_uses(trees: dict[str, ast.AST]) -> list[str]:
    """Private names of the package a test uses: ``obj._name`` (a call or a read) and
    ``from topomilp... import _name``."""
    out = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and _is_private(node.attr)
                    and not (isinstance(node.value, ast.Name) and node.value.id in FOREIGN)):
                out.append(f"{path}:{node.lineno}: .{node.attr}")
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("topomilp"):
                out += [f"{path}:{node.lineno}: {a.name}" for a in node.names if _is_private(a.name)]
    return sorted(out, key=lambda s: (s.split(":")[0], int(s.split(":")[1])))


def test_tests_use_no_private_name_of_the_package():
    assert not private_uses(TEST_TREES), private_uses(TEST_TREES)
    bad = ast.parse("from topomilp.oracle import _load\np._milp_view()\nx = p._cands\nos._exit(0)\n")
    assert private_uses({"t.py": bad}) == ["t.py:1: _load", "t.py:2: ._milp_view", "t.py:3: ._cands"]
