#!/usr/bin/env bash
# Runs the whole test suite with the checks the engine's speed turns off: a debug build with runtime
# exclusivity checking everywhere (every `@exclusivity(unchecked)` removed) and the address sanitizer,
# which catches a use of an `unowned(unsafe)` link after its object has gone. It works on a copy of the
# tracked files in a temporary folder, so the working tree and its .build are never touched.
# Usage: tools/checked-test.sh [swift test arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
copy="${TRACE_REPLAY_CHECKED_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/trace-replay-checked.XXXXXX")}"
mkdir -p "$copy"
# The tracked files, as they are in the working tree (edits included), into the copy.
git ls-files -z --cached --others --exclude-standard | tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$copy"
cd "$copy"
unchecked=$(grep -rl --include='*.swift' '@exclusivity(unchecked)' Sources tools Plugins 2>/dev/null || true)
count=$(grep -ro --include='*.swift' '@exclusivity(unchecked)' Sources tools Plugins 2>/dev/null | wc -l)
if [ -n "$unchecked" ]; then
  echo "$unchecked" | xargs sed -i -E 's/@exclusivity\(unchecked\) ?//g'
fi
echo "checked build in $copy: $count @exclusivity(unchecked) removed; address sanitizer on" >&2
swift test --sanitize=address "$@"
