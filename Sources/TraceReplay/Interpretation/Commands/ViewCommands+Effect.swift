import InteractionEngine
import TraceFormat

extension AddView: CommandEffect {
    func apply(_ context: CommandContext) {
        let world = context.world
        let parent: View?
        switch target {
        case .keyWindow: parent = world.app.keyWindow
        case .id(let id):
            guard let view = context.view(id, for: verbName) else { return }
            parent = view
        }
        let child: View?
        switch view {
        case .new(let spec): child = context.builder.makeView(spec, in: parent?.bounds ?? Rect(origin: .zero, size: world.screen))
        case .existing(let id): child = context.view(id, for: verbName)
        }
        guard let child else { return }
        switch target {
        case .keyWindow: world.addViewToKeyWindow(child)
        case .id: if let parent { world.addView(child, to: parent) }
        }
    }
}

extension RemoveView: CommandEffect {
    func apply(_ context: CommandContext) { context.view(id, for: verbName).map(context.world.removeView) }
}
