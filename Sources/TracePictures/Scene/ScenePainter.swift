import InteractionEngine
import TraceFormat

/// Paints a world as it stands: windows back to front with their levels, the key window in green
/// (its outline drawn again over all windows, so nothing hides it),
/// the dimming views of alerts and sheets in grey, every view's frame (scroll views at their content offset,
/// clipping applied, hidden, transparent and non-interactive views styled apart), Flutter widgets
/// and platform views, SwiftUI views (those not hit themselves apart), extra hit rects, then the fingers with their paths and the view each touch
/// hit, with the views its hit test passed through.
struct ScenePainter {
    var svg: SVGDocument
    let world: World
    let tracks: FingerTracks
    /// Where the screen's origin lies in the picture.
    let origin: Point
    /// Every drawn view's rectangle in screen points, for the hit highlight.
    private var rects: [String: Rect] = [:]
    private var clips = 0
    /// Label positions taken, so labels of views that share a corner stack instead of overlapping.
    private var taken: Set<Point> = []
    /// The classes of every element drawn, for the legend.
    private(set) var drawn: Set<Set<String>> = []

    init(svg: SVGDocument, world: World, tracks: FingerTracks, origin: Point) {
        self.svg = svg
        self.world = world
        self.tracks = tracks
        self.origin = origin
    }

    mutating func paint() {
        let screen = world.screen
        rect(Rect(0, 0, screen.width, screen.height), "screen", title: "screen \(number(screen.width))×\(number(screen.height))")
        for window in world.app.orderedWindows where !window.isHidden {
            paint(window: window)
        }
        paintKeyOutline()
        paintExposure()
        paintFingers()
    }

    /// With exposure on, the part of each tracked view a user can see, and how much of it that is.
    private mutating func paintExposure() {
        guard let tracker = world.exposureTracking.tracker else { return }
        for (view, content) in tracker.trackedViews {
            guard let shown = world.exposureTracking.visibleRect(of: view) else { continue }
            let ratio = world.exposureTracking.visibleRatio(of: view)
            rect(shown, "exposed", title: "\(view.id) shows \(content): \(number(ratio * 100))% visible")
        }
    }

    /// The key window's outline once more, over every window and view: the views inside it, and the
    /// windows above it, would otherwise hide it.
    private mutating func paintKeyOutline() {
        guard let key = world.app.keyWindow, !key.isHidden, world.app.orderedWindows.contains(where: { $0 === key }) else { return }
        rect(key.frame, "window key", title: title(of: key))
    }

    private func title(of window: Window) -> String {
        let key = world.app.keyWindow === window
        return "window \(window.id) level=\(number(window.level))" + (key ? " (key window)" : "") + " frame \(describe(window.frame))"
    }

    private mutating func paint(window: Window) {
        let key = world.app.keyWindow === window
        svg.open("g", [("class", .text("window-group")), ("id", .text(svg.id("window-" + window.id)))])
        rect(window.frame, key ? "window key" : "window", title: title(of: window))
        let inner = Point(window.frame.origin.x - window.boundsOrigin.x, window.frame.origin.y - window.boundsOrigin.y)
        for child in window.subviews { paint(view: child, parentOrigin: inner) }
        svg.close("g")
    }

