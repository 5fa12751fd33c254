/// Where each render object of a dump is on the screen: its size from `size:`, its origin from its
/// parent's origin and its `parentData` — `offset=Offset(x, y)` for boxes, `paintOffset=` for slivers,
/// `layoutOffset=` (less the sliver's scroll offset) or the index times the item extent for the items
/// of a sliver list — and the translations of the transforms above it.
///
/// A render object without a size (`size: MISSING`: it was never laid out) or without an offset that
/// can be read is warned about and left out with everything below it: no frame is ever guessed.
/// Offstage children (an Overlay's `offstage N:`, a RenderOffstage that is offstage) are not on the
/// screen and are left out quietly.
struct RenderLayout {
    enum AxisDirection: String {
        case down, up, right, left

        var isVertical: Bool { self == .down || self == .up }
        var isReversed: Bool { self == .up || self == .left }
    }

    /// Screen origin of each node; nil for one left out.
    var origins: [(x: Double, y: Double)?]
    /// Size of each box (nil for slivers and nodes left out).
    var sizes: [(width: Double, height: Double)?]
    /// The axis of the nearest viewport at or above each node.
    var axes: [AxisDirection?]
    /// The logical screen size the RenderView gives, if it does.
    var screen: (width: Double, height: Double)?

    static let viewportClasses: Set<String> = [
        "RenderViewport", "RenderShrinkWrappingViewport", "_RenderSingleChildViewport", "RenderNestedScrollViewViewport",
    ]

    static func isViewport(_ node: RenderNode) -> Bool { viewportClasses.contains(node.className) }

    static func isSliver(_ node: RenderNode) -> Bool {
        node.className.contains("Sliver") || node.value("geometry") != nil
            || (node.value("constraints")?.hasPrefix("SliverConstraints") ?? false)
    }

    static func axis(_ node: RenderNode) -> AxisDirection? {
        guard let text = node.value("axisDirection") else { return nil }
        return AxisDirection(rawValue: String(text.split(separator: ".").last ?? "").trimmingSpaces)
    }

    static func compute(_ dump: RenderDump, log: WarningLog) -> RenderLayout {
        let count = dump.nodes.count
        var layout = RenderLayout(origins: Array(repeating: nil, count: count), sizes: Array(repeating: nil, count: count),
                                  axes: Array(repeating: nil, count: count))
        if let root = dump.roots.first, dump.nodes[root].className == "RenderView" { layout.screen = screen(dump.nodes[root]) }
        var shifts: [Int: (Double, Double)] = [:]
        for index in 0..<count {
            let node = dump.nodes[index]
            let parent = node.parent
            if let parent {
                guard layout.origins[parent] != nil else { continue }
                layout.axes[index] = layout.axes[parent]
            }
            if isViewport(node) { layout.axes[index] = axis(node) ?? layout.axes[index] }
            if node.label.hasPrefix("offstage") { continue }
            if let parent, dump.nodes[parent].className == "RenderOffstage", dump.nodes[parent].value("offstage") == "true" { continue }
            /// Warned at the property it is about (`at`), or at the node's name.
            func leaveOut(_ why: String, at property: RenderProperty? = nil) {
                let below = dump.descendants(of: index).count
                let tail = below == 0 ? "left out" : "left out with the \(below) render object\(below == 1 ? "" : "s") below it"
                log.warn("\(node.name) \(why); \(tail)", line: property?.line ?? node.line, column: property?.column ?? node.column)
            }
            if let flag = node.flags.first(where: { $0 == "DETACHED" || $0 == "DISPOSED" }) {
                leaveOut("is \(flag) (not in the tree any more)")
                continue
            }
            // Size.
            if node.className == "RenderView", parent == nil {
                guard let screen = layout.screen else {
                    leaveOut("gives no logical size (configuration: Size(…))")
                    continue
                }
                layout.sizes[index] = screen
            } else if !isSliver(node) {
                guard let property = node.property("size") else {
                    leaveOut("has no size line (the dump is cut, or printed without it)")
                    continue
                }
                if property.value.hasPrefix("MISSING") {
                    leaveOut("has size: MISSING (it was never laid out)", at: property)
                    continue
                }
                guard let size = RenderValues.size(property.value) else {
                    leaveOut("has a size that is not Size(width, height): `\(property.value.prefix(40))`", at: property)
                    continue
                }
                layout.sizes[index] = size
            }
            // Origin.
            guard let parent else {
                if node.className == "RenderView" {
                    layout.origins[index] = (0, 0)
                } else if let origin = ownOffset(node) {
                    layout.origins[index] = origin
                } else {
                    leaveOut("has no offset that can be read (parentData: \(node.value("parentData") ?? "none printed"))",
                             at: node.property("parentData"))
                }
                continue
            }
            let base = layout.origins[parent]!
            if shifts[parent] == nil { shifts[parent] = shift(dump.nodes[parent], size: layout.sizes[parent], axis: layout.axes[parent], log: log) }
            let shift = shifts[parent]!
            switch offset(of: index, in: dump, layout: layout) {
            case .success(let offset):
                layout.origins[index] = (base.x + shift.0 + offset.0, base.y + shift.1 + offset.1)
            case .failure(let failure):
                leaveOut(failure.why, at: node.property("parentData"))
            }
        }
        return layout
    }

