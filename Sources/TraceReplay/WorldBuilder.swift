import InteractionEngine
import TraceFormat

/// Turns declared windows and views into live engine objects.
struct WorldBuilder {
    let world: World

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
            view = scroll
        }
        view.boundsOrigin = spec.boundsOrigin
        view.isHidden = spec.hidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.interactive
        view.clipsToBounds = spec.clips
        if spec.kind == .view || !spec.handles.isEmpty { view.handles = spec.handles }
        view.hitTestBehavior = spec.hitTest
        view.extraHitRects = spec.extraHitRects
        if let controllerID = spec.controller {
            let controller = ViewController(id: controllerID)
            controller.handles = spec.controllerHandles
            controller.setView(view)
        }
        if let action = spec.onTap {
            view.addGestureRecognizer(GestureRecognizer(id: spec.tapRecognizerID, kind: .tap, action: action))
        }
        for recognizerSpec in spec.recognizers { view.addGestureRecognizer(makeRecognizer(recognizerSpec)) }
        for child in spec.children {
            view.addSubview(makeView(child, in: view.bounds))
        }
        return view
    }

    func makeRecognizer(_ spec: RecognizerSpec) -> GestureRecognizer {
        let recognizer = GestureRecognizer(id: spec.id, kind: spec.kind, action: spec.action)
        recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
        recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
        recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
        recognizer.isEnabled = spec.enabled
        recognizer.requireToFail = spec.requireToFail
        recognizer.delegate = spec.delegate
        return recognizer
    }
}
