import InteractionEngine
import TraceYAML

/// `setViewController: {engine, controller}`: the app's `engine.viewController = controller` (nil
/// without `controller`): the engine renders into that controller's FlutterView and shows its widgets
/// (docs/semantics.md S7.11).
package struct SetEngineViewController: Command {
    package let engine: String
    package let controller: String?
    package var verbName: String { "setViewController" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        if !table.names(.engine).contains(engine) {
            let known = table.names(.engine).sorted()
            table.diagnostics.add(Diagnostic(
                "'\(engine)' names no Flutter engine; engines: \(known.isEmpty ? "none (no flutter view)" : known.joined(separator: ", "))",
                at: event.location))
        }
        guard let controller else { return }
        table.resolveFlutterController(controller, at: event.location, event: event.index)
    }

    static let mapping = MappingShape("setViewController", "an engine and the FlutterViewController it now renders into", keys: [
        Key("engine", .id, required: true, "a Flutter engine: a flutter view's engine: name, or <view>.engine"),
        Key("controller", .reference, "the FlutterViewController; without it, none (engine.viewController = nil)"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(
        command: "setViewController", reads: SetEngineViewController.self, argument: .mapping("setViewController"),
        doc: "the app's engine.viewController = controller (none without one): the engine renders into it", mappings: [mapping]
    ) { node, reader in
        guard let map = reader.map(node, verb, "setViewController") else { return nil }
        let engine = map.required("engine").flatMap { reader.values.id($0, "setViewController's engine") }
        let controller = map["controller"].flatMap { reader.values.reference($0, "setViewController's controller") }
        guard let engine else { return nil }
        if map["controller"] != nil, controller == nil { return nil }
        return SetEngineViewController(engine: engine, controller: controller)
    }
}

/// `releaseController: flutterVC`: the app lets go of its last reference to a FlutterViewController
/// whose view it keeps showing (the view added without the controller): the controller is deallocated
/// and touches on its view climb to the view's superview (docs/semantics.md S7.11).
package struct ReleaseController: Command {
    package let controller: String
    package var verbName: String { "releaseController" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveFlutterController(controller, at: event.location, event: event.index)
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        command: "releaseController", reads: ReleaseController.self, argument: .reference,
        doc: "the app drops its last reference to a FlutterViewController: it is deallocated, its view stays with no controller"
    ) { node, reader in
        reader.values.reference(node, "releaseController").map { ReleaseController(controller: $0) }
    }
}

/// `rebuildPlatformView: {widget, change}`: a rebuild of a UiKitView that changed its `viewType`, its
/// key or its `creationParams` (docs/semantics.md S7.12).
package struct RebuildPlatformView: Command {
    package let widget: String
    package let change: FlutterEmbedding.PlatformViewChange
    package var verbName: String { "rebuildPlatformView" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(widget, as: [.widget], at: event.location, event: event.index)
        if table.kind(of: widget) == .widget, !table.names(.platformViewWidget).contains(IDTable.templateID(widget)) {
            table.diagnostics.add(Diagnostic("'\(widget)' is not a UiKitView (a widget with platformView)", at: event.location))
        }
    }

    static let mapping = MappingShape("rebuildPlatformView", "a UiKitView rebuilt, and what changed", keys: [
        Key("widget", .reference, required: true, "the UiKitView: a widget with platformView"),
        Key("change", .word(FlutterEmbedding.PlatformViewChange.allCases.map(\.rawValue)), required: true,
            "viewType (the same State makes a new platform view), key (a new State does) or creationParams (never compared: nothing happens)"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(
        command: "rebuildPlatformView", reads: RebuildPlatformView.self, argument: .mapping("rebuildPlatformView"),
        doc: "a rebuild of a UiKitView: a new viewType or key disposes its platform view and creates another", mappings: [mapping]
    ) { node, reader in
        guard let map = reader.map(node, verb, "rebuildPlatformView") else { return nil }
        let widget = map.required("widget").flatMap { reader.values.reference($0, "rebuildPlatformView's widget") }
        let change = map.required("change").flatMap {
            reader.values.choice($0, "change", FlutterEmbedding.PlatformViewChange.allCases.map { ($0.rawValue, $0) })
        }
        guard let widget, let change else { return nil }
        return RebuildPlatformView(widget: widget, change: change)
    }
}

extension IDTable {
    /// A controller reference that must name a FlutterViewController (the controller of a flutter view).
    func resolveFlutterController(_ reference: String, at location: SourceLocation, event: Int) {
        resolve(reference, as: [.controller], at: location, event: event)
        if kind(of: reference) == .controller, !names(.flutterController).contains(Self.templateID(reference)) {
            diagnostics.add(Diagnostic("'\(reference)' is not a FlutterViewController (the controller of a flutter view)", at: location))
        }
    }
}
