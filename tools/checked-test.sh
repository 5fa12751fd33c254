#!/usr/bin/env bash
# Runs the whole test suite with the checks the engine's speed turns off: a debug build with runtime
# exclusivity checking everywhere (every `@exclusivity(unchecked)` removed) and the address sanitizer,
# which reports a use of an `unowned(unsafe)` link after its object has gone. It works on a copy of the
# tracked files (edits included) under .build/checked, so the working tree is never touched and a
# second run builds only what changed. Leak reports are off: a process's lazily made globals live until
# it exits. CI runs this through Tests/ExamplesTests/CheckedBuildTests.swift.
# Usage: tools/checked-test.sh [swift test arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
copy="${TRACE_REPLAY_CHECKED_DIR:-$PWD/.build/checked/package}"
mkdir -p "$copy"
# The copy holds exactly the tracked and new files, as the working tree has them; its .build stays.
find "$copy" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -f "$file" ] || continue  # deleted in the working tree
  mkdir -p "$copy/$(dirname "$file")"
  cp -p "$file" "$copy/$file"
done
cd "$copy"
files=$(grep -rl --include='*.swift' '@exclusivity(unchecked)' Sources tools Plugins 2>/dev/null || true)
count=$(grep -ro --include='*.swift' '@exclusivity(unchecked)' Sources tools Plugins 2>/dev/null | wc -l)
if [ -n "$files" ]; then
  echo "$files" | while IFS= read -r file; do perl -pi -e 's/\@exclusivity\(unchecked\) ?//g' "$file"; done
fi
echo "checked build in $copy: $count @exclusivity(unchecked) removed, the address sanitizer on" >&2
export TRACE_REPLAY_CHECKED=1 TRACE_REPLAY_SKIP_EXAMPLES=1 ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
swift test --sanitize=address "$@"
