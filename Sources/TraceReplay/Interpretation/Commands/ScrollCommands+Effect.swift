import InteractionEngine
import TraceFormat

extension ScrollContent: CommandEffect {
    func apply(_ context: CommandContext) {
        if let scroll = context.world.view(context.resolve(view)) as? ScrollView {
            let offset: Point
            switch target {
            case .to(let p): offset = p
            case .by(let d): offset = scroll.contentOffset + d
            }
            context.world.scrolling.animate(scroll, to: scroll.clamped(offset), over: duration)
            return
        }
        let found = context.world.flutter.scroll(context.resolve(view), duration: duration, curve: curve ?? Self.defaultCurve) { pixels, axis in
            switch target {
            case .to(let p): return axis == .vertical ? p.y : p.x
            case .by(let d): return pixels + (axis == .vertical ? d.y : d.x)
            }
        }
        if !found { context.world.recorder.note("scroll \(view) ignored (no such Scrollable on screen)") }
    }
}

extension Refresh: CommandEffect {
    func apply(_ context: CommandContext) { (context.view(view, for: verbName) as? ScrollView).map(context.world.exposureTracking.refresh) }
}
