# `make test`, `make lint` and `make bench` work on a fresh machine: they create .venv if missing.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)

.PHONY: test lint bench setup clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet -e ".[test,plot]"
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

setup: $(STAMP)

# the tests and the package's doctests (testpaths and --doctest-modules in pyproject.toml), on
# TEST_WORKERS pytest-xdist processes (CI has 2 cores; a HiGHS/CBC/CP-SAT solve in the tests uses one
# thread); `make test TEST_WORKERS=0` runs them in this process. worksteal: an idle worker takes
# tests queued on the other, so a long test does not leave one core idle at the end.
TEST_WORKERS ?= 2
test: $(STAMP)
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist worksteal

# ruff's rules are in pyproject.toml ([tool.ruff]); ruff comes with the test extra
lint: $(STAMP)
	$(VENV)/bin/ruff check topomilp tests benchmarks formulations

bench: $(STAMP)
	$(PY) -m topomilp.bench --n 12 --d 4

clean:
	rm -rf $(VENV) build *.egg-info topomilp.egg-info
