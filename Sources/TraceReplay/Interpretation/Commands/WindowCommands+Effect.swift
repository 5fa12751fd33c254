import InteractionEngine
import TraceFormat

extension CreateWindow: CommandEffect {
    func apply(_ context: CommandContext) {
        context.world.windows.create(context.builder.makeWindow(window), state: window.state)
    }
}

extension WindowCall: CommandEffect {
    func apply(_ context: CommandContext) {
        guard let window = context.window(window, for: verbName) else { return }
        let world = context.world
        switch call {
        case .show: world.windows.show(window)
        case .hide: world.windows.hide(window)
        case .makeKey: world.windows.makeKey(window)
        case .makeKeyAndVisible: world.windows.makeKeyAndVisible(window)
        case .destroyWindow: world.windows.destroy(window)
        }
    }
}

extension SetLevel: CommandEffect {
    func apply(_ context: CommandContext) {
        context.window(window, for: verbName).map { context.world.windows.setLevel($0, level) }
    }
}
