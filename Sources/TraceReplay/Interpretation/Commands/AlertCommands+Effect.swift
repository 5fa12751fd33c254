import InteractionEngine
import TraceFormat

extension ShowAlert: CommandEffect {
    func apply(_ context: CommandContext) { context.world.windows.showAlert(id: id) }
}

extension DismissAlert: CommandEffect {
    func apply(_ context: CommandContext) { context.window(id, for: verbName).map(context.world.windows.dismissAlert) }
}
