import Foundation
import Testing
import TestSupport

/// `tools/render-pictures.sh` shoots a report page whole: it measures the page in the browser first
/// and sizes the window to it, instead of a fixed 1200×900 that shows only the top of the page. A
/// stand-in `chromium` on the PATH answers the measurements and records how it was called, so the
/// script's logic is checked without a browser.
@Suite("tools/render-pictures.sh")
struct RenderPicturesScriptTests {
    /// A folder with a stand-in browser that logs its arguments, answers `--dump-dom` with a page
    /// measured at `wide` when its window is 1200 wide and at `measured` otherwise, and writes the
    /// screenshot it is asked for.
    private func stubBrowser(wide: String, measured: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        let script = """
            #!/usr/bin/env bash
            echo "$*" >>"\(folder)/calls"
            size=\(measured)
            for argument in "$@"; do
                case "$argument" in
                    --window-size=1200,*) size=\(wide) ;;
                    --screenshot=*) : >"${argument#--screenshot=}" ;;
                esac
            done
            for argument in "$@"; do
                if [ "$argument" = --dump-dom ]; then echo "<html data-render-size=\\"$size\\"><body><p>page</p></body></html>"; fi
            done
            exit 0

            """
        try script.write(toFile: folder + "/bin/chromium", atomically: true, encoding: .utf8)
        #expect(chmod(folder + "/bin/chromium", 0o755) == 0)
        try "<!DOCTYPE html>\n<html>\n<body>\n<p>page</p>\n</body>\n</html>\n".write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
        return folder
    }

    private func render(_ folder: String, _ file: String) throws -> (status: Int32, output: String, calls: [String]) {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try runProcess(URL(fileURLWithPath: "/bin/bash"), [RepositoryPaths.path("tools/render-pictures.sh"), folder + "/" + file],
                                    in: folder, environment: ["PATH": folder + "/bin:" + path])
        let calls = (try? String(contentsOfFile: folder + "/calls", encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return (result.status, result.output, calls)
    }

    @Test("a page is shot at the width where nothing scrolls sideways and at its whole height there")
    func wholePage() throws {
        let folder = try stubBrowser(wide: "1700x2400", measured: "1700x2300")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try render(folder, "page.html")
        #expect(result.status == 0, "\(result.output)")
        let shot = try #require(result.calls.first { $0.contains("--screenshot=") })
        #expect(shot.contains("--window-size=1700,2300"), "\(result.calls)")
        #expect(result.output.contains("rendered \(folder)/page.png (1700×2300)"))
        #expect(FileManager.default.fileExists(atPath: folder + "/page.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".render-pictures") } == [],
                "the measured copy is removed")
    }

    @Test("a page no wider than the window is measured once, and shot at its height")
    func narrowPage() throws {
        let folder = try stubBrowser(wide: "1200x3100", measured: "9999x9999")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try render(folder, "page.html")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.calls.filter { $0.contains("--dump-dom") }.count == 1)
        #expect(result.calls.contains { $0.contains("--window-size=1200,3100") && $0.contains("--screenshot=") }, "\(result.calls)")
    }
}
