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

# the tests and the package's doctests (testpaths and --doctest-modules in pyproject.toml)
test: $(STAMP)
	$(PY) -m pytest -q

# ruff's rules are in pyproject.toml ([tool.ruff]); ruff comes with the test extra
lint: $(STAMP)
	$(VENV)/bin/ruff check topomilp tests benchmarks formulations

bench: $(STAMP)
	$(PY) -m topomilp.bench --n 12 --d 4

clean:
	rm -rf $(VENV) build *.egg-info topomilp.egg-info
