/// Generates large, valid traces for the benchmark.
enum TraceGenerator {
    /// A scene of `columns` × `depth` views: a 10 × 10 grid of cells, each a chain of nested views
    /// `depth` deep, leaves with tap recognizers, every third level handling touches; then `gestures`
    /// gestures of one down, `moves` moves and one up each, written as separate events.
    static func uikitTrace(columns: Int = 100, depth: Int = 10, gestures: Int = 10_000, moves: Int = 8) -> String {
        var out = "name: Generated benchmark trace\nscene:\n  windows:\n    - id: main\n      state: key\n      root:\n        id: root\n        controller: rootVC\n        children:\n"
        let cellWidth = 375.0 / 10
        let cellHeight = 812.0 / 10
        for cell in 0..<columns {
            let x = Double(cell % 10) * cellWidth
            let y = Double(cell / 10) * cellHeight
            var indent = "          "
            for level in 0..<depth {
                let id = "v\(cell)_\(level)"
                let frame = level == 0
                    ? "[\(format(x)), \(format(y)), \(format(cellWidth)), \(format(cellHeight))]"
                    : "[1, 1, \(format(cellWidth - 2 * Double(level + 1))), \(format(cellHeight - 2 * Double(level + 1)))]"
                out += "\(indent)- id: \(id)\n\(indent)  frame: \(frame)\n"
                if level % 3 == 1 { out += "\(indent)  handles: all\n" }
                if level == depth - 1 {
                    out += "\(indent)  onTap: tap.\(cell)\n"
                } else {
                    out += "\(indent)  children:\n"
                }
                indent += "    "
            }
        }
        out += "events:\n"
        var t = 1_000_000  // µs
        for gesture in 0..<gestures {
            let cell = (gesture * 37) % columns
            let x = Double(cell % 10) * cellWidth + cellWidth / 2
            let y = Double(cell / 10) * cellHeight + cellHeight / 2
            out += "  - {t: \(t)us, down: [\(format(x)), \(format(y))]}\n"
            for step in 1...moves {
                let dx = gesture % 2 == 0 ? 0.5 * Double(step) : 3 * Double(step)
                out += "  - {after: 8ms, move: [\(format(x + dx)), \(format(y))]}\n"
            }
            out += "  - {after: 16ms, up: [\(format(x + (gesture % 2 == 0 ? 4 : 24))), \(format(y))]}\n"
            t += 200_000
        }
        out += "expect:\n  - never: note leftover\n"
        return out
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 1000).rounded() / 1000)
    }
}

extension TraceGenerator {
    /// Seconds of swipes (and a few taps) at 60 Hz over a scroll view of `cells` cells, with three
    /// recognizers competing with its pan: a full-screen back pan on the page, a long press on the
    /// list, and a tap on every cell.
    static func gestureTrace(cells: Int = 500, seconds: Int = 60) -> String {
        var out = """
            name: Generated gesture benchmark
            scene:
              windows:
                - id: main
                  state: key
                  root:
                    id: page
                    recognizers:
                      - {id: back, type: pan, direction: right, action: nav.back}
                    children:
                      - id: list
                        kind: scroll
                        frame: [0, 0, 375, 812]
                        contentSize: [375, \(cells * 80)]
                        recognizers:
                          - {id: list.press, type: longPress, action: list.menu}
                        children:

            """
        for cell in 0..<cells {
            out += "              - {id: cell\(cell), frame: [0, \(cell * 80), 375, 80], onTap: cell.open, handles: all}\n"
        }
        out += "events:\n"
        var t = 500  // ms
        var i = 0
        while t < seconds * 1000 - 400 {
            switch i % 5 {
            case 0, 1: out += "  - {t: \(t)ms, swipe: {from: [187, 700], to: [187, 200], duration: 300ms}}\n"
            case 2: out += "  - {t: \(t)ms, swipe: {from: [187, 200], to: [187, 600], duration: 300ms}}\n"
            case 3: out += "  - {t: \(t)ms, swipe: {from: [60, 400], to: [300, 420], duration: 300ms}}\n"
            default: out += "  - {t: \(t)ms, tap: [187, 400]}\n"
            }
            t += 400
            i += 1
        }
        return out
    }
}

extension TraceGenerator {
    /// Seconds of swipes and taps over a Flutter feed of `widgets` cells, every `widgets / platformViews`-th
    /// a native ad (a platform view), under an opaque search bar, with seed 001's tracker and proxy.
    static func flutterTrace(widgets: Int = 200, platformViews: Int = 10, seconds: Int = 60) -> String {
        var out = """
            name: Generated Flutter benchmark
            scene:
              windows:
                - id: main
                  state: key
                  root:
                    id: flutter
                    kind: flutter
                    gestureTracker: true
                    recognizers: [{id: proxy, type: flutterProxy}]
                    widgets:
                      - id: feed
                        scroll: {axis: vertical, extent: \(widgets * 100)}
                        children:

            """
        let every = max(1, widgets / platformViews)
        for i in 0..<widgets {
            if i % every == every / 2 {
                out += "              - {id: ad\(i), frame: [0, \(i * 100), 375, 100], platformView: {view: {id: adView\(i), hitTest: penetrationGuard, children: [{id: adButton\(i), onTap: ad.click}]}}}\n"
            } else {
                out += "              - {id: cell\(i), frame: [0, \(i * 100), 375, 100], onTap: cell.open, onLongPress: cell.menu}\n"
            }
        }
        out += "          - {id: searchBar, frame: [0, 0, 375, 56], behavior: opaque, onTap: search.open}\n"
        out += "events:\n"
        var t = 500
        var i = 0
        while t < seconds * 1000 - 400 {
            switch i % 4 {
            case 0, 1: out += "  - {t: \(t)ms, swipe: {from: [187, 700], to: [187, 250], duration: 250ms}}\n"
            case 2: out += "  - {t: \(t)ms, tap: [187, \(100 + (i * 37) % 600)]}\n"
            default: out += "  - {t: \(t)ms, swipe: {from: [187, 300], to: [187, 500], duration: 250ms}}\n"
            }
            t += 350
            i += 1
        }
        return out
    }
}

extension TraceGenerator {
    /// `minutes` of flings up and down a feed of `cells` tracked cells. Four flings up, three down: the
    /// feed drifts about 100,000 pt, so the motion is the same for 2,000 cells and for more.
    static func exposureTrace(cells: Int = 2000, minutes: Int = 10) -> String {
        var out = """
            name: Generated exposure benchmark
            scene:
              exposure: {}
              windows:
                - id: main
                  state: key
                  root:
                    id: home
                    controller: feedVC
                    children:
                      - id: feed
                        kind: scroll
                        frame: [0, 0, 375, 812]
                        contentSize: [375, \(cells * 100)]
                        children:

            """
        for cell in 0..<cells {
            out += "              - {id: cell\(cell), frame: [0, \(cell * 100), 375, 100], exposure: item-\(cell)}\n"
        }
        out += "events:\n"
        var t = 1000
        var i = 0
        while t < minutes * 60_000 - 1000 {
            let up = i % 7 < 4
            out += up
                ? "  - {t: \(t)ms, swipe: {from: [187, 700], to: [187, 200], duration: 120ms}}\n"
                : "  - {t: \(t)ms, swipe: {from: [187, 200], to: [187, 700], duration: 120ms}}\n"
            t += 2000
            i += 1
        }
        return out
    }
}
