import InteractionEngine
import TraceFormat

extension DisposeGestures: CommandEffect {
    func apply(_ context: CommandContext) {
        if !context.world.flutter.disposeGestures(context.resolve(widget)) {
            context.ignored(verbName, widget, "no FlutterView on screen has it with GestureDetector callbacks")
        }
    }
}
