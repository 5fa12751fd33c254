import Testing
import TraceFormat
@testable import DumpImport

/// `--into TRACE --view ID`: the widgets go into the view, and everything else in the file stays
/// byte for byte; what cannot be edited safely is refused with its line.
@Suite("Flutter widgets into an existing trace")
struct WidgetInsertionTests {
    static let dump = """
        flutter: RenderView#1
        flutter:  │ configuration: Size(400.0, 800.0) at 3.0x (in logical pixels)
        flutter:  └─child: RenderSemanticsGestureHandler#2
        flutter:    │ creator: _GestureSemantics ← RawGestureDetector ← GestureDetector ← InkWell ← BuyButton
        flutter:    │ parentData: <none>
        flutter:    │ size: Size(400.0, 800.0)
        flutter:    │ gestures: tap
        flutter:    └─child: RenderPointerListener#3
        flutter:        parentData: <none>
        flutter:        size: Size(400.0, 800.0)
        flutter:        behavior: opaque
        flutter:        listeners: down
        """

    static let trace = """
        # A trace someone wrote by hand.
        name: Taps on the buy button   # keep this comment
        bug: >
          What the report said.
        scene:
          windows:
            - id: main
              state: key
              root:
                id: flutter
                kind: flutter      # the FlutterView
                frame:   [0, 0, 400, 800]

                # widgets come here
        events:
          - {t: 1s,   tap: [200, 400]}

        """

    private func widgets(reserved: Set<String> = []) throws -> [ImportedWidget] {
        try FlutterImporter.run(Array(Self.dump.utf8), path: "dump.txt", reserved: reserved).get().widgets
    }

    private func insert(_ text: String, view: String = "flutter", reserved extra: Set<String> = []) throws -> Result<String, WidgetInsertion.Failure> {
        let target = try WidgetInsertion.locate(view: view, in: Array(text.utf8), file: "trace.yaml").get()
        return WidgetInsertion.insert(try widgets(reserved: target.ids.union(extra)), at: target, into: Array(text.utf8), file: "trace.yaml", command: "trace-replay import flutter dump.txt")
    }

    private func lints(_ text: String) -> Bool {
        if case .failure(let error) = TraceLoader().decode(file: "trace.yaml", bytes: Array(text.utf8)) {
            Issue.record("does not lint: \(error.diagnostics.map(\.description))")
            return false
        }
        return true
    }

