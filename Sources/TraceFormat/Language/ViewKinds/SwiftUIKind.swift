import InteractionEngine

/// `kind: swiftui`: a `UIHostingController`'s view (`_UIHostingView`), drawing a SwiftUI hierarchy
/// given as data, as a FlutterView draws widgets (docs/semantics.md S10). Its gestures take part in UIKit's
/// arbitration as recognizers on the hosting view, named `<view>.<type>` or by their `id`.
package struct SwiftUIKind: ViewKindSpec {
    /// The views of `body`, back to front, in the hosting view's coordinates.
    package var body: [SwiftUIViewSpec] = []
    /// The app's pass-through override of the hosting view's hitTest, if any.
    package var passThrough = SwiftUIPassThrough.none

    package init() {}

    package static let name = "swiftui"
    package static let summary = "a UIHostingController's view: draws a SwiftUI hierarchy whose gestures take part in UIKit's arbitration"
    package static let uikitClasses = ["_UIHostingView"]
    package static let legend: String? = "SwiftUI hosting view"
    package static let plural = "SwiftUI hosting views"
    package static let fields: [Field<SwiftUIKind>] = [
        Field(Key("body", .list(.mapping("swiftUIView"), nonEmpty: false), required: true, "the SwiftUI views, back to front, in the hosting view's coordinates"),
              missing: "a swiftui view needs 'body': its SwiftUI views, back to front") {
            node, kind, context in
            if let list = context.values.list(node, "body") {
                kind.body = list.compactMap { SwiftUIDecoder(diagnostics: context.diagnostics).decode($0) }
            }
        },
        .choice("passThrough", \.passThrough,
                "the app's hitTest override that lets touches through: `none`, `dropSelf` (nil when super returns the hosting view: breaks SwiftUI content from iOS 18), `outsideContent` (nil only where no SwiftUI view is)"),
    ]

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        if table.settings.swiftUIGeneration == .ios17 {
            table.define(HostingView.contentViewID(view.id), .view, at: view.location, since: since)
        }
        for node in body.flatMap(\.subtree) {
            if node.scroll != nil {
                // A ScrollView is a UIScrollView with a hosting view inside.
                table.define(node.id, .view, at: node.location, since: since)
                table.add(node.id, to: .scrollView)
                table.defineRecognizer(ScrollView.panID(node.id), ScrollView.panType, at: node.location, since: since)
                table.defineRecognizer(ScrollView.delayID(node.id), ScrollView.delayType, at: node.location, since: since)
                table.define(SwiftUIViewSpec.scrollHostID(node.id), .view, at: node.location, since: since)
            } else {
                table.define(node.id, .swiftUIView, at: node.location, since: since)
            }
            if let representable = node.representable { table.define(representable, since: since) }
            for (id, type, location) in node.recognizerIDs { table.defineRecognizer(id, type, at: location, since: since) }
            if let action = node.action { table.addAction(action, .once) }
            if let pressed = node.pressed { table.addAction(pressed, .phased) }
            for gesture in node.gestures {
                if let recognizer = gesture.recognizer {
                    // Its relations are checked as a declared recognizer's are; its type is UIKit's.
                    table.addRecognizer(recognizer)
                    if table.settings.swiftUIGeneration == .ios17 {
                        table.diagnostics.add(Diagnostic("a UIGestureRecognizerRepresentable needs iOS 18 or later: set swiftui.generation to ios18 or ios26", at: recognizer.location))
                    }
                    continue
                }
                if let action = gesture.action { table.addAction(action, Swift.type(of: gesture.type).isContinuous ? .phased : .once) }
                if let pressing = (gesture.type as? SwiftUILongPressGesture)?.pressing { table.addAction(pressing, .phased) }
            }
        }
    }

    package func embeddedViews(of view: ViewSpec, frame: Rect) -> [(spec: ViewSpec, bounds: Rect)] {
        var found: [(spec: ViewSpec, bounds: Rect)] = []
        for node in body { node.embeddedViews(in: frame.size, into: &found) }
        return found
    }

    package func embeddedRecognizers(of view: ViewSpec) -> [RecognizerSpec] {
        var found: [RecognizerSpec] = []
        for node in body { node.representableRecognizers(into: &found) }
        return found
    }

    package func ownRecognizerRenames(of view: ViewSpec, suffix: String) -> [String: String] {
        var renames: [String: String] = [:]
        for node in body { node.recognizerRenames(suffix: suffix, into: &renames) }
        return renames
    }

    package func renamingRecognizers(_ rename: (RecognizerSpec) -> RecognizerSpec) -> SwiftUIKind {
        var copy = self
        copy.body = body.map { $0.mappingRecognizers(rename) }
        return copy
    }

    package func instance(suffix: String) -> SwiftUIKind {
        var copy = self
        copy.body = body.map { $0.instance(suffix: suffix) }
        return copy
    }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let size = frame.size
        var embedded = parts.embedded.makeIterator()
        var recognizers = parts.recognizers.makeIterator()
        let roots = body.map { $0.build(in: size, origin: .zero, settings: parts.settings, embedded: &embedded, recognizers: &recognizers) }
        let hosting = HostingView(id: view.id, frame: frame, roots: roots, generation: parts.settings.swiftUIGeneration)
        hosting.passThrough = passThrough
        return hosting
    }
}
