import InteractionEngine
import TraceFormat

extension SetProperties: CommandEffect {
    func apply(_ context: CommandContext) {
        guard let view = context.view(target, for: verbName) else { return }
        let world = context.world
        guard let animation else { return apply(changes, to: view, in: world) }
        view.animate(animation, in: world) { apply(changes, to: view, in: world) }
    }

    private func apply(_ changes: [PropertyChange], to view: View, in world: World) {
        for change in changes {
            switch change {
            case .frame(let rect): view.frame = rect
            case .boundsOrigin(let p): view.boundsOrigin = p
            case .hidden(let hidden):
                if let window = view as? Window {
                    hidden ? world.windows.hide(window) : world.windows.show(window)
                } else {
                    view.isHidden = hidden
                }
            case .alpha(let alpha): view.alpha = alpha
            case .interactive(let interactive): view.isUserInteractionEnabled = interactive
            case .clips(let clips): view.clipsToBounds = clips
            case .multipleTouch(let enabled): view.isMultipleTouchEnabled = enabled
            case .exclusiveTouch(let exclusive): view.isExclusiveTouch = exclusive
            case .handles(let phases): view.handles = phases
            case .extraHitRects(let rects): view.setExtraHitRects(rects)
            case .hitTest(let name): view.hitTestBehavior = name
            }
        }
    }
}
