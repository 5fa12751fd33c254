import Foundation
import InteractionEngine
import Testing
import TraceFormat
import TraceReplay
@testable import DumpImport

/// Every imported fixture is a trace that lints and replays, and a tap at the centre of each
/// interactive leaf view hits that view — unless something in front of it covers the point.
@Suite("UIKit import round trip")
struct UIKitRoundTripTests {
    /// A leaf view that UIKit's hit test can reach, and the point at its centre, in screen points.
    struct Target {
        var id: String
        var x: Double
        var y: Double
    }

    /// Views and windows in back-to-front order (pre-order), and each one's ancestors.
    struct Order {
        var index: [String: Int] = [:]
        var ancestors: [String: Set<String>] = [:]
    }

    static func order(_ scene: ImportedScene) -> Order {
        var order = Order()
        func visit(_ view: ImportedView, above: Set<String>) {
            order.index[view.id] = order.index.count
            order.ancestors[view.id] = above
            for child in view.children { visit(child, above: above.union([view.id])) }
        }
        for window in scene.windows {
            order.index[window.id] = order.index.count
            for top in (window.root.map { [$0] } ?? []) + window.children { visit(top, above: [window.id]) }
        }
        return order
    }

    /// Interactive, visible leaves — views without children the hit test can enter — whose centre lies
    /// inside every ancestor (UIKit's hit test asks each ancestor's pointInside first) and inside
    /// their window.
    static func targets(_ scene: ImportedScene) -> [Target] {
        var found: [Target] = []
        func reachable(_ view: ImportedView) -> Bool {
            !view.hidden && view.interactive && (view.alpha ?? 1) >= 0.01
        }
        func visit(_ view: ImportedView, origin: (Double, Double), bounds: [DumpRect]) {
            guard reachable(view) else { return }
            let x = origin.0 + view.frame.x
            let y = origin.1 + view.frame.y
            let rect = DumpRect(x, y, view.frame.width, view.frame.height)
            if !view.children.contains(where: reachable) {
                let cx = x + view.frame.width / 2
                let cy = y + view.frame.height / 2
                if view.frame.width > 0, view.frame.height > 0, bounds.allSatisfy({ $0.contains(cx, cy) }) {
                    found.append(Target(id: view.id, x: cx, y: cy))
                }
                return
            }
            let offset = view.contentOffset ?? (0, 0)
            for child in view.children { visit(child, origin: (x - offset.x, y - offset.y), bounds: bounds + [rect]) }
        }
        for window in scene.windows where window.state != .hidden {
            for top in (window.root.map { [$0] } ?? []) + window.children {
                visit(top, origin: (window.frame.x, window.frame.y), bounds: [window.frame])
            }
        }
        return found
    }

    /// The skeleton with a tap at each target, one a second.
    static func trace(_ result: UIKitImporter.Result, taps: [Target]) -> String {
        var text = TraceSkeleton.text(result.scene, name: "round trip", source: "fixture", command: "test")
        text.removeLast("events: []\n".count)
        text += "events:\n"
        for (i, target) in taps.enumerated() {
            text += "  - {t: \(i + 1)s, tap: [\(YAMLText.number(target.x)), \(YAMLText.number(target.y))]}\n"
        }
        if taps.isEmpty { text += "  []\n" }
        return text
    }

    static func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("the imported trace lints, replays, and each tap hits its leaf or a view in front of it",
          arguments: FixtureFiles.names(in: "uikit"))
    func roundTrip(fixture: String) throws {
        let result = try FixtureFiles.uikit(fixture)
        let targets = Array(Self.targets(result.scene).prefix(300))
        let path = try Self.write(Self.trace(result, taps: targets))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = try TraceLoader().load(path).get()
        let replay = Replayer().replay(trace)
        #expect(replay.limitExceeded == nil)
        let hits = replay.entries.map(Transcript.line).compactMap { line -> String? in
            guard let match = line.firstMatch(of: /hit 1 (\S+) window=/) else { return nil }
            return String(match.output.1)
        }
        #expect(hits.count == targets.count, "one hit record per tap")
        let order = Self.order(result.scene)
        // A tapped text field brings up the keyboard (S4.6), whose window is in front of every view of the
        // scene: a later tap under it lands on its keys.
        for (target, hit) in zip(targets, hits) where hit != target.id && hit != Keyboard.keysID {
            let inFront = (order.index[hit] ?? -1) > (order.index[target.id] ?? Int.max)
            let ancestor = order.ancestors[target.id]?.contains(hit) ?? false
            #expect(inFront && !ancestor, "\(fixture): a tap at (\(target.x), \(target.y)) meant for \(target.id) hit \(hit)")
        }
        #expect(!targets.isEmpty, "\(fixture) has no interactive leaf to tap")
    }
}
