#!/usr/bin/env bash
# What one hand-written test costs to compile, by the shape it is written in (issue 31).
# Builds a throwaway package four times, each with N tests of one shape (default 300, over 15 files),
# and prints the test module's compiler CPU (user + sys of every swift-frontend job, from
# -stats-output-dir) per test:
#   swift-testing       @Test("…") func … { #expect(a == b) }
#   @Test, plain check  @Test("…") func … { check(a, b) }         (check: a function, not a macro)
#   #expect, no @Test   func … { #expect(a == b) }, called from one @Test
#   XCTest              func test…() { XCTAssertEqual(a, b) } in XCTestCase subclasses
#   tools/bench-test-compile.sh [N] [FOLDER]
# Give it the machine: other builds skew it.
set -euo pipefail
count="${1:-300}"
work="${2:-$(mktemp -d "${TMPDIR:-/tmp}/test-compile.XXXXXX")}"
files=15
mkdir -p "$work/Sources/Lib" "$work/Tests/ShapeTests"
cd "$work"
cat > Package.swift <<'EOF'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Shapes", targets: [
    .target(name: "Lib"),
    .testTarget(name: "ShapeTests", dependencies: ["Lib"]),
])
EOF
echo 'public struct Point: Equatable { public var x: Int; public init(x: Int) { self.x = x } }' > Sources/Lib/Point.swift

write_shape() { # shape
    python3 - "$1" "$count" "$files" <<'EOF'
import os, sys
shape, count, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
folder = "Tests/ShapeTests"
for name in os.listdir(folder):
    os.remove(os.path.join(folder, name))
with open(f"{folder}/Check.swift", "w") as out:
    out.write("import Testing\n"
              "func check<T: Equatable>(_ a: T, _ b: T, sourceLocation: SourceLocation = #_sourceLocation) {\n"
              "    if a != b { Issue.record(\"\\(a) is not \\(b)\", sourceLocation: sourceLocation) }\n}\n")
per = count // files
for f in range(files):
    lines = ["import Lib"]
    if shape == "xctest":
        lines += ["import XCTest", f"final class Shape{f}Tests: XCTestCase {{"]
        lines += [f"    func testCase{i}() {{ let p = Point(x: {i}); XCTAssertEqual(p.x, {i}) }}" for i in range(per)]
        lines += ["}"]
    elif shape == "expect-only":
        lines += ["import Testing"]
        lines += [f"func case{f}_{i}() {{ let p = Point(x: {i}); #expect(p.x == {i}) }}" for i in range(per)]
        lines += [f"@Test(\"file {f}\") func file{f}() {{"] + [f"    case{f}_{i}()" for i in range(per)] + ["}"]
    else:
        check = "#expect(p.x == {i})" if shape == "swift-testing" else "check(p.x, {i})"
        lines += ["import Testing", f"@Suite(\"shape {f}\") struct Shape{f}Tests {{"]
        lines += [f"    @Test(\"case {i}\") func case{i}() {{ let p = Point(x: {i}); " + check.format(i=i) + " }"
                  for i in range(per)]
        lines += ["}"]
    with open(f"{folder}/Shape{f}Tests.swift", "w") as out:
        out.write("\n".join(lines) + "\n")
EOF
}

cpu_of_tests() { # stats folder -> seconds of compiler CPU spent on the ShapeTests module
    python3 - "$1" <<'EOF'
import glob, json, sys
total = 0.0
for path in glob.glob(sys.argv[1] + "/*-swift-frontend-ShapeTests-*.json"):
    stats = json.load(open(path))
    total += sum(v for k, v in stats.items()
                 if k.startswith("time.swift-frontend.") and k.endswith((".user", ".sys")))
print(f"{total:.2f}")
EOF
}

echo "test compile: $count tests per shape, in $work" >&2
swift build --build-tests >/dev/null 2>&1 || { echo "test compile: the empty package does not build" >&2; exit 1; }
for shape in swift-testing plain-check expect-only xctest; do
    write_shape "$shape"
    stats="$work/.stats-$shape"
    rm -rf "$stats" && mkdir -p "$stats"
    if ! swift build --build-tests -Xswiftc -stats-output-dir -Xswiftc "$stats" >"$work/$shape.log" 2>&1; then
        echo "test compile: the $shape shape does not build (see $work/$shape.log)" >&2; exit 1
    fi
    cpu="$(cpu_of_tests "$stats")"
    awk -v s="$shape" -v c="$cpu" -v n="$count" \
        'BEGIN { printf "%-16s %7.2f s of compiler CPU for %d tests: %5.1f ms a test\n", s, c, n, 1000 * c / n }'
done
