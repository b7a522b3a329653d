# Every target installs what it needs first: a fresh clone needs only Node 20 and npm.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json
TSX := node_modules/.bin/tsx
# The CLI built to JavaScript (generator/build/toolchain.ts): plain node starts it in a fraction of
# tsx's time. Rebuilt whenever a generator source or the lockfile is newer; tests run the sources.
BUILT_CLI := dist/incident-gen.mjs
CLI := node $(BUILT_CLI)
GENERATOR_SOURCES := $(shell find generator -type f \( -name '*.ts' -o -name '*.mjs' \) -not -path 'generator/build/*')
export npm_config_update_notifier := false
# The suites `make quick` leaves out, each past 2 s on 2 cores (docs/contributing.md names them with their times).
SLOW_TESTS := test/generator/hostile-chains.test.ts \
  test/generator/commands/any-document.test.ts \
  test/generator/regen/adoption.test.ts \
  test/generator/regen/pipeline-landing.test.ts \
  test/generator/commands/generate-landing.test.ts \
  test/generator/commands/statuses.test.ts \
  test/generator/surface/command.test.ts \
  test/generator/release/judge.test.ts \
  test/generator/regen/pipeline.test.ts \
  test/generator/regen/report-real.test.ts \
  test/generator/publish/publish.test.ts \
  test/generator/commands/generate-names.test.ts \
  test/generator/regen/command.test.ts \
  test/generator/runtime/client/memory.test.ts \
  test/generator/model/wide-documents.test.ts \
  test/generator/commands/generate.test.ts \
  test/generator/write/landing-journal.test.ts \
  test/generator/regen/checks/index.test.ts \
  test/generator/cli.test.ts \
  test/generator/emit/schema-types-consumer.test.ts \
  test/generator/regen/pipeline-steps.test.ts \
  test/generator/generate.test.ts \
  test/generator/generate-cache.test.ts \
  test/generator/drift/real-specs.test.ts \
  test/generator/regen/consumers.test.ts \
  test/generator/regen/checks/typecheck.test.ts \
  test/generator/impact/cli.test.ts \
  test/generator/release/generate-judge.test.ts \
  test/generator/surface/real-pair.test.ts \
  test/generator/commands/regen-in-process.test.ts \
  test/generator/emit/validators.test.ts \
  test/generator/regen/checks/consumer-example.test.ts \
  test/generator/commands/generate-in-process.test.ts \
  test/generator/runtime/client/rate-limit-server-waits.test.ts \
  test/generator/hostile-spec.test.ts \
  test/generator/generate-check.test.ts \
  test/generator/format/layout/subset.test.ts \
  test/generator/drift/observed/observed.test.ts \
  test/generator/format/layout/identity.test.ts \
  test/generator/drift/real-symbols.test.ts \
  test/generator/drift/tree/schema-wide.test.ts \
  test/generator/commands/generate-environment.test.ts \
  test/generator/runtime/client/contract.test.ts \
  test/generator/emit/index.test.ts \
  test/generator/cli-contract.test.ts \
  test/generator/runtime/client/leaks.test.ts \
  test/generator/publish/upload.test.ts \
  test/workflows/regen-branch.test.ts \
  test/generator/regen/checks/contract.test.ts \
  test/generator/build/package-docs.test.ts \
  test/generator/compile-cache/code-cache.test.ts \
  test/generator/emit/hostile-package.test.ts \
  test/generator/emit/resources-real.test.ts \
  test/generator/build/client-package.test.ts \
  test/generator/write/fingerprint.test.ts \
  test/generator/impact/real-pair.test.ts \
  test/generator/commands/publish-in-process.test.ts \
  test/generator/release/real-pairs.test.ts \
  test/generator/surface/exports.test.ts \
  test/generator/runtime/client/rate-limit.test.ts \
  test/generator/emit/schema.test.ts \
  test/generator/load/ref-depth.test.ts \
  test/generator/impact/consumers.test.ts \
  test/generator/emit/schema-conversion.test.ts \
  test/generator/emit/events.test.ts \
  test/generator/impact/small-package.test.ts \
  test/generator/load/bounded.test.ts \
  test/generator/commands/drift-inputs-in-process.test.ts \
  test/generator/compile-cache/tiering.test.ts \
  test/generator/runtime/client/rate-limit-endpoints.test.ts \
  test/generator/surface/compare.test.ts \
  test/generator/commands/changelog.test.ts \
  test/generator/regen/fetch.test.ts \
  test/generator/surface/probe.test.ts \
  test/generator/impact/reach.test.ts \
  test/generator/drift/symbol-names.test.ts \
  test/generator/surface/pair.test.ts \
  test/generator/drift/project-snapshots.test.ts \
  test/generator/surface/judge.test.ts \
  test/generator/command-line.test.ts \
  test/spec/validate.test.ts \
  test/generator/regen/release-judge.test.ts \
  test/generator/impact/check.test.ts \
  test/generator/drift/rules/levels.test.ts \
  test/generator/surface/siblings.test.ts \
  test/generator/emit/escape.test.ts \
  test/generator/commands/drift.test.ts \
  test/generator/surface/directions.test.ts \
  test/generator/workers/worker-job.test.ts \
  test/generator/regen/surface-gate.test.ts \
  test/generator/drift/rules/request-params.test.ts \
  test/generator/emit/syntax-tree-files.test.ts \
  test/generator/regen/checks/workspace.test.ts \
  test/generator/load/read.test.ts \
  test/generator/runtime/client/response-validation.test.ts \
  test/generator/surface/check.test.ts \
  test/generator/surface/judge-rest.test.ts \
  test/generator/surface/declarations.test.ts \
  test/generator/text/markdown.test.ts \
  test/generator/release/record-growth.test.ts \
  test/generator/model/naming-identifiers.test.ts \
  test/generator/drift/report.test.ts \
  test/generator/drift/rules/messages.test.ts \
  test/generator/runtime/client/core.test.ts \
  test/generator/runtime/redaction/redact.test.ts \
  test/generator/runtime/testing/kit-types.test.ts \
  test/generator/pull-request/run.test.ts \
  test/generator/load/read-secrets.test.ts \
  test/generator/emit/testing-real.test.ts \
  test/generator/pull-request/comment.test.ts \
  test/generator/pull-request/run-specs.test.ts \
  test/generator/build/toolchain.test.ts \
  test/generator/runtime/testing/redact.test.ts \
  test/generator/impact/declared.test.ts

