#!/usr/bin/env bash
# Times the edit loop a team with many traces lives in, in a throwaway copy of this working tree:
#   1. README command 2 on the fresh copy (`./tools/bootstrap.sh && swift test`): build, tests, total;
#   2. the test target's extra build time once N more traces are added (generated copies of one trace);
#   3. `swift test`'s test phase with them;
#   4. three times each: add a trace, edit one, delete one, then the one `swift test --filter` that
#      shows the result — end to end, build included — and `swift test --filter <id>` with nothing
#      changed. Every added trace must run in the first build after it is added.
#   tools/bench-edit-loop.sh [N] [FOLDER]   N traces (default 1000); FOLDER to work in (default: new, kept)
# Prints each figure with its target and exits 1 when a median misses one (or a step goes wrong).
# Runs with CI unset: it measures the local loop. Give it the machine: other builds skew it.
set -euo pipefail
cd "$(dirname "$0")/.."
source="$PWD"
count="${1:-1000}"
work="${2:-$(mktemp -d "${TMPDIR:-/tmp}/edit-loop.XXXXXX")}"
mkdir -p "$work"
echo "edit loop: copying the working tree to $work" >&2
git ls-files -z --cached --others --exclude-standard | (cd "$source" && tar --null -cf - -T -) | tar -xf - -C "$work"
cd "$work"
rm -rf .build traces/bench golden/bench
mkdir -p .bench

# Targets, in seconds (issue 31).
target_fresh=100 target_tests=15 target_extra_build=20 target_change=10

missed=0
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }
report() { # label, value, target
    local verdict=ok
    if ! awk -v v="$2" -v t="$3" 'BEGIN { exit !(v <= t) }'; then verdict=MISSED; missed=1; fi
    printf '%-58s %7s s   (target <= %s s: %s)\n' "$1" "$2" "$3" "$verdict"
}
# The seconds of the test phase, from Swift Testing's last line.
test_phase() { sed -n 's/.*Test run with .* after \([0-9.]*\) seconds.*/\1/p' "$1" | tail -n 1; }
quiet() { env -u CI -u TRACE_REPLAY_FULL_TESTS "$@"; }
fail() { echo "edit loop: $1" >&2; tail -n 30 "$2" >&2; exit 1; }

# 1. README command 2 on the fresh copy.
started=$(now)
quiet ./tools/bootstrap.sh
quiet swift build --build-tests >.bench/fresh-build.log 2>&1 || fail "the fresh build failed" .bench/fresh-build.log
built=$(now)
quiet swift test --skip-build >.bench/fresh-test.log 2>&1 || fail "the fresh tests failed" .bench/fresh-test.log
ended=$(now)
fresh_build=$(seconds "$started" "$built")
fresh_total=$(seconds "$started" "$ended")
report "README command 2, fresh copy: build $fresh_build s, then tests" "$fresh_total" "$target_fresh"
report "  its test phase" "$(test_phase .bench/fresh-test.log)" "$target_tests"

# 2. N more traces: the test target's extra build.
seed=responders/exclusive-touch-buttons
mkdir -p traces/bench golden/bench
for i in $(seq -w 1 "$count"); do
    cp "traces/$seed.yaml" "traces/bench/t$i.yaml"
    cp "golden/$seed.golden" "golden/bench/t$i.golden"
done
started=$(now)
quiet swift build --build-tests >.bench/extra-build.log 2>&1 || fail "the build with $count more traces failed" .bench/extra-build.log
report "extra test-build time for $count more traces" "$(seconds "$started" "$(now)")" "$target_extra_build"

# 3. The test phase with them.
quiet swift test --skip-build >.bench/extra-test.log 2>&1 || fail "the tests with $count more traces failed" .bench/extra-test.log
# Information, not a target: each trace test costs about 10 ms in a debug build.
printf '%-58s %7s s   (no target)\n' "  the test phase with them" "$(test_phase .bench/extra-test.log)"

# 4. The loop: one change, then the one command that shows its result. The run must be exactly the
# one test asked for, passing — an added trace that the first build does not pick up fails here.
run_filter() { # id, log -> prints seconds
    local started; started=$(now)
    quiet swift test --filter "$1" >"$2" 2>&1 || fail "swift test --filter $1 failed" "$2"
    grep -q "Test run with 1 test in 1 suite passed" "$2" || fail "swift test --filter $1 did not run exactly that test, passing" "$2"
    seconds "$started" "$(now)"
}
quiet swift test --filter "bench/t1" >.bench/warm.log 2>&1 || true   # the first filtered run plans the build anew
adds=() edits=() deletes=() steady=()
for round in 1 2 3; do
    id="bench/added-$round"
    cp "traces/$seed.yaml" "traces/$id.yaml"
    cp "golden/$seed.golden" "golden/$id.golden"
    adds+=("$(run_filter "$id" ".bench/add-$round.log")")

    edited=$(ls traces/bench | sed -n "$((round * 7))p"); edited="bench/${edited%.yaml}"
    echo "# edited in round $round" >>"traces/$edited.yaml"   # a change its golden does not see
    edits+=("$(run_filter "$edited" ".bench/edit-$round.log")")

    gone=$(ls traces/bench | grep '^t' | sed -n "$((round * 11))p"); gone="bench/${gone%.yaml}"
    rm "traces/$gone.yaml" "golden/$gone.golden"
    # The catalog test fails if the deleted trace still has a test, or any trace lacks one.
    started=$(now)
    quiet swift test --filter 'TraceTests.Traces/catalog' >".bench/delete-$round.log" 2>&1 || fail "after deleting $gone, the catalog test failed" ".bench/delete-$round.log"
    grep -q "Test run with 1 test in 1 suite passed" ".bench/delete-$round.log" || fail "the catalog test did not run alone" ".bench/delete-$round.log"
    deletes+=("$(seconds "$started" "$(now)")")

    steady+=("$(run_filter "$id" ".bench/steady-$round.log")")
done
echo "three rounds each, in seconds:"
echo "  add a trace, then swift test --filter <its id>:     ${adds[*]}"
echo "  edit a trace, then swift test --filter <its id>:    ${edits[*]}"
echo "  delete a trace, then swift test --filter catalog:   ${deletes[*]}"
echo "  swift test --filter <id>, nothing changed:          ${steady[*]}"
report "add, then swift test --filter (median)" "$(median "${adds[@]}")" "$target_change"
report "edit, then swift test --filter (median)" "$(median "${edits[@]}")" "$target_change"
report "delete, then swift test --filter (median)" "$(median "${deletes[@]}")" "$target_change"
report "swift test --filter, nothing changed (median)" "$(median "${steady[@]}")" "$target_change"
echo "edit loop: logs in $work/.bench"
exit "$missed"
