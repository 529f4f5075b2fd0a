# Tablemate. `make run` starts a demo server; `make test` sets up and runs every test.
GO ?= go
# The packaging program is a module of its own (cmd/tablemate/packaging):
# ./... does not reach it, so its tests and vet run as a second step.
PACKAGING := cmd/tablemate/packaging
# The build's name: `git describe` against the release tags (v1.2.3,
# v1.2.3-4-gabc1234, v1.0.0-rc1), or 0-<commits>-g<hash> before the first
# tag; the packages turn it into a Debian version that sorts in commit order
# (cmd/tablemate/packaging/version). Worked out once, when first needed.
VERSION ?= $(eval VERSION := $(shell cd $(PACKAGING) && $(GO) run ./describe 2>/dev/null || echo dev))$(VERSION)
LDFLAGS = -s -w -X main.version=$(VERSION)
# Every go command here compiles without the checkout's absolute path
# (-trimpath), so the build cache serves any clone wherever it lies: a
# fresh clone in a new directory (as CI makes) reuses the compiled
# packages and go vet's and staticcheck's results instead of redoing them
# all (that cost a warm-cache `.ci/run` in a new directory about 100 s of
# CPU, a minute of its time). The first run with it compiles everything once.
export GOFLAGS := -trimpath $(GOFLAGS)

.PHONY: run test test-go test-portable test-packaging deps typecheck build cross deb release vet fuzz-smoke
run:
	$(GO) run ./cmd/tablemate serve --demo

# deps installs what the tests need on a fresh Debian machine: npm (for the
# page scripts' type check), a real headless browser with a Korean font
# (pages are measured and photographed as a phone draws them, not with empty
# boxes): Debian's chromium, whose headless shell (the same build without
# the desktop browser around it: half the CPU) the browser tests drive and
# whose full browser the page benchmark measures, qemu to run the Raspberry Pi
# builds in the smoke test, lintian to check the Debian package, and
# poppler (pdftoppm, pdftotext) and zbar (zbarimg, an independent QR
# decoder) to test the printed label sheets as pictures.
DEPS_MISSING = $(strip $(if $(shell command -v chromium),,chromium) \
	$(if $(shell command -v npm),,npm) \
	$(if $(wildcard /usr/share/fonts/truetype/nanum),,fonts-nanum) \
	$(if $(shell command -v qemu-aarch64-static),,qemu-user-static) \
	$(if $(shell command -v lintian),,lintian) \
	$(if $(shell command -v pdftoppm),,poppler-utils) \
	$(if $(shell command -v zbarimg),,zbar-tools))
# apt-get waits up to 10 minutes for another apt or dpkg (unattended
# upgrades on a fresh machine) instead of failing at once.
APT_WAIT := -o DPkg::Lock::Timeout=600
# The headless shell only saves time (the tests drive the full chromium
# without it), so a machine whose package list lacks it still runs them.
SHELL_MISSING = $(if $(shell command -v chromium-headless-shell),,chromium-headless-shell)
deps:
	@$(if $(DEPS_MISSING)$(SHELL_MISSING),apt-get $(APT_WAIT) update -qq,:)
	@$(if $(DEPS_MISSING),DEBIAN_FRONTEND=noninteractive apt-get $(APT_WAIT) install -y -qq $(DEPS_MISSING) >/dev/null,:)
	@$(if $(SHELL_MISSING),DEBIAN_FRONTEND=noninteractive apt-get $(APT_WAIT) install -y -qq $(SHELL_MISSING) >/dev/null \
	  || echo "chromium-headless-shell could not be installed: the browser tests use the full chromium (slower)",:)

# test runs its parts side by side (make -j; each part's output kept
# together): the page scripts' type check, go test, the laptop variant of the
# readers, the packaging module's tests and the fuzz smoke. One after another,
# each left a core idle at times (pages loading, lintian); side by side both
# stay busy to the end. go test starts with ./web/, the longest package, so it
# runs from the first minute instead of last.
test: deps
	@$(MAKE) --no-print-directory -j5 --output-sync=target typecheck test-go test-portable test-packaging fuzz-smoke

