#!/usr/bin/env bash
# Renders TraceReplay's pictures — SVG from `trace-replay draw`/`timeline`, HTML from `run --report`
# — to PNG in a real headless browser, so a person can look at them, and checks that each page loads
# without errors (an SVG or XHTML parse error is reported by the browser in the page itself).
#   tools/render-pictures.sh FILE.svg|FILE.html ...     → FILE.png beside each; exit 1 if one fails
# Installs Debian's chromium when no chromium is on the PATH.
set -euo pipefail

if [ "$#" -eq 0 ]; then
    echo "usage: tools/render-pictures.sh FILE.svg|FILE.html ..." >&2
    exit 2
fi

browser=""
for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then browser="$name"; break; fi
done
if [ -z "$browser" ]; then
    if command -v apt-get >/dev/null 2>&1; then
        sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        echo "render-pictures: installing chromium with apt-get" >&2
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
        browser=chromium
    else
        echo "render-pictures: install chromium (Debian: apt-get install chromium), then run this again" >&2
        exit 1
    fi
fi

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-dev-shm-usage)
failed=0
for file in "$@"; do
    if [ ! -f "$file" ]; then
        echo "render-pictures: $file: no such file" >&2
        failed=1
        continue
    fi
    path="$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"
    width=1200
    height=900
    case "$file" in
        *.svg)
            # The picture's own size, from the root element's width and height.
            width=$(grep -o -m1 '<svg[^>]*' "$path" | grep -o ' width="[0-9.]*"' | tr -dc '0-9.' | cut -d. -f1 || true)
            height=$(grep -o -m1 '<svg[^>]*' "$path" | grep -o ' height="[0-9.]*"' | tr -dc '0-9.' | cut -d. -f1 || true)
            ;;
    esac
    dom=$(timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$path" 2>/dev/null || true)
    if [ -z "$dom" ] || grep -q -e 'parsererror' -e 'This page contains the following errors' <<<"$dom"; then
        echo "render-pictures: $file does not load cleanly" >&2
        failed=1
        continue
    fi
    png="${file%.*}.png"
    timeout 120 "$browser" "${flags[@]}" --window-size="${width:-1200},${height:-900}" --screenshot="$(cd "$(dirname "$png")" && pwd)/$(basename "$png")" "file://$path" >/dev/null 2>&1
    echo "rendered $png"
done
exit "$failed"
