#!/usr/bin/env bash
# Builds the fuzz target (tools/Fuzz) with libFuzzer and AddressSanitizer and runs it.
#   tools/fuzz.sh [SECONDS] [libFuzzer options...]   fuzz for SECONDS (default 600) on one core
#   tools/fuzz.sh --replay FILE...                     run saved inputs once each (a crash, a corpus file)
# The corpus grows in .build/fuzz/corpus; crashes, leaks, timeouts and out-of-memory inputs are saved
# in .build/fuzz/artifacts/. See docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/bootstrap.sh

work=.build/fuzz
mkdir -p "$work/corpus" "$work/artifacts" "$work/seeds"

echo "fuzz: building (release, -sanitize=fuzzer,address)" >&2
TRACE_REPLAY_FUZZ=1 swift build -c release --scratch-path "$work/build" --product TraceReplayFuzz \
    -Xswiftc -sanitize=fuzzer,address >&2
binary="$(TRACE_REPLAY_FUZZ=1 swift build -c release --scratch-path "$work/build" --show-bin-path)/TraceReplayFuzz"
export TRACE_REPLAY_FUZZ_TRACES="$PWD/traces"
# Crashes are reported by AddressSanitizer and libFuzzer; Swift's own backtracer would race them.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/tools/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

if [ "${1:-}" = "--replay" ]; then
    shift
    exec "$binary" -rss_limit_mb=2048 "$@"
fi

seconds="${1:-600}"
shift || true

# Seeds: every trace, decoded by the target as traces/trace.yaml, so a scene path is rewritten to be
# relative to traces/ (where the target finds the scene files in memory).
rm -f "$work"/seeds/*
find traces -name '*.yaml' ! -name '*.scene.yaml' | sort | while read -r trace; do
    folder="$(dirname "$trace")"
    name="$(echo "${trace#traces/}" | tr '/' '_')"
    scene="$(sed -n 's/^scene:[[:space:]]*\([^[:space:]#]*\.scene\.yaml\).*/\1/p' "$trace" | head -n 1)"
    if [ -n "$scene" ]; then
        relative="$(realpath -m --relative-to=traces "$folder/$scene")"
        sed "s|^scene:[[:space:]]*$scene|scene: $relative|" "$trace" > "$work/seeds/$name"
    else
        cp "$trace" "$work/seeds/$name"
    fi
done

# A dictionary of the language's words: every key the traces use, and the verbs' values.
{
    grep -rhoE '[A-Za-z][A-Za-z0-9.]*:' traces --include='*.yaml' | sort -u | sed 's/.*/"&"/'
    grep -rhoE ':[[:space:]]*[a-z][A-Za-z]+' traces --include='*.yaml' | sed 's/^:[[:space:]]*//' | sort -u | sed 's/.*/"&"/'
} > "$work/trace.dict"

echo "fuzz: $(ls "$work/seeds" | wc -l) seeds, $(wc -l < "$work/trace.dict") dictionary words, $seconds s" >&2
"$binary" "$work/corpus" "$work/seeds" \
    -dict="$work/trace.dict" \
    -max_total_time="$seconds" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -max_len=65536 \
    -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" \
    "$@"
