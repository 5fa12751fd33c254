import InteractionEngine
import TraceFormat

/// Turns declared windows and views into live engine objects, and page templates into instances
/// named `<page>#<n>` (every id inside suffixed with `#<n>`): the one place a trace's scene becomes
/// engine objects. A view kind names the parts it holds (pages, embedded views) and makes its own
/// engine view from its values (`ViewKindSpec.makeView`); this makes the parts first and sets the
/// common keys, hooks, recognizers and children after. References the trace wrote with a page
/// template's id are looked up as the trace resolved them.
final class WorldBuilder {
    /// Unowned: the world keeps work that keeps this builder (commands scheduled on its clock), and
    /// the replay that makes both holds the world while it builds; unchecked, because building reads
    /// it once per view.
    unowned(unsafe) let world: World
    private let pages: [String: ViewSpec]
    private var instanceCounts: [String: Int] = [:]
    private let resolvedReferences: [String: String]

    init(world: World, pages: [ViewSpec], resolvedReferences: [String: String] = [:]) {
        self.world = world
        self.pages = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.resolvedReferences = resolvedReferences
    }

    func resolve(_ reference: String) -> String { resolvedReferences[reference] ?? reference }

    /// A new instance of a page template, or nil for an unknown page (decoding rules that out).
    func instantiate(_ pageID: String, in bounds: Rect) -> View? {
        guard let template = pages[pageID] else { return nil }
        let n = (instanceCounts[pageID] ?? 0) + 1
        instanceCounts[pageID] = n
        let suffix = "#\(n)"
        let page = makeView(template.instance(suffix: suffix, renames: template.recognizerRenames(suffix: suffix)), in: bounds)
        page.pageInstance = page.id
        return page
    }

    func makeWindow(_ spec: WindowSpec) -> Window {
        let frame = spec.frame ?? Rect(origin: .zero, size: world.screen)
        let window = Window(id: spec.id, frame: frame, level: spec.level)
        window.place = spec.place
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
        let world = self.world
        return withUnsafePointer(to: spec) { makeView(at: $0, in: parentBounds, world) }
    }

