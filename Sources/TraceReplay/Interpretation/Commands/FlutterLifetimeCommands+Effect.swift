import InteractionEngine
import TraceFormat

extension SetEngineViewController: CommandEffect {
    func apply(_ context: CommandContext) {
        let controllerID = controller.map(context.resolve)
        if !context.world.flutter.setViewController(controllerID, ofEngine: engine) {
            context.ignored(verbName, engine, controllerID.map { "no engine \(engine) has started, or \($0) has no view" } ?? "no engine \(engine) has started")
        }
    }
}

extension ReleaseController: CommandEffect {
    func apply(_ context: CommandContext) {
        if !context.world.flutter.release(controller: context.resolve(controller)) {
            context.ignored(verbName, controller, "no FlutterViewController \(context.resolve(controller)) with a view is in the world")
        }
    }
}

extension RebuildPlatformView: CommandEffect {
    func apply(_ context: CommandContext) {
        if !context.world.flutter.rebuildPlatformView(context.resolve(widget), changing: change) {
            context.ignored(verbName, widget, "no FlutterView on screen has it")
        }
    }
}
