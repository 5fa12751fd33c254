#!/usr/bin/env bash
# Proves that `swift build --build-tests` keeps one generated test per trace whatever happens to
# traces/: in a throwaway copy of this working tree it adds, edits, renames and deletes traces and
# folders, builds after each change, and compares the tests the test binary lists with the traces on
# disk. It also runs the changed trace's test, so an edit is seen to take effect.
#   tools/check-trace-tests.sh [FOLDER]   work in FOLDER (default: a new temporary folder), kept after
# Exit 0 when every step is right; 1 at the first step that is not, with what differs.
set -euo pipefail
cd "$(dirname "$0")/.."
source="$PWD"
work="${1:-$(mktemp -d "${TMPDIR:-/tmp}/trace-tests-check.XXXXXX")}"
mkdir -p "$work"
echo "check: copying the working tree to $work" >&2
git ls-files -z --cached --others --exclude-standard | (cd "$source" && tar --null -cf - -T -) | tar -xf - -C "$work"
cd "$work"
rm -rf traces/check golden/check  # left by an earlier run in the same folder
mkdir -p .check                   # this script's logs

# Only `swift build --build-tests` runs between the changes, with the same arguments and environment
# each time: any other swift command (even --show-bin-path) changes the build parameters, and SwiftPM
# plans again, which would hide a plugin that is not re-run. The test binary is run directly.
build() { env -i HOME="$HOME" PATH="$PATH" swift build --build-tests >"$work/.check/build.log" 2>&1; }
binary="$(env -i HOME="$HOME" PATH="$PATH" swift build --show-bin-path)/TraceReplayPackageTests.xctest"
listed() { "$binary" --testing-library swift-testing --list-tests 2>/dev/null | sed -n 's/^TraceTests\.Traces\/`\(.*\)`()$/\1/p' | sort; }
on_disk() { find traces -name '*.yaml' ! -name '*.scene.yaml' | sed 's|^traces/||; s|\.yaml$||' | sort; }
run_one() { "$binary" --testing-library swift-testing --filter "TraceTests.Traces/\`$1\`" >"$work/.check/test.log" 2>&1; }

step=0
check() {
    step=$((step + 1))
    local what="$1" started=$SECONDS
    if ! build; then
        echo "step $step ($what): the build failed" >&2
        tail -n 20 "$work/.check/build.log" >&2
        exit 1
    fi
    if ! diff <(on_disk) <(listed) >"$work/.check/diff.txt"; then
        echo "step $step ($what): the tests do not match the traces (< on disk, > tests)" >&2
        cat "$work/.check/diff.txt" >&2
        exit 1
    fi
    echo "step $step ($what): right, $(on_disk | wc -l) traces, $(( SECONDS - started )) s"
}
expect_test() {
    local id="$1" outcome="$2"
    if run_one "$id"; then result=passes; else result=fails; fi
    if [ "$result" != "$outcome" ] || ! grep -q "1 test" "$work/.check/test.log"; then
        echo "step $step: the test of $id $result, or did not run alone; expected it $outcome" >&2
        tail -n 20 "$work/.check/test.log" >&2
        exit 1
    fi
    echo "         the test of $id $result, as it should"
}

check "first build"
check "build again, nothing changed"
mkdir -p traces/check golden/check
cp traces/responders/exclusive-touch-buttons.yaml traces/check/added.yaml
cp golden/responders/exclusive-touch-buttons.golden golden/check/added.golden
check "add a trace in a new folder"
expect_test check/added passes
sed -i 's/^name: .*/name: Edited to differ from its golden/' traces/check/added.yaml
check "edit it"
expect_test check/added fails
cp traces/responders/exclusive-touch-buttons.yaml traces/check/added.yaml
mv traces/check/added.yaml traces/check/renamed.yaml
mv golden/check/added.golden golden/check/renamed.golden
check "rename it"
expect_test check/renamed passes
mkdir -p traces/check/sub/deeper golden/check/sub/deeper
cp traces/check/renamed.yaml traces/check/sub/deeper/nested.yaml
cp golden/check/renamed.golden golden/check/sub/deeper/nested.golden
check "add one two folders down"
expect_test check/sub/deeper/nested passes
mv traces/check/renamed.yaml traces/check/sub/moved.yaml
check "move one into a folder"
rm traces/check/sub/moved.yaml
check "delete it"
rm -r traces/check golden/check
check "delete the folders"
check "build again, nothing changed"
echo "check: every step right; the copy stays in $work"
