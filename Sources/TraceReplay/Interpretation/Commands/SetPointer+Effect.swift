import InteractionEngine
import TraceFormat

extension SetPointer: CommandEffect {
    func apply(_ context: CommandContext) {
        context.world.touches.setStyle(style, finger: finger)
    }
}
