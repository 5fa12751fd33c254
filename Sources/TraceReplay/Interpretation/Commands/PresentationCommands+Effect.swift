import InteractionEngine
import TraceFormat

extension Present: CommandEffect {
    func apply(_ context: CommandContext) {
        guard let presenter = context.world.controller(context.resolve(from)) else {
            return context.world.recorder.note("present \(page) ignored (no controller \(from) is in the world)")
        }
        context.world.presentation.present(page, from: presenter, style: style, modalInPresentation: modalInPresentation) { size in
            context.builder.instantiate(page, in: Rect(origin: .zero, size: size))
        }
    }
}

extension Dismiss: CommandEffect {
    func apply(_ context: CommandContext) {
        guard let controller = context.world.controller(context.resolve(controller)) else {
            return context.world.recorder.note("dismiss \(controller) ignored (no such controller is in the world)")
        }
        context.world.presentation.dismiss(controller)
    }
}
