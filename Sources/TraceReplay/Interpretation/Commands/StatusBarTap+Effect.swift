import InteractionEngine
import TraceFormat

extension StatusBarTap: CommandEffect {
    func apply(_ context: CommandContext) { context.world.scrolling.statusBarTap(atX: x ?? context.world.screen.width / 2) }
}