    /// A view whose frame is in a coordinate space whose origin lies at `parentOrigin` on screen.
    private mutating func paint(view: View, parentOrigin: Point) {
        let frame = Rect(parentOrigin.x + view.frame.origin.x, parentOrigin.y + view.frame.origin.y, view.frame.size.width, view.frame.size.height)
        rects[view.id] = frame
        let hidden = view.isHidden
        let transparent = view.alpha < 0.01
        var classes = ["view"]
        // The kinds drawn apart from a plain view, by the UIKit class the view stands for.
        if let kind = Registry.viewKind(forUIKitClasses: [view.className]), kind.legend != nil { classes.append(kind.name) }
        if view.className == "FlutterOverlayView" { classes = ["overlay"] }
        // The dimming view an alert or a sheet puts over everything below it.
        if view.id.hasSuffix(".dimming") { classes = ["dimming"] }
        if !view.isUserInteractionEnabled { classes.append("noninteractive") }
        if transparent { classes.append("transparent") }
        if hidden { classes.append("hidden") }
        var flags: [String] = []
        if hidden { flags.append("hidden") }
        if view.alpha < 1 { flags.append("alpha \(number(view.alpha))") }
        if !view.isUserInteractionEnabled { flags.append("not interactive") }
        if view.clipsToBounds { flags.append("clips") }
        if view.boundsOrigin != .zero { flags.append("offset (\(number(view.boundsOrigin.x)), \(number(view.boundsOrigin.y)))") }
        let title = "\(view.id) frame \(describe(view.frame))" + (flags.isEmpty ? "" : " — " + flags.joined(separator: ", "))
        rect(frame, classes.joined(separator: " "), title: title)
        label(view.id, at: frame, inside: true)
        // A hidden or transparent view draws nothing below it, as on screen.
        guard !hidden, !transparent else { return }
        let local = Point(frame.origin.x - view.boundsOrigin.x, frame.origin.y - view.boundsOrigin.y)
        for extra in view.extraHitRects {
            rect(Rect(local.x + extra.origin.x, local.y + extra.origin.y, extra.size.width, extra.size.height), "extra-hit",
                 title: "extra hit rect of \(view.id): \(describe(extra))")
        }
        if let flutter = view as? FlutterView { paint(widget: flutter.rootWidget, parentOrigin: Point(frame.origin.x, frame.origin.y)) }
        if let hosting = view as? HostingView {
            for root in hosting.roots { paint(swiftUI: root, parentOrigin: local) }
        }
        if view.clipsToBounds, !view.subviews.isEmpty {
            clips += 1
            let id = svg.id("clip\(clips)")
            svg.open("clipPath", [("id", .text(id))])
            svg.element("rect", placed(frame))
            svg.close("clipPath")
            svg.open("g", [("clip-path", .text("url(#\(id))"))])
            for child in view.subviews { paint(view: child, parentOrigin: local) }
            svg.close("g")
        } else {
            for child in view.subviews { paint(view: child, parentOrigin: local) }
        }
    }

    /// A SwiftUI view whose frame is in its parent's coordinates, that parent's origin at `parentOrigin`; a
    /// ScrollView's or representable's children are drawn with the UIKit view SwiftUI placed for it.
    private mutating func paint(swiftUI node: SwiftUINode, parentOrigin: Point) {
        let frame = Rect(parentOrigin.x + node.frame.origin.x, parentOrigin.y + node.frame.origin.y, node.frame.size.width, node.frame.size.height)
        var classes = ["swiftui"]
        if !node.attachments.isEmpty { classes.append("gestures") }
        let hitItself = node.hasContentShape || [.shape, .button, .scrollView, .representable].contains(node.content)
        if !hitItself || !node.allowsHitTesting { classes.append("unhit") }
        var about = [node.content.rawValue]
        if node.hasContentShape { about.append("contentShape") }
        if !node.allowsHitTesting { about.append("allowsHitTesting(false)") }
        if node.isDisabled { about.append("disabled") }
        let gestures = node.attachments.map { "\($0.recognizer.id) (\($0.modifier.rawValue)\($0.mask == .all ? "" : ", " + $0.mask.rawValue))" }
        if !gestures.isEmpty { about.append("gestures " + gestures.joined(separator: ", ")) }
        rect(frame, classes.joined(separator: " "), title: "SwiftUI \(node.id) frame \(describe(node.frame)) — " + about.joined(separator: ", "))
        label(node.id, at: frame, inside: true)
        guard node.placedView == nil else { return }
        for child in node.children { paint(swiftUI: child, parentOrigin: Point(frame.origin.x, frame.origin.y)) }
    }

