import TraceFormat
/// The key under a scene picture: a swatch and a few words for each kind of thing the picture draws,
/// in a fixed order, so a reader can tell a scroll view from an overlay without hovering.
enum SceneLegend {
    /// One kind of thing: the classes its swatch is drawn with, what it is, and whether an element
    /// must have exactly these classes (a plain window, view, widget or finger) or at least them (a
    /// scroll view also hidden still shows the scroll view's entry).
    struct Entry {
        /// The classes its swatch is drawn with, as the picture writes them.
        let classText: String
        let meaning: String
        let exact: Bool
        let swatch: Swatch

        enum Swatch { case box, dot }

        init(_ classText: String, _ meaning: String, exact: Bool = false, swatch: Swatch = .box) {
            self.classText = classText
            self.meaning = meaning
            self.exact = exact
            self.swatch = swatch
        }

        var classes: Set<String> { Set(classText.split(separator: " ").map(String.init)) }
    }

    static let entries: [Entry] = [
        Entry("window key", "key window", exact: true),
        Entry("window", "window", exact: true),
        Entry("dimming", "dimming view (alert, sheet)"),
        Entry("view", "view", exact: true),
    ] + Registry.drawnKinds.map { kind in Entry("view \(kind.name)", kind.legend ?? kind.name) } + [
        Entry("view noninteractive", "not interactive"),
        Entry("view transparent", "alpha below 0.01"),
        Entry("view hidden", "hidden"),
        Entry("widget", "Flutter widget", exact: true),
        Entry("widget gestures", "widget with gestures"),
        Entry("widget platform", "platform view"),
        Entry("overlay", "Flutter overlay"),
        Entry("swiftui", "SwiftUI view", exact: true),
        Entry("swiftui gestures", "SwiftUI view with gestures"),
        Entry("swiftui unhit", "SwiftUI view not hit itself"),
        Entry("extra-hit", "extra hit rect"),
        Entry("hit-path", "hit-test path"),
        Entry("hit", "view hit"),
        Entry("finger", "finger down", exact: true, swatch: .dot),
        Entry("finger lifted", "finger lifted", swatch: .dot),
        Entry("exposed", "visible part of a tracked view"),
    ]

    /// The entries for what was drawn: each element's classes, as sets.
    static func shown(_ drawn: Set<Set<String>>) -> [Entry] {
        entries.filter { entry in drawn.contains { entry.exact ? $0 == entry.classes : $0.isSuperset(of: entry.classes) } }
    }

    /// Draws `entries` in rows from (`x`, `y`), wrapping within `width`; returns the y below the last row.
    static func draw(_ entries: [Entry], into svg: inout SVGDocument, x: Double, y: Double, width: Double) -> Double {
        guard !entries.isEmpty else { return y }
        svg.open("g", [("class", .text("legend"))])
        var column = x, row = y
        for entry in entries {
            // Labels are placed by rule, 5.5 points a character, as elsewhere in the picture.
            let span = 14 + 4 + Double(entry.meaning.count) * 5.5 + 12
            if column > x, column + span > x + width {
                column = x
                row += 16
            }
            switch entry.swatch {
            case .box:
                svg.element("rect", [("class", .text(entry.classText)), ("x", .number(column)), ("y", .number(row)), ("width", .number(14)), ("height", .number(10))])
            case .dot:
                svg.element("circle", [("class", .text(entry.classText)), ("cx", .number(column + 7)), ("cy", .number(row + 5)), ("r", .number(5))])
            }
            svg.text(entry.meaning, [("class", .text("label")), ("x", .number(column + 18)), ("y", .number(row + 9))])
            column += span
        }
        svg.close("g")
        return row + 10
    }
}
