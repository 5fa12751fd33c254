/// The settings a recognizer's description prints, as the keys a trace writes for its type. UIKit prints
/// only what differs from the default (`enabled = NO`, `cancelsTouchesInView = NO`, `delaysTouchesBegan =
/// YES`, `delaysTouchesEnded = NO`, `numberOfTapsRequired = 2`, `numberOfTouchesRequired = 2`,
/// `minimumPressDuration = 0.1`), so what it does not print keeps the trace's default, which is
/// UIKit's. A value a trace cannot hold is warned about and left at the default.
struct RecognizerOptions {
    private(set) var options: [ImportedRecognizer.Option] = []
    private let r: RecognizerDescription
    private let log: WarningLog

    init(_ r: RecognizerDescription, type: String, log: WarningLog) {
        self.r = r
        self.log = log
        flag("enabled", when: "NO", writes: "false")
        flag("cancelsTouchesInView", when: "NO", writes: "false")
        flag("delaysTouchesBegan", when: "YES", writes: "true")
        flag("delaysTouchesEnded", when: "NO", writes: "false")
        switch type {
        case "tap":
            count("numberOfTapsRequired", as: "taps", in: 1...10)
            count("numberOfTouchesRequired", as: "fingers", in: 1...20)
        case "longPress":
            count("numberOfTouchesRequired", as: "fingers", in: 1...20)
            if let text = field("minimumPressDuration") {
                if let seconds = DumpNumber.read(text), seconds >= 0, seconds <= 86_400 {
                    options.append(.init(key: "minimumPressDuration", value: YAMLText.number((seconds * 1_000_000).rounded() / 1000) + "ms"))
                } else {
                    unreadable("minimumPressDuration", text)
                }
            }
            if let text = field("allowableMovement") {
                if let points = DumpNumber.read(text), points >= 0 {
                    options.append(.init(key: "allowableMovement", value: YAMLText.number(points)))
                } else {
                    unreadable("allowableMovement", text)
                }
            }
            if let taps = field("numberOfTapsRequired"), taps != "0" {
                log.warn("\(r.name) needs \(taps) tap(s) before the press (numberOfTapsRequired = \(taps)), which a trace's longPress does not model; imported as a plain long press",
                         at: r.line, column: r.column)
            }
        case "swipe":
            count("numberOfTouchesRequired", as: "fingers", in: 1...20)
            swipeDirection()
        case "edgePan":
            edges()
        default:
            break
        }
    }

    private func field(_ key: String) -> String? { r.description.field(key) }

    private mutating func flag(_ key: String, when printed: String, writes value: String) {
        if field(key) == printed { options.append(.init(key: key, value: value)) }
    }

    private mutating func count(_ key: String, as traceKey: String, in range: ClosedRange<Int>) {
        guard let text = field(key) else { return }
        guard let value = Int(text), range.contains(value) else {
            log.warn("\(r.name) has \(key) = \(text), which is not a whole number in \(range.lowerBound)…\(range.upperBound); \(traceKey) is left at its default",
                     at: r.line, column: r.line.column + r.description.column(of: key) - 1)
            return
        }
        if value != 1 { options.append(.init(key: traceKey, value: String(value))) }
    }

    private func unreadable(_ key: String, _ text: String) {
        log.warn("\(r.name) has \(key) = \(text), which a trace cannot hold; left at its default",
                 at: r.line, column: r.line.column + r.description.column(of: key) - 1)
    }

    /// `direction = left` (or UISwipeGestureRecognizerDirection's raw value: 1 right, 2 left, 4 up,
    /// 8 down). Without one the swipe is UIKit's default, right, said out loud: whether the
    /// description leaves a default direction out is not known.
    private mutating func swipeDirection() {
        let names = [1: "right", 2: "left", 4: "up", 8: "down"]
        guard let text = field("direction") else {
            log.warn("\(r.name) does not print its direction; imported with direction: right, UIKit's default: check it", at: r.line, column: r.column)
            return
        }
        let word = text.lowercased()
        if let name = names.values.first(where: { word == $0 || word.hasSuffix("direction" + $0) }) ?? Int(text).flatMap({ names[$0] }) {
            if name != "right" { options.append(.init(key: "direction", value: name)) }
        } else {
            log.warn("\(r.name) has direction = \(text), not one direction a trace's swipe takes (left, right, up, down); imported with direction: right",
                     at: r.line, column: r.line.column + r.description.column(of: "direction") - 1)
        }
    }

    /// `edges = left` (or UIRectEdge's raw value: 1 top, 2 left, 4 bottom, 8 right, 15 all); a trace
    /// needs them, so without them `edges: [left]`, the back gesture's, is written with a warning.
    private mutating func edges() {
        let bits = [(1, "top"), (2, "left"), (4, "bottom"), (8, "right")]
        var found: [String] = []
        if let text = field("edges") {
            if let raw = Int(text) {
                found = bits.filter { raw & $0.0 != 0 }.map(\.1)
            } else {
                let words = text.lowercased()
                found = bits.map(\.1).filter { words.contains($0) }
                if words.contains("all") { found = bits.map(\.1) }
            }
        }
        if found.isEmpty {
            log.warn("\(r.name) does not print which screen edges it starts from; imported with edges: [left], the back gesture's: check it", at: r.line, column: r.column)
            found = ["left"]
        }
        options.append(.init(key: "edges", value: "[" + found.joined(separator: ", ") + "]"))
    }
}
