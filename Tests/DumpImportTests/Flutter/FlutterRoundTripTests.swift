import Testing
import TraceFormat
import TraceReplay
@testable import DumpImport

/// Every imported Flutter fixture is a trace that lints and replays, and a tap at the centre of each
/// widget with a tap callback, not covered by a widget painted after it, gives that widget's tap.
@Suite("Flutter import round trip")
struct FlutterRoundTripTests {
    static let importable = FixtureFiles.names(in: "flutter").filter { !$0.contains("widgettree") }

    struct Target {
        var id: String
        var x: Double
        var y: Double
    }

    /// Widgets with `onTap` whose centre lies inside every ancestor and the view, and under no widget
    /// painted later at any level (a later sibling of it or of an ancestor) that is not ignored.
    static func targets(_ result: FlutterImporter.Result) -> [Target] {
        let view = result.scene.windows[0].root!.frame
        var found: [Target] = []
        /// `later`: rectangles (screen coordinates) of the widgets painted after this one.
        func visit(_ widgets: [ImportedWidget], origin: (Double, Double), bounds: [DumpRect], later: [DumpRect]) {
            var rects: [DumpRect] = []
            for widget in widgets {
                rects.append(DumpRect(origin.0 + widget.frame.x, origin.1 + widget.frame.y, widget.frame.width, widget.frame.height))
            }
            for (i, widget) in widgets.enumerated() where widget.barrier != .ignorePointer {
                let rect = rects[i]
                let after = later + widgets.indices.filter { $0 > i && widgets[$0].barrier != .ignorePointer }.map { rects[$0] }
                let cx = rect.x + rect.width / 2, cy = rect.y + rect.height / 2
                if widget.callbacks.contains("onTap"), rect.width > 0, rect.height > 0,
                   (bounds + [rect]).allSatisfy({ $0.contains(cx, cy) }), !after.contains(where: { $0.contains(cx, cy) }) {
                    found.append(Target(id: widget.id, x: cx, y: cy))
                }
                guard widget.barrier != .absorbPointer else { continue }
                var inner = (rect.x, rect.y)
                if let scroll = widget.scroll {
                    if scroll.axis == "vertical" { inner.1 -= scroll.offset } else { inner.0 -= scroll.offset }
                }
                visit(widget.children, origin: inner, bounds: bounds + [rect], later: after)
            }
        }
        visit(result.widgets, origin: (view.x, view.y), bounds: [view], later: [])
        return found
    }

    /// The skeleton with a tap at each target, one a second.
    static func trace(_ result: FlutterImporter.Result, taps: [Target]) -> String {
        var text = TraceSkeleton.text(result.scene, name: "round trip", source: "fixture", command: "test")
        text.removeLast("events: []\n".count)
        text += "events:\n"
        for (i, target) in taps.enumerated() {
            text += "  - {t: \(i + 1)s, tap: [\(YAMLText.number(target.x)), \(YAMLText.number(target.y))]}\n"
        }
        if taps.isEmpty { text += "  []\n" }
        return text
    }

    @Test("the imported trace lints and replays, and each tap reaches its widget's tap", arguments: importable)
    func roundTrip(fixture: String) throws {
        let result = try FixtureFiles.flutter(fixture)
        let targets = Self.targets(result)
        let text = Self.trace(result, taps: targets)
        let trace = try TraceLoader().decode(file: fixture + ".yaml", bytes: Array(text.utf8)).get()
        let replay = Replayer().replay(trace)
        #expect(replay.limitExceeded == nil)
        let lines = replay.entries.map(Transcript.line)
        for (i, target) in targets.enumerated() {
            // Pointers count up from 1 across the replay, one a tap.
            let arena = lines.contains { $0.hasSuffix("arena \(i + 1) \(target.id).tap accepted") }
            let action = lines.contains { $0.hasSuffix("action \(target.id).tap") }
            #expect(arena && action, "\(fixture): a tap at (\(target.x), \(target.y)) did not give \(target.id).tap")
        }
        let hasTaps = result.allWidgets.contains { $0.callbacks.contains("onTap") }
        #expect(!hasTaps || !targets.isEmpty, "\(fixture): no tap widget could be tapped")
    }

    @Test("every fixture but the widget trees imports, with the number of widgets read off the dump")
    func counts() throws {
        var counts: [String: Int] = [:]
        for fixture in Self.importable { counts[fixture] = try FixtureFiles.flutter(fixture).allWidgets.count }
        #expect(counts == [
            "flutter/01-docs-2016-rendertree-noids-iflutter.txt": 3,
            "flutter/02-docs-2018-2022-rendertree-android-offstage.txt": 4,
            "flutter/03-docs-2024-rendertree-macos-ids.txt": 5,
            "flutter/06-flutter-test-keepalive-viewport-sliver-dartstring.txt": 1,
            "flutter/07-docs-2016-01-rendertree-owner-doubleprefix.txt": 3,
            "flutter/08-docs-2017-rendertree-fractionaloffset.txt": 4,
            "flutter/09-issue-graphview23-ellipsis-prefix-excerpt.txt": 1,
        ])
    }
}
