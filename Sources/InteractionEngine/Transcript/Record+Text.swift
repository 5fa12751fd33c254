extension Record {
    /// The record as one transcript line, without the time column: its shape filled with its values.
    public var text: String { shape.render(values) }

    /// The kind that decides whether the record is shown.
    public var kind: RecordKind { shape.kind }

    /// The declared shape this record is written in.
    public var shape: RecordShape {
        switch self {
        case .window(_, .created): return .windowCreated
        case .window(_, .level): return .windowLevel
        case .window: return .windowChanged
        case .windows(let ids): return ids.isEmpty ? .noWindows : .windowList
        case .key: return .key
        case .app: return .app
        case .touch: return .touch
        case .move: return .move
        case .hit(_, _?, _?): return .hit
        case .hit: return .noHit
        case .pointInside: return .pointInside
        case .hitTestReturned: return .hitTestReturned
        case .deliver: return .deliver
        case .gesture(_, .changed, _?): return .gestureMeasured
        case .gesture(_, .changed, nil): return .gestureChanged
        case .gesture: return .gesture
        case .action(_, nil): return .action
        case .action(_, .changed?): return .actionChanged
        case .action: return .actionPhase
        case .drag(_, .start): return .dragStart
        case .drag(_, .update): return .dragUpdate
        case .drag(_, .end): return .dragEnd
        case .scroll(_, .changed, _): return .scrollChanged
        case .scroll: return .scroll
        case .nav(_, .push, _), .nav(_, .pop, _): return .nav
        case .nav: return .navBack
        case .modal(_, .present, _): return .modalPresent
        case .modal(_, .dismiss, _): return .modalDismiss
        case .modal: return .modalSwipe
        case .tab: return .tab
        case .arena: return .arena
        case .platform: return .platform
        case .overlay(_, _?): return .overlay
        case .overlay: return .noOverlay
        case .exposure(_, _, _, nil): return .exposure
        case .exposure: return .exposureInSlot
        case .viewAdded: return .viewAdded
        case .viewRemoved: return .viewRemoved
        case .note: return .note
        }
    }

    /// The values of the shape's slots, in order, as transcripts print them.
    public var values: [String] {
        switch self {
        case .window(let id, let change):
            switch change {
            case .created(let level), .level(let level): return [id, NumberText.format(level)]
            case .shown: return [id, "shown"]
            case .hidden: return [id, "hidden"]
            case .destroyed: return [id, "destroyed"]
            }
        case .windows(let ids): return ids.isEmpty ? [] : [ids.joined(separator: ", ")]
        case .key(let id): return [id ?? "none"]
        case .app(let event): return [event.rawValue]
        case .touch(let finger, let event, let p): return [String(finger), event.rawValue, NumberText.format(p)]
        case .move(let finger, let p): return [String(finger), NumberText.format(p)]
        case .hit(let finger, let view?, let window?): return [String(finger), view, window]
        case .hit(let finger, _, _): return [String(finger)]
        case .pointInside(let view, let inside): return [view, inside ? "inside" : "outside"]
        case .hitTestReturned(let view, let result): return [view, result ?? "nil"]
        case .deliver(let finger, let phase, let responder): return [String(finger), phase.rawValue, responder ?? "none"]
        case .gesture(let id, .changed, let measure?): return [id, measure.name + "=" + NumberText.format(measure.value)]
        case .gesture(let id, .changed, nil): return [id]
        case .gesture(let id, let event, _): return [id, event.rawValue]
        case .action(let name, .changed?), .action(let name, nil): return [name]
        case .action(let name, let phase?): return [name, phase.rawValue]
        case .drag(let name, .start(let p)): return [name, NumberText.format(p)]
        case .drag(let name, .update(let p, let delta)): return [name, NumberText.format(p), NumberText.format(delta)]
        case .drag(let name, .end(let p, let velocity)): return [name, NumberText.format(p), NumberText.format(velocity)]
        case .scroll(let id, .changed, let offset): return [id, NumberText.format(offset)]
        case .scroll(let id, let event, let offset): return [id, event.rawValue, NumberText.format(offset)]
        case .nav(let id, .backBegan, let page): return [id, "began", page]
        case .nav(let id, .backCancelled, let page): return [id, "cancelled", page]
        case .nav(let id, let event, let page): return [id, event.rawValue, page]
        case .modal(let id, .present(let style), let page): return [id, page, style.rawValue]
        case .modal(let id, .dismiss, let page): return [id, page]
        case .modal(let id, .swipeBegan, let page): return [id, "began", page]
        case .modal(let id, .swipeCancelled, let page): return [id, "cancelled", page]
        case .tab(let id, let index): return [id, String(index)]
        case .platform(let id, let accepted): return [id, accepted ? "accept" : "reject"]
        case .overlay(let id, let rect?):
            let numbers = [rect.minX, rect.minY, rect.size.width, rect.size.height].map(NumberText.format)
            return [id, "[" + numbers.joined(separator: ", ") + "]"]
        case .overlay(let id, nil): return [id]
        case .exposure(let id, let page, let ratio, let slot): return [id, page, NumberText.format(ratio)] + (slot.map { [$0] } ?? [])
        case .arena(let pointer, let member, let accepted): return [String(pointer), member, accepted ? "accepted" : "rejected"]
        case .viewAdded(let id, let parent): return [id, parent]
        case .viewRemoved(let id): return [id]
        case .note(let text): return [text]
        }
    }
}

/// Numbers as transcripts print them: at most three decimals, no trailing zeros, no `-0`.
public enum NumberText {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        // Beyond what three decimals in an Int64 can hold, Swift's own shortest form is exact enough.
        guard abs(thousandths) < 9e15 else { return "\(value)" }
        let scaled = Int64(thousandths)
        if scaled == 0 { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        if fraction == 0 { return "\(sign)\(whole)" }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    public static func format(_ p: Point) -> String { "(\(format(p.x)), \(format(p.y)))" }
}
