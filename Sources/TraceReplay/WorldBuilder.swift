import InteractionEngine
import TraceFormat

/// Turns declared windows and views into live engine objects, and page templates into instances
/// named `<page>#<n>` (every id inside suffixed with `#<n>`).
final class WorldBuilder {
    let world: World
    private let pages: [String: ViewSpec]
    private var instanceCounts: [String: Int] = [:]

    init(world: World, pages: [ViewSpec]) {
        self.world = world
        self.pages = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A new instance of a page template, or nil for an unknown page (decoding rules that out).
    func instantiate(_ pageID: String, in bounds: Rect) -> View? {
        guard let template = pages[pageID] else { return nil }
        let n = (instanceCounts[pageID] ?? 0) + 1
        instanceCounts[pageID] = n
        let suffix = "#\(n)"
        let page = makeView(Self.instance(of: template, suffix: suffix, renames: Self.recognizerRenames(template, suffix: suffix)), in: bounds)
        page.pageInstance = page.id
        return page
    }

    /// Template recognizer ids → the ids their instances get: declared recognizers take the suffix;
    /// built-in ones are named from the instance view (`buy.tap` → `buy#2.tap`, `list.pan` → `list#2.pan`).
    static func recognizerRenames(_ template: ViewSpec, suffix: String) -> [String: String] {
        var renames: [String: String] = [:]
        for view in template.subtree {
            for builtIn in [".tap", ".pan", ".delay", ".back"] { renames[view.id + builtIn] = view.id + suffix + builtIn }
            for recognizer in view.recognizers { renames[recognizer.id] = recognizer.id + suffix }
        }
        return renames
    }

    /// `spec` with its ids suffixed and its references to recognizers inside the page renamed.
    static func instance(of spec: ViewSpec, suffix: String, renames: [String: String]) -> ViewSpec {
        var copy = spec
        copy.id += suffix
        copy.controller = spec.controller.map { $0 + suffix }
        func renamed(_ recognizer: RecognizerSpec) -> RecognizerSpec {
            func mapped(_ id: String) -> String { renames[id] ?? id }
            var r = recognizer
            r.id = mapped(r.id)
            r.requireToFail = r.requireToFail.map(mapped)
            r.delegate.simultaneousWith = Set(r.delegate.simultaneousWith.map(mapped))
            r.delegate.requireFailureOf = r.delegate.requireFailureOf.map { FailureRequirement(id: mapped($0.id), unlessStartedIn: $0.unlessStartedIn) }
            return r
        }
        copy.recognizers = spec.recognizers.map(renamed)
        copy.scroll.panOptions = spec.scroll.panOptions.map(renamed)
        copy.container.backOptions = spec.container.backOptions.map(renamed)
        copy.children = spec.children.map { instance(of: $0, suffix: suffix, renames: renames) }
        copy.widgets = spec.widgets.map { suffixedWidget($0, suffix) }
        return copy
    }

    /// A widget tree of a page instance: every id, and the embedded native view's tree, suffixed.
    static func suffixedWidget(_ spec: WidgetSpec, _ suffix: String) -> WidgetSpec {
        var copy = spec
        copy.id += suffix
        if let embedded = spec.platformView {
            copy.platformView = (instance(of: embedded.view, suffix: suffix, renames: [:]), embedded.policy)
        }
        copy.children = spec.children.map { suffixedWidget($0, suffix) }
        return copy
    }

    func makeWindow(_ spec: WindowSpec) -> Window {
        let frame = spec.frame ?? Rect(origin: .zero, size: world.screen)
        let window = Window(id: spec.id, frame: frame, level: spec.level)
        window.hitTestBehavior = spec.hitTest
        if let rootSpec = spec.root {
            let root = makeView(rootSpec, in: window.bounds)
            window.setRoot(root, controller: root.controller)
        }
        for child in spec.children {
            window.addSubview(makeView(child, in: window.bounds))
        }
        return window
    }

    /// A view tree; a view without a frame fills `parentBounds` (its superview's bounds).
    func makeView(_ spec: ViewSpec, in parentBounds: Rect) -> View {
        let frame = spec.frame ?? Rect(origin: .zero, size: parentBounds.size)
        let view: View
        switch spec.kind {
        case .view:
            view = View(id: spec.id, frame: frame)
        case .button:
            let control = Control(id: spec.id, frame: frame)
            control.onPress = spec.onPress
            view = control
        case .scroll:
            let scroll = ScrollView(
                id: spec.id, frame: frame, contentSize: spec.scroll.contentSize ?? frame.size,
                contentTouchDelay: Settings.time(world.settings.contentTouchDelay))
            scroll.isPagingEnabled = spec.scroll.paging
            scroll.bounces = spec.scroll.bounces
            scroll.delaysContentTouches = spec.scroll.delaysContentTouches
            scroll.canCancelContentTouches = spec.scroll.canCancelContentTouches
            scroll.decelerationRate = spec.scroll.decelerationRate
            if let options = spec.scroll.panOptions { apply(options, to: scroll.panRecognizer) }
            view = scroll
        case .navigation:
            let nav = NavigationView(id: spec.id, frame: frame, backGesture: spec.container.backGesture, showsBar: spec.container.navigationBar)
            if let back = nav.backRecognizer, let options = spec.container.backOptions { apply(options, to: back) }
            for pageID in spec.container.pages {
                if let page = instantiate(pageID, in: Rect(origin: .zero, size: frame.size)) { nav.setInitialPage(page) }
            }
            view = nav
        case .flutter:
            let root = Widget(id: spec.id, frame: Rect(origin: .zero, size: frame.size), behavior: .deferToChild)
            for widget in spec.widgets { root.addChild(makeWidget(widget, in: root.frame.size)) }
            let flutter = FlutterView(id: spec.id, frame: frame, root: root)
            flutter.hasGestureTracker = spec.gestureTracker
            view = flutter
        case .tabs:
            let instances = spec.container.pages.compactMap { instantiate($0, in: Rect(origin: .zero, size: frame.size)) }
            // Top tabs stay inside the page that holds them (seed 002): they are not pages of their own.
            if spec.container.bar == .top { for page in instances { page.pageInstance = nil } }
            view = TabsView(id: spec.id, frame: frame, bar: spec.container.bar, pages: instances, selected: spec.container.selected)
        }
        view.boundsOrigin = spec.boundsOrigin
        view.isHidden = spec.hidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.interactive
        view.clipsToBounds = spec.clips
        if spec.kind == .view || !spec.handles.isEmpty { view.handles = spec.handles }
        view.hitTestBehavior = spec.hitTest
        view.extraHitRects = spec.extraHitRects
        view.isOpaqueCover = spec.opaque
        if let exposure = spec.exposure { world.trackExposure(of: view, contentID: exposure.contentID, slot: exposure.slot) }
        if let controllerID = spec.controller {
            let controller = ViewController(id: controllerID)
            controller.handles = spec.controllerHandles
            controller.setView(view)
        }
        if let action = spec.onTap {
            view.addGestureRecognizer(GestureRecognizer(id: spec.tapRecognizerID, type: TapGesture(), action: action))
        }
        for recognizerSpec in spec.recognizers { view.addGestureRecognizer(makeRecognizer(recognizerSpec)) }
        for child in spec.children {
            view.addSubview(makeView(child, in: view.bounds))
        }
        return view
    }

    /// A widget tree; a widget without a frame fills its parent.
    func makeWidget(_ spec: WidgetSpec, in parentSize: Size) -> Widget {
        let frame = spec.frame ?? Rect(origin: .zero, size: parentSize)
        // A Scrollable's gesture detector is opaque; a GestureDetector with a child defers to it.
        let fallback: Widget.Behavior = spec.scroll != nil || spec.children.isEmpty ? .opaque : .deferToChild
        let widget = Widget(id: spec.id, frame: frame, behavior: spec.behavior ?? fallback)
        widget.scroll = spec.scroll
        if let offset = spec.scrollOffset { widget.scrollOffset = offset }
        widget.gestures = spec.gestures
        widget.listener = spec.listener
        if let embedded = spec.platformView {
            widget.embedded = Widget.Embedded(view: makeView(embedded.view, in: Rect(origin: .zero, size: frame.size)), policy: embedded.policy)
        }
        for child in spec.children { widget.addChild(makeWidget(child, in: frame.size)) }
        return widget
    }

    func makeRecognizer(_ spec: RecognizerSpec) -> GestureRecognizer {
        let recognizer = GestureRecognizer(id: spec.id, type: spec.type, action: spec.action)
        apply(spec, to: recognizer)
        return recognizer
    }

    /// The options of `spec` (not its id or kind) on an existing recognizer.
    func apply(_ spec: RecognizerSpec, to recognizer: GestureRecognizer) {
        recognizer.action = spec.action
        recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
        recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
        recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
        recognizer.isEnabled = spec.enabled
        recognizer.requireToFail = spec.requireToFail
        recognizer.delegate = spec.delegate
    }
}
