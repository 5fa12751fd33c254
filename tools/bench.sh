#!/usr/bin/env bash
# Runs the benchmark in a release build. Exits non-zero when a performance target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/bootstrap.sh
swift run -c release trace-replay-bench