    @Test("a widgets: key goes after the view's last one-line key; every other line is the user's, unchanged")
    func insertsBlock() throws {
        let edited = try insert(Self.trace).get()
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let original = Self.trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[12] == "        widgets:      # imported by `trace-replay import flutter dump.txt`")
        #expect(lines[13].hasPrefix("          - id: buyButton    # RenderPointerListener#3"))
        let inserted = lines.count - original.count
        #expect(Array(lines[..<12]) + Array(lines[(12 + inserted)...]) == original)
        #expect(lines[(12 + inserted)...].first == "")
        #expect(lints(edited))
        let trace = try TraceLoader().decode(file: "trace.yaml", bytes: Array(edited.utf8)).get()
        #expect(trace.scene.windows.count == 1)
    }

    @Test("an empty `widgets: []` (the skeleton's) is filled; its note is replaced, a user's comment kept")
    func fillsEmpty() throws {
        let skeleton = Self.trace.replacingOccurrences("frame:   [0, 0, 400, 800]\n", "frame:   [0, 0, 400, 800]\n        widgets: []      # fill in with: trace-replay import flutter DUMP --into THIS_TRACE --view flutter\n")
        let edited = try insert(skeleton).get()
        #expect(edited.contains("        widgets:      # imported by `trace-replay import flutter dump.txt`\n          - id: buyButton"))
        #expect(lints(edited))
        let mine = Self.trace.replacingOccurrences("frame:   [0, 0, 400, 800]\n", "frame:   [0, 0, 400, 800]\n        widgets: [ ]   # mine\n")
        let kept = try insert(mine).get()
        #expect(kept.contains("        widgets:   # mine\n          - id: buyButton"))
        #expect(lints(kept))
        let bare = Self.trace.replacingOccurrences("frame:   [0, 0, 400, 800]\n", "frame:   [0, 0, 400, 800]\n        widgets:\n")
        #expect(try insert(bare).get().contains("        widgets:\n          - id: buyButton"))
    }

    @Test("widgets a view already has are never replaced: an error naming their line")
    func refusesExisting() {
        let full = Self.trace.replacingOccurrences("frame:   [0, 0, 400, 800]\n", "frame:   [0, 0, 400, 800]\n        widgets:\n          - {id: mine, onTap: mine.tap}\n")
        guard case .failure(let failure) = WidgetInsertion.locate(view: "flutter", in: Array(full.utf8), file: "trace.yaml") else {
            Issue.record("accepted")
            return
        }
        #expect(failure.description == "trace.yaml:13:9: view flutter already has widgets (line 13); they are never replaced: remove them, or import into another view")
    }

    @Test("a view in flow style, a view that is not Flutter, an id no view has: refused with the line")
    func refusals() {
        func failure(_ text: String, _ view: String = "flutter") -> String? {
            if case .failure(let failure) = WidgetInsertion.locate(view: view, in: Array(text.utf8), file: "trace.yaml") { return failure.description }
            return nil
        }
        let flow = "name: x\nbug: y\nscene:\n  windows:\n    - id: main\n      state: key\n      root: {id: flutter, kind: flutter}\nevents: []\n"
        #expect(failure(flow)?.hasPrefix("trace.yaml:7:13: view flutter is written in flow style ({…}) here; it cannot be edited safely") == true)
        let native = "name: x\nbug: y\nscene:\n  windows:\n    - id: main\n      state: key\n      root:\n        id: home\n        kind: scroll\nevents: []\n"
        #expect(failure(native, "home") == "trace.yaml:8:9: view home is kind: scroll, not kind: flutter; widgets go into a Flutter view")
        #expect(failure(native, "nowhere") == "trace.yaml:1:1: there is no view with id nowhere in this file")
        let shared = "name: x\nbug: y\nscene: shared.scene.yaml\nevents: []\n"
        #expect(failure(shared) == "trace.yaml:3:8: there is no view flutter here: this trace's scene is in shared.scene.yaml; give that file to --into")
        #expect(failure("name: [unclosed\n")?.hasPrefix("trace.yaml:") == true)
    }

    @Test("a view opening a list item, CR LF line ends, ids the trace already uses")
    func listItemsAndLineEnds() throws {
        let text = "name: x\r\nbug: y\r\nscene:\r\n  windows:\r\n    - id: main\r\n      state: key\r\n      root:\r\n        id: buyButton\r\n        children:\r\n          - id: flutter\r\n            kind: flutter\r\n          - {id: other, frame: [0, 0, 1, 1]}\r\nevents: []\r\n"
        let edited = try insert(text).get()
        // Split on the scalar: as a Character, CR LF is one grapheme that does not equal "\n".
        let lines = edited.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("\r") })
        #expect(lines[11] == "            widgets:      # imported by `trace-replay import flutter dump.txt`\r")
        #expect(lines[12].hasPrefix("              - id: buyButton1    # "))
        #expect(lines.last == "")
        #expect(lints(edited))
    }

    @Test("a frame other than the dump's screen is warned about; the widgets keep the dump's frames")
    func sizeWarning() throws {
        let text = Self.trace.replacingOccurrences("[0, 0, 400, 800]", "[0, 0, 375, 812]")
        let target = try WidgetInsertion.locate(view: "flutter", in: Array(text.utf8), file: "trace.yaml").get()
        let result = try FlutterImporter.run(Array(Self.dump.utf8), path: "dump.txt").get()
        #expect(WidgetInsertion.sizeWarnings(result, target: target, file: "trace.yaml").map(\.description)
            == ["trace.yaml:12:9: warning: view flutter is 375×812 but the dump's screen is 400×800; the widgets keep the dump's frames"])
    }
}
