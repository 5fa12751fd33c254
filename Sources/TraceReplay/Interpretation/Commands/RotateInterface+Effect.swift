import InteractionEngine
import TraceFormat

extension RotateInterface: CommandEffect {
    func apply(_ context: CommandContext) { context.world.rotation.rotate(to: orientation) }
}
