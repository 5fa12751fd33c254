import Foundation
import TraceFormat
import TraceReplay

/// A hostile shape of trace timed against a benign one of the same size: the ratio shows whether a
/// step grows faster than the input does (issue 26: a 20,000-deep `addView` chain, 10,000 bad ids).
struct ScalingCase {
    var name: String
    var hostile: Double
    var benign: Double

    var ratio: Double { hostile / benign }

    /// Best-of-`runs` time to decode (lint) and replay each text.
    static func measure(_ name: String, hostile: String, benign: String, runs: Int) -> ScalingCase {
        func time(_ text: String) -> Double {
            let bytes = Array(text.utf8)
            return Measure.best(runs: runs) { () -> Int in
                switch TraceLoader().decode(file: name + ".yaml", bytes: bytes) {
                case .success(let trace): return Replayer().replay(trace).entries.count
                case .failure(let error): return error.diagnostics.count
                }
            }.seconds
        }
        return ScalingCase(name: name, hostile: time(hostile), benign: time(benign))
    }

    /// `count` views added at run time, each inside the one before (`nested`), or all side by side.
    static func addViews(_ count: Int, nested: Bool) -> String {
        var out = "name: addView \(nested ? "chain" : "row")\nscene:\n  windows:\n    - id: main\n      state: key\n      root: {id: root}\nevents:\n"
        for index in 0..<count {
            let parent = nested && index > 0 ? "a\(index - 1)" : "root"
            out += "  - {t: \(index + 1)ms, addView: {to: \(parent), view: {id: a\(index), frame: [0, 0, 10, 10]}}}\n"
        }
        out += "  - {t: \(count + 1)ms, tap: [5, 5]}\n"
        return out
    }

    /// `count` views in the scene, and `count` events that remove one each — by its id, or by a
    /// misspelling of it (`misspelt`), which is an error with a "did you mean" hint.
    static func references(_ count: Int, misspelt: Bool) -> String {
        var out = "name: references\nscene:\n  windows:\n    - id: main\n      state: key\n      root:\n        id: root\n        children:\n"
        for index in 0..<count { out += "          - {id: view\(index), frame: [0, 0, 1, 1]}\n" }
        out += "events:\n"
        for index in 0..<count { out += "  - {t: \(index + 1)ms, removeView: \(misspelt ? "veiw" : "view")\(index)}\n" }
        return out
    }
}
