#!/usr/bin/env bash
# Renders TraceReplay's pictures — SVG from `trace-replay draw`/`timeline`, HTML from `run --report`
# — to PNG in a real headless browser, so a person can look at them, and checks that each page loads
# without errors (an SVG or XHTML parse error is reported by the browser in the page itself).
#   tools/render-pictures.sh FILE.svg|FILE.html ...     → FILE.png beside each; exit 1 if one fails
# The PNG holds the whole picture or page: an SVG at its own width and height; a page at the size it
# lays out to, measured in the browser first (a copy of the page with a script that reads its height,
# and how far any scrolling box such as a wide timeline overflows), so nothing is left below or
# beside a fixed window. Installs Debian's chromium when no chromium is on the PATH.
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
# Run last in a page's copy: the page's full height, and the width at which no box scrolls sideways.
measure='<script>(function () {
  var overflow = 0;
  document.querySelectorAll("body *").forEach(function (e) {
    var x = getComputedStyle(e).overflowX;
    if (x === "auto" || x === "scroll") { overflow = Math.max(overflow, e.scrollWidth - e.clientWidth); }
  });
  var d = document.documentElement;
  var width = Math.max(d.scrollWidth, document.body ? document.body.scrollWidth : 0) + overflow;
  document.documentElement.setAttribute("data-render-size", Math.ceil(width) + "x" + Math.ceil(d.scrollHeight));
})();</script>'

# The DOM of a page measured at a window `width` wide: a copy beside it (so relative links still
# resolve) with the measuring script before `</body>`, or at the end.
measured_dom() {
    local path="$1" width="$2" scratch
    scratch="$(dirname "$path")/.render-pictures-$$-$(basename "$path")"
    if grep -q '</body>' "$path"; then
        awk -v script="$measure" '{ i = index($0, "</body>"); if (i && !done) { print substr($0, 1, i - 1) script substr($0, i); done = 1 } else print }' "$path" >"$scratch"
    else
        { cat "$path"; printf '%s\n' "$measure"; } >"$scratch"
    fi
    timeout 120 "$browser" "${flags[@]}" --window-size="$width,900" --dump-dom "file://$scratch" 2>/dev/null || true
    rm -f "$scratch"
}

# "WIDTHxHEIGHT" from a measured DOM, or nothing.
size_in() { grep -o -m1 'data-render-size="[0-9]*x[0-9]*"' | tr -dc '0-9x' || true; }

failed=0
for file in "$@"; do
    if [ ! -f "$file" ]; then
        echo "render-pictures: $file: no such file" >&2
        failed=1
        continue
    fi
    path="$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"
    case "$file" in
        *.svg)
            # The picture's own size, from the root element's width and height.
            width=$(grep -o -m1 '<svg[^>]*' "$path" | grep -o ' width="[0-9.]*"' | tr -dc '0-9.' | cut -d. -f1 || true)
            height=$(grep -o -m1 '<svg[^>]*' "$path" | grep -o ' height="[0-9.]*"' | tr -dc '0-9.' | cut -d. -f1 || true)
            dom=$(timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$path" 2>/dev/null || true)
            ;;
        *)
            # The page's size: measured at 1200 wide, then again at the width where nothing scrolls
            # sideways, whose height is the page's there.
            dom=$(measured_dom "$path" 1200)
            size=$(size_in <<<"$dom")
            width=1200
            if [ -n "$size" ] && [ "${size%x*}" -gt 1200 ]; then
                width=${size%x*}
                size=$(measured_dom "$path" "$width" | size_in)
            fi
            height=${size#*x}
            if [ -z "$size" ]; then
                echo "render-pictures: $file: could not measure the page; drawing 1200×900" >&2
                height=900
            fi
            ;;
    esac
    if [ -z "$dom" ] || grep -q -e 'parsererror' -e 'This page contains the following errors' <<<"$dom"; then
        echo "render-pictures: $file does not load cleanly" >&2
        failed=1
        continue
    fi
    png="${file%.*}.png"
    timeout 120 "$browser" "${flags[@]}" --window-size="${width:-1200},${height:-900}" --screenshot="$(cd "$(dirname "$png")" && pwd)/$(basename "$png")" "file://$path" >/dev/null 2>&1
    echo "rendered $png (${width:-1200}×${height:-900})"
done
exit "$failed"