.PHONY: help install quick build pack spec generate check test typecheck lint cycles unit bench drift changelog regen publish surface consumer registry mutation clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

# npm writes node_modules/.package-lock.json on every install: reinstall when it is missing or
# older than the committed lockfile.
$(NPM_STAMP): package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

install: $(NPM_STAMP) ## install dependencies from package-lock.json when missing or stale

$(BUILT_CLI): $(GENERATOR_SOURCES) generator/build/toolchain.ts $(NPM_STAMP)
	$(TSX) generator/build/toolchain.ts

build: $(BUILT_CLI) ## build the incident-gen CLI to JavaScript (dist/)

pack: $(BUILT_CLI) ## build and pack the client package and the toolchain; prints the two tarballs' paths, client first
	$(TSX) generator/build/pack.ts

generate: $(BUILT_CLI) ## regenerate generated/ from spec/openapiV3.json and print a summary
	$(CLI) generate

spec: $(NPM_STAMP) ## rebuild spec/openapiV3.json and spec/snapshots/ from spec/build (the reference, as code)
	$(TSX) spec/build/main.ts

check: $(BUILT_CLI) ## fail when generated/ is stale against spec/ or the API surface broke
	$(CLI) generate --check
	$(CLI) surface --check

typecheck: $(NPM_STAMP) ## type-check everything with TypeScript 5.9, and generated/ with 7.0 too
	node_modules/.bin/tsc --noEmit -p tsconfig.json
	node_modules/typescript7/bin/tsc --noEmit -p generated/tsconfig.json

lint: $(NPM_STAMP) cycles ## eslint over the hand-written sources and tests, after the cycle check
	node_modules/.bin/eslint --max-warnings=0 .

# An independent tool's verdict (test/architecture/ holds the layer order and its own cycle check).
cycles: $(NPM_STAMP) ## fail on any import cycle in generator/, type-only imports and runtime/ included (dpdm; docs/architecture.md)
	node_modules/.bin/dpdm --no-tree --no-warning --no-progress --circular --exit-code circular:1 'generator/**/*.ts' 'generator/**/*.mjs'

unit: $(NPM_STAMP) ## the test suite alone (vitest)
	@mkdir -p .tmp
	node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=.tmp/test-results.json

test: typecheck lint unit ## type-check, lint, then the whole test suite (docs/contributing.md: durations)

quick: $(NPM_STAMP) ## the quick check (about 2 min on 2 cores): type-check (5.9), lint (cached), the tests but the slow suites
	node_modules/.bin/tsc --noEmit -p tsconfig.json
	node_modules/.bin/eslint --max-warnings=0 --cache --cache-location node_modules/.cache/eslint/ .
	node_modules/.bin/vitest run $(addprefix --exclude ,$(SLOW_TESTS))

bench: $(BUILT_CLI) ## performance ratios against the named peers, measured in the same run (PARTS=a,b; RECORD=1 writes docs/performance.md)
	$(TSX) test/bench/run.ts

drift: $(BUILT_CLI) ## report drift between two specs: make drift OLD=a.json NEW=b.json (ARGS=..., spec/drift-ignore.txt when present)
	$(CLI) drift $(OLD) $(NEW) $(if $(wildcard spec/drift-ignore.txt),--ignore spec/drift-ignore.txt) $(ARGS)

changelog: $(BUILT_CLI) ## dated history of spec/snapshots/
	$(CLI) changelog

regen: $(BUILT_CLI) ## fetch the live spec, snapshot, diff, regenerate and gate (BASE_URL=..., ARGS=...)
	$(CLI) regen $(if $(BASE_URL),--base-url $(BASE_URL)) $(ARGS)

publish: $(BUILT_CLI) ## pack the client package and publish it: make publish REGISTRY=URL (token from NPM_TOKEN; ARGS=--provenance, --tarball FILE)
	$(CLI) publish --registry "$(REGISTRY)" $(ARGS)

surface: $(BUILT_CLI) ## accept the generated package's current API surface as the baseline
	$(CLI) surface --accept

consumer: $(BUILT_CLI) ## install both tarballs outside the tree; type-check the examples under 11 settings (TypeScript 5.5/5.9/7.0); run them under node
	$(TSX) test/consumer/run.ts

# apt-get needs root: through sudo when make runs as another user (a hosted CI runner) and has it.
AS_ROOT = $(if $(filter 0,$(shell id -u)),,$(if $(shell command -v sudo),sudo))

registry: $(NPM_STAMP) ## publish to a real registry (Verdaccio) and consume from it: landings, Node 20/22, Bun, Deno, headless Chromium (installed on first use)
	@command -v chromium >/dev/null || { $(AS_ROOT) apt-get update -qq && $(AS_ROOT) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
	REGISTRY_TESTS=1 node_modules/.bin/vitest run

mutation: $(NPM_STAMP) ## Stryker over generator/, per folder and incremental, then the score per folder (FOLDERS=drift,runtime,…)
	$(TSX) test/mutation/run.ts

clean: ## remove node_modules and scratch files
	rm -rf node_modules .tmp dist