# How every part of `make test` runs go test: each time afresh (-count=1:
# the browser, qemu and lintian are outside what go test's cache can see),
# the collector run less often (GOGC=400: the cross-checks allocate much
# and briefly; a fifth less CPU in them, for memory any test machine has),
# and without go test's own vet pass (-vet=off: `make vet`, which CI runs
# beside, runs every vet check). go test already links the binaries it runs
# without symbol table and DWARF (-s -w, see `go test -x`).
GOTEST = GOGC=400 $(GO) test -count=1 -vet=off

# The timeout allows a cold build cache on a busy 2-core machine:
# cmd/tablemate cross-builds six release targets, minutes of CPU each from
# cold; the packaging module's TestDebUnitStartsService builds the product
# once more as a release does (-trimpath, no cgo: nothing of the tests'
# builds is reused), about 80 s of CPU from cold.
#
# go test runs two packages at a time, in the command line's order: the
# browser tests (./web/, the longest) hold one slot for most of the run and
# every other package queues in the other. The long ones go first, so the
# queue ends with small packages, not with the solvers' cross-checks that
# ./... lists last.
TEST_FIRST := ./web/ ./cmd/tablemate/ ./companion/conformance/ ./solver/... ./companion/code777/ ./companion/clues13/ ./companion/table/
test-go:
	$(GOTEST) -timeout 60m $(TEST_FIRST) ./...

# The laptop builds' stand-ins for the Linux-only readers (build-tagged) run
# here too: -tags tablemate_portable builds them on Linux, in the packages
# whose tests carry the tag (found by it, so that only those test binaries
# are linked a second time).
PORTABLE_PKGS = $(addprefix ./,$(sort $(dir $(shell grep -rl --include='*_test.go' '^//go:build.*tablemate_portable' hardware))))
test-portable:
	$(GOTEST) -tags tablemate_portable -run 'Available|Unavailable' $(PORTABLE_PKGS)

test-packaging:
	cd $(PACKAGING) && $(GOTEST) -timeout 30m ./...

# typecheck checks the page scripts (web/static, native ES modules typed with
# JSDoc) with TypeScript's tsc --checkJs --noEmit. TypeScript comes from the
# npm registry at the version pinned in web/package-lock.json, into
# web/node_modules (ignored by git); the product itself builds and serves
# with Go alone.
web/node_modules/.bin/tsc: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	@touch $@
typecheck: web/node_modules/.bin/tsc
	cd web && node_modules/.bin/tsc -p .

