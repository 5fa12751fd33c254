import Foundation
import Testing

@Suite("trace-replay import flutter")
struct CommandLineImportFlutterTests {
    static let dump = """
        flutter: RenderView#1a2b3
        flutter:  │ configuration: Size(390.0, 844.0) at 3.0x (in logical pixels)
        flutter:  └─child: RenderSemanticsGestureHandler#2a2b3
        flutter:    │ creator: _GestureSemantics ← RawGestureDetector ← GestureDetector ← InkWell ← ElevatedButton ← Center
        flutter:    │ parentData: offset=Offset(95.0, 400.0) (can use size)
        flutter:    │ size: Size(200.0, 44.0)
        flutter:    │ gestures: tap
        flutter:    └─child: RenderPointerListener#3a2b3
        flutter:        parentData: <none>
        flutter:        size: Size(200.0, MISSING
        flutter:        behavior: opaque
        flutter:        listeners: down
        flutter:  └─child: RenderPointerListener#4a2b3
        flutter:      parentData: <none>
        flutter:      size: MISSING
        """

    static let trace = """
        name: A tap on the buy button   # by hand
        bug: >
          The report.
        scene:
          windows:
            - id: main
              state: key
              root:
                id: flutter
                kind: flutter
        events:
          - {t: 1s, tap: [195, 422]}
        expect:
          - once: action elevatedButton.tap

        """

    @Test("import flutter writes a skeleton that lints; warnings carry file:line:column")
    func skeleton() throws {
        let repo = try TemporaryRepository()
        try repo.write("render.txt", Self.dump.replacingOccurrences(of: "Size(200.0, MISSING", with: "Size(200.0, 44.0)"))
        let result = try runTool(["import", "flutter", "render.txt", "--out", "traces/imported.yaml"], in: repo.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("render.txt:15:15: warning: RenderPointerListener#4a2b3 has size: MISSING (it was never laid out); left out"))
        let text = try #require(repo.read("traces/imported.yaml"))
        #expect(text.contains("        kind: flutter\n        frame: [0, 0, 390, 844]\n        widgets:\n          - id: elevatedButton    # "))
        #expect(text.contains("            frame: [95, 400, 200, 44]\n            behavior: opaque\n            onTap: elevatedButton.tap\n"))
        #expect(try runTool(["lint", "traces/imported.yaml"], in: repo.root).status == 0)
    }

    @Test("a widget tree alone is refused with what to print instead")
    func widgetTree() throws {
        let repo = try TemporaryRepository()
        try repo.write("app.txt", "flutter: WidgetsFlutterBinding - DEBUG MODE\nflutter: [root](renderObject: RenderView#1)\nflutter: └View\n")
        let result = try runTool(["import", "flutter", "app.txt"], in: repo.root)
        #expect(result.status == 2)
        #expect(result.output.contains("app.txt:1: this is a widget tree (debugDumpApp()"))
        #expect(result.output.contains("debugDumpRenderTree()"))
    }

