import InteractionEngine
import TraceFormat

extension AppLifecycle: CommandEffect {
    func apply(_ context: CommandContext) { context.world.lifecycle.send(event) }
}