    /// `makeView(_:in:)` for the spec at `spec`, read where it lies: handing each child's spec on as a
    /// value would copy it (some 450 bytes and a dozen references), which costs as much as its view.
    /// The world is handed down too, so the whole tree holds it once, not each view.
    private func makeView(at spec: UnsafePointer<ViewSpec>, in parentBounds: Rect, _ world: World) -> View {
        let frame = spec.pointee.frame ?? Rect(origin: .zero, size: parentBounds.size)
        // A plain view needs its id and frame only; other kinds read the whole spec, handed over as a copy.
        let view = spec.pointee.buildsPlainView ? PlainViewKind.view(id: spec.pointee.id, frame: frame) : makeKindView(spec.pointee, frame: frame)
        world.countBuiltView()
        view.place = spec.pointee.place
        // A kind may set its own bounds origin (a scroll view's contentOffset); the two are exclusive.
        if spec.pointee.boundsOrigin != .zero { view.boundsOrigin = spec.pointee.boundsOrigin }
        view.setDeclared(alpha: spec.pointee.alpha, isHidden: spec.pointee.hidden, isUserInteractionEnabled: spec.pointee.interactive,
                         clipsToBounds: spec.pointee.clips, isExclusiveTouch: spec.pointee.exclusiveTouch, isOpaqueCover: spec.pointee.opaque)
        if let multipleTouch = spec.pointee.multipleTouch { view.isMultipleTouchEnabled = multipleTouch }
        // Each of these is set only when the spec says something: a new view already holds the rest,
        // and a kind's own (a control's handled phases) must stay.
        if !spec.pointee.handles.isEmpty { view.handles = spec.pointee.handles }
        if let hitTest = spec.pointee.hitTest { view.hitTestBehavior = hitTest }
        if spec.pointee.pointInside != nil || spec.pointee.touches != nil { attachHooks(spec.pointee, to: view) }
        if !spec.pointee.extraHitRects.isEmpty { view.extraHitRects = spec.pointee.extraHitRects }
        if let landscapeFrame = spec.pointee.landscapeFrame { view.landscapeFrame = landscapeFrame }
        if !spec.pointee.autoresizing.isEmpty { view.autoresizing = spec.pointee.autoresizing }
        if let keyboardFrame = spec.pointee.keyboardFrame { world.textInput.keyboard.move(view, to: keyboardFrame) }
        if let exposure = spec.pointee.exposure { world.exposureTracking.trackExposure(of: view, contentID: exposure.contentID, slot: exposure.slot) }
        if let controllerID = spec.pointee.controller {
            let controller = view.makeController(id: controllerID)
            controller.handles.formUnion(spec.pointee.controllerHandles)
            controller.setView(view)
        }
        if !spec.pointee.deferringSystemGestures.isEmpty { view.controller?.deferredScreenEdges = spec.pointee.deferringSystemGestures }
        if let action = spec.pointee.onTap {
            view.addGestureRecognizer(GestureRecognizer(id: spec.pointee.tapRecognizerID, type: TapGesture(), action: action))
        }
        for recognizerSpec in spec.pointee.recognizers { view.addGestureRecognizer(makeRecognizer(recognizerSpec)) }
        spec.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            let bounds = view.bounds
            for index in children.indices { view.addSubview(makeView(at: first + index, in: bounds, world)) }
        }
        return view
    }

    /// A view of a kind other than plain: its pages and embedded views made first, in the order the
    /// kind names them, then its own view, then the options the trace wrote for the recognizers it
    /// makes itself.
    private func makeKindView(_ spec: ViewSpec, frame: Rect) -> View {
        let kind = spec.kind
        let bounds = Rect(origin: .zero, size: frame.size)
        var parts = ViewParts(settings: world.settings)
        parts.pages = kind.pageIDs(of: spec).compactMap { instantiate($0, in: bounds) }
        parts.embedded = kind.embeddedViews(of: spec, frame: frame).map { makeView($0.spec, in: $0.bounds) }
        parts.recognizers = kind.embeddedRecognizers(of: spec).map(makeRecognizer)
        let view = kind.makeView(spec, frame: frame, parts: parts)
        for options in kind.builtInRecognizerOptions {
            if let recognizer = view.gestureRecognizers.first(where: { $0.id == options.id }) { apply(options, to: recognizer) }
        }
        return view
    }

    /// The app's view hooks the spec names: the touch methods a `touches` hook overrides are phases the
    /// view handles.
    private func attachHooks(_ spec: ViewSpec, to view: View) {
        var names = view.hookNames ?? ViewHookNames()
        names.pointInside = spec.pointInside
        names.touches = spec.touches
        view.hookNames = names
        if let touches = spec.touches, let hook = world.hooks.touches[touches] { view.handles.formUnion(hook.phases) }
    }

    func makeRecognizer(_ spec: RecognizerSpec) -> GestureRecognizer {
        var type = spec.type
        if var custom = type as? CustomGesture {
            custom.hook = world.hooks.recognizers[custom.registeredClass]
            type = custom
        }
        let recognizer = GestureRecognizer(id: spec.id, type: type, action: spec.action)
        apply(spec, to: recognizer)
        if let options = (type as? CustomGesture)?.hook?.options {
            // The class's own settings (its init's), unless the trace wrote the flag.
            recognizer.options = spec.options.taking(options, except: spec.writtenFlags)
        }
        return recognizer
    }

    /// The options of `spec` (not its id or type) on an existing recognizer, with the recognizers it
    /// names resolved.
    func apply(_ spec: RecognizerSpec, to recognizer: GestureRecognizer) {
        let spec = resolvedReferences.isEmpty ? spec : spec.renamingReferences(resolve)
        recognizer.action = spec.action
        recognizer.options = spec.options
        recognizer.isEnabled = spec.enabled
        recognizer.endsEditing = spec.endsEditing
        recognizer.requireToFail = spec.requireToFail
        recognizer.delegate = spec.delegate
        recognizer.delegateHook = spec.delegateHook.flatMap { world.hooks.delegates[$0]?() }
    }
}
