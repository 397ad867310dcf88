# Prestito Online: `make run` starts the whole product, `make test` checks all of it.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export OMP_THREAD_LIMIT := 1

.PHONY: run test install install-dev ocr-data web web-contract lint test-python test-web bench bench-smoke clean lock

run: install web ## install, build and start the embedded product
	$(BIN)/python -m supervisor

install: ocr-data $(VENV)/.installed
$(VENV)/.installed: pyproject.toml requirements.lock
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.lock
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@

install-dev: ocr-data $(VENV)/.installed-dev
$(VENV)/.installed-dev: $(VENV)/.installed requirements-dev.lock
	$(BIN)/pip install --quiet -r requirements-dev.lock
	@test -x /usr/bin/chromium || { \
	  echo "installing Debian chromium for the browser tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
	touch $@

node_modules/.package-lock.json: package-lock.json package.json web/package.json
	npm ci --no-audit --no-fund
	touch $@

web: web/dist/index.html
web/dist/index.html: node_modules/.package-lock.json $(shell find web/src web/buildtime web/public web/index.html web/vite.config.ts -type f 2>/dev/null)
	npm run build

# The web app's files generated from the server: API types, route table, message catalogue.
web-contract: install
	$(BIN)/python scripts/export_api_types.py
	$(BIN)/python scripts/export_routes.py
	$(BIN)/python scripts/export_messages.py

lint: install-dev node_modules/.package-lock.json
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy journey workflows activities api store runtime supervisor sandbox recognition worker.py
	npm run typecheck
	npm run lint

test: install-dev web lint test-python test-web bench-smoke ## lint and every test suite

# Two workers: the suite waits on servers and browsers about half its time, so one core
# alone sat idle; worksteal hands a free worker the other's queue (the schemathesis run alone
# takes two minutes).
test-python:
	$(BIN)/pytest -q -n 2 --dist worksteal

test-web:
	npm test

bench-smoke: install-dev web
	@if [ -f bench/__main__.py ]; then $(BIN)/python -m bench --smoke; fi

bench: install-dev web ## every benchmark figure against its budget (docs/benchmarks.md)
	$(BIN)/python -m bench

# Regenerates the pinned Python dependencies from pyproject.toml in a scratch venv.
lock:
	rm -rf /tmp/prestito-lock && $(PYTHON) -m venv /tmp/prestito-lock
	/tmp/prestito-lock/bin/pip install --quiet .
	/tmp/prestito-lock/bin/pip freeze --exclude prestito-online > requirements.lock
	/tmp/prestito-lock/bin/pip install --quiet '.[dev]'
	/tmp/prestito-lock/bin/pip freeze --exclude prestito-online > requirements-dev.lock

# Text recognition reads with tesseract's Italian and English data from Debian (tesserocr's wheel
# carries the library itself); the synthetic documents of the tests use the DejaVu fonts and the
# MRZ's OCR-B.
OCR_PACKAGES := tesseract-ocr tesseract-ocr-ita tesseract-ocr-eng fonts-dejavu-core fonts-ocr-b
ocr-data:
	@dpkg-query -W -f='$${Status}\n' $(OCR_PACKAGES) 2>/dev/null | grep -c "ok installed" \
	  | grep -qx "$(words $(OCR_PACKAGES))" || { \
	  echo "installing Debian $(OCR_PACKAGES) for text recognition"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    $(OCR_PACKAGES) >/dev/null; }

clean:
	rm -rf $(VENV) node_modules web/dist
