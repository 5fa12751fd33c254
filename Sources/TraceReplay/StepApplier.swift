import InteractionEngine
import TraceFormat

/// Applies one timeline step to the world. References were checked when the trace was decoded;
/// a window or view that is gone by now is reported by the engine as a note.
struct StepApplier {
    let world: World
    let builder: WorldBuilder

    func run(_ action: TimelineStep.Action) {
        switch action {
        case .down(let finger, let p): world.touchDown(finger: finger, at: p)
        case .move(let finger, let p): world.touchMove(finger: finger, to: p)
        case .up(let finger, let p): world.touchUp(finger: finger, at: p)
        case .cancel(let finger): world.touchCancel(finger: finger)
        case .verb(let verb): run(verb)
        }
    }

    /// Moves of several fingers at one instant, delivered together.
    func runMoves(_ steps: [TimelineStep]) {
        world.touchesMove(steps.compactMap { if case .move(let finger, let p) = $0.action { (finger, p) } else { nil } })
    }

    private func run(_ verb: Verb) {
        switch verb {
        case .createWindow(let spec): world.createWindow(builder.makeWindow(spec), state: spec.state)
        case .show(let id): window(id).map(world.show)
        case .hide(let id): window(id).map(world.hide)
        case .makeKey(let id): window(id).map(world.makeKey)
        case .makeKeyAndVisible(let id): window(id).map(world.makeKeyAndVisible)
        case .destroyWindow(let id): window(id).map(world.destroyWindow)
        case .setLevel(let id, let level): window(id).map { world.setLevel($0, level) }
        case .alert(let id): world.showAlert(id: id)
        case .dismissAlert(let id): window(id).map(world.dismissAlert)
        case .addView(let target, let added): addView(added, to: target)
        case .removeView(let id): view(id).map(world.removeView)
        case .set(let id, let isWindow, let changes): set(changes, on: id, isWindow: isWindow)
        case .app(let event): world.lifecycle(event)
        case .scroll(let id, let target, let duration):
            guard let scroll = view(id) as? ScrollView else { return }
            let offset: Point
            switch target {
            case .to(let p): offset = p
            case .by(let d): offset = scroll.contentOffset + d
            }
            world.animate(scroll, to: scroll.clamped(offset), over: duration)
        case .push(let id, let pageID):
            guard let nav = view(id) as? NavigationView,
                  let page = builder.instantiate(pageID, in: Rect(origin: .zero, size: nav.frame.size))
            else { return }
            world.push(page, on: nav)
        case .pop(let id):
            if let nav = view(id) as? NavigationView { world.pop(nav) }
        case .selectTab(let id, let index):
            if let tabs = view(id) as? TabsView { world.selectTab(tabs, index) }
        case .refresh(let id):
            if let scroll = view(id) as? ScrollView { world.refresh(scroll) }
        case .down, .move, .up, .cancel, .input: break  // expanded into steps
        }
    }

    private func addView(_ added: AddedView, to target: ViewTarget) {
        let parent: View?
        switch target {
        case .keyWindow: parent = world.app.keyWindow
        case .id(let id): parent = view(id)
        }
        let child: View?
        switch added {
        case .new(let spec): child = builder.makeView(spec, in: parent?.bounds ?? Rect(origin: .zero, size: world.screen))
        case .existing(let id): child = view(id)
        }
        guard let child else { return }
        switch target {
        case .keyWindow: world.addViewToKeyWindow(child)
        case .id: if let parent { world.addView(child, to: parent) }
        }
    }

    private func set(_ changes: [PropertyChange], on id: String, isWindow: Bool) {
        guard let target = view(id) else { return }
        for change in changes {
            switch change {
            case .frame(let rect): target.frame = rect
            case .boundsOrigin(let p): target.boundsOrigin = p
            case .hidden(let hidden):
                if let window = target as? Window {
                    hidden ? world.hide(window) : world.show(window)
                } else {
                    target.isHidden = hidden
                }
            case .alpha(let alpha): target.alpha = alpha
            case .interactive(let interactive): target.isUserInteractionEnabled = interactive
            case .clips(let clips): target.clipsToBounds = clips
            case .handles(let phases): target.handles = phases
            case .extraHitRects(let rects): world.setExtraHitRects(rects, on: target)
            case .hitTest(let name): target.hitTestBehavior = name
            }
        }
    }

    private func view(_ id: String) -> View? { world.view(id) }
    private func window(_ id: String) -> Window? { world.window(id) }
}
