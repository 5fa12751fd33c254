import InteractionEngine
import TraceYAML

/// `scroll: {view, to | by, duration, curve}`: a UIKit scroll view's setContentOffset, at once or
/// animated, clamped to the content; or a Flutter Scrollable's ScrollController.jumpTo (no duration) or
/// animateTo along a curve, not clamped — past an edge it springs back (docs/semantics.md S7.10).
package struct ScrollContent: Command {
    package let view: String
    package let target: ScrollTarget
    package let duration: Time
    package let curve: ScrollCurve?
    /// Where `to` or `by` and `curve` were written, for the errors only the scene can reveal.
    package let targetLocation: SourceLocation
    package let curveLocation: SourceLocation?
    package var verbName: String { "scroll" }

    /// The default curve of a Flutter animateTo, which Flutter requires the caller to name.
    package static let defaultCurve = ScrollCurve.easeInOut

    package func resolve(in table: IDTable, event: TraceEvent) {
        guard table.kind(of: view) == .widget else {
            table.resolveScrollView(view, event)
            if let curveLocation {
                table.diagnostics.add(Diagnostic(
                    "curve applies to a Flutter Scrollable's animateTo; '\(view)' is a UIKit scroll view, whose animation has its own curve",
                    at: curveLocation))
            }
            return
        }
        table.resolve(view, as: [.widget], at: event.location, event: event.index)
        let id = IDTable.templateID(view)
        let point: Point
        switch target {
        case .to(let p), .by(let p): point = p
        }
        if table.names(.verticalScrollable).contains(id), point.x != 0 {
            table.diagnostics.add(Diagnostic("'\(view)' scrolls vertically: its offset's x must be 0", at: targetLocation))
        } else if table.names(.horizontalScrollable).contains(id), point.y != 0 {
            table.diagnostics.add(Diagnostic("'\(view)' scrolls horizontally: its offset's y must be 0", at: targetLocation))
        } else if !table.names(.scrollView).contains(id) {
            table.diagnostics.add(Diagnostic("'\(view)' is a widget that does not scroll: give it 'scroll:' or name a Scrollable", at: event.location))
        }
    }


    static let mapping = MappingShape("scroll", "a content offset change", keys: [
        Key("view", .reference, required: true, "a scroll view, or a Flutter Scrollable widget"), Key("to", .point, "the new offset (or give by)"),
        Key("by", .point, "a distance to move (or give to)"),
        Key("duration", .time, default: "0s (a jump)", "how long the animation takes, at most 60s"),
        Key("curve", .word(ScrollCurve.allCases.map(\.rawValue)), default: "easeInOut",
            "a Flutter Scrollable's animateTo curve (Flutter's Curves)"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "scroll", reads: ScrollContent.self, argument: .mapping("scroll"),
                                      doc: "setContentOffset, or a Flutter Scrollable's jumpTo/animateTo",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "scroll") else { return nil }
        let values = reader.values
        let view = map.required("view").flatMap { values.reference($0, "scroll's view") }
        let target: ScrollTarget?
        var targetNode = node
        switch (map["to"], map["by"]) {
        case (let to?, nil):
            targetNode = to
            target = values.point(to, "to").map { .to($0) }
        case (nil, let by?):
            targetNode = by
            target = values.point(by, "by").map { .by($0) }
        default:
            reader.diagnostics.error("scroll takes one of to (an offset) or by (a distance)", at: node.mark)
            target = nil
        }
        var duration = Time.zero
        if let node = map["duration"] {
            guard let value = values.time(node, "duration") else { return nil }
            guard value <= EventDecoder.maxSwipe else {
                reader.diagnostics.error("a scroll animation lasts at most \(EventDecoder.maxSwipe.traceText)", at: node.mark)
                return nil
            }
            duration = value
        }
        var curve: ScrollCurve?
        if let node = map["curve"] {
            guard let chosen = values.choice(node, "curve", ScrollCurve.allCases.map { ($0.rawValue, $0) }) else { return nil }
            curve = chosen
        }
        guard let view, let target else { return nil }
        return ScrollContent(view: view, target: target, duration: duration, curve: curve,
                             targetLocation: reader.diagnostics.location(targetNode.mark),
                             curveLocation: map["curve"].map { reader.diagnostics.location($0.mark) })
    }
}

/// `refresh: id`: pull-to-refresh; the content reloads on the same page (docs/semantics.md S8.3).
package struct Refresh: Command {
    package let view: String
    package var verbName: String { "refresh" }

    package func resolve(in table: IDTable, event: TraceEvent) { table.resolveScrollView(view, event) }

    static let verb: VerbDeclaration = VerbDeclaration(command: "refresh", reads: Refresh.self, argument: .reference,
                                      doc: "pull-to-refresh: the content reloads on the same page and scrolls to the top") { node, reader in
        reader.values.reference(node, "refresh's scroll view").map { Refresh(view: $0) }
    }
}

extension IDTable {
    /// A scroll verb's view: a view that is a scroll view.
    func resolveScrollView(_ id: String, _ event: TraceEvent) {
        resolveView(id, in: names(.scrollView), "a scroll view (kind: scroll)", at: event.location, event: event.index)
    }
}