    /// A Flutter widget whose frame is in its parent's coordinates, that parent's origin at `parentOrigin`.
    private mutating func paint(widget: Widget, parentOrigin: Point) {
        let frame = Rect(parentOrigin.x + widget.frame.origin.x, parentOrigin.y + widget.frame.origin.y, widget.frame.size.width, widget.frame.size.height)
        var classes = ["widget"]
        if !widget.gestures.isEmpty || widget.listener != nil || widget.scroll != nil { classes.append("gestures") }
        if widget.embedded != nil { classes.append("platform") }
        var about = ["behavior \(widget.behavior)"]
        if let scroll = widget.scroll { about.append("scrolls \(scroll.axis) over \(number(scroll.extent)) at \(number(widget.scrollOffset.y + widget.scrollOffset.x))") }
        if widget.embedded != nil { about.append("platform view") }
        rect(frame, classes.joined(separator: " "), title: "widget \(widget.id) frame \(describe(widget.frame)) — " + about.joined(separator: ", "))
        label(widget.id, at: frame, inside: true)
        let inner = Point(frame.origin.x - widget.scrollOffset.x, frame.origin.y - widget.scrollOffset.y)
        for child in widget.children { paint(widget: child, parentOrigin: inner) }
    }

    /// Each touch's path, where it is or was lifted, the view it hit and the hit-test path to it.
    private mutating func paintFingers() {
        for track in tracks.tracks {
            if let hit = track.hitView {
                for ancestor in (world.view(hit).map { Array($0.selfAndAncestors.dropFirst()) } ?? []) {
                    if let r = rects[ancestor.id] { rect(r, "hit-path", title: "finger \(track.finger)'s hit test passed through \(ancestor.id)") }
                }
                if let r = rects[hit] { rect(r, "hit", title: "finger \(track.finger) hit \(hit)" + (track.hitWindow.map { " in window \($0)" } ?? "")) }
            }
        }
        for track in tracks.tracks {
            let state = track.down ? "" : " lifted"
            if track.points.count > 1 {
                let points = track.points.map { "\(SVGNumber.text(origin.x + $0.x)),\(SVGNumber.text(origin.y + $0.y))" }.joined(separator: " ")
                svg.element("polyline", [("class", .text("track" + state)), ("points", .text(points))], title: "finger \(track.finger)'s path")
            }
            guard let last = track.points.last, let first = track.points.first else { continue }
            let where_ = "(\(number(last.x)), \(number(last.y)))"
            let title = "finger \(track.finger) " + (track.down ? "down at " : "lifted at ") + where_ + " — down at (\(number(first.x)), \(number(first.y)))"
                + (track.hitView.map { ", hit \($0)" } ?? ", hit nothing")
            svg.element("circle", [("class", .text("finger" + state)), ("cx", .number(origin.x + last.x)), ("cy", .number(origin.y + last.y)), ("r", .number(9))], title: title)
            drawn.insert(track.down ? ["finger"] : ["finger", "lifted"])
            svg.text("\(track.finger)", [("class", .text("label")), ("x", .number(origin.x + last.x + 11)), ("y", .number(origin.y + last.y + 3))])
        }
    }

    // MARK: - Drawing helpers

    private func placed(_ r: Rect) -> [(String, SVGDocument.Value)] {
        [("x", .number(origin.x + r.origin.x)), ("y", .number(origin.y + r.origin.y)), ("width", .number(max(0, r.size.width))), ("height", .number(max(0, r.size.height)))]
    }

    private mutating func rect(_ r: Rect, _ classes: String, title: String) {
        svg.element("rect", [("class", .text(classes))] + placed(r), title: title)
        drawn.insert(Set(classes.split(separator: " ").map(String.init)))
    }

    /// A label at the top left of `r`: inside it when it fits (a fixed 5.5 points per character, no
    /// font measured), else left to the rectangle's hover title.
    private mutating func label(_ text: String, at r: Rect, inside: Bool) {
        let width = Double(text.count) * 5.5
        if inside, r.size.width < width + 4 || r.size.height < 12 { return }
        var spot = Point((r.origin.x * 2).rounded() / 2, ((inside ? r.origin.y + 10 : r.origin.y - 3) * 2).rounded() / 2)
        while taken.contains(spot) { spot.y += 10 }
        if inside, spot.y > r.origin.y + r.size.height - 1 { return }
        taken.insert(spot)
        svg.text(text, [("class", .text("label")), ("x", .number(origin.x + spot.x + 2)), ("y", .number(origin.y + spot.y))])
    }

    private func number(_ value: Double) -> String { SVGNumber.text(value) }

    private func describe(_ r: Rect) -> String {
        "[\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height))]"
    }

    var document: SVGDocument { svg }
}
