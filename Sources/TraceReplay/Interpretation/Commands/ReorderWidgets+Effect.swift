import InteractionEngine
import TraceFormat

extension ReorderWidgets: CommandEffect {
    func apply(_ context: CommandContext) {
        if !context.world.flutter.reorder(context.resolve(widget), children: children.map(context.resolve)) {
            context.ignored(verbName, widget, "no FlutterView on screen has it")
        }
    }
}