    /// The logical size: `configuration: Size(411.4, 683.4) at 2.625x`, the 2016 `root constraints:`,
    /// or the physical `window size`/`view size` over the `device pixel ratio`.
    static func screen(_ view: RenderNode) -> (width: Double, height: Double)? {
        for key in ["configuration", "root constraints"] {
            if let text = view.value(key), let size = RenderValues.size(text), size.0 > 0, size.1 > 0 { return size }
        }
        for key in ["view size", "window size"] {
            guard let text = view.value(key), let size = RenderValues.size(text) else { continue }
            let ratio = view.value("device pixel ratio").flatMap { DumpNumber.read($0.prefix { $0 != " " }) } ?? 1
            if ratio > 0, size.0 > 0, size.1 > 0 { return (size.0 / ratio, size.1 / ratio) }
        }
        return nil
    }

    /// The offset of a top-level node of an excerpt, within its parent that the dump does not show.
    static func ownOffset(_ node: RenderNode) -> (Double, Double)? {
        guard let data = node.value("parentData") else { return nil }
        if let offset = RenderValues.offset("offset", in: data) { return offset }
        if data.hasPrefix("<none>") { return (0, 0) }
        return nil
    }

    struct Failure: Error {
        var why: String
    }

    /// A node's offset in its parent, from its parentData.
    static func offset(of index: Int, in dump: RenderDump, layout: RenderLayout) -> Result<(Double, Double), Failure> {
        let node = dump.nodes[index]
        let parent = dump.nodes[node.parent!]
        guard let data = node.value("parentData") else { return .failure(Failure(why: "has no parentData line, so no offset")) }
        if isSliver(parent), !isSliver(node) {
            let axis = layout.axes[index] ?? .down
            var main: Double?
            if let layoutOffset = RenderValues.number(after: "layoutOffset=", in: data) {
                main = layoutOffset
            } else if RenderValues.offset("paintOffset", in: data) == nil, let slot = RenderValues.number(after: "index=", in: data),
                      let extent = itemExtent(node.parent!, in: dump, layout: layout) {
                main = slot * extent
            }
            if let main {
                if axis.isReversed { return .failure(Failure(why: "is in a sliver list that grows \(axis.rawValue)wards, which the import does not place")) }
                guard let scrolled = parent.value("constraints").flatMap({ RenderValues.number(after: "scrollOffset: ", in: $0) }) else {
                    return .failure(Failure(why: "is in a sliver whose constraints give no scrollOffset, so its place is not known"))
                }
                let cross = RenderValues.number(after: "crossAxisOffset=", in: data) ?? 0
                return .success(axis.isVertical ? (cross, main - scrolled) : (main - scrolled, cross))
            }
        }
        if let paint = RenderValues.offset("paintOffset", in: data) { return .success(paint) }
        if let offset = RenderValues.offset("offset", in: data) { return .success(offset) }
        if data.hasPrefix("<none>") { return .success((0, 0)) }
        return .failure(Failure(why: "has no offset that can be read (parentData: \(data.prefix(60)))"))
    }

    /// A fixed-extent list's item extent: its `itemExtent:`, or the one main-axis size all its laid-out
    /// items share.
    static func itemExtent(_ index: Int, in dump: RenderDump, layout: RenderLayout) -> Double? {
        let list = dump.nodes[index]
        if let text = list.value("itemExtent"), let extent = DumpNumber.read(text) { return extent }
        guard list.className.contains("FixedExtent") else { return nil }
        let vertical = layout.axes[index]?.isVertical ?? true
        let extents = list.children.compactMap { child in
            dump.nodes[child].value("size").flatMap(RenderValues.size).map { vertical ? $0.1 : $0.0 }
        }
        guard let first = extents.first, extents.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// How a node moves what it holds: a RenderTransform's translation, a RenderFractionalTranslation's
    /// fraction of its size, a SingleChildScrollView's scroll offset — when hit tests follow it.
    static func shift(_ node: RenderNode, size: (width: Double, height: Double)?, axis: AxisDirection?, log: WarningLog) -> (Double, Double) {
        if node.value("transformHitTests") == "false" { return (0, 0) }
        switch node.className {
        case "RenderTransform":
            guard let property = node.property("transform matrix"), let rows = RenderValues.matrixRows(property.value) else { return (0, 0) }
            if rows[0][0] != 1 || rows[0][1] != 0 || rows[1][0] != 0 || rows[1][1] != 1 {
                log.warn("\(node.name) scales or rotates what it holds; the frames below are as laid out, not transformed",
                         line: property.line, column: property.column)
                return (0, 0)
            }
            return (rows[0][3], rows[1][3])
        case "RenderFractionalTranslation":
            guard let text = node.value("translation"), let size,
                  let fraction = RenderValues.pair(after: "Offset(", in: text) else { return (0, 0) }
            return (fraction.0 * size.width, fraction.1 * size.height)
        case "_RenderSingleChildViewport":
            guard let position = node.value("offset").flatMap(RenderValues.scrollPosition), let axis else { return (0, 0) }
            return axis.isVertical ? (0, -position.offset) : (-position.offset, 0)
        default:
            return (0, 0)
        }
    }
}
