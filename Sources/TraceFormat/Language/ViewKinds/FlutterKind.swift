import InteractionEngine

/// `kind: flutter`: a FlutterView — a UIView that renders a widget tree and hands every touch it
/// receives to Flutter as pointer events (docs/semantics.md S7). Embedded native views live in
/// `<view>.clip` ⊃ `<view>.interceptor`, with overlays `<view>.overlay`.
package struct FlutterKind: ViewKindSpec {
    /// The widgets, back to front, in the FlutterView's coordinates.
    package var widgets: [WidgetSpec] = []
    /// Seed 001's gesture tracker in every arena of this FlutterView.
    package var gestureTracker = false
    /// The guard proposed for flutter/flutter#14720: its controller drops touches while presenting.
    package var ignoresTouchesWhilePresenting = false
    /// The engine its controller is made with, shared with every FlutterView naming it (S7.11).
    package var engine: String?
    /// The app's controller takes its engine back in viewWillAppear (S7.11).
    package var takesEngineOnAppear = false

    package init() {}

    package static let name = "flutter"
    package static let summary = "a FlutterView: renders a widget tree and hands its touches to Flutter"
    package static let uikitClasses = ["FlutterView"]
    package static let legend: String? = "FlutterView"
    package static let plural = "Flutter views"
    package static let childrenError: String? = "a flutter view draws widgets, not UIKit children"
    package static let fields: [Field<FlutterKind>] = [
        Field(Key("widgets", .list(.mapping("widget"), nonEmpty: false), required: true, "the render tree, back to front, in the view's coordinates"),
              missing: "a flutter view needs 'widgets': its widget tree, back to front") {
            node, kind, context in
            if let list = context.values.list(node, "widgets") {
                kind.widgets = list.compactMap { WidgetDecoder(diagnostics: context.diagnostics).decode($0) }
            }
        },
        .bool("gestureTracker", \.gestureTracker, "seed 001's tracker in every arena (drives flutterProxy recognizers)"),
        Field(Key("engine", .id, "the FlutterEngine its controller is made with (initWithEngine:), shared by every FlutterView naming it; without it the controller makes its own, <view>.engine")) {
            node, kind, context in
            kind.engine = context.values.id(node, "engine")
        },
        .bool("takesEngineOnAppear", \.takesEngineOnAppear,
              "its controller sets engine.viewController = self in viewWillAppear before super (the app's code; the workaround of flutter/flutter#78015)"),
        .bool("ignoresTouchesWhilePresenting", \.ignoresTouchesWhilePresenting,
              "its FlutterViewController drops touches while it presents a controller (the fix proposed for flutter/flutter#14720; not in the engine)"),
    ]

    /// A FlutterView is always a FlutterViewController's root view: `<view>.controller` unless named.
    package func implicitControllerID(of view: ViewSpec) -> String? {
        view.controller == nil ? FlutterView.controllerID(view.id) : nil
    }

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        if gestureTracker { table.add(view.id + ".tracker", to: .arenaMember) }
        table.add(engine ?? FlutterEmbedding.engineID(view.id), to: .engine)
        table.add(view.controller ?? FlutterView.controllerID(view.id), to: .flutterController)
        if widgets.contains(where: { $0.subtree.contains(where: \.textField) }) {
            table.define(TextInputOperations.flutterInputHiderID(view.id), .view, at: view.location, since: since)
            table.define(TextInputOperations.flutterTextInputID(view.id), .view, at: view.location, since: since)
            table.add(TextInputOperations.flutterTextInputID(view.id), to: .textInput)
        }
        for widget in widgets.flatMap(\.subtree) {
            table.define(widget.id, .widget, at: widget.location, since: since)
            table.widgetChildren[widget.id] = widget.children.map(\.id)
            for action in widget.actions { table.addAction(action, .unknown) }
            for member in widget.arenaMembers { table.add(member, to: .arenaMember) }
            if let scroll = widget.scroll {
                table.add(widget.id, to: .scrollView)
                table.add(widget.id, to: scroll.axis == .vertical ? .verticalScrollable : .horizontalScrollable)
            }
            if let embedded = widget.platformView {
                table.add(widget.id, to: .platformViewWidget)
                table.add(embedded.view.id, to: .platformView)
                table.define(embedded.view, since: since)
                for part in PlatformView.Part.allCases {
                    if let type = part.gestureType {
                        table.defineRecognizer(part.id(embedded.view.id), type, at: widget.location, since: since)
                    } else {
                        table.define(part.id(embedded.view.id), .view, at: widget.location, since: since)
                    }
                }
            }
        }
    }

    package func instance(suffix: String) -> FlutterKind {
        var copy = self
        copy.widgets = widgets.map { $0.instance(suffix: suffix) }
        return copy
    }

    package func embeddedViews(of view: ViewSpec, frame: Rect) -> [(spec: ViewSpec, bounds: Rect)] {
        var found: [(spec: ViewSpec, bounds: Rect)] = []
        for widget in widgets { widget.embeddedViews(in: frame.size, into: &found) }
        return found
    }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let root = Widget(id: view.id, frame: Rect(origin: .zero, size: frame.size), behavior: .deferToChild)
        var embedded = parts.embedded.makeIterator()
        for widget in widgets { root.addChild(widget.build(in: root.frame.size, embedded: &embedded)) }
        let flutter = FlutterView(id: view.id, frame: frame, root: root)
        flutter.hasGestureTracker = gestureTracker
        flutter.ignoresTouchesWhilePresenting = ignoresTouchesWhilePresenting
        flutter.engineName = engine
        flutter.takesEngineOnAppear = takesEngineOnAppear
        return flutter
    }
}