    @Test("--into fills the trace's Flutter view in place, the rest byte for byte; the trace then passes")
    func into() throws {
        let repo = try TemporaryRepository()
        try repo.write("render.txt", Self.dump.replacingOccurrences(of: "Size(200.0, MISSING", with: "Size(200.0, 44.0)"))
        try repo.write("traces/buy.yaml", Self.trace)
        let result = try runTool(["import", "flutter", "render.txt", "--into", "traces/buy.yaml", "--view", "flutter"], in: repo.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("wrote 1 widget(s) into view flutter of traces/buy.yaml"))
        let edited = try #require(repo.read("traces/buy.yaml"))
        var lines = edited.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("        widgets:") })
        #expect(start == 10)
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix("          ") { end += 1 }
        #expect(end - start == 5)
        lines.removeSubrange(start..<end)
        #expect(lines.joined(separator: "\n") == Self.trace)
        #expect(try runTool(["run", "--update-goldens"], in: repo.root).status == 0)
        let run = try runTool(["run"], in: repo.root)
        #expect(run.status == 0, "\(run.output)")
        let again = try runTool(["import", "flutter", "render.txt", "--into", "traces/buy.yaml", "--view", "flutter"], in: repo.root)
        #expect(again.status == 2)
        #expect(again.output.contains("traces/buy.yaml:11:9: view flutter already has widgets (line 11); they are never replaced"))
        #expect(repo.read("traces/buy.yaml") == edited)
    }

    @Test("--into counts every widget it wrote, nested ones too, and names the render tree it took")
    func intoCountsNested() throws {
        let repo = try TemporaryRepository()
        let nested = """
            == before ==
            flutter: RenderView#1a2b3
            flutter:  │ configuration: Size(390.0, 844.0) at 3.0x (in logical pixels)
            flutter:  └─child: RenderPointerListener#2a2b3
            flutter:    │ parentData: <none>
            flutter:    │ size: Size(390.0, 844.0)
            flutter:    │ behavior: opaque
            flutter:    │ listeners: down
            flutter:    └─child: RenderPointerListener#3a2b3
            flutter:        parentData: <none>
            flutter:        size: Size(390.0, 844.0)
            flutter:        behavior: opaque
            flutter:        listeners: up
            == after ==

            """
        try repo.write("render.txt", nested + Self.dump.replacingOccurrences(of: "Size(200.0, MISSING", with: "Size(200.0, 44.0)"))
        try repo.write("traces/buy.yaml", Self.trace.replacingOccurrences(of: "expect:\n  - once: action elevatedButton.tap\n", with: ""))
        let result = try runTool(["import", "flutter", "render.txt", "--dump", "1", "--into", "traces/buy.yaml", "--view", "flutter"], in: repo.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("wrote 2 widget(s) into view flutter of traces/buy.yaml from render tree 1 of 2 (\"before\", from line 2) of render.txt\n"))
        let edited = try #require(repo.read("traces/buy.yaml"))
        #expect(edited.contains("# imported by `trace-replay import flutter render.txt --dump 1`"))
        #expect(edited.contains("            children:\n              - id: "))
    }

    @Test("--into edits a linked trace's target, keeps its mode, and leaves a read-only trace as it is")
    func intoLinksAndModes() throws {
        let repo = try TemporaryRepository()
        try repo.write("render.txt", Self.dump.replacingOccurrences(of: "Size(200.0, MISSING", with: "Size(200.0, 44.0)"))
        try repo.write("shared/buy.yaml", Self.trace)
        try repo.link("traces/buy.yaml", to: repo.root + "/shared/buy.yaml")
        #expect(chmod(repo.root + "/shared/buy.yaml", 0o600) == 0)
        let linked = try runTool(["import", "flutter", "render.txt", "--into", "traces/buy.yaml", "--view", "flutter"], in: repo.root)
        #expect(linked.status == 0, "\(linked.output)")
        #expect(repo.isSymbolicLink("traces/buy.yaml"), "the link is still a link")
        #expect(repo.read("shared/buy.yaml")?.contains("        widgets:  ") == true, "its target was edited")
        var info = stat()
        #expect(stat(repo.root + "/shared/buy.yaml", &info) == 0 && info.st_mode & 0o777 == 0o600, "the mode is kept")
        try repo.write("traces/locked.yaml", Self.trace)
        #expect(chmod(repo.root + "/traces/locked.yaml", 0o444) == 0)
        let locked = try runTool(["import", "flutter", "render.txt", "--into", "traces/locked.yaml", "--view", "flutter"], in: repo.root)
        #expect(locked.status == 2)
        #expect(locked.output.contains("traces/locked.yaml: it is read-only"))
        #expect(repo.read("traces/locked.yaml") == Self.trace)
    }

    @Test("--into numbers ids the trace has, refuses a result that would not lint, and needs a view that is there")
    func refusals() throws {
        let repo = try TemporaryRepository()
        try repo.write("render.txt", Self.dump.replacingOccurrences(of: "Size(200.0, MISSING", with: "Size(200.0, 44.0)"))
        let taken = Self.trace.replacingOccurrences(of: "        kind: flutter\n", with: "        kind: flutter\n      children:\n        - {id: elevatedButton, frame: [0, 0, 10, 10]}\n")
            .replacingOccurrences(of: "expect:\n  - once: action elevatedButton.tap\n", with: "")
        try repo.write("traces/buy.yaml", taken)
        let result = try runTool(["import", "flutter", "render.txt", "--into", "traces/buy.yaml", "--view", "flutter"], in: repo.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(repo.read("traces/buy.yaml")?.contains("          - id: elevatedButton1    # ") == true)
        // The trace expects `elevatedButton.tap`, but that id is a view's: the widget would be elevatedButton1.
        let expecting = Self.trace.replacingOccurrences(of: "        kind: flutter\n", with: "        kind: flutter\n      children:\n        - {id: elevatedButton, frame: [0, 0, 10, 10]}\n")
        try repo.write("traces/expecting.yaml", expecting)
        let renamed = try runTool(["import", "flutter", "render.txt", "--into", "traces/expecting.yaml", "--view", "flutter"], in: repo.root)
        #expect(renamed.status == 2)
        #expect(renamed.output.contains("did you mean 'elevatedButton1.tap'?"))
        #expect(repo.read("traces/expecting.yaml") == expecting)
        let broken = Self.trace + "bogus: 1\n"
        try repo.write("traces/broken.yaml", broken)
        let refused = try runTool(["import", "flutter", "render.txt", "--into", "traces/broken.yaml", "--view", "flutter"], in: repo.root)
        #expect(refused.status == 2)
        #expect(refused.output.contains("would not lint"))
        #expect(repo.read("traces/broken.yaml") == broken)
        let usage = try runTool(["import", "flutter", "render.txt", "--view", "flutter"], in: repo.root)
        #expect(usage.status == 2)
        let missing = try runTool(["import", "flutter", "render.txt", "--into", "traces/buy.yaml", "--view", "nowhere"], in: repo.root)
        #expect(missing.status == 2)
        #expect(missing.output.contains("traces/buy.yaml:1:1: there is no view with id nowhere in this file"))
    }
}