# vet also runs staticcheck and deadcode (functions nothing reaches, tests
# included), installed at pinned versions through the module proxy: both
# must find nothing. deadcode reads both modules in one load (a go.work made
# for it in a temporary directory): the standard library and what they share
# are type-checked once, not twice. It reads them without the SQLite driver
# (-tags tablemate_nodriver, companion/sqlite/driver.go): 13 MB of C
# translated to Go that calls nothing of ours (30 → 22 CPU-s).
STATICCHECK_VERSION := v0.8.2
DEADCODE_VERSION := v0.52.0
GOBIN_DIR := $(shell $(GO) env GOPATH)/bin
vet:
	$(GO) vet ./...
	cd $(PACKAGING) && $(GO) vet ./...
	$(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	$(GO) install golang.org/x/tools/cmd/deadcode@$(DEADCODE_VERSION)
	$(GOBIN_DIR)/staticcheck ./...
	cd $(PACKAGING) && $(GOBIN_DIR)/staticcheck ./...
	@work=$$(mktemp -d) && trap 'rm -rf "$$work"' EXIT && \
	  printf 'go %s\n\nuse (\n\t%s\n\t%s\n)\n' "$$(sed -n 's/^go //p' go.mod)" "$(CURDIR)" "$(CURDIR)/$(PACKAGING)" > "$$work/go.work" && \
	  out=$$(GOWORK="$$work/go.work" $(GOBIN_DIR)/deadcode -test -tags tablemate_nodriver ./... ./$(PACKAGING)/...) && \
	  if [ -n "$$out" ]; then echo "$$out"; echo "deadcode: unused functions"; exit 1; fi

# A brief run of every fuzz target (the committed seed corpora always run in `go test`).
# The targets are found by their names in the test files (grep, not `go test
# -list`, which would link every package's test binary to find three).
# A count of executions, not a time: a time limit can expire while a loaded
# machine is still gathering the baseline coverage, and that fails the run.
FUZZTIME ?= 20000x
fuzz-smoke:
	@for file in $$(grep -rl --include='*_test.go' '^func Fuzz' --exclude-dir=testdata .); do \
	  dir=$$(dirname $$file); \
	  for f in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$file); do \
	    echo "fuzz $$dir $$f"; out=$$(cd $$dir && $(GOTEST) -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) . 2>&1) || { echo "$$out"; exit 1; }; \
	  done; \
	done

build:
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o bin/tablemate ./cmd/tablemate

# Raspberry Pi builds: 64-bit Pi OS and the Pi Zero (ARMv6).
cross:
	CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o bin/tablemate-linux-arm64 ./cmd/tablemate
	CGO_ENABLED=0 GOOS=linux GOARCH=arm GOARM=6 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o bin/tablemate-linux-armv6 ./cmd/tablemate

# Debian packages for the Pi (binary, systemd unit, /etc/tablemate/tablemate.toml).
deb: cross
	cd $(PACKAGING) && $(GO) run . -arch arm64 -bin $(CURDIR)/bin/tablemate-linux-arm64 -version $(VERSION) -out $(CURDIR)/bin/
	cd $(PACKAGING) && $(GO) run . -arch armv6 -bin $(CURDIR)/bin/tablemate-linux-armv6 -version $(VERSION) -out $(CURDIR)/bin/

# Every release target, each a single static file (CGO_ENABLED=0): the Pis
# (64-bit OS; 32-bit OS and the Pi Zero, ARMv6), Linux PCs, Windows and macOS
# on Intel and ARM (phones-only play and serial readers on a laptop), the two
# Pi packages, and SHA256SUMS over them all, in bin/release/.
RELEASE_TARGETS := linux/arm64 linux/armv6 linux/amd64 windows/amd64 windows/arm64 darwin/amd64 darwin/arm64
release:
	rm -rf bin/release && mkdir -p bin/release
	@set -e; for t in $(RELEASE_TARGETS); do \
	  os=$${t%/*}; arch=$${t#*/}; goarch=$$arch; ext=; \
	  [ $$arch = armv6 ] && goarch=arm; [ $$os = windows ] && ext=.exe; \
	  echo "build $$os/$$arch"; \
	  CGO_ENABLED=0 GOOS=$$os GOARCH=$$goarch GOARM=6 $(GO) build -trimpath -ldflags '$(LDFLAGS)' \
	    -o bin/release/tablemate-$$os-$$arch$$ext ./cmd/tablemate; \
	done
	cd $(PACKAGING) && $(GO) run . -arch arm64 -bin $(CURDIR)/bin/release/tablemate-linux-arm64 -version $(VERSION) -out $(CURDIR)/bin/release/
	cd $(PACKAGING) && $(GO) run . -arch armv6 -bin $(CURDIR)/bin/release/tablemate-linux-armv6 -version $(VERSION) -out $(CURDIR)/bin/release/
	cd bin/release && { sha256sum tablemate* 2>/dev/null || shasum -a 256 tablemate*; } > SHA256SUMS
	@cat bin/release/SHA256SUMS
