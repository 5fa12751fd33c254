import InteractionEngine
import TraceFormat

extension SetRecognizerEnabled: CommandEffect {
    func apply(_ context: CommandContext) {
        let resolved = context.resolve(id)
        guard let recognizer = context.world.recognizer(resolved) else {
            return context.ignored(verbName, id, "no recognizer \(resolved) is in the world")
        }
        context.world.setEnabled(recognizer, enabled)
    }
}
