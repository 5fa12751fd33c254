import Foundation
@testable import DumpImport

extension FixtureFiles {
    /// The Flutter import of a fixture, failing the test when there is none.
    static func flutter(_ relative: String, dump: Int? = nil) throws -> FlutterImporter.Result {
        try FlutterImporter.run(bytes(relative), path: relative, dump: dump).get()
    }
}

/// Reading dumps written in a test.
enum FlutterText {
    static func run(_ text: String, dump: Int? = nil) -> Result<FlutterImporter.Result, FlutterImporter.Failure> {
        FlutterImporter.run(Array(text.utf8), path: "dump.txt", dump: dump)
    }

    static func reading(_ text: String) -> (RenderTreeReader.Reading, [ImportWarning]) {
        let log = WarningLog(file: "dump.txt")
        let reading = RenderTreeReader.read(DumpText.lines(Array(text.utf8)), log: log)
        return (reading, log.all)
    }

    /// The one dump of a text, its layout, and the warnings of both.
    static func layout(_ text: String) -> (RenderDump, RenderLayout, [ImportWarning]) {
        let log = WarningLog(file: "dump.txt")
        let reading = RenderTreeReader.read(DumpText.lines(Array(text.utf8)), log: log)
        let dump = reading.dumps.last ?? RenderDump(firstLine: 1)
        return (dump, RenderLayout.compute(dump, log: log), log.all)
    }
}

extension FlutterImporter.Result {
    /// Every widget, depth first, back to front.
    var allWidgets: [ImportedWidget] { widgets.flatMap(\.subtree) }

    /// The widget read from this line of the dump.
    func widget(line: Int) -> ImportedWidget? { allWidgets.first { $0.origin.hasSuffix(", line \(line)") } }

    func widget(_ id: String) -> ImportedWidget? { allWidgets.first { $0.id == id } }

    /// The widget holding `id`, nil for a top-level one.
    func parent(of id: String) -> ImportedWidget? {
        allWidgets.first { $0.children.contains { $0.id == id } }
    }

    /// A widget's frame in FlutterView coordinates (scroll offsets taken off again).
    func absoluteFrame(_ id: String) -> DumpRect? {
        func find(_ widgets: [ImportedWidget], _ x: Double, _ y: Double) -> DumpRect? {
            for widget in widgets {
                let fx = x + widget.frame.x, fy = y + widget.frame.y
                if widget.id == id { return DumpRect(fx, fy, widget.frame.width, widget.frame.height) }
                var cx = fx, cy = fy
                if let scroll = widget.scroll {
                    if scroll.axis == "vertical" { cy -= scroll.offset } else { cx -= scroll.offset }
                }
                if let found = find(widget.children, cx, cy) { return found }
            }
            return nil
        }
        return find(widgets, 0, 0)
    }
}

/// A rectangle within a hundredth of a point of another (sums of printed offsets).
func near(_ a: DumpRect?, _ b: DumpRect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}
