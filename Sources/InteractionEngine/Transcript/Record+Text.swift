extension Record {
    /// The record as one transcript line, without the time column (TRACE_FORMAT.md §6).
    public var text: String {
        switch self {
        case .window(let id, let change):
            switch change {
            case .created(let level): return "window \(id) created level=\(NumberText.format(level))"
            case .shown: return "window \(id) shown"
            case .hidden: return "window \(id) hidden"
            case .destroyed: return "window \(id) destroyed"
            case .level(let level): return "window \(id) level=\(NumberText.format(level))"
            }
        case .windows(let ids):
            return ids.isEmpty ? "windows none" : "windows " + ids.joined(separator: ", ")
        case .key(let id):
            return "key \(id ?? "none")"
        case .app(let event):
            return "app \(event.rawValue)"
        case .touch(let finger, let event, let p):
            return "touch \(finger) \(event.rawValue) \(NumberText.format(p))"
        case .move(let finger, let p):
            return "touch \(finger) move \(NumberText.format(p))"
        case .hit(let finger, let view?, let window?):
            return "hit \(finger) \(view) window=\(window)"
        case .hit(let finger, _, _):
            return "hit \(finger) none"
        case .pointInside(let view, let inside):
            return "hittest \(view) \(inside ? "inside" : "outside")"
        case .hitTestReturned(let view, let result):
            return "hittest \(view) -> \(result ?? "nil")"
        case .deliver(let finger, let phase, let responder):
            return "deliver \(finger) \(phase.rawValue) \(responder ?? "none")"
        case .gesture(let id, let event):
            return "gesture \(id) \(event.rawValue)"
        case .action(let name, let phase?):
            return "action \(name) \(phase.rawValue)"
        case .action(let name, nil):
            return "action \(name)"
        case .scroll(let id, let event, let offset):
            return "scroll \(id) \(event.rawValue) \(NumberText.format(offset))"
        case .nav(let id, let event, let page):
            return "nav \(id) \(event.rawValue) \(page)"
        case .tab(let id, let index):
            return "tab \(id) \(index)"
        case .platform(let id, let accepted):
            return "platform \(id) \(accepted ? "accept" : "reject")"
        case .overlay(let id, let rect?):
            return "overlay \(id) [\(NumberText.format(rect.minX)), \(NumberText.format(rect.minY)), \(NumberText.format(rect.size.width)), \(NumberText.format(rect.size.height))]"
        case .overlay(let id, nil):
            return "overlay \(id) none"
        case .exposure(let id, let page, let ratio, let slot):
            let base = "exposure \(id) page=\(page) ratio=\(NumberText.format(ratio))"
            return slot.map { base + " slot=\($0)" } ?? base
        case .arena(let pointer, let member, let accepted):
            return "arena \(pointer) \(member) \(accepted ? "accepted" : "rejected")"
        case .viewAdded(let id, let parent):
            return "view \(id) added to \(parent)"
        case .viewRemoved(let id):
            return "view \(id) removed"
        case .note(let text):
            return "note \(text)"
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
